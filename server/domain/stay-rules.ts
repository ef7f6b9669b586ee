import { MAX_NIGHTS } from '../../shared/constants.ts';
import { ERROR_REASONS } from '../../shared/errors.ts';
import { hotelToday, nightCount, shiftDate, shiftMonths, type IsoDate } from './dates.ts';

/** Why a stay cannot be searched or booked, or null when it can. */
export type StayProblem =
  | { reason: typeof ERROR_REASONS.checkoutBeforeCheckin | typeof ERROR_REASONS.datesInPast | typeof ERROR_REASONS.stayTooLong }
  | { reason: 'outside_reservable_period'; lastDate: IsoDate };

/**
 * Checks a stay against the calendar rules: check-out after check-in, no more than
 * MAX_NIGHTS, check-in not before today at the hotel (yesterday when the hotel sells
 * last night's rooms after midnight), and within reservable_period_months (spec 1 §5).
 */
export function checkStay(input: {
  checkin: IsoDate;
  checkout: IsoDate;
  timezone: string;
  now: Date;
  reservableMonths: number;
  yesterdayBookable: boolean;
}): StayProblem | null {
  const nights = nightCount(input.checkin, input.checkout);
  if (nights < 1) return { reason: ERROR_REASONS.checkoutBeforeCheckin };
  if (nights > MAX_NIGHTS) return { reason: ERROR_REASONS.stayTooLong };
  const today = hotelToday(input.timezone, input.now);
  const earliest = input.yesterdayBookable ? shiftDate(today, -1) : today;
  if (input.checkin < earliest) return { reason: ERROR_REASONS.datesInPast };
  const lastDate = shiftMonths(today, input.reservableMonths);
  if (input.checkout > shiftDate(lastDate, 1)) return { reason: 'outside_reservable_period', lastDate };
  return null;
}
