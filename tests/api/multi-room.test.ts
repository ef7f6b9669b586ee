import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

type Room = { adults: number; kids_tiers?: Array<{ code: string; count: number }>; children_ages?: number[] };
type RoomPrice = { total_price: number; nightly_prices: Array<{ date: string; price: number }> } | null;
type Offer = {
  room_plan_code: string;
  room_type_code: string;
  hotel_plan_code: string;
  room_prices: RoomPrice[];
  is_sold_out: boolean;
  sale_limit: number | null;
  plan_stock_count: number | null;
};

const q = (rooms: Room[]) => encodeURIComponent(JSON.stringify(rooms));
const FAMILY: Room[] = [
  { adults: 2, kids_tiers: [{ code: 'A', count: 1 }] },
  {
    adults: 1,
    kids_tiers: [
      { code: 'B', count: 1 },
      { code: 'C', count: 1 },
    ],
  },
];

describe.each(DRIVERS)('multi-room search and booking on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const search = async (rooms: Room[], extra = '', hotel = 'demo-kyoto', dates = 'checkin_date=2026-12-14&checkout_date=2026-12-16') => {
    const { status, json } = await server.call('GET', `/hotels/${hotel}/rooms?${dates}&rooms=${q(rooms)}${extra}`);
    return { status, json, offers: (json.data?.room_types ?? []).flatMap((t: { room_plans: Offer[] }) => t.room_plans) as Offer[] };
  };
  const offer = (offers: Offer[], code: string) => offers.find((o) => o.room_plan_code === code)!;
  const left = async (roomType: string, date: string) =>
    await server.db
      .selectFrom('room_inventory as i')
      .innerJoin('room_types as t', 't.id', 'i.room_type_id')
      .select(['i.total', 'i.sold'])
      .where('t.code', '=', roomType)
      .where('i.stay_date', '=', date)
      .executeTakeFirstOrThrow();

  it('prices each room of a family search for its own guests, and says which rooms a room type cannot take', async () => {
    const { status, json, offers } = await search(FAMILY);
    expect(status).toBe(200);
    expect(json.data.rooms).toEqual([
      { adults: 2, kids_tiers: [{ code: 'A', count: 1 }], children_ages: [], adult_companion: 0, kid_tier_A_companion: 0 },
      {
        adults: 1,
        kids_tiers: [
          { code: 'B', count: 1 },
          { code: 'C', count: 1 },
        ],
        children_ages: [],
        adult_companion: 0,
        kid_tier_A_companion: 0,
      },
    ]);
    const twin = offer(offers, 'std-twin--room-only');
    // Monday and Tuesday: 2 adults 14,400 + tier A 70% of 7,200 = 19,440 a night
    expect(twin.room_prices[0]!.nightly_prices.map((n) => n.price)).toEqual([19440, 19440]);
    // 1 adult 9,000 + tier B 50% of 9,000; tier C (no bed, no meals) pays nothing
    expect(twin.room_prices[1]!.total_price).toBe(2 * 13500);
    // the deluxe double takes two guests: not the family of three, but the adult with a young child and an infant
    const double = offer(offers, 'dlx-double--room-only');
    expect(double.room_prices[0]).toBeNull();
    expect(double.room_prices[1]).not.toBeNull();
  });

  it('files children given by age under the tier that takes their age, where the hotel asks ages', async () => {
    const { status, json } = await search([{ adults: 2, children_ages: [4, 9] }], '', 'demo-seoul');
    expect(status).toBe(200);
    expect(json.data.rooms[0]).toEqual({
      adults: 2,
      kids_tiers: [
        { code: 'A', count: 1 },
        { code: 'B', count: 1 },
      ],
      children_ages: [4, 9],
      adult_companion: 0,
      kid_tier_A_companion: 0,
    });
    const teen = await search([{ adults: 2, children_ages: [15] }], '', 'demo-seoul');
    expect(teen.status).toBe(422);
    expect(teen.json.errors[0].details.rooms[0]).toMatchObject({ code: 'child_age_not_accepted' });
  });

  it('refuses more children per adult than the hotel allows, naming the room', async () => {
    const { status, json } = await search([{ adults: 2 }, { adults: 1, kids_tiers: [{ code: 'C', count: 4 }] }]);
    expect(status).toBe(422);
    expect(json.errors[0].details['rooms.1'][0].code).toBe('too_many_children');
  });

  it('leaves out room types and plans that cannot sell as many identical rooms as asked, unless sold-out ones are asked for', async () => {
    const three = Array.from({ length: 3 }, () => ({ adults: 2 }));
    const { offers } = await search(three);
    expect(offers.some((o) => o.room_type_code === 'garden-suite')).toBe(false); // 2 rooms
    expect(offers.some((o) => o.hotel_plan_code === 'early-bird')).toBe(false); // sale limit 2
    const withOccupied = await search(three, '&is_including_occupied=true');
    expect(offer(withOccupied.offers, 'garden-suite--room-only').is_sold_out).toBe(true);
    const early = offer(withOccupied.offers, 'std-twin--early-bird');
    expect(early).toMatchObject({ is_sold_out: true, sale_limit: 2, plan_stock_count: 4 });
    // two different rooms may mix types, so nothing is left out for them
    const mixed = await search(FAMILY);
    expect(offer(mixed.offers, 'garden-suite--room-only').is_sold_out).toBe(false);
  });

  it('books two rooms of different types and plans for exactly the prices the search showed, taking one room of each', async () => {
    const { offers } = await search(FAMILY);
    const first = offer(offers, 'washitsu--breakfast').room_prices[0]!;
    const second = offer(offers, 'std-twin--room-only').room_prices[1]!;
    const before = [await left('washitsu', '2026-12-14'), await left('std-twin', '2026-12-14')];
    const rooms = [
      { room_type_code: 'washitsu', room_plan_code: 'washitsu--breakfast', ...FAMILY[0] },
      { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', ...FAMILY[1] },
    ];
    const total = first.total_price + second.total_price;
    const { status, json } = await book(server, bookingBody({ checkin_date: '2026-12-14', checkout_date: '2026-12-16', rooms, displayed_total_price: total }));
    expect(status).toBe(201);
    expect(json.data.total_price).toBe(total);
    expect(json.data.rooms.map((r: { room_plan_code: string; total_price: number }) => [r.room_plan_code, r.total_price])).toEqual([
      ['washitsu--breakfast', first.total_price],
      ['std-twin--room-only', second.total_price],
    ]);
    expect(json.data.rooms[1].kids_tiers).toEqual([
      { code: 'B', count: 1 },
      { code: 'C', count: 1 },
    ]);
    const after = [await left('washitsu', '2026-12-14'), await left('std-twin', '2026-12-14')];
    expect(after.map((a, i) => a.sold - before[i]!.sold)).toEqual([1, 1]);
  });

  it('takes two rooms of one type at once and refuses when fewer are left, taking nothing', async () => {
    const rooms = [1, 2].map(() => ({ room_type_code: 'garden-suite', room_plan_code: 'garden-suite--room-only', adults: 2, kids_tiers: [] }));
    const body = bookingBody({ checkin_date: '2026-12-21', checkout_date: '2026-12-23', rooms });
    expect((await book(server, body)).status).toBe(201);
    expect((await left('garden-suite', '2026-12-21')).sold).toBe(2);
    const again = await book(server, bookingBody({ checkin_date: '2026-12-22', checkout_date: '2026-12-24', rooms }));
    expect(again.status).toBe(409);
    expect(again.json.errors[0].code).toBe('1105');
    expect((await left('garden-suite', '2026-12-23')).sold).toBe(0);
  });

  it('keeps a plan within its sale limit per reservation and its stock per night, and gives stock back on cancel', async () => {
    const early = (type: string) => ({ room_type_code: type, room_plan_code: `${type}--early-bird`, adults: 1, kids_tiers: [] });
    const dates = { checkin_date: '2027-01-12', checkout_date: '2027-01-13' };
    const three = await book(server, bookingBody({ ...dates, rooms: [early('std-twin'), early('std-twin'), early('washitsu')] }));
    expect(three.status).toBe(422);
    expect(three.json.errors[0].details.rooms[0]).toMatchObject({ code: 'sale_limit_exceeded' });
    const a = await book(server, bookingBody({ ...dates, rooms: [early('std-twin'), early('washitsu')] }));
    const b = await book(server, bookingBody({ ...dates, rooms: [early('dlx-double'), early('std-twin')] }));
    expect([a.status, b.status]).toEqual([201, 201]);
    const c = await book(server, bookingBody({ ...dates, rooms: [early('washitsu')] }));
    expect(c.status).toBe(409); // 4 early-bird rooms a night, across room types
    expect(c.json.errors[0].code).toBe('1105');
    const cancel = await server.call(
      'PUT',
      `/hotels/demo-kyoto/reservations/${a.json.data.reservation_number}/cancel?bypass_token=${a.json.data.bypass_token}`,
      {
        body: { reason: 'change_of_plans', cancellation_fee_displayed: a.json.data.cancellation.fee },
      },
    );
    expect(cancel.status).toBe(200);
    expect((await book(server, bookingBody({ ...dates, rooms: [early('washitsu')] }))).status).toBe(201);
  });

  it('refuses rooms under different cancellation policies in one reservation, and more rooms than the hotel sells at once', async () => {
    const mixed = await book(
      server,
      bookingBody({
        rooms: [
          { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] },
          { room_type_code: 'std-twin', room_plan_code: 'std-twin--early-bird', adults: 2, kids_tiers: [] },
        ],
      }),
    );
    expect(mixed.status).toBe(422);
    expect(mixed.json.errors[0].details.rooms[0].code).toBe('mixed_cancellation_policies');
    const six = Array.from({ length: 6 }, () => ({ room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 1, kids_tiers: [] }));
    const tooMany = await book(server, bookingBody({ rooms: six }));
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.errors[0].details.rooms[0]).toMatchObject({ code: 'too_many_rooms' });
  });

  it('sells the last two rooms to exactly one of many parallel two-room bookings', async () => {
    const rooms = [1, 2].map(() => ({ room_type_code: 'garden-suite', room_plan_code: 'garden-suite--breakfast', adults: 2, kids_tiers: [] }));
    const body = bookingBody({ checkin_date: '2027-02-02', checkout_date: '2027-02-04', rooms });
    const results = await Promise.all(Array.from({ length: 12 }, () => book(server, body)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.errors[0].code === '1105')).toBe(true);
    expect((await left('garden-suite', '2027-02-03')).sold).toBe(2);
  });
});

