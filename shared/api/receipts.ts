import * as v from 'valibot';
import { HotelCodeSchema } from './common.ts';
import { defineCall } from './define.ts';
import { ReservationNumberSchema } from './reservations.ts';

/**
 * How the guest asks for a receipt: the reservation's access (e-mail or bypass token) and the
 * name to print (spec 1 §3 state receipt_title; the guest's name when left out) with, in zh_Hant,
 * the 8-digit company number (receipt_unicode). Checked by shared/receipt-name.ts in the request's locale.
 */
export const ReceiptQuerySchema = v.pipe(
  v.object({
    email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
    bypass_token: v.optional(v.pipe(v.string(), v.maxLength(100))),
    receipt_title: v.optional(v.pipe(v.string(), v.maxLength(200))),
    receipt_unicode: v.optional(v.pipe(v.string(), v.maxLength(20))),
  }),
  v.check((q) => Boolean(q.email || q.bypass_token), 'email_or_token_required'),
);

/** What the server's handler returns; the answer's body is the PDF itself. */
export const ReceiptFileSchema = v.object({ filename: v.string(), bytes: v.instance(Uint8Array) });

/**
 * Spec 2 §7.4 GET /reservations/{rid}/receipt: the reservation's receipt as a PDF, in the
 * request's locale, for its guest, from the check-out date, for bookings paid online (spec 1 §4).
 * Each download is an issue: the count is kept, and later ones are stamped as re-issues. Refused
 * with 1252 and a reason (`receipt_paid_at_hotel`, `receipt_not_paid`, `receipt_before_checkout`),
 * or 1000 for a name or company number that breaks spec 1 §5.
 */
export const getReceipt = defineCall({
  name: 'getReceipt',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/receipt',
  summary: 'The receipt of a reservation paid online, as a PDF',
  session: true,
  params: v.object({ code: HotelCodeSchema, reservation_number: ReservationNumberSchema }),
  query: ReceiptQuerySchema,
  produces: 'application/pdf',
  answer: ReceiptFileSchema,
  status: 200,
});
