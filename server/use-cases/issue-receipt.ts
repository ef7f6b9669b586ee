import type * as v from 'valibot';
import type { ReceiptFileSchema, ReceiptQuerySchema } from '../../shared/api/receipts.ts';
import type { Locale } from '../../shared/constants.ts';
import type { CurrencyCode } from '../../shared/currencies.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import { displayName } from '../../shared/names.ts';
import { checkReceiptName } from '../../shared/receipt-name.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { cancelledRoomFees, listExtraPriceRates, recordReceiptIssue } from '../db/repositories/receipts-repository.ts';
import { listReservationRooms } from '../db/repositories/reservations-repository.ts';
import { hotelToday, nightCount } from '../domain/dates.ts';
import { DomainError, invalidInput } from '../domain/errors.ts';
import { localizedText } from '../domain/localized-text.ts';
import { receiptAmount, receiptAvailability, receiptNumber, reissueCount, taxesByRate } from '../domain/receipts.ts';
import { formatDate } from '../mail/format.ts';
import { renderReceiptOffThread } from '../receipts/render-off-thread.ts';
import { findOwnReservation } from './reservation-access.ts';
import { receiptFacts } from './receipt-status.ts';
import { loadReservationLines } from './reservation-view.ts';

/**
 * Issues a reservation's receipt to its guest as a PDF in the request's locale (spec 2 §7.4): from
 * the check-out date, for a booking paid online; the name the guest chose (spec 1 §5), else theirs.
 * The issue is counted and the name kept on the locked row; the PDF is built after the commit, so
 * no row stays locked while fonts load, and on the renderer's own thread, so no other request waits.
 */
export async function issueReceipt(
  deps: AppDeps,
  hotel: HotelRow,
  number: string,
  query: v.InferOutput<typeof ReceiptQuerySchema>,
  locale: Locale,
): Promise<v.InferOutput<typeof ReceiptFileSchema>> {
  const refusals = checkReceiptName(locale, query);
  if (Object.keys(refusals).length) {
    throw invalidInput(Object.fromEntries(Object.entries(refusals).map(([field, code]) => [field, [{ code }]])));
  }
  const today = hotelToday(hotel.timezone, deps.now());
  const { row, issue } = await deps.db.transaction().execute(async (trx) => {
    const row = await findOwnReservation(trx, hotel, number, query, true);
    const availability = receiptAvailability(receiptFacts(row), today);
    if (!availability.available) {
      throw new DomainError(ERROR_CODES.downloadNotFound, availability.reason, {
        ...(availability.available_from ? { values: { date: formatDate(availability.available_from, locale) } } : {}),
        meta: { available_from: availability.available_from },
      });
    }
    const name = query.receipt_title?.trim() || null;
    const companyNumber = locale === 'zh_Hant' ? (query.receipt_unicode?.trim() ?? null) : null;
    return { row, issue: await recordReceiptIssue(trx, row.id, name, companyNumber) };
  });
  const [rooms, lines, extraRates, roomFees] = await Promise.all([
    listReservationRooms(deps.db, row.id),
    loadReservationLines(deps.db, hotel, row.id, locale),
    listExtraPriceRates(deps.db, row.id),
    cancelledRoomFees(deps.db, row.id),
  ]);
  const roomsTotal = rooms.reduce((sum, room) => sum + room.total_price, 0);
  const discount = lines.discounts.reduce((sum, line) => sum + line.amount, 0);
  const amount = receiptAmount(row);
  const bytes = await renderReceiptOffThread({
    locale,
    number: receiptNumber(row.reservation_number, issue),
    reissues: reissueCount(issue),
    issuedOn: today,
    recipient: query.receipt_title?.trim() || displayName(locale, { first_name: row.first_name, last_name: row.last_name }),
    companyNumber: locale === 'zh_Hant' ? (query.receipt_unicode?.trim() ?? null) : null,
    currency: row.currency as CurrencyCode,
    amount,
    reservationNumber: row.reservation_number,
    hotel: { name: localizedText(hotel.names, locale, hotel.locale), address: localizedText(hotel.addresses, locale, hotel.locale), phone: hotel.phone },
    invoice:
      hotel.invoice_registration_number && hotel.invoice_issuer_name
        ? { issuerName: hotel.invoice_issuer_name, registrationNumber: hotel.invoice_registration_number }
        : null,
    checkin: row.checkin_date,
    checkout: row.checkout_date,
    nights: nightCount(row.checkin_date, row.checkout_date),
    rooms: rooms.map((room) => ({
      label: `${localizedText(room.room_type_names, locale, hotel.locale)} / ${localizedText(room.room_plan_names, locale, hotel.locale)}`,
      price: room.total_price,
    })),
    extras: lines.extras.reduce((sum, line) => sum + line.price, 0),
    discount,
    promotion: row.promotion_discount_amount,
    total: row.total_price,
    taxes: taxesByRate({
      rooms: { total: roomsTotal, rateBp: hotel.tax_rate_bp, discounts: lines.discounts.map((line) => line.amount) },
      extras: extraRates,
      promotion: row.promotion_discount_amount,
    }),
    // kept from the card when a room was cancelled on its own: part of the amount received, not of the stay's total
    cancellationFees: roomFees,
    paidByCard: row.paid_amount,
    refunded: row.refunded_amount,
    dueAtHotel: row.total_price - (row.deposit_amount ?? 0),
  });
  return { filename: `receipt-${receiptNumber(row.reservation_number, issue)}.pdf`, bytes };
}
