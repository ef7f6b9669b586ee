import * as v from 'valibot';
import { CurrencySchema, dataOf, HotelCodeSchema, IsoDateSchema, MoneySchema, QueryBoolSchema, QueryCodeListSchema } from './common.ts';
import { defineCall } from './define.ts';
import { RoomsQuerySchema } from './rooms.ts';

/** The most days one price-calendar call may ask for (two months side by side). */
export const PRICE_CALENDAR_MAX_DAYS = 62;

/** Days from one date to another, both YYYY-MM-DD. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The price-calendar query: a range of arrival dates (both included) and the rooms as in the room search. */
export const PriceCalendarQuerySchema = v.pipe(
  v.object({
    from_date: IsoDateSchema,
    to_date: IsoDateSchema,
    /** The rooms, JSON as in the room search: [{adults, kids_tiers, children_ages}]. */
    rooms: RoomsQuerySchema,
    /** Day use: the calendar of day-use plans, each day's price for the day; otherwise overnight plans only. */
    is_day_use: v.optional(QueryBoolSchema, 'false'),
    /** Only these room plans (a plan chosen in an undated search asks its own dates). */
    room_plan_codes: v.optional(QueryCodeListSchema),
  }),
  v.forward(
    v.check((query) => query.to_date >= query.from_date, 'date_range_invalid'),
    ['to_date'],
  ),
  v.forward(
    v.check((query) => daysBetween(query.from_date, query.to_date) < PRICE_CALENDAR_MAX_DAYS, 'date_range_too_long'),
    ['to_date'],
  ),
);

/**
 * Why a day of the calendar is closed: before the first bookable day (today, or yesterday when
 * the hotel sells last night after midnight), after the reservable period, no plan sells the
 * night (closed or without a rate), or every room that would take the guests is taken.
 */
export const CalendarClosedReasonSchema = v.picklist(['past', 'beyond_reservable_period', 'closed', 'sold_out']);

/** One day of the price calendar. */
export const PriceCalendarDaySchema = v.object({
  date: IsoDateSchema,
  /**
   * The lowest total of one night arriving this date for all the rooms asked (per room the
   * cheapest plan that takes its guests), tax included; null when no stay may begin this day.
   */
  lowest_price: v.nullable(MoneySchema),
  /** The same without tax (show it when `tax_included` is false). */
  lowest_price_without_tax: v.nullable(MoneySchema),
  /** The fewest nights a stay arriving this date must have; null when one night is enough. */
  min_stay: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(2))),
  /** The night cannot be booked: not a check-in, and no stay may include it. */
  closed: v.boolean(),
  /** The night can be stayed, but no stay may begin this day (it may still be a check-out). */
  closed_to_arrival: v.boolean(),
  /** Why the day is closed; null when it is not. */
  closed_reason: v.nullable(CalendarClosedReasonSchema),
});
/** One day of the price calendar. */
export type PriceCalendarDay = v.InferOutput<typeof PriceCalendarDaySchema>;

/** The price calendar answer. */
export const PriceCalendarSchema = v.object({
  currency: CurrencySchema,
  /** The hotel's setting show_prices_tax_included: which of the two prices to show. */
  tax_included: v.boolean(),
  from_date: IsoDateSchema,
  to_date: IsoDateSchema,
  /** Every date of the range, in order. */
  days: v.array(PriceCalendarDaySchema),
});
/** The price calendar answer's data. */
export type PriceCalendar = v.InferOutput<typeof PriceCalendarSchema>;

/**
 * Spec 2 §7.3 (rooms availability): the date picker's price calendar. For each date of the range,
 * the lowest price of one night for the guests across all room types and plans with rooms left,
 * with the stay restrictions (minimum stay, closed, closed to arrival). At most 62 days a call.
 */
export const getPriceCalendar = defineCall({
  name: 'getPriceCalendar',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/rooms/availability',
  summary: 'Price calendar: the lowest nightly price and stay restrictions per arrival date',
  session: true,
  params: v.object({ code: HotelCodeSchema }),
  query: PriceCalendarQuerySchema,
  answer: dataOf(PriceCalendarSchema),
  status: 200,
});
