import { findFramingSites } from '../db/repositories/brands-repository.ts';
import { framingSources } from '../domain/frame-ancestors.ts';
import type { CardBrand } from '../../shared/payments.ts';
import type { CurrencyCode } from '../../shared/constants.ts';
import { assertNoMaintenance } from '../domain/payment-maintenance.ts';
import { acceptedBrands, cardStep } from '../domain/payment-terms.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import type { ReservationRow } from '../db/repositories/reservations-repository.ts';
import type { TransactionRow } from '../db/repositories/payment-transactions-repository.ts';
import { fromGatewayAmount, toGatewayAmount } from '../domain/payment-amounts.ts';
import { FAILURE_CODES } from '../domain/payment-failures.ts';
import type { PaymentFailureReason } from '../domain/payment-transaction.ts';
import { DomainError } from '../domain/errors.ts';
import { sha256 } from '../domain/tokens.ts';
import type { GatewayPayment } from '../payments/port.ts';
import { payerRefusal } from '../domain/booking-owner.ts';
import { findOwnReservation } from './reservation-access.ts';
import {
  memberCustomer,
  recordSavedCard,
  renewMemberCustomer,
  SAVED_CARD_NOT_FOUND,
  type SavedCardView,
  savedCardForPayment,
  usableSavedCards,
} from './saved-cards.ts';
import { capturePayment, confirmPayment, openPayment, releasePayment, syncPayment } from './payments.ts';
import { abortReservation, markPaid, PAYMENT_NOT_COMPLETED } from './reservation-payment-state.ts';
import { retryCancellationRefunds } from './cancellation-refund.ts';
import { creditLinkPayment } from './payment-links.ts';

/** Whom a payment call is for: the reservation's guest, by e-mail or bypass token. */
export type ReservationAccess = { email?: string; bypass_token?: string };

/**
 * The reservation of a payment call, found by the guest's access, refused (spec 1 §6) when it is
 * a member's and that member is not the one signed in (`signedIn`: the caller's member id).
 */
async function payersReservation(deps: AppDeps, hotel: HotelRow, number: string, access: ReservationAccess, signedIn: string | null) {
  const row = await findOwnReservation(deps.db, hotel, number, access);
  const refusal = payerRefusal(row.member_id, signedIn);
  if (refusal) throw new DomainError(ERROR_CODES.invalid, refusal);
  return row;
}

function paymentsOff(): DomainError {
  return new DomainError(ERROR_CODES.processing, 'payments_off');
}

async function pendingReservation(deps: AppDeps, hotel: HotelRow, number: string, access: ReservationAccess, signedIn: string | null): Promise<ReservationRow> {
  const row = await payersReservation(deps, hotel, number, access, signedIn);
  if (row.status !== 'payment_pending' || cardStep(row) === null) throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.paymentNotPending);
  return row;
}

/** The hosted card fields opened for a reservation: what the widget frames and for how much. */
export type PaymentSessionView = {
  transactionId: string;
  hostedFieldsUrl: string;
  /** `pay`: the card is charged `amount`; `verify`: it is checked for nothing and kept as a guarantee. */
  purpose: 'pay' | 'verify';
  amount: number;
  currency: string;
  acceptedBrands: CardBrand[];
  cardValidThrough: string;
  expiresAt: Date;
  /** The member's saved cards that may pay it (none for a guest booking). */
  savedCards: SavedCardView[];
};

/**
 * Opens the gateway's hosted card fields for a payment_pending reservation's amount owed by card
 * (the whole total or the deposit): authorized first, captured by the server once authorized.
 * A reservation paid at the hotel with a card as guarantee opens a card verification of 0
 * instead. The same idempotency key opens the same payment; a new key (another card after a
 * failure) opens a new one. A member's booking (paid signed in as that member) is opened for the
 * member's customer at the gateway: its fields offer "Save this card", and its saved cards may pay.
 */
