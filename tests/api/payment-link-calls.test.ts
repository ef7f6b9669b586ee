import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerChallenge, typeCard } from '../../gateway/test-support.ts';
import { changePaymentLinkAmount, setPaymentLinkStatus } from '../../server/db/repositories/payment-links-repository.ts';
import { createPaymentLink } from '../../server/use-cases/payment-links.ts';
import { GATEWAY_URL, wireSandboxGateway } from '../support/sandbox-gateway.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

/** The payment link calls of spec 2 §7.6 over HTTP: the page, paying it with the card fields' token, 3-D Secure, the QR code. */

describe.each(DRIVERS)('payment link calls on %s', (driver) => {
  let server: TestServer;
  let wired: ReturnType<typeof wireSandboxGateway>;
  let kyoto: string;
  let attempt = 0;
  // every test from its own address: the per-address limit is a test of its own
  let address = 0;
  let from: Record<string, string>;

  beforeAll(async () => {
    server = await createTestServer(driver);
    kyoto = (await server.db.selectFrom('hotels').select('id').where('code', '=', 'demo-kyoto').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.travelTo(TEST_NOW);
    wired = wireSandboxGateway(server);
    from = { 'x-forwarded-for': `198.51.100.${++address}`, 'x-locale': 'ja' };
  });

  const makeLink = (reservationId: string | null = null) =>
    createPaymentLink(server.deps, {
      hotelId: kyoto,
      amount: 12000,
      currency: 'JPY',
      descriptions: { en: 'Dinner for two', ja: '夕食（2名様）' },
      reservationId,
      expiresAt: null,
    });
  const page = (number: string, paymentId?: string) =>
    server.call('GET', `/payment_links/${number}${paymentId ? `?payment_id=${paymentId}` : ''}`, { headers: from });
  function start(number: string) {
    // each attempt a second after the last: attempts are ordered by the time they were opened
    server.clock.now = new Date(server.clock.now.getTime() + 1000);
    return server.call('POST', `/payment_links/${number}/payments`, { headers: from, body: { idempotency_key: `attempt-${++attempt}` } });
  }
  async function tokenFor(paymentId: string, card: string) {
    const { json } = await typeCard(wired.gateway.app, GATEWAY_URL, paymentId, card);
    return json.token!;
  }
  const confirm = (number: string, paymentId: string, token: string) =>
    server.call('POST', `/payment_links/${number}/payments/${paymentId}/confirm`, {
      headers: from,
      body: { token, idempotency_key: `confirm-${++attempt}` },
    });

  it('shows an open link’s hotel, amount and description in the guest’s language, and nothing of the guest', async () => {
    const reservation = await server.db.selectFrom('reservations').select('id').executeTakeFirst();
    const link = await makeLink(reservation?.id ?? null);
    const { status, json } = await page(link.payment_number);
    expect(status).toBe(200);
    expect(json.data).toEqual({
      payment_number: link.payment_number,
      state: 'open',
      hotel: { code: 'demo-kyoto', name: expect.any(String) },
      amount: 12000,
      currency: 'JPY',
      description: '夕食（2名様）',
      expires_at: null,
      amount_changed_at: TEST_NOW.toISOString(),
      checked_at: expect.any(String),
      failure_code: null,
      payments_unavailable: false,
    });
  });

  it('says when the amount changed, so a page showing the old one asks for a reload (spec 1 §4)', async () => {
    const link = await makeLink();
    const later = new Date(TEST_NOW.getTime() + 600_000);
    await changePaymentLinkAmount(server.db, link.id, 15000, later);
    const { json } = await page(link.payment_number);
    expect(json.data).toMatchObject({ amount: 15000, amount_changed_at: later.toISOString(), state: 'open' });
  });

  it('answers 404 for a number that is no link and 422 for one that cannot be', async () => {
    expect((await page('PLABCDEFGHJKMNPQRS')).status).toBe(404);
    expect((await page('../../hotels')).status).toBe(404);
    const malformed = await page('PL1234');
    expect(malformed.status).toBe(422);
  });

  it('opens the gateway’s card fields framed by the widget’s origin alone, says failed after a declined card, then paid after a 3-D Secure challenge', async () => {
    const link = await makeLink();
    const first = await start(link.payment_number);
    expect(first.status).toBe(201);
    expect(first.json.data.gateway_origin).toBe(GATEWAY_URL);
    expect(first.json.data.hosted_fields_url).toMatch(new RegExp(`^${GATEWAY_URL}/fields/`));
    const sent = await wired.gateway.app.request(first.json.data.hosted_fields_url);
    expect(sent.headers.get('content-security-policy')).toContain(`frame-ancestors ${new URL(server.deps.publicUrl).origin}`);

    const declined = await confirm(link.payment_number, first.json.data.payment_id, await tokenFor(first.json.data.payment_id, '4000000000000002'));
    expect(declined.json.data).toMatchObject({ page: { state: 'failed', failure_code: '3204' }, challenge_url: null });

    const second = await start(link.payment_number);
    const paymentId = second.json.data.payment_id;
    const challenged = await confirm(link.payment_number, paymentId, await tokenFor(paymentId, '4000000000003220'));
    expect(challenged.json.data.page.state).toBe('open');
    expect(challenged.json.data.challenge_url).toBe(`${GATEWAY_URL}/challenge/${paymentId}`);
    await answerChallenge(wired.gateway.app, paymentId, 'complete', 'redirect');
    // the return names the payment; the server asks the gateway what happened
    expect((await page(link.payment_number, paymentId)).json.data.state).toBe('paid');
    expect((await page(link.payment_number)).json.data.state).toBe('already_paid');
    const again = await start(link.payment_number);
    expect(again.status).toBe(409);
    expect(again.json.errors[0]).toMatchObject({ code: '3200', details: { base: [{ code: 'payment_link_already_paid' }] } });
  });

  it('goes back to the link’s page in the widget after a top-level challenge', async () => {
    const link = await makeLink();
    const { json } = await start(link.payment_number);
    await confirm(link.payment_number, json.data.payment_id, await tokenFor(json.data.payment_id, '4000000000003220'));
    const back = await answerChallenge(wired.gateway.app, json.data.payment_id, 'complete', 'redirect');
    expect(back.headers.get('location')).toBe(
      `${new URL(server.deps.publicUrl).origin}/widget/payments/${link.payment_number}?locale=ja&payment_id=${json.data.payment_id}`,
    );
  });

  it('refuses a payment of another link, and takes no card for a cancelled link', async () => {
    const mine = await makeLink();
    const other = await makeLink();
    const { json } = await start(other.payment_number);
    const token = await tokenFor(json.data.payment_id, '4242424242424242');
    expect((await confirm(mine.payment_number, json.data.payment_id, token)).status).toBe(404);
    // another link's payment does not make this one paid
    expect((await page(mine.payment_number, json.data.payment_id)).json.data.state).toBe('open');
    await setPaymentLinkStatus(server.db, mine.id, 'cancelled', TEST_NOW);
    expect((await page(mine.payment_number)).json.data.state).toBe('cancelled');
    const refused = await start(mine.payment_number);
    expect(refused.status).toBe(409);
    expect(refused.json.errors[0].details.base[0].code).toBe('payment_link_cancelled');
  });

  it('makes the QR code of the link’s page as SVG', async () => {
    const link = await makeLink();
    const { status, json } = await server.call('GET', `/qr_codes?qr_code=${link.payment_number}`, { headers: from });
    expect(status).toBe(200);
    expect(json.data.url).toBe(`${new URL(server.deps.publicUrl).origin}/widget/payments/${link.payment_number}`);
    expect(json.data.svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(json.data.svg).not.toContain('<script');
    expect((await server.call('GET', '/qr_codes?qr_code=PLABCDEFGHJKMNPQRS', { headers: from })).status).toBe(404);
  });

  it('stops an address that tries numbers one after another', async () => {
    let last = 0;
    for (let i = 0; i < 121; i += 1) last = (await page(`PL${String(i).padStart(16, 'A').replace(/[01]/g, 'B')}`)).status;
    expect(last).toBe(429);
  });
});
