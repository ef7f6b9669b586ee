import type { MemberErrorCode } from './member-error-codes.ts';
import type { UpdateErrorCode } from './api/reservation-updates.ts';

/**
 * The error code catalogue (spec 2 §8.2). Every failed answer names one of these codes; the
 * widget translates by code and falls back to the server's title.
 */
export const ERROR_CODES = {
  /** Input was invalid, or the thing asked for does not exist. */
  invalid: '1000',
  /** An uploaded file cannot be taken (too large, or not a photo or PDF). */
  unprocessableUpload: '1251',
  /** The room type became full; nothing was taken (spec 2 §8.2: the room-full message). */
  roomFull: '1105',
  /** The dates lie outside the reservable period. */
  outsideReservablePeriod: '1903',
  /** The plan cannot be sold with these conditions any more; search again. */
  planMismatch: '2304',
  /** Another request is changing this reservation; try again shortly. */
  busy: '3013',
  /** Generic processing error. */
  processing: '3203',
  /** The client session expired or is unknown: get a new one and retry once. */
  sessionExpired: '4000',
  /** The coupon cannot be used: unknown, not yet valid, expired or not allowed (the reason says which). */
  couponInvalid: '1500',
  /** The coupon has been used as many times as it may be. */
  couponLimitReached: '1501',
  /** The promotion or coupon does not discount the plans chosen. */
  promotionNotApplicable: '2001',
  /** Spec 2 §8.2: the extra asked for does not exist at this hotel. */
  extraInvalid: '1100',
  /** The extra's booking deadline has passed. */
  extraDeadlinePassed: '1101',
  /** The quantity (or the night) of an extra is not allowed. */
  extraQuantityInvalid: '1102',
  /** The extras total the guest saw is not the server's. */
  extraTotalInvalid: '1103',
  /** Not enough of the extra is left. */
  extraStockShort: '1104',
  /** The extra is no longer sold (or not on that night). */
  extraNotSold: '1106',
  /** Spec 2 §8.2 "download not found": no receipt can be issued (yet) for this reservation; the reason says why. */
  downloadNotFound: '1252',
  /** Spec 2 §8.2: the payment link takes no payment (paid, completed, refunded, cancelled). */
  paymentLinkNotPayable: '3200',
  /** Spec 2 §8.2: the card gateway did not answer; nothing was charged, try again. */
  paymentNotProcessed: '3011',
} as const;

/** One catalogue code (the membership calls' are in member-error-codes.ts). */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | MemberErrorCode | UpdateErrorCode;
