import type { ReservationDiscountLine } from '../../shared/api/coupons.ts';
import type { Locale } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { findCoupon, listDiscountLines, releaseRedemptions, takeCouponUse, type CouponRow } from '../db/repositories/coupons-repository.ts';
import type { Names } from '../db/schema.ts';
import { hotelToday } from '../domain/dates.ts';
import { applyCoupon, CouponNotAllowedError, couponUsedUp, couponWindowProblem, type CouponRoom, type DiscountLine } from '../domain/coupons.ts';
import { splitTax } from '../domain/pricing.ts';
import { localizedText, type HotelLocale } from '../domain/localized-text.ts';
import { DomainError } from '../domain/errors.ts';

/** A coupon discount line ready to store: the rule's line with the coupon, its names and the tax part. */
export type CouponLine = DiscountLine & { couponId: string; names: Names; tax: number };

/** The catalogue code of each reason a coupon is refused for. */
const FAILURES = {
  coupon_invalid: ERROR_CODES.couponInvalid,
  coupon_not_yet_valid: ERROR_CODES.couponInvalid,
  coupon_expired: ERROR_CODES.couponInvalid,
  coupon_amount_not_allowed: ERROR_CODES.couponInvalid,
  coupon_limit_reached: ERROR_CODES.couponLimitReached,
  coupon_not_applicable: ERROR_CODES.promotionNotApplicable,
} as const;

/** The refusal of a coupon that cannot be used, with the reason in details.base (spec 1 §5 messages). */
export function couponFailure(reason: keyof typeof FAILURES): DomainError {
  return new DomainError(FAILURES[reason], reason);
}

/** Settings percentage_coupon_discount_only (spec 1 §3): amount coupons are refused. */
export function percentageCouponsOnly(hotel: HotelRow): boolean {
  return (hotel.settings as { percentage_coupon_discount_only?: boolean }).percentage_coupon_discount_only === true;
}

/**
 * The hotel's coupon with this code if it may be used at `now` (booking date, hotel time);
 * otherwise throws 1500 (invalid, not yet valid, expired, amount not allowed) or 1501 (used up).
 * Coupons are refused altogether while the hotel's coupon_active setting is off.
 */
export async function findUsableCoupon(db: Db, hotel: HotelRow, code: string, now: Date): Promise<CouponRow> {
  const coupon = hotel.settings.coupon_active ? await findCoupon(db, hotel.id, code) : undefined;
  if (!coupon) throw couponFailure(ERROR_REASONS.couponInvalid);
  const problem = couponWindowProblem(coupon, hotelToday(hotel.timezone, now));
  if (problem) throw couponFailure(problem);
  if (coupon.discount_type === 'amount' && percentageCouponsOnly(hotel)) throw couponFailure(ERROR_REASONS.couponAmountNotAllowed);
  if (couponUsedUp(coupon)) throw couponFailure(ERROR_REASONS.couponLimitReached);
  return coupon;
}

/** A coupon applied to the rooms being booked: its discount lines, their total and the coupon. */
export type AppliedCoupon = { lines: CouponLine[]; total: number; couponId: string };

/**
 * Spec 1 §5: applies a coupon to the rooms being booked, before the booking's transaction.
 * Throws 1500 or 1501 as findUsableCoupon does, and 2001 when it discounts none of the rooms.
 * takeCoupon takes the use in the transaction; store the lines with discountRows.
 */
export async function applyBookedCoupon(db: Db, hotel: HotelRow, input: { code: string; now: Date; rooms: CouponRoom[] }): Promise<AppliedCoupon> {
  const coupon = await findUsableCoupon(db, hotel, input.code, input.now);
  let discount: ReturnType<typeof applyCoupon>;
  try {
    discount = applyCoupon(coupon, input.rooms, { percentageOnly: percentageCouponsOnly(hotel) });
  } catch (error) {
    if (error instanceof CouponNotAllowedError) throw couponFailure(ERROR_REASONS.couponAmountNotAllowed);
    throw error;
  }
  if (discount.total === 0) throw couponFailure(ERROR_REASONS.couponNotApplicable);
  return applied(hotel, coupon, discount);
}

