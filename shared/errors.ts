import * as v from 'valibot';

/**
 * The error code catalogue (spec 2 §8.2). Every failed answer names one of these codes; the
 * widget translates by code and falls back to the server's title.
 */
export const ERROR_CODES = {
  /** Input was invalid, or the thing asked for does not exist. */
  invalid: '1000',
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
} as const;

/** One catalogue code. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** One reason inside an error: a machine-readable key and a readable sentence. */
export const ErrorDetailSchema = v.object({ code: v.string(), error: v.string() });

/** One error of the envelope. `details.base` holds general reasons; other keys name fields. */
export const ApiErrorSchema = v.object({
  title: v.string(),
  status: v.number(),
  code: v.string(),
  details: v.object({ base: v.array(ErrorDetailSchema) }, ),
});

/** The error envelope every failed answer has (DESIGN.md, Errors). */
export const ErrorEnvelopeSchema = v.object({ errors: v.pipe(v.array(ApiErrorSchema), v.minLength(1)) });
/** The error envelope. Field errors sit in `details[fieldPath]` beside `base`. */
export type ErrorEnvelope = {
  errors: Array<{
    title: string;
    status: number;
    code: ErrorCode | string;
    details: { base: Array<{ code: string; error: string }>; [field: string]: Array<{ code: string; error: string }> };
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
  planNotFound: 'plan_not_found',
  tooManyGuests: 'too_many_guests',
  datesInPast: 'dates_in_past',
  checkoutBeforeCheckin: 'checkout_not_after_checkin',
  stayTooLong: 'stay_too_long',
  idempotencyKeyReused: 'idempotency_key_reused',
  sessionMissing: 'client_session_missing',
} as const;
