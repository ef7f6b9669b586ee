import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpdateLock } from '../../server/db/repositories/reservations-repository.ts';
import { DEMO_MEMBER } from '../../server/db/seed-member.ts';
import { book, bookingBody, extraIdsOf } from '../support/booking.ts';
import { accessTokenOf } from '../support/members.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

const TWIN = { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] };
type Line = { extra_id: string; date: string | null; quantity: number; price: number; inclusive: boolean };

describe.each(DRIVERS)('extras of a reservation after booking, on %s', (driver) => {
  let server: TestServer;
  let ids: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer(driver);
    ids = await extraIdsOf(server, 'demo-kyoto');
  });
  afterAll(() => server.close());

  async function booked(stay: { checkin_date: string; checkout_date: string }, extras: unknown[] = [], more: Record<string, unknown> = {}) {
    const { status, json } = await book(server, bookingBody({ ...stay, rooms: [TWIN], extras, ...more }));
    expect(status).toBe(201);
    const number = json.data.reservation_number as string;
    return { number, total: json.data.total_price as number, path: `/hotels/demo-kyoto/reservations/${number}/extras?bypass_token=${json.data.bypass_token}` };
  }
  const sold = async (code: string, date: string | null) =>
    date === null
      ? (await server.db.selectFrom('extras').select('stock_sold').where('id', '=', ids[code]!).executeTakeFirstOrThrow()).stock_sold
      : (
          await server.db
            .selectFrom('extra_dates')
            .select('stock_sold')
            .where('extra_id', '=', ids[code]!)
            .where('service_date', '=', date)
            .executeTakeFirstOrThrow()
        ).stock_sold;
  const put = (path: string, extras: unknown[], displayed_total_price: number, headers: Record<string, string> = {}) =>
    server.call('PUT', path, { body: { extras, displayed_total_price }, headers });

  it('lists the booked extras and what the stay may still have, then adds one: stock taken, total and e-mail updated', async () => {
    const { number, total, path } = await booked({ checkin_date: '2026-12-14', checkout_date: '2026-12-16' }, [
      { extra_id: ids['late-checkout'], quantity: 1 },
    ]);
    const listed = await server.call('GET', path);
    expect(listed.status).toBe(200);
    expect(listed.json.data).toMatchObject({ editable: true, reason: null, currency: 'JPY', total_price: total });
    expect(listed.json.data.lines.map((l: Line) => [l.extra_id, l.quantity])).toEqual([[ids['late-checkout'], 1]]);
    expect(listed.json.data.offers.map((o: { name: string }) => o.name)).toContain('Kaiseki dinner');

    const before = await sold('kaiseki-dinner', '2026-12-14');
    const wanted = [
      { extra_id: ids['late-checkout'], quantity: 1 },
      { extra_id: ids['kaiseki-dinner'], date: '2026-12-14', quantity: 2 },
    ];
    // 2 dinners at the weekday price
    const changed = await put(path, wanted, total + 24_000);
    expect(changed.status).toBe(200);
    expect(changed.json.data.total_price).toBe(total + 24_000);
    expect(changed.json.data.lines.map((l: Line) => [l.extra_id, l.date, l.quantity, l.price])).toEqual([
      [ids['late-checkout'], null, 1, 3000],
      [ids['kaiseki-dinner'], '2026-12-14', 2, 24_000],
    ]);
    expect(await sold('kaiseki-dinner', '2026-12-14')).toBe(before + 2);
    const reservation = await server.call('GET', path.replace('/extras', ''));
    expect(reservation.json.data.total_price).toBe(total + 24_000);
    expect(reservation.json.data.extras).toHaveLength(2);
    const mail = await server.db
      .selectFrom('outbox')
      .innerJoin('reservations', 'reservations.id', 'outbox.reservation_id')
      .select(['outbox.subject', 'outbox.body_text'])
      .where('reservations.reservation_number', '=', number)
      .where('outbox.kind', '=', 'reservation_change')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('Kaiseki dinner');

    // the same list again changes nothing and sends nothing
    expect((await put(path, wanted, total + 24_000)).status).toBe(200);
    expect(await sold('kaiseki-dinner', '2026-12-14')).toBe(before + 2);
    const mails = await server.db
      .selectFrom('outbox')
      .innerJoin('reservations', 'reservations.id', 'outbox.reservation_id')
      .select('outbox.id')
      .where('reservations.reservation_number', '=', number)
      .where('outbox.kind', '=', 'reservation_change')
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('removes an extra: its stock given back and the total lowered', async () => {
    const { total, path } = await booked({ checkin_date: '2026-12-15', checkout_date: '2026-12-16' }, [
      { extra_id: ids['kaiseki-dinner'], date: '2026-12-15', quantity: 3 },
    ]);
    const before = await sold('kaiseki-dinner', '2026-12-15');
    const { status, json } = await put(path, [{ extra_id: ids['kaiseki-dinner'], date: '2026-12-15', quantity: 1 }], total - 24_000);
    expect(status).toBe(200);
    expect(json.data.total_price).toBe(total - 24_000);
    expect(await sold('kaiseki-dinner', '2026-12-15')).toBe(before - 2);
    expect((await put(path, [], total - 36_000)).json.data.lines).toEqual([]);
    expect(await sold('kaiseki-dinner', '2026-12-15')).toBe(before - 3);
  });

  it('refuses, changing nothing: a total the guest did not see, a quantity outside min..max (1102), an unknown extra (1100), more than is left (1104)', async () => {
    const { total, path } = await booked({ checkin_date: '2026-12-16', checkout_date: '2026-12-17' });
    const late = [{ extra_id: ids['late-checkout'], quantity: 1 }];
    const wrongTotal = await put(path, late, total);
    expect(wrongTotal.status).toBe(409);
    expect(wrongTotal.json.errors[0].details.base[0].code).toBe('price_changed');
    const tooMany = await put(path, [{ extra_id: ids['late-checkout'], quantity: 2 }], total + 6000);
    expect(tooMany.json.errors[0].code).toBe('1102');
    const unknown = await put(path, [{ extra_id: randomUUID(), quantity: 1 }], total);
    expect(unknown.json.errors[0].code).toBe('1100');
    await server.db
      .updateTable('extra_dates')
      .set({ stock_total: 10, stock_sold: 9 })
      .where('extra_id', '=', ids['kaiseki-dinner']!)
      .where('service_date', '=', '2026-12-16')
      .execute();
    const short = await put(path, [{ extra_id: ids['kaiseki-dinner'], date: '2026-12-16', quantity: 2 }], total + 24_000);
    expect(short.json.errors[0].code).toBe('1104');
    expect(await sold('kaiseki-dinner', '2026-12-16')).toBe(9);
    expect((await server.call('GET', path)).json.data.total_price).toBe(total);
  });

  it('adds or removes an extra only before its own booking deadline (1101), while the rest may still change', async () => {
    const { total, path } = await booked({ checkin_date: '2026-12-10', checkout_date: '2026-12-12' }, [
      { extra_id: ids['kaiseki-dinner'], date: '2026-12-10', quantity: 2 },
    ]);
    // the dinner of the 10th closed at 15:00 on the 9th, Kyoto time; the 11th's is open
    await server.travelTo(new Date('2026-12-09T07:00:00Z'));
    try {
      const removed = await put(path, [], total - 24_000);
      expect(removed.status).toBe(422);
      expect(removed.json.errors[0].code).toBe('1101');
      const more = await put(path, [{ extra_id: ids['kaiseki-dinner'], date: '2026-12-10', quantity: 3 }], total + 12_000);
      expect(more.json.errors[0].code).toBe('1101');
      const kept = await put(
        path,
        [
          { extra_id: ids['kaiseki-dinner'], date: '2026-12-10', quantity: 2 },
          { extra_id: ids['kaiseki-dinner'], date: '2026-12-11', quantity: 1 },
        ],
        total + 15_000,
      );
      expect(kept.status).toBe(200);
      // the cake closes 3 days before check-in at noon
      const cake = await put(path, [{ extra_id: ids['anniversary-cake'], quantity: 1 }], total);
      expect(cake.json.errors[0].code).toBe('1101');
    } finally {
      await server.travelTo(TEST_NOW);
    }
  });

  it('gives every extra the reservation held back to the next booking when it is cancelled after a change', async () => {
    const { total, path, number } = await booked({ checkin_date: '2026-12-17', checkout_date: '2026-12-18' });
    const before = await sold('anniversary-cake', null);
    expect((await put(path, [{ extra_id: ids['anniversary-cake'], quantity: 2 }], total + 9000)).status).toBe(200);
    expect(await sold('anniversary-cake', null)).toBe(before + 2);
    const token = path.split('bypass_token=')[1];
    const cancel = await server.call('PUT', `/hotels/demo-kyoto/reservations/${number}/cancel?bypass_token=${token}`, {
      body: { reason: 'other', cancellation_fee_displayed: 0 },
    });
    expect(cancel.status).toBe(200);
    expect(await sold('anniversary-cake', null)).toBe(before);
    const refused = await put(path, [], total);
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0].details.base[0].code).toBe('extras_change_refused');
    expect((await server.call('GET', path)).json.data).toMatchObject({ editable: false, reason: 'already_cancelled' });
  });

  it('is closed to a card booking whose payment is open, to money taken otherwise, and once the hotel’s staff edited it (3014)', async () => {
    const card = await booked({ checkin_date: '2026-12-21', checkout_date: '2026-12-22' });
    // as a card booking stands while its payment is open, then once paid (reservation-extras-payments.test.ts changes those)
    await server.db
      .updateTable('reservations')
      .set({ status: 'payment_pending', payment_type: 'credit_card' })
      .where('reservation_number', '=', card.number)
      .execute();
    expect((await server.call('GET', card.path)).json.data).toMatchObject({ editable: false, reason: 'payment_pending' });
    await server.db.updateTable('reservations').set({ status: 'done', paid_amount: card.total }).where('reservation_number', '=', card.number).execute();
    expect((await server.call('GET', card.path)).json.data).toMatchObject({ editable: true, reason: null });
    await server.db.updateTable('reservations').set({ payment_type: 'on_site' }).where('reservation_number', '=', card.number).execute();
    expect((await server.call('GET', card.path)).json.data).toMatchObject({ editable: false, reason: 'prepaid' });
    const paid = await put(card.path, [{ extra_id: ids['late-checkout'], quantity: 1 }], card.total + 3000);
    expect(paid.status).toBe(422);
    expect(paid.json.errors[0].details.base[0].error).toBe(
      'The extras of a reservation paid by card cannot be changed online. Please call the hotel at +81-75-000-0000.',
    );

    const locked = await booked({ checkin_date: '2026-12-22', checkout_date: '2026-12-23' });
    const { id } = await server.db.selectFrom('reservations').select('id').where('reservation_number', '=', locked.number).executeTakeFirstOrThrow();
    await setUpdateLock(server.db, id, true, 'dinner moved by the front desk');
    const refused = await put(locked.path, [{ extra_id: ids['late-checkout'], quantity: 1 }], locked.total + 3000);
    expect(refused.json.errors[0].code).toBe('3014');
  });

  it('changes a member’s booking only with that member’s sign-in (spec 1 §6)', async () => {
    const token = await accessTokenOf(server, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const member = await server.call('POST', '/hotels/demo-kyoto/reservations', {
      body: bookingBody({ checkin_date: '2026-12-23', checkout_date: '2026-12-24', rooms: [TWIN] }),
      headers: { 'idempotency-key': randomUUID(), authorization: `Bearer ${token}` },
    });
    const path = `/hotels/demo-kyoto/reservations/${member.json.data.reservation_number}/extras?bypass_token=${member.json.data.bypass_token}`;
    const wanted = [{ extra_id: ids['late-checkout'], quantity: 1 }];
    const signedOut = await put(path, wanted, member.json.data.total_price + 3000);
    expect(signedOut.status).toBe(403);
    expect(signedOut.json.errors[0].details.base[0].code).toBe('member_sign_in_required');
    expect((await put(path, wanted, member.json.data.total_price + 3000, { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('never sells the last dinners twice: an increase races bookings for them', async () => {
    const night = '2026-12-24';
    const { total, path } = await booked({ checkin_date: night, checkout_date: '2026-12-25' }, [{ extra_id: ids['kaiseki-dinner'], date: night, quantity: 1 }]);
    const held = await sold('kaiseki-dinner', night);
    // two dinners left that night
    await server.db
      .updateTable('extra_dates')
      .set({ stock_total: held + 2 })
      .where('extra_id', '=', ids['kaiseki-dinner']!)
      .where('service_date', '=', night)
      .execute();
    const dinner = (quantity: number) => [{ extra_id: ids['kaiseki-dinner'], date: night, quantity }];
    const bookings = Array.from({ length: 3 }, () =>
      book(server, bookingBody({ checkin_date: night, checkout_date: '2026-12-25', rooms: [TWIN], extras: dinner(1) })),
    );
    // the weekday dinner is 12,000 yen: one to three becomes 36,000
    const results = await Promise.all([put(path, dinner(3), total + 24_000), ...bookings]);
    const won = results.filter((r) => r.status === 200 || r.status === 201);
    for (const lost of results.filter((r) => r.status !== 200 && r.status !== 201)) expect(lost.json.errors[0].code).toBe('1104');
    // either the increase took both, or bookings took them one each
    const increased = results[0]!.status === 200;
    expect(won).toHaveLength(increased ? 1 : 2);
    expect(await sold('kaiseki-dinner', night)).toBe(held + 2);
    expect((await server.call('GET', path)).json.data.total_price).toBe(increased ? total + 24_000 : total);
  });
});
