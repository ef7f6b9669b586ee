import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { book, bookingBody, GUEST } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('phone numbers as guests type them, on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const storedPhone = async (reservationNumber: string) =>
    (await server.db.selectFrom('reservations').select('phone').where('reservation_number', '=', reservationNumber).executeTakeFirstOrThrow()).phone;
  const bookWith = (phone: string) => book(server, bookingBody({ guest: { ...GUEST, phone } }));

  it('tells the widget each demo hotel’s country', async () => {
    const countryOf = async (code: string) => (await server.call('GET', `/hotels/${code}/settings/booking_widget`)).json.data.settings.country;
    expect([await countryOf('demo-kyoto'), await countryOf('demo-seoul'), await countryOf('demo-taipei')]).toEqual(['JP', 'KR', 'TW']);
  });

  it('stores +81 90-1234-5678 as +819012345678', async () => {
    const answer = await bookWith('+81 90-1234-5678');
    expect(answer.status).toBe(201);
    expect(answer.json.data.guest.phone).toBe('+819012345678');
    expect(await storedPhone(answer.json.data.reservation_number)).toBe('+819012345678');
  });

  it('reads 090-1234-5678 at a Japanese hotel as a Japanese number, full-width too', async () => {
    for (const phone of ['090-1234-5678', '０９０－１２３４－５６７８']) {
      const answer = await bookWith(phone);
      expect(answer.status, phone).toBe(201);
      expect(await storedPhone(answer.json.data.reservation_number)).toBe('+819012345678');
    }
  });

  it('refuses garbage with the catalogue’s invalid code and the field named, booking nothing', async () => {
    const before = await server.db
      .selectFrom('reservations')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const phone of ['call me', '090-1234', '+81 90 1234 5678 9']) {
      const answer = await bookWith(phone);
      expect(answer.status, phone).toBe(422);
      expect(answer.json.errors[0].code).toBe('1000');
      expect(answer.json.errors[0].details['guest.phone'][0].code, phone).toBe('phone_invalid');
    }
    const after = await server.db
      .selectFrom('reservations')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('reads a national number by the hotel’s country: 010 is a Korean mobile in Seoul', async () => {
    const seoulGuest = {
      ...GUEST,
      first_name: '지은',
      last_name: '이',
      english_first_name: 'Jieun',
      english_last_name: 'Lee',
      address: { country: 'KR', postal_code: '04536', prefecture_or_state: 'Seoul', street_address: '1 Demo-ro, Jung-gu', building_name_and_number: '' },
    };
    const bookSeoul = (phone: string) =>
      server.call('POST', '/hotels/demo-seoul/reservations', {
        body: {
          ...bookingBody({
            rooms: [{ room_type_code: 'standard-double', room_plan_code: 'standard-double--room-only', adults: 2, kids_tiers: [] }],
            locale: 'ko',
          }),
          guest: { ...seoulGuest, phone },
        },
        headers: { 'idempotency-key': randomUUID() },
      });
    const korean = await bookSeoul('010-1234-5678');
    expect(korean.status).toBe(201);
    expect(await storedPhone(korean.json.data.reservation_number)).toBe('+821012345678');
    const japaneseWithoutCode = await bookSeoul('090-1234-5678');
    expect(japaneseWithoutCode.status).toBe(422);
    expect(japaneseWithoutCode.json.errors[0].details['guest.phone'][0].code).toBe('phone_invalid');
  });

  it('gives hotels set up before the country setting their country from their time zone (migration 021)', async () => {
    await sql`UPDATE hotels SET settings = settings - 'country'`.execute(server.db);
    await sql.raw(readFileSync('server/db/migrations/021-hotel-country.sql', 'utf8')).execute(server.db);
    const rows = await server.db
      .selectFrom('hotels')
      .select(['code', sql<string>`settings->>'country'`.as('country')])
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 'demo-kyoto', country: 'JP' },
      { code: 'demo-seoul', country: 'KR' },
      { code: 'demo-taipei', country: 'TW' },
    ]);
  });
});
