import { plural } from '@lingui/core/macro';
import type { Locale } from '../../../shared/constants.ts';
import { formatList } from '../../ui/list.ts';
import { formatNumber } from '../../ui/numbers.ts';
import type { RoomParams } from './search-params.ts';

/** A room's guests in words: "2 adults, Child (with bed) × 1" or "1 adult, 2 children (ages 4 and 9)". */
export function roomGuestsText(room: RoomParams, tierNames: Record<string, string>, locale: Locale): string {
  const adultCount = room.adults;
  const parts = [plural(adultCount, { one: '# adult', other: '# adults' })];
  for (const tier of room.kidsTiers) parts.push(`${tierNames[tier.code] ?? tier.code} × ${formatNumber(tier.count, locale)}`);
  if (room.childrenAges.length > 0) {
    const childCount = room.childrenAges.length;
    const ages = formatList(room.childrenAges.map((age) => formatNumber(age, locale)), locale);
    parts.push(plural(childCount, { one: `# child (age ${ages})`, other: `# children (ages ${ages})` }));
  }
  return formatList(parts, locale);
}
