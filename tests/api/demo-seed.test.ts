import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA_VERSION, seedDemo } from '../../server/db/seed.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('the demo data on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  it('is loaded once, with its version, and a later start leaves it as it is', async () => {
    const version = await server.db.selectFrom('app_settings').select('value').where('key', '=', 'demo_data_version').executeTakeFirst();
    expect(version?.value).toBe(String(DEMO_DATA_VERSION));
    const hotels = await server.db.selectFrom('hotels').select('id').execute();
    expect(await seedDemo(server.db, '2026-11-21')).toBe('current');
    expect(await server.db.selectFrom('hotels').select('id').execute()).toHaveLength(hotels.length);
  });

  it('is said to be outdated when an earlier version loaded it', async () => {
    await server.db
      .updateTable('app_settings')
      .set({ value: String(DEMO_DATA_VERSION - 1) })
      .where('key', '=', 'demo_data_version')
      .execute();
    expect(await seedDemo(server.db, '2026-11-21')).toBe('outdated');
    await server.db.deleteFrom('app_settings').where('key', '=', 'demo_data_version').execute();
    expect(await seedDemo(server.db, '2026-11-21')).toBe('outdated');
  });
});
