import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeCard } from '../../gateway/test-support.ts';
import { createApp } from '../../server/app.ts';
import { book, bookingBody } from '../support/booking.ts';
import { GATEWAY_URL, wireSandboxGateway } from '../support/sandbox-gateway.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

/** The e2e run's hook that runs the payment jobs as of a later time (server/demo/test-hooks.ts). */
describe('the payment-jobs test hook', () => {
  let server: TestServer;
  let wired: ReturnType<typeof wireSandboxGateway>;
  beforeAll(async () => {
    server = await createTestServer('pglite');
    wired = wireSandboxGateway(server);
  });
  afterAll(() => server.close());

  // in-process requests have no socket: the test says it is on the server's machine through one trusted proxy
  const hooked = () => createApp({ ...server.deps, demo: true, trustProxy: 1 }, { testHooks: true });
  const runJobs = (app: ReturnType<typeof createApp>, minutes: number, from = '127.0.0.1') =>
    app.request(`/demo/test-hooks/payment-jobs?minutes_later=${minutes}`, { method: 'POST', headers: { 'x-forwarded-for': from } });

  it('aborts a reservation whose challenge was never answered only once its 15 minutes have passed', async () => {
    const booked = await book(server, bookingBody({ checkin_date: '2027-05-11', checkout_date: '2027-05-12', payment_type: 'credit_card' }));
    const { reservation_number: number, bypass_token: token } = booked.json.data;
    const path = (tail: string) => `/hotels/demo-kyoto/reservations/${number}${tail}?bypass_token=${token}`;
    const session = await server.call('POST', path('/payment/session'), {
      body: { parent_origin: 'http://localhost:8080', return_url: 'http://localhost:8080/widget/reservation/payment', locale: 'en' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    const paymentId = new URL(session.json.data.hosted_fields_url).pathname.split('/').at(-1)!;
    const card = await typeCard(wired.gateway.app, GATEWAY_URL, paymentId, '4000000000003246');
    const confirmed = await server.call('POST', path('/payment/confirm'), {
      body: { transaction_id: session.json.data.transaction_id, token: card.json.token },
    });
    expect(confirmed.json.data.state).toBe('challenge');

    const app = hooked();
    expect(await (await runJobs(app, 14)).json()).toEqual({ expired_payments: 0, aborted_reservations: 0 });
    expect((await server.call('GET', path(''))).json.data.status).toBe('payment_pending');
    expect(await (await runJobs(app, 16)).json()).toEqual({ expired_payments: 1, aborted_reservations: 1 });
    expect((await server.call('GET', path(''))).json.data).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_not_completed' });
  });

  it('answers only the server’s own machine, and only when YADO_TEST_HOOKS mounted it in demo mode', async () => {
    expect((await runJobs(hooked(), 16, '203.0.113.9')).status).toBe(403);
    expect((await runJobs(hooked(), 100_000)).status).toBe(422);
    expect((await runJobs(createApp({ ...server.deps, demo: true, trustProxy: 1 }), 16)).status).toBe(404);
    expect((await runJobs(createApp({ ...server.deps, demo: false, trustProxy: 1 }, { testHooks: true }), 16)).status).toBe(404);
  });

  it('moves a reservation’s stay to end today at the hotel, for the receipt, for the server’s own machine only', async () => {
    const booked = await book(server, bookingBody({ checkin_date: '2027-05-20', checkout_date: '2027-05-22' }));
    const { reservation_number: number, bypass_token: token } = booked.json.data;
    const end = (from = '127.0.0.1', hotel = 'demo-kyoto') =>
      hooked().request(`/demo/test-hooks/stay-ended?hotel=${hotel}&reservation_number=${number}`, { method: 'POST', headers: { 'x-forwarded-for': from } });
    expect((await end('203.0.113.9')).status).toBe(403);
    expect((await end('127.0.0.1', 'demo-seoul')).status).toBe(404);
    // TEST_NOW is 2026-12-01 01:00 UTC: 10:00 that day in Kyoto
    expect(await (await end()).json()).toEqual({ checkin_date: '2026-11-29', checkout_date: '2026-12-01' });
    expect((await server.call('GET', `/hotels/demo-kyoto/reservations/${number}?bypass_token=${token}`)).json.data).toMatchObject({
      checkin_date: '2026-11-29',
      checkout_date: '2026-12-01',
      nights: 2,
    });
  });

  it('marks a reservation as edited by the hotel’s staff for a browser test, for the server’s own machine only', async () => {
    const booked = await book(server, bookingBody({ checkin_date: '2027-05-24', checkout_date: '2027-05-25' }));
    const { reservation_number: number, bypass_token: token } = booked.json.data;
    const lock = (from = '127.0.0.1', hotel = 'demo-kyoto') =>
      hooked().request(`/demo/test-hooks/staff-lock?hotel=${hotel}&reservation_number=${number}`, { method: 'POST', headers: { 'x-forwarded-for': from } });
    const settings = async () => (await server.call('GET', `/hotels/demo-kyoto/reservations/${number}/update_settings?bypass_token=${token}`)).json.data;
    expect((await lock('203.0.113.9')).status).toBe(403);
    expect((await lock('127.0.0.1', 'demo-seoul')).status).toBe(404);
    expect((await settings()).reason).toBeNull();
    expect((await lock()).status).toBe(204);
    expect((await settings()).reason).toBe('locked_by_hotel');
  });
});
