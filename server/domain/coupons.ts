import type { CouponDiscountLine, CouponRoom, CouponTerms } from '../../shared/coupon-discount.ts';
import type { IsoDate } from './dates.ts';

/** The coupon rule itself is shared with the widget, so its preview and the booking agree. */
export { applyCoupon, CouponNotAllowedError } from '../../shared/coupon-discount.ts';
export type { CouponDiscountLine, CouponRoom, CouponTerms };
/** One discount line: one room, one night. */
export type DiscountLine = CouponDiscountLine;

/** What makes a stored coupon unusable on a booking date, or null when it may be used. */
export type CouponWindowProblem = 'coupon_invalid' | 'coupon_not_yet_valid' | 'coupon_expired';

/**
 * Whether a coupon may be used on `today` (the booking date, hotel time). Validity is the
 * booking date, both ends inclusive, whatever the dates of the stay.
 */
export function couponWindowProblem(
  coupon: { active: boolean; valid_from: IsoDate | null; valid_until: IsoDate | null },
  today: IsoDate,
): CouponWindowProblem | null {
  if (!coupon.active) return 'coupon_invalid';
  if (coupon.valid_from !== null && today < coupon.valid_from) return 'coupon_not_yet_valid';
  if (coupon.valid_until !== null && today > coupon.valid_until) return 'coupon_expired';
  return null;
}

/** Whether every use of a coupon is taken (null limit: never). */
export function couponUsedUp(coupon: { usage_limit: number | null; used_count: number }): boolean {
  return coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit;
}

/** Whether a coupon discounts a hotel plan (no targets: every plan). */
export function couponTargets(coupon: Pick<CouponTerms, 'hotel_plan_codes'>, hotelPlanCode: string): boolean {
  return coupon.hotel_plan_codes.length === 0 || coupon.hotel_plan_codes.includes(hotelPlanCode);
}
