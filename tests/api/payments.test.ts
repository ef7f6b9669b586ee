import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerChallenge } from '../../gateway/test-support.ts';
import { transitionsOf } from '../../server/db/repositories/payment-transactions-repository.ts';
import { capturePayment, expireLapsedHolds, openPayment, refundPayment, releasePayment, syncPayment } from '../../server/use-cases/payments.ts';
import { GATEWAY_URL, WEBHOOK_PATH, WEBHOOK_SECRET, wireSandboxGateway } from '../support/sandbox-gateway.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

/** Card payments through the sandbox gateway, its webhooks into our API, on each database. */

describe.each(DRIVERS)('card payments and their webhooks on %s', (driver) => {
  let server: TestServer;
  let gateway: ReturnType<typeof wireSandboxGateway>['gateway'];
  let hotelId: string;
  /** Every webhook the gateway sent, as sent, and what our route answered. */
  let sent: Array<{ body: string; signature: string }>;
  let answers: unknown[];
  let lose: ReturnType<typeof wireSandboxGateway>['lose'];
  let payWith: ReturnType<typeof wireSandboxGateway>['payWith'];
  let keys = 0;

  beforeAll(async () => {
    server = await createTestServer(driver);
    hotelId = (await server.db.selectFrom('hotels').select('id').where('code', '=', 'demo-kyoto').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.travelTo(TEST_NOW);
    ({ gateway, sent, answers, lose, payWith } = wireSandboxGateway(server));
  });

  async function open(capture: 'automatic' | 'manual' = 'manual', amount = 30000) {
    const opened = await openPayment(server.deps, {
      hotelId,
      reservationId: null,
      amount,
      currency: 'JPY',
      capture,
      parentOrigin: 'http://localhost:8080',
      returnUrl: 'http://localhost:8080/widget/reservation/payment',
      acceptedBrands: ['visa', 'mastercard'],
      cardValidThrough: '2026-12-22',
      reference: `R-${++keys}`,
      locale: 'ja',
      idempotencyKey: `open-${keys}`,
    });
    if (!opened.ok) throw new Error(opened.error.code);
    return opened.transaction;
  }
  const pay = async (number: string, capture: 'automatic' | 'manual' = 'manual') => payWith(await open(capture), number);
  const row = (id: string) => server.db.selectFrom('payment_transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const causes = async (id: string) => (await transitionsOf(server.db, id)).map((t) => `${t.from_status}>${t.to_status}:${t.cause}`);
  const post = (body: string, signature?: string) =>
    server.app.request(WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'sandbox-signature': signature } : {}) },
      body,
    });

  it('records a new payment before 3-D Secure, with no card data', async () => {
    const transaction = await open();
    expect(transaction).toMatchObject({ status: 'pre_3d_secure', amount: 30000, currency: 'JPY', gateway: 'sandbox', card_last4: null });
  });

  it('opens one payment and one transaction for one idempotency key, however often and however at once', async () => {
    const input = {
      hotelId,
      reservationId: null,
      amount: 12000,
      currency: 'JPY',
      capture: 'manual' as const,
      parentOrigin: 'http://localhost:8080',
      returnUrl: null,
      acceptedBrands: null,
      cardValidThrough: null,
      reference: 'R-same',
      locale: 'en',
      idempotencyKey: 'open-same',
    };
    const [first, second] = await Promise.all([openPayment(server.deps, input), openPayment(server.deps, input)]);
    expect(first.ok && second.ok && first.transaction.id === second.transaction.id).toBe(true);
    const rows = await server.db.selectFrom('payment_transactions').select('id').where('amount', '=', 12000).execute();
    expect(rows).toHaveLength(1);
  });

  it('authorizes the frictionless card, then captures it through capturing, each step recorded once', async () => {
    const { transaction } = await pay('4242424242424242');
    expect(transaction).toMatchObject({ status: 'authorized', card_brand: 'visa', card_last4: '4242' });
    const captured = await capturePayment(server.deps, { transactionId: transaction.id, amount: null });
    await gateway.webhooks.idle();
    expect(captured.ok && captured.transaction).toMatchObject({ status: 'captured', captured_amount: 30000 });
    expect(await causes(transaction.id)).toEqual([
      'pre_3d_secure>authorized:authorized',
      'authorized>capturing:capture_requested',
      'capturing>captured:captured',
    ]);
    // both webhooks (authorized, captured) came and changed nothing more
    expect(sent.map((s) => JSON.parse(s.body).type)).toEqual(['payment.authorized', 'payment.captured']);
  });

  it('captures a deposit once although the first answer was lost', async () => {
    const { transaction } = await pay('4242424242424242');
    lose.nextAnswer = true;
    const lost = await capturePayment(server.deps, { transactionId: transaction.id, amount: 9000 });
    expect(lost).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    // the webhook may have told us already; a retry asks again with the same key either way
    const retried = await capturePayment(server.deps, { transactionId: transaction.id, amount: 9000 });
    await gateway.webhooks.idle();
    const now = await row(transaction.id);
    expect(now).toMatchObject({ status: 'captured', captured_amount: 9000 });
    expect(retried.ok || (!retried.ok && retried.error.kind === 'state')).toBe(true);
    expect((await causes(transaction.id)).filter((c) => c.endsWith(':capture_requested'))).toHaveLength(1);
    expect(gateway.sandbox.state.payments.get(transaction.gateway_payment_id)!.amount_captured).toBe(9000);
  });

  it('takes the challenge-then-success card from pre_3d_secure to authorized on the webhook, not the browser', async () => {
    const { transaction, payment } = await pay('4000000000003220');
    expect(transaction.status).toBe('pre_3d_secure');
    expect(payment?.nextAction?.url).toBe(`${GATEWAY_URL}/challenge/${transaction.gateway_payment_id}`);
    await answerChallenge(gateway.app, transaction.gateway_payment_id, 'complete');
    await gateway.webhooks.idle();
    expect((await row(transaction.id)).status).toBe('authorized');
    expect((await transitionsOf(server.db, transaction.id))[0]).toMatchObject({ cause: 'authorized', source: 'webhook' });
  });

  it('fails the challenge-then-decline card with its reason', async () => {
    const { transaction } = await pay('4000008400001629');
    await answerChallenge(gateway.app, transaction.gateway_payment_id, 'complete');
    await gateway.webhooks.idle();
    expect(await row(transaction.id)).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
  });

  it('fails a card declined without a challenge, and a processing error, at confirm', async () => {
    expect((await pay('4000000000000002')).transaction).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
    expect((await pay('4000000000000119')).transaction).toMatchObject({ status: 'failed', failure_reason: 'processing_error' });
  });

  it('captures at once when asked, in the spec order', async () => {
    const { transaction } = await pay('5555555555554444', 'automatic');
    expect(transaction.status).toBe('captured');
    expect(await causes(transaction.id)).toEqual(['pre_3d_secure>capturing:capture_requested', 'capturing>captured:captured']);
  });

  it('refunds once however often the refund is sent and whichever news comes first', async () => {
    const { transaction } = await pay('4242424242424242', 'automatic');
    const refund = { transactionId: transaction.id, amount: 21000, reason: 'cancelled', idempotencyKey: `cancel-${transaction.id}` };
    await refundPayment(server.deps, refund);
    await refundPayment(server.deps, refund);
    await gateway.webhooks.idle();
    expect(await row(transaction.id)).toMatchObject({ status: 'captured', refunded_amount: 21000 });
    expect((await causes(transaction.id)).filter((c) => c.endsWith(':refunded'))).toHaveLength(1);
    const more = await refundPayment(server.deps, { ...refund, amount: 9001, idempotencyKey: 'another' });
    expect(more).toMatchObject({ ok: false, error: { code: 'amount_too_large' } });
  });

  it('gives the money back when the room filled during payment: a hold voided, a capture refunded, once', async () => {
    const held = (await pay('4242424242424242')).transaction;
    expect(await releasePayment(server.deps, held.id, 'room_full')).toMatchObject({ ok: true, transaction: { status: 'cancelled' } });
    const taken = (await pay('4242424242424242', 'automatic')).transaction;
    await refundPayment(server.deps, { transactionId: taken.id, amount: 1000, reason: 'partial', idempotencyKey: `partial-${taken.id}` });
    await releasePayment(server.deps, taken.id, 'room_full');
    await releasePayment(server.deps, taken.id, 'room_full');
    await gateway.webhooks.idle();
    expect(await row(taken.id)).toMatchObject({ status: 'captured', captured_amount: 30000, refunded_amount: 30000 });
    expect(gateway.sandbox.state.payments.get(taken.gateway_payment_id)!.refunds.map((r) => r.amount)).toEqual([1000, 29000]);
    const declined = (await pay('4000000000000002')).transaction;
    expect(await releasePayment(server.deps, declined.id, 'room_full')).toMatchObject({ ok: true, transaction: { status: 'failed' } });
  });

  it('aborts a challenge never answered once its 15 minutes are up, and not before', async () => {
    const { transaction } = await pay('4000000000003246');
    await server.travelTo(new Date(TEST_NOW.getTime() + 14 * 60_000 + 59_000));
    expect(await expireLapsedHolds(server.deps)).toBe(0);
    await server.travelTo(new Date(TEST_NOW.getTime() + 15 * 60_000));
    expect(await expireLapsedHolds(server.deps)).toBeGreaterThanOrEqual(1);
    await gateway.webhooks.idle();
    expect((await row(transaction.id)).status).toBe('cancelled');
    expect(await causes(transaction.id)).toEqual(['pre_3d_secure>cancelled:expired']);
    expect(gateway.sandbox.state.payments.get(transaction.gateway_payment_id)!.status).toBe('canceled');
  });

  it('reads the truth back from the gateway after a return from 3-D Secure', async () => {
    const { transaction } = await pay('4000000000003220');
    lose.webhooks = true;
    try {
      await answerChallenge(gateway.app, transaction.gateway_payment_id, 'complete');
      await gateway.webhooks.idle();
    } finally {
      lose.webhooks = false;
      gateway.webhooks.stop();
    }
    expect((await row(transaction.id)).status).toBe('pre_3d_secure');
    const synced = await syncPayment(server.deps, transaction.id);
    expect(synced.ok && synced.transaction.status).toBe('authorized');
    expect((await transitionsOf(server.db, transaction.id)).map((t) => t.source)).toEqual(['retrieve']);
  });

  describe('the webhook route', () => {
    async function aWebhook() {
      const { transaction } = await pay('4000000000003220');
      sent.length = 0;
      await answerChallenge(gateway.app, transaction.gateway_payment_id, 'complete');
      await gateway.webhooks.idle();
      return { transaction, ...sent[0]! };
    }
    const envelope = async (answer: Response) => ({
      status: answer.status,
      body: (await answer.json()) as { errors: Array<{ code: string; details: { base: Array<{ code: string }> } }> },
    });

    it('refuses a forged body with the error envelope and applies nothing', async () => {
      const { transaction } = await pay('4000000000003220');
      const body = JSON.stringify({
        id: 'evt_forged',
        type: 'payment.captured',
        created: 0,
        data: { object: { ...gateway.sandbox.state.payments.get(transaction.gateway_payment_id), status: 'captured', amount_captured: 30000 } },
      });
      const t = Math.floor(server.clock.now.getTime() / 1000);
      const guessed = `t=${t},v1=${createHmac('sha256', 'whsec_guess').update(`${t}.${body}`).digest('hex')}`;
      const refused = await envelope(await post(body, guessed));
      expect(refused).toMatchObject({ status: 401, body: { errors: [{ code: '1000', details: { base: [{ code: 'webhook_signature_invalid' }] } }] } });
      expect((await envelope(await post(body))).body.errors[0]!.details.base[0]!.code).toBe('webhook_signature_missing');
      expect((await row(transaction.id)).status).toBe('pre_3d_secure');
    });

    it('refuses a signed body changed after signing', async () => {
      const { body, signature } = await aWebhook();
      const answer = await post(body.replace('"authorized"', '"captured"'), signature);
      expect(answer.status).toBe(401);
    });

    it('refuses the very same delivery twice as a replay', async () => {
      const { body, signature } = await aWebhook();
      const replay = await envelope(await post(body, signature));
      expect(replay).toMatchObject({ status: 409, body: { errors: [{ code: '1000', details: { base: [{ code: 'webhook_replayed' }] } }] } });
    });

    it('refuses a delivery signed more than five minutes ago', async () => {
      const { body, signature } = await aWebhook();
      await server.travelTo(new Date(server.clock.now.getTime() + 6 * 60_000));
      const stale = await envelope(await post(body, signature));
      expect(stale).toMatchObject({ status: 401, body: { errors: [{ details: { base: [{ code: 'webhook_timestamp_outside_tolerance' }] } }] } });
    });

    it('acknowledges the gateway’s retry of a known event without applying it again', async () => {
      const { transaction, body } = await aWebhook();
      const t = Math.floor(server.clock.now.getTime() / 1000) + 30;
      const resigned = `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')}`;
      const answer = await post(body, resigned);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ data: { received: true, outcome: 'duplicate' } });
      expect(await causes(transaction.id)).toEqual(['pre_3d_secure>authorized:authorized']);
    });

    it('acknowledges an event about a payment we do not have', async () => {
      const payment = gateway.sandbox.create({
        purpose: 'payment',
        amount: 100,
        currency: 'JPY',
        capture_method: 'manual',
        parent_origin: 'http://localhost:8080',
        return_url: null,
        accepted_brands: null,
        card_valid_through: null,
        reference: 'elsewhere',
        locale: 'en',
      });
      gateway.sandbox.void(payment.id);
      await gateway.webhooks.idle();
      expect(answers).toEqual([{ data: { received: true, outcome: 'unknown_payment' } }]);
    });

    it('answers 404 when online payment is off', async () => {
      const { body, signature } = await aWebhook();
      const payments = server.deps.payments;
      server.deps.payments = null;
      try {
        expect((await post(body, signature)).status).toBe(404);
      } finally {
        server.deps.payments = payments;
      }
    });
  });

  it('keeps no card number anywhere in the payment tables', async () => {
    const numbers = ['4242424242424242', '4000000000003220', '4000000000000002'];
    for (const number of numbers) await pay(number);
    const tables = JSON.stringify(
      await Promise.all(
        (['payment_transactions', 'payment_transitions', 'payment_webhook_deliveries'] as const).map((table) =>
          server.db.selectFrom(table).selectAll().execute(),
        ),
      ),
    );
    for (const number of numbers) expect(tables).not.toContain(number.slice(0, 12));
    // nor anything like a card number (ids and signatures are hex and may hold runs of digits: not those)
    expect(tables).not.toMatch(/(?<![0-9a-f-])\d{12,19}(?![0-9a-f-])/);
  });
});
