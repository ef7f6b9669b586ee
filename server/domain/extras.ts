import type { Extra, ExtraType, ExtraUnit, ReservationExtraInput, ReservationExtraLine } from '../../shared/api/extras.ts';
import type { Locale } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS, type ErrorCode } from '../../shared/errors.ts';
import type { Names } from '../db/schema.ts';
import { localizedText, type HotelLocale } from './localized-text.ts';
import { hotelInstant, hotelToday, shiftDate, stayNights, type IsoDate } from './dates.ts';
import { splitTax } from './pricing.ts';

/** One night a dated extra is sold on: its unit price (tax included) and stock. */
export type ExtraNight = { date: IsoDate; price: number; stock_total: number | null; stock_sold: number };

/** An extra of the hotel's catalogue, as the rules need it. */
export type CatalogueExtra = {
  id: string;
  names: Names;
  descriptions: Names;
  extra_type: ExtraType;
  unit: ExtraUnit;
  min_quantity: number;
  max_quantity: number;
  /** Generic: the unit price, tax included. */
  price: number | null;
  tax_rate_bp: number;
  deadline_days_before: number | null;
  deadline_hour: number | null;
  active: boolean;
  sale_starts_on: IsoDate | null;
  sale_ends_on: IsoDate | null;
  /** Generic: stock over all stays (null: no limit). */
  stock_total: number | null;
  stock_sold: number;
  /** Dated: the nights it is sold on (at least those of the stay asked about). */
  dates: readonly ExtraNight[];
  /** Room plan codes of the hotel whose plan includes the extra at no charge. */
  inclusive_room_plan_codes: readonly string[];
};

/** The stay and the moment the extras are offered or booked for. */
export type ExtrasContext = {
  checkin: IsoDate;
  checkout: IsoDate;
  /** The room plan of each booked room (a plan booked twice appears twice). */
  roomPlanCodes: readonly string[];
  timezone: string;
  now: Date;
  locale: Locale;
  /** The hotel's default language, its texts' fallback (localizedText). */
  hotelLocale: HotelLocale;
};

/** Units left, or null for no limit. */
function left(stock: { stock_total: number | null; stock_sold: number }): number | null {
  return stock.stock_total === null ? null : Math.max(0, stock.stock_total - stock.stock_sold);
}

/** Whether the hotel still sells the extra today (hotel time): active and inside its sale window. */
export function onSale(extra: CatalogueExtra, today: IsoDate): boolean {
  return extra.active && (extra.sale_starts_on === null || extra.sale_starts_on <= today) && (extra.sale_ends_on === null || today <= extra.sale_ends_on);
}

/**
 * When booking the extra closes: deadline_hour o'clock, hotel time, deadline_days_before days
 * before `anchor` (the check-in date for a generic extra, the night for a dated one). Null: never.
 */
export function extraDeadline(extra: Pick<CatalogueExtra, 'deadline_days_before' | 'deadline_hour'>, anchor: IsoDate, timezone: string): Date | null {
  if (extra.deadline_days_before === null || extra.deadline_hour === null) return null;
  return hotelInstant(shiftDate(anchor, -extra.deadline_days_before), extra.deadline_hour, timezone);
}

/**
 * The price of `quantity` units. The tax is split off one unit and multiplied, so the price
 * without tax the widget shows (unit × quantity) is the one stored.
 */
export function extraLinePrice(unitPrice: number, quantity: number, taxRateBp: number): { price: number; price_without_tax: number; tax: number } {
  const unitWithoutTax = splitTax(unitPrice, taxRateBp).withoutTax;
  const price = unitPrice * quantity;
  return { price, price_without_tax: unitWithoutTax * quantity, tax: price - unitWithoutTax * quantity };
}

/** Totals of a reservation's extra lines (inclusive lines count 0). */
export function extrasTotals(lines: readonly ReservationExtraLine[]): { total: number; total_without_tax: number; tax: number } {
  return lines.reduce(
    (sum, line) => ({
      total: sum.total + line.price,
      total_without_tax: sum.total_without_tax + line.price_without_tax,
      tax: sum.tax + line.tax,
    }),
    { total: 0, total_without_tax: 0, tax: 0 },
  );
}

/** How many of the booked rooms have a plan that includes the extra. */
function includedRooms(extra: CatalogueExtra, roomPlanCodes: readonly string[]): number {
  return roomPlanCodes.filter((code) => extra.inclusive_room_plan_codes.includes(code)).length;
}