export async function startReservationPayment(
  deps: AppDeps,
  hotel: HotelRow,
  number: string,
  access: ReservationAccess,
  input: { parentOrigin: string; returnUrl: string | null; locale: string; idempotencyKey: string; signedIn: string | null },
): Promise<PaymentSessionView> {
  const gateway = deps.payments;
  if (!gateway) throw paymentsOff();
  assertNoMaintenance(deps.paymentMaintenance, deps.now(), hotel.timezone, input.locale);
  const row = await pendingReservation(deps, hotel, number, access, input.signedIn);
  let customerId = row.member_id === null ? null : await memberCustomer(deps, row.member_id);
  const step = cardStep(row)!;
  const amount = step.kind === 'charge' ? step.amount : 0;
  // spec 1 §5: the brands by what is paid online (a verification pays nothing: Visa and Mastercard)
  const brands = acceptedBrands(amount, row.currency);
  const open = async (key: string) =>
    openPayment(deps, {
      hotelId: hotel.id,
      reservationId: row.id,
      purpose: step.kind === 'verify' ? 'verification' : 'payment',
      amount: toGatewayAmount(amount, row.currency as CurrencyCode, gateway.minorDigits(row.currency)),
      currency: row.currency,
      capture: 'manual',
      parentOrigin: input.parentOrigin,
      // the hotel's pages around the widget may frame the fields too (every ancestor is checked)
      frameAncestors: framingSources(await findFramingSites(deps.db, hotel.id, 'id'), deps),
      returnUrl: input.returnUrl,
      acceptedBrands: brands,
      // spec 1 §5: the card must be valid through the check-out date
      cardValidThrough: row.checkout_date,
      reference: row.reservation_number,
      locale: input.locale,
      customerId,
      idempotencyKey: key,
    });
  const key = `reservation:${row.id}:${input.idempotencyKey}`;
  let opened = await open(key);
  if (!opened.ok && opened.error.code === 'customer_not_found' && row.member_id !== null) {
    // the gateway forgot the member's customer (a sandbox restarted): their saved cards went with it
    customerId = await renewMemberCustomer(deps, row.member_id);
    opened = await open(`${key}:${customerId}`);
  }
  if (!opened.ok || !opened.hostedFieldsUrl) throw new DomainError(ERROR_CODES.processing, opened.ok ? 'payment_unavailable' : opened.error.code);
  return {
    transactionId: opened.transaction.id,
    hostedFieldsUrl: opened.hostedFieldsUrl,
    purpose: step.kind === 'verify' ? 'verify' : 'pay',
    amount,
    currency: row.currency,
    acceptedBrands: brands,
    cardValidThrough: row.checkout_date,
    expiresAt: new Date(row.payment_expires_at!),
    savedCards: row.member_id === null ? [] : await usableSavedCards(deps, row.member_id, { acceptedBrands: brands, validThrough: row.checkout_date }),
  };
}

/** Where a reservation's card payment stands, as the widget shows it. */
export type PaymentProgress = {
  /**
   * challenge: show `challengeUrl` (3-D Secure); processing: ask again (sync) shortly; paid: the
   * reservation is done; verified: the card kept as guarantee passed and the reservation is done;
   * failed: `errorCode` says why, the guest may try another card or pay at the hotel; refunded:
   * the reservation could not be kept (1105) and the money, if any was taken, goes back.
   */
  state: 'challenge' | 'processing' | 'paid' | 'verified' | 'failed' | 'refunded';
  challengeUrl: string | null;
  errorCode: string | null;
};

async function ownTransaction(deps: AppDeps, row: ReservationRow, transactionId: string): Promise<TransactionRow> {
  const transaction = await deps.db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('id', '=', transactionId)
    .where('reservation_id', '=', row.id)
    .executeTakeFirst();
  if (!transaction) throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.paymentNotPending);
  return transaction;
}

/**
 * Charges the reservation's payment with the hosted fields' single-use token (never card data),
 * or with one of the signed-in member's saved cards (`savedCardId`, a member's booking only: the
 * card must be theirs, of a brand the booking takes and valid through check-out), then settles
 * it. A card the member asked to save is recorded once the gateway saved it.
 */
