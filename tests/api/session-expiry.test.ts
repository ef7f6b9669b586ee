import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

const HOUR = 60 * 60 * 1000;

describe.each(DRIVERS)('an old client session on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  it('works for 18 hours, then gets 403 with code 4000 so the widget asks for a new one', async () => {
    try {
      await server.travelTo(new Date(TEST_NOW.getTime() + 18 * HOUR - 60_000), { keepSession: true });
      expect((await server.call('GET', '/hotels/demo-kyoto')).status).toBe(200);

      await server.travelTo(new Date(TEST_NOW.getTime() + 18 * HOUR), { keepSession: true });
      const expired = await server.call('GET', '/hotels/demo-kyoto');
      expect(expired.status).toBe(403);
      expect(expired.json.errors[0].code).toBe('4000');

      await server.travelTo(new Date(TEST_NOW.getTime() + 19 * HOUR));
      expect((await server.call('GET', '/hotels/demo-kyoto')).status).toBe(200);
    } finally {
      await server.travelTo(TEST_NOW);
    }
  });
});
