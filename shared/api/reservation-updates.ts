import * as v from 'valibot';
import { dataOf, HotelCodeSchema, IsoDateSchema, MoneySchema } from './common.ts';
import { defineCall } from './define.ts';
import { ReservationExtraLineSchema } from './extras.ts';
import { ReservationAccessQuerySchema, ReservationNumberSchema, ReservationSchema } from './reservations.ts';

/**
 * Changing a booking after it was made (spec 1 §2 update mode, §4 Reservation, §5, §6; spec 2
 * §7.4). The guest asks `update_settings` whether the reservation may change and why not; the
 * quote prices a change without taking anything; the update commits it. Dates and each room's
 * room type may change, never a room's plan, the guests or the number of rooms.
 */

/**
 * Why a reservation cannot be changed online now: the hotel offers no online changes; it is
 * cancelled; the hotel's staff edited it (it can be neither changed nor cancelled online: spec 1
 * §6); its card payment is still open; money was taken online otherwise than by card (`prepaid`:
 * a stay paid at the hotel with a payment captured online, nothing a change could move through
 * the gateway); or the change deadline, the start of the check-in day at the hotel, has passed. A
 * stay paid in full by card or by a card deposit may change: a refund, or a payment link for what
 * its card owes more, `difference_payment`.
 */
export const UPDATE_REFUSALS = ['not_offered', 'already_cancelled', 'locked_by_hotel', 'payment_pending', 'prepaid', 'change_deadline_passed'] as const;
/** A reason a reservation cannot be changed. */
export type UpdateRefusal = (typeof UPDATE_REFUSALS)[number];

/** Catalogue codes of a change (spec 2 §8.2), apart from error-codes.ts so the first screen carries none of them. */
export const UPDATE_ERROR_CODES = {
  /** 3014: the hotel's staff changed the reservation; the guest cannot change or cancel it online (call the hotel). */
  originalChanged: '3014',
} as const;
/** A change's catalogue code. */
export type UpdateErrorCode = (typeof UPDATE_ERROR_CODES)[keyof typeof UPDATE_ERROR_CODES];

/**
 * How a change's money is settled: `at_hotel`, a stay paid at the hotel (the new total is paid
 * there); `card_link`, a stay paid by card whose change asks more by card than the card holds
 * (paid in full: the new total; a card deposit: the new total's deposit at the booking's
 * percentage; `amount_due` is paid by card through a payment link after the change, or at the
 * hotel if it never is); `refund`, a stay paid by card whose change asks less by card than it
 * holds (`refund_amount`, the excess less `change_fee`); `none`, a stay paid by card whose change
 * moves nothing on the card. What a deposit does not cover stays due at the hotel (`remain_amount`).
 */
export const DIFFERENCE_PAYMENTS = ['at_hotel', 'card_link', 'refund', 'none'] as const;
/** How a change's money is settled. */
export type DifferencePayment = (typeof DIFFERENCE_PAYMENTS)[number];

/** Spec 1 §3 "update setting", spec 2 §7.4. */
export const UpdateSettingsSchema = v.object({
  /** Whether the hotel offers online changes at all. */
  is_active: v.boolean(),
  /** Whether this reservation may be changed now. */
  updatable: v.boolean(),
  /** Why not, when it may not; null when it may. */
  reason: v.nullable(v.picklist(UPDATE_REFUSALS)),
  /** The reason in the request's language, to show as it is (it names the hotel's phone where the guest should call). */
  message: v.nullable(v.string()),
});
/** The update setting of a reservation. */
export type UpdateSettings = v.InferOutput<typeof UpdateSettingsSchema>;

const ReservationPathSchema = v.object({ code: HotelCodeSchema, reservation_number: ReservationNumberSchema });

/** Spec 2 §7.4: whether the reservation may be changed now, and why not. */
export const getUpdateSettings = defineCall({
  name: 'getUpdateSettings',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/update_settings',
  summary: 'Whether a reservation may be changed online now, and why not',
  session: true,
  params: ReservationPathSchema,
  query: ReservationAccessQuerySchema,
  answer: dataOf(UpdateSettingsSchema),
  status: 200,
});

