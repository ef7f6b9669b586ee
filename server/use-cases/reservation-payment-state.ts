import type { Reservation } from '../../shared/api/reservations.ts';
import type { Locale } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { enqueueMail } from '../db/repositories/outbox-repository.ts';
import { findReservation, listReservationRooms, markCancelled } from '../db/repositories/reservations-repository.ts';
import { newBypassToken, sha256 } from '../domain/tokens.ts';
import { confirmationMail } from '../mail/templates.ts';
import { HELD_MAIL, lookupLink } from './draft-reservation.ts';
import { loadReservationLines, reservationView } from './reservation-view.ts';
import { releaseHeld } from './release-held.ts';

/** Why a reservation was cancelled by the server: its card payment did not complete in time. */
export const PAYMENT_NOT_COMPLETED = 'payment_not_completed';

/** Lifts the hold on a reservation's confirmation e-mail: it goes now. */
function releaseHeldMail(trx: AppDeps['db'], reservationId: string) {
  return trx
    .updateTable('outbox')
    .set({ next_attempt_at: null })
    .where('reservation_id', '=', reservationId)
    .where('kind', '=', 'reservation_confirmation')
    .where('next_attempt_at', '=', HELD_MAIL)
    .execute();
}

/** What a captured payment found its reservation to be. */
export type PaidOutcome =
  /** Done (now or before): the money is the reservation's. */
  | 'kept'
  /** Cancelled after it was paid: its cancellation refunds what is owed. */
  | 'cancelled_after_payment'
  /** Aborted (its hold lapsed) or cancelled before the money came: all of it goes back. */
  | 'cancelled_unpaid';

/**
 * A captured payment makes its payment_pending reservation done and sends its confirmation, once,
 * under the reservation's row lock, so a concurrent abort or cancellation either comes first
 * (and the caller gives the money back) or finds it done.
 */
export function markPaid(deps: AppDeps, reservationId: string, paid: number): Promise<PaidOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('reservations').select(['status', 'paid_amount']).where('id', '=', reservationId).forUpdate().executeTakeFirstOrThrow();
    if (row.status === 'cancelled') return row.paid_amount > 0 ? 'cancelled_after_payment' : 'cancelled_unpaid';
    if (row.status === 'done') return 'kept';
    await trx.updateTable('reservations').set({ status: 'done', paid_amount: paid, payment_expires_at: null }).where('id', '=', reservationId).execute();
    await releaseHeldMail(trx, reservationId);
    return 'kept';
  });
}

/**
 * Aborts a payment_pending reservation (spec 2 §9.1) in one transaction: the row locked and
 * checked still pending, its extras, coupon, rooms and plan stock given back in the order a
 * booking takes them, the reservation cancelled, its held e-mail dropped. False when it was no
 * longer pending.
 */
export function abortReservation(deps: AppDeps, reservationId: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('reservations').selectAll().where('id', '=', reservationId).forUpdate().executeTakeFirstOrThrow();
    if (row.status !== 'payment_pending') return false;
    const rooms = await listReservationRooms(trx, row.id);
    await releaseHeld(trx, row, rooms);
    await markCancelled(trx, row.id, deps.now(), PAYMENT_NOT_COMPLETED, '', 0);
    await trx.deleteFrom('outbox').where('reservation_id', '=', row.id).where('next_attempt_at', '=', HELD_MAIL).execute();
    return true;
  });
}

/**
 * The guest whose card failed pays at the hotel (spec 1 §4): the reservation becomes done,
 * paid on site at its price before the card's promotion (its tax in proportion), and its
 * confirmation is written again to say so, with a new bypass token (returned once, as at booking).
 */
export function markPayAtHotel(deps: AppDeps, hotel: HotelRow, reservationId: string, locale: Locale): Promise<Reservation> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('reservations').selectAll().where('id', '=', reservationId).forUpdate().executeTakeFirstOrThrow();
    const total = row.total_price + row.promotion_discount_amount;
    const tax = row.total_price === 0 ? row.tax : Math.round((row.tax * total) / row.total_price);
    const token = newBypassToken();
    await trx
      .updateTable('reservations')
      .set({
        status: 'done',
        payment_type: 'on_site',
        total_price: total,
        tax,
        deposit_amount: null,
        promotion_discount_amount: 0,
        payment_expires_at: null,
        bypass_token_hash: sha256(token),
      })
      .where('id', '=', reservationId)
      .execute();
    await trx.deleteFrom('outbox').where('reservation_id', '=', reservationId).where('next_attempt_at', '=', HELD_MAIL).execute();
    const saved = (await findReservation(trx, hotel.id, row.reservation_number))!;
    const rooms = await listReservationRooms(trx, row.id);
    const mailLocale = saved.locale as Locale;
    const now = deps.now();
    const mailView = reservationView(hotel, saved, rooms, mailLocale, now, await loadReservationLines(trx, hotel, row.id, mailLocale));
    const mail = confirmationMail(mailView, mailLocale, lookupLink(deps, hotel, saved.reservation_number, token, mailLocale));
    await enqueueMail(trx, { kind: 'reservation_confirmation', recipient: saved.email, ...mail, reservationId: row.id });
    const view = reservationView(hotel, saved, rooms, locale, now, await loadReservationLines(trx, hotel, row.id, locale));
    return { ...view, bypass_token: token };
  });
}
