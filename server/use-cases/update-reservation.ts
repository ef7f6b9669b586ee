import type { ReservationChange, UpdateReservationBody, UpdateSettings } from '../../shared/api/reservation-updates.ts';
import { IDEMPOTENCY_WINDOW_MS, type Locale } from '../../shared/constants.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelConfig } from '../db/config-cache.ts';
import { replaceCouponLines } from '../db/repositories/coupons-repository.ts';
import { releaseExtraStock, replaceChangedExtras } from '../db/repositories/extras-repository.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { claimKeyQuery } from '../db/repositories/idempotency-repository.ts';
import { shiftInventory } from '../db/repositories/inventory-repository.ts';
import { enqueueMail } from '../db/repositories/outbox-repository.ts';
import { findReservation, listReservationRooms, writeReservationChange } from '../db/repositories/reservations-repository.ts';
import { DomainError } from '../domain/errors.ts';
import { changeDeadline } from '../domain/reservation-update.ts';
import { idempotencyKeyHash, newPaymentNumber, sealAnswer, sha256 } from '../domain/tokens.ts';
import { translate } from '../i18n.ts';
import { changeMail } from '../mail/templates.ts';
import { UPDATE_REASONS } from './update-messages.ts';
import { settleCancelledPayments } from './cancellation-refund.ts';
import { answerForKey, type IdempotencyKey } from './create-reservation.ts';
import { assertUpdatable, draftChange, settingsOf } from './draft-reservation-change.ts';
import { roomFull } from './draft-reservation.ts';
import { discountRows, releaseCoupon } from './redeem-coupon.ts';
import { withdrawOpenChangeLinks } from '../db/repositories/payment-links-repository.ts';
import { makeChangeLink, paymentLinkUrl } from './payment-links.ts';
import { findOwnReservation } from './reservation-access.ts';
import { loadReservationLines, reservationView } from './reservation-view.ts';
import { ownerRefusal } from '../domain/booking-owner.ts';

type Access = { email?: string; bypass_token?: string };

/** Spec 2 §7.4 update_settings: whether the guest may change the reservation now, and why not in the request's language. */
export async function reservationUpdateSettings(deps: AppDeps, hotel: HotelRow, number: string, access: Access, locale: Locale): Promise<UpdateSettings> {
  const row = await findOwnReservation(deps.db, hotel, number, access);
  const settings = settingsOf(deps, hotel, row);
  const message = settings.reason ? translate(locale, UPDATE_REASONS[settings.reason], { phone: hotel.phone }) : null;
  return { ...settings, message };
}

/** Prices a change without making it (the widget's update mode shows it before the guest confirms). */
export async function quoteReservationChange(deps: AppDeps, config: HotelConfig, number: string, access: Access, body: UpdateReservationBody, locale: Locale) {
  const row = await findOwnReservation(deps.db, config.hotel, number, access);
  const rooms = await listReservationRooms(deps.db, row.id);
  return (await draftChange(deps, config, row, rooms, body, locale, { commit: false })).change;
}

/** Thrown inside the transaction when another request already holds the idempotency key. */
class KeyTaken extends Error {}

/**
 * Changes a reservation (spec 1 §4): checked and priced with reads first
 * (draftChange), then one transaction claims the idempotency key with the answer, locks the
 * reservation and checks it has not changed since (nor been locked or cancelled), gives back
 * the dropped extras and coupon use, moves the rooms and plan stock night by night with the
 * booking's conditional updates (the new nights taken and the old given back in one statement,
 * or nothing), rewrites the rooms, nights, extras, discounts and totals, makes the payment link
 * of a dearer change of a stay paid by card, and queues the change e-mail in the reservation's
 * language. A full night answers 1105 with nothing changed; a
 * repeat of the key answers with the first answer.
 */
