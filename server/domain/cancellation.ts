import type { PolicyPart } from '../db/schema.ts';
import { hotelInstant, hotelToday, shiftDate, type IsoDate } from './dates.ts';

/** What cancelling now costs and whether it can be done online. */
export type CancellationQuote = {
  cancellable: boolean;
  reason: 'cancel_on_checkin_day' | 'already_cancelled' | 'stay_past' | 'locked_by_hotel' | null;
  percentage: number;
  fee: number;
};

/** The instant a tier starts: `days_before` days before check-in, at `hours_after` o'clock, hotel time. */
export function tierStart(part: PolicyPart, checkin: IsoDate, timezone: string): Date {
  return hotelInstant(shiftDate(checkin, -part.days_before), part.hours_after ?? 0, timezone);
}

/**
 * Quotes a cancellation (spec 2 §9.2): the fee is the highest percentage among the tiers that
 * have started, of the total price, rounded down to a whole minor unit. On or after the
 * check-in day at the hotel, the reservation cannot be cancelled online (spec 1 §4), nor once
 * the hotel's staff edited it (spec 1 §6: the guest calls the hotel), whose fee is still said.
 */
export function quoteCancellation(input: {
  parts: readonly PolicyPart[];
  checkin: IsoDate;
  timezone: string;
  now: Date;
  totalPrice: number;
  cancelled: boolean;
  /** The hotel's staff edited the reservation (spec 1 §6). */
  locked: boolean;
}): CancellationQuote {
  if (input.cancelled) return { cancellable: false, reason: 'already_cancelled', percentage: 0, fee: 0 };
  const today = hotelToday(input.timezone, input.now);
  if (today > input.checkin) return { cancellable: false, reason: 'stay_past', percentage: 0, fee: 0 };
  const percentage = input.parts
    .filter((part) => tierStart(part, input.checkin, input.timezone) <= input.now)
    .reduce((max, part) => Math.max(max, part.percentage_of_cost), 0);
  const fee = Math.floor((input.totalPrice * percentage) / 100);
  if (today === input.checkin) return { cancellable: false, reason: 'cancel_on_checkin_day', percentage, fee };
  if (input.locked) return { cancellable: false, reason: 'locked_by_hotel', percentage, fee };
  return { cancellable: true, reason: null, percentage, fee };
}
