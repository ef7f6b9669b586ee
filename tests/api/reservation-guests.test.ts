import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { setUpdateLock } from '../../server/db/repositories/reservations-repository.ts';
import { DEMO_MEMBER } from '../../server/db/seed-member.ts';
import { book, bookingBody } from '../support/booking.ts';
import { accessTokenOf } from '../support/members.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

const TWIN = { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] };
const name = (first_name: string, last_name: string) => ({ guest_name: { first_name, last_name } });

describe.each(DRIVERS)('the guest staying in each room, after booking, on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  async function twoRooms(checkin = '2026-12-20', checkout = '2026-12-22') {
    const { status, json } = await book(
      server,
      bookingBody({ checkin_date: checkin, checkout_date: checkout, rooms: [TWIN, { ...TWIN, guest_name: { first_name: 'Taro', last_name: 'Sato' } }] }),
    );
    expect(status).toBe(201);
    const number = json.data.reservation_number as string;
    const path = `/hotels/demo-kyoto/reservations/${number}/guests?bypass_token=${json.data.bypass_token}`;
    return { number, token: json.data.bypass_token as string, path };
  }

  it('lists each room with its guest, the booker where none was named', async () => {
    const { path } = await twoRooms();
    const { status, json } = await server.call('GET', path);
    expect(status).toBe(200);
    expect(json.data).toEqual({
      editable: true,
      reason: null,
      rooms: [
        { room_type_name: 'Standard Twin', ...name('Hanako', 'Yamada') },
        { room_type_name: 'Standard Twin', ...name('Taro', 'Sato') },
      ],
    });
  });

  it('renames the guests, and the reservation shows the new names', async () => {
    const { number, token, path } = await twoRooms();
    const { status, json } = await server.call('PUT', path, { body: { rooms: [name('Ken', 'Ito'), name('Yui', 'Mori')] } });
    expect(status).toBe(200);
    expect(json.data.rooms.map((room: { guest_name: object }) => room.guest_name)).toEqual([
      { first_name: 'Ken', last_name: 'Ito' },
      { first_name: 'Yui', last_name: 'Mori' },
    ]);
    const reservation = await server.call('GET', `/hotels/demo-kyoto/reservations/${number}?bypass_token=${token}`);
    expect(reservation.json.data.rooms.map((room: { guest_name: object }) => room.guest_name)).toEqual([
      { first_name: 'Ken', last_name: 'Ito' },
      { first_name: 'Yui', last_name: 'Mori' },
    ]);
  });

  it('refuses a list that does not name one guest per room, and names the locale refuses, changing nothing', async () => {
    const { path } = await twoRooms();
    const short = await server.call('PUT', path, { body: { rooms: [name('Ken', 'Ito')] } });
    expect(short.status).toBe(422);
    expect(short.json.errors[0]).toMatchObject({ code: '1000' });
    expect(short.json.errors[0].details.rooms[0]).toMatchObject({ code: 'guest_per_room', error: 'Give one guest name for each of the 2 rooms.' });
    const empty = await server.call('PUT', path, { body: { rooms: [name('', 'Ito'), name('Yui', 'Mori')] } });
    expect(empty.status).toBe(422);
    const { json } = await server.call('GET', path);
    expect(json.data.rooms[0].guest_name).toEqual({ first_name: 'Hanako', last_name: 'Yamada' });
  });

  it('shows nothing to a stranger: a wrong token is the lookup’s "not found"', async () => {
    const { number } = await twoRooms();
    const path = `/hotels/demo-kyoto/reservations/${number}/guests?bypass_token=wrong-token`;
    for (const answer of [await server.call('GET', path), await server.call('PUT', path, { body: { rooms: [name('A', 'B'), name('C', 'D')] } })]) {
      expect(answer.status).toBe(404);
      expect(answer.json.errors[0].details.base[0].code).toBe('reservation_not_found');
    }
  });

  it('closes the day after check-in (the check-in day itself is open), and once cancelled', async () => {
    const { path } = await twoRooms('2026-12-03', '2026-12-04');
    // the check-in day in Kyoto
    await server.travelTo(new Date('2026-12-03T10:00:00Z'));
    expect((await server.call('PUT', path, { body: { rooms: [name('Ken', 'Ito'), name('Yui', 'Mori')] } })).status).toBe(200);
    await server.travelTo(new Date('2026-12-03T15:30:00Z'));
    const after = await server.call('PUT', path, { body: { rooms: [name('Ken', 'Ito'), name('Yui', 'Mori')] } });
    expect(after.status).toBe(422);
    expect(after.json.errors[0].details.base[0].code).toBe('stay_past');
    expect((await server.call('GET', path)).json.data).toMatchObject({ editable: false, reason: 'stay_past' });
    await server.travelTo(TEST_NOW);

    const later = await twoRooms('2026-12-24', '2026-12-25');
    const cancel = await server.call('PUT', `/hotels/demo-kyoto/reservations/${later.number}/cancel?bypass_token=${later.token}`, {
      body: { reason: 'other', cancellation_fee_displayed: 0 },
    });
    expect(cancel.status).toBe(200);
    const refused = await server.call('PUT', later.path, { body: { rooms: [name('Ken', 'Ito'), name('Yui', 'Mori')] } });
    expect(refused.json.errors[0].details.base[0].code).toBe('already_cancelled');
  });

  it('changes a member’s booking only with that member’s sign-in, and a guest’s only with nobody signed in (spec 1 §6)', async () => {
    const token = await accessTokenOf(server, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const booked = await server.call('POST', '/hotels/demo-kyoto/reservations', {
      body: bookingBody({ checkin_date: '2026-12-27', checkout_date: '2026-12-28', rooms: [TWIN] }),
      headers: { 'idempotency-key': randomUUID(), authorization: `Bearer ${token}` },
    });
    expect(booked.status).toBe(201);
    const path = `/hotels/demo-kyoto/reservations/${booked.json.data.reservation_number}/guests?bypass_token=${booked.json.data.bypass_token}`;
    const body = { rooms: [name('Ken', 'Ito')] };
    const signedOut = await server.call('PUT', path, { body });
    expect(signedOut.status).toBe(403);
    expect(signedOut.json.errors[0].details.base[0].code).toBe('member_sign_in_required');
    expect((await server.call('PUT', path, { body, headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    const guest = await twoRooms('2026-12-29', '2026-12-30');
    const signedIn = await server.call('PUT', guest.path, { body: { rooms: [name('A', 'B'), name('C', 'D')] }, headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.json.errors[0].details.base[0].code).toBe('member_sign_out_required');
  });

  it('is closed once the hotel’s staff edited the reservation (3014, with the hotel’s phone)', async () => {
    const { number, path } = await twoRooms('2026-12-29', '2026-12-31');
    const { id } = await server.db.selectFrom('reservations').select('id').where('reservation_number', '=', number).executeTakeFirstOrThrow();
    await setUpdateLock(server.db, id, true, 'room moved by the front desk');
    expect((await server.call('GET', path)).json.data).toMatchObject({ editable: false, reason: 'locked_by_hotel' });
    const refused = await server.call('PUT', path, { body: { rooms: [name('Ken', 'Ito'), name('Yui', 'Mori')] } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0].code).toBe('3014');
    expect(refused.json.errors[0].details.base[0].error).toContain('call the hotel');
  });
});