/** The new stay: dates for the whole reservation, and the room type and room plan of each of its rooms, in its order. */
export const UpdateReservationBodySchema = v.object({
  checkin_date: IsoDateSchema,
  checkout_date: IsoDateSchema,
  /** One entry per room of the reservation, in its order; a room kept as it is repeats its codes. */
  rooms: v.pipe(
    v.array(v.object({ room_type_code: v.pipe(v.string(), v.nonEmpty()), room_plan_code: v.pipe(v.string(), v.nonEmpty()) })),
    v.minLength(1, 'rooms_invalid'),
    v.maxLength(999, 'too_many_rooms'),
  ),
  /**
   * The new total the guest saw and agreed to (the price-change tick, as at booking). When the
   * server's differs, nothing changes and the answer (409, price_changed) carries it in
   * `meta.total_price`. Required to commit; the quote ignores it.
   */
  displayed_total_price: v.optional(MoneySchema),
});
/** The body of a change. */
export type UpdateReservationBody = v.InferOutput<typeof UpdateReservationBodySchema>;

/** What a change does: the reservation as it is (or would be) after it, the money it moves, and what no longer applies. */
export const ReservationChangeSchema = v.object({
  reservation: ReservationSchema,
  /** The total before the change. */
  previous_total_price: MoneySchema,
  /** The new total less the previous one: positive costs more, negative saves (`difference_payment` says how it is settled). */
  difference: v.number(),
  /** Extras of the reservation on nights the new stay no longer has: removed, their stock given back. */
  dropped_extras: v.array(ReservationExtraLineSchema),
  /** The coupon of the reservation when it no longer applies to the new stay (expired, or no night it discounts): removed. */
  dropped_coupon: v.nullable(v.object({ code: v.string(), name: v.string(), amount: MoneySchema })),
  /** A stay paid by card: what goes back to the card (what it holds over the new total or deposit, less `change_fee`); 0 otherwise. */
  refund_amount: MoneySchema,
  /** A stay paid by card: the cancellation fee in force now on what the change gives up, kept from the payment (never more than the excess). */
  change_fee: MoneySchema,
  /** How the money of the change is settled (DIFFERENCE_PAYMENTS). */
  difference_payment: v.picklist(DIFFERENCE_PAYMENTS),
  /**
   * `card_link`: what the card still owes for the new stay (its total less what was charged and
   * not refunded), asked by the payment link `payment_number`; it is added to the reservation's
   * `remain_amount` until the link is paid. 0 otherwise.
   */
  amount_due: MoneySchema,
  /**
   * The change's answer with `card_link`: the payment link's number (the widget's page
   * /payments/{payment_number} takes the card; the change e-mail carries it). Null in the quote and
   * for any other settlement.
   */
  payment_number: v.nullable(v.string()),
  /** Whether the change can be made online: true (kept for clients that read it; a refusal is an error of the call). */
  allowed: v.boolean(),
});
/** A change, priced or made. */
export type ReservationChange = v.InferOutput<typeof ReservationChangeSchema>;

/** Prices a change of the reservation without making it: what the widget's update mode shows before the guest confirms. */
export const quoteReservationUpdate = defineCall({
  name: 'quoteReservationUpdate',
  method: 'POST',
  path: '/hotels/:code/reservations/:reservation_number/update_quote',
  summary: 'What a change of dates or room types would cost; nothing is taken',
  service: 'api',
  session: true,
  params: ReservationPathSchema,
  query: ReservationAccessQuerySchema,
  body: UpdateReservationBodySchema,
  answer: dataOf(ReservationChangeSchema),
  status: 200,
});

/**
 * Spec 2 §7.4: changes the reservation in one transaction (the new nights taken and the old
 * ones given back together, or nothing). Send an `Idempotency-Key` header: a repeat answers
 * with the first answer.
 */
export const updateReservation = defineCall({
  name: 'updateReservation',
  method: 'PUT',
  path: '/hotels/:code/reservations/:reservation_number',
  service: 'api',
  session: true,
  params: ReservationPathSchema,
  query: ReservationAccessQuerySchema,
  body: UpdateReservationBodySchema,
  answer: dataOf(ReservationChangeSchema),
  status: 200,
  summary: 'Change the dates or room types of a reservation; repeats of one Idempotency-Key answer with the first result',
  /** Spec 1 §6: a member's booking changes only with that member's sign-in. */
  member: 'optional',
});
