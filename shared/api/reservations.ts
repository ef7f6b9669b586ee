import * as v from 'valibot';
import { MAX_NIGHTS, MAX_ROOMS } from '../constants.ts';
import {
  CurrencySchema,
  dataOf,
  HotelCodeSchema,
  IsoDateSchema,
  KidsTierCountSchema,
  LocaleSchema,
  MoneySchema,
  MultiLineTextSchema,
  NightlyPriceSchema,
  QueryIntSchema,
} from './common.ts';
import { CancellationPolicySchema } from './cancellation-policies.ts';
import { defineCall } from './define.ts';
import { PAYMENT_METHODS } from '../payments.ts';
import { GuestDetailsViewSchema, GuestInputSchema, RoomGuestNameSchema } from './guest.ts';
import { PromoCodeQuerySchema, RoomSearchEntrySchema } from './rooms.ts';
import { ReservationExtraLineSchema, ReservationExtrasInputSchema } from './extras.ts';
import { CouponCodeSchema, ReservationDiscountLineSchema } from './coupons.ts';
import { AnswersInputSchema, ReservationAnswerSchema } from './questions.ts';

/** A reservation number as guests type it: letters and digits. */
export const ReservationNumberSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{6,20}$/, 'reservation_number_invalid'));

/** Spec 1 §3 (selected room): one room of the reservation being made. */
export const ReservationRoomInputSchema = v.object({
  room_type_code: v.pipe(v.string(), v.nonEmpty()),
  room_plan_code: v.pipe(v.string(), v.nonEmpty()),
  ...RoomSearchEntrySchema.entries,
  /** Spec 1 §3: the guest staying in this room; the booker when left out. */
  guest_name: v.optional(RoomGuestNameSchema),
});

/** Body of the create-reservation call (spec 2 §7.4). */
export const CreateReservationBodySchema = v.object({
  checkin_date: IsoDateSchema,
  checkout_date: IsoDateSchema,
  /** One entry per room booked; the hotel's multi_rooms_search_limit caps how many. */
  rooms: v.pipe(v.array(ReservationRoomInputSchema), v.minLength(1, 'rooms_invalid'), v.maxLength(MAX_ROOMS, 'too_many_rooms')),
  /** Checked against the hotel's name, kana, English name and address settings by the server. */
  guest: GuestInputSchema,
  /**
   * Spec 1 §3 payment method, one for every room (spec 1 §5): each room's plan must take it
   * (`payment_types` of the search answer). `credit_card`, `credit_card_deposit` and
   * `on_site_credit_card_required` book the rooms `payment_pending`; the card is then paid (or,
   * for `on_site_credit_card_required`, verified for nothing and kept as a guarantee, the stay
   * paid at the hotel) with the reservation's payment calls (reservation-payments.ts). With
   * `credit_card` the payment promotion is taken off the total, and `displayed_total_price` is
   * the total after it.
   */
  payment_type: v.picklist(['on_site', 'credit_card', 'credit_card_deposit', 'on_site_credit_card_required'], 'payment_type_invalid'),
  special_request: v.optional(MultiLineTextSchema, ''),
  locale: LocaleSchema,
  /**
   * The total the guest saw and agreed to. When the server's price differs, nothing is booked
   * and the answer (409, reason price_changed) carries the new total in `meta.total_price`.
   */
  displayed_total_price: v.optional(MoneySchema),
  /** Spec 1 §3: the extras chosen; a plan's included extras are added by the server. */
  extras: v.optional(ReservationExtrasInputSchema, []),
  /** The extras total the guest saw; a different one is refused with 1103. */
  displayed_extras_total: v.optional(MoneySchema),
  /** The promo code the guest searched with: secret rates are booked only with it. */
  promo_code: v.optional(PromoCodeQuerySchema),
  /** Spec 1 §5: one coupon at a time, discounting the first n nights. */
  coupon_code: v.optional(CouponCodeSchema),
  /** Answers to the hotel's and brand's additional questions. */
  answers: v.optional(AnswersInputSchema, []),
});
/** The create-reservation body. */
export type CreateReservationBody = v.InferOutput<typeof CreateReservationBodySchema>;

/** One kind of guest in a booked room, named in the reservation's locale ("Adults", a kids tier, a companion). */
export const ReservationGuestLineSchema = v.object({
  /** adults, a kids tier code (with `:meal_bed` option), or a companion code. */
  code: v.string(),
  label: v.string(),
  count: v.number(),
});
/** One kind of guest in a booked room. */
export type ReservationGuestLine = v.InferOutput<typeof ReservationGuestLineSchema>;

/** One booked room with the price of each night, as stored. */
export const ReservationRoomSchema = v.object({
  room_type_code: v.string(),
  room_type_name: v.string(),
  room_plan_code: v.string(),
  room_plan_name: v.string(),
  adults: v.number(),
  kids_tiers: v.array(KidsTierCountSchema),
  children_ages: v.array(v.number()),
  /** Spec 1 §3 companions in the room. */
  adult_companion: v.number(),
  kid_tier_A_companion: v.number(),
  /** The room's guests in words, kind by kind, as the confirmation and the e-mails list them. */
  guests: v.array(ReservationGuestLineSchema),
  /** The guest staying in this room. */
  guest_name: v.object({ first_name: v.string(), last_name: v.string() }),
  nightly_prices: v.array(NightlyPriceSchema),
  total_price: MoneySchema,
});

