import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, extraIdsOf, GUEST } from '../support/booking.ts';
import { wireSandboxGateway } from '../support/sandbox-gateway.ts';
import { type LoggedStatement, recordStatements, whileRoomsLocked } from '../support/statement-log.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

/**
 * What a booking sends to the database. Every statement is a round trip, and the last rooms of
 * a night are locked from the statement that takes them to the commit: bookings racing for
 * them wait that long, one after another. These counts may go down, never up without a reason.
 */
const MOST_STATEMENTS = 9;

describe.each(DRIVERS)('statements of a booking on %s', (driver) => {
  let server: TestServer;
  let extraIds: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer(driver);
    extraIds = await extraIdsOf(server, 'demo-kyoto');
  });
  afterAll(() => server.close());

  async function bookRecorded(body: Record<string, unknown>, key: string): Promise<LoggedStatement[]> {
    const { app, log } = recordStatements(server);
    const response = await app.request('/api/v1/hotels/demo-kyoto/reservations', {
      method: 'POST',
      headers: { ...server.headers, 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return log;
  }
  const transaction = (log: LoggedStatement[]) => log.filter((s) => s.inTransaction).map((s) => s.sql.trim().split(/\s/)[0]!.toLowerCase());

  it('writes a booking in one statement and takes its rooms in the last one before the commit', async () => {
    const log = await bookRecorded(bookingBody(), 'statements-plain');
    // begin, the reservation with everything it writes, the rooms and plan stock, commit
    expect(transaction(log)).toEqual(['begin', 'with', 'with', 'commit']);
    expect(whileRoomsLocked(log).map((s) => s.sql.trim().split(/\s/)[0])).toEqual(['WITH', 'commit']);
    expect(log.length).toBeLessThanOrEqual(MOST_STATEMENTS);
    // nothing is read back or locked before the transaction: the reads before it lock nothing
    expect(log.filter((s) => !s.inTransaction && /\bfor (update|share)\b/i.test(s.sql))).toEqual([]);
  });

  it('holds the rooms of a booking paid by card with the same statements, payment_pending', async () => {
    wireSandboxGateway(server);
    try {
      const log = await bookRecorded(bookingBody({ checkin_date: '2027-01-20', checkout_date: '2027-01-21', payment_type: 'credit_card' }), 'statements-card');
      expect(transaction(log)).toEqual(['begin', 'with', 'with', 'commit']);
      expect(whileRoomsLocked(log).map((s) => s.sql.trim().split(/\s/)[0])).toEqual(['WITH', 'commit']);
      expect(log.length).toBeLessThanOrEqual(MOST_STATEMENTS);
    } finally {
      server.deps.payments = null;
    }
  });

  it('takes extras and the coupon before the rooms, so the rooms stay locked for one statement and the commit', async () => {
    const body = bookingBody({
      checkin_date: '2027-01-12',
      checkout_date: '2027-01-14',
      extras: [
        { extra_id: extraIds['kaiseki-dinner'], quantity: 2, date: '2027-01-13' },
        { extra_id: extraIds['late-checkout'], quantity: 1 },
      ],
      coupon_code: 'FAMILY2000',
    });
    const log = await bookRecorded(body, 'statements-extras');
    expect(transaction(log)).toEqual(['begin', 'with', 'update', 'update', 'update', 'with', 'commit']);
    expect(whileRoomsLocked(log)).toHaveLength(2);
  });

  it('cancels in the order a booking locks (extras, coupon, then rooms and plans in one statement), so the two never deadlock', async () => {
    const body = bookingBody({
      checkin_date: '2027-01-19',
      checkout_date: '2027-01-21',
      extras: [{ extra_id: extraIds['kaiseki-dinner'], quantity: 2, date: '2027-01-20' }],
      coupon_code: 'FAMILY2000',
    });
    await bookRecorded(body, 'statements-cancel');
    const number = (await server.db.selectFrom('reservations').select('reservation_number').where('checkin_date', '=', '2027-01-19').executeTakeFirstOrThrow())
      .reservation_number;
    const { app, log } = recordStatements(server);
    const response = await app.request(`/api/v1/hotels/demo-kyoto/reservations/${number}/cancel?email=${encodeURIComponent(GUEST.email)}`, {
      method: 'PUT',
      headers: server.headers,
      body: JSON.stringify({ reason: 'change_of_plans', cancellation_fee_displayed: 0 }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const touching = (table: string) => log.flatMap((s, index) => (new RegExp(`update "?${table}"?\\b`, 'i').test(s.sql) ? [index] : []));
    const stock = [...touching('extras'), ...touching('extra_dates'), ...touching('coupon_redemptions'), ...touching('coupons')];
    const inventory = [...touching('room_inventory'), ...touching('plan_inventory')];
    expect(stock.length).toBeGreaterThan(0);
    // one statement gives back every room and plan night, locking them sorted as takeInventory does
    expect(new Set(inventory).size).toBe(1);
    expect(log[inventory[0]!]!.sql).toMatch(/ORDER BY i\.room_type_id, i\.stay_date FOR UPDATE/);
    expect(Math.min(...inventory)).toBeGreaterThan(Math.max(...stock));
  });
});
