import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { listDayUsePlanIds } from '../db/repositories/day-use-repository.ts';
import { findPromoUnlocks } from '../db/repositories/promotions-repository.ts';
import { listStayRestrictions, type StayRestrictionRow } from '../db/repositories/restrictions-repository.ts';
import type { RoomPlanRow } from '../db/repositories/rooms-repository.ts';
import { hotelToday } from '../domain/dates.ts';
import type { Audience } from '../domain/member-programmes.ts';
import { plansOfKind } from '../domain/day-use.ts';
import { groupBy } from '../domain/group-by.ts';
import { visiblePlans, type SearchMode } from '../domain/rate-visibility.ts';
import { stayAllowed } from '../domain/stay-restrictions.ts';

/** What decides which room plans a guest may see and book for a stay. */
export type SellableInput = {
  mode: SearchMode;
  promoCode?: string | undefined;
  checkin: string;
  nights: string[];
  now: Date;
  /** A day-use stay (its one date in `nights`) sees day-use plans only; a stay of nights never sees them. */
  dayUse?: boolean;
  /** The signed-in member's programme and rank (member plans), or null: not signed in. */
  audience: Audience;
};

/**
 * The room plans of the stay's kind (day use or nights) a guest may see: the rates their
 * visibility lets them see (secret plans only with a promo code that unlocks them; member plans
 * only for the members they are for). Reads the database only for a promo code.
 */
export async function visibleRoomPlans(
  db: Db,
  hotel: HotelRow,
  rows: readonly RoomPlanRow[],
  dayUsePlanIds: ReadonlySet<string>,
  input: SellableInput,
): Promise<RoomPlanRow[]> {
  const unlocked = input.promoCode ? ((await findPromoUnlocks(db, hotel.id, input.promoCode, hotelToday(hotel.timezone, input.now))) ?? []) : [];
  const kind = plansOfKind([...rows], dayUsePlanIds, input.dayUse ?? false);
  return visiblePlans(kind, { mode: input.mode, promoCode: input.promoCode, unlockedPlanCodes: unlocked, audience: input.audience });
}

/** The plans whose stay restrictions (closed nights, closed to arrival, minimum stay) allow the stay. */
export function allowedPlans(
  plans: RoomPlanRow[],
  restrictions: readonly Pick<StayRestrictionRow, 'room_plan_id' | 'stay_date' | 'min_stay' | 'closed' | 'closed_to_arrival'>[],
  input: Pick<SellableInput, 'checkin' | 'nights'>,
): RoomPlanRow[] {
  const byPlan = groupBy(restrictions, (r) => r.room_plan_id);
  return plans.filter((row) => stayAllowed(byPlan.get(row.room_plan_id) ?? [], input.checkin, input.nights));
}

/**
 * The room plans a guest may see and book for a stay: those visibleRoomPlans gives whose stay
 * restrictions allow the stay. Search and booking both use these rules, so a plan the search hid
 * cannot be booked.
 */
export async function sellablePlans(
  db: Db,
  hotel: HotelRow,
  rows: readonly RoomPlanRow[],
  input: SellableInput,
  dayUsePlanIds?: ReadonlySet<string>,
): Promise<RoomPlanRow[]> {
  const visible = await visibleRoomPlans(db, hotel, rows, dayUsePlanIds ?? (await listDayUsePlanIds(db, hotel.id)), input);
  if (visible.length === 0 || input.nights.length === 0) return visible;
  const restrictions = await listStayRestrictions(
    db,
    visible.map((r) => r.room_plan_id),
    input.checkin,
    input.nights.at(-1)!,
  );
  return allowedPlans(visible, restrictions, input);
}
