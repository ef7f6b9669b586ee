import { atom } from 'nanostores';
import { readStored, writeStored } from './storage.ts';

const KEY = 'yado.just_booked';

/**
 * The reservation number this guest booked in this tab: the confirmation page thanks them and
 * shows checkout step 3 only for it (the e-mailed link opens the same page without the thanks).
 */
export const $justBooked = atom<string | null>(readStored<string>('session', KEY));

/** Checkout hands the new reservation's number to the confirmation page. */
export function markJustBooked(reservationNumber: string): void {
  writeStored('session', KEY, reservationNumber);
  $justBooked.set(reservationNumber);
}