export async function updateReservation(
  deps: AppDeps,
  config: HotelConfig,
  number: string,
  access: Access,
  body: UpdateReservationBody,
  locale: Locale,
  idem: IdempotencyKey,
  signedIn: string | null = null,
): Promise<ReservationChange> {
  const hotel = config.hotel;
  const row = await findOwnReservation(deps.db, hotel, number, access);
  // spec 1 §6: a member's booking changes only with that member's sign-in, a guest's with nobody signed in
  const owner = ownerRefusal(row.member_id, signedIn);
  if (owner) throw new DomainError(ERROR_CODES.invalid, owner);
  const requestHash = sha256(JSON.stringify({ number: row.reservation_number, body }));
  const earlier = await answerForKey<ReservationChange>(deps, hotel, idem, requestHash);
  if (earlier) return earlier;
  const rooms = await listReservationRooms(deps.db, row.id);
  const draft = await draftChange(deps, config, row, rooms, body, locale, { commit: true });
  const now = deps.now();
  // a dearer change of a stay paid by card: its payment link's number is in the answer sealed with the key
  const due = draft.change.amount_due;
  if (due > 0) draft.change.payment_number = newPaymentNumber();
  const key = {
    hotel_id: hotel.id,
    key_hash: idempotencyKeyHash(idem.sessionId, idem.key),
    request_hash: requestHash,
    sealed_response: sealAnswer(draft.change, idem.sessionId, idem.key),
    created_at: now,
    expires_at: new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS),
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await claimKeyQuery(trx, key).executeTakeFirst())) throw new KeyTaken();
      const locked = (await findReservation(trx, hotel.id, row.reservation_number, true))!;
      assertUpdatable(deps, hotel, locked);
      // drafted against another state of the reservation (a change made meanwhile): priced anew by a retry
      if (locked.update_count !== row.update_count) throw new DomainError(ERROR_CODES.busy, 'reservation_changed');
      // one order for every transaction that holds stock: extras, then the coupon, then rooms and plans
      const dropped = [...draft.droppedExtras].sort(
        (a, b) => a.extra_id.localeCompare(b.extra_id) || (a.service_date ?? '').localeCompare(b.service_date ?? ''),
      );
      for (const line of dropped) await releaseExtraStock(trx, line.extra_id, line.service_date, line.quantity);
      if (draft.coupon.dropped) await releaseCoupon(trx, row.id);
      if (!(await shiftInventory(trx, draft.shift))) throw roomFull();
      await replaceChangedExtras(
        trx,
        row.id,
        dropped.map((line) => line.id),
        draft.inclusiveRows,
      );
      await replaceCouponLines(trx, row.id, discountRows(row.id, draft.coupon.applied).discounts);
      await writeReservationChange(trx, draft.next.row, draft.next.rooms);
      // an earlier change's unpaid link asks no more: this change asks all that is due now, or nothing
      await withdrawOpenChangeLinks(trx, row.id, now);
      const paymentNumber = draft.change.payment_number;
      if (paymentNumber) {
        await makeChangeLink(trx, {
          hotelId: hotel.id,
          reservationId: row.id,
          reservationNumber: row.reservation_number,
          changeCount: draft.next.row.update_count,
          paymentNumber,
          amount: due,
          currency: row.currency,
          expiresAt: changeDeadline(body.checkin_date, hotel.timezone),
          at: now,
        });
      }
      const mailLocale = row.locale as Locale;
      const mailView =
        mailLocale === locale
          ? draft.change.reservation
          : reservationView(hotel, draft.next.row, draft.next.rooms, mailLocale, now, await loadReservationLines(trx, hotel, row.id, mailLocale));
      const mail = changeMail(mailView, mailLocale, {
        previousTotal: draft.change.previous_total_price,
        refund: draft.change.refund_amount,
        fee: draft.change.change_fee,
        droppedExtras: draft.change.dropped_extras.length,
        droppedCoupon: draft.change.dropped_coupon?.code ?? null,
        due,
        payLink: paymentNumber ? `${paymentLinkUrl(deps, paymentNumber)}?locale=${mailLocale}` : null,
      });
      await enqueueMail(trx, { kind: 'reservation_change', recipient: row.email, ...mail, reservationId: row.id });
    });
    // the money goes back through the gateway after the commit (no gateway call inside a transaction);
    // a refund that fails now is retried by the payment job with the same idempotency key
    if (draft.change.refund_amount > 0) await settleCancelledPayments(deps, hotel.id, row.reservation_number);
    return draft.change;
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await answerForKey<ReservationChange>(deps, hotel, idem, requestHash);
    if (!first) throw new DomainError(ERROR_CODES.busy, 'in_progress');
    return first;
  }
}
