import type { IsoDate } from './dates.ts';

/** Why a reservation's guests and answers can no longer change online, or null while they can. */
export type AfterBookingRefusal = 'already_cancelled' | 'stay_past' | 'locked_by_hotel' | null;

/**
 * Spec 2 §7.4 guests and additional questions: the guest may rename each room's guest and
 * change their answers until the check-in day (in the hotel's time zone; both matter at the
 * front desk that day), never once cancelled nor once the hotel's staff edited it.
 */
export function afterBookingRefusal(reservation: { status: string; checkin: IsoDate; lockedByHotel?: boolean }, today: IsoDate): AfterBookingRefusal {
  if (reservation.status === 'cancelled') return 'already_cancelled';
  // spec 1 §6: a reservation the hotel's staff edited is changed by the hotel only
  if (reservation.lockedByHotel) return 'locked_by_hotel';
  if (today > reservation.checkin) return 'stay_past';
  return null;
}
