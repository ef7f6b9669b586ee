import { atom } from 'nanostores';
import {
  confirmReservationPayment,
  openReservationPayment,
  type PaymentProgressSchema,
  type PaymentSessionSchema,
  payReservationAtHotel,
  syncReservationPayment,
} from '../../../shared/api/reservation-payments.ts';
import { getReservation, type Reservation } from '../../../shared/api/reservations.ts';
import type * as v from 'valibot';
import type { Locale } from '../../../shared/constants.ts';
import { track } from '../../lib/analytics.ts';
import { callApi } from '../../lib/api-client.ts';
import { randomId } from '../../lib/ids.ts';
import { markJustBooked } from '../../lib/just-booked.ts';
import { $pendingPayment, forgetPendingPayment, keepPendingPayment, type PendingPayment } from '../../lib/pending-payment.ts';
import { checkoutItems, trackPurchase } from '../../lib/purchase.ts';
import { $selection } from '../../lib/selection.ts';
import { majorUnits } from '../../ui/money.tsx';

/** The gateway's hosted card fields opened for one card. */
export type PaymentSession = v.InferOutput<typeof PaymentSessionSchema>;

/**
 * Spec 1 §2 payment step and §4 Payment transaction, as the guest lives it: the reservation held
 * `payment_pending`, the gateway's card fields, the bank's check (3-D Secure), the pending page
 * while the server waits for the gateway, then paid, failed (three choices), or refunded.
 */
export type PaymentState =
  | { step: 'loading' }
  /** Nothing waits for a payment in this tab (paid, or never booked here). */
  | { step: 'missing' }
  | { step: 'opening'; reservation: Reservation }
  | { step: 'fields'; reservation: Reservation; session: PaymentSession }
  | { step: 'confirming'; reservation: Reservation; session: PaymentSession | null }
  | { step: 'challenge'; reservation: Reservation; session: PaymentSession | null; url: string }
  /** The 3-D Secure pending page: the server has not heard from the gateway yet. */
  | { step: 'processing'; reservation: Reservation; since: number }
  | { step: 'failed'; reservation: Reservation; code: string | null }
  | { step: 'switching'; reservation: Reservation }
  /** Done: paid by card, the card verified as a guarantee, or switched to the hotel; `bypassToken` opens its confirmation. */
  | { step: 'paid'; reservation: Reservation; bypassToken: string }
  /** Cancelled while paying: the hold lapsed (1105, the money goes back) or it was aborted. */
  | { step: 'refunded'; reservation: Reservation; code: string | null }
  | { step: 'error'; reservation: Reservation | null; error: unknown };

export const $payment = atom<PaymentState>({ step: 'loading' });

type Progress = v.InferOutput<typeof PaymentProgressSchema>;

function access(pending: PendingPayment) {
  return { params: { code: pending.hotelCode, reservation_number: pending.reservationNumber }, query: { bypass_token: pending.bypassToken } };
}

function reservationOf(state: PaymentState): Reservation | null {
  return 'reservation' in state ? state.reservation : null;
}

/** The reservation is done: the confirmation page thanks the guest, analytics hears of the purchase once. */
function complete(reservation: Reservation, bypassToken: string): void {
  if ($payment.get().step === 'paid') return;
  forgetPendingPayment();
  markJustBooked(reservation.reservation_number);
  trackPurchase(reservation, $selection.get());
  $payment.set({ step: 'paid', reservation, bypassToken });
}

/** Where the server says the payment stands. */
function apply(progress: Progress, session: PaymentSession | null): void {
  const { reservation } = progress;
  // `verified`: a card kept as guarantee passed (nothing charged); done as a paid one is
  if (progress.state === 'paid' || progress.state === 'verified') complete(reservation, $pendingPayment.get()?.bypassToken ?? '');
  else if (progress.state === 'challenge') $payment.set({ step: 'challenge', reservation, session, url: progress.challenge_url ?? '' });
  else if (progress.state === 'processing') $payment.set({ step: 'processing', reservation, since: Date.now() });
  else if (progress.state === 'failed') $payment.set({ step: 'failed', reservation, code: progress.error_code });
  else {
    forgetPendingPayment();
    $payment.set({ step: 'refunded', reservation, code: progress.error_code });
  }
}

/** How a reservation read back stands, when it no longer waits for a card. */
function settled(reservation: Reservation, pending: PendingPayment): boolean {
  if (reservation.status === 'done') {
    complete(reservation, pending.bypassToken);
    return true;
  }
  if (reservation.status === 'cancelled') {
    forgetPendingPayment();
    $payment.set({ step: 'refunded', reservation, code: reservation.paid_amount > 0 ? '1105' : null });
    return true;
  }
  return false;
}

/**
 * Opens the payment step for the reservation waiting in this tab: reads it, then opens the card
 * fields; back from a top-level 3-D Secure step (`returned`), asks the server how it ended;
 * `atHotel` (the guest changed the method on the review step) switches it to the hotel.
 */
