import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { BrandHotel, BrandHotelsPage } from '../../shared/api/facilities.ts';
import { roomsQuery } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('brand facility list on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  async function page(query: string, brand = 'yado-demo', locale = 'en') {
    const { status, json } = await server.call('GET', `/hotel_brands/${brand}/hotels?${query}`, { headers: { 'x-locale': locale } });
    expect(status).toBe(200);
    return json.data as BrandHotelsPage;
  }
  /** The cheapest total the room search itself offers for one room of the same guests. */
  async function cheapestInRoomSearch(hotel: string, query: string): Promise<number | null> {
    const { status, json } = await server.call('GET', `/hotels/${hotel}/rooms?${query}`);
    expect(status).toBe(200);
    const totals = (json.data.room_types as Array<{ room_plans: Array<{ total_price: number; is_sold_out: boolean }> }>)
      .flatMap((t) => t.room_plans)
      .filter((p) => !p.is_sold_out)
      .map((p) => p.total_price);
    return totals.length ? Math.min(...totals) : null;
  }

  it('lists the brand’s three hotels with their names, addresses and currencies', async () => {
    const data = await page('');
    expect(data.brand).toMatchObject({ code: 'yado-demo', name: 'Yado Demo Hotels' });
    expect(data.hotels.map((h) => [h.code, h.name, h.currency])).toEqual([
      ['demo-kyoto', 'Yado Kyoto Demo', 'JPY'],
      ['demo-seoul', 'Yado Seoul Demo', 'KRW'],
      ['demo-taipei', 'Yado Taipei Demo', 'TWD'],
    ]);
    expect(data.hotels[0]).toMatchObject({ address: '1 Demo-cho, Higashiyama-ku, Kyoto', lowest_price: null, is_sold_out: null, tax_included: true });
    expect(data.meta).toEqual({ page: 1, total_pages: 1, total_entries: 3 });
    expect((await page('', 'yado-demo', 'ja')).hotels[0]!.name).toBe('宿 京都デモ');
  });

  it('takes the brand’s id as well as its code', async () => {
    const settings = await server.call('GET', '/hotels/demo-kyoto/settings/booking_widget');
    const byId = await page('', settings.json.data.hotel_brand.id);
    expect(byId.hotels).toHaveLength(3);
    expect(byId.brand.id).toBe(settings.json.data.hotel_brand.id);
  });

  it('pages through the hotels with the page count and the total', async () => {
    const first = await page('per_page=2');
    expect(first.hotels.map((h) => h.code)).toEqual(['demo-kyoto', 'demo-seoul']);
    expect(first.meta).toEqual({ page: 1, total_pages: 2, total_entries: 3 });
    const second = await page('per_page=2&page=2');
    expect(second.hotels.map((h) => h.code)).toEqual(['demo-taipei']);
    expect(second.meta).toEqual({ page: 2, total_pages: 2, total_entries: 3 });
    const beyond = await page('per_page=2&page=3');
    expect(beyond.hotels).toEqual([]);
    expect(beyond.meta.total_entries).toBe(3);
    // larger pages than 50 are cut to 50
    expect((await page('per_page=500')).meta).toEqual({ page: 1, total_pages: 1, total_entries: 3 });
    expect((await page('hotel_codes=demo-seoul,demo-taipei')).meta.total_entries).toBe(2);
  });

  it('prices each hotel at the cheapest total its own room search offers for the same stay and guests', async () => {
    const stay = 'checkin_date=2026-12-10&checkout_date=2026-12-12';
    for (const rooms of [roomsQuery(2), roomsQuery(1)]) {
      const data = await page(`is_including_lowest_price=true&${stay}&rooms=${rooms}`);
      for (const hotel of data.hotels) {
        const expected = await cheapestInRoomSearch(hotel.code, `${stay}&rooms=${rooms}`);
        expect(expected).not.toBeNull();
        expect(hotel.lowest_price).toBe(expected);
        expect(hotel.is_sold_out).toBe(false);
      }
    }
    // std-twin early bird for two adults, Thursday and Friday (see the room search test)
    const kyoto = (await page(`is_including_lowest_price=true&${stay}&rooms=${roomsQuery(2)}`)).hotels[0]!;
    expect(kyoto.lowest_price).toBe(27500);
    expect(kyoto.lowest_price_without_tax).toBe(25000);
  });

  it('prices children by their tier as the room search does, and two adults when no rooms are given', async () => {
    const stay = 'checkin_date=2026-12-14&checkout_date=2026-12-15';
    const kids = roomsQuery(2, [{ code: 'A', count: 1 }]);
    const withKids = await page(`is_including_lowest_price=true&${stay}&rooms=${kids}&hotel_codes=demo-kyoto`);
    expect(withKids.hotels[0]!.lowest_price).toBe(await cheapestInRoomSearch('demo-kyoto', `${stay}&rooms=${kids}`));
    const noRooms = await page(`is_including_lowest_price=true&${stay}&hotel_codes=demo-kyoto`);
    expect(noRooms.hotels[0]!.lowest_price).toBe(await cheapestInRoomSearch('demo-kyoto', `${stay}&rooms=${roomsQuery(2)}`));
  });

  it("prices a child without a meal and bedding option at its tier's cheapest where those are extras, and drops options elsewhere", async () => {
    const stay = 'checkin_date=2026-12-14&checkout_date=2026-12-15';
    const plain = roomsQuery(2, [{ code: 'B', count: 1 }]);
    const withOption = (option: string) => encodeURIComponent(JSON.stringify([{ adults: 2, kids_tiers: [{ code: 'B', count: 1, meal_bed: option }] }]));
    const data = await page(`is_including_lowest_price=true&${stay}&rooms=${plain}&hotel_codes=demo-kyoto,demo-taipei`);
    const byCode = Object.fromEntries(data.hotels.map((h) => [h.code, h])) as Record<string, BrandHotel>;
    // Taipei: a young child's cheapest option is no meals or bed (0%)
    expect(byCode['demo-taipei']!.lowest_price).toBe(await cheapestInRoomSearch('demo-taipei', `${stay}&rooms=${withOption('meal_no')}`));
    expect(byCode['demo-kyoto']!.lowest_price).toBe(await cheapestInRoomSearch('demo-kyoto', `${stay}&rooms=${plain}`));
    // an option chosen is kept where options are asked, and dropped at a hotel pricing tiers
    const chosen = await page(`is_including_lowest_price=true&${stay}&rooms=${withOption('meal_yes_bedding')}&hotel_codes=demo-kyoto,demo-taipei`);
    const chosenBy = Object.fromEntries(chosen.hotels.map((h) => [h.code, h])) as Record<string, BrandHotel>;
    expect(chosenBy['demo-taipei']!.lowest_price).toBe(await cheapestInRoomSearch('demo-taipei', `${stay}&rooms=${withOption('meal_yes_bedding')}`));
    expect(chosenBy['demo-kyoto']!.lowest_price).toBe(byCode['demo-kyoto']!.lowest_price);
  });

  it('says a hotel is sold out, with no price, when none of its rooms is left', async () => {
    const kyoto = await server.db.selectFrom('hotels').select('id').where('code', '=', 'demo-kyoto').executeTakeFirstOrThrow();
    await sql`UPDATE room_inventory SET sold = total WHERE stay_date = '2027-01-20'
      AND room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ${kyoto.id})`.execute(server.db);
    const data = await page(`is_including_lowest_price=true&checkin_date=2027-01-19&checkout_date=2027-01-21&rooms=${roomsQuery(2)}`);
    const byCode = Object.fromEntries(data.hotels.map((h) => [h.code, h])) as Record<string, BrandHotel>;
    expect(byCode['demo-kyoto']).toMatchObject({ lowest_price: null, lowest_price_without_tax: null, is_sold_out: true });
    expect(byCode['demo-seoul']!.is_sold_out).toBe(false);
    expect(byCode['demo-seoul']!.lowest_price).toBeGreaterThan(0);
  });

  it('offers no price where the hotel’s stay restrictions forbid the stay, as its room search does', async () => {
    // Kyoto asks two nights of Saturday arrivals
    const saturday = `checkin_date=2026-12-19&checkout_date=2026-12-20&rooms=${roomsQuery(2)}`;
    const kyoto = (await page(`is_including_lowest_price=true&${saturday}&hotel_codes=demo-kyoto`)).hotels[0]!;
    expect(kyoto).toMatchObject({ lowest_price: null, is_sold_out: true });
    expect(await cheapestInRoomSearch('demo-kyoto', saturday)).toBeNull();
  });

  it('shows every hotel as sold out for dates it does not sell yet, or guests it cannot take', async () => {
    const far = await page(`is_including_lowest_price=true&checkin_date=2028-06-01&checkout_date=2028-06-02`);
    expect(far.hotels.every((h) => h.is_sold_out === true && h.lowest_price === null)).toBe(true);
    const crowd = await page(`is_including_lowest_price=true&checkin_date=2026-12-10&checkout_date=2026-12-11&rooms=${roomsQuery(7)}`);
    expect(crowd.hotels.every((h) => h.is_sold_out === true)).toBe(true);
  });

  it('refuses a price request without dates, or with a stay that ends before it starts', async () => {
    const noDates = await server.call('GET', '/hotel_brands/yado-demo/hotels?is_including_lowest_price=true');
    expect(noDates.status).toBe(422);
    expect(noDates.json.errors[0].details.checkin_date[0].code).toBe('date_required');
    const backwards = await server.call(
      'GET',
      '/hotel_brands/yado-demo/hotels?is_including_lowest_price=true&checkin_date=2026-12-10&checkout_date=2026-12-10',
    );
    expect(backwards.status).toBe(422);
    expect(backwards.json.errors[0].details.checkout_date[0].code).toBe('checkout_not_after_checkin');
    const badPage = await server.call('GET', '/hotel_brands/yado-demo/hotels?page=0');
    expect(badPage.status).toBe(422);
    expect(badPage.json.errors[0].details.page).toBeDefined();
    const badRooms = await server.call('GET', '/hotel_brands/yado-demo/hotels?rooms=not-json');
    expect(badRooms.status).toBe(422);
    expect(badRooms.json.errors[0].details.rooms[0].code).toBe('rooms_invalid');
  });

  it('answers 404 for an unknown brand and refuses a session of another brand', async () => {
    const unknown = await server.call('GET', '/hotel_brands/no-such-brand/hotels');
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors[0].details.base[0].code).toBe('brand_not_found');
    await server.db
      .insertInto('hotel_brands')
      .values({ code: 'other-brand', names: JSON.stringify({ en: 'Other' }) })
      .execute();
    const other = await server.call('GET', '/hotel_brands/other-brand/hotels');
    expect(other.status).toBe(403);
    expect(other.json.errors[0].code).toBe('4000');
  });
});
