import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createRateLimiters } from '../../server/http/rate-limit.ts';
import { typeCard } from '../../gateway/test-support.ts';
import { GATEWAY_URL, wireSandboxGateway } from './sandbox-gateway.ts';
import { roomsSold } from './booking.ts';
import { createTestServer, TEST_NOW, type TestServer } from './test-server.ts';

/** The widget's origin in payment calls. */
export const PARENT_ORIGIN = 'http://localhost:8080';

/** A reservation as its payment calls name it; `bearer`: the access token of the member who booked it (spec 1 §6). */
export type Booked = { reservation_number: string; bypass_token: string; bearer?: string };

const signedInAs = (r: Booked): Record<string, string> => (r.bearer ? { authorization: `Bearer ${r.bearer}` } : {});

/** What the payment session call answers. */
export type SessionAnswer = {
  transaction_id: string;
  hosted_fields_url: string;
  gateway_origin: string;
  purpose: 'pay' | 'verify';
  amount: number;
  accepted_brands: string[];
  card_valid_through: string;
};

/** What confirm and sync answer. */
export type ProgressAnswer = { state: string; challenge_url: string | null; error_code: string | null; reservation: Record<string, unknown> };

/**
 * A demo-kyoto reservation's payment calls as the widget makes them (session, confirm with a card
 * typed in the sandbox's hosted fields, sync), and what a test reads back (the reservation, its
 * e-mails, the rooms sold a night).
 */
export function reservationPaymentCalls(server: TestServer, wired: ReturnType<typeof wireSandboxGateway>) {
  const path = (number: string, token: string, tail: string) => `/hotels/demo-kyoto/reservations/${number}/payment/${tail}?bypass_token=${token}`;
  const paymentIdOf = async (transactionId: string) =>
    (await server.db.selectFrom('payment_transactions').select('gateway_payment_id').where('id', '=', transactionId).executeTakeFirstOrThrow())
      .gateway_payment_id;
  async function session(r: Booked, key: string = randomUUID()): Promise<SessionAnswer> {
    const answer = await server.call('POST', path(r.reservation_number, r.bypass_token, 'session'), {
      body: { parent_origin: PARENT_ORIGIN, return_url: `${PARENT_ORIGIN}/widget/reservation/payment`, locale: 'en' },
      headers: { 'idempotency-key': key, ...signedInAs(r) },
    });
    expect(answer.status).toBe(201);
    return answer.json.data;
  }
  const sync = async (r: Booked, transactionId: string): Promise<ProgressAnswer> =>
    (await server.call('POST', path(r.reservation_number, r.bypass_token, 'sync'), { body: { transaction_id: transactionId }, headers: signedInAs(r) })).json
      .data;
  async function confirm(r: Booked, transactionId: string, card: string): Promise<ProgressAnswer> {
    const { json } = await typeCard(wired.gateway.app, GATEWAY_URL, await paymentIdOf(transactionId), card);
    const answer = await server.call('POST', path(r.reservation_number, r.bypass_token, 'confirm'), {
      body: { transaction_id: transactionId, token: json.token },
      headers: signedInAs(r),
    });
    await wired.gateway.webhooks.idle();
    expect(answer.status).toBe(200);
    const progress = answer.json.data as ProgressAnswer;
    // the capture may finish on its webhook: the widget asks again (sync) while processing
    return progress.state === 'processing' ? { ...(await sync(r, transactionId)), challenge_url: null } : progress;
  }
  const lookup = async (r: Booked) =>
    (await server.call('GET', `/hotels/demo-kyoto/reservations/${r.reservation_number}?bypass_token=${r.bypass_token}`)).json.data;
  const mails = (number: string) =>
    server.db
      .selectFrom('outbox')
      .innerJoin('reservations', 'reservations.id', 'outbox.reservation_id')
      .select(['outbox.kind', 'outbox.next_attempt_at', 'outbox.body_text'])
      .where('reservations.reservation_number', '=', number)
      .execute();
  /** Rooms of demo-kyoto's std-twin sold on a night. */
  const sold = (date: string) => roomsSold(server, 'std-twin', date);
  return { path, paymentIdOf, session, confirm, sync, lookup, mails, sold };
}

/** Stays of two nights from `first` on, three days apart: each call gives one no earlier call gave. */
export function freshStays(first: string): () => { checkin_date: string; checkout_date: string } {
  let taken = 0;
  return () => {
    const from = Date.parse(`${first}T00:00:00Z`) + taken++ * 3 * 86_400_000;
    const day = (offset: number) => new Date(from + offset * 86_400_000).toISOString().slice(0, 10);
    return { checkin_date: day(0), checkout_date: day(2) };
  };
}

/** What each test of a card payment file works with. */
export type CardPaymentContext = { server: TestServer; wired: ReturnType<typeof wireSandboxGateway>; calls: ReturnType<typeof reservationPaymentCalls> };

/**
 * Registers a card payment test file's hooks: one test server on `driver` for the file, and before
 * each test the clock at TEST_NOW, a sandbox gateway wired afresh, fresh lookup limits (every call
 * comes from one address; rate-limit.test.ts tests them), handed to `use`.
 */
export function withCardPayments(driver: 'pglite' | 'postgres', use: (context: CardPaymentContext) => void): void {
  let server: TestServer;
  let wired: CardPaymentContext['wired'] | undefined;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.travelTo(TEST_NOW);
    wired = wireSandboxGateway(server);
    server.deps.rateLimiters = createRateLimiters();
    use({ server, wired, calls: reservationPaymentCalls(server, wired) });
  });
  // a test's webhooks (and what they set off) end with it: no retry reaches the next test's clock
  afterEach(async () => {
    await wired?.gateway.webhooks.idle();
    wired?.gateway.webhooks.stop();
  });
}
