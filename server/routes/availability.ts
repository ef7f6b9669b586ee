import type { Hono } from 'hono';
import { getPriceCalendar, type PriceCalendarDay } from '../../shared/api/availability.ts';
import type { CurrencyCode } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import { listDailyInventory, listDailyPlanStock, listPublicRoomPlans, listStayRestrictions } from '../db/repositories/restrictions-repository.ts';
import { listRates } from '../db/repositories/rooms-repository.ts';
import { listDayUsePlanIds, roomPlanIdsOf } from '../db/repositories/day-use-repository.ts';
import { plansOfKind } from '../domain/day-use.ts';
import { hotelToday, nightCount, shiftDate, shiftMonths } from '../domain/dates.ts';
import { priceCalendar } from '../domain/stay-restrictions.ts';
import { mountCall } from '../http/mount-call.ts';
import { requireHotel } from './hotel-access.ts';
import { assertRooms } from '../use-cases/stay-and-rooms.ts';

/** Every date from `from` to `to`, both included. */
function datesOf(from: string, to: string): string[] {
  return Array.from({ length: nightCount(from, to) + 1 }, (_, i) => shiftDate(from, i));
}

/** A day nothing may be booked on, with the reason. */
function closedDay(date: string, reason: PriceCalendarDay['closed_reason']): PriceCalendarDay {
  return { date, lowest_price: null, lowest_price_without_tax: null, min_stay: null, closed: true, closed_to_arrival: false, closed_reason: reason };
}

/**
 * GET /hotels/:code/rooms/availability (spec 2 §7.3): the date picker's price calendar over the
 * plans every guest may see. One query each for the room plans, rates, inventory, plan stock and
 * restrictions of the whole range, whatever its length.
 */
export function mountAvailability(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, getPriceCalendar, async ({ params, query, session }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const rooms = await assertRooms(deps, hotel, query.rooms);
    // spec 1 §5: from today (yesterday when the hotel sells last night), for reservable_period_months
    const today = hotelToday(hotel.timezone, deps.now());
    const earliest = hotel.settings.yesterday_bookable ? shiftDate(today, -1) : today;
    const last = shiftMonths(today, hotel.settings.reservable_period_months);
    const dates = datesOf(query.from_date, query.to_date);
    const open = dates.filter((date) => date >= earliest && date <= last);

    const priced = new Map<string, PriceCalendarDay>();
    if (open.length > 0) {
      const from = open[0]!;
      const to = open[open.length - 1]!;
      // day-use plans price the day-use calendar only; a plan chosen without dates asks its own
      const only = query.room_plan_codes ? await roomPlanIdsOf(deps.db, hotel.id, query.room_plan_codes) : null;
      const roomPlans = plansOfKind(await listPublicRoomPlans(deps.db, hotel.id), await listDayUsePlanIds(deps.db, hotel.id), query.is_day_use).filter(
        (plan) => !only || only.has(plan.room_plan_id),
      );
      const planIds = roomPlans.map((p) => p.room_plan_id);
      const [rates, inventory, planStock, restrictions] = await Promise.all([
        // the rates of the range's nights: listRates takes [from, to), so up to the day after `to`
        listRates(
          deps.db,
          planIds,
          from,
          shiftDate(to, 1),
          rooms.map((r) => r.adults),
        ),
        listDailyInventory(deps.db, [...new Set(roomPlans.map((p) => p.room_type_id))], from, to),
        listDailyPlanStock(deps.db, [...new Set(roomPlans.map((p) => p.hotel_plan_id))], from, to),
        listStayRestrictions(deps.db, planIds, from, to),
      ]);
      const days = priceCalendar({ dates: open, rooms, taxRateBp: hotel.tax_rate_bp, roomPlans, rates, inventory, planStock, restrictions });
      for (const { sold_out: soldOut, ...day } of days) {
        priced.set(day.date, { ...day, closed_reason: day.closed ? (soldOut ? 'sold_out' : 'closed') : null });
      }
    }
    return {
      currency: hotel.currency as CurrencyCode,
      tax_included: hotel.settings.show_prices_tax_included,
      from_date: query.from_date,
      to_date: query.to_date,
      days: dates.map((date) => priced.get(date) ?? closedDay(date, date < earliest ? 'past' : 'beyond_reservable_period')),
    };
  });
}