/** A coupon's discount as lines to store, each with its tax part. */
function applied(hotel: HotelRow, coupon: CouponRow, discount: ReturnType<typeof applyCoupon>): AppliedCoupon {
  const lines = discount.lines.map((line) => ({ ...line, couponId: coupon.id, names: coupon.names, tax: splitTax(line.amount, hotel.tax_rate_bp).tax }));
  return { lines, total: discount.total, couponId: coupon.id };
}

/**
 * Takes one use of an applied coupon inside the booking's transaction; 1501 when the last use
 * went to a concurrent booking (the conditional update never lets used_count pass usage_limit).
 */
export async function takeCoupon(trx: Db, coupon: AppliedCoupon): Promise<void> {
  if (!(await takeCouponUse(trx, coupon.couponId))) throw couponFailure(ERROR_REASONS.couponLimitReached);
}

/** A reservation's discount lines (one coupon) as the API shows them, by room and night, named in the locale. */
export function discountView(lines: readonly CouponLine[], locale: Locale, hotelLocale: HotelLocale): ReservationDiscountLine[] {
  return lines
    .map((line) => ({
      kind: line.kind,
      code: line.code,
      name: localizedText(line.names, locale, hotelLocale),
      room_index: line.roomIndex,
      date: line.date,
      amount: line.amount,
      tax: line.tax,
    }))
    .sort((a, b) => a.room_index - b.room_index || a.date.localeCompare(b.date));
}

/** The rows that store a reservation's discount lines and record its coupon use (for releaseCoupon). */
export function discountRows(reservationId: string, coupon: AppliedCoupon | null) {
  const lines = coupon?.lines ?? [];
  return {
    discounts: lines.map((line) => ({
      reservation_id: reservationId,
      kind: line.kind,
      code: line.code,
      names: JSON.stringify(line.names),
      room_index: line.roomIndex,
      stay_date: line.date,
      amount: line.amount,
      tax: line.tax,
    })),
    redemptions: coupon ? [{ coupon_id: coupon.couponId, reservation_id: reservationId }] : [],
  };
}

/** A reservation's discount lines as the API shows them, named in the locale. */
export async function listReservationDiscounts(db: Db, reservationId: string, locale: Locale, hotelLocale: HotelLocale): Promise<ReservationDiscountLine[]> {
  return (await listDiscountLines(db, reservationId)).map((row) => ({
    kind: row.kind,
    code: row.code,
    name: localizedText(row.names, locale, hotelLocale),
    room_index: row.room_index,
    date: row.stay_date,
    amount: row.amount,
    tax: row.tax,
  }));
}

/** On cancellation: gives the reservation's coupon use back (once, however often it is called). */
export async function releaseCoupon(trx: Db, reservationId: string): Promise<void> {
  await releaseRedemptions(trx, reservationId);
}

/**
 * A change of a reservation (spec 1 §4): its coupon applied again to the new stay, or null when
 * it no longer applies (no longer active or valid today, coupons turned off, or no night of the
 * new stay it discounts). The reservation already holds one of its uses, so its usage limit is
 * not counted again.
 */
export async function reapplyCoupon(db: Db, hotel: HotelRow, input: { code: string; now: Date; rooms: CouponRoom[] }): Promise<AppliedCoupon | null> {
  const coupon = hotel.settings.coupon_active ? await findCoupon(db, hotel.id, input.code) : undefined;
  if (!coupon || couponWindowProblem(coupon, hotelToday(hotel.timezone, input.now))) return null;
  let discount: ReturnType<typeof applyCoupon>;
  try {
    discount = applyCoupon(coupon, input.rooms, { percentageOnly: percentageCouponsOnly(hotel) });
  } catch (error) {
    if (error instanceof CouponNotAllowedError) return null;
    throw error;
  }
  return discount.total === 0 ? null : applied(hotel, coupon, discount);
}
