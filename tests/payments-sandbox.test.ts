import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../gateway/app.ts';
import { answerChallenge, typeCard } from '../gateway/test-support.ts';
import { FAILURE_CODES } from '../server/domain/payment-failures.ts';
import type { PaymentGateway } from '../server/payments/port.ts';
import { createSandboxGateway } from '../server/payments/sandbox.ts';

/** The sandbox adapter (server/payments/sandbox.ts) against the sandbox gateway (gateway/), in-process. */

const GATEWAY_URL = 'http://127.0.0.1:8090';
const PARENT = 'http://localhost:8080';
const NOW = new Date('2026-11-27T12:00:00Z');
let gateway: ReturnType<typeof createGatewayApp>;
let port: PaymentGateway;
let webhooks: Array<{ body: string; signature: string }>;

beforeEach(() => {
  webhooks = [];
  gateway = createGatewayApp({
    publicUrl: GATEWAY_URL,
    secretKey: 'sk_adapter',
    webhookSecret: 'whsec_adapter',
    webhookUrl: `${PARENT}/api/v1/payments/webhooks`,
    now: () => NOW,
    log: () => {},
    fetch: (async (_url: string, init: RequestInit) => {
      webhooks.push({ body: String(init.body), signature: (init.headers as Record<string, string>)['sandbox-signature']! });
      return new Response('{}');
    }) as typeof fetch,
  });
  port = adapter('sk_adapter');
});
const adapter = (secretKey: string, fetch?: (url: string, init: RequestInit) => Promise<Response>) =>
  createSandboxGateway({
    baseUrl: GATEWAY_URL,
    secretKey,
    webhookSecret: 'whsec_adapter',
    fetch: fetch ?? (async (url, init) => gateway.app.request(url, init)),
  });

let keys = 0;
const key = () => `k${++keys}`;
async function session(capture: 'automatic' | 'manual' = 'manual', amount = 30000) {
  const result = await port.createSession({
    money: { amount, currency: 'JPY' },
    capture,
    parentOrigin: PARENT,
    returnUrl: `${PARENT}/widget/reservation/payment`,
    acceptedBrands: null,
    cardValidThrough: '2026-12-22',
    reference: 'R-1',
    locale: 'ko',
    idempotencyKey: key(),
  });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}
