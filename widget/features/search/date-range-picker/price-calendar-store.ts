import { map } from 'nanostores';
import { getPriceCalendar, type PriceCalendarDay } from '../../../../shared/api/availability.ts';
import type { RoomSearchEntryInput } from '../../../../shared/api/rooms.ts';
import type { CurrencyCode } from '../../../../shared/constants.ts';
import { callApi } from '../../../lib/api-client.ts';
import { lastOfMonth, nextMonth } from './calendar-dates.ts';

/** One month of the price calendar for one hotel and one set of guests. */
export type CalendarMonth =
  | { status: 'loading' }
  | { status: 'done'; currency: CurrencyCode; taxIncluded: boolean; days: Record<string, PriceCalendarDay> }
  | { status: 'error'; error: unknown };

/** Months of the price calendar by `monthKey` (hotel, month YYYY-MM and guests). */
export const $priceCalendar = map<Record<string, CalendarMonth>>({});

/** Guests keys by the rooms list they were made from: the picker asks a day's key many times a render. */
const guestsKeys = new WeakMap<readonly RoomSearchEntryInput[], string>();

/** The guests as the calendar asks them; the same guests make the same key. */
function guestsKey(rooms: readonly RoomSearchEntryInput[]): string {
  const known = guestsKeys.get(rooms);
  if (known !== undefined) return known;
  const key = guestsJson(rooms);
  guestsKeys.set(rooms, key);
  return key;
}

function guestsJson(rooms: readonly RoomSearchEntryInput[]): string {
  return JSON.stringify(
    rooms.map((room) => ({
      adults: room.adults,
      kids_tiers: (room.kids_tiers ?? []).filter((kid) => kid.count > 0),
      children_ages: room.children_ages ?? [],
      ...(room.adult_companion ? { adult_companion: room.adult_companion } : {}),
      ...(room.kid_tier_A_companion ? { kid_tier_A_companion: room.kid_tier_A_companion } : {}),
    })),
  );
}

/** Which plans a calendar prices: day-use plans for day use, and only some room plans when given. */
export type CalendarScope = { dayUse?: boolean | undefined; roomPlanCodes?: readonly string[] | undefined };

function scopeKey(scope: CalendarScope): string {
  return `${scope.dayUse ? 'day' : 'night'}|${(scope.roomPlanCodes ?? []).join(',')}`;
}

function scopeQuery(scope: CalendarScope) {
  return {
    ...(scope.dayUse ? { is_day_use: 'true' as const } : {}),
    ...(scope.roomPlanCodes && scope.roomPlanCodes.length > 0 ? { room_plan_codes: scope.roomPlanCodes.join(',') } : {}),
  };
}

/** The cache key of one month (YYYY-MM) of a hotel's calendar for these guests (and plans). */
export function monthKey(hotelCode: string, month: string, rooms: readonly RoomSearchEntryInput[], scope: CalendarScope = {}): string {
  return `${hotelCode}|${month}|${guestsKey(rooms)}|${scopeKey(scope)}`;
}

async function fetchMonths(hotelCode: string, months: string[], rooms: readonly RoomSearchEntryInput[], scope: CalendarScope): Promise<void> {
  const keys = months.map((month) => monthKey(hotelCode, month, rooms, scope));
  for (const key of keys) $priceCalendar.setKey(key, { status: 'loading' });
  try {
    const { data } = await callApi(getPriceCalendar, {
      params: { code: hotelCode },
      query: { from_date: `${months[0]}-01`, to_date: lastOfMonth(months[months.length - 1]!), rooms: guestsKey(rooms), ...scopeQuery(scope) },
    });
    months.forEach((month, index) => {
      const days = Object.fromEntries(data.days.filter((day) => day.date.startsWith(month)).map((day) => [day.date, day]));
      $priceCalendar.setKey(keys[index]!, { status: 'done', currency: data.currency, taxIncluded: data.tax_included, days });
    });
  } catch (error) {
    for (const key of keys) $priceCalendar.setKey(key, { status: 'error', error });
  }
}

/**
 * Loads the months shown (YYYY-MM) for these guests, each once: months already loaded or
 * loading are skipped, a failed month is asked again. Two neighbouring months go in one call
 * (at most 62 days, the API's limit).
 */
export async function loadPriceCalendar(
  hotelCode: string,
  months: readonly string[],
  rooms: readonly RoomSearchEntryInput[],
  scope: CalendarScope = {},
): Promise<void> {
  const missing = [...new Set(months)].sort().filter((month) => {
    const entry = $priceCalendar.get()[monthKey(hotelCode, month, rooms, scope)];
    return !entry || entry.status === 'error';
  });
  const calls: string[][] = [];
  for (const month of missing) {
    const last = calls[calls.length - 1];
    if (last && last.length === 1 && nextMonth(last[0]!) === month) last.push(month);
    else calls.push([month]);
  }
  await Promise.all(calls.map((group) => fetchMonths(hotelCode, group, rooms, scope)));
}

/** The calendar day of a date for these guests, once its month is loaded. */
export function calendarDay(
  state: Record<string, CalendarMonth>,
  hotelCode: string,
  date: string,
  rooms: readonly RoomSearchEntryInput[],
  scope: CalendarScope = {},
): PriceCalendarDay | null {
  const entry = state[monthKey(hotelCode, date.slice(0, 7), rooms, scope)];
  return entry?.status === 'done' ? (entry.days[date] ?? null) : null;
}

/** Currency and tax display of the loaded calendar months, if any is loaded. */
export function calendarDisplay(
  state: Record<string, CalendarMonth>,
  hotelCode: string,
  months: readonly string[],
  rooms: readonly RoomSearchEntryInput[],
  scope: CalendarScope = {},
) {
  for (const month of months) {
    const entry = state[monthKey(hotelCode, month, rooms, scope)];
    if (entry?.status === 'done') return { currency: entry.currency, taxIncluded: entry.taxIncluded };
  }
  return null;
}
