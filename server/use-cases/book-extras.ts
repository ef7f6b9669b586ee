import type { Extra, ReservationExtraInput, ReservationExtraLine } from '../../shared/api/extras.ts';
import type { CurrencyCode, Locale } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { findReservationExtras, loadExtrasCatalogue, markExtrasReleased, releaseExtraStock, takeExtraStock } from '../db/repositories/extras-repository.ts';
import { offerExtras, priceExtras, type ExtrasRefusal } from '../domain/extras.ts';
import { DomainError } from '../domain/errors.ts';
import { localizedText, type HotelLocale } from '../domain/localized-text.ts';
import { formatMoney } from '../mail/format.ts';
import type { Names } from '../db/schema.ts';

/** What pricing and taking a booking's extras needs to know about the stay being booked. */
export type BookExtrasInput = {
  checkin: string;
  checkout: string;
  /** The room plan of each booked room (repeat a code for each room of that plan). */
  roomPlanCodes: string[];
  extras: ReservationExtraInput[];
  now: Date;
  locale: Locale;
  /** The extras total (tax included) the guest saw; when given and different: 1103. */
  displayedTotal?: number | undefined;
};

/** The domain error for refused extras, its sums of money written in the hotel's currency and the guest's language. */
export function refusedExtras(refusal: ExtrasRefusal, currency: CurrencyCode, locale: Locale): DomainError {
  const amounts = Object.entries(refusal.amounts ?? {}).map(([key, amount]) => [key, formatMoney(amount, currency, locale)]);
  const values = { ...refusal.values, ...Object.fromEntries(amounts) };
  const fields = refusal.index === null ? {} : { [`extras.${refusal.index}`]: [{ code: refusal.reason, values }] };
  return new DomainError(refusal.code, refusal.reason, { fields, values, ...(refusal.meta ? { meta: refusal.meta } : {}) });
}

/** The extras of a booking, checked and priced: the lines to store and each extra's names as they are now. */
export type PricedExtras = { lines: ReservationExtraLine[]; names: Map<string, Names> };

/**
 * Before the reservation's transaction: checks and prices the extras asked for (see
 * priceExtras) against the catalogue as it is now, and adds the booked plans' inclusive
 * extras. Nothing is locked or taken: takeBookedExtras takes the stock in the transaction.
 */
export async function priceBookedExtras(db: Db, hotel: HotelRow, input: BookExtrasInput): Promise<PricedExtras> {
  const catalogue = await loadExtrasCatalogue(db, hotel.id, input.checkin, input.checkout);
  const priced = priceExtras(catalogue, input.extras, {
    checkin: input.checkin,
    checkout: input.checkout,
    roomPlanCodes: input.roomPlanCodes,
    timezone: hotel.timezone,
    now: input.now,
    locale: input.locale,
    hotelLocale: hotel.locale,
    displayedTotal: input.displayedTotal,
  });
  if (!priced.ok) throw refusedExtras(priced, hotel.currency as CurrencyCode, input.locale);
  return { lines: priced.lines, names: new Map(catalogue.map((extra) => [extra.id, extra.names])) };
}

/**
 * Inside the reservation's transaction: takes the stock of every charged line with a
 * conditional update, so an extra is never sold beyond its stock under any concurrency (1104
 * when it runs out; the caller's transaction then rolls back). The plan's stock governs
 * inclusive extras.
 */
export async function takeBookedExtras(trx: Db, hotel: HotelRow, lines: readonly ReservationExtraLine[], input: BookExtrasInput): Promise<void> {
  // charged lines take theirs in one order for every booking
  const charged = lines.filter((line) => !line.inclusive).sort((a, b) => a.extra_id.localeCompare(b.extra_id) || (a.date ?? '').localeCompare(b.date ?? ''));
  for (const line of charged) {
    if (!(await takeExtraStock(trx, line.extra_id, line.date, line.quantity))) {
      const index = input.extras.findIndex((item) => item.extra_id === line.extra_id && (item.date ?? null) === line.date);
      throw refusedExtras(
        {
          ok: false,
          code: ERROR_CODES.extraStockShort,
          reason: ERROR_REASONS.extraStockShort,
          index,
          values: { name: line.name, left: 0 },
          meta: { extra_id: line.extra_id, date: line.date, inventory: 0 },
        },
        hotel.currency as CurrencyCode,
        input.locale,
      );
    }
  }
}

/** A reservation's extra lines as the guest sees them, named in `locale` (else the hotel's language). */
export async function listReservationExtras(db: Db, reservationId: string, locale: Locale, hotelLocale: HotelLocale): Promise<ReservationExtraLine[]> {
  return (await findReservationExtras(db, reservationId)).map((row) => extraLineOf(row, locale, hotelLocale));
}

/** One stored extra line as the guest sees it, named in `locale` (else the hotel's language). */
export function extraLineOf(row: Awaited<ReturnType<typeof findReservationExtras>>[number], locale: Locale, hotelLocale: HotelLocale): ReservationExtraLine {
  return {
    extra_id: row.extra_id,
    name: localizedText(row.names, locale, hotelLocale),
    extra_type: row.extra_type,
    unit: row.unit,
    date: row.service_date,
    quantity: row.quantity,
    unit_price: row.unit_price,
    price: row.price,
    price_without_tax: row.price_without_tax,
    tax: row.tax,
    inclusive: row.inclusive,
  };
}

/** On cancellation (same transaction): gives the stock of the reservation's charged extras back, once. */
export async function releaseExtras(trx: Db, reservationId: string): Promise<void> {
  const lines = (await markExtrasReleased(trx, reservationId)).sort(
    (a, b) => a.extra_id.localeCompare(b.extra_id) || (a.service_date ?? '').localeCompare(b.service_date ?? ''),
  );
  for (const line of lines) await releaseExtraStock(trx, line.extra_id, line.service_date, line.quantity);
}

/** Spec 2 §7.3: the extras offered for a stay (the list call; the room search may use it too). */
export async function extrasForStay(
  db: Db,
  hotel: HotelRow,
  stay: { checkin: string; checkout: string; roomPlanCodes?: string[] | undefined; now: Date; locale: Locale },
): Promise<Extra[]> {
  const catalogue = await loadExtrasCatalogue(db, hotel.id, stay.checkin, stay.checkout);
  return offerExtras(catalogue, { ...stay, timezone: hotel.timezone, hotelLocale: hotel.locale });
}

/**
 * Spec 1 §3 search answer `extra_inventories`: units left of each bookable extra for the stay;
 * a dated extra counts its scarcest bookable night. Null: no limit.
 */
export function extraInventories(extras: readonly Extra[]): Array<{ extra_id: string; inventory: number | null }> {
  return extras
    .filter((extra) => extra.bookable)
    .map((extra) => {
      if (extra.extra_type === 'generic') return { extra_id: extra.extra_id, inventory: extra.inventory };
      const limits = extra.prices
        .filter((p) => extra.booking_available_dates.includes(p.date))
        .map((p) => p.inventory)
        .filter((n): n is number => n !== null);
      return { extra_id: extra.extra_id, inventory: limits.length ? Math.min(...limits) : null };
    });
}