async function pay(number: string, capture: 'automatic' | 'manual' = 'manual') {
  const { paymentId } = await session(capture);
  const { json } = await typeCard(gateway.app, GATEWAY_URL, paymentId, number);
  const result = await port.confirm({ paymentId, token: json.token!, idempotencyKey: key() });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('the sandbox adapter behind the gateway port', () => {
  it('opens a session whose hosted fields the widget frames', async () => {
    const opened = await session();
    expect(opened.hostedFieldsUrl).toBe(`${GATEWAY_URL}/fields/${opened.paymentId}`);
    expect(opened.payment).toMatchObject({ status: 'awaiting_card', money: { amount: 30000, currency: 'JPY' }, capturedAmount: 0 });
  });

  it('counts yen in yen and Taiwan dollars in cents, as the sandbox does', () => {
    expect(port.minorDigits('JPY')).toBe(0);
    expect(port.minorDigits('TWD')).toBe(2);
  });

  it('authorizes the frictionless card and captures it once however often the capture is sent', async () => {
    const paid = await pay('4242424242424242');
    expect(paid).toMatchObject({ status: 'authorized', card: { brand: 'visa', last4: '4242' }, nextAction: null });
    const capture = { paymentId: paid.paymentId, amount: 9000, idempotencyKey: 'capture-R-1' };
    const first = await port.capture(capture);
    const second = await port.capture(capture);
    expect(first).toEqual(second);
    expect(first.ok && first.value).toMatchObject({ status: 'captured', capturedAmount: 9000 });
    const other = await port.capture({ ...capture, idempotencyKey: 'capture-R-1-again' });
    expect(other).toMatchObject({ ok: false, error: { kind: 'state', code: 'payment_not_authorized' } });
  });

  it('asks for the challenge, and retrieves the payment authorized once it is answered', async () => {
    const pending = await pay('4000000000003220');
    expect(pending).toMatchObject({ status: 'awaiting_challenge', nextAction: { type: 'challenge', url: `${GATEWAY_URL}/challenge/${pending.paymentId}` } });
    await answerChallenge(gateway.app, pending.paymentId, 'complete');
    expect(await port.retrieve(pending.paymentId)).toMatchObject({ ok: true, value: { status: 'authorized' } });
  });

  it('reads each test card’s failure as the reason the guest is told', async () => {
    const reasons: Record<string, string | null> = {};
    for (const number of [
      '4000000000000002',
      '4000000000009995',
      '4000000000009987',
      '4000000000000069',
      '4000000000000119',
      '4000000000003253',
      '4000000000003261',
    ]) {
      const failed = await pay(number);
      expect(failed.status).toBe('failed');
      reasons[number] = failed.failureReason && FAILURE_CODES[failed.failureReason];
    }
    expect(reasons).toEqual({
      '4000000000000002': '3204',
      '4000000000009995': '3204',
      '4000000000009987': '3003',
      '4000000000000069': '3005',
      '4000000000000119': '3203',
      '4000000000003253': '3252',
      '4000000000003261': '3009',
    });
    const challenged = await pay('4000008400001629');
    await answerChallenge(gateway.app, challenged.paymentId, 'complete');
    expect(await port.retrieve(challenged.paymentId)).toMatchObject({ ok: true, value: { status: 'failed', failureReason: 'card_declined' } });
    const cancelled = await pay('4000000000003220');
    await answerChallenge(gateway.app, cancelled.paymentId, 'cancel');
    expect(await port.retrieve(cancelled.paymentId)).toMatchObject({ ok: true, value: { failureReason: 'authentication_cancelled' } });
  });

  it('refunds once however often the refund is sent, and refuses more than was captured', async () => {
    const paid = await pay('4242424242424242', 'automatic');
    const refund = { paymentId: paid.paymentId, amount: 21000, reason: 'cancelled', idempotencyKey: 'refund-R-1' };
    const first = await port.refund(refund);
    const second = await port.refund(refund);
    expect(first.ok && second.ok && first.value.refundId === second.value.refundId).toBe(true);
    expect(first.ok && first.value.payment.refunds).toEqual([{ id: first.ok ? first.value.refundId : '', amount: 21000 }]);
    expect(await port.refund({ ...refund, amount: 9001, idempotencyKey: 'refund-R-1b' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request', code: 'amount_too_large' },
    });
    expect(await port.refund({ ...refund, amount: 9000 })).toMatchObject({ ok: false, error: { kind: 'idempotency_conflict' } });
  });

  it('voids a hold', async () => {
    const paid = await pay('4242424242424242');
    expect(await port.void({ paymentId: paid.paymentId, idempotencyKey: key() })).toMatchObject({ ok: true, value: { status: 'cancelled' } });
  });

  it('verifies a card for nothing: authorized with nothing to capture, challenged and declined as a payment is', async () => {
    const verify = async (number: string) => {
      const opened = await port.createVerification({
        currency: 'JPY',
        parentOrigin: PARENT,
        returnUrl: null,
        acceptedBrands: ['visa', 'mastercard'],
        cardValidThrough: '2026-12-22',
        reference: 'R-2',
        locale: 'en',
        idempotencyKey: key(),
      });
      if (!opened.ok) throw new Error(opened.error.code);
      expect(opened.value.payment).toMatchObject({ status: 'awaiting_card', money: { amount: 0, currency: 'JPY' } });
      const { json } = await typeCard(gateway.app, GATEWAY_URL, opened.value.paymentId, number);
      const confirmed = await port.confirm({ paymentId: opened.value.paymentId, token: json.token!, idempotencyKey: key() });
      if (!confirmed.ok) throw new Error(confirmed.error.code);
      return confirmed.value;
    };
    const verified = await verify('5555555555554444');
    expect(verified).toMatchObject({ status: 'authorized', capturedAmount: 0, card: { brand: 'mastercard', last4: '4444' } });
    const capture = await port.capture({ paymentId: verified.paymentId, amount: null, idempotencyKey: key() });
    expect(capture).toMatchObject({ ok: false, error: { kind: 'state' } });
    const challenged = await verify('4000000000003220');
    expect(challenged.status).toBe('awaiting_challenge');
    await answerChallenge(gateway.app, challenged.paymentId, 'complete');
    expect(await port.retrieve(challenged.paymentId)).toMatchObject({ ok: true, value: { status: 'authorized', capturedAmount: 0 } });
    expect(await verify('4000000000000002')).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
  });

  it('makes a payment link on the gateway', async () => {
    const link = await port.createLink({
      money: { amount: 5000, currency: 'JPY' },
      description: 'Balance',
      reference: 'P-7',
      expiresAt: new Date('2026-11-28T12:00:00Z'),
      idempotencyKey: key(),
    });
    expect(link).toMatchObject({ ok: true, value: { status: 'open', expiresAt: new Date('2026-11-28T12:00:00Z'), paymentId: null } });
    expect(link.ok && link.value.url).toMatch(new RegExp(`^${GATEWAY_URL}/links/plink_`));
  });

  it('reports a wrong key, a gateway down and an unreadable answer as typed errors', async () => {
    expect(await adapter('sk_wrong').retrieve('pay_x')).toMatchObject({ ok: false, error: { kind: 'authentication' } });
    const down = adapter('sk_adapter', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await down.retrieve('pay_x')).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    const broken = adapter('sk_adapter', async () => new Response('<html>', { status: 502 }));
    expect(await broken.retrieve('pay_x')).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    expect(await port.retrieve('pay_unknown')).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  });
});

describe('verifying the sandbox’s webhooks', () => {
  async function delivered() {
    await pay('4242424242424242');
    await gateway.webhooks.idle();
    return webhooks[0]!;
  }
  const headers = (signature: string) => new Headers({ 'sandbox-signature': signature });

  it('accepts a webhook the gateway signed, and reads its payment', async () => {
    const { body, signature } = await delivered();
    const verdict = port.verifyWebhook(body, headers(signature), NOW);
    expect(verdict).toMatchObject({ ok: true, event: { type: 'payment.authorized', signedAt: NOW, signature, payment: { status: 'authorized' } } });
  });

  it('refuses a body changed by one character, a signature made with another key, and none at all', async () => {
    const { body, signature } = await delivered();
    expect(port.verifyWebhook(body.replace('authorized', 'captured'), headers(signature), NOW)).toEqual({ ok: false, reason: 'signature_invalid' });
    const t = Math.floor(NOW.getTime() / 1000);
    const forged = `t=${t},v1=${createHmac('sha256', 'whsec_guess').update(`${t}.${body}`).digest('hex')}`;
    expect(port.verifyWebhook(body, headers(forged), NOW)).toEqual({ ok: false, reason: 'signature_invalid' });
    expect(port.verifyWebhook(body, new Headers(), NOW)).toEqual({ ok: false, reason: 'signature_missing' });
    expect(port.verifyWebhook(body, headers('t=1,v1=zz'), NOW)).toEqual({ ok: false, reason: 'signature_invalid' });
  });

  it('refuses a delivery signed more than five minutes from now: a replay', async () => {
    const { body, signature } = await delivered();
    expect(port.verifyWebhook(body, headers(signature), new Date(NOW.getTime() + 300_000)).ok).toBe(true);
    expect(port.verifyWebhook(body, headers(signature), new Date(NOW.getTime() + 301_000))).toEqual({ ok: false, reason: 'timestamp_outside_tolerance' });
  });
});

describe('saved cards through the sandbox adapter', () => {
  async function customer() {
    const made = await port.createCustomer({ reference: 'member-1', idempotencyKey: key() });
    if (!made.ok) throw new Error(made.error.code);
    return made.value.customerId;
  }
  async function customerSession(customerId: string) {
    const result = await port.createSession({
      money: { amount: 30000, currency: 'JPY' },
      capture: 'manual',
      parentOrigin: PARENT,
      returnUrl: null,
      acceptedBrands: null,
      cardValidThrough: '2026-12-22',
      reference: 'R-2',
      locale: 'en',
      customerId,
      idempotencyKey: key(),
    });
    if (!result.ok) throw new Error(result.error.code);
    return result.value;
  }

  it('saves the ticked card for the customer, pays with it again, and detaches it', async () => {
    const customerId = await customer();
    const first = await customerSession(customerId);
    const { json } = await typeCard(gateway.app, GATEWAY_URL, first.paymentId, '4242424242424242', { save: true });
    const paid = await port.confirm({ paymentId: first.paymentId, token: json.token!, idempotencyKey: key() });
    if (!paid.ok) throw new Error(paid.error.code);
    const methodId = paid.value.paymentMethodId;
    expect(methodId).toMatch(/^pm_/);
    const second = await customerSession(customerId);
    const again = await port.confirm({ paymentId: second.paymentId, paymentMethodId: methodId!, idempotencyKey: key() });
    expect(again).toMatchObject({ ok: true, value: { status: 'authorized', paymentMethodId: methodId, card: { brand: 'visa', last4: '4242' } } });
    expect(await port.detachPaymentMethod({ paymentMethodId: methodId!, idempotencyKey: key() })).toEqual({ ok: true, value: { paymentMethodId: methodId } });
    const third = await customerSession(customerId);
    expect(await port.confirm({ paymentId: third.paymentId, paymentMethodId: methodId!, idempotencyKey: key() })).toMatchObject({
      ok: false,
      error: { kind: 'not_found', code: 'payment_method_not_found' },
    });
  });
});
