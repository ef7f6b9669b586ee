import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody, GUEST } from '../support/booking.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('guessing reservations on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => { server = await createTestServer(driver); });
  afterAll(() => server.close());

  it('stops an address after 20 lookups by e-mail in 15 minutes, while the guest’s own link keeps working', async () => {
    const { json } = await book(server, bookingBody({ checkin_date: '2027-02-10', checkout_date: '2027-02-11' }));
    const number = json.data.reservation_number;
    for (let i = 0; i < 20; i += 1) {
      const guess = await server.call('GET', `/hotels/demo-kyoto/reservations/${number}?email=guess${i}@example.com`);
      expect(guess.status).toBe(404);
    }
    const blocked = await server.call('GET', `/hotels/demo-kyoto/reservations/${number}?email=${GUEST.email}`);
    expect(blocked.status).toBe(429);
    expect(blocked.json.errors[0]).toMatchObject({ code: '1000', details: { base: [{ code: 'too_many_attempts' }] } });
    expect(blocked.json.errors[0].meta.retry_after_seconds).toBeGreaterThan(0);
    // the reason says when to try again, as the title does
    expect(blocked.json.errors[0].details.base[0].error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    const cancelBlocked = await server.call('PUT', `/hotels/demo-kyoto/reservations/${number}/cancel?email=${GUEST.email}`, { body: { reason: 'other', cancellation_fee_displayed: 0 } });
    expect(cancelBlocked.status).toBe(429);

    const byLink = await server.call('GET', `/hotels/demo-kyoto/reservations/${number}?bypass_token=${json.data.bypass_token}`);
    expect(byLink.status).toBe(200);

    await server.travelTo(new Date(TEST_NOW.getTime() + 16 * 60 * 1000));
    const later = await server.call('GET', `/hotels/demo-kyoto/reservations/${number}?email=${GUEST.email}`);
    expect(later.status).toBe(200);
    await server.travelTo(TEST_NOW);
  });
});
