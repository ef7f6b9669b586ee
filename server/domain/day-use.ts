import { shiftDate, stayNights, type IsoDate } from './dates.ts';

/** Spec 2 §7.3: a day-use stay has check-out equal to check-in. */
export function isDayUseStay(checkin: IsoDate, checkout: IsoDate): boolean {
  return checkin === checkout;
}

/**
 * The end (exclusive) of the dates a stay occupies and is priced on: the check-out for a stay of
 * nights; the day after for day use, which takes the inventory and the rate of its one date.
 */
export function occupiedUntil(checkin: IsoDate, checkout: IsoDate): IsoDate {
  return isDayUseStay(checkin, checkout) ? shiftDate(checkin, 1) : checkout;
}

/** The dates a stay is priced on and takes rooms for: its nights, or its one date for day use. */
export function occupiedDates(checkin: IsoDate, checkout: IsoDate): IsoDate[] {
  return stayNights(checkin, occupiedUntil(checkin, checkout));
}

/** Keeps the room plans of one kind: day-use plans for a day-use stay, overnight plans otherwise. */
export function plansOfKind<T extends { hotel_plan_id: string }>(rows: T[], dayUsePlanIds: ReadonlySet<string>, dayUse: boolean): T[] {
  return rows.filter((row) => dayUsePlanIds.has(row.hotel_plan_id) === dayUse);
}
