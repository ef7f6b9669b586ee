import type { Coupon } from '../../../shared/api/coupons.ts';

/** A coupon as checkCoupon answers it: 10% off the first two nights of every plan. */
export const WINTER: Coupon = {
  code: 'WINTER10',
  name: 'Winter 10% off',
  discount_type: 'percentage',
  value: 10,
  max_discounted_nights: 2,
  valid_until: '2030-12-31',
  hotel_plan_codes: [],
  room_plan_codes: ['DBL-BB'],
};
