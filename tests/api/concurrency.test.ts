import { randomUUID } from 'node:crypto';
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