export async function confirmReservationPayment(
  deps: AppDeps,
  hotel: HotelRow,
  number: string,
  access: ReservationAccess,
  input: { transactionId: string; token?: string; savedCardId?: string; signedIn: string | null },
): Promise<PaymentProgress> {
  const row = await payersReservation(deps, hotel, number, access, input.signedIn);
  const transaction = await ownTransaction(deps, row, input.transactionId);
  if (row.status !== 'payment_pending') return settleReservationPayment(deps, transaction.id);
  const source = input.savedCardId ? await savedSource(deps, row, transaction, input.savedCardId) : { token: input.token ?? '' };
  const confirmed = await confirmPayment(deps, {
    transactionId: transaction.id,
    ...source,
    // a token is single-use: the same token sent twice is the same charge; so is a saved card on one payment
    idempotencyKey: `confirm:${transaction.id}:${sha256('token' in source ? source.token : source.paymentMethodId).slice(0, 24)}`,
  });
  if (!confirmed.ok) {
    if (confirmed.error.kind === 'unavailable') return { state: 'processing', challengeUrl: null, errorCode: null };
    return { state: 'failed', challengeUrl: null, errorCode: ERROR_CODES.processing };
  }
  if (row.member_id) await recordSavedCard(deps, row.member_id, confirmed.payment);
  return settleReservationPayment(deps, transaction.id, confirmed.payment);
}

/** The gateway's reference of a saved card that may pay this member's booking (its payment's brands and check-out). */
async function savedSource(deps: AppDeps, row: ReservationRow, transaction: TransactionRow, savedCardId: string): Promise<{ paymentMethodId: string }> {
  if (row.member_id === null) throw new DomainError(ERROR_CODES.invalid, SAVED_CARD_NOT_FOUND);
  const amount = fromGatewayAmount(transaction.amount, row.currency as CurrencyCode, deps.payments?.minorDigits(row.currency) ?? 0);
  const card = await savedCardForPayment(deps, row.member_id, savedCardId, {
    acceptedBrands: acceptedBrands(transaction.purpose === 'verification' ? 0 : amount, row.currency),
    validThrough: row.checkout_date,
  });
  return { paymentMethodId: card.gateway_payment_method_id };
}

/** After the 3-D Secure step (framed or top-level): reads the payment at the gateway, never trusting the browser, and settles it. */
export async function syncReservationPayment(
  deps: AppDeps,
  hotel: HotelRow,
  number: string,
  access: ReservationAccess,
  transactionId: string,
): Promise<PaymentProgress> {
  const row = await findOwnReservation(deps.db, hotel, number, access);
  const transaction = await ownTransaction(deps, row, transactionId);
  const synced = await syncPayment(deps, transaction.id);
  // a card saved after its 3-D Secure challenge is known from this read-back
  if (synced.ok && row.member_id) await recordSavedCard(deps, row.member_id, synced.payment);
  return settleReservationPayment(deps, transaction.id, synced.ok ? synced.payment : null);
}

/**
 * Brings a reservation to what its payment says (after an answer, a webhook, a retrieve): an
 * authorized payment is captured; a captured one makes a payment_pending reservation done, and
 * one whose reservation was aborted meanwhile (the hold lapsed) is given back (1105).
 */