/** What cancelling now would cost, computed by the server from the stored policy. */
export const CancellationQuoteSchema = v.object({
  cancellable: v.boolean(),
  /**
   * Why it cannot be cancelled online, when it cannot: the check-in day, already cancelled, the
   * stay begun or ended, or `locked_by_hotel` (the hotel's staff edited it: the guest calls the hotel).
   */
  reason: v.nullable(v.picklist(['cancel_on_checkin_day', 'already_cancelled', 'stay_past', 'locked_by_hotel'])),
  percentage: v.number(),
  fee: MoneySchema,
});

/** Issue 15: what cancelling one room of the reservation costs now; `room_number` names the room in the cancel call. */
export const RoomCancellationQuoteSchema = v.object({ room_number: v.number(), ...CancellationQuoteSchema.entries });

/** A room of the reservation cancelled on its own. */
export const CancelledRoomSchema = v.object({
  room_number: v.number(),
  room_type_name: v.string(),
  room_plan_name: v.string(),
  total_price: MoneySchema,
  /** Kept from a card payment, or due at the hotel. */
  cancellation_fee: MoneySchema,
  cancelled_at: v.string(),
});

/**
 * Spec 1 §4: whether the reservation's receipt can be downloaded now (from the check-out date, for
 * bookings paid online), why not when it cannot (`receipt_paid_at_hotel`: the guest asks the front
 * desk), and the name the last receipt carried (spec 1 §3 state receipt_title, receipt_unicode).
 */
export const ReceiptStatusSchema = v.object({
  available: v.boolean(),
  reason: v.nullable(v.picklist(['receipt_paid_at_hotel', 'receipt_not_paid', 'receipt_before_checkout'])),
  /** When a paid booking's receipt becomes available (its check-out date at the hotel); null otherwise. */
  available_from: v.nullable(IsoDateSchema),
  /** How many receipts were issued; a download after the first is stamped as a re-issue. */
  issued: v.number(),
  /** The name printed on the last receipt, or the guest's name before any. */
  receipt_title: v.string(),
  /** zh_Hant: the company number printed on the last receipt ('' when none). */
  receipt_unicode: v.string(),
});
/** A reservation's receipt status. */
export type ReceiptStatus = v.InferOutput<typeof ReceiptStatusSchema>;

/** Spec 1 §3: a reservation as the guest sees it. */
export const ReservationSchema = v.object({
  reservation_number: v.string(),
  /**
   * Spec 1 §4: `payment_pending` while a card payment is owed (rooms held until
   * `payment_expires_at`), `done` once the gateway captured it or for payment at the hotel,
   * `cancelled` when cancelled or when the payment never completed (`cancel_reason`
   * `payment_not_completed`).
   */
  status: v.picklist(['done', 'payment_pending', 'cancelled']),
  /** The hotel of the stay: where it is, how to call it, and from when to when the rooms are the guest's ("15:00", "11:00"). */
  hotel: v.object({
    code: v.string(),
    name: v.string(),
    address: v.string(),
    phone: v.string(),
    timezone: v.string(),
    checkin_time: v.string(),
    checkout_time: v.string(),
  }),
  checkin_date: IsoDateSchema,
  checkout_date: IsoDateSchema,
  nights: v.pipe(v.number(), v.maxValue(MAX_NIGHTS)),
  currency: CurrencySchema,
  guest: v.object({ first_name: v.string(), last_name: v.string(), email: v.string(), phone: v.string(), ...GuestDetailsViewSchema.entries }),
  rooms: v.array(ReservationRoomSchema),
  payment_type: v.picklist(PAYMENT_METHODS),
  /**
   * Spec 1 §3 deposit_amount: what is charged by card (all of the total, or the deposit); null at
   * the hotel, also with a card kept as guarantee (`on_site_credit_card_required`: nothing charged).
   */
  deposit_amount: v.nullable(MoneySchema),
  /** Spec 1 §3 promotion_discount_amount: the payment promotion taken off `total_price` for paying by card. */
  promotion_discount_amount: MoneySchema,
  /** What the gateway captured for this reservation. */
  paid_amount: MoneySchema,
  /** Spec 1 §3 remain_amount: what is due at the hotel (the total less what is charged by card). */
  remain_amount: MoneySchema,
  /** What went back to the card (a cancellation's refund, or a payment for a reservation that could not be kept). */
  refunded_amount: MoneySchema,
  /** Until when a payment_pending reservation holds its rooms (spec 2 §9.1: 15 minutes); null otherwise. */
  payment_expires_at: v.nullable(v.string()),
  /** Whether the guest may still switch to paying at the hotel (every plan takes on_site). */
  on_site_allowed: v.boolean(),
  /** Why it was cancelled: the guest's reason, or `payment_not_completed`. */
  cancel_reason: v.nullable(v.string()),
  special_request: v.string(),
  /** Extras bought and included, one line per extra (and night, for dated extras). */
  extras: v.array(ReservationExtraLineSchema),
  /** Discounts, one line per room and night discounted. */
  discounts: v.array(ReservationDiscountLineSchema),
  answers: v.array(ReservationAnswerSchema),
  /** The rooms before discounts, the extras, and the coupon discount (spec 1 §3 price fields). */
  total_room_price: MoneySchema,
  total_extra_price: MoneySchema,
  coupon_discount_amount: MoneySchema,
  total_price: MoneySchema,
  total_price_without_tax: MoneySchema,
  tax: MoneySchema,
  cancellation_policy: CancellationPolicySchema,
  cancellation: CancellationQuoteSchema,
  /**
   * Issue 15: what cancelling each room alone costs now, in the order of `rooms`; null when the
   * hotel does not offer it for this reservation (its setting, a single room, a card payment
   * with a deposit or a card discount, a reservation not confirmed or locked by the hotel).
   */
  room_cancellation: v.nullable(v.array(RoomCancellationQuoteSchema)),
  /** Rooms of the reservation cancelled on their own, with their fee. */
  cancelled_rooms: v.array(CancelledRoomSchema),
  cancelled_at: v.nullable(v.string()),
  cancellation_fee: v.nullable(MoneySchema),
  receipt: ReceiptStatusSchema,
  created_at: v.string(),
  /** Returned once, to the guest who booked: opens the reservation without the e-mail. */
  bypass_token: v.optional(v.string()),
});
/** A reservation. */
export type Reservation = v.InferOutput<typeof ReservationSchema>;

