import * as v from 'valibot';
import { dataOf, HotelCodeSchema, IsoDateSchema, MoneySchema, QueryCodeListSchema } from './common.ts';
import { defineCall } from './define.ts';

/** A coupon or promo code as a guest types it: letters, digits, - and _; matched without case. */
export const CouponCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'coupon_code_invalid'));

/** Spec 1 §3 "Coupon": a coupon the guest may apply to this stay. */
export const CouponSchema = v.object({
  /** The code as the hotel wrote it. */
  code: v.string(),
  name: v.string(),
  discount_type: v.picklist(['percentage', 'amount']),
  /** A percentage (1 to 100), or an amount off the reservation in the hotel currency's minor units. */
  value: v.number(),
  /** Spec 1 §5: only the first n nights of each room are discounted; null: every night. */
  max_discounted_nights: v.nullable(v.number()),
  /** The last booking date the coupon is accepted on (hotel time); null: no end. */
  valid_until: v.nullable(IsoDateSchema),
  /** Hotel plans the coupon discounts; empty: every plan. */
  hotel_plan_codes: v.array(v.string()),
  /** Of the room plans asked about, the ones the coupon discounts. */
  room_plan_codes: v.array(v.string()),
});
/** A coupon the guest may apply. */
export type Coupon = v.InferOutput<typeof CouponSchema>;

/**
 * Spec 1 §5: checks a coupon code for a stay and, optionally, the room plans chosen. Fails with
 * 1500 (reasons coupon_invalid, coupon_not_yet_valid, coupon_expired, coupon_amount_not_allowed),
 * 1501 (coupon_limit_reached) or 2001 (coupon_not_applicable: none of the room plans qualifies).
 */
export const checkCoupon = defineCall({
  name: 'checkCoupon',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/coupons/:coupon_code',
  summary: 'Check a coupon code for a stay',
  session: true,
  params: v.object({ code: HotelCodeSchema, coupon_code: CouponCodeSchema }),
  query: v.object({
    checkin_date: IsoDateSchema,
    checkout_date: IsoDateSchema,
    room_plan_codes: v.optional(QueryCodeListSchema),
  }),
  answer: dataOf(CouponSchema),
  status: 200,
});

/** A promo code that unlocks secret rates (search parameter promo_code, mode secret). */
export const PromoCodeSchema = v.object({
  code: v.string(),
  /** The last booking date the code works on (hotel time); null: no end. */
  valid_until: v.nullable(IsoDateSchema),
});
/** A valid promo code. */
export type PromoCode = v.InferOutput<typeof PromoCodeSchema>;

/** Checks a promo code before searching with it. Fails with 1000 and reason promo_code_invalid. */
export const checkPromoCode = defineCall({
  name: 'checkPromoCode',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/promo_codes/:promo_code',
  summary: 'Check a promo code for secret rates',
  session: true,
  params: v.object({ code: HotelCodeSchema, promo_code: CouponCodeSchema }),
  answer: dataOf(PromoCodeSchema),
  status: 200,
});

/** One discount line of a reservation: one room, one night (spec 1 §3 "Discount kinds"). */
export const ReservationDiscountLineSchema = v.object({
  kind: v.picklist(['coupon', 'payment', 'all_users', 'creansmaerd']),
  /** The coupon code that gave the discount. */
  code: v.string(),
  name: v.string(),
  /** Position of the room in the reservation's rooms, from 0. */
  room_index: v.number(),
  /** The night discounted. */
  date: IsoDateSchema,
  /** Taken off the price, tax included, in minor units. */
  amount: MoneySchema,
  /** The part of the amount that was tax. */
  tax: MoneySchema,
});
/** One discount line of a reservation. */
export type ReservationDiscountLine = v.InferOutput<typeof ReservationDiscountLineSchema>;
