import { i18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import type { Locale, MealBedOption } from '../../shared/constants.ts';
import { MEAL_BED_LABEL } from '../lib/meal.ts';
import { formatList } from './list.ts';
import { formatNumber } from './numbers.ts';

/** One room's guests: adults, children by kids tier (with a meal and bedding option) or by age, and companions. */
export type RoomGuestsCounts = {
  adults: number;
  kidsTiers: ReadonlyArray<{ code: string; count: number; meal_bed?: MealBedOption | undefined }>;
  childrenAges: readonly number[];
  adultCompanions?: number | undefined;
  kidCompanions?: number | undefined;
};

/**
 * A room's guests in words: "2 adults, School-age children (Children’s meals and a bed) × 1,
 * Caregivers × 1" or "1 adult, 2 children (ages 4 and 9)". `names` has the kids tiers' names by
 * code and the companions' by companion code.
 */
export function roomGuestsText(room: RoomGuestsCounts, names: Record<string, string>, locale: Locale): string {
  const adultCount = room.adults;
  const parts = [plural(adultCount, { one: '# adult', other: '# adults' })];
  if (room.childrenAges.length > 0) {
    const childCount = room.childrenAges.length;
    const ages = formatList(
      room.childrenAges.map((age) => formatNumber(age, locale)),
      locale,
    );
    parts.push(plural(childCount, { one: `# child (age ${ages})`, other: `# children (ages ${ages})` }));
  } else {
    for (const tier of room.kidsTiers) {
      const name = names[tier.code] ?? tier.code;
      const label = tier.meal_bed ? `${name} (${i18n._(MEAL_BED_LABEL[tier.meal_bed])})` : name;
      parts.push(`${label} × ${formatNumber(tier.count, locale)}`);
    }
  }
  const companions: Array<[string, number | undefined]> = [
    ['adult_companion', room.adultCompanions],
    ['kid_tier_A_companion', room.kidCompanions],
  ];
  for (const [code, count] of companions) {
    if (count) parts.push(`${names[code] ?? code} × ${formatNumber(count, locale)}`);
  }
  return formatList(parts, locale);
}