/** Spec 2 §7.4: create a reservation (pay at the hotel). Send an `Idempotency-Key` header. */
export const createReservation = defineCall({
  name: 'createReservation',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/reservations',
  summary: 'Book rooms; repeats of one Idempotency-Key answer with the first result',
  session: true,
  /**
   * Spec 1 §6: booked with a member's access token, the reservation is the member's, and the
   * token books the member rates and the companions their programme has.
   */
  member: 'optional',
  params: v.object({ code: HotelCodeSchema }),
  body: CreateReservationBodySchema,
  answer: dataOf(ReservationSchema),
  status: 201,
});

/** How a guest proves the reservation is theirs: the e-mail, or the bypass token. */
export const ReservationAccessQuerySchema = v.pipe(
  v.object({
    email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
    bypass_token: v.optional(v.pipe(v.string(), v.maxLength(100))),
  }),
  v.check((q) => Boolean(q.email || q.bypass_token), 'email_or_token_required'),
);

/** Spec 2 §7.4: one reservation, by number with the e-mail or the bypass token. */
export const getReservation = defineCall({
  name: 'getReservation',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number',
  summary: 'A reservation, for its guest',
  session: true,
  params: v.object({ code: HotelCodeSchema, reservation_number: ReservationNumberSchema }),
  query: ReservationAccessQuerySchema,
  answer: dataOf(ReservationSchema),
  status: 200,
});

/** Spec 1 §3: the cancel payload. */
export const CancelReservationBodySchema = v.object({
  reason: v.picklist(['change_of_plans', 'found_another_hotel', 'booking_mistake', 'other'], 'reason_required'),
  details: v.optional(MultiLineTextSchema, ''),
  /** The fee the guest saw and agreed to; if it no longer holds, nothing is cancelled. */
  cancellation_fee_displayed: MoneySchema,
});

/** Spec 2 §7.4: cancel a reservation, with the fee from its policy. */
export const cancelReservation = defineCall({
  name: 'cancelReservation',
  method: 'PUT',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/cancel',
  summary: 'Cancel a reservation; refused on the check-in day and when the fee shown is stale',
  session: true,
  /** Spec 1 §6: a member's reservation is cancelled only with that member's access token; a guest's only without one. */
  member: 'optional',
  params: v.object({ code: HotelCodeSchema, reservation_number: ReservationNumberSchema }),
  query: ReservationAccessQuerySchema,
  body: CancelReservationBodySchema,
  answer: dataOf(ReservationSchema),
  status: 200,
});

/**
 * Issue 15: cancels one room of a reservation of several where the hotel allows it, with the
 * fee the guest was shown for that room (`room_cancellation`); its stock, plan stock and
 * included extras go back, the totals shrink and a card payment refunds that room's share less
 * the fee. Not on the check-in day online. Cancelling the last room cancels the reservation.
 */
export const cancelReservationRoom = defineCall({
  name: 'cancelReservationRoom',
  method: 'PUT',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/rooms/:room_number/cancel',
  summary: 'Cancel one room of a reservation of several; refused on the check-in day and when the fee shown is stale',
  session: true,
  /** Spec 1 §6: as for cancelling the whole reservation. */
  member: 'optional',
  params: v.object({ code: HotelCodeSchema, reservation_number: ReservationNumberSchema, room_number: QueryIntSchema }),
  query: ReservationAccessQuerySchema,
  body: CancelReservationBodySchema,
  answer: dataOf(ReservationSchema),
  status: 200,
});
