import type { ReservationExtras, UpdateReservationExtrasBody } from '../../shared/api/reservation-extras.ts';
import { UPDATE_ERROR_CODES } from '../../shared/api/reservation-updates.ts';
import type { CurrencyCode, Locale } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { reservationTotals } from '../../shared/reservation-totals.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { listDiscountLines } from '../db/repositories/coupons-repository.ts';
import { loadExtrasCatalogue, releaseExtraStock, reservationExtraRows, takeExtraStock } from '../db/repositories/extras-repository.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { enqueueMail } from '../db/repositories/outbox-repository.ts';
import { listReservationRooms, type ReservationRow, type RoomRows } from '../db/repositories/reservations-repository.ts';
import { ownerRefusal } from '../domain/booking-owner.ts';
import { hotelToday } from '../domain/dates.ts';
import { DomainError } from '../domain/errors.ts';
import { changeExtras, extrasChangeRefusal } from '../domain/extras-change.ts';
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
    { status: row.status, lockedByHotel: row.update_locked, paymentType: row.payment_type, paidAmount: row.paid_amount, checkout: row.checkout_date },
    hotelToday(hotel.timezone, now),
  );
  return { editable: reason === null, reason };
}

async function extrasView(db: Db, hotel: HotelRow, row: ReservationRow, rooms: RoomRows, locale: Locale, now: Date): Promise<ReservationExtras> {
  const [lines, offers] = await Promise.all([
    listReservationExtras(db, row.id, locale, hotel.locale),
    extrasForStay(db, hotel, { checkin: row.checkin_date, checkout: row.checkout_date, roomPlanCodes: rooms.map((room) => room.room_plan_code), now, locale }),
  ]);
  return { ...changeState(hotel, row, now), currency: row.currency as CurrencyCode, total_price: row.total_price, lines, offers };
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
 * the change e-mail queued in the reservation's language. Asking again for what it already has
 * changes nothing and sends nothing.
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
  return deps.db.transaction().execute(async (trx: Db) => {
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
    const sums = reservationTotals({
      roomsTotal: rooms.reduce((sum, room) => sum + room.total_price, 0),
      extras: extrasTotals(changed.lines),
      discounts,
      taxRateBp: hotel.tax_rate_bp,
    });
    if (sums.total !== body.displayed_total_price) {
      throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.priceChanged, {
        values: { total: formatMoney(sums.total, hotel.currency as CurrencyCode, locale) },
        meta: { total_price: sums.total, displayed_total_price: body.displayed_total_price },
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
    await trx
      .updateTable('reservations')
      .set({ total_price: sums.total, tax: sums.tax, update_count: row.update_count + 1, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    const next = { ...row, total_price: sums.total, tax: sums.tax, update_count: row.update_count + 1, updated_at: now };
    const mailLocale = row.locale as Locale;
    const mailView = reservationView(hotel, next, rooms, mailLocale, now, await loadReservationLines(trx, hotel, row.id, mailLocale));
    const mail = changeMail(mailView, mailLocale, { previousTotal: row.total_price, refund: 0, fee: 0, droppedExtras: 0, droppedCoupon: null });
    await enqueueMail(trx, { kind: 'reservation_change', recipient: row.email, ...mail, reservationId: row.id });
    return extrasView(trx, hotel, next, rooms, locale, now);
  });
}
