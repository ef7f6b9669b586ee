import * as v from 'valibot';
import { CurrencySchema, dataOf, HotelCodeSchema, MoneySchema } from './common.ts';
import { defineCall } from './define.ts';
import { ExtraSchema, ReservationExtraLineSchema, ReservationExtrasInputSchema } from './extras.ts';
import { DIFFERENCE_PAYMENTS } from './reservation-updates.ts';
import { ReservationAccessQuerySchema, ReservationNumberSchema } from './reservations.ts';

/** Why a reservation's extras can no longer change online. */
export const EXTRAS_CHANGE_REFUSALS = ['already_cancelled', 'locked_by_hotel', 'payment_pending', 'prepaid', 'stay_past'] as const;

/** Spec 2 §7.4 extras of a reservation: what it has, what may still be ordered for its stay, and whether it may change. */
export const ReservationExtrasSchema = v.object({
  /** Whether the guest may still change the extras (each extra's own deadline is said by `offers`). */
  editable: v.boolean(),
  /**
   * Why not, when not: cancelled, edited by the hotel's staff, its card payment still open,
   * money taken by card for a stay not paid by card (`prepaid`: the guest calls the hotel), or
   * the stay has ended.
   */
  reason: v.nullable(v.picklist(EXTRAS_CHANGE_REFUSALS)),
  /**
   * The change's answer: how its difference is settled, as update mode says it. `at_hotel`, a
   * stay paid at the hotel, a card deposit whose new total stays above it (`remain_amount` moves),
   * or a card-paid stay changed on or after its check-in day (no link then: paid at the hotel);
   * `card_link`, a stay paid in full by card that costs more (`amount_due` by `payment_number`);
   * `refund`, money back to the card (`refund_amount`); `none`, nothing moves. Null in the GET
   * answer and when the change asked for what the reservation already had.
   */
  difference_payment: v.nullable(v.picklist(DIFFERENCE_PAYMENTS)),
  /** What the change refunds to the card through the gateway (after it commits); 0 otherwise. */
  refund_amount: MoneySchema,
  /**
   * What the reservation's open change payment link asks (all the card still owes, this change's
   * difference and any earlier one unpaid), 0 when none is open; it is in `remain_amount` until paid.
   */
  amount_due: MoneySchema,
  /** The open change payment link's number: the widget's page /payments/{payment_number} takes the card. Null when none is open. */
  payment_number: v.nullable(v.string()),
  currency: CurrencySchema,
  /** The reservation's total, tax included, with these extras (a card payment promotion given at booking stays off it as it was). */
  total_price: MoneySchema,
  /** The reservation's extra lines: those bought, and those its plans include. */
  lines: v.array(ReservationExtraLineSchema),
  /** The hotel's extras for the reservation's stay, with prices, stock and deadlines as now (the units it holds not counted as left). */
  offers: v.array(ExtraSchema),
});
/** The extras of a reservation after booking. */
export type ReservationExtras = v.InferOutput<typeof ReservationExtrasSchema>;

/** The extras the guest wants, all of them: a bought line left out is removed. */
export const UpdateReservationExtrasBodySchema = v.object({
  extras: ReservationExtrasInputSchema,
  /** The reservation's new total the guest saw and agreed to (a different one: 1000 price_changed, nothing changed). */
  displayed_total_price: MoneySchema,
});
/** The body of an extras change. */
export type UpdateReservationExtrasBody = v.InferOutput<typeof UpdateReservationExtrasBodySchema>;

const params = v.object({ code: HotelCodeSchema, reservation_number: ReservationNumberSchema });

/** Spec 2 §7.4 extras of a reservation, under the hotel as the other reservation calls are. */
export const getReservationExtras = defineCall({
  name: 'getReservationExtras',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/extras',
  summary: 'The extras of a reservation and those still orderable for its stay, for its guest',
  session: true,
  params,
  query: ReservationAccessQuerySchema,
  answer: dataOf(ReservationExtrasSchema),
  status: 200,
});

/**
 * Spec 1 §5, spec 2 §7.4: sets the reservation's bought extras anew, each added or removed line
 * within its extra's booking deadline (1100-1106 as at booking), repriced on the server, the
 * stock taken or given back and the total updated in one transaction; the change e-mail follows.
 * A stay paid by card settles the difference as update mode does: a payment link for what a
 * stay paid in full costs more, made in the same transaction; a refund of what it costs less, or
 * of what a deposit's new total leaves below the deposit, through the gateway after the commit.
 */
export const updateReservationExtras = defineCall({
  name: 'updateReservationExtras',
  method: 'PUT',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/extras',
  summary: 'Add or remove extras of a reservation, within each extra’s booking deadline; a card-paid stay settles the difference by link or refund',
  session: true,
  /** Spec 1 §6: a member's booking changes only with that member's sign-in. */
  member: 'optional',
  params,
  query: ReservationAccessQuerySchema,
  body: UpdateReservationExtrasBodySchema,
  answer: dataOf(ReservationExtrasSchema),
  status: 200,
});
