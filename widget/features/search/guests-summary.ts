import { plural } from '@lingui/core/macro';
import type { Locale } from '../../../shared/constants.ts';
import { childCount, type RoomParams } from './search-params.ts';

/**
 * The party in a line, as the guests button shows it: "2 adults, 1 child", "2 rooms, 4 adults".
 * Adult companions count as adults, kid companions as children (spec 1 §3), and the accessibility
 * needs chosen are told, as they narrow the search.
 */
export function guestsSummary(rooms: readonly RoomParams[], accessibility: number, locale: Locale): string {
  const adults = rooms.reduce((sum, room) => sum + room.adults + (room.adultCompanions ?? 0), 0);
  const children = rooms.reduce((sum, room) => sum + childCount(room) + (room.kidCompanions ?? 0), 0);
  const roomCount = rooms.length;
  const parts: string[] = [];
  if (roomCount > 1) parts.push(plural(roomCount, { one: '# room', other: '# rooms' }));
  parts.push(plural(adults, { one: '# adult', other: '# adults' }));
  if (children > 0) parts.push(plural(children, { one: '# child', other: '# children' }));
  if (accessibility > 0) parts.push(plural(accessibility, { one: '# accessibility need', other: '# accessibility needs' }));
  return parts.join(LIST_COMMA[locale] ?? ', ');
}

/** The comma between the parts where a locale writes another than ", " (Intl.ListFormat adds "and"). */
const LIST_COMMA: Partial<Record<Locale, string>> = { ja: '、', zh_Hans: '、', zh_Hant: '、', ar: '، ', th: ' ' };
