import { priceNight, splitTax } from './pricing.ts';
import type { RoomGuests } from './room-guests.ts';

/** One stay restriction of a room plan on one date; a date without one has no restriction. */
export type StayRestriction = { stay_date: string; min_stay: number | null; closed: boolean; closed_to_arrival: boolean };

/**
 * Whether one room plan may sell this stay under its restrictions: no night closed, and the
 * check-in date neither closed to arrival nor asking more nights than the stay has. A day-use
 * stay (no nights) is refused when its day is closed or closed to arrival. Pass one plan's rows.
 */
export function stayAllowed(restrictions: readonly StayRestriction[], checkin: string, nights: readonly string[]): boolean {
  const byDate = new Map(restrictions.map((r) => [r.stay_date, r]));
  const arrival = byDate.get(checkin);
  if (arrival?.closed_to_arrival) return false;
  if (nights.length === 0) return !arrival?.closed;
  if (arrival?.min_stay != null && nights.length < arrival.min_stay) return false;
  return nights.every((night) => !byDate.get(night)?.closed);
}

/** A room plan as the price calendar needs it. */
export type CalendarRoomPlan = { room_plan_id: string; room_type_id: string; hotel_plan_id: string; max_guests: number; sale_limit: number | null };

/** One room of the calendar's search, with the hotel's kids setting and the guest's companions applied. */
export type CalendarRoom = Pick<RoomGuests, 'adults' | 'kids' | 'adultCompanions' | 'kidCompanions' | 'beds' | 'charges'>;

/** Everything the calendar needs for a range of dates, read at once. */
export type PriceCalendarInput = {
  /** The arrival dates to price, all inside the bookable window. */
  dates: string[];
  rooms: CalendarRoom[];
  taxRateBp: number;
  roomPlans: CalendarRoomPlan[];
  /** Nightly rates of the room plans for every adults count the rooms have. */
  rates: Array<{ room_plan_id: string; stay_date: string; adults: number; price: number }>;
  /** Rooms free per room type and night; a night without a row has none. */
  inventory: Array<{ room_type_id: string; stay_date: string; rooms_left: number }>;
  /** Plan stock left per plan and night; a night without a row does not limit the plan. */
  planStock: Array<{ hotel_plan_id: string; stay_date: string; plan_left: number }>;
  restrictions: Array<StayRestriction & { room_plan_id: string }>;
};

/** One day of the price calendar. */
export type PriceCalendarDay = {
  date: string;
  /** Lowest total of one night arriving this date for all the rooms, tax included; null when none may arrive. */
  lowest_price: number | null;
  lowest_price_without_tax: number | null;
  /** The smallest minimum stay among the plans one may arrive with; null when one night is enough. */
  min_stay: number | null;
  /** Nothing is sellable this night for these guests. */
  closed: boolean;
  /** The night is sellable but no stay may begin this day. */
  closed_to_arrival: boolean;
  /** Closed only because the rooms (or plan stock) that would take the guests are all taken. */
  sold_out: boolean;
};

const key = (a: string, b: string) => `${a}|${b}`;

/** True when every room has the same guests: then a room type or plan must have them all (as in the room search). */
function sameGuests(rooms: CalendarRoom[]): boolean {
  const id = (r: CalendarRoom) => JSON.stringify([r.adults, r.kids.filter((k) => k.count > 0), r.adultCompanions, r.kidCompanions]);
  return rooms.every((r) => id(r) === id(rooms[0]!));
}

/**
 * The price calendar: for each arrival date, the lowest total of one night for the guests (per
 * room the cheapest room plan that takes its guests, is open that night, has a rate for its
 * adults, and has rooms and plan stock left), the smallest minimum stay among those plans, and
 * whether the night is closed or closed to arrival. Kids are priced as the room search prices them.
 */
export function priceCalendar(input: PriceCalendarInput): PriceCalendarDay[] {
  const rates = new Map(input.rates.map((r) => [`${key(r.room_plan_id, r.stay_date)}|${r.adults}`, r.price]));
  const left = new Map(input.inventory.map((i) => [key(i.room_type_id, i.stay_date), i.rooms_left]));
  const stock = new Map(input.planStock.map((p) => [key(p.hotel_plan_id, p.stay_date), p.plan_left]));
  const restrictions = new Map(input.restrictions.map((r) => [key(r.room_plan_id, r.stay_date), r]));
  const needed = sameGuests(input.rooms) ? input.rooms.length : 1;
  const rooms = input.rooms;

  return input.dates.map((date) => {
    // per room: the cheapest night among plans one may arrive with, and their smallest minimum stay
    const cheapest: Array<number | null> = rooms.map(() => null);
    const minStay: Array<number | null> = rooms.map(() => null);
    const offered = rooms.map(() => false);
    const sellable = rooms.map(() => false);
    for (const plan of input.roomPlans) {
      const restriction = restrictions.get(key(plan.room_plan_id, date));
      if (restriction?.closed) continue;
      const planLeft = stock.get(key(plan.hotel_plan_id, date));
      const limit = plan.sale_limit === null ? planLeft : planLeft === undefined ? plan.sale_limit : Math.min(plan.sale_limit, planLeft);
      const roomsLeft = (left.get(key(plan.room_type_id, date)) ?? 0) >= needed && (limit === undefined || limit >= needed);
      rooms.forEach((room, index) => {
        const rate = rates.get(`${key(plan.room_plan_id, date)}|${room.adults}`);
        if (rate === undefined || room.beds > plan.max_guests) return; // a night without a rate is closed for the plan
        offered[index] = true;
        if (!roomsLeft) return;
        sellable[index] = true;
        if (restriction?.closed_to_arrival) return;
        const price = priceNight(rate, room.adults, room.charges);
        if (cheapest[index] === null || price < cheapest[index]!) cheapest[index] = price;
        const nights = restriction?.min_stay ?? 1;
        if (minStay[index] === null || nights < minStay[index]!) minStay[index] = nights;
      });
    }
    const closed = !sellable.every(Boolean);
    const lowest = !closed && cheapest.every((price) => price !== null) ? cheapest.reduce<number>((sum, price) => sum + price!, 0) : null;
    // every room needs a plan that allows the stay: the longest of the rooms' shortest minimums
    const longestMin = Math.max(...minStay.map((nights) => nights ?? 1));
    return {
      date,
      lowest_price: lowest,
      lowest_price_without_tax: lowest === null ? null : splitTax(lowest, input.taxRateBp).withoutTax,
      min_stay: lowest !== null && longestMin > 1 ? longestMin : null,
      closed,
      closed_to_arrival: !closed && lowest === null,
      sold_out: closed && offered.every(Boolean),
    };
  });
}