export async function settleReservationPayment(deps: AppDeps, transactionId: string, payment: GatewayPayment | null = null): Promise<PaymentProgress> {
  let transaction = await deps.db.selectFrom('payment_transactions').selectAll().where('id', '=', transactionId).executeTakeFirstOrThrow();
  // a payment link tied to the reservation pays part of it: its capture is credited, the reservation's own payment is untouched
  if (transaction.payment_link_id) {
    await creditLinkPayment(deps, transactionId);
    return { state: transaction.status === 'captured' ? 'paid' : 'processing', challengeUrl: null, errorCode: null };
  }
  const reservation = await deps.db
    .selectFrom('reservations')
    .select(['id', 'status', 'cancel_reason', 'paid_amount'])
    .where('id', '=', transaction.reservation_id!)
    .executeTakeFirstOrThrow();
  if (transaction.purpose === 'verification' && transaction.status === 'authorized') return settleVerifiedCard(deps, reservation.id);
  if (transaction.status === 'authorized' && reservation.status === 'payment_pending') {
    const captured = await capturePayment(deps, { transactionId, amount: null });
    if (captured.ok) transaction = captured.transaction;
  }
  if (transaction.status === 'captured' || transaction.status === 'authorized') {
    const paid = fromGatewayAmount(transaction.captured_amount, transaction.currency as CurrencyCode, deps.payments?.minorDigits(transaction.currency) ?? 0);
    const outcome =
      transaction.status === 'captured'
        ? await markPaid(deps, reservation.id, paid)
        : reservation.status !== 'cancelled'
          ? 'kept'
          : reservation.paid_amount > 0
            ? 'cancelled_after_payment'
            : 'cancelled_unpaid';
    // a paid reservation the guest cancelled: its cancellation refunds what the policy gives back
    if (outcome === 'cancelled_after_payment') return { state: 'refunded', challengeUrl: null, errorCode: null };
    if (outcome === 'cancelled_unpaid') {
      // spec 2 §8.2 1105: the rooms went while the guest paid (or the guest cancelled first); the money goes back
      const released = await releasePayment(deps, transactionId, 'reservation_aborted');
      if (released.ok) await recordRefund(deps, reservation.id, released.transaction);
      return { state: 'refunded', challengeUrl: null, errorCode: await abortedCode(deps, reservation.id) };
    }
    if (transaction.status === 'captured') return { state: 'paid', challengeUrl: null, errorCode: null };
    return { state: 'processing', challengeUrl: null, errorCode: null };
  }
  if (transaction.status === 'failed') {
    const reason = transaction.failure_reason as PaymentFailureReason | null;
    return { state: 'failed', challengeUrl: null, errorCode: reason ? String(FAILURE_CODES[reason] ?? ERROR_CODES.processing) : ERROR_CODES.processing };
  }
  if (transaction.status === 'cancelled') {
    return reservation.status === 'cancelled'
      ? { state: 'refunded', challengeUrl: null, errorCode: await abortedCode(deps, reservation.id) }
      : { state: 'failed', challengeUrl: null, errorCode: '3001' };
  }
  if (transaction.status === 'pre_3d_secure' && payment?.nextAction) return { state: 'challenge', challengeUrl: payment.nextAction.url, errorCode: null };
  return { state: 'processing', challengeUrl: null, errorCode: null };
}

/**
 * A card kept as guarantee passed its verification: the payment_pending reservation is done (paid
 * 0, all of it due at the hotel) and its confirmation goes. A reservation aborted (its hold lapsed)
 * or cancelled first stays so: nothing was charged, so nothing goes back.
 */
async function settleVerifiedCard(deps: AppDeps, reservationId: string): Promise<PaymentProgress> {
  const outcome = await markPaid(deps, reservationId, 0);
  if (outcome === 'kept') return { state: 'verified', challengeUrl: null, errorCode: null };
  return { state: 'refunded', challengeUrl: null, errorCode: await abortedCode(deps, reservationId) };
}

/**
 * After a webhook moved a reservation's payment: the reservation follows it, and a card a member
 * saved while paying is recorded once the card passed (the guest may never come back from the
 * bank's check to the page that would record it).
 */
export async function followPaymentWebhook(deps: AppDeps, moved: { transactionId: string; reservationId: string; payment: GatewayPayment }): Promise<void> {
  await settleReservationPayment(deps, moved.transactionId);
  if (moved.payment.status !== 'captured' && moved.payment.status !== 'authorized') return;
  const row = await deps.db.selectFrom('reservations').select('member_id').where('id', '=', moved.reservationId).executeTakeFirst();
  if (row?.member_id) await recordSavedCard(deps, row.member_id, moved.payment);
}

