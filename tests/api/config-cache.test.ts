import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { ConfigCache, configVersion } from '../../server/db/config-cache.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

const SETTINGS = '/hotels/demo-kyoto/settings/booking_widget';
const SEARCH = `/hotels/demo-kyoto/rooms?checkin_date=2026-12-20&checkout_date=2026-12-22&rooms=${encodeURIComponent('[{"adults":2,"kids_tiers":[]}]')}`;

describe.each(DRIVERS)("hotels' configuration cached in the process on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const kyoto = () => server.db.selectFrom('hotels').selectAll().where('code', '=', 'demo-kyoto').executeTakeFirstOrThrow();

  it('reads the configuration once while it does not change, and again after any change to it', async () => {
    const cache = server.deps.config;
    await server.call('GET', SETTINGS);
    const loads = cache.loads;
    await server.call('GET', SETTINGS);
    await server.call('GET', SEARCH);
    expect(cache.loads).toBe(loads);

    const hotel = await kyoto();
    await server.db
      .updateTable('hotels')
      .set({ settings: JSON.stringify({ ...hotel.settings, button_colour: '#123456' }) as never })
      .where('id', '=', hotel.id)
      .execute();
    expect((await server.call('GET', SETTINGS)).json.data.settings.button_colour).toBe('#123456');
    expect(cache.loads).toBe(loads + 1);
  });

  it('answers a search with the room plans, names and promotions as they are now', async () => {
    const before = (await server.call('GET', SEARCH)).json.data;
    const name = before.room_types[0].room_type_name;
    const code = before.room_types[0].room_type_code;
    await sql`UPDATE room_types SET names = jsonb_set(names, '{en}', '"Renamed room"') WHERE code = ${code}`.execute(server.db);
    const renamed = (await server.call('GET', SEARCH)).json.data;
    expect(renamed.room_types.find((t: { room_type_code: string }) => t.room_type_code === code).room_type_name).toBe('Renamed room');
    expect(name).not.toBe('Renamed room');

    // a plan taken off sale (its room plans deleted with their rates) is gone from the next answer
    const plan = before.room_types[0].room_plans[0].room_plan_code;
    await server.db.transaction().execute(async (trx) => {
      const ids = (await trx.selectFrom('room_plans').select('id').where('code', '=', plan).execute()).map((r) => r.id);
      for (const table of ['room_rates', 'plan_restrictions'] as const) await trx.deleteFrom(table).where('room_plan_id', 'in', ids).execute();
      await trx.deleteFrom('room_plans').where('id', 'in', ids).execute();
    });
    const after = (await server.call('GET', SEARCH)).json.data;
    const codes = after.room_types.flatMap((t: { room_plans: Array<{ room_plan_code: string }> }) => t.room_plans.map((p) => p.room_plan_code));
    expect(codes).not.toContain(plan);

    const hotel = await kyoto();
    await server.db
      .insertInto('payment_promotions')
      .values({ hotel_id: hotel.id, names: JSON.stringify({ en: 'Card bonus' }) as never, discount_percent: 7, target_mode: 'include' })
      .execute();
    expect((await server.call('GET', SEARCH)).json.data.payment_promotion_info).toMatchObject({ name: 'Card bonus', discount_percent: 7 });

    // each offer's cancellation terms as the policy says them now
    const policyId = after.room_types[0].room_plans[0].cancellation_policy_id;
    await sql`UPDATE cancellation_policies SET no_show_percentage = 42 WHERE id = ${policyId}`.execute(server.db);
    const terms = (await server.call('GET', SEARCH)).json.data.cancellation_policies;
    expect(terms.find((p: { id: string }) => p.id === policyId).no_show_percentage_of_cost).toBe(42);
  });

  it('sees a change another server behind the same database made, at its next request', async () => {
    // a second server process: its own cache, the same database
    const other = createApp({ ...server.deps, config: new ConfigCache(server.db) });
    const settingsOf = async () => (await (await other.request(`/api/v1${SETTINGS}`, { headers: server.headers })).json()).data.settings;
    expect((await settingsOf()).kanji_name_required).toBeTypeOf('boolean');
    const hotel = await kyoto();
    const flipped = !(hotel.settings as { kanji_name_required: boolean }).kanji_name_required;
    // the change goes through the first server's database handle, as another process's would
    await server.db
      .updateTable('hotels')
      .set({ settings: JSON.stringify({ ...hotel.settings, kanji_name_required: flipped }) as never })
      .where('id', '=', hotel.id)
      .execute();
    expect((await settingsOf()).kanji_name_required).toBe(flipped);
  });

  it('bumps the version for every configuration table, and not for rates, stock or bookings', async () => {
    const bumps = async (statement: ReturnType<typeof sql>) => {
      const before = await configVersion(server.db);
      await statement.execute(server.db);
      return (await configVersion(server.db)) > before;
    };
    for (const table of [
      'hotels',
      'hotel_brands',
      'kids_tiers',
      'programs',
      'program_additional_tiers',
      'room_types',
      'hotel_plans',
      'room_plans',
      'payment_promotions',
      'cancellation_policies',
    ]) {
      // a statement changing no row still bumps it: the triggers are per statement
      expect(await bumps(sql`DELETE FROM ${sql.table(table)} WHERE false`), table).toBe(true);
    }
    for (const table of ['room_rates', 'room_inventory', 'plan_inventory', 'plan_restrictions', 'reservations']) {
      expect(await bumps(sql`DELETE FROM ${sql.table(table)} WHERE false`), table).toBe(false);
    }
  });

  it('decides a search on the configuration as it is now, also where the copy in the process would decide otherwise', async () => {
    const hotel = await kyoto();
    const limitTo = (limit: number) =>
      server.db
        .updateTable('hotels')
        .set({ settings: JSON.stringify({ ...hotel.settings, multi_rooms_search_limit: limit }) as never })
        .where('id', '=', hotel.id)
        .execute();
    const twoRooms = SEARCH.replace(
      encodeURIComponent('[{"adults":2,"kids_tiers":[]}]'),
      encodeURIComponent('[{"adults":2,"kids_tiers":[]},{"adults":1,"kids_tiers":[]}]'),
    );
    await limitTo(1);
    expect((await server.call('GET', SEARCH)).status).toBe(200);
    await limitTo(3);
    // the copy kept from the search before refuses two rooms; the database allows them
    expect((await server.call('GET', twoRooms)).status).toBe(200);
    await limitTo(1);
    expect((await server.call('GET', twoRooms)).status).toBe(422);
    await limitTo(hotel.settings.multi_rooms_search_limit);
  });

  it('shows a sold room at once', async () => {
    const before = (await server.call('GET', SEARCH)).json.data.room_types[0];
    await sql`UPDATE room_inventory SET sold = sold + 1 WHERE stay_date = '2026-12-20' AND sold < total AND room_type_id = (SELECT id FROM room_types WHERE code = ${before.room_type_code})`.execute(
      server.db,
    );
    const after = (await server.call('GET', SEARCH)).json.data.room_types.find((t: { room_type_code: string }) => t.room_type_code === before.room_type_code);
    expect(after.rooms_left).toBe(before.rooms_left - 1);
  });

  it('shares frozen copies: no request can change what the next one reads', async () => {
    const config = (await server.deps.config.hotel('demo-kyoto'))!;
    expect(() => {
      (config.hotel.settings as { button_colour: string }).button_colour = '#000000';
    }).toThrow(TypeError);
    expect(() => (config.roomPlans as unknown[]).push({})).toThrow(TypeError);
    expect(() => (config.dayUsePlanIds as Set<string>).add('x')).toThrow(TypeError);
  });
});
