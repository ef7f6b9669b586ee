import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../shared/errors.ts';
import { book, bookingBody, GUEST, roomsQuery } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

/** Every failure must be a 4xx with the envelope and a catalogue code; never a 500. */
function expectEnvelope(answer: { status: number; json: ErrorEnvelope }, status: number, code = '1000') {
  expect(answer.status).toBe(status);
  expect(answer.json.errors).toHaveLength(1);
  expect(answer.json.errors[0]).toMatchObject({ status, code, title: expect.any(String), details: { base: expect.any(Array) } });
}

describe.each(DRIVERS)('bad input on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());
  const reservations = () => server.db.selectFrom('reservations').select('id').execute();

  it('answers malformed JSON with 400 and the malformed_json reason', async () => {
    const answer = await server.call('POST', '/hotels/demo-kyoto/reservations', {
      rawBody: '{"checkin_date": ',
      headers: { 'idempotency-key': 'malformed-0001' },
    });
    expectEnvelope(answer, 400);
    expect(answer.json.errors[0].details.base[0].code).toBe('malformed_json');
  });

  it('names each wrong field of a booking in the details', async () => {
    const answer = await book(
      server,
      bookingBody({
        checkin_date: 20261220,
        rooms: [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 'two' }],
        guest: { ...GUEST, email: 'not-an-email', email_confirmation: 'other@example.com', phone: 'call me', first_name: 'Hanako1' },
      }),
    );
    expectEnvelope(answer, 422);
    const details = answer.json.errors[0].details;
    expect(details.checkin_date).toBeDefined();
    expect(details['rooms.0.adults']).toBeDefined();
    expect(details['guest.email'][0].code).toBe('email_invalid');
    expect(details['guest.phone'][0].code).toBe('phone_invalid');
    expect(details['guest.first_name'][0].code).toBe('name_invalid_characters');
    expect(await reservations()).toEqual([]);
  });

  it('explains a mismatched e-mail confirmation on the confirmation field, in Japanese when asked', async () => {
    const answer = await server.call('POST', '/hotels/demo-kyoto/reservations', {
      body: bookingBody({ guest: { ...GUEST, email_confirmation: 'hanako@example.jp' } }),
      headers: { 'idempotency-key': 'mismatch-0001', 'x-locale': 'ja' },
    });
    expectEnvelope(answer, 422);
    expect(answer.json.errors[0].title).toBe('入力内容に誤りがあります。');
    expect(answer.json.errors[0].details['guest.email_confirmation'][0]).toEqual({ code: 'email_mismatch', error: 'メールアドレスが一致しません。' });
  });

  it('refuses an unknown hotel with 404', async () => {
    expectEnvelope(await server.call('GET', '/hotels/no-such-hotel/settings/booking_widget'), 404);
    expectEnvelope(await server.call('GET', `/hotels/no-such-hotel/rooms?checkin_date=2026-12-10&checkout_date=2026-12-11&rooms=${roomsQuery(2)}`), 404);
    expectEnvelope(await server.call('GET', '/hotels/Bad%20Code!/settings/booking_widget'), 422);
  });

  it('refuses dates in the past, check-out before check-in, impossible dates and stays beyond the reservable period', async () => {
    const search = (checkin: string, checkout: string) =>
      server.call('GET', `/hotels/demo-kyoto/rooms?checkin_date=${checkin}&checkout_date=${checkout}&rooms=${roomsQuery(2)}`);
    const past = await search('2026-11-20', '2026-11-21');
    expectEnvelope(past, 422);
    expect(past.json.errors[0].details.checkin_date[0].code).toBe('dates_in_past');
    const backwards = await search('2026-12-10', '2026-12-09');
    expect(backwards.json.errors[0].details.checkout_date[0].code).toBe('checkout_not_after_checkin');
    expectEnvelope(await search('2026-12-10', '2026-12-10'), 422);
    expectEnvelope(await search('2026-02-31', '2026-03-01'), 422);
    expectEnvelope(await search('2027-12-20', '2027-12-21'), 422, '1903');
    expectEnvelope(await search('2026-12-10', '2027-01-20'), 422);
    expectEnvelope(await book(server, bookingBody({ checkin_date: '2026-11-01', checkout_date: '2026-11-02' })), 422);
    expect(await reservations()).toEqual([]);
  });

  it('refuses absurd guest counts and unknown children tiers', async () => {
    const search = (rooms: string) => server.call('GET', `/hotels/demo-kyoto/rooms?checkin_date=2026-12-10&checkout_date=2026-12-11&rooms=${rooms}`);
    expectEnvelope(await search(roomsQuery(0)), 422);
    expectEnvelope(await search(roomsQuery(10000)), 422);
    expectEnvelope(await search(roomsQuery(7)), 422);
    expectEnvelope(await search(roomsQuery(2, [{ code: 'Z', count: 1 }])), 422);
    expectEnvelope(await search(roomsQuery(2, [{ code: 'A', count: -1 }])), 422);
    expectEnvelope(await search(encodeURIComponent('{"adults":2')), 422);
    const sixRooms = await search(encodeURIComponent(JSON.stringify(Array.from({ length: 6 }, () => ({ adults: 1 })))));
    expectEnvelope(sixRooms, 422);
    expect(sixRooms.json.errors[0].details.rooms[0].code).toBe('too_many_rooms');
    const tooMany = await book(
      server,
      bookingBody({ rooms: [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 6, kids_tiers: [] }] }),
    );
    expectEnvelope(tooMany, 422);
    expect(tooMany.json.errors[0].details['rooms.0'][0].code).toBe('too_many_guests');
  });

  it('refuses a plan the hotel does not sell, a missing idempotency key, and an unknown route', async () => {
    expectEnvelope(
      await book(server, bookingBody({ rooms: [{ room_type_code: 'std-twin', room_plan_code: 'garden-suite--breakfast', adults: 2, kids_tiers: [] }] })),
      409,
      '2304',
    );
    const noKey = await server.call('POST', '/hotels/demo-kyoto/reservations', { body: bookingBody() });
    expectEnvelope(noKey, 422);
    expect(noKey.json.errors[0].details['idempotency-key'][0].code).toBe('idempotency_key_required');
    expectEnvelope(await server.call('GET', '/hotels/demo-kyoto/nothing-here'), 404);
    expect(await reservations()).toEqual([]);
  });

  it('refuses calls without a valid client session with 403 and code 4000', async () => {
    const path = '/api/v1/hotels/demo-kyoto/settings/booking_widget';
    for (const session of [undefined, 'forged.token', `${server.headers['x-client-session']!.slice(0, -2)}xx`]) {
      const response = await server.app.request(path, { headers: session ? { 'x-client-session': session } : {} });
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorEnvelope).errors[0]?.code).toBe('4000');
    }
  });

  it('refuses control characters in every text a guest types with 422 and text_invalid_characters, storing nothing', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: tests read any answer's fields without declaring its shape
    const textField = (answer: { json: any }, field: string) => answer.json.errors[0].details[field]?.[0]?.code;
    const special = await book(server, bookingBody({ special_request: 'Late arrival\u0000' }));
    expectEnvelope(special, 422);
    expect(textField(special, 'special_request')).toBe('text_invalid_characters');
    const questions = (await server.call('GET', '/hotels/demo-kyoto/additional_questions')).json.data as Array<{ id: string; question_type: string }>;
    const freeText = questions.find((q) => q.question_type === 'free_text')!;
    const answer = await book(server, bookingBody({ answers: [{ question_id: freeText.id, value: { type: 'text', text: 'nuts\u0000' } }] }));
    expectEnvelope(answer, 422);
    expect(textField(answer, 'answers.0.value.text')).toBe('text_invalid_characters');
    const address = {
      country: 'KR',
      postal_code: '04536',
      prefecture_or_state: 'Seoul\u0000',
      street_address: '1 Demo-ro\u0085',
      building_name_and_number: '\u0000',
    };
    const seoul = await server.call('POST', '/hotels/demo-seoul/reservations', {
      body: bookingBody({
        locale: 'ko',
        rooms: [{ room_type_code: 'standard-double', room_plan_code: 'standard-double--room-only', adults: 2, kids_tiers: [] }],
        guest: { ...GUEST, english_first_name: 'Hana', english_last_name: 'Yama', address },
      }),
      headers: { 'idempotency-key': 'address-nul-0001' },
    });
    expectEnvelope(seoul, 422);
    for (const part of ['prefecture_or_state', 'street_address', 'building_name_and_number'])
      expect(textField(seoul, `guest.address.${part}`)).toBe('text_invalid_characters');
    expect(await reservations()).toEqual([]);

    const { json } = await book(server, bookingBody({ checkin_date: '2026-12-10', checkout_date: '2026-12-11' }));
    const cancel = await server.call('PUT', `/hotels/demo-kyoto/reservations/${json.data.reservation_number}/cancel?email=${encodeURIComponent(GUEST.email)}`, {
      body: { reason: 'other', details: 'Flight moved\u0000', cancellation_fee_displayed: 0 },
    });
    expectEnvelope(cancel, 422);
    expect(textField(cancel, 'details')).toBe('text_invalid_characters');

    const session = await server.app.request('/identity/v1/client_sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'demo-kyoto\u0000' }),
    });
    expectEnvelope({ status: session.status, json: await session.json() }, 422);
  });

  it('never asks a GET call’s request for its body (on the server that makes the request anew)', async () => {
    let asked = 0;
    class WatchedRequest extends Request {
      override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
        asked += 1;
        return super.body;
      }
    }
    const request = new WatchedRequest('http://localhost/api/v1/hotels/demo-kyoto/settings/booking_widget', { headers: server.headers });
    const answer = await server.app.request(request);
    expect(answer.status).toBe(200);
    expect(asked).toBe(0);
  });

  it('refuses a body over the size limit without reading it all', async () => {
    const answer = await server.call('POST', '/hotels/demo-kyoto/reservations', {
      body: bookingBody({ special_request: 'x'.repeat(300_000) }),
      headers: { 'idempotency-key': 'too-large-0001' },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.errors[0].details.base[0].code).toBe('body_too_large');
  });
});
