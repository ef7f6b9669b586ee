import { OPEN_WIDGET_PARAM } from '../../shared/protocol/deep-link.ts';
import type { Locale } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { enqueueMail } from '../db/repositories/outbox-repository.ts';
import type { ReservationRow } from '../db/repositories/reservations-repository.ts';
import { hotelToday, shiftDate } from '../domain/dates.ts';
import { receiptAvailability } from '../domain/receipts.ts';
import { receiptNoticeMail } from '../mail/templates.ts';
import { receiptFacts } from './receipt-status.ts';
import { reservationAnswer } from './reservation-view.ts';
import { startSweeper } from './sweeper.ts';

/** Card methods whose money the gateway takes online: their stays get a receipt from us (spec 1 §4). */
const PAID_ONLINE = ['credit_card', 'credit_card_deposit'] as const;

/**
 * The link in the notice: the reservation on the hotel's page, opened by its number and the
 * guest's e-mail as a lookup is (the bypass token is kept only as a hash, so a later e-mail
 * cannot carry it).
 */
function receiptLink(deps: AppDeps, hotel: HotelRow, row: ReservationRow): string {
  const url = new URL(hotel.url, deps.publicUrl);
  const query = new URLSearchParams({ code: hotel.code, email: row.email, locale: row.locale });
  url.searchParams.set(OPEN_WIDGET_PARAM, `/reservation/confirmation/${row.reservation_number}?${query}`);
  return url.toString();
}

/** Stays paid online that may have reached check-out somewhere (the earliest zone is a day ahead of UTC) and were not told yet. */
function candidates(db: Db, now: Date) {
  const latest = shiftDate(now.toISOString().slice(0, 10), 1);
  return db
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .selectAll('r')
    .select('h.code as hotel_code')
    .where('r.status', '=', 'done')
    .where('r.payment_type', 'in', PAID_ONLINE)
    .where('r.receipt_notice_sent_at', 'is', null)
    .where('r.checkout_date', '<=', latest)
    .whereRef('r.paid_amount', '>', 'r.refunded_amount')
    .orderBy('r.checkout_date')
    .limit(200)
    .execute();
}

/**
 * Spec 1 §4 and issue 15: once a stay paid online reaches its check-out date at its hotel, its
 * guest is told by e-mail, in the reservation's language, that the receipt can be downloaded.
 * Each reservation is claimed before its mail is queued, in one transaction, so two servers (or
 * two runs) never send it twice. Returns how many notices were queued.
 */
export async function sendReceiptNotices(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const hotels = new Map<string, HotelRow>();
  let sent = 0;
  for (const row of await candidates(deps.db, now)) {
    const hotel = hotels.get(row.hotel_id) ?? (await deps.db.selectFrom('hotels').selectAll().where('id', '=', row.hotel_id).executeTakeFirstOrThrow());
    hotels.set(row.hotel_id, hotel);
    if (!receiptAvailability(receiptFacts(row), hotelToday(hotel.timezone, now)).available) continue;
    const locale = row.locale as Locale;
    const view = await reservationAnswer(deps, hotel, row, locale);
    const mail = receiptNoticeMail(view, locale, receiptLink(deps, hotel, row));
    const queued = await deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('reservations')
        .set({ receipt_notice_sent_at: now })
        .where('id', '=', row.id)
        .where('receipt_notice_sent_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      await enqueueMail(trx, { kind: 'receipt_available', recipient: row.email, ...mail, reservationId: row.id });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** Sends the receipt notices now and every `intervalMs` (hourly) while the server runs. */
export function startReceiptNotices(deps: AppDeps, intervalMs = 3600_000): () => void {
  return startSweeper('Sending receipt notices', () => sendReceiptNotices(deps), intervalMs);
}
