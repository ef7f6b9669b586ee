import type { IsoDate } from './dates.ts';

/** Why a reservation's guest names can no longer change online, or null while they can. */
export type GuestChangeRefusal = 'already_cancelled' | 'stay_past' | null;

/**
 * Spec 2 §7.4 guests: each room's guest may be renamed by the guest until the check-in day
 * (in the hotel's time zone; names matter at the front desk that day), never once cancelled.
 */
export function guestChangeRefusal(reservation: { status: string; checkin: IsoDate }, today: IsoDate): GuestChangeRefusal {
  if (reservation.status === 'cancelled') return 'already_cancelled';
  if (today > reservation.checkin) return 'stay_past';
  return null;
}
