import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRateLimiters } from '../../server/http/rate-limit.ts';
import { book, bookingBody, GUEST } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('guessing reservations on %s', (driver) => {
  let server: TestServer;
  let number: string;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer(driver);
    const { json } = await book(server, bookingBody({ checkin_date: '2027-02-10', checkout_date: '2027-02-11' }));
    number = json.data.reservation_number;
    token = json.data.bypass_token;
  });
  afterAll(() => server.close());
  // each test starts with fresh counts (the limiters count in real time, not the test clock)
  afterEach(async () => {
    vi.useRealTimers();
    if (driver === 'pglite') server.deps.rateLimiters = createRateLimiters();
    else await server.db.deleteFrom('rate_limiter').execute();
  });

  const lookUp = (query: string, headers: Record<string, string> = {}) => server.call('GET', `/hotels/demo-kyoto/reservations/${number}?${query}`, { headers });

  it('stops an address after 20 failed lookups in 15 minutes, and lets it in again after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 20; i += 1) expect((await lookUp(`email=guess${i}@example.com`)).status).toBe(404);
    const blocked = await lookUp(`email=${GUEST.email}`);
    expect(blocked.status).toBe(429);
    expect(blocked.json.errors[0]).toMatchObject({ code: '1000', details: { base: [{ code: 'too_many_attempts' }] } });
    expect(blocked.json.errors[0].meta.retry_after_seconds).toBeGreaterThan(0);
    // the reason says when to try again, as the title does
    expect(blocked.json.errors[0].details.base[0].error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    const cancelBlocked = await server.call('PUT', `/hotels/demo-kyoto/reservations/${number}/cancel?email=${GUEST.email}`, {
      body: { reason: 'other', cancellation_fee_displayed: 0 },
    });
    expect(cancelBlocked.status).toBe(429);

    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    expect((await lookUp(`email=${GUEST.email}`)).status).toBe(200);
  });

  it('counts a lookup that carries a bypass token: a wrong token is a failed attempt, and the e-mail beside it unlocks nothing more', async () => {
    for (let i = 0; i < 20; i += 1) expect((await lookUp(`email=guess${i}@example.com&bypass_token=x`)).status).toBe(404);
    expect((await lookUp(`email=${GUEST.email}&bypass_token=x`)).status).toBe(429);
    expect((await lookUp(`bypass_token=${token}`)).status).toBe(429);
  });

  it('does not use the limit up on the guest’s own successful lookups', async () => {
    for (let i = 0; i < 30; i += 1) expect((await lookUp(`bypass_token=${token}`)).status).toBe(200);
    expect((await lookUp(`email=${GUEST.email}`)).status).toBe(200);
  });

  it('limits every lookup by number, successful or not, at 60 in 15 minutes', async () => {
    for (let i = 0; i < 60; i += 1) expect((await lookUp(`bypass_token=${token}`)).status).toBe(200);
    expect((await lookUp(`bypass_token=${token}`)).status).toBe(429);
  });

  it('behind one trusted proxy, counts the address the proxy wrote, not the client’s own first entry', async () => {
    server.deps.trustProxy = 1;
    try {
      for (let i = 0; i < 20; i += 1) {
        expect((await lookUp(`email=guess${i}@example.com`, { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` })).status).toBe(404);
      }
      expect((await lookUp(`email=${GUEST.email}`, { 'x-forwarded-for': '198.51.100.200, 203.0.113.7' })).status).toBe(429);
      // another guest behind the same proxy is not blocked
      expect((await lookUp(`email=${GUEST.email}`, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
    } finally {
      server.deps.trustProxy = 0;
    }
  });
});

describe('limits of the browser tests’ server', () => {
  it('multiplies every limit by the scale only where it is given', async () => {
    const limit = { kind: 'scale-check', attempts: 2, windowMs: 60_000 };
    const plain = createRateLimiters().limiterFor(limit);
    const loose = createRateLimiters(undefined, 20).limiterFor(limit);
    expect(plain.points).toBe(2);
    expect(loose.points).toBe(40);
  });
});