/**
 * Spec 2 §7.3: the extras offered for a stay, each priced for the nights it is sold on, with
 * what is left and whether it can still be booked. Extras no longer on sale are left out, and
 * so are dated extras sold on none of the stay's nights.
 */
export function offerExtras(
  catalogue: readonly CatalogueExtra[],
  ctx: Omit<ExtrasContext, 'roomPlanCodes'> & { roomPlanCodes?: readonly string[] | undefined },
): Extra[] {
  const today = hotelToday(ctx.timezone, ctx.now);
  const nights = stayNights(ctx.checkin, ctx.checkout);
  const open = (deadline: Date | null) => deadline === null || ctx.now < deadline;
  const offers: Extra[] = [];
  for (const extra of catalogue) {
    if (!onSale(extra, today)) continue;
    const inclusive = ctx.roomPlanCodes
      ? extra.inclusive_room_plan_codes.filter((code) => ctx.roomPlanCodes!.includes(code))
      : [...extra.inclusive_room_plan_codes];
    const common = {
      extra_id: extra.id,
      name: localizedText(extra.names, ctx.locale, ctx.hotelLocale),
      description: localizedText(extra.descriptions, ctx.locale, ctx.hotelLocale),
      extra_type: extra.extra_type,
      unit: extra.unit,
      min_quantity: extra.min_quantity,
      max_quantity: extra.max_quantity,
      inclusive_room_plan_codes: inclusive,
    };
    if (extra.extra_type === 'generic') {
      const deadline = extraDeadline(extra, ctx.checkin, ctx.timezone);
      const stock = left(extra);
      offers.push({
        ...common,
        price: extra.price ?? 0,
        price_without_tax: splitTax(extra.price ?? 0, extra.tax_rate_bp).withoutTax,
        prices: [],
        booking_available_dates: [],
        booking_deadline: deadline?.toISOString() ?? null,
        inventory: stock,
        bookable: open(deadline) && (stock === null || stock >= extra.min_quantity),
      });
      continue;
    }
    const sold = extra.dates.filter((night) => nights.includes(night.date)).sort((a, b) => a.date.localeCompare(b.date));
    if (sold.length === 0) continue;
    const available = sold.filter((night) => {
      const stock = left(night);
      return open(extraDeadline(extra, night.date, ctx.timezone)) && (stock === null || stock >= extra.min_quantity);
    });
    offers.push({
      ...common,
      price: null,
      price_without_tax: null,
      prices: sold.map((night) => ({
        date: night.date,
        price: night.price,
        price_without_tax: splitTax(night.price, extra.tax_rate_bp).withoutTax,
        inventory: left(night),
      })),
      booking_available_dates: available.map((night) => night.date),
      booking_deadline: null,
      inventory: null,
      bookable: available.length > 0,
    });
  }
  return offers;
}

/**
 * Why the extras asked for cannot be booked (spec 2 §8.2): the catalogue code and reason, the
 * line at fault (its index in the request; null: the whole), the values its sentence needs, the
 * sums of money among them (`amounts`, written out by whoever speaks to the guest) and the facts
 * for the client (`meta`).
 */
export type ExtrasRefusal = {
  ok: false;
  code: ErrorCode;
  reason: string;
  index: number | null;
  values: Record<string, unknown>;
  amounts?: Record<string, number>;
  meta?: Record<string, unknown>;
};

function refuse(code: ErrorCode, reason: string, index: number | null, values: Record<string, unknown> = {}, meta?: Record<string, unknown>): ExtrasRefusal {
  return { ok: false, code, reason, index, values, ...(meta ? { meta } : {}) };
}

/** One requested extra after merging repeats of the same extra and night. */
type Wanted = { index: number; extraId: string; date: IsoDate | null; quantity: number };

function merge(requested: readonly ReservationExtraInput[]): Wanted[] {
  const byKey = new Map<string, Wanted>();
  requested.forEach((item, index) => {
    if (item.quantity === 0) return;
    const key = `${item.extra_id}|${item.date ?? ''}`;
    const seen = byKey.get(key);
    if (seen) seen.quantity += item.quantity;
    else byKey.set(key, { index, extraId: item.extra_id, date: item.date ?? null, quantity: item.quantity });
  });
  return [...byKey.values()];
}

/**
 * Checks every extra the guest asked for against the hotel's catalogue and prices it (spec 1
 * §5, spec 2 §8.2), then adds the extras the booked plans include, at no charge. Refuses
 * (ExtrasRefusal) with 1100 unknown extra, 1106 no longer sold (or not that night), 1102 a night outside
 * the stay, a night for a generic extra or a quantity outside min..max, 1101 past its booking
 * deadline, 1104 not enough left, 1103 the total the guest saw differs from the lines' total.
 */
