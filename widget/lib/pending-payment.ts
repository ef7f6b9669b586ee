import { atom } from 'nanostores';
import { readStored, removeStored, writeStored } from './storage.ts';

/**
 * A reservation booked `payment_pending` and not yet paid by card: what the payment step needs
 * to find it again after a reload or a return from a top-level 3-D Secure step. Kept in the
 * iframe's session storage (never a card detail: the gateway's fields hold those).
 */
export type PendingPayment = {
  hotelCode: string;
  reservationNumber: string;
  /** The guest's access to the reservation (returned once, when booking). */
  bypassToken: string;
  /** How it is settled by card: all now, a deposit, or the card verified and kept as a guarantee (nothing charged). */
  paymentType: 'credit_card' | 'credit_card_deposit' | 'on_site_credit_card_required';
  /** The rooms it holds (lib/selection.ts `selectionKey`); null when restored from a 3-D Secure return. */
  selectionKey: string | null;
  /** The payment transaction of the card being tried, once its fields were opened. */
  transactionId: string | null;
};

const KEY = 'yado.pending_payment';
/** Kept a little past the 15-minute hold, so a late return still learns how it ended. */
const KEEP_MS = 60 * 60 * 1000;

/** The reservation waiting for its card payment in this tab, or null. */
export const $pendingPayment = atom<PendingPayment | null>(readStored<PendingPayment>('session', KEY));

/** Keeps the reservation waiting for its card payment (booking, a new card's transaction). */
export function keepPendingPayment(pending: PendingPayment): void {
  writeStored('session', KEY, pending, { ttlMs: KEEP_MS });
  $pendingPayment.set(pending);
}

/** Forgets it: paid, switched to the hotel, or over. */
export function forgetPendingPayment(): void {
  removeStored('session', KEY);
  $pendingPayment.set(null);
}
