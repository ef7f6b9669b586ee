import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpdateLock } from '../../server/db/repositories/reservations-repository.ts';
import { DEMO_MEMBER } from '../../server/db/seed-member.ts';
import { book, bookingBody, extraIdsOf, roomsSold } from '../support/booking.ts';
import { accessTokenOf } from '../support/members.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

const TWIN = { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only' };
const DOUBLE = { room_type_code: 'dlx-double', room_plan_code: 'dlx-double--room-only' };
const SUITE = { room_type_code: 'garden-suite', room_plan_code: 'garden-suite--room-only' };

describe.each(DRIVERS)('changing a reservation on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const sold = (code: string, date: string) => roomsSold(server, code, date);
  /** Books and answers the reservation's number and the query that opens it. */
  const booked = async (overrides: Record<string, unknown> = {}) => {
    const { status, json } = await book(server, bookingBody(overrides));
    expect(status).toBe(201);
    return { number: json.data.reservation_number as string, access: `bypass_token=${json.data.bypass_token}`, total: json.data.total_price as number };
  };
  const path = (number: string, access: string, tail = '') => `/hotels/demo-kyoto/reservations/${number}${tail}?${access}`;
  const quote = (number: string, access: string, body: Record<string, unknown>) => server.call('POST', path(number, access, '/update_quote'), { body });
  const change = (number: string, access: string, body: Record<string, unknown>, key: string = randomUUID()) =>
    server.call('PUT', path(number, access), { body, headers: { 'idempotency-key': key } });
  const settings = async (number: string, access: string) => (await server.call('GET', path(number, access, '/update_settings'))).json;

  it('says a booking paid at the hotel may be changed, and prices a change without taking anything', async () => {
    const { number, access, total } = await booked({ checkin_date: '2026-12-14', checkout_date: '2026-12-16' });
    expect((await settings(number, access)).data).toEqual({ is_active: true, updatable: true, reason: null, message: null });
    const { status, json } = await quote(number, access, { checkin_date: '2026-12-15', checkout_date: '2026-12-18', rooms: [TWIN] });
    expect(status).toBe(200);
    const r = json.data.reservation;
    expect([r.checkin_date, r.checkout_date, r.nights]).toEqual(['2026-12-15', '2026-12-18', 3]);
    expect(r.rooms[0].nightly_prices.map((n: { date: string }) => n.date)).toEqual(['2026-12-15', '2026-12-16', '2026-12-17']);
    expect(json.data.previous_total_price).toBe(total);
    expect(json.data.difference).toBe(r.total_price - total);
    expect(json.data.difference).toBeGreaterThan(0);
    expect([await sold('std-twin', '2026-12-14'), await sold('std-twin', '2026-12-16'), await sold('std-twin', '2026-12-17')]).toEqual([1, 0, 0]);
  });

  it('moves the stay in one transaction: the new nights taken, the old given back, the rest kept, and the change e-mailed in the booking’s language', async () => {
    const { number, access, total } = await booked({ checkin_date: '2026-12-07', checkout_date: '2026-12-09', locale: 'ja' });
    const priced = (await quote(number, access, { checkin_date: '2026-12-08', checkout_date: '2026-12-11', rooms: [TWIN] })).json.data;
    const { status, json } = await change(number, access, {
      checkin_date: '2026-12-08',
      checkout_date: '2026-12-11',
      rooms: [TWIN],
      displayed_total_price: priced.reservation.total_price,
    });
    expect(status).toBe(200);
    expect(json.data.reservation.total_price).toBe(priced.reservation.total_price);
    expect(json.data.previous_total_price).toBe(total);
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];
    expect(await Promise.all(days.map((day) => sold('std-twin', day)))).toEqual([0, 1, 1, 1, 0]);
    const lookup = (await server.call('GET', path(number, access))).json.data;
    expect([lookup.checkin_date, lookup.checkout_date, lookup.total_price]).toEqual(['2026-12-08', '2026-12-11', priced.reservation.total_price]);
    expect(lookup.rooms[0].nightly_prices).toHaveLength(3);
    const mail = await server.db
      .selectFrom('outbox')
      .innerJoin('reservations', 'reservations.id', 'outbox.reservation_id')
      .select(['outbox.subject', 'outbox.body_text'])
      .where('reservations.reservation_number', '=', number)
      .where('outbox.kind', '=', 'reservation_change')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`【宿 京都デモ】ご予約変更のお知らせ（予約番号 ${number}）`);
    expect(mail.body_text).toContain('2026年12月8日');
    expect(mail.body_text).toContain(`変更前の合計: ￥${total.toLocaleString('en')}`);
    expect(mail.body_text).toContain('お支払いが￥');
  });

  it('answers a repeated change (a double click) with the first answer and moves the stock once', async () => {
    const { number, access } = await booked({ checkin_date: '2026-12-27', checkout_date: '2026-12-28' });
    const body = { checkin_date: '2026-12-28', checkout_date: '2026-12-29', rooms: [TWIN] };
    const total = (await quote(number, access, body)).json.data.reservation.total_price;
    const key = randomUUID();
    const [first, second] = await Promise.all([
      change(number, access, { ...body, displayed_total_price: total }, key),
      change(number, access, { ...body, displayed_total_price: total }, key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json).toEqual(first.json);
    expect([await sold('std-twin', '2026-12-27'), await sold('std-twin', '2026-12-28')]).toEqual([0, 1]);
    const row = await server.db.selectFrom('reservations').select('update_count').where('reservation_number', '=', number).executeTakeFirstOrThrow();
    expect(row.update_count).toBe(1);
  });

  it('changes nothing when the total shown is not the server’s, and says the new one', async () => {
    const { number, access } = await booked({ checkin_date: '2026-12-02', checkout_date: '2026-12-03' });
    const { status, json } = await change(number, access, { checkin_date: '2026-12-03', checkout_date: '2026-12-05', rooms: [TWIN], displayed_total_price: 1 });
    expect([status, json.errors[0].details.base[0].code]).toEqual([409, 'price_changed']);
    expect(json.errors[0].meta.total_price).toBeGreaterThan(1);
    expect([await sold('std-twin', '2026-12-02'), await sold('std-twin', '2026-12-04')]).toEqual([1, 0]);
  });

  it('refuses another plan, fewer nights than the original had to have, and another number of rooms', async () => {
    // 2026-12-12 is a Saturday: the demo asks two nights of Saturday arrivals
    const { number, access } = await booked({ checkin_date: '2026-12-12', checkout_date: '2026-12-14' });
    const plan = await quote(number, access, {
      checkin_date: '2026-12-12',
      checkout_date: '2026-12-14',
      rooms: [{ ...TWIN, room_plan_code: 'std-twin--breakfast' }],
    });
    expect([plan.status, plan.json.errors[0].details['rooms.0'][0].code]).toEqual([422, 'plan_change_not_allowed']);
    const short = await quote(number, access, { checkin_date: '2026-12-15', checkout_date: '2026-12-16', rooms: [TWIN] });
    expect([short.status, short.json.errors[0].details.checkout_date[0].code]).toEqual([422, 'below_original_minimum_nights']);
    const rooms = await quote(number, access, { checkin_date: '2026-12-15', checkout_date: '2026-12-17', rooms: [TWIN, TWIN] });
    expect([rooms.status, rooms.json.errors[0].details.rooms[0].code]).toEqual([422, 'update_rooms_count']);
    const fine = await quote(number, access, { checkin_date: '2026-12-15', checkout_date: '2026-12-17', rooms: [DOUBLE] });
    expect(fine.status).toBe(200);
  });

  it('locks a reservation the hotel’s staff edited against change and cancel (3014), and says why with the hotel’s phone', async () => {
    const { number, access } = await booked({ checkin_date: '2026-12-21', checkout_date: '2026-12-22' });
    const row = await server.db.selectFrom('reservations').select('id').where('reservation_number', '=', number).executeTakeFirstOrThrow();
    await setUpdateLock(server.db, row.id, true, 'changed by phone');
    const s = (await settings(number, access)).data;
    expect([s.updatable, s.reason]).toEqual([false, 'locked_by_hotel']);
    expect(s.message).toContain('+81-75-');
    const ja = await server.call('GET', path(number, access, '/update_settings'), { headers: { 'x-locale': 'ja' } });
    expect(ja.json.data.message).toMatch(/^このご予約はホテルにて変更されたため.*\+81-75-/);
    const refused = await change(number, access, { checkin_date: '2026-12-22', checkout_date: '2026-12-23', rooms: [TWIN], displayed_total_price: 14400 });
    expect([refused.status, refused.json.errors[0].code, refused.json.errors[0].details.base[0].code]).toEqual([422, '3014', 'update_refused']);
    const cancel = await server.call('PUT', path(number, access, '/cancel'), { body: { reason: 'change_of_plans', cancellation_fee_displayed: 0 } });
    expect([cancel.status, cancel.json.errors[0].code]).toEqual([422, '3014']);
    // the reservation read says so too: no cancel offered online that would be refused
    const read = await server.call('GET', path(number, access));
    expect(read.json.data.cancellation).toMatchObject({ cancellable: false, reason: 'locked_by_hotel' });
    expect(await sold('std-twin', '2026-12-21')).toBe(1);
  });

  it('refuses changes from the check-in day at the hotel, a card deposit still open, and money paid online otherwise than by card', async () => {
    const { number, access } = await booked({ checkin_date: '2026-12-03', checkout_date: '2026-12-04' });
    await server.travelTo(new Date('2026-12-02T15:00:00Z'));
    try {
      expect((await settings(number, access)).data.reason).toBe('change_deadline_passed');
      const late = await quote(number, access, { checkin_date: '2026-12-05', checkout_date: '2026-12-06', rooms: [TWIN] });
      expect([late.status, late.json.errors[0].code, late.json.errors[0].details.base[0].code]).toEqual([422, '1000', 'update_refused']);
    } finally {
      await server.travelTo(new Date('2026-12-01T01:00:00Z'));
    }
    // a booking with a card deposit as the payment calls leave it, its card payment open and then captured
    const card = await booked({ checkin_date: '2026-12-29', checkout_date: '2026-12-30' });
    await server.db
      .updateTable('reservations')
      .set({ status: 'payment_pending', payment_type: 'credit_card_deposit' })
      .where('reservation_number', '=', card.number)
      .execute();
    expect((await settings(card.number, card.access)).data.reason).toBe('payment_pending');
    await server.db.updateTable('reservations').set({ status: 'done', paid_amount: 4104 }).where('reservation_number', '=', card.number).execute();
    expect((await settings(card.number, card.access)).data).toMatchObject({ updatable: true, reason: null });
    // paid at the hotel, yet money taken online: nothing a change could move on a card
    await server.db.updateTable('reservations').set({ payment_type: 'on_site' }).where('reservation_number', '=', card.number).execute();
    const paid = (await settings(card.number, card.access)).data;
    expect([paid.reason, paid.message]).toEqual(['prepaid', expect.stringContaining('paid online')]);
  });

  it('changes one room of two to another room type, moving only that room’s stock', async () => {
    const two = {
      rooms: [
        { ...TWIN, adults: 2, kids_tiers: [] },
        { ...TWIN, adults: 1, kids_tiers: [] },
      ],
      checkin_date: '2026-12-05',
      checkout_date: '2026-12-07',
    };
    const { number, access } = await booked(two);
    const body = { checkin_date: '2026-12-05', checkout_date: '2026-12-07', rooms: [TWIN, DOUBLE] };
    const priced = (await quote(number, access, body)).json.data;
    const { status, json } = await change(number, access, { ...body, displayed_total_price: priced.reservation.total_price });
    expect(status).toBe(200);
    expect(json.data.reservation.rooms.map((room: { room_type_code: string; adults: number }) => [room.room_type_code, room.adults])).toEqual([
      ['std-twin', 2],
      ['dlx-double', 1],
    ]);
    expect([await sold('std-twin', '2026-12-05'), await sold('dlx-double', '2026-12-05'), await sold('dlx-double', '2026-12-06')]).toEqual([1, 1, 1]);
  });

  it('says which extras and coupon no longer apply, removes them and gives their stock and use back', async () => {
    const ids = await extraIdsOf(server, 'demo-kyoto');
    const { number, access } = await booked({
      checkin_date: '2026-12-16',
      checkout_date: '2026-12-18',
      rooms: [{ ...TWIN, room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] }],
      extras: [
        { extra_id: ids['kaiseki-dinner'], quantity: 2, date: '2026-12-16' },
        { extra_id: ids['kaiseki-dinner'], quantity: 2, date: '2026-12-17' },
      ],
      coupon_code: 'WINTER10',
    });
    const dinners = (date: string) =>
      server.db
        .selectFrom('extra_dates')
        .select('stock_sold')
        .where('extra_id', '=', ids['kaiseki-dinner']!)
        .where('service_date', '=', date)
        .executeTakeFirstOrThrow();
    await server.db.updateTable('coupons').set({ active: false }).where('code', '=', 'WINTER10').execute();
    const body = { checkin_date: '2026-12-17', checkout_date: '2026-12-19', rooms: [TWIN] };
    const priced = (await quote(number, access, body)).json.data;
    expect(priced.dropped_extras.map((line: { date: string; quantity: number }) => [line.date, line.quantity])).toEqual([['2026-12-16', 2]]);
    expect(priced.dropped_coupon).toMatchObject({ code: 'WINTER10' });
    const { status, json } = await change(number, access, { ...body, displayed_total_price: priced.reservation.total_price });
    expect(status).toBe(200);
    expect(json.data.reservation.extras.filter((line: { inclusive: boolean }) => !line.inclusive).map((line: { date: string }) => line.date)).toEqual([
      '2026-12-17',
    ]);
    expect(json.data.reservation.discounts).toEqual([]);
    expect([(await dinners('2026-12-16')).stock_sold, (await dinners('2026-12-17')).stock_sold]).toEqual([0, 2]);
    const redemption = await server.db
      .selectFrom('coupon_redemptions')
      .innerJoin('reservations', 'reservations.id', 'coupon_redemptions.reservation_id')
      .select('released_at')
      .where('reservations.reservation_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(redemption.released_at).not.toBeNull();
    await server.db.updateTable('coupons').set({ active: true }).where('code', '=', 'WINTER10').execute();
  });

  it('applies two different changes of a reservation sent at once one after the other, or refuses the one drafted against the old reservation (3013), never a mix', async () => {
    const { number, access } = await booked({ checkin_date: '2027-01-11', checkout_date: '2027-01-12' });
    const later = { checkin_date: '2027-01-13', checkout_date: '2027-01-14', rooms: [TWIN] };
    const larger = { checkin_date: '2027-01-11', checkout_date: '2027-01-12', rooms: [DOUBLE] };
    const [a, b] = await Promise.all([quote(number, access, later), quote(number, access, larger)]);
    const answers = await Promise.all([
      change(number, access, { ...later, displayed_total_price: a.json.data.reservation.total_price }),
      change(number, access, { ...larger, displayed_total_price: b.json.data.reservation.total_price }),
    ]);
    // drafted against the same reservation, the second to commit is refused; drafted after the first committed, it applies to the changed one
    expect(answers.some((x) => x.status === 200)).toBe(true);
    for (const x of answers) expect(x.status === 200 || (x.status === 409 && x.json.errors[0].code === '3013')).toBe(true);
    const now = (await server.call('GET', path(number, access))).json.data;
    const held = [await sold('std-twin', '2027-01-11'), await sold('std-twin', '2027-01-13'), await sold('dlx-double', '2027-01-11')];
    expect(held).toEqual(now.checkin_date === '2027-01-13' ? [0, 1, 0] : [0, 0, 1]);
    expect(now.rooms[0].room_type_code).toBe(now.checkin_date === '2027-01-13' ? 'std-twin' : 'dlx-double');
  });

  it('races a change against new bookings for the last rooms of a night and sells exactly the stock', async () => {
    const suite = await server.db.selectFrom('room_types').select('id').where('code', '=', 'garden-suite').executeTakeFirstOrThrow();
    await server.db
      .updateTable('room_inventory')
      .set({ total: 2, sold: 0 })
      .where('room_type_id', '=', suite.id)
      .where('stay_date', 'in', ['2027-02-08', '2027-02-09'])
      .execute();
    const { number, access } = await booked({ checkin_date: '2027-02-08', checkout_date: '2027-02-09', rooms: [{ ...SUITE, adults: 2, kids_tiers: [] }] });
    const body = { checkin_date: '2027-02-09', checkout_date: '2027-02-10', rooms: [SUITE] };
    const total = (await quote(number, access, body)).json.data.reservation.total_price;
    const guest = (i: number) => ({
      first_name: 'Guest',
      last_name: 'Racer',
      email: `racer${i}@example.com`,
      email_confirmation: `racer${i}@example.com`,
      phone: '0312345678',
    });
    const answers = await Promise.all([
      change(number, access, { ...body, displayed_total_price: total }),
      ...Array.from({ length: 5 }, (_, i) =>
        book(
          server,
          bookingBody({ checkin_date: '2027-02-09', checkout_date: '2027-02-10', rooms: [{ ...SUITE, adults: 2, kids_tiers: [] }], guest: guest(i) }),
        ),
      ),
    ]);
    const [moved, ...bookings] = answers;
    const won = bookings.filter((a) => a.status === 201).length + (moved!.status === 200 ? 1 : 0);
    expect(won).toBe(2);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 201).every((a) => a.status === 409 && a.json.errors[0].code === '1105')).toBe(true);
    expect(await sold('garden-suite', '2027-02-09')).toBe(2);
    expect(await sold('garden-suite', '2027-02-08')).toBe(moved!.status === 200 ? 0 : 1);
    const holding = await server.db
      .selectFrom('reservation_nights')
      .innerJoin('reservation_rooms', 'reservation_rooms.id', 'reservation_nights.reservation_room_id')
      .innerJoin('reservations', 'reservations.id', 'reservation_rooms.reservation_id')
      .select('reservations.reservation_number')
      .where('reservation_rooms.room_type_code', '=', 'garden-suite')
      .where('reservation_nights.stay_date', '=', '2027-02-09')
      .where('reservations.status', '!=', 'cancelled')
      .execute();
    expect(holding).toHaveLength(2);
  });

  it('changes a member’s booking only with that member’s sign-in (spec 1 §6)', async () => {
    const token = await accessTokenOf(server, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const bearer = { authorization: `Bearer ${token}` };
    const made = await server.call('POST', '/hotels/demo-kyoto/reservations', {
      body: bookingBody({ checkin_date: '2027-01-18', checkout_date: '2027-01-19' }),
      headers: { 'idempotency-key': randomUUID(), ...bearer },
    });
    expect(made.status).toBe(201);
    const number = made.json.data.reservation_number as string;
    const access = `bypass_token=${made.json.data.bypass_token}`;
    const body = { checkin_date: '2027-01-19', checkout_date: '2027-01-20', rooms: [TWIN] };
    const signedOut = await change(number, access, body);
    expect(signedOut.status).toBe(403);
    expect(signedOut.json.errors[0].details.base[0].code).toBe('member_sign_in_required');
    const priced = (await quote(number, access, body)).json.data.reservation.total_price;
    const signedIn = await server.call('PUT', path(number, access), {
      body: { ...body, displayed_total_price: priced },
      headers: { 'idempotency-key': randomUUID(), ...bearer },
    });
    expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
  });
});
