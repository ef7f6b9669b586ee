import type { Hono } from 'hono';
import { checkCoupon, checkPromoCode, type Coupon } from '../../shared/api/coupons.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { hotelPlansOfRoomPlans, type CouponRow } from '../db/repositories/coupons-repository.ts';
import { findValidPromoCode } from '../db/repositories/promotions-repository.ts';
import { couponTargets } from '../domain/coupons.ts';
import { hotelToday } from '../domain/dates.ts';
import { ApiFailure } from '../http/failure.ts';
import { TITLES } from '../http/messages.ts';
import { type Limit, limitAttempts } from '../http/rate-limit.ts';
import { mountCall } from '../http/mount-call.ts';
import { couponFailure, findUsableCoupon } from '../use-cases/redeem-coupon.ts';
import { localizedText } from '../domain/localized-text.ts';
import { requireHotel } from './hotel-access.ts';
import { assertStay } from '../use-cases/stay-and-rooms.ts';

/** Code checks per address per window: enough for any guest, too few to guess codes. */
const CODE_CHECKS: Limit = { kind: 'code-check', attempts: 60, windowMs: 15 * 60 * 1000 };

function couponView(coupon: CouponRow, name: string, roomPlanCodes: string[]): Coupon {
  return {
    code: coupon.code,
    name,
    discount_type: coupon.discount_type,
    value: coupon.value,
    max_discounted_nights: coupon.max_discounted_nights,
    valid_until: coupon.valid_until,
    hotel_plan_codes: coupon.hotel_plan_codes,
    room_plan_codes: roomPlanCodes,
  };
}

/** GET /hotels/:code/coupons/:coupon_code and /promo_codes/:promo_code (spec 1 §5, §2 promo_code). */
export function mountCoupons(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, checkCoupon, async ({ params, query, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    assertStay(deps, hotel, query.checkin_date, query.checkout_date);
    await limitAttempts(deps, c, CODE_CHECKS);
    const coupon = await findUsableCoupon(deps.db, hotel, params.coupon_code, deps.now());
    const asked = query.room_plan_codes ?? [];
    const plans = await hotelPlansOfRoomPlans(deps.db, hotel.id, asked);
    const applicable = plans.filter((plan) => couponTargets(coupon, plan.hotel_plan_code)).map((plan) => plan.room_plan_code);
    // the room plans chosen must include one the coupon discounts
    if (asked.length > 0 && applicable.length === 0) throw couponFailure(ERROR_REASONS.couponNotApplicable);
    return couponView(
      coupon,
      localizedText(coupon.names, locale, hotel.locale),
      asked.filter((code) => applicable.includes(code)),
    );
  });

  mountCall(app, deps, checkPromoCode, async ({ params, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    await limitAttempts(deps, c, CODE_CHECKS);
    const promo = await findValidPromoCode(deps.db, hotel.id, params.promo_code, hotelToday(hotel.timezone, deps.now()));
    if (!promo) {
      throw new ApiFailure(422, ERROR_CODES.invalid, TITLES.promoCodeInvalid, [{ code: ERROR_REASONS.promoCodeInvalid, message: TITLES.promoCodeInvalid }]);
    }
    return { code: promo.code, valid_until: promo.valid_until };
  });
}
