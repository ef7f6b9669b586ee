import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { book, bookingBody, roomsQuery } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

// The tests' clock is 1 December 2026, 10:00 in Kyoto; demo-kyoto sells 12 months ahead.

describe.each(DRIVERS)('default search, reservable period and brand facility settings on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const original = {
    yesterday_bookable: false,
    available_rooms_only: true,
    checkin_date_offset: 0,
    sort_order: 'price_low_to_high',
    reservable_period_months: 12,
    is_brand_facility: false,
  };
  const setKyoto = (change: Record<string, unknown>) =>
    sql`UPDATE hotels SET settings = settings || ${JSON.stringify(change)}::jsonb WHERE code = 'demo-kyoto'`.execute(server.db);
  beforeEach(() => setKyoto(original));

  const settings = async () => (await server.call('GET', '/hotels/demo-kyoto/settings/booking_widget')).json.data;
  const search = (checkin: string, checkout: string) =>
    server.call('GET', `/hotels/demo-kyoto/rooms?checkin_date=${checkin}&checkout_date=${checkout}&rooms=${roomsQuery(2)}`);
  const reservations = () => server.db.selectFrom('reservations').select('id').execute();

  it('reports the hotel default search setting and reservable period as the hotel keeps them', async () => {
    expect((await settings()).booking_widget_setting_attributes.default_search_setting).toEqual({
      checkin_date_offset: 0,
      sort_order: 'price_low_to_high',
      yesterday_bookable: false,
      available_rooms_only: true,
    });
    await setKyoto({ checkin_date_offset: 2, sort_order: 'recommended', yesterday_bookable: true, available_rooms_only: false, reservable_period_months: 6 });
    const changed = await settings();
    expect(changed.booking_widget_setting_attributes.default_search_setting).toEqual({
      checkin_date_offset: 2,
      sort_order: 'recommended',
      yesterday_bookable: true,
      available_rooms_only: false,
    });
    expect(changed.settings.reservable_period_months).toBe(6);
  });

  it('says whether the hotel is a brand facility whose searches go to the brand hotel list', async () => {
    const plain = await settings();
    expect([plain.settings.is_brand_facility, plain.hotel_brand_setting.is_brand_facility]).toEqual([false, false]);
    await setKyoto({ is_brand_facility: true });
    const brand = await settings();
    expect([brand.settings.is_brand_facility, brand.hotel_brand_setting.is_brand_facility]).toEqual([true, true]);
  });

  it('searches up to the last night of the reservable period and refuses a stay beyond it with 1903', async () => {
    expect((await search('2027-12-01', '2027-12-02')).status).toBe(200);
    const beyond = await search('2027-12-01', '2027-12-03');
    expect(beyond.status).toBe(422);
    expect(beyond.json.errors[0].code).toBe('1903');
    expect(beyond.json.errors[0].title).toContain('2027');
  });

  it('follows the hotel reservable_period_months', async () => {
    expect((await search('2027-03-05', '2027-03-06')).status).toBe(200);
    await setKyoto({ reservable_period_months: 3 });
    expect((await search('2027-02-28', '2027-03-01')).status).toBe(200);
    expect((await search('2027-03-05', '2027-03-06')).json.errors[0].code).toBe('1903');
  });

  it('refuses a booking beyond the reservable period with 1903 and writes nothing', async () => {
    await setKyoto({ reservable_period_months: 3 });
    const answer = await book(server, bookingBody({ checkin_date: '2027-03-10', checkout_date: '2027-03-12' }));
    expect(answer.status).toBe(422);
    expect(answer.json.errors[0].code).toBe('1903');
    expect(await reservations()).toEqual([]);
  });

  it('sells last night only where the hotel has yesterday bookable', async () => {
    const yesterday = await search('2026-11-30', '2026-12-01');
    expect(yesterday.status).toBe(422);
    expect(yesterday.json.errors[0].details.checkin_date[0].code).toBe('dates_in_past');
    await setKyoto({ yesterday_bookable: true });
    expect((await search('2026-11-30', '2026-12-01')).status).toBe(200);
    expect((await search('2026-11-29', '2026-11-30')).status).toBe(422);
  });
});
