import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRestrictions } from '../../server/db/seed-restrictions.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('the demo stay rules on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  /** Kyoto's rules by date, after seeding them from `today` alone. */
  async function kyotoRulesFrom(today: string) {
    await server.db.deleteFrom('plan_restrictions').execute();
    await seedRestrictions(server.db, today);
    const rows = await server.db
      .selectFrom('plan_restrictions as r')
      .innerJoin('room_plans as rp', 'rp.id', 'r.room_plan_id')
      .innerJoin('hotels as h', 'h.id', 'rp.hotel_id')
      .where('h.code', '=', 'demo-kyoto')
      .select(['r.stay_date', 'r.min_stay', 'r.closed_to_arrival'])
      .execute();
    return (date: string) => rows.filter((row) => String(row.stay_date).slice(0, 10) === date);
  }

  it('lets the hotel’s today and tomorrow sell one night whatever weekday the data starts on', async () => {
    // the data starts the day before the hotel's today: a Friday start makes tomorrow a Saturday
    const day = await kyotoRulesFrom('2026-11-26');
    expect(day('2026-11-28').some((row) => row.min_stay === 2)).toBe(false);
    expect(day('2026-12-05').length).toBeGreaterThan(0);
    expect(day('2026-12-05').every((row) => row.min_stay === 2)).toBe(true);
  });

  it('closes New Year’s Eve to arrivals only when it is not the hotel’s today or tomorrow', async () => {
    expect((await kyotoRulesFrom('2026-12-29'))('2026-12-31').some((row) => row.closed_to_arrival)).toBe(false);
    expect((await kyotoRulesFrom('2026-12-01'))('2026-12-31').every((row) => row.closed_to_arrival)).toBe(true);
  });
});
