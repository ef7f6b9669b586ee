import * as v from 'valibot';
import { CurrencySchema, dataOf, MoneySchema } from './common.ts';
import { defineCall } from './define.ts';

/** A payment link's number: PL and 16 characters of an alphabet without look-alikes (80 random bits). */
export const PaymentNumberSchema = v.pipe(v.string(), v.regex(/^PL[A-Z2-9]{16}$/, 'payment_number_invalid'));

/** A gateway's payment id as the hosted fields and the 3-D Secure return name it. */
export const GatewayPaymentIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,80}$/, 'payment_id_invalid'));

/** An idempotency key the widget makes per attempt (a repeat gets the first answer). */
export const AttemptKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,80}$/, 'idempotency_key_invalid'));

/**
 * Spec 1 §4 Payment link page states, and `open`: the link takes a payment. `paid` is said to the
 * visit that paid it, `already_paid` to any later one; `failed`: the last card was refused (the
 * guest may try another).
 */
export const PaymentLinkStateSchema = v.picklist(['not_found', 'open', 'paid', 'already_paid', 'failed', 'completed', 'refunded', 'cancelled']);
/** A payment link page's state. */
export type PaymentLinkState = v.InferOutput<typeof PaymentLinkStateSchema>;

/**
 * What a payment link's page shows, and nothing more of the guest: the hotel, the amount and the
 * staff's description (never the guest's name, reservation or card).
 */
export const PaymentLinkPageSchema = v.object({
  payment_number: v.string(),
  state: PaymentLinkStateSchema,
  hotel: v.object({ code: v.string(), name: v.string() }),
  /** The amount in the currency's minor units (spec 2 §9.4). */
  amount: MoneySchema,
  currency: CurrencySchema,
  /** What the payment is for, in the guest's language (or the hotel's). */
  description: v.string(),
  /** ISO time the link stops taking payments; null: never. */
  expires_at: v.nullable(v.string()),
  /** ISO time the amount last changed: an open page showing an older one must reload (spec 1 §4). */
  amount_changed_at: v.string(),
  /** ISO time of the server when it answered: the page's hour before a reload counts from it. */
  checked_at: v.string(),
  /** Why the last card was refused (state failed): the catalogue code (spec 2 §8.2), else null. */
  failure_code: v.nullable(v.string()),
  /** Whether online payment is off now (planned gateway maintenance, or not configured). */
  payments_unavailable: v.boolean(),
});
/** A payment link's page. */
export type PaymentLinkPage = v.InferOutput<typeof PaymentLinkPageSchema>;

/**
 * Reads a payment link's page by its number. With `payment_id` (after the hosted fields or the
 * 3-D Secure step, framed or top-level), the server first asks the gateway what happened to that
 * payment of the link (the browser's return proves nothing), and says `paid` if it was this one.
 * No client session: the number is the only key, and lookups are rate-limited per address.
 */
export const getPaymentLink = defineCall({
  name: 'getPaymentLink',
  method: 'GET',
  service: 'api',
  path: '/payment_links/:payment_number',
  summary: 'Read a payment link page',
  session: false,
  params: v.object({ payment_number: PaymentNumberSchema }),
  query: v.object({ payment_id: v.optional(GatewayPaymentIdSchema) }),
  answer: dataOf(PaymentLinkPageSchema),
  status: 200,
});

/** The hosted card fields opened for one attempt at paying a link. */
export const PaymentLinkSessionSchema = v.object({
  /** The gateway's id of this payment: confirm and the 3-D Secure return name it. */
  payment_id: v.string(),
  /** The gateway's page with the card fields, framed by the widget (`allow="payment"`). */
  hosted_fields_url: v.string(),
  /** The origin the fields post their messages from: the only one the widget listens to. */
  gateway_origin: v.string(),
});
/** An attempt's hosted fields. */
export type PaymentLinkSession = v.InferOutput<typeof PaymentLinkSessionSchema>;

/**
 * Starts paying a link that takes a payment (open, or failed before): opens the gateway's hosted
 * card fields for its amount. Card data never passes through us: the fields are the gateway's
 * page, and give the widget a single-use token. Fails with 3200 when the link takes no payment
 * now (reason payment_link_<state>), 3011 when the gateway is unavailable.
 */
export const startPaymentLinkPayment = defineCall({
  name: 'startPaymentLinkPayment',
  method: 'POST',
  service: 'api',
  path: '/payment_links/:payment_number/payments',
  summary: 'Open the card fields to pay a payment link',
  session: false,
  params: v.object({ payment_number: PaymentNumberSchema }),
  body: v.object({ idempotency_key: AttemptKeySchema }),
  answer: dataOf(PaymentLinkSessionSchema),
  status: 201,
});

/** After confirming: the page's state now, and a 3-D Secure challenge to show when the bank asks for one. */
export const PaymentLinkConfirmationSchema = v.object({
  page: PaymentLinkPageSchema,
  /** The gateway's challenge page: framed, or with `?mode=redirect` top-level (it comes back to the link's page). */
  challenge_url: v.nullable(v.string()),
});
/** What confirming said. */
export type PaymentLinkConfirmation = v.InferOutput<typeof PaymentLinkConfirmationSchema>;

/**
 * Charges the attempt with the hosted fields' single-use token. Fails with 3200 when the payment
 * is not one of this link's.
 */
export const confirmPaymentLinkPayment = defineCall({
  name: 'confirmPaymentLinkPayment',
  method: 'POST',
  service: 'api',
  path: '/payment_links/:payment_number/payments/:payment_id/confirm',
  summary: 'Pay a payment link with the card fields’ token',
  session: false,
  params: v.object({ payment_number: PaymentNumberSchema, payment_id: GatewayPaymentIdSchema }),
  body: v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'token_invalid')), idempotency_key: AttemptKeySchema }),
  answer: dataOf(PaymentLinkConfirmationSchema),
  status: 200,
});

/** A QR code of a payment link's page, for a front desk screen. */
export const QrCodeSchema = v.object({
  /** The address the code holds: the link's page. */
  url: v.string(),
  /** The code as an SVG document (black modules on white, a quiet zone around). */
  svg: v.string(),
});
/** A QR code. */
export type QrCode = v.InferOutput<typeof QrCodeSchema>;

/** Spec 2 §7.6 GET /qr_codes: the QR code of a payment link (`qr_code` is its payment number). Fails 404 for no such link. */
export const getQrCode = defineCall({
  name: 'getQrCode',
  method: 'GET',
  service: 'api',
  path: '/qr_codes',
  summary: 'QR code of a payment link',
  session: false,
  query: v.object({ qr_code: PaymentNumberSchema }),
  answer: dataOf(QrCodeSchema),
  status: 200,
});
