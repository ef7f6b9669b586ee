import type { RoomPlanRow } from '../db/repositories/rooms-repository.ts';
import { shiftDate } from './dates.ts';
import { groupBy } from './group-by.ts';
import type { RoomGuests } from './room-guests.ts';
import { priceRoom, type RoomSearchInput } from './room-search.ts';
import { stayAllowed, type StayRestriction } from './stay-restrictions.ts';

/** What an undated search reads: the window of check-in dates and everything of the plans over it. */
export type UndatedInput = {
  /** Nights of every stay looked at. */
  nights: number;
  /** Every possible check-in date, in order. */
  checkins: string[];
  rooms: RoomGuests[];
  taxRateBp: number;
  roomPlans: Array<Pick<RoomPlanRow, 'room_plan_id' | 'room_type_id' | 'hotel_plan_id' | 'max_guests'>>;
  rates: RoomSearchInput['rates'];
  inventory: Array<{ room_type_id: string; stay_date: string; rooms_left: number }>;
  planStock: Array<{ hotel_plan_id: string; stay_date: string; plan_left: number }>;
  restrictions: Array<StayRestriction & { room_plan_id: string }>;
};

/** The cheapest stay of a room plan: its check-in and nights, the total for every room, and what is left. */
export type CheapestStay = { checkin: string; nights: string[]; total: number; roomsLeft: number; planLeft: number | null };

/**
 * Spec 1 §2 undated search (search_type=undated, nights): for each room plan, the stay of that
 * many nights on some date of the window that it can sell (its stay restrictions allow it, a
 * rate every night, a room free every night and, where the plan has stock, stock every night)
 * with the lowest total for the rooms searched. Plans with no such stay are left out. The
 * tiers-mode sale-limit and room_count exclusion does not apply (spec 1 §5): one room free is enough.
 */
export function cheapestStays(input: UndatedInput): Map<string, CheapestStay> {
  const ratesByPlan = groupBy(input.rates, (r) => r.room_plan_id);
  const restrictionsByPlan = groupBy(input.restrictions, (r) => r.room_plan_id);
  const left = new Map(input.inventory.map((i) => [`${i.room_type_id}|${i.stay_date}`, i.rooms_left]));
  const stock = new Map(input.planStock.map((p) => [`${p.hotel_plan_id}|${p.stay_date}`, p.plan_left]));
  const best = new Map<string, CheapestStay>();
  for (const plan of input.roomPlans) {
    const ratesByNight = groupBy(ratesByPlan.get(plan.room_plan_id) ?? [], (r) => r.stay_date);
    const restrictions = restrictionsByPlan.get(plan.room_plan_id) ?? [];
    for (const checkin of input.checkins) {
      const nights = Array.from({ length: input.nights }, (_, i) => shiftDate(checkin, i));
      if (!stayAllowed(restrictions, checkin, nights)) continue;
      const roomsLeft = Math.min(...nights.map((night) => left.get(`${plan.room_type_id}|${night}`) ?? 0));
      if (roomsLeft < 1) continue;
      const limited = nights.map((night) => stock.get(`${plan.hotel_plan_id}|${night}`)).filter((n): n is number => n !== undefined);
      const planLeft = limited.length > 0 ? Math.min(...limited) : null;
      if (planLeft !== null && planLeft < 1) continue;
      const own = nights.flatMap((night) => ratesByNight.get(night) ?? []);
      const prices = input.rooms.map((room) => priceRoom(plan, room, own, input.nights, input.taxRateBp));
      if (prices.every((p) => p === null)) continue;
      const total = prices.reduce((sum, p) => sum + (p?.total_price ?? 0), 0);
      const current = best.get(plan.room_plan_id);
      if (!current || total < current.total) best.set(plan.room_plan_id, { checkin, nights, total, roomsLeft, planLeft });
    }
  }
  return best;
}
