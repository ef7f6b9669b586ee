import * as v from 'valibot';
import { CurrencySchema, dataOf, HotelCodeSchema, MoneySchema } from './common.ts';
import { defineCall } from './define.ts';
import { ExtraSchema, ReservationExtraLineSchema, ReservationExtrasInputSchema } from './extras.ts';
import { ReservationAccessQuerySchema, ReservationNumberSchema } from './reservations.ts';

/** Why a reservation's extras can no longer change online. */
export const EXTRAS_CHANGE_REFUSALS = ['already_cancelled', 'locked_by_hotel', 'payment_pending', 'prepaid', 'stay_past'] as const;

/** Spec 2 §7.4 extras of a reservation: what it has, what may still be ordered for its stay, and whether it may change. */
export const ReservationExtrasSchema = v.object({
  /** Whether the guest may still change the extras (each extra's own deadline is said by `offers`). */
  editable: v.boolean(),
  /**
   * Why not, when not: cancelled, edited by the hotel's staff, its card payment still open,
   * paid by card (`prepaid`: the guest calls the hotel), or the stay has ended.
   */
  reason: v.nullable(v.picklist(EXTRAS_CHANGE_REFUSALS)),
  currency: CurrencySchema,
  /** The reservation's total, tax included, with these extras. */
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
 */
export const updateReservationExtras = defineCall({
  name: 'updateReservationExtras',
  method: 'PUT',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/extras',
  summary: 'Add or remove extras of a reservation paid at the hotel, within each extra’s booking deadline',
  session: true,
  /** Spec 1 §6: a member's booking changes only with that member's sign-in. */
  member: 'optional',
  params,
  query: ReservationAccessQuerySchema,
  body: UpdateReservationExtrasBodySchema,
  answer: dataOf(ReservationExtrasSchema),
  status: 200,
});
