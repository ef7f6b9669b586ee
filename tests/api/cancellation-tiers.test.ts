import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody } from '../support/booking.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

/** Five tiers, listed neither by start nor by percentage: the one in force is not the last. */
const TIERS = [
  { days_before: 7, hours_after: null, percentage_of_cost: 20 },
  { days_before: 2, hours_after: null, percentage_of_cost: 50 },
  { days_before: 3, hours_after: null, percentage_of_cost: 30 },
  { days_before: 1, hours_after: 15, percentage_of_cost: 80 },
  { days_before: 14, hours_after: null, percentage_of_cost: 10 },
];

describe.each(DRIVERS)('cancelling under a policy of several tiers on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  it('charges the tier in force when the guest cancels, not the last tier of the policy', async () => {
    const plan = await server.db
      .selectFrom('room_plans')
      .innerJoin('hotel_plans', 'hotel_plans.id', 'room_plans.hotel_plan_id')
      .select('hotel_plans.cancellation_policy_id')
      .where('room_plans.code', '=', 'std-twin--room-only')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('cancellation_policies')
      .set({ parts: JSON.stringify(TIERS) })
      .where('id', '=', plan.cancellation_policy_id)
      .execute();
    const { json } = await book(server, bookingBody({ checkin_date: '2026-12-10', checkout_date: '2026-12-12' }));
    const path = `/hotels/demo-kyoto/reservations/${json.data.reservation_number}`;
    const query = `?bypass_token=${json.data.bypass_token}`;
    // 7 December, 12:00 in Kyoto: the 3-day tier (30%) has started, the 2-day tier not yet
    await server.travelTo(new Date('2026-12-07T03:00:00Z'));
    try {
      const fee = Math.floor((json.data.total_price * 30) / 100);
      const looked = await server.call('GET', path + query);
      expect(looked.json.data.cancellation).toEqual({ cancellable: true, reason: null, percentage: 30, fee });
      const done = await server.call('PUT', `${path}/cancel${query}`, { body: { reason: 'change_of_plans', cancellation_fee_displayed: fee } });
      expect(done.status).toBe(200);
      expect(done.json.data).toMatchObject({ status: 'cancelled', cancellation_fee: fee });
    } finally {
      await server.travelTo(TEST_NOW);
    }
  });
});
