import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { ConfigCache } from '../../server/db/config-cache.ts';
import { keptSearchAnswers } from '../../server/routes/rooms.ts';
import { book, bookingBody, GUEST, roomsQuery } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

const SUITE = { room_type_code: 'garden-suite', room_plan_code: 'garden-suite--room-only', adults: 2, kids_tiers: [] };
const search = (checkin: string, checkout: string, hotel = 'demo-kyoto') =>
  `/hotels/${hotel}/rooms?checkin_date=${checkin}&checkout_date=${checkout}&rooms=${roomsQuery(2)}`;
type RoomType = { room_type_code: string; rooms_left: number; room_plans: Array<{ room_plan_code: string; total_price: number }> };
const suiteOf = (answer: { json: { data: { room_types: RoomType[] } } }) => answer.json.data.room_types.find((t) => t.room_type_code === 'garden-suite')!;

describe.each(DRIVERS)("stays' rows cached in the process on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const stays = () => server.deps.config.stays;
  const stayVersion = async (code: string) =>
    Number(
      (
        await sql<{
          version: string | null;
        }>`SELECT (SELECT v.version FROM stay_versions v JOIN hotels h ON h.id = v.hotel_id WHERE h.code = ${code}) AS version`.execute(server.db)
      ).rows[0]!.version ?? 0,
    );

  it('reads a stay once while its rows do not change, and again once a booking took a room', async () => {
    const url = search('2027-02-10', '2027-02-12');
    const first = await server.call('GET', url);
    const reads = stays().reads;
    const again = await server.call('GET', url);
    expect(stays().reads).toBe(reads);
    expect(again.json.data).toEqual(first.json.data);

    const booked = await book(server, bookingBody({ checkin_date: '2027-02-10', checkout_date: '2027-02-12', rooms: [SUITE] }), randomUUID());
    expect(booked.status).toBe(201);
    const after = await server.call('GET', url);
    expect(stays().reads).toBe(reads + 1);
    expect(suiteOf(after).rooms_left).toBe(suiteOf(first).rooms_left - 1);

    // the cancellation gives the room back, and the next search shows it
    const number = booked.json.data.reservation_number;
    const query = `?email=${encodeURIComponent(GUEST.email)}`;
    const { fee } = (await server.call('GET', `/hotels/demo-kyoto/reservations/${number}${query}`)).json.data.cancellation;
    const cancelled = await server.call('PUT', `/hotels/demo-kyoto/reservations/${number}/cancel${query}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: fee },
    });
    expect(cancelled.status).toBe(200);
    expect(suiteOf(await server.call('GET', url)).rooms_left).toBe(suiteOf(first).rooms_left);
  });

  it("bumps a hotel's stay version for every change of its rates, rooms, plan stock and restrictions, and for no other hotel", async () => {
    const plan = sql`(SELECT rp.id FROM room_plans rp JOIN hotels h ON h.id = rp.hotel_id WHERE h.code = 'demo-kyoto' LIMIT 1)`;
    const type = sql`(SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = 'demo-kyoto' LIMIT 1)`;
    const hotelPlan = sql`(SELECT hp.id FROM hotel_plans hp JOIN hotels h ON h.id = hp.hotel_id WHERE h.code = 'demo-kyoto' LIMIT 1)`;
    const changes = [
      sql`UPDATE room_rates SET price = price + 100 WHERE room_plan_id = ${plan} AND stay_date = '2027-02-20'`,
      sql`UPDATE room_inventory SET total = total + 1 WHERE room_type_id = ${type} AND stay_date = '2027-02-20'`,
      sql`INSERT INTO plan_inventory (hotel_plan_id, stay_date, total) VALUES (${hotelPlan}, '2027-02-20', 5) ON CONFLICT (hotel_plan_id, stay_date) DO UPDATE SET total = 5`,
      sql`DELETE FROM plan_inventory WHERE hotel_plan_id = ${hotelPlan} AND stay_date = '2027-02-20'`,
      sql`INSERT INTO plan_restrictions (room_plan_id, stay_date, min_stay) VALUES (${plan}, '2027-02-20', 2) ON CONFLICT (room_plan_id, stay_date) DO UPDATE SET min_stay = 2`,
      sql`DELETE FROM plan_restrictions WHERE room_plan_id = ${plan} AND stay_date = '2027-02-20'`,
    ];
    for (const change of changes) {
      const [kyoto, other] = [await stayVersion('demo-kyoto'), await stayVersion('demo-taipei')];
      await change.execute(server.db);
      expect(await stayVersion('demo-kyoto'), change.compile(server.db).sql).toBe(kyoto + 1);
      expect(await stayVersion('demo-taipei')).toBe(other);
    }
    // a statement that changes no row bumps nothing (a booking refused for a full night locks no version row)
    const before = await stayVersion('demo-kyoto');
    await sql`UPDATE room_inventory SET sold = sold + 1 WHERE false`.execute(server.db);
    expect(await stayVersion('demo-kyoto')).toBe(before);
  });

  it('answers a search with the rates and restrictions as they are now', async () => {
    const url = search('2027-02-15', '2027-02-16');
    const plan = suiteOf(await server.call('GET', url)).room_plans[0]!;
    await sql`UPDATE room_rates SET price = price + 1000 WHERE stay_date = '2027-02-15' AND room_plan_id = (SELECT id FROM room_plans WHERE code = ${plan.room_plan_code})`.execute(
      server.db,
    );
    const repriced = suiteOf(await server.call('GET', url)).room_plans.find((p) => p.room_plan_code === plan.room_plan_code)!;
    expect(repriced.total_price).toBeGreaterThan(plan.total_price);

    await sql`INSERT INTO plan_restrictions (room_plan_id, stay_date, closed) SELECT id, '2027-02-15', true FROM room_plans WHERE code = ${plan.room_plan_code}`.execute(
      server.db,
    );
    const closed = suiteOf(await server.call('GET', url))?.room_plans.map((p) => p.room_plan_code) ?? [];
    expect(closed).not.toContain(plan.room_plan_code);
  });

  it('sees a booking another server behind the same database took, at its next search', async () => {
    const other = createApp({ ...server.deps, config: new ConfigCache(server.db) });
    const url = search('2027-02-25', '2027-02-26');
    const searchOther = async () => suiteOf({ json: await (await other.request(`/api/v1${url}`, { headers: server.headers })).json() });
    const before = await searchOther();
    expect((await book(server, bookingBody({ checkin_date: '2027-02-25', checkout_date: '2027-02-26', rooms: [SUITE] }), randomUUID())).status).toBe(201);
    expect((await searchOther()).rooms_left).toBe(before.rooms_left - 1);
  });

  it('shares frozen copies: no request can change what the next one reads', async () => {
    const { config, stayVersion: version } = await server.deps.config.hotelAndStay('demo-kyoto');
    const plans = config!.roomPlans.slice(0, 2);
    const ids = {
      roomPlanIds: plans.map((p) => p.room_plan_id),
      roomTypeIds: plans.map((p) => p.room_type_id),
      hotelPlanIds: plans.map((p) => p.hotel_plan_id),
    };
    const rows = await stays().read(config!.hotel.id, version, ids, { checkin: '2027-02-27', until: '2027-02-28', lastNight: '2027-02-27', adults: [2] });
    expect(rows.rates.length).toBeGreaterThan(0);
    expect(() => (rows.rates as unknown[]).push({})).toThrow(TypeError);
    expect(() => {
      (rows.rates[0] as { price: number }).price = 0;
    }).toThrow(TypeError);
  });

  it('sends a kept answer again only for the same query, language, configuration and stay', async () => {
    const url = search('2027-03-10', '2027-03-11');
    const raw = async (path: string, locale = 'en') =>
      Buffer.from(await (await server.app.request(`/api/v1${path}`, { headers: { ...server.headers, 'x-locale': locale } })).arrayBuffer()).toString('utf8');
    const kept = keptSearchAnswers(server.deps)!;
    const first = await raw(url);
    const size = kept.size;
    expect(await raw(url)).toBe(first);
    expect(kept.size).toBe(size);
    expect(await raw(url, 'ja')).not.toBe(first);
    expect(kept.size).toBe(size + 1);
    await sql`UPDATE room_types SET names = names || '{"en": "Garden Suite Again"}'::jsonb WHERE code = 'garden-suite'`.execute(server.db);
    const renamed = await raw(url);
    expect(renamed).toContain('Garden Suite Again');
    await sql`UPDATE room_rates SET price = price + 10 WHERE stay_date = '2027-03-10'`.execute(server.db);
    const repriced = await raw(url);
    expect(repriced).not.toBe(renamed);
    expect(repriced.replaceAll(/\d/g, '')).toBe(renamed.replaceAll(/\d/g, ''));
  });

  it('never keeps the answer of a search with a promo code: what it unlocks is read at every search', async () => {
    const url = `${search('2026-12-14', '2026-12-15')}&mode=secret&promo_code=SECRET2026`;
    const plans = async () => ((await server.call('GET', url)).json.data.room_types as RoomType[]).flatMap((t) => t.room_plans.map((p) => p.room_plan_code));
    const size = keptSearchAnswers(server.deps)!.size;
    expect(await plans()).toContain('std-twin--secret-saver');
    expect(keptSearchAnswers(server.deps)!.size).toBe(size);
    await sql`UPDATE promo_codes SET active = false WHERE lower(code) = 'secret2026'`.execute(server.db);
    expect(await plans()).toEqual([]);
  });
});
