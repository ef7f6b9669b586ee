import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { PaymentFailureReason } from '../domain/payment-transaction.ts';
import type {
  CreateVerificationInput,
  GatewayError,
  GatewayLink,
  GatewayPayment,
  GatewayResult,
  PaymentGateway,
  PaymentSession,
  WebhookVerification,
} from './port.ts';

/**
 * The adapter for the project's sandbox gateway (gateway/), over HTTP like any third party's:
 * its answers are parsed with the schemas below, never trusted as they come.
 */

/** How the adapter reaches the sandbox. */
export type SandboxGatewayOptions = {
  /** Where its API answers, e.g. http://127.0.0.1:8090. */
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** How far a webhook's signed time may lie from ours (default 300 s): older is a replay. */
  toleranceSeconds?: number;
  /** Give up on a call after this long (default 10 s); the caller retries with the same key. */
  timeoutMs?: number;
  /** Tests pass the gateway app's `request`. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
};

const SIGNATURE_HEADER = 'sandbox-signature';
const Brand = v.picklist(['visa', 'mastercard', 'amex', 'jcb', 'diners']);
const PaymentSchema = v.object({
  id: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(['requires_payment_method', 'requires_action', 'authorized', 'verified', 'captured', 'failed', 'canceled']),
  amount_captured: v.number(),
  refunds: v.array(v.object({ id: v.string(), amount: v.number() })),
  failure_code: v.nullable(v.string()),
  card: v.nullable(
    v.object({ brand: Brand, last4: v.string(), exp_month: v.number(), exp_year: v.number(), holder: v.optional(v.nullable(v.string()), null) }),
  ),
  next_action: v.nullable(v.object({ type: v.literal('challenge'), url: v.string() })),
  hosted_fields_url: v.string(),
  expires_at: v.number(),
  payment_method: v.optional(v.nullable(v.string()), null),
});
const CustomerSchema = v.object({ id: v.string() });
const MethodSchema = v.object({ id: v.string(), detached: v.boolean() });
const RefundAnswer = v.object({ refund: v.object({ id: v.string() }), payment: PaymentSchema });
const LinkSchema = v.object({
  id: v.string(),
  url: v.string(),
  status: v.picklist(['open', 'paid', 'expired']),
  expires_at: v.number(),
  payment: v.nullable(v.string()),
});
const ErrorSchema = v.object({ error: v.object({ type: v.string(), code: v.string(), message: v.string() }) });
const EventSchema = v.object({ id: v.string(), type: v.string(), created: v.number(), data: v.object({ object: v.unknown() }) });

const STATUSES = {
  requires_payment_method: 'awaiting_card',
  requires_action: 'awaiting_challenge',
  authorized: 'authorized',
  // a card verification passed: authorized, with nothing held to capture
  verified: 'authorized',
  captured: 'captured',
  failed: 'failed',
  canceled: 'cancelled',
} as const;
const FAILURES: Record<string, PaymentFailureReason> = {
  card_declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  lost_card: 'lost_or_stolen',
  expired_card: 'expired_card',
  processing_error: 'processing_error',
  authentication_failed: 'authentication_failed',
  authentication_canceled: 'authentication_cancelled',
  authentication_rate_limited: 'authentication_suspended',
  card_not_enrolled: 'not_3ds_capable',
};
const ERROR_KINDS: Record<string, GatewayError['kind']> = {
  invalid_request: 'invalid_request',
  card_error: 'invalid_request',
  state: 'state',
  not_found: 'not_found',
  idempotency: 'idempotency_conflict',
  authentication: 'authentication',
};
/** Digits of the sandbox's minor units where ISO 4217 has other than 2 (its own table, gateway/pages.ts). */
const ZERO_DIGITS = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF']);

function paymentOf(p: v.InferOutput<typeof PaymentSchema>): GatewayPayment {
  return {
    paymentId: p.id,
    money: { amount: p.amount, currency: p.currency },
    status: STATUSES[p.status],
    capturedAmount: p.amount_captured,
    refunds: p.refunds.map((r) => ({ id: r.id, amount: r.amount })),
    failureReason: p.failure_code === null ? null : (FAILURES[p.failure_code] ?? 'processing_error'),
    card: p.card && { brand: p.card.brand, last4: p.card.last4, expMonth: p.card.exp_month, expYear: p.card.exp_year, holder: p.card.holder },
    nextAction: p.next_action,
    paymentMethodId: p.payment_method,
  };
}
const linkOf = (l: v.InferOutput<typeof LinkSchema>): GatewayLink => ({
  linkId: l.id,
  url: l.url,
  status: l.status,
  expiresAt: new Date(l.expires_at * 1000),
  paymentId: l.payment,
});
const unavailable = (message: string): { ok: false; error: GatewayError } => ({
  ok: false,
  error: { kind: 'unavailable', code: 'gateway_unavailable', message },
});

/** The sandbox gateway behind the port. */
export function createSandboxGateway(options: SandboxGatewayOptions): PaymentGateway {
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const tolerance = options.toleranceSeconds ?? 300;

  async function call<S extends v.GenericSchema, T>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    convert: (value: v.InferOutput<S>) => T,
    body?: { json: unknown; idempotencyKey: string },
  ): Promise<GatewayResult<T>> {
    let answer: Response;
    let parsed: unknown;
    try {
      answer = await send(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          ...(body ? { 'content-type': 'application/json', 'idempotency-key': body.idempotencyKey } : {}),
        },
        ...(body ? { body: JSON.stringify(body.json) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      parsed = await answer.json();
    } catch (error) {
      return unavailable(`no answer from the sandbox gateway: ${(error as Error).name}`);
    }
    if (answer.status >= 500) return unavailable(`the sandbox gateway answered ${answer.status}`);
    if (!answer.ok) {
      const refused = v.safeParse(ErrorSchema, parsed);
      if (!refused.success) return unavailable(`an unreadable ${answer.status} answer`);
      const { type, code, message } = refused.output.error;
      return { ok: false, error: { kind: ERROR_KINDS[type] ?? 'invalid_request', code, message } };
    }
    const read = v.safeParse(schema, parsed);
    return read.success ? { ok: true, value: convert(read.output) } : unavailable('an answer not in the expected shape');
  }

  /** `POST /v1/payments`: a payment, or a verification (amount 0), with its hosted fields. */
  function openPayment(input: Omit<CreateVerificationInput, 'currency'>, what: Record<string, unknown>): Promise<GatewayResult<PaymentSession>> {
    return call(
      'POST',
      '/v1/payments',
      PaymentSchema,
      (p) => ({ paymentId: p.id, hostedFieldsUrl: p.hosted_fields_url, expiresAt: new Date(p.expires_at * 1000), payment: paymentOf(p) }),
      {
        idempotencyKey: input.idempotencyKey,
        json: {
          ...what,
          parent_origin: input.parentOrigin,
          frame_ancestors: input.frameAncestors ?? [],
          return_url: input.returnUrl,
          accepted_brands: input.acceptedBrands,
          card_valid_through: input.cardValidThrough,
          reference: input.reference,
          locale: input.locale,
          customer: input.customerId ?? null,
        },
      },
    );
  }

  return {
    name: 'sandbox',
    frameOrigins: [new URL(options.baseUrl).origin],
    minorDigits: (currency) => (ZERO_DIGITS.has(currency) ? 0 : 2),
    createSession: ({ money, capture, ...input }) =>
      openPayment(input, { purpose: 'payment', amount: money.amount, currency: money.currency, capture_method: capture }),
    createVerification: ({ currency, ...input }) => openPayment(input, { purpose: 'verification', amount: 0, currency }),
    confirm: ({ paymentId, idempotencyKey, ...source }) =>
      call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/confirm`, PaymentSchema, paymentOf, {
        idempotencyKey,
        json: 'token' in source ? { token: source.token } : { payment_method: source.paymentMethodId },
      }),
    createCustomer: ({ reference, idempotencyKey }) =>
      call('POST', '/v1/customers', CustomerSchema, (c) => ({ customerId: c.id }), { idempotencyKey, json: { reference } }),
    detachPaymentMethod: ({ paymentMethodId, idempotencyKey }) =>
      call('POST', `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/detach`, MethodSchema, (m) => ({ paymentMethodId: m.id }), {
        idempotencyKey,
        json: {},
      }),
    retrieve: (paymentId) => call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, PaymentSchema, paymentOf),
    capture: ({ paymentId, amount, idempotencyKey }) =>
      call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, PaymentSchema, paymentOf, { idempotencyKey, json: { amount } }),
    void: ({ paymentId, idempotencyKey }) =>
      call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/void`, PaymentSchema, paymentOf, { idempotencyKey, json: {} }),
    refund: ({ paymentId, amount, reason, idempotencyKey }) =>
      call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refunds`, RefundAnswer, (a) => ({ refundId: a.refund.id, payment: paymentOf(a.payment) }), {
        idempotencyKey,
        json: { amount, reason },
      }),
    createLink: ({ money, description, reference, expiresAt, idempotencyKey }) =>
      call('POST', '/v1/links', LinkSchema, linkOf, {
        idempotencyKey,
        json: { amount: money.amount, currency: money.currency, description, reference, expires_at: Math.floor(expiresAt.getTime() / 1000) },
      }),
    verifyWebhook: (rawBody, headers, now) => verifySandboxWebhook(rawBody, headers.get(SIGNATURE_HEADER), now, options.webhookSecret, tolerance),
  };
}

/** Checks `t=<seconds>,v1=<hex>` against the HMAC of "t.body", and t against our clock. */
function verifySandboxWebhook(rawBody: string, header: string | null, now: Date, secret: string, tolerance: number): WebhookVerification {
  if (!header) return { ok: false, reason: 'signature_missing' };
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'signature_invalid' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { ok: false, reason: 'signature_invalid' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > tolerance) return { ok: false, reason: 'timestamp_outside_tolerance' };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'body_invalid' };
  }
  const event = v.safeParse(EventSchema, json);
  if (!event.success) return { ok: false, reason: 'body_invalid' };
  const payment = event.output.type.startsWith('payment.') ? v.safeParse(PaymentSchema, event.output.data.object) : null;
  if (payment && !payment.success) return { ok: false, reason: 'body_invalid' };
  return {
    ok: true,
    event: {
      eventId: event.output.id,
      type: event.output.type,
      signedAt: new Date(timestamp * 1000),
      signature: header,
      payment: payment ? paymentOf(payment.output) : null,
    },
  };
}