describe.each(DRIVERS)('room search filters on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const codes = async (filter: string) => {
    const { status, json } = await server.call(
      'GET',
      `/hotels/demo-kyoto/rooms?checkin_date=2026-12-14&checkout_date=2026-12-15&rooms=${q([{ adults: 2 }])}&filter=${filter}`,
    );
    expect(status).toBe(200);
    return (json.data.room_types as Array<{ room_plans: Offer[] }>).flatMap((t) => t.room_plans.map((p) => p.room_plan_code)).sort();
  };

  it('keeps only room plans matching every filter, and refuses unknown filters', async () => {
    expect(await codes('tatami,breakfast')).toEqual(['washitsu--breakfast']);
    expect((await codes('twin_beds')).every((c) => c.startsWith('std-twin'))).toBe(true);
    expect((await codes('room_only')).some((c) => c.endsWith('--breakfast'))).toBe(false);
    const bad = await server.call('GET', `/hotels/demo-kyoto/rooms?checkin_date=2026-12-14&checkout_date=2026-12-15&rooms=${q([{ adults: 2 }])}&filter=sauna`);
    expect(bad.status).toBe(422);
    const [field, problems] = Object.entries(bad.json.errors[0].details as Record<string, Array<{ code: string }>>).find(([key]) => key.startsWith('filter'))!;
    expect([field.split('.')[0], problems[0]!.code]).toEqual(['filter', 'filter_invalid']);
  });
});