export function priceExtras(
  catalogue: readonly CatalogueExtra[],
  requested: readonly ReservationExtraInput[],
  ctx: ExtrasContext & { displayedTotal?: number | undefined },
): { ok: true; lines: ReservationExtraLine[] } | ExtrasRefusal {
  const byId = new Map(catalogue.map((extra) => [extra.id, extra]));
  const today = hotelToday(ctx.timezone, ctx.now);
  const nights = stayNights(ctx.checkin, ctx.checkout);
  const lines: ReservationExtraLine[] = [];

  for (const wanted of merge(requested)) {
    const extra = byId.get(wanted.extraId);
    if (!extra) return refuse(ERROR_CODES.extraInvalid, ERROR_REASONS.extraNotFound, wanted.index, {}, { extra_id: wanted.extraId });
    const name = localizedText(extra.names, ctx.locale, ctx.hotelLocale);
    const meta = { extra_id: extra.id, date: wanted.date };
    if (!onSale(extra, today)) return refuse(ERROR_CODES.extraNotSold, ERROR_REASONS.extraNotSold, wanted.index, { name }, meta);
    if (extra.extra_type === 'generic' && wanted.date !== null) {
      return refuse(ERROR_CODES.extraQuantityInvalid, ERROR_REASONS.extraDateNotAllowed, wanted.index, { name }, meta);
    }
    if (extra.extra_type === 'dated' && (wanted.date === null || !nights.includes(wanted.date))) {
      return refuse(ERROR_CODES.extraQuantityInvalid, ERROR_REASONS.extraDateInvalid, wanted.index, { name }, meta);
    }
    const night = wanted.date === null ? null : extra.dates.find((d) => d.date === wanted.date);
    if (night === undefined) return refuse(ERROR_CODES.extraNotSold, ERROR_REASONS.extraNotSold, wanted.index, { name }, meta);
    const deadline = extraDeadline(extra, wanted.date ?? ctx.checkin, ctx.timezone);
    if (deadline !== null && ctx.now >= deadline) {
      return refuse(ERROR_CODES.extraDeadlinePassed, ERROR_REASONS.extraDeadlinePassed, wanted.index, { name }, { ...meta, deadline: deadline.toISOString() });
    }
    if (wanted.quantity < extra.min_quantity || wanted.quantity > extra.max_quantity) {
      return refuse(
        ERROR_CODES.extraQuantityInvalid,
        ERROR_REASONS.extraQuantityInvalid,
        wanted.index,
        { name, min: extra.min_quantity, max: extra.max_quantity },
        meta,
      );
    }
    const stock = left(night ?? extra);
    if (stock !== null && wanted.quantity > stock) {
      return refuse(ERROR_CODES.extraStockShort, ERROR_REASONS.extraStockShort, wanted.index, { name, left: stock }, { ...meta, inventory: stock });
    }
    const unitPrice = night ? night.price : (extra.price ?? 0);
    lines.push({
      extra_id: extra.id,
      name,
      extra_type: extra.extra_type,
      unit: extra.unit,
      date: wanted.date,
      quantity: wanted.quantity,
      unit_price: unitPrice,
      ...extraLinePrice(unitPrice, wanted.quantity, extra.tax_rate_bp),
      inclusive: false,
    });
  }

  const total = extrasTotals(lines).total;
  if (ctx.displayedTotal !== undefined && ctx.displayedTotal !== total) {
    return {
      ...refuse(ERROR_CODES.extraTotalInvalid, ERROR_REASONS.extraTotalChanged, null, {}, { extras_total: total, displayed_extras_total: ctx.displayedTotal }),
      amounts: { total },
    };
  }

  // spec 1 §3 inclusive_extra_ids: a plan's own extras come with it, one a room (a night for dated ones)
  for (const extra of catalogue) {
    const rooms = includedRooms(extra, ctx.roomPlanCodes);
    if (rooms === 0 || !onSale(extra, today)) continue;
    const name = localizedText(extra.names, ctx.locale, ctx.hotelLocale);
    for (const date of extra.extra_type === 'dated' ? nights : [null]) {
      lines.push({
        extra_id: extra.id,
        name,
        extra_type: extra.extra_type,
        unit: extra.unit,
        date,
        quantity: rooms,
        unit_price: 0,
        price: 0,
        price_without_tax: 0,
        tax: 0,
        inclusive: true,
      });
    }
  }
  return { ok: true, lines };
}
