import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

const SUITE = { room_type_code: 'garden-suite', room_plan_code: 'garden-suite--room-only', adults: 2, kids_tiers: [] };

describe.each(DRIVERS)('concurrent bookings on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  it('sells the last 3 rooms of a night to exactly 3 of 50 parallel guests; the rest hear the room is full', async () => {
    const suite = await server.db.selectFrom('room_types').select('id').where('code', '=', 'garden-suite').executeTakeFirstOrThrow();
    await server.db
      .updateTable('room_inventory')
      .set({ total: 3, sold: 0 })
      .where('room_type_id', '=', suite.id)
      .where('stay_date', '>=', '2027-03-01')
      .execute();
    const body = (i: number) =>
      bookingBody({
        checkin_date: '2027-03-01',
        checkout_date: '2027-03-03',
        rooms: [SUITE],
        guest: { first_name: 'Guest', last_name: `Number`, email: `guest${i}@example.com`, email_confirmation: `guest${i}@example.com`, phone: '0312345678' },
      });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => book(server, body(i), randomUUID())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(answers.filter((a) => a.status === 409).every((a) => a.json.errors[0].code === '1105')).toBe(true);

    const inventory = await server.db
      .selectFrom('room_inventory')
      .select(['stay_date', 'sold', 'total'])
      .where('room_type_id', '=', suite.id)
      .where('stay_date', 'in', ['2027-03-01', '2027-03-02', '2027-03-03'])
      .orderBy('stay_date')
      .execute();
    expect(inventory).toEqual([
      { stay_date: '2027-03-01', sold: 3, total: 3 },
      { stay_date: '2027-03-02', sold: 3, total: 3 },
      { stay_date: '2027-03-03', sold: 0, total: 3 },
    ]);
    const rows = await server.db.selectFrom('reservations').select('id').where('checkin_date', '=', '2027-03-01').execute();
    expect(rows).toHaveLength(3);
    const mails = await server.db
      .selectFrom('outbox')
      .select('id')
      .where(
        'reservation_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    expect(mails).toHaveLength(3);
  });

  it('books overlapping stays of several room types at once without a deadlock or a room sold twice', async () => {
    const types = await server.db.selectFrom('room_types').innerJoin('hotels', 'hotels.id', 'room_types.hotel_id').select(['room_types.id', 'room_types.code']);
    const kyoto = await types.where('hotels.code', '=', 'demo-kyoto').where('room_types.code', 'in', ['std-twin', 'dlx-double']).execute();
    await server.db
      .updateTable('room_inventory')
      .set({ total: 4, sold: 0 })
      .where(
        'room_type_id',
        'in',
        kyoto.map((t) => t.id),
      )
      .where('stay_date', '>=', '2027-04-01')
      .where('stay_date', '<', '2027-04-10')
      .execute();
    const twin = { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] };
    const double = { room_type_code: 'dlx-double', room_plan_code: 'dlx-double--room-only', adults: 2, kids_tiers: [] };
    // stays of 2 to 4 nights (Saturday arrivals stay two) starting on different days, some taking a twin and a double, some the other way round
    const bodies = Array.from({ length: 24 }, (_, i) =>
      bookingBody({
        checkin_date: `2027-04-0${1 + (i % 5)}`,
        checkout_date: `2027-04-0${3 + (i % 5) + (i % 3)}`,
        rooms: i % 3 === 0 ? [twin] : i % 3 === 1 ? [twin, double] : [double, twin],
      }),
    );
    const answers = await Promise.all(bodies.map((body) => book(server, body, randomUUID())));
    expect(answers.map((a) => a.status).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.json.errors[0].code === '1105')).toBe(true);
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThan(0);
    const held = await sql<{ sold: number; total: number; held: number }>`
      SELECT i.sold, i.total, (SELECT count(*)::int FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
        WHERE rr.room_type_id = i.room_type_id AND i.stay_date >= r.checkin_date AND i.stay_date < r.checkout_date) AS held
      FROM room_inventory i WHERE i.room_type_id IN (${sql.join(kyoto.map((t) => t.id))}) AND i.stay_date >= '2027-04-01' AND i.stay_date < '2027-04-10'`.execute(
      server.db,
    );
    for (const row of held.rows) {
      expect(row.sold).toBe(row.held);
      expect(row.sold).toBeLessThanOrEqual(row.total);
    }
  });

  it('gives one reservation for 10 parallel repeats of one idempotency key (a double click)', async () => {
    const body = bookingBody({ checkin_date: '2027-03-10', checkout_date: '2027-03-11' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(server, body, 'double-click-key-1')));
    const numbers = new Set(answers.filter((a) => a.status === 201).map((a) => a.json.data.reservation_number));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(numbers.size).toBe(1);
    const rows = await server.db.selectFrom('reservations').select('id').where('checkin_date', '=', '2027-03-10').execute();
    expect(rows).toHaveLength(1);
  });
});
