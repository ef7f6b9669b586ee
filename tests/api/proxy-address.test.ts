import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('the caller’s address without a trusted proxy on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  it('ignores a client’s own X-Forwarded-For, so a new made-up address each time does not escape the lookup limit', async () => {
    expect(server.deps.trustProxy).toBe(0);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const lookup = await server.call('GET', `/hotels/demo-kyoto/reservations/R0000000${i}?email=guess${i}@example.com`, {
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(lookup.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
