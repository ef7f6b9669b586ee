import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import * as v from 'valibot';
import { guestRulesFrom } from '../../shared/api/guest.ts';
import { reservationGuestsSchemaFor } from '../../shared/api/guest-for-hotel.ts';
import { issuesToFields } from '../../server/http/envelope.ts';
import { FIELD_FALLBACK } from '../../server/http/messages.ts';
import { bookingBody, GUEST } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('guest details on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const settingsOf = async (code: string) => (await server.call('GET', `/hotels/${code}/settings/booking_widget`)).json.data.settings;

  it('the demo asks Seoul guests for their address and English name, Taipei for the kanji name and English name', async () => {
    expect(await settingsOf('demo-seoul')).toMatchObject({ customer_address_required: true, english_name_required: true, kanji_name_required: false });
    expect(await settingsOf('demo-taipei')).toMatchObject({ customer_address_required: false, english_name_required: true, kanji_name_required: true });
    expect(await settingsOf('demo-kyoto')).toMatchObject({ customer_address_required: false, english_name_required: false, kanji_name_required: false });
  });

  it('the reservation tables have room for kana, English names, the address and each room’s guest', async () => {
    const reservation = await sql`SELECT first_name_kana, last_name_kana, english_first_name, english_last_name, address FROM reservations LIMIT 0`.execute(
      server.db,
    );
    const room = await sql`SELECT guest_first_name, guest_last_name FROM reservation_rooms LIMIT 0`.execute(server.db);
    expect(reservation.rows).toEqual([]);
    expect(room.rows).toEqual([]);
  });

  it('a guest failing the demo hotel’s rules gets a message for each field in the envelope, not the fallback', async () => {
    const rules = guestRulesFrom(await settingsOf('demo-seoul'), 'ko');
    const body = {
      guest: {
        first_name: '花子',
        last_name: '김',
        email: 'a@example.com',
        email_confirmation: 'a@example.com',
        phone: '0212345678',
        english_first_name: '',
        english_last_name: 'Kim',
        address: { country: 'KR', postal_code: '1234' },
      },
      rooms: [{ guest_name: { first_name: 'Minsu', last_name: '' } }],
    };
    const result = v.safeParse(reservationGuestsSchemaFor(rules), body);
    expect(result.success).toBe(false);
    const fields = issuesToFields(result.issues ?? []);
    expect(Object.fromEntries(Object.entries(fields).map(([field, reasons]) => [field, reasons[0]!.code]))).toEqual({
      'guest.first_name': 'name_hangul_or_latin',
      'guest.english_first_name': 'name_required',
      'guest.address.postal_code': 'postal_code_format_invalid',
      'guest.address.street_address': 'street_address_required',
      'rooms.0.guest_name.last_name': 'name_required',
    });
    for (const reasons of Object.values(fields)) expect(reasons[0]!.message).not.toBe(FIELD_FALLBACK);
  });
});

describe.each(DRIVERS)('guest details on a booking on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const seoulRooms = [
    { room_type_code: 'standard-double', room_plan_code: 'standard-double--room-only', adults: 2, kids_tiers: [] },
    { room_type_code: 'family-twin', room_plan_code: 'family-twin--room-only', adults: 2, kids_tiers: [], guest_name: { first_name: '민수', last_name: '김' } },
  ];
  const bookSeoul = (guest: Record<string, unknown>) =>
    server.call('POST', '/hotels/demo-seoul/reservations', {
      body: { ...bookingBody({ rooms: seoulRooms, locale: 'ko' }), guest: { ...GUEST, ...guest } },
      headers: { 'idempotency-key': randomUUID() },
    });

  it('asks what the hotel asks (address, English name) and stores it with the name of each room', async () => {
    const missing = await bookSeoul({});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.errors[0].details)).toEqual(
      expect.arrayContaining(['guest.english_first_name', 'guest.address.country', 'guest.address.street_address']),
    );
    const address = { country: 'KR', postal_code: '04536', prefecture_or_state: 'Seoul', street_address: '1 Demo-ro, Jung-gu', building_name_and_number: '' };
    const booked = await bookSeoul({ first_name: '지은', last_name: '이', english_first_name: 'Jieun', english_last_name: 'Lee', address });
    expect(booked.status).toBe(201);
    expect(booked.json.data.guest).toMatchObject({ first_name: '지은', english_last_name: 'Lee', address: { postal_code: '04536' } });
    expect(booked.json.data.rooms.map((r: { guest_name: unknown }) => r.guest_name)).toEqual([
      { first_name: '지은', last_name: '이' },
      { first_name: '민수', last_name: '김' },
    ]);
  });

  it('refuses a name in a script the booking language does not take', async () => {
    const thai = await bookSeoul({ first_name: 'สมชาย', last_name: 'ใจดี', english_first_name: 'Somchai', english_last_name: 'Jaidee' });
    expect(thai.status).toBe(422);
    expect(Object.keys(thai.json.errors[0].details)).toContain('guest.first_name');
  });
});