/** 1105 when the reservation was aborted by its lapsed hold; none when the guest cancelled it. */
async function abortedCode(deps: AppDeps, reservationId: string): Promise<string | null> {
  const row = await deps.db.selectFrom('reservations').select('cancel_reason').where('id', '=', reservationId).executeTakeFirstOrThrow();
  return row.cancel_reason === PAYMENT_NOT_COMPLETED ? ERROR_CODES.roomFull : null;
}

/** Records on the reservation what went back to the card, in the hotel currency's units. */
export async function recordRefund(deps: AppDeps, reservationId: string, transaction: TransactionRow): Promise<void> {
  const refunded = fromGatewayAmount(transaction.refunded_amount, transaction.currency as CurrencyCode, deps.payments?.minorDigits(transaction.currency) ?? 0);
  await deps.db.updateTable('reservations').set({ refunded_amount: refunded }).where('id', '=', reservationId).execute();
}

/**
 * Spec 2 §9.1: aborts every payment_pending reservation whose 15 minutes passed without a
 * captured payment: its rooms are given back in the transaction that cancels it, then its open
 * payments are voided (or refunded, should one have been captured at the last second). Returns
 * how many were aborted.
 */
export async function abortLapsedReservations(deps: AppDeps): Promise<number> {
  const lapsed = await deps.db
    .selectFrom('reservations')
    .select('id')
    .where('status', '=', 'payment_pending')
    .where('payment_expires_at', '<=', deps.now())
    .orderBy('payment_expires_at')
    .limit(100)
    .execute();
  let aborted = 0;
  for (const { id } of lapsed) {
    const open = await deps.db.selectFrom('payment_transactions').select(['id', 'status', 'purpose']).where('reservation_id', '=', id).execute();
    // a payment captured or being captured (or a guarantee card verified) is settled, not aborted: the guest paid in time
    const settled = open.filter((t) => t.status === 'captured' || t.status === 'capturing' || (t.purpose === 'verification' && t.status === 'authorized'));
    if (settled.length > 0) {
      for (const t of settled) await settleReservationPayment(deps, t.id);
      continue;
    }
    if (!(await abortReservation(deps, id))) continue;
    aborted += 1;
    for (const t of open) {
      if (t.status === 'failed' || t.status === 'cancelled') continue;
      const released = await releasePayment(deps, t.id, 'reservation_aborted');
      if (released.ok) await recordRefund(deps, id, released.transaction);
    }
  }
  return aborted;
}

/**
 * Spec 1 §4 card failure: the guest switches to paying at the hotel where every plan allows it.
 * Refused while a payment is being captured or was captured.
 */
export async function switchToPayAtHotel(deps: AppDeps, hotel: HotelRow, number: string, access: ReservationAccess, signedIn: string | null): Promise<string> {
  const row = await pendingReservation(deps, hotel, number, access, signedIn);
  if (!row.on_site_allowed) throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.onSiteNotAllowed);
  const transactions = await deps.db.selectFrom('payment_transactions').select(['id', 'status']).where('reservation_id', '=', row.id).execute();
  if (transactions.some((t) => t.status === 'captured' || t.status === 'capturing' || t.status === 'authorized')) {
    throw new DomainError(ERROR_CODES.busy, 'payment_in_progress');
  }
  for (const t of transactions) if (t.status === 'pre_3d_secure') await releasePayment(deps, t.id, 'switched_to_on_site');
  return row.id;
}

/** Aborts lapsed payment_pending reservations and retries cancellation refunds every minute; returns the stop function. */
export function startReservationHoldExpiry(deps: AppDeps, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    abortLapsedReservations(deps)
      .then(() => retryCancellationRefunds(deps))
      .catch((error) => console.error(`reservation payment jobs: ${(error as Error).message}`));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