describe.each(DRIVERS)('what a search may show and a booking may take on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const plans = async (query: string) => {
    const { status, json } = await server.call('GET', `/hotels/demo-kyoto/rooms?rooms=${q([{ adults: 2 }])}&${query}`);
    expect(status).toBe(200);
    return [...new Set((json.data.room_types as Array<{ room_plans: Offer[] }>).flatMap((t) => t.room_plans.map((p) => p.hotel_plan_code)))].sort();
  };
  const secretRoom = { room_type_code: 'std-twin', room_plan_code: 'std-twin--secret-saver', adults: 2, kids_tiers: [] };

  it('shows secret rates only with a promo code that unlocks them, and shows nothing in secret mode without one', async () => {
    const dates = 'checkin_date=2026-12-14&checkout_date=2026-12-15';
    expect(await plans(dates)).not.toContain('secret-saver');
    expect(await plans(`${dates}&mode=secret`)).toEqual([]);
    expect(await plans(`${dates}&mode=secret&promo_code=NOPE`)).toEqual([]);
    expect(await plans(`${dates}&mode=secret&promo_code=SECRET2026`)).toContain('secret-saver');
  });

  it('books a secret rate only with its promo code', async () => {
    const body = { checkin_date: '2026-12-14', checkout_date: '2026-12-15', rooms: [secretRoom] };
    const without = await book(server, bookingBody(body));
    expect(without.status).toBe(409);
    expect(without.json.errors[0].code).toBe('2304');
    expect((await book(server, bookingBody({ ...body, promo_code: 'SECRET2026' }))).status).toBe(201);
  });

  it('leaves out plans whose stay restrictions forbid the stay, and refuses to book them', async () => {
    // Saturday arrivals need two nights; the early-bird plan is closed for the first days of December
    expect(await plans('checkin_date=2026-12-19&checkout_date=2026-12-20')).toEqual([]);
    expect((await plans('checkin_date=2026-12-19&checkout_date=2026-12-21')).length).toBeGreaterThan(0);
    expect(await plans('checkin_date=2026-12-02&checkout_date=2026-12-03')).not.toContain('early-bird');
    const saturday = await book(server, bookingBody({ checkin_date: '2026-12-19', checkout_date: '2026-12-20' }));
    expect(saturday.status).toBe(409);
    expect(saturday.json.errors[0].code).toBe('2304');
  });
});
