import type * as v from 'valibot';
import type { CancelReservationBodySchema, Reservation } from '../../shared/api/reservations.ts';
import type { Locale } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { UPDATE_ERROR_CODES } from '../../shared/api/reservation-updates.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { enqueueMail } from '../db/repositories/outbox-repository.ts';
import { withdrawOpenChangeLinks } from '../db/repositories/payment-links-repository.ts';
import { findReservation, listReservationRooms, markCancelled, type ReservationRow } from '../db/repositories/reservations-repository.ts';
import { ownerRefusal } from '../domain/booking-owner.ts';
import { DomainError } from '../domain/errors.ts';
import { cancellationMail } from '../mail/templates.ts';
import { findOwnReservation } from './reservation-access.ts';
import { loadReservationLines, reservationView } from './reservation-view.ts';
import { releaseHeld } from './release-held.ts';
import { recordRefundDue, refundDue, settleCancelledPayments } from './cancellation-refund.ts';

/** Why a reservation is cancelled, and the fee the guest agreed to (left out: the fee in force, for an account deletion). */
export type CancelRequest = { reason: string; details: string; cancellation_fee_displayed?: number };

/**
 * Cancels a reservation row locked by the caller's transaction: the fee comes from the policy
 * stored on the reservation; if it differs from the fee the guest was shown, nothing is
 * cancelled. Not possible online on the check-in day. Releases what it held, records the refund
 * due and queues the cancellation e-mail; the caller settles the card after the commit
 * (settleCancelledPayments).
 */
export async function cancelLockedReservation(
  trx: Db,
  deps: AppDeps,
  hotel: HotelRow,
  row: ReservationRow,
  request: CancelRequest,
  locale: Locale,
): Promise<Reservation> {
  const rooms = await listReservationRooms(trx, row.id);
  const now = deps.now();
  const lines = await loadReservationLines(trx, hotel, row.id, locale);
  const quote = reservationView(hotel, row, rooms, locale, now, lines).cancellation;
  if (!quote.cancellable) {
    const reason = quote.reason ?? ERROR_REASONS.alreadyCancelled;
    throw new DomainError(ERROR_CODES.invalid, reason, { meta: { reservation_number: row.reservation_number } });
  }
  if (request.cancellation_fee_displayed !== undefined && quote.fee !== request.cancellation_fee_displayed) {
    throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.feeChanged);
  }
  await releaseHeld(trx, row, rooms);
  await markCancelled(trx, row.id, now, request.reason, request.details, quote.fee);
  // the fee in force is kept out of what was paid by card; the rest goes back (a deposit smaller than the fee: nothing,
  // and what a change already refunded stays refunded);
  // what changes of the stay kept as their fee stays kept (spec 1 §4: the fee of what a change gave up)
  if (row.paid_amount > 0) await recordRefundDue(trx, row.id, refundDue(row.paid_amount - row.change_fee_amount, quote.fee, row.refunded_amount));
  // the difference a change asked by payment link is no longer owed: its open link is withdrawn
  await withdrawOpenChangeLinks(trx, row.id, now);
  const cancelled = (await findReservation(trx, hotel.id, row.reservation_number))!;
  const mailLocale = cancelled.locale as Locale;
  const mailLines = mailLocale === locale ? lines : await loadReservationLines(trx, hotel, row.id, mailLocale);
  const mail = cancellationMail(reservationView(hotel, cancelled, rooms, mailLocale, now, mailLines), mailLocale);
  const view = reservationView(hotel, cancelled, rooms, locale, now, lines);
  await enqueueMail(trx, { kind: 'reservation_cancellation', recipient: view.guest.email, ...mail, reservationId: row.id });
  return view;
}

/** Whether a cancelled reservation has card payments to settle through the gateway. */
export function owesCardSettlement(view: Pick<Reservation, 'paid_amount' | 'payment_type'>): boolean {
  return view.paid_amount > 0 || view.payment_type !== 'on_site';
}

/**
 * Cancels a reservation for its guest (spec 1 §4), who proves it is theirs with its e-mail or
 * bypass token and, for a member's booking, that member's sign-in (spec 1 §6: `signedIn` is the
 * caller's member id, null when nobody is signed in). The row is locked, so two cancels of one
 * reservation cannot both run.
 */
export async function cancelReservation(
  deps: AppDeps,
  hotel: HotelRow,
  number: string,
  access: { email?: string; bypass_token?: string },
  body: v.InferOutput<typeof CancelReservationBodySchema>,
  locale: Locale,
  signedIn: string | null = null,
): Promise<Reservation> {
  const view = await deps.db.transaction().execute(async (trx) => {
    const row = await findOwnReservation(trx, hotel, number, access, true);
    const refusal = ownerRefusal(row.member_id, signedIn);
    if (refusal) throw new DomainError(ERROR_CODES.invalid, refusal);
    // spec 1 §6: a reservation the hotel's staff edited is not cancelled online (3014: call the hotel)
    if (row.update_locked && row.status !== 'cancelled') {
      throw new DomainError(UPDATE_ERROR_CODES.originalChanged, 'cancel_locked', { values: { phone: hotel.phone } });
    }
    return cancelLockedReservation(trx, deps, hotel, row, body, locale);
  });
  // the money goes back through the gateway after the commit (no gateway call inside a transaction);
  // a refund that fails now is retried by the payment job with the same idempotency key
  if (owesCardSettlement(view)) await settleCancelledPayments(deps, hotel.id, number);
  return view;
}