export async function startPaymentStep(options: {
  returned: boolean;
  atHotel?: boolean;
  parentOrigin: string;
  returnUrl: (pending: PendingPayment) => string;
  locale: Locale;
}) {
  const pending = $pendingPayment.get();
  if (!pending) return $payment.set({ step: 'missing' });
  $payment.set({ step: 'loading' });
  try {
    const { data } = await callApi(getReservation, access(pending));
    if (settled(data, pending)) return;
    if (options.atHotel && data.on_site_allowed) return await switchToHotel(data, pending);
    if (options.returned) {
      $payment.set({ step: 'processing', reservation: data, since: Date.now() });
      return await syncPayment();
    }
    await openCardFields(data, options);
  } catch (error) {
    $payment.set({ step: 'error', reservation: null, error });
  }
}

/** Opens the gateway's card fields for one card (a new idempotency key: another card after a failure opens a new payment). */
export async function openCardFields(
  reservation: Reservation,
  options: { parentOrigin: string; returnUrl: (pending: PendingPayment) => string; locale: Locale },
): Promise<void> {
  const pending = $pendingPayment.get();
  if (!pending) return $payment.set({ step: 'missing' });
  $payment.set({ step: 'opening', reservation });
  try {
    const { data } = await callApi(
      openReservationPayment,
      { ...access(pending), body: { parent_origin: options.parentOrigin, return_url: options.returnUrl(pending), locale: options.locale } },
      { idempotencyKey: randomId() },
    );
    keepPendingPayment({ ...pending, transactionId: data.transaction_id });
    $payment.set({ step: 'fields', reservation, session: data });
  } catch (error) {
    $payment.set({ step: 'error', reservation, error });
  }
}

/**
 * The hosted fields posted a single-use token: confirm it. Only the fields step takes one, so a
 * second token (a double submit) while the first is confirmed is dropped.
 */
export function payWithToken(token: string): Promise<void> {
  return confirmWith({ token });
}

/** The signed-in member chose one of their saved cards (listed by the session) instead of typing one. */
export function payWithSavedCard(savedCardId: string): Promise<void> {
  return confirmWith({ saved_card_id: savedCardId });
}

async function confirmWith(source: { token: string } | { saved_card_id: string }): Promise<void> {
  const state = $payment.get();
  const pending = $pendingPayment.get();
  if (state.step !== 'fields' || !pending?.transactionId) return;
  const { reservation, session } = state;
  $payment.set({ step: 'confirming', reservation, session });
  track('add_payment_info', {
    currency: reservation.currency,
    value: majorUnits(session.amount, reservation.currency),
    payment_type: reservation.payment_type,
    items: (() => {
      const selection = $selection.get();
      return selection ? checkoutItems(selection) : [];
    })(),
  });
  try {
    const { data } = await callApi(confirmReservationPayment, { ...access(pending), body: { transaction_id: pending.transactionId, ...source } });
    apply(data, session);
  } catch (error) {
    $payment.set({ step: 'error', reservation, error });
  }
}

/** After the bank's check, or to poll the pending page: the server reads the payment at the gateway. */
export async function syncPayment(): Promise<void> {
  const state = $payment.get();
  const pending = $pendingPayment.get();
  const reservation = reservationOf(state);
  if (!pending || !reservation) return;
  if (state.step === 'challenge') $payment.set({ step: 'processing', reservation, since: Date.now() });
  try {
    if (!pending.transactionId) {
      // back from a top-level check in a tab that kept nothing: the gateway's webhook tells the server
      const { data } = await callApi(getReservation, access(pending));
      if (!settled(data, pending)) $payment.set({ step: 'processing', reservation: data, since: state.step === 'processing' ? state.since : Date.now() });
      return;
    }
    const { data } = await callApi(syncReservationPayment, { ...access(pending), body: { transaction_id: pending.transactionId } });
    const now = $payment.get();
    // still waiting: stay on the pending page, counting from when it opened
    if (data.state === 'processing' && now.step === 'processing') return $payment.set({ ...now, reservation: data.reservation });
    apply(data, null);
  } catch (error) {
    // a lost poll is asked again; a failed read after the bank's check is said
    if ($payment.get().step !== 'processing') $payment.set({ step: 'error', reservation, error });
  }
}

/** Spec 1 §4 card failure: pay at the hotel instead (where every plan takes it), at the price without the card promotion. */
export async function payAtHotel(): Promise<void> {
  const state = $payment.get();
  const pending = $pendingPayment.get();
  if (!pending || (state.step !== 'failed' && state.step !== 'error') || !state.reservation?.on_site_allowed) return;
  await switchToHotel(state.reservation, pending);
}

async function switchToHotel(reservation: Reservation, pending: PendingPayment): Promise<void> {
  $payment.set({ step: 'switching', reservation });
  try {
    const { data } = await callApi(payReservationAtHotel, access(pending));
    complete(data, data.bypass_token ?? pending.bypassToken);
  } catch (error) {
    $payment.set({ step: 'error', reservation, error });
  }
}
