import { createHmac, randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createGatewayApp } from './app.ts';
import { answerChallenge, typeCard } from './test-support.ts';

const PUBLIC_URL = 'http://127.0.0.1:8090';
const PARENT = 'http://localhost:8080';
const SECRET = 'sk_test_key';
const WEBHOOK_SECRET = 'whsec_test';
let clock: Date;
let sent: Array<{ body: string; signature: string }>;
let logged: string[];
let gateway: ReturnType<typeof createGatewayApp>;

beforeEach(() => {
  clock = new Date('2026-11-27T12:00:00Z');
  sent = [];
  logged = [];
  gateway = createGatewayApp({
    publicUrl: PUBLIC_URL,
    secretKey: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: 'http://localhost:8080/api/v1/payments/webhooks',
    now: () => clock,
    log: (line) => logged.push(line),
    fetch: (async (_url: string, init: RequestInit) => {
      sent.push({ body: String(init.body), signature: (init.headers as Record<string, string>)['sandbox-signature']! });
      return new Response('{}', { status: 200 });
    }) as typeof fetch,
  });
});

async function api(method: string, path: string, body?: unknown, key: string | null = randomUUID(), secret = SECRET) {
  const headers: Record<string, string> = { authorization: `Bearer ${secret}`, 'content-type': 'application/json' };
  if (key && method === 'POST') headers['idempotency-key'] = key;
  const answer = await gateway.app.request(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  // biome-ignore lint/suspicious/noExplicitAny: tests read any answer's fields
  return { status: answer.status, json: (await answer.json()) as any, headers: answer.headers };
}
const newPayment = (more: Record<string, unknown> = {}) =>
  api('POST', '/v1/payments', {
    amount: 25000,
    currency: 'JPY',
    capture_method: 'manual',
    parent_origin: PARENT,
    return_url: `${PARENT}/widget/back`,
    ...more,
  });

async function pay(number: string, more: Record<string, unknown> = {}) {
  const payment = (await newPayment(more)).json;
  const token = await typeCard(gateway.app, PUBLIC_URL, payment.id, number);
  return api('POST', `/v1/payments/${payment.id}/confirm`, { token: token.json.token });
}
const events = async () => {
  await gateway.webhooks.idle();
  return sent.map((s) => JSON.parse(s.body) as { id: string; type: string; data: { object: { id: string; status: string } } });
};

describe('the sandbox gateway API', () => {
  it('refuses a call without the secret key', async () => {
    const answer = await api('POST', '/v1/payments', { amount: 1, currency: 'JPY', parent_origin: PARENT }, 'k', 'sk_wrong');
    expect(answer).toMatchObject({ status: 401, json: { error: { code: 'secret_key_invalid' } } });
    expect(gateway.sandbox.state.payments.size).toBe(0);
  });

  it('wants an idempotency key on every POST and answers a repeat with the first answer', async () => {
    expect((await newPayment({}).then(() => api('POST', '/v1/payments', { amount: 1, currency: 'JPY', parent_origin: PARENT }, null))).json.error.code).toBe(
      'idempotency_key_missing',
    );
    const body = { amount: 1000, currency: 'JPY', parent_origin: PARENT };
    const first = await api('POST', '/v1/payments', body, 'same');
    const again = await api('POST', '/v1/payments', body, 'same');
    expect(again.json.id).toBe(first.json.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await api('POST', '/v1/payments', { ...body, amount: 2000 }, 'same')).json.error.code).toBe('idempotency_key_reused');
  });

  it('answers two requests sent at once with one key with one payment', async () => {
    const body = { amount: 1000, currency: 'JPY', parent_origin: PARENT };
    const [a, b] = await Promise.all([api('POST', '/v1/payments', body, 'together'), api('POST', '/v1/payments', body, 'together')]);
    expect(a.json.id).toBe(b.json.id);
    expect(gateway.sandbox.state.payments.size).toBe(1);
  });

  it('makes a payment with hosted fields on its own origin for the parent origin given', async () => {
    const { status, json } = await newPayment();
    expect(status).toBe(201);
    expect(json).toMatchObject({ status: 'requires_payment_method', amount: 25000, currency: 'JPY', parent_origin: PARENT });
    expect(json.hosted_fields_url).toBe(`${PUBLIC_URL}/fields/${json.id}`);
  });

  it('refuses a parent that is not a bare origin, and an amount that is not a positive integer', async () => {
    expect((await newPayment({ parent_origin: `${PARENT}/page` })).status).toBe(400);
    expect((await newPayment({ parent_origin: '*' })).status).toBe(400);
    expect((await newPayment({ amount: 10.5 })).status).toBe(400);
    expect((await newPayment({ amount: 0 })).status).toBe(400);
  });

  it('authorizes the frictionless card at once and captures it later, idempotently', async () => {
    const confirmed = await pay('4242424242424242');
    expect(confirmed.json).toMatchObject({ status: 'authorized', card: { brand: 'visa', last4: '4242' }, next_action: null });
    const id = confirmed.json.id;
    const capture = await api('POST', `/v1/payments/${id}/capture`, { amount: 5000 }, 'cap-1');
    expect(capture.json).toMatchObject({ status: 'captured', amount_captured: 5000 });
    const again = await api('POST', `/v1/payments/${id}/capture`, { amount: 5000 }, 'cap-1');
    expect(again.json).toEqual(capture.json);
    expect((await api('POST', `/v1/payments/${id}/capture`, { amount: 5000 }, 'cap-2')).json.error.code).toBe('payment_not_authorized');
    expect((await events()).map((e) => e.type)).toEqual(['payment.authorized', 'payment.captured']);
  });

  it('captures at once when the capture is automatic', async () => {
    expect((await pay('5555555555554444', { capture_method: 'automatic' })).json).toMatchObject({ status: 'captured', amount_captured: 25000 });
  });

  it('challenges, then pays, the challenge-then-success card', async () => {
    const confirmed = await pay('4000000000003220');
    expect(confirmed.json).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'challenge', url: `${PUBLIC_URL}/challenge/${confirmed.json.id}` },
    });
    const page = await gateway.app.request(`/challenge/${confirmed.json.id}`);
    expect(await page.text()).toContain('Complete authentication');
    const done = await answerChallenge(gateway.app, confirmed.json.id, 'complete');
    const html = await done.text();
    expect(html).toContain("post({type:'challenge_complete'");
    expect(done.headers.get('content-security-policy')).toContain(`frame-ancestors ${PARENT}`);
    expect((await api('GET', `/v1/payments/${confirmed.json.id}`)).json.status).toBe('authorized');
  });

  it('declines the challenge-then-decline card after a completed challenge', async () => {
    const confirmed = await pay('4000008400001629');
    await answerChallenge(gateway.app, confirmed.json.id, 'complete');
    expect((await api('GET', `/v1/payments/${confirmed.json.id}`)).json).toMatchObject({ status: 'failed', failure_code: 'card_declined' });
  });

  it('fails a challenge the guest fails or cancels', async () => {
    const failed = await pay('4000000000003220');
    await answerChallenge(gateway.app, failed.json.id, 'fail');
    expect((await api('GET', `/v1/payments/${failed.json.id}`)).json.failure_code).toBe('authentication_failed');
    const cancelled = await pay('4000000000003220');
    await answerChallenge(gateway.app, cancelled.json.id, 'cancel');
    expect((await api('GET', `/v1/payments/${cancelled.json.id}`)).json.failure_code).toBe('authentication_canceled');
  });

  it('never answers the unanswered card: its page waits and completing is refused', async () => {
    const confirmed = await pay('4000000000003246');
    const page = await (await gateway.app.request(`/challenge/${confirmed.json.id}`)).text();
    expect(page).toContain('Waiting for your bank');
    expect(page).not.toContain('Complete authentication');
    expect((await answerChallenge(gateway.app, confirmed.json.id, 'complete')).status).toBe(409);
    // the merchant gives up after its hold: a void cancels it
    expect((await api('POST', `/v1/payments/${confirmed.json.id}/void`)).json.status).toBe('canceled');
  });

  it('declines without a challenge and reports the processing error', async () => {
    expect((await pay('4000000000000002')).json).toMatchObject({ status: 'failed', failure_code: 'card_declined', next_action: null });
    expect((await pay('4000000000000119')).json).toMatchObject({ status: 'failed', failure_code: 'processing_error' });
  });

  it('sends a top-level challenge back to the return URL it was given, and nowhere else', async () => {
    const confirmed = await pay('4000000000003220');
    const page = await (await gateway.app.request(`/challenge/${confirmed.json.id}?mode=redirect`)).text();
    expect(page).toContain('name="mode" value="redirect"');
    const back = await answerChallenge(gateway.app, confirmed.json.id, 'complete', 'redirect');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${PARENT}/widget/back?payment_id=${confirmed.json.id}`);
  });

  it('uses a token once, and only for its own payment', async () => {
    const payment = (await newPayment()).json;
    const other = (await newPayment()).json;
    const { json } = await typeCard(gateway.app, PUBLIC_URL, payment.id, '4242424242424242');
    expect((await api('POST', `/v1/payments/${other.id}/confirm`, { token: json.token })).json.error.code).toBe('token_invalid');
    expect((await api('POST', `/v1/payments/${payment.id}/confirm`, { token: json.token })).status).toBe(200);
    expect((await api('POST', `/v1/payments/${payment.id}/confirm`, { token: json.token })).json.error.code).toBe('token_used');
  });

  describe('a card verification (zero amount, the card kept as a guarantee)', () => {
    const verify = (number: string) => pay(number, { purpose: 'verification', amount: 0 });

    it('verifies the frictionless card without charging it, and has nothing to capture, void or refund', async () => {
      const verified = await verify('4242424242424242');
      expect(verified.json).toMatchObject({
        purpose: 'verification',
        status: 'verified',
        amount: 0,
        amount_captured: 0,
        card: { brand: 'visa', last4: '4242' },
        next_action: null,
      });
      const id = verified.json.id;
      expect((await api('POST', `/v1/payments/${id}/capture`, {})).json.error.code).toBe('payment_not_authorized');
      expect((await api('POST', `/v1/payments/${id}/void`, {})).json.error.code).toBe('payment_not_voidable');
      expect((await api('POST', `/v1/payments/${id}/refunds`, { amount: 1 })).json.error.code).toBe('payment_not_captured');
      expect((await events()).map((e) => [e.type, e.data.object.status])).toEqual([['payment.verified', 'verified']]);
    });

    it('challenges the challenge card as a payment would, saying nothing is charged, then verifies it', async () => {
      const asked = await verify('4000000000003220');
      expect(asked.json).toMatchObject({ status: 'requires_action', next_action: { type: 'challenge' } });
      const page = await (await gateway.app.request(`/challenge/${asked.json.id}`)).text();
      expect(page).toContain('Verification of the card ending 3220: nothing is charged.');
      expect(page).not.toContain('Payment of');
      await answerChallenge(gateway.app, asked.json.id, 'complete');
      expect((await api('GET', `/v1/payments/${asked.json.id}`)).json).toMatchObject({ status: 'verified', amount_captured: 0 });
    });

    it('fails the cards a payment fails: a declined card, a challenge then declined, a challenge the guest cancels', async () => {
      expect((await verify('4000000000000002')).json).toMatchObject({ status: 'failed', failure_code: 'card_declined' });
      const declinedAfter = await verify('4000008400001629');
      await answerChallenge(gateway.app, declinedAfter.json.id, 'complete');
      expect((await api('GET', `/v1/payments/${declinedAfter.json.id}`)).json).toMatchObject({ status: 'failed', failure_code: 'card_declined' });
      const cancelled = await verify('4000000000003220');
      await answerChallenge(gateway.app, cancelled.json.id, 'cancel');
      expect((await api('GET', `/v1/payments/${cancelled.json.id}`)).json).toMatchObject({ status: 'failed', failure_code: 'authentication_canceled' });
    });

    it('voids a verification not yet done, and refuses a verification of an amount or a payment of nothing', async () => {
      const open = (await newPayment({ purpose: 'verification', amount: 0 })).json;
      expect((await api('POST', `/v1/payments/${open.id}/void`, {})).json.status).toBe('canceled');
      expect((await newPayment({ purpose: 'verification', amount: 100 })).json.error.message).toMatch(/^amount: a verification is of 0/);
      expect((await newPayment({ amount: 0 })).status).toBe(400);
    });
  });

  it('takes card details only from its own pages', async () => {
    const payment = (await newPayment()).json;
    const answer = await gateway.app.request(`/fields/${payment.id}/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PARENT },
      body: JSON.stringify({ number: '4242424242424242', exp_month: '12', exp_year: '30', cvc: '123' }),
    });
    expect(answer.status).toBe(401);
  });

  it('refuses a card that expires before the stay ends, and a brand the payment does not take', async () => {
    const payment = (await newPayment({ card_valid_through: '2031-01-05', accepted_brands: ['visa', 'mastercard'] })).json;
    expect((await typeCard(gateway.app, PUBLIC_URL, payment.id, '4242424242424242')).json.error?.code).toBe('valid_through_too_short');
    expect((await typeCard(gateway.app, PUBLIC_URL, payment.id, '378282246310005', { expYear: '32' })).json.error?.code).toBe('brand_not_accepted');
    expect((await typeCard(gateway.app, PUBLIC_URL, payment.id, '4242424242424242', { expYear: '2031' })).status).toBe(201);
  });

  it('serves the hosted fields framable by the parent origin only, posting to that origin only', async () => {
    const payment = (await newPayment()).json;
    const page = await gateway.app.request(`/fields/${payment.id}`);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${PARENT};`);
    const html = await page.text();
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain(`"parentOrigin":"${PARENT}"`);
    expect(html).toContain('postMessage(');
    expect(html).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    expect(html).toContain('e.origin!==cfg.parentOrigin');
  });

  it('lets the pages around the parent frame the fields and the challenge too, as every ancestor is checked; postMessage still to the parent only', async () => {
    const hotels = ['https://www.hotel.example', 'http://localhost:*'];
    const payment = (await newPayment({ frame_ancestors: hotels })).json;
    const page = await gateway.app.request(`/fields/${payment.id}`);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${PARENT} ${hotels.join(' ')};`);
    expect(await page.text()).toContain(`"parentOrigin":"${PARENT}"`);
    for (const bad of [['*'], ['https://hotel.example/page'], ["'self'"], ['javascript:alert(1)']]) {
      expect((await newPayment({ frame_ancestors: bad })).status).toBe(400);
    }
  });

  it('speaks the guest’s language in the fields and the challenge, right to left in Arabic', async () => {
    const payment = (await newPayment({ locale: 'ja' })).json;
    const fields = await (await gateway.app.request(`/fields/${payment.id}`)).text();
    expect(fields).toContain('<html lang="ja" dir="ltr">');
    expect(fields).toContain('>カード番号</label>');
    expect(fields).toContain('"valid_through_too_short":"このカードはご滞在の終了前に有効期限が切れます。"');
    const arabic = await pay('4000000000003220', { locale: 'ar' });
    const challenge = await (await gateway.app.request(`/challenge/${arabic.json.id}`)).text();
    expect(challenge).toContain('<html lang="ar" dir="rtl">');
    expect(challenge).toContain('إكمال المصادقة');
    expect((await newPayment({ locale: 'fr' })).json.locale).toBe('en');
  });

  it('refunds up to the captured amount, idempotently', async () => {
    const id = (await pay('4242424242424242', { capture_method: 'automatic' })).json.id;
    const first = await api('POST', `/v1/payments/${id}/refunds`, { amount: 20000, reason: 'cancelled' }, 'refund-1');
    expect(first.json.payment.amount_refunded).toBe(20000);
    const repeat = await api('POST', `/v1/payments/${id}/refunds`, { amount: 20000, reason: 'cancelled' }, 'refund-1');
    expect(repeat.json.refund.id).toBe(first.json.refund.id);
    expect((await api('GET', `/v1/payments/${id}`)).json.amount_refunded).toBe(20000);
    expect((await api('POST', `/v1/payments/${id}/refunds`, { amount: 5001 })).json.error.code).toBe('amount_too_large');
    expect((await api('POST', `/v1/payments/${id}/refunds`, { amount: 5000 })).json.payment.amount_refunded).toBe(25000);
  });

  it('voids a hold but not a captured payment', async () => {
    const held = (await pay('4242424242424242')).json.id;
    expect((await api('POST', `/v1/payments/${held}/void`)).json.status).toBe('canceled');
    const captured = (await pay('4242424242424242', { capture_method: 'automatic' })).json.id;
    expect((await api('POST', `/v1/payments/${captured}/void`)).json.error.code).toBe('payment_not_voidable');
  });

  it('signs each webhook with a timestamp and an HMAC of the timestamp and body', async () => {
    await pay('4242424242424242');
    await gateway.webhooks.idle();
    const [{ body, signature }] = sent as [{ body: string; signature: string }];
    const t = Math.floor(clock.getTime() / 1000);
    expect(signature).toBe(`t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')}`);
    expect(JSON.parse(body)).toMatchObject({ type: 'payment.authorized', created: t, data: { object: { status: 'authorized' } } });
  });

  it('pays a payment link on its own page, and shows it paid afterwards', async () => {
    const link = (await api('POST', '/v1/links', { amount: 8000, currency: 'JPY', expires_at: Math.floor(clock.getTime() / 1000) + 3600, reference: 'P-1' }))
      .json;
    expect(link.url).toBe(`${PUBLIC_URL}/links/${link.id}`);
    const page = await (await gateway.app.request(`/links/${link.id}`)).text();
    expect(page).toContain('>Pay<');
    const paymentId = gateway.sandbox.state.links.get(link.id)!.payment!;
    const { json } = await typeCard(gateway.app, PUBLIC_URL, paymentId, '4242424242424242');
    const paid = await gateway.app.request(`/links/${link.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      body: JSON.stringify({ token: json.token }),
    });
    expect(await paid.json()).toEqual({ next: link.url });
    expect((await api('GET', `/v1/links/${link.id}`)).json.status).toBe('paid');
    expect(await (await gateway.app.request(`/links/${link.id}`)).text()).toContain('has been paid');
    expect((await events()).map((e) => e.type)).toEqual(['payment_link.paid', 'payment.captured']);
  });

  it('never writes a card number to its log, its webhooks or its state', async () => {
    const numbers = ['4242424242424242', '4000000000003220', '4000000000000119'];
    for (const number of numbers) await pay(number);
    await gateway.webhooks.idle();
    const everything = JSON.stringify([logged, sent, [...gateway.sandbox.state.payments.values()], [...gateway.sandbox.state.tokens.values()]]);
    for (const number of numbers) expect(everything).not.toContain(number.slice(0, 12));
    // nor anything like a card number (hex signatures may hold runs of digits: not those)
    expect(everything).not.toMatch(/(?<![0-9a-f])\d{12,19}(?![0-9a-f])/);
  });
});
