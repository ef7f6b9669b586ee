import type { ReservationExtras, UpdateReservationExtrasBody } from '../../shared/api/reservation-extras.ts';
import { type DifferencePayment, UPDATE_ERROR_CODES } from '../../shared/api/reservation-updates.ts';
import type { CurrencyCode, Locale } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { reservationTotals } from '../../shared/reservation-totals.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { listDiscountLines } from '../db/repositories/coupons-repository.ts';
import { loadExtrasCatalogue, releaseExtraStock, reservationExtraRows, takeExtraStock } from '../db/repositories/extras-repository.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { enqueueMail } from '../db/repositories/outbox-repository.ts';
import { openChangeLink, withdrawOpenChangeLinks } from '../db/repositories/payment-links-repository.ts';
import { listReservationRooms, type ReservationRow, type RoomRows } from '../db/repositories/reservations-repository.ts';
import { ownerRefusal } from '../domain/booking-owner.ts';
import { hotelToday } from '../domain/dates.ts';
import { DomainError } from '../domain/errors.ts';
import { changeExtras, extrasCardMoney, extrasChangeRefusal } from '../domain/extras-change.ts';
import { changeDeadline } from '../domain/reservation-update.ts';
import { newPaymentNumber } from '../domain/tokens.ts';
import { settleCancelledPayments } from './cancellation-refund.ts';
import { makeChangeLink, paymentLinkUrl } from './payment-links.ts';
import { extrasTotals } from '../domain/extras.ts';
import { formatMoney } from '../mail/format.ts';
import { changeMail } from '../mail/templates.ts';
import { extrasForStay, listReservationExtras, refusedExtras } from './book-extras.ts';
import { findOwnReservation } from './reservation-access.ts';
import { loadReservationLines, reservationView } from './reservation-view.ts';

type Access = { email?: string; bypass_token?: string };

/** Whether the guest may change the reservation's extras now (extrasChangeRefusal). */
function changeState(hotel: HotelRow, row: ReservationRow, now: Date) {
  const reason = extrasChangeRefusal(
    {
      status: row.status,
      lockedByHotel: row.update_locked,
      paymentType: row.payment_type,
      paidAmount: row.paid_amount,
      checkout: row.checkout_date,
    },
    hotelToday(hotel.timezone, now),
  );
  return { editable: reason === null, reason };
}

/** How the change just made was settled (null: nothing changed, or the GET answer). */
type Settled = { difference_payment: DifferencePayment | null; refund_amount: number };
const UNCHANGED: Settled = { difference_payment: null, refund_amount: 0 };

async function extrasView(
  db: Db,
  hotel: HotelRow,
  row: ReservationRow,
  rooms: RoomRows,
  locale: Locale,
  now: Date,
  settled = UNCHANGED,
): Promise<ReservationExtras> {
  const [lines, offers, link] = await Promise.all([
    listReservationExtras(db, row.id, locale, hotel.locale),
    extrasForStay(db, hotel, { checkin: row.checkin_date, checkout: row.checkout_date, roomPlanCodes: rooms.map((room) => room.room_plan_code), now, locale }),
    openChangeLink(db, row.id, now),
  ]);
  return {
    ...changeState(hotel, row, now),
    ...settled,
    amount_due: link ? Number(link.amount) : 0,
    payment_number: link?.payment_number ?? null,
    currency: row.currency as CurrencyCode,
    total_price: row.total_price,
    lines,
    offers,
  };
}

/** How an extras change's money is settled (the answer's `difference_payment`). */
function settlement(paymentType: string, money: { refund: number; due: number }, linked: boolean): DifferencePayment {
  if (money.refund > 0) return 'refund';
  if (money.due > 0) return linked ? 'card_link' : 'at_hotel';
  return paymentType === 'credit_card' ? 'none' : 'at_hotel';
}

