/**
 * The error catalogue and envelope (spec 2 §8.2). The codes the widget checks are in
 * error-codes.ts, apart, so the widget's first screen carries none of the rest.
 */
import type { ErrorCode } from './error-codes.ts';

export { ERROR_CODES, type ErrorCode } from './error-codes.ts';

/** Every code of the catalogue (spec 2 §8.2), ranges spelled out. Each has a translated message. */
export const ERROR_CATALOGUE = [
  '1000',
  '1100',
  '1101',
  '1102',
  '1103',
  '1104',
  '1105',
  '1106',
  '1200',
  '1250',
  '1251',
  '1252',
  '1300',
  '1301',
  '1302',
  '1400',
  '1401',
  '1402',
  '1403',
  '1500',
  '1501',
  '1600',
  '1903',
  '2001',
  '2101',
  '2201',
  '2304',
  '2401',
  '3001',
  '3002',
  '3003',
  '3004',
  '3005',
  '3006',
  '3007',
  '3008',
  '3009',
  '3011',
  '3013',
  '3014',
  '3016',
  '3200',
  '3201',
  '3202',
  '3203',
  '3204',
  '3205',
  '3250',
  '3251',
  '3252',
  '3401',
  '3402',
  '3403',
  '3501',
  '3502',
  '3503',
  '3504',
  '3601',
  '3602',
  '3603',
  '3604',
  '3704',
  '3705',
  '3750',
  '3751',
  '3752',
  '3753',
  '3754',
  '3756',
  '3757',
  '3760',
  '3780',
  '3781',
  '3782',
  '3783',
  '4000',
] as const;

/** The error envelope. Field errors sit in `details[fieldPath]` beside `base`. */
export type ErrorEnvelope = {
  errors: Array<{
    title: string;
    status: number;
    code: ErrorCode | string;
    details: { base: Array<{ code: string; error: string }>; [field: string]: Array<{ code: string; error: string }> };
    meta?: Record<string, unknown>;
  }>;
};

/** Machine-readable reasons used in `details.base[].code`. */
export const ERROR_REASONS = {
  hotelNotFound: 'hotel_not_found',
  reservationNotFound: 'reservation_not_found',
  routeNotFound: 'route_not_found',
  malformedJson: 'malformed_json',
  cancelOnCheckinDay: 'cancel_on_checkin_day',
  alreadyCancelled: 'already_cancelled',
  stayPast: 'stay_past',
  feeChanged: 'cancellation_fee_changed',
  priceChanged: 'price_changed',
  planNotFound: 'plan_not_found',
  tooManyGuests: 'too_many_guests',
  datesInPast: 'dates_in_past',
  checkoutBeforeCheckin: 'checkout_not_after_checkin',
  stayTooLong: 'stay_too_long',
  idempotencyKeyReused: 'idempotency_key_reused',
  sessionMissing: 'client_session_missing',
  extraNotFound: 'extra_not_found',
  extraDeadlinePassed: 'extra_deadline_passed',
  extraQuantityInvalid: 'extra_quantity_invalid',
  extraDateInvalid: 'extra_date_invalid',
  extraDateNotAllowed: 'extra_date_not_allowed',
  extraTotalChanged: 'extra_total_changed',
  extraStockShort: 'extra_stock_short',
  extraNotSold: 'extra_not_sold',
  tooManyRooms: 'too_many_rooms',
  tooManyChildren: 'too_many_children',
  childAgeNotAccepted: 'child_age_not_accepted',
  sharedBedNotAccepted: 'shared_bed_not_accepted',
  saleLimitExceeded: 'sale_limit_exceeded',
  mixedCancellationPolicies: 'mixed_cancellation_policies',
  /** Spec 1 §5: a room's plan does not take the payment method chosen (one method for all rooms). */
  paymentTypeNotAllowed: 'payment_type_not_allowed',
  /** Rooms whose plans take different deposit percentages cannot be booked together. */
  depositPercentagesDiffer: 'deposit_percentages_differ',
  /** The reservation owes no card payment now (paid, switched to the hotel, or cancelled). */
  paymentNotPending: 'payment_not_pending',
  /** Spec 1 §4: the plans do not take payment at the hotel. */
  onSiteNotAllowed: 'on_site_not_allowed',
  /** Spec 2 §9.3: the card gateway is in planned maintenance. */
  paymentMaintenance: 'payment_maintenance',
  kidsNotAccepted: 'kids_not_accepted',
  couponInvalid: 'coupon_invalid',
  couponNotYetValid: 'coupon_not_yet_valid',
  couponExpired: 'coupon_expired',
  couponAmountNotAllowed: 'coupon_amount_not_allowed',
  couponLimitReached: 'coupon_limit_reached',
  couponNotApplicable: 'coupon_not_applicable',
  promoCodeInvalid: 'promo_code_invalid',
  /** A day-use search or booking whose check-out is not its check-in. */
  dayUseCheckout: 'day_use_checkout_not_checkin',
  /** Spec 1 §5: an undated search with different guests in its rooms. */
  undatedRoomsDiffer: 'undated_rooms_differ',
  /** A child without one of its tier's meal and bedding options (kids_type tiers_with_meal_and_bed_as_extras). */
  mealBedNotOffered: 'meal_bed_not_offered',
  /** Companions where the guest's programme has none active (spec 1 §5). */
  companionNotOffered: 'companion_not_offered',
} as const;
