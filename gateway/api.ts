import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { GatewayError, type Sandbox } from './operations.ts';
import { gatewayLocale } from './text.ts';

/** The server-to-server API (`/v1/...`): the merchant's adapter calls it with the secret key. */

const Brand = v.picklist(['visa', 'mastercard', 'amex', 'jcb', 'diners']);
const Amount = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(99_999_999_999));
/** A payment's amount, or 0 for a card verification. */
const PaymentAmount = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(99_999_999_999));
const Currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));
const Origin = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => URL.canParse(value) && new URL(value).origin === value, 'an origin: scheme, host and port only'),
);
/** A frame-ancestors source: an origin, or one with any port (`http://localhost:*`). */
const FrameSource = v.pipe(v.string(), v.maxLength(300), v.regex(/^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/i, 'an origin, or scheme://host:*'));
const CreatePayment = v.pipe(
  v.object({
    /** `verification`: a zero-amount check of the card, kept as a guarantee (ends `verified`). */
    purpose: v.optional(v.picklist(['payment', 'verification']), 'payment'),
    amount: PaymentAmount,
    currency: Currency,
    capture_method: v.optional(v.picklist(['automatic', 'manual']), 'automatic'),
    parent_origin: Origin,
    return_url: v.optional(v.nullable(v.pipe(v.string(), v.url(), v.maxLength(2000))), null),
    accepted_brands: v.optional(v.nullable(v.pipe(v.array(Brand), v.minLength(1))), null),
    card_valid_through: v.optional(v.nullable(v.pipe(v.string(), v.isoDate())), null),
    reference: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
    /** The pages' language: en, ja, ko, zh_Hans, zh_Hant, id, th or ar (anything else: English). */
    locale: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(10),
        v.transform((value: string) => gatewayLocale(value)),
      ),
      'en',
    ),
    /** A customer (`POST /v1/customers`): the hosted fields then offer to save the card for them, and their saved cards may pay. */
    customer: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100))), null),
    /**
     * The pages that may frame the page that frames the hosted fields (the hotel's sites around
     * the widget): a browser checks CSP frame-ancestors against every ancestor, not only the parent.
     */
    frame_ancestors: v.optional(v.pipe(v.array(FrameSource), v.maxLength(20)), []),
  }),
  v.forward(
    v.check((input) => (input.purpose === 'verification') === (input.amount === 0), 'a verification is of 0, a payment of at least 1'),
    ['amount'],
  ),
);
/** A single-use token of the hosted fields, or a saved card of the payment's customer. */
const Confirm = v.union([v.object({ token: v.pipe(v.string(), v.maxLength(100)) }), v.object({ payment_method: v.pipe(v.string(), v.maxLength(100)) })]);
const CreateCustomer = v.object({ reference: v.optional(v.pipe(v.string(), v.maxLength(200)), '') });
const Capture = v.object({ amount: v.optional(v.nullable(Amount), null) });
const RefundBody = v.object({ amount: Amount, reason: v.optional(v.pipe(v.string(), v.maxLength(200)), '') });
const CreateLink = v.object({
  amount: Amount,
  currency: Currency,
  description: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  reference: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  expires_at: v.pipe(v.number(), v.safeInteger()),
});

/** The header every POST must carry: a repeat with the same key and body gets the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

function parse<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? 'body';
    throw new GatewayError(400, 'invalid_request', 'parameter_invalid', `${path}: ${issue.message}`);
  }
  return result.output;
}

async function bodyOf(c: Context): Promise<{ text: string; json: unknown }> {
  const text = await c.req.text();
  try {
    return { text, json: text ? JSON.parse(text) : {} };
  } catch {
    throw new GatewayError(400, 'invalid_request', 'body_not_json', 'The body is not JSON.');
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The answer of a refused operation. */
export function errorAnswer(c: Context, error: GatewayError) {
  return c.json({ error: { type: error.type, code: error.code, message: error.message } }, error.status);
}

/** Mounts `/v1/...`, each call checked for the secret key, POSTs for their idempotency key. */
export function mountApi(app: Hono, sandbox: Sandbox, secretKey: string): void {
  const inFlight = new Map<string, Promise<void>>();
  app.use('/v1/*', async (c, next) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given || !sameSecret(given, secretKey)) return errorAnswer(c, new GatewayError(401, 'authentication', 'secret_key_invalid', 'Invalid secret key.'));
    if (c.req.method !== 'POST') return next();
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key || key.length > 255) {
      return errorAnswer(c, new GatewayError(400, 'idempotency', 'idempotency_key_missing', 'Every POST needs an Idempotency-Key (at most 255 characters).'));
    }
    const { text } = await bodyOf(c);
    const scope = `${c.req.path}\n${key}`;
    const fingerprint = createHash('sha256').update(text).digest('hex');
    // the same key sent again while its first request runs waits for that request's answer
    while (inFlight.has(scope)) await inFlight.get(scope);
    const earlier = sandbox.state.idempotent.get(scope);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        return errorAnswer(c, new GatewayError(409, 'idempotency', 'idempotency_key_reused', 'This key was used with other parameters.'));
      }
      c.header('idempotent-replayed', 'true');
      return c.json(earlier.body as object, earlier.status as 200);
    }
    let done = () => {};
    inFlight.set(scope, new Promise<void>((resolve) => (done = resolve)));
    try {
      await next();
      if (c.res.status < 500) sandbox.state.idempotent.set(scope, { fingerprint, status: c.res.status, body: await c.res.clone().json() });
    } finally {
      inFlight.delete(scope);
      done();
    }
  });

  app.post('/v1/payments', async (c) => c.json(sandbox.create(parse(CreatePayment, (await bodyOf(c)).json)), 201));
  app.get('/v1/payments/:id', (c) => c.json(sandbox.payment(c.req.param('id'))));
  app.post('/v1/payments/:id/confirm', async (c) => c.json(sandbox.confirm(c.req.param('id'), parse(Confirm, (await bodyOf(c)).json))));
  app.post('/v1/payments/:id/capture', async (c) => c.json(sandbox.capture(c.req.param('id'), parse(Capture, (await bodyOf(c)).json).amount)));
  app.post('/v1/payments/:id/void', (c) => c.json(sandbox.void(c.req.param('id'))));
  app.post('/v1/payments/:id/refunds', async (c) => {
    const body = parse(RefundBody, (await bodyOf(c)).json);
    return c.json(sandbox.refund(c.req.param('id'), body.amount, body.reason), 201);
  });
  app.post('/v1/customers', async (c) => c.json(sandbox.createCustomer(parse(CreateCustomer, (await bodyOf(c)).json).reference), 201));
  app.get('/v1/customers/:id/payment_methods', (c) => c.json({ object: 'list', data: sandbox.paymentMethodsOf(c.req.param('id')) }));
  app.post('/v1/payment_methods/:id/detach', (c) => c.json(sandbox.detach(c.req.param('id'))));
  app.post('/v1/links', async (c) => c.json(sandbox.createLink(parse(CreateLink, (await bodyOf(c)).json)), 201));
  app.get('/v1/links/:id', (c) => c.json(sandbox.link(c.req.param('id'))));
}
