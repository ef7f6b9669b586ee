import type { IsoDate } from './dates.ts';

/** Why a reservation's guests and answers can no longer change online, or null while they can. */
export type AfterBookingRefusal = 'already_cancelled' | 'stay_past' | null;

/**
 * Spec 2 §7.4 guests and additional questions: the guest may rename each room's guest and
 * change their answers until the check-in day (in the hotel's time zone; both matter at the
 * front desk that day), never once cancelled.
 */
export function afterBookingRefusal(reservation: { status: string; checkin: IsoDate }, today: IsoDate): AfterBookingRefusal {
  if (reservation.status === 'cancelled') return 'already_cancelled';
  if (today > reservation.checkin) return 'stay_past';
  return null;
}
