import type { PriceCalendarDay } from '../../../../shared/api/availability.ts';
import { MAX_NIGHTS } from '../../../../shared/constants.ts';
import { addDays } from '../../../lib/dates.ts';

/** What the picker knows of the bookable window and the calendar; a day not loaded yet is null. */
export type RangeContext = {
  /** The first possible check-in (today, or yesterday when the hotel sells last night). */
  minDate: string;
  /** The last possible check-in (the end of the reservable period). */
  maxDate: string;
  dayOf: (date: string) => PriceCalendarDay | null;
};

/** Check-out dates a stay from this check-in may end on: from the minimum stay to the first closed night. */
export function checkoutWindow(checkin: string, context: RangeContext): { first: string; last: string; minNights: number } {
  const minNights = Math.max(1, context.dayOf(checkin)?.min_stay ?? 1);
  let last = addDays(checkin, MAX_NIGHTS);
  const end = addDays(context.maxDate, 1);
  if (end < last) last = end;
  // a stay may not include a closed night; it may end on the morning of one
  for (let night = addDays(checkin, 1); night < last; night = addDays(night, 1)) {
    if (context.dayOf(night)?.closed) {
      last = night;
      break;
    }
  }
  return { first: addDays(checkin, minNights), last, minNights };
}

/** Why a date cannot be the check-in, or null when it can. */
export function checkinProblem(date: string, context: RangeContext): 'outside' | 'closed' | 'no_arrival' | 'too_short' | null {
  if (date < context.minDate || date > context.maxDate) return 'outside';
  const day = context.dayOf(date);
  if (day?.closed) return 'closed';
  if (day?.closed_to_arrival) return 'no_arrival';
  const window = checkoutWindow(date, context);
  return window.first > window.last ? 'too_short' : null;
}

/** Why a date cannot be the check-out of a stay from this check-in, or null when it can. */
export function checkoutProblem(checkin: string, date: string, context: RangeContext): 'before' | 'min_stay' | 'too_far' | null {
  if (date <= checkin) return 'before';
  const window = checkoutWindow(checkin, context);
  if (date < window.first) return 'min_stay';
  return date > window.last ? 'too_far' : null;
}
