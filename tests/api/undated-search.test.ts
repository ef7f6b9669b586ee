import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsQuery } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

type Offer = {
  room_plan_code: string;
  hotel_plan_code: string;
  total_price: number;
  is_sold_out: boolean;
  nightly_prices: Array<{ date: string; price: number }>;
};
type RoomType = { room_type_code: string; room_plans: Offer[] };

const rooms = (list: unknown[]) => encodeURIComponent(JSON.stringify(list));

describe.each(DRIVERS)('undated search on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const search = (query: string) => server.call('GET', `/hotels/demo-kyoto/rooms?${query}`);
  const offers = (data: { room_types: RoomType[] }) => data.room_types.flatMap((t) => t.room_plans);
  const offer = (data: { room_types: RoomType[] }, code: string) => offers(data).find((o) => o.room_plan_code === code);
  async function restrict(roomPlanCode: string, dates: string[], values: { min_stay?: number; closed?: boolean; closed_to_arrival?: boolean }) {
    const plan = await server.db.selectFrom('room_plans').select('id').where('code', '=', roomPlanCode).executeTakeFirstOrThrow();
    for (const date of dates) {
      await server.db
        .insertInto('plan_restrictions')
        .values({
          room_plan_id: plan.id,
          stay_date: date,
          min_stay: values.min_stay ?? null,
          closed: values.closed ?? false,
          closed_to_arrival: values.closed_to_arrival ?? false,
        })
        .onConflict((oc) =>
          oc
            .columns(['room_plan_id', 'stay_date'])
            .doUpdateSet({ min_stay: values.min_stay ?? null, closed: values.closed ?? false, closed_to_arrival: values.closed_to_arrival ?? false }),
        )
        .execute();
    }
  }

  it('gives each plan its lowest total for the nights on some date, the same total a dated search of that stay gives', async () => {
    const { status, json } = await search(`search_type=undated&nights=2&rooms=${roomsQuery(2)}`);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ search_type: 'undated', nights: 2 });
    for (const o of offers(json.data)) expect(o.nightly_prices).toHaveLength(2);
    // the early bird does not sell the first three nights; Friday and Saturday nights cost more: Sunday and Monday
    const early = offer(json.data, 'std-twin--early-bird')!;
    expect(early.nightly_prices.map((n) => n.date)).toEqual(['2026-12-06', '2026-12-07']);
    expect(early.total_price).toBe(24400);
    expect(offers(json.data).map((o) => o.hotel_plan_code)).not.toContain('day-use');
    const dated = await search(`checkin_date=2026-12-06&checkout_date=2026-12-08&rooms=${roomsQuery(2)}`);
    expect(offer(dated.json.data, 'std-twin--early-bird')!.total_price).toBe(early.total_price);
  });

  it('respects closed to arrival, minimum stays and closed nights, and leaves out a plan with no stay left', async () => {
    await restrict('washitsu--room-only', ['2026-12-01'], { closed_to_arrival: true });
    await restrict('dlx-double--room-only', ['2026-12-01', '2026-12-02', '2026-12-03'], { min_stay: 2 });
    const { rows } = await sql<{
      d: string;
    }>`SELECT to_char(d, 'YYYY-MM-DD') AS d FROM generate_series('2026-11-30'::date, '2028-06-01'::date, interval '1 day') d`.execute(server.db);
    await restrict(
      'garden-suite--breakfast',
      rows.map((r) => r.d),
      { closed: true },
    );
    const { json } = await search(`search_type=undated&nights=1&rooms=${roomsQuery(2)}`);
    expect(offer(json.data, 'washitsu--room-only')!.nightly_prices[0]!.date).toBe('2026-12-02');
    // Friday and Saturday cost more (and Saturday asks two nights): the first weekday after the minimum stays is Sunday
    expect(offer(json.data, 'dlx-double--room-only')!.nightly_prices[0]!.date).toBe('2026-12-06');
    expect(offer(json.data, 'garden-suite--breakfast')).toBeUndefined();
    expect(offer(json.data, 'garden-suite--room-only')).toBeDefined();
  });

  it('keeps plans whose sale limit is below the rooms asked, which a dated search leaves out', async () => {
    const three = rooms([
      { adults: 2, kids_tiers: [] },
      { adults: 2, kids_tiers: [] },
      { adults: 2, kids_tiers: [] },
    ]);
    const dated = await search(`checkin_date=2026-12-06&checkout_date=2026-12-08&rooms=${three}`);
    expect(offer(dated.json.data, 'std-twin--early-bird')).toBeUndefined();
    const undated = await search(`search_type=undated&nights=2&rooms=${three}`);
    expect(offer(undated.json.data, 'std-twin--early-bird')).toMatchObject({ is_sold_out: false });
  });

  it('refuses rooms with different guests, and asks for nights or dates', async () => {
    const differ = await search(
      `search_type=undated&nights=2&rooms=${rooms([
        { adults: 2, kids_tiers: [] },
        { adults: 1, kids_tiers: [] },
      ])}`,
    );
    expect(differ.status).toBe(422);
    expect(differ.json.errors[0].details.rooms[0].code).toBe('undated_rooms_differ');
    const noNights = await search(`search_type=undated&rooms=${roomsQuery(2)}`);
    expect(noNights.status).toBe(422);
    expect(noNights.json.errors[0].details.nights[0].code).toBe('nights_invalid');
    const tooMany = await search(`search_type=undated&nights=31&rooms=${roomsQuery(2)}`);
    expect(tooMany.status).toBe(422);
    const noDates = await search(`rooms=${roomsQuery(2)}`);
    expect(noDates.status).toBe(422);
    expect(noDates.json.errors[0].details.checkin_date[0].code).toBe('date_required');
  });
});
