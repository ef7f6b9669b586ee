import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody, GUEST, roomsQuery, roomsSold } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

type Offer = { room_plan_code: string; hotel_plan_code: string; total_price: number; nightly_prices: Array<{ date: string; price: number }> };
type RoomType = { room_type_code: string; room_plans: Offer[] };

describe.each(DRIVERS)('day use on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const search = (hotel: string, query: string) => server.call('GET', `/hotels/${hotel}/rooms?${query}`);
  const sold = (code: string, date: string) => roomsSold(server, code, date);
  const dayUseRoom = { room_type_code: 'std-twin', room_plan_code: 'std-twin--day-use', adults: 2, kids_tiers: [] };

  it('offers day use in the search form where the hotel sells day-use plans only', async () => {
    const kyoto = await server.call('GET', '/hotels/demo-kyoto/settings/booking_widget');
    expect(kyoto.json.data.settings.day_use_search_active).toBe(true);
    const seoul = await server.call('GET', '/hotels/demo-seoul/settings/booking_widget');
    expect(seoul.json.data.settings.day_use_search_active).toBe(false);
  });

  it('finds only day-use plans for a day-use search, priced for the day, with check-out on the check-in date', async () => {
    // Thursday 2026-12-10: the standard twin's room-only rate for two adults is 14,400; day use is half
    const { status, json } = await search('demo-kyoto', `checkin_date=2026-12-10&checkout_date=2026-12-10&is_day_use=true&rooms=${roomsQuery(2)}`);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ checkin_date: '2026-12-10', checkout_date: '2026-12-10', nights: 0, is_day_use: true });
    const types = json.data.room_types as RoomType[];
    expect(types.length).toBeGreaterThan(0);
    expect(types.flatMap((t) => t.room_plans.map((p) => p.hotel_plan_code))).toEqual(types.map(() => 'day-use'));
    const twin = types.find((t) => t.room_type_code === 'std-twin')!.room_plans[0]!;
    expect(twin.total_price).toBe(7200);
    expect(twin.nightly_prices).toEqual([{ date: '2026-12-10', price: 7200 }]);
  });

  it('never shows day-use plans to a search of nights', async () => {
    const { json } = await search('demo-kyoto', `checkin_date=2026-12-10&checkout_date=2026-12-11&rooms=${roomsQuery(2)}`);
    const plans = (json.data.room_types as RoomType[]).flatMap((t) => t.room_plans.map((p) => p.hotel_plan_code));
    expect(plans).toContain('room-only');
    expect(plans).not.toContain('day-use');
    expect(json.data.nights).toBe(1);
    expect(json.data.is_day_use).toBeUndefined();
  });

  it('refuses a day-use search whose check-out is not its check-in, naming the field', async () => {
    const { status, json } = await search('demo-kyoto', `checkin_date=2026-12-10&checkout_date=2026-12-11&is_day_use=true&rooms=${roomsQuery(2)}`);
    expect(status).toBe(422);
    expect(json.errors[0].details.checkout_date[0].code).toBe('day_use_checkout_not_checkin');
  });

  it('shows no day use where the hotel has none, and still refuses check-out on check-in for stays of nights', async () => {
    const day = await search('demo-seoul', `checkin_date=2026-12-10&checkout_date=2026-12-10&is_day_use=true&rooms=${roomsQuery(2)}`);
    expect(day.status).toBe(200);
    expect(day.json.data.room_types).toEqual([]);
    const nights = await search('demo-kyoto', `checkin_date=2026-12-10&checkout_date=2026-12-10&rooms=${roomsQuery(2)}`);
    expect(nights.status).toBe(422);
    expect(nights.json.errors[0].details.checkout_date[0].code).toBe('checkout_not_after_checkin');
  });

  it('prices the day-use calendar from day-use plans only, and the overnight calendar without them', async () => {
    const calendar = async (extra: string) => {
      const { status, json } = await server.call(
        'GET',
        `/hotels/demo-kyoto/rooms/availability?from_date=2026-12-10&to_date=2026-12-10&rooms=${roomsQuery(2)}${extra}`,
      );
      expect(status).toBe(200);
      return json.data.days[0] as { lowest_price: number };
    };
    // Thursday: the cheapest overnight stay for two is the early-bird standard twin (12,200); day use is 7,200
    expect((await calendar('')).lowest_price).toBe(12200);
    expect((await calendar('&is_day_use=true')).lowest_price).toBe(7200);
    // one room plan's own calendar
    expect((await calendar('&room_plan_codes=garden-suite--room-only')).lowest_price).toBeGreaterThan(12200);
  });

  it('books day use for the day, taking that date’s room and giving it back on cancellation', async () => {
    const { status, json } = await book(server, bookingBody({ checkin_date: '2027-02-10', checkout_date: '2027-02-10', rooms: [dayUseRoom] }));
    expect(status).toBe(201);
    expect(json.data).toMatchObject({ checkin_date: '2027-02-10', checkout_date: '2027-02-10' });
    expect(json.data.rooms[0].nightly_prices).toEqual([{ date: '2027-02-10', price: expect.any(Number) }]);
    expect(json.data.total_price).toBe(json.data.rooms[0].nightly_prices[0].price);
    expect(await sold('std-twin', '2027-02-10')).toBe(1);
    expect(await sold('std-twin', '2027-02-11')).toBe(0);

    const query = `?email=${encodeURIComponent(GUEST.email)}`;
    const number = json.data.reservation_number;
    const looked = await server.call('GET', `/hotels/demo-kyoto/reservations/${number}${query}`);
    const cancelled = await server.call('PUT', `/hotels/demo-kyoto/reservations/${number}/cancel${query}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: looked.json.data.cancellation.fee },
    });
    expect(cancelled.status).toBe(200);
    expect(await sold('std-twin', '2027-02-10')).toBe(0);
  });

  it('refuses day use when the day is full, and nights under a day-use plan or a day under an overnight plan', async () => {
    const twin = await server.db.selectFrom('room_types').select('id').where('code', '=', 'std-twin').executeTakeFirstOrThrow();
    const { total } = await server.db
      .selectFrom('room_inventory')
      .select('total')
      .where('room_type_id', '=', twin.id)
      .where('stay_date', '=', '2027-02-12')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('room_inventory').set({ sold: total }).where('room_type_id', '=', twin.id).where('stay_date', '=', '2027-02-12').execute();
    const full = await book(server, bookingBody({ checkin_date: '2027-02-12', checkout_date: '2027-02-12', rooms: [dayUseRoom] }));
    expect(full.status).toBe(409);
    expect(full.json.errors[0].code).toBe('1105');

    const nights = await book(server, bookingBody({ checkin_date: '2027-02-15', checkout_date: '2027-02-16', rooms: [dayUseRoom] }));
    expect(nights.status).toBe(409);
    const overnight = await book(server, bookingBody({ checkin_date: '2027-02-15', checkout_date: '2027-02-15' }));
    expect(overnight.status).toBe(409);
    expect(await sold('std-twin', '2027-02-15')).toBe(0);
    const written = await server.db.selectFrom('reservations').select('id').where('checkin_date', '=', '2027-02-15').execute();
    expect(written).toEqual([]);
  });
});
