import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { ApiError } from './api-error.ts';
import { errorText } from './error-text.ts';

/** Spec 1 §5: coupons that are invalid, expired or limit-reached each get their own message. */
const BY_REASON: Record<string, MessageDescriptor> = {
  [ERROR_REASONS.couponInvalid]: msg`This coupon code is not valid. Please check it and try again.`,
  [ERROR_REASONS.couponNotYetValid]: msg`This coupon cannot be used yet.`,
  [ERROR_REASONS.couponExpired]: msg`This coupon has expired.`,
  [ERROR_REASONS.couponAmountNotAllowed]: msg`This hotel accepts only percentage discount coupons.`,
  [ERROR_REASONS.couponLimitReached]: msg`This coupon has reached its usage limit.`,
  [ERROR_REASONS.couponNotApplicable]: msg`This coupon cannot be used with the plan you chose.`,
  [ERROR_REASONS.promoCodeInvalid]: msg`This promo code is not valid. Please check it and try again.`,
  coupon_code_invalid: msg`Enter the code as you received it: letters, digits, - or _.`,
};

/** Catalogue codes, for an answer without a reason we know. */
const BY_CODE: Record<string, MessageDescriptor> = {
  [ERROR_CODES.couponInvalid]: BY_REASON[ERROR_REASONS.couponInvalid]!,
  [ERROR_CODES.couponLimitReached]: BY_REASON[ERROR_REASONS.couponLimitReached]!,
  [ERROR_CODES.promotionNotApplicable]: BY_REASON[ERROR_REASONS.couponNotApplicable]!,
};

const REMOVE_FIRST = msg`Only one coupon can be used at a time. Remove the coupon applied before entering another code.`;

/** What to tell the guest about a refused coupon or promo code, in their language. */
export function couponErrorText(error: unknown, i18n: I18n): string {
  if (error === 'remove_first') return i18n._(REMOVE_FIRST);
  if (error instanceof ApiError) {
    const reasons = [...error.details.base, ...Object.values(error.details).flat()].map((detail) => detail.code);
    const known = reasons.find((reason) => BY_REASON[reason]);
    if (known) return i18n._(BY_REASON[known]!);
    if (BY_CODE[error.code]) return i18n._(BY_CODE[error.code]!);
  }
  return errorText(error, i18n);
}