/** The reservation's extras and those its stay may still have, for its guest (spec 2 §7.4). */
export async function reservationExtras(deps: AppDeps, hotel: HotelRow, number: string, access: Access, locale: Locale): Promise<ReservationExtras> {
  const row = await findOwnReservation(deps.db, hotel, number, access);
  return extrasView(deps.db, hotel, row, await listReservationRooms(deps.db, row.id), locale, deps.now());
}

/**
 * Sets a reservation's bought extras anew (spec 1 §5, §6): in one transaction the reservation
 * is locked and checked (owner, staff lock 3014, changeState), the extras checked and priced
 * against the catalogue as it is now (changeExtras), the total the guest saw compared, the stock
 * moved with the booking's conditional updates in (extra, night) order (1104 and nothing
 * changed when another booking took the last units first), the lines and totals rewritten and
 * the change e-mail queued in the reservation's language. A stay paid by card settles the
 * difference (extrasCardMoney): what it costs more is asked by a change payment link made in the
 * same transaction (an earlier open one withdrawn, as update mode does), what goes back is
 * recorded and refunded through the gateway after the commit. Asking again for what it already
 * has changes nothing, sends nothing and makes no second link.
 */
export async function updateReservationExtras(
  deps: AppDeps,
  hotel: HotelRow,
  number: string,
  access: Access,
  body: UpdateReservationExtrasBody,
  locale: Locale,
  signedIn: string | null = null,
): Promise<ReservationExtras> {
  const answer = await deps.db.transaction().execute(async (trx: Db) => {
    const now = deps.now();
    const row = await findOwnReservation(trx, hotel, number, access, true);
    const owner = ownerRefusal(row.member_id, signedIn);
    if (owner) throw new DomainError(ERROR_CODES.invalid, owner);
    const { reason } = changeState(hotel, row, now);
    if (reason) {
      const code = reason === 'locked_by_hotel' ? UPDATE_ERROR_CODES.originalChanged : ERROR_CODES.invalid;
      throw new DomainError(code, 'extras_change_refused', { values: { phone: hotel.phone }, meta: { extras_reason: reason } });
    }
    const rooms = await listReservationRooms(trx, row.id);
    const [catalogue, stored, discounts] = await Promise.all([
      loadExtrasCatalogue(trx, hotel.id, row.checkin_date, row.checkout_date),
      trx.selectFrom('reservation_extras').selectAll().where('reservation_id', '=', row.id).orderBy('position').execute(),
      listDiscountLines(trx, row.id),
    ]);
    const storedLines = await listReservationExtras(trx, row.id, locale, hotel.locale);
    const ctx = { checkin: row.checkin_date, checkout: row.checkout_date, timezone: hotel.timezone, now, locale, hotelLocale: hotel.locale };
    const changed = changeExtras(catalogue, storedLines, body.extras, ctx);
    if (!changed.ok) throw refusedExtras(changed, hotel.currency as CurrencyCode, locale);
    const inclusive = storedLines.filter((line) => line.inclusive);
    const totalsWith = (lines: typeof changed.lines) =>
      reservationTotals({
        roomsTotal: rooms.reduce((sum, room) => sum + room.total_price, 0),
        extras: extrasTotals(lines),
        discounts,
        taxRateBp: hotel.tax_rate_bp,
      });
    const sums = totalsWith(changed.lines);
    // a card payment promotion given at booking stays off the total as it was (and its tax share); extras change at their price
    const promotion = row.promotion_discount_amount;
    const promotionTax = promotion > 0 ? totalsWith(storedLines.filter((line) => !line.inclusive)).tax - row.tax : 0;
    const total = sums.total - promotion;
    const tax = sums.tax - promotionTax;
    if (total !== body.displayed_total_price) {
      throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.priceChanged, {
        values: { total: formatMoney(total, hotel.currency as CurrencyCode, locale) },
        meta: { total_price: total, displayed_total_price: body.displayed_total_price },
      });
    }
    if (changed.moves.length === 0) return extrasView(trx, hotel, row, rooms, locale, now);

    for (const move of changed.moves) {
      if (move.n < 0) await releaseExtraStock(trx, move.extra_id, move.date, -move.n);
      else if (!(await takeExtraStock(trx, move.extra_id, move.date, move.n))) {
        const index = body.extras.findIndex((item) => item.extra_id === move.extra_id && (item.date ?? null) === move.date);
        const name = changed.lines.find((line) => line.extra_id === move.extra_id)?.name ?? '';
        throw refusedExtras(
          {
            ok: false,
            code: ERROR_CODES.extraStockShort,
            reason: ERROR_REASONS.extraStockShort,
            index,
            values: { name, left: 0 },
            meta: { extra_id: move.extra_id, date: move.date, inventory: 0 },
          },
          hotel.currency as CurrencyCode,
          locale,
        );
      }
    }
    // the lines rewritten with each extra's names in every language as they are now
    const names = new Map([...stored.map((line) => [line.extra_id, line.names] as const), ...catalogue.map((extra) => [extra.id, extra.names] as const)]);
    await trx.deleteFrom('reservation_extras').where('reservation_id', '=', row.id).execute();
    const rows = reservationExtraRows(row.id, [...changed.lines, ...inclusive], names);
    if (rows.length > 0) await trx.insertInto('reservation_extras').values(rows).execute();
    const money = extrasCardMoney({
      paymentType: row.payment_type,
      charged: row.paid_amount - row.refunded_amount - row.change_fee_amount,
      depositAmount: row.deposit_amount,
      previousTotal: row.total_price,
      newTotal: total,
    });
    const written = {
      total_price: total,
      tax,
      update_count: row.update_count + 1,
      updated_at: now,
      // what the card does not cover is due (remain_amount): at the hotel, or by the link until paid
      deposit_amount: money.depositAmount,
      refunded_amount: row.refunded_amount + money.refund,
    };
    await trx.updateTable('reservations').set(written).where('id', '=', row.id).execute();
    const next = { ...row, ...written };
    // spec 1 §4: the difference is asked by a link until the change deadline; on the check-in day and after, at the hotel
    const expiresAt = changeDeadline(row.checkin_date, hotel.timezone);
    const paymentNumber = money.due > 0 && now < expiresAt ? newPaymentNumber() : null;
    // an earlier change's unpaid link asks no more: this change asks all that is due now, or nothing
    await withdrawOpenChangeLinks(trx, row.id, now);
    if (paymentNumber) {
      await makeChangeLink(trx, {
        hotelId: hotel.id,
        reservationId: row.id,
        reservationNumber: row.reservation_number,
        changeCount: next.update_count,
        paymentNumber,
        amount: money.due,
        currency: row.currency,
        expiresAt,
        at: now,
      });
    }
    const mailLocale = row.locale as Locale;
    const mailView = reservationView(hotel, next, rooms, mailLocale, now, await loadReservationLines(trx, hotel, row.id, mailLocale));
    const mail = changeMail(mailView, mailLocale, {
      previousTotal: row.total_price,
      refund: money.refund,
      fee: 0,
      droppedExtras: 0,
      droppedCoupon: null,
      due: money.due,
      payLink: paymentNumber ? `${paymentLinkUrl(deps, paymentNumber)}?locale=${mailLocale}` : null,
    });
    await enqueueMail(trx, { kind: 'reservation_change', recipient: row.email, ...mail, reservationId: row.id });
    const settled = { difference_payment: settlement(row.payment_type, money, paymentNumber !== null), refund_amount: money.refund };
    return extrasView(trx, hotel, next, rooms, locale, now, settled);
  });
  // the money goes back through the gateway after the commit (no gateway call inside a transaction);
  // a refund that fails now is retried by the payment job, under the change's own idempotency key
  if (answer.refund_amount > 0) await settleCancelledPayments(deps, hotel.id, number);
  return answer;
}
