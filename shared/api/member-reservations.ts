import * as v from 'valibot';
import { PAYMENT_METHODS, type PaymentMethod } from '../payments.ts';
import { CurrencySchema, dataOf, IsoDateSchema, MoneySchema, QueryIntSchema } from './common.ts';
import { defineCall } from './define.ts';
import { CancellationQuoteSchema } from './reservations.ts';

/** Spec 1 §3 reservation list filters (spec 2 §9.2: upcoming by default). Lottery entries are not kept yet. */
export const MEMBER_RESERVATION_LISTS = ['upcoming', 'completed', 'cancelled'] as const;
/** Spec 1 §3 payment filters: all, at the hotel, paid online ahead, deferred. */
export const MEMBER_RESERVATION_PAYMENTS = ['all', 'on_site', 'prepaid', 'deferred'] as const;
/** The payment methods each payment filter takes (spec 1 §3 payment methods); `all` takes any. No method is deferred yet. */
export const PAYMENT_FILTER_METHODS: Record<(typeof MEMBER_RESERVATION_PAYMENTS)[number], readonly PaymentMethod[] | null> = {
  all: null,
  on_site: ['on_site', 'on_site_credit_card_required'],
  prepaid: ['credit_card', 'credit_card_deposit'],
  deferred: [],
};
/** Reservations a page when per_page is left out, and the most a page takes. */
export const MEMBER_RESERVATIONS_PER_PAGE = 10;
export const MAX_MEMBER_RESERVATIONS_PER_PAGE = 50;

/** Query of the member's reservation list (spec 2 §7.4: page 1 and upcoming by default). */
export const MemberReservationsQuerySchema = v.object({
  page: v.optional(v.pipe(QueryIntSchema, v.minValue(1, 'page_invalid')), '1'),
  per_page: v.optional(
    v.pipe(QueryIntSchema, v.minValue(1, 'per_page_invalid'), v.maxValue(MAX_MEMBER_RESERVATIONS_PER_PAGE, 'per_page_invalid')),
    String(MEMBER_RESERVATIONS_PER_PAGE),
  ),
  status: v.optional(v.picklist(MEMBER_RESERVATION_LISTS, 'status_invalid'), 'upcoming'),
  payment: v.optional(v.picklist(MEMBER_RESERVATION_PAYMENTS, 'payment_invalid'), 'all'),
});

/** One reservation of the member's list: what spec 1 §3 labels, in the caller's locale. Open it whole with getReservation and `guest.email`. */
export const MemberReservationSchema = v.object({
  reservation_number: v.string(),
  /** done or payment_pending while upcoming or completed; cancelled. */
  status: v.picklist(['done', 'payment_pending', 'cancelled']),
  /** The list it is on (spec 1 §3: cancelled and completed are list labels). */
  list: v.picklist(MEMBER_RESERVATION_LISTS),
  hotel: v.object({ code: v.string(), name: v.string() }),
  checkin_date: IsoDateSchema,
  checkout_date: IsoDateSchema,
  nights: v.number(),
  guest: v.object({ first_name: v.string(), last_name: v.string(), email: v.string() }),
  rooms: v.array(
    v.object({
      room_type_name: v.string(),
      room_plan_name: v.string(),
      adults: v.number(),
      children: v.number(),
      guest_name: v.object({ first_name: v.string(), last_name: v.string() }),
    }),
  ),
  payment_type: v.picklist(PAYMENT_METHODS),
  currency: CurrencySchema,
  total_price: MoneySchema,
  /** What cancelling now would cost (shown before an account deletion cancels it). */
  cancellation: CancellationQuoteSchema,
  created_at: v.string(),
  cancelled_at: v.nullable(v.string()),
});
/** One reservation of the member's list. */
export type MemberReservation = v.InferOutput<typeof MemberReservationSchema>;

/** Spec 2 §7.4 GET /user/reservations: the signed-in member's reservations at the brand's hotels, a page at a time. */
export const listMemberReservations = defineCall({
  name: 'listMemberReservations',
  method: 'GET',
  service: 'api',
  path: '/user/reservations',
  summary: 'The signed-in member’s reservations: upcoming (check-in first), completed or cancelled (latest first), by payment',
  session: true,
  member: 'required',
  query: MemberReservationsQuerySchema,
  answer: dataOf(
    v.object({
      reservations: v.array(MemberReservationSchema),
      page: v.number(),
      per_page: v.number(),
      total_pages: v.number(),
      total_entries: v.number(),
    }),
  ),
  status: 200,
});
