import * as v from 'valibot';
import { CARD_BRANDS } from '../payments.ts';
import { CurrencySchema, dataOf, HotelCodeSchema, IsoDateSchema, LocaleSchema, MoneySchema } from './common.ts';
import { defineCall } from './define.ts';
import { ReservationAccessQuerySchema, ReservationNumberSchema, ReservationSchema } from './reservations.ts';
import { SavedCardIdSchema, SavedCardSchema } from './saved-cards.ts';

/**
 * Paying a payment_pending reservation by card (spec 1 §2 payment step, §4 Payment transaction).
 * The widget never sees card data: it frames the gateway's hosted fields, which give it a
 * single-use token. Flow: book with payment_type credit_card or credit_card_deposit (answer
 * status payment_pending), open a session, frame `hosted_fields_url`, confirm with the token;
 * on `challenge` show `challenge_url` (framed, or top-level and back), then sync; `paid` is the
 * confirmation. On `failed` the guest tries another card (a new session) or pays at the hotel
 * where `on_site_allowed`. The rooms are held until `payment_expires_at`.
 *
 * A member's booking takes that member's sign-in (spec 1 §6) on each call but sync. Its session
 * lists the member's `saved_cards` that may pay it, and its hosted fields offer "Save this card";
 * confirm takes `saved_card_id` instead of a token to pay with one (3-D Secure still applies).
 *
 * With payment_type on_site_credit_card_required (paid at the hotel, a card kept as guarantee)
 * the same calls verify the card instead of charging it: the session's `purpose` is `verify`
 * and its `amount` 0, and the confirmation comes as `verified` instead of `paid`.
 */

const ReservationPathSchema = v.object({ code: HotelCodeSchema, reservation_number: ReservationNumberSchema });

/** Body of opening the hosted card fields. */
export const PaymentSessionBodySchema = v.object({
  /** The exact origin of the page that frames the fields (the widget's): the only one they post to. */
  parent_origin: v.pipe(v.string(), v.url(), v.maxLength(300)),
  /** Where a top-level 3-D Secure step comes back to (the widget's payment route), or null. */
  return_url: v.optional(v.nullable(v.pipe(v.string(), v.url(), v.maxLength(2000))), null),
  locale: LocaleSchema,
});

/** The hosted card fields opened for a reservation. */
export const PaymentSessionSchema = v.object({
  /** Our payment transaction: sent back with confirm and sync. */
  transaction_id: v.string(),
  /** The gateway's hosted card fields: frame this page (allow="payment"). */
  hosted_fields_url: v.string(),
  /** The gateway's origin: the only origin whose messages (token, resize, card_error) the widget accepts. */
  gateway_origin: v.string(),
  /**
   * `pay`: the card is charged `amount`; `verify`: the card is checked for nothing and kept as a
   * guarantee (on_site_credit_card_required; `amount` 0, the stay paid at the hotel).
   */
  purpose: v.picklist(['pay', 'verify']),
  /** What the card is charged: the total, or the deposit; 0 for a verification. */
  amount: MoneySchema,
  currency: CurrencySchema,
  /** Spec 1 §5: brands the card may be (Visa and Mastercard; above 1,000,000 yen paid online the others). */
  accepted_brands: v.array(v.picklist(CARD_BRANDS)),
  /** Spec 1 §5: the card must be valid through the check-out date. */
  card_valid_through: IsoDateSchema,
  /** The rooms are held until then (spec 2 §9.1: 15 minutes from booking). */
  expires_at: v.string(),
  /**
   * The signed-in member's saved cards that may pay this booking (an accepted brand, valid
   * through check-out), oldest first; empty for a guest. Pay with one: confirm with its id.
   */
  saved_cards: v.array(SavedCardSchema),
});

/** Spec 1 §2 payment step: opens the gateway's card fields. Send an `Idempotency-Key` header; a new key per card tried. */
export const openReservationPayment = defineCall({
  name: 'openReservationPayment',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/payment/session',
  summary: 'Open the hosted card fields for a reservation waiting for its card payment',
  session: true,
  member: 'optional',
  params: ReservationPathSchema,
  query: ReservationAccessQuerySchema,
  body: PaymentSessionBodySchema,
  answer: dataOf(PaymentSessionSchema),
  status: 201,
});

/**
 * Where the payment stands. `challenge`: show `challenge_url` (3-D Secure), then call sync;
 * `processing`: call sync again shortly; `paid`: the reservation is done; `verified`: the card
 * kept as guarantee passed, the reservation is done (nothing charged); `failed`: `error_code`
 * (spec 2 §8.2, 3001-3009, 3204, 3252) says why, the reservation stays payment_pending; `refunded`:
 * the reservation is cancelled and the money goes back: `error_code` 1105 when its hold lapsed
 * and the rooms went while paying, none when the guest cancelled it (its cancellation's refund);
 * after a card verification nothing was charged and nothing goes back.
 */
export const PaymentProgressSchema = v.object({
  state: v.picklist(['challenge', 'processing', 'paid', 'verified', 'failed', 'refunded']),
  challenge_url: v.nullable(v.string()),
  error_code: v.nullable(v.string()),
  reservation: ReservationSchema,
});

/**
 * What pays: the hosted fields' single-use `token`, or `saved_card_id`, one of the member's saved
 * cards the session listed (exactly one of the two).
 */
export const PaymentConfirmBodySchema = v.pipe(
  v.object({
    transaction_id: v.pipe(v.string(), v.uuid()),
    token: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(200))),
    saved_card_id: v.optional(SavedCardIdSchema),
  }),
  v.forward(
    v.check((body) => (body.token === undefined) !== (body.saved_card_id === undefined), 'token_or_saved_card'),
    ['token'],
  ),
);

/** Spec 1 §2: charge the card with the hosted fields' single-use token (never card data) or a saved card. */
export const confirmReservationPayment = defineCall({
  name: 'confirmReservationPayment',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/payment/confirm',
  summary: 'Pay a reservation with the single-use token of the hosted card fields',
  session: true,
  member: 'optional',
  params: ReservationPathSchema,
  query: ReservationAccessQuerySchema,
  body: PaymentConfirmBodySchema,
  answer: dataOf(PaymentProgressSchema),
  status: 200,
});

/** Spec 1 §2 3-D Secure pending page: after the challenge (or to poll), the server reads the payment at the gateway. */
export const syncReservationPayment = defineCall({
  name: 'syncReservationPayment',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/payment/sync',
  summary: 'Read back a reservation payment from the gateway after 3-D Secure',
  session: true,
  params: ReservationPathSchema,
  query: ReservationAccessQuerySchema,
  body: v.object({ transaction_id: v.pipe(v.string(), v.uuid()) }),
  answer: dataOf(PaymentProgressSchema),
  status: 200,
});

/**
 * Spec 1 §4 card failure: pay at the hotel instead, where the reservation's `on_site_allowed`.
 * The answer carries a new `bypass_token` (the confirmation e-mail is written again).
 */
export const payReservationAtHotel = defineCall({
  name: 'payReservationAtHotel',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/payment/on_site',
  summary: 'Switch a reservation waiting for its card payment to payment at the hotel',
  session: true,
  member: 'optional',
  params: ReservationPathSchema,
  query: ReservationAccessQuerySchema,
  answer: dataOf(ReservationSchema),
  status: 200,
});
