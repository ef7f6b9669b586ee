import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../server/mail/format.ts';
import { bookingBody, roomsQuery } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

type Offer = { room_type_code: string; room_plan_code: string; total_price: number; is_sold_out: boolean };

/** A guest's step: search a stay and book one of the offers shown, or cancel an earlier booking. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    startOffset: fc.integer({ min: 2, max: 40 }),
    nights: fc.integer({ min: 1, max: 4 }),
    adults: fc.integer({ min: 1, max: 3 }),
    kidsA: fc.integer({ min: 0, max: 1 }),
    pick: fc.nat(),
    locale: fc.constantFrom('en', 'ja', 'ko', 'zh_Hant', 'ar'),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);

const dateAfter = (days: number) => new Date(Date.UTC(2026, 11, 1 + days)).toISOString().slice(0, 10);

describe.each(DRIVERS)('booking properties on %s', (driver) => {
  let server: TestServer;
  const booked: Array<{ number: string; token: string }> = [];
  beforeAll(async () => {
    server = await createTestServer(driver);
    // few rooms, so sequences run into full nights
    await server.db.updateTable('room_inventory').set({ total: 2 }).where('stay_date', '>=', '2026-12-01').execute();
  });
  afterAll(() => server.close());

  it('charges what the guest saw, stores and e-mails the same total, and never sells a night twice over', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
      for (const s of steps) {
        if (s.kind === 'cancel') {
          const target = booked[s.pick % Math.max(1, booked.length)];
          if (!target) continue;
          const path = `/hotels/demo-kyoto/reservations/${target.number}`;
          const looked = await server.call('GET', `${path}?bypass_token=${target.token}`);
          if (!looked.json.data.cancellation.cancellable) continue;
          const done = await server.call('PUT', `${path}/cancel?bypass_token=${target.token}`, {
            body: { reason: 'other', cancellation_fee_displayed: looked.json.data.cancellation.fee },
          });
          expect(done.status).toBe(200);
          continue;
        }
        const checkin = dateAfter(s.startOffset);
        const checkout = dateAfter(s.startOffset + s.nights);
        const kids = s.kidsA ? [{ code: 'A', count: s.kidsA }] : [];
        const search = await server.call('GET', `/hotels/demo-kyoto/rooms?checkin_date=${checkin}&checkout_date=${checkout}&rooms=${roomsQuery(s.adults, kids)}`);
        expect(search.status).toBe(200);
        const offers = (search.json.data.room_types as Array<{ room_plans: Offer[] }>).flatMap((t) => t.room_plans).filter((o) => !o.is_sold_out);
        const offer = offers[s.pick % Math.max(1, offers.length)];
        if (!offer) continue;
        const answer = await server.call('POST', '/hotels/demo-kyoto/reservations', {
          body: bookingBody({
            checkin_date: checkin, checkout_date: checkout, locale: s.locale,
            rooms: [{ room_type_code: offer.room_type_code, room_plan_code: offer.room_plan_code, adults: s.adults, kids_tiers: kids }],
          }),
          headers: { 'idempotency-key': randomUUID() },
        });
        // booked at the price shown, or refused because the room filled up meanwhile: never another price
        if (answer.status === 409) {
          expect(answer.json.errors[0].code).toBe('1105');
          continue;
        }
        expect(answer.status).toBe(201);
        const r = answer.json.data;
        expect(r.total_price).toBe(offer.total_price);
        booked.push({ number: r.reservation_number, token: r.bypass_token });
        const stored = await server.db.selectFrom('reservations').select(['id', 'total_price']).where('reservation_number', '=', r.reservation_number).executeTakeFirstOrThrow();
        expect(stored.total_price).toBe(offer.total_price);
        const nights = await server.db.selectFrom('reservation_nights').innerJoin('reservation_rooms', 'reservation_rooms.id', 'reservation_nights.reservation_room_id')
          .select((eb) => eb.fn.sum<number>('reservation_nights.price').as('sum')).where('reservation_rooms.reservation_id', '=', stored.id).executeTakeFirstOrThrow();
        expect(Number(nights.sum)).toBe(offer.total_price);
        const mail = await server.db.selectFrom('outbox').select('body_text').where('reservation_id', '=', stored.id).executeTakeFirstOrThrow();
        expect(mail.body_text).toContain(formatMoney(offer.total_price, 'JPY', s.locale));
      }
      // every night's sold count is exactly the rooms of reservations still standing, and within inventory
      const { rows } = await sql<{ stay_date: string; total: number; sold: number; standing: number }>`
        SELECT i.stay_date, i.total, i.sold,
          (SELECT count(*)::int FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
            WHERE rr.room_type_id = i.room_type_id AND r.status = 'done' AND i.stay_date >= r.checkin_date AND i.stay_date < r.checkout_date) AS standing
        FROM room_inventory i JOIN room_types t ON t.id = i.room_type_id JOIN hotels h ON h.id = t.hotel_id
        WHERE h.code = 'demo-kyoto' AND i.stay_date BETWEEN '2026-12-01' AND '2027-01-20'`.execute(server.db);
      for (const row of rows) {
        expect(row.sold).toBe(row.standing);
        expect(row.sold).toBeLessThanOrEqual(row.total);
      }
    }), { numRuns: 12 });
  });
});
