import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../server/db/seed-member.ts';
import { bookingBody, GUEST } from '../support/booking.ts';
import { accessTokenOf, newSignedInMember } from '../support/members.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('reservations of a member on %s', (driver) => {
  let server: TestServer;
  let member: string;
  let stranger: string;
  beforeAll(async () => {
    server = await createTestServer(driver);
    member = await accessTokenOf(server, DEMO_MEMBER.email, DEMO_MEMBER.password);
    stranger = await newSignedInMember(server, 'stranger@example.com');
  });
  afterAll(() => server.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const book = (body: Record<string, unknown>, token?: string) =>
    server.call('POST', '/hotels/demo-kyoto/reservations', { body, headers: { 'idempotency-key': randomUUID(), ...(token ? bearer(token) : {}) } });
  const memberIdOf = async (number: string) =>
    (await server.db.selectFrom('reservations').select('member_id').where('reservation_number', '=', number).executeTakeFirstOrThrow()).member_id;
  const list = (query: string, token = member) => server.call('GET', `/user/reservations${query}`, { headers: bearer(token) });
  const cancel = (number: string, token?: string) =>
    server.call('PUT', `/hotels/demo-kyoto/reservations/${number}/cancel?email=${encodeURIComponent(GUEST.email)}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('makes a booking with a member’s access token theirs, and one without it a guest’s, whatever the body says', async () => {
    const demo = await server.db.selectFrom('members').select('id').where('email', '=', DEMO_MEMBER.email).executeTakeFirstOrThrow();
    const signedIn = await book(bookingBody(), member);
    expect(signedIn.status).toBe(201);
    expect(await memberIdOf(signedIn.json.data.reservation_number)).toBe(demo.id);
    const guest = await book({ ...bookingBody(), member_id: demo.id });
    expect(guest.status).toBe(201);
    expect(await memberIdOf(guest.json.data.reservation_number)).toBeNull();
  });

  it('refuses a booking with a bad access token instead of booking it as a guest’s', async () => {
    const refused = await book(bookingBody(), `${member.slice(0, -4)}AAAA`);
    expect(refused.status).toBe(401);
    expect(refused.json.errors[0].code).toBe('3401');
  });

  it('lists the member’s own reservations only, upcoming by default, then completed and cancelled, by payment, a page at a time', async () => {
    const early = await book(bookingBody({ checkin_date: '2026-12-10', checkout_date: '2026-12-11' }), member);
    const late = await book(bookingBody({ checkin_date: '2027-01-10', checkout_date: '2027-01-12' }), member);
    const gone = await book(bookingBody({ checkin_date: '2027-01-20', checkout_date: '2027-01-21' }), member);
    await book(bookingBody({ checkin_date: '2026-12-12', checkout_date: '2026-12-13' }), stranger);
    expect((await cancel(gone.json.data.reservation_number, member)).status).toBe(200);
    const numbers = (answer: { json: { data: { reservations: Array<{ reservation_number: string }> } } }) =>
      answer.json.data.reservations.map((r) => r.reservation_number);

    const upcoming = await list('');
    expect(upcoming.status).toBe(200);
    // the first test's booking (2026-12-20) sits between; the stranger's is not listed
    expect(numbers(upcoming)).toHaveLength(3);
    expect(numbers(upcoming)[0]).toBe(early.json.data.reservation_number);
    expect(numbers(upcoming)[2]).toBe(late.json.data.reservation_number);
    expect(upcoming.json.data).toMatchObject({ page: 1, per_page: 10, total_pages: 1, total_entries: 3 });
    expect(upcoming.json.data.reservations[0]).toMatchObject({
      list: 'upcoming',
      status: 'done',
      hotel: { code: 'demo-kyoto' },
      nights: 1,
      guest: { email: GUEST.email },
      payment_type: 'on_site',
      cancellation: { cancellable: true },
    });
    expect(upcoming.json.data.reservations[0].rooms[0]).toMatchObject({ adults: 2, children: 0 });

    const cancelled = await list('?status=cancelled');
    expect(numbers(cancelled)).toEqual([gone.json.data.reservation_number]);
    expect(cancelled.json.data.reservations[0]).toMatchObject({ list: 'cancelled', status: 'cancelled' });

    const second = await list('?per_page=1&page=2');
    expect(numbers(second)).toHaveLength(1);
    expect(second.json.data).toMatchObject({ page: 2, per_page: 1, total_pages: 3, total_entries: 3 });
    expect((await list('?payment=on_site')).json.data.total_entries).toBe(3);
    expect((await list('?payment=prepaid')).json.data.total_entries).toBe(0);

    // once the first stay's check-out date has passed at the hotel, it is completed
    await server.travelTo(new Date('2026-12-11T15:30:00Z'));
    const token = await accessTokenOf(server, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const completed = await list('?status=completed', token);
    expect(numbers(completed)).toEqual([early.json.data.reservation_number]);
    expect(completed.json.data.reservations[0].list).toBe('completed');
    expect((await list('', token)).json.data.total_entries).toBe(2);
  });

  it('cancels a member’s reservation only with that member’s sign-in, and a guest booking only with nobody signed in (spec 1 §6)', async () => {
    const token = await accessTokenOf(server, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const other = await accessTokenOf(server, 'stranger@example.com', 'Kyoto2026x');
    const own = (await book(bookingBody({ checkin_date: '2027-02-01', checkout_date: '2027-02-02' }), token)).json.data.reservation_number;
    // the number and the e-mail of the member's booking are not enough, nor another member's sign-in
    for (const refused of [await cancel(own), await cancel(own, other)]) {
      expect(refused.status).toBe(403);
      expect(refused.json.errors[0].code).toBe('1000');
      expect(refused.json.errors[0].details.base[0].code).toBe('member_sign_in_required');
      expect(refused.json.errors[0].title).toMatch(/sign in/i);
    }
    expect((await server.db.selectFrom('reservations').select('status').where('reservation_number', '=', own).executeTakeFirstOrThrow()).status).toBe('done');
    expect((await cancel(own, token)).status).toBe(200);

    const guest = (await book(bookingBody({ checkin_date: '2027-02-03', checkout_date: '2027-02-04' }))).json.data.reservation_number;
    const signedIn = await cancel(guest, token);
    expect(signedIn.status).toBe(403);
    expect(signedIn.json.errors[0].details.base[0].code).toBe('member_sign_out_required');
    expect((await cancel(guest)).status).toBe(200);
    // a wrong e-mail is the same "not found" as ever, signed in or not
    const unknown = await server.call('PUT', `/hotels/demo-kyoto/reservations/${own}/cancel?email=someone%40example.com`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
      headers: bearer(token),
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 401 without a member’s sign-in, and 422 for a filter it does not know', async () => {
    const anonymous = await server.call('GET', '/user/reservations');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.errors[0].code).toBe('3401');
    const token = await accessTokenOf(server, DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect((await list('?status=lottery', token)).status).toBe(422);
    expect((await list('?per_page=51', token)).status).toBe(422);
    expect((await list('?page=0', token)).status).toBe(422);
  });
});
