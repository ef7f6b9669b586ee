import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpdateLock } from '../../server/db/repositories/reservations-repository.ts';
import { retryCancellationRefunds } from '../../server/use-cases/cancellation-refund.ts';
import { book, bookingBody, roomsSold } from '../support/booking.ts';
import { type CardPaymentContext, withCardPayments } from '../support/reservation-payment-calls.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

const TWIN = { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] };
const DOUBLE = { room_type_code: 'dlx-double', room_plan_code: 'dlx-double--room-only', adults: 2, kids_tiers: [] };
type Quote = { room_number: number; cancellable: boolean; reason: string | null; percentage: number; fee: number };

describe.each(DRIVERS)('cancelling one room of a reservation, on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  async function twoRooms(checkin: string, checkout: string) {
    const { status, json } = await book(server, bookingBody({ checkin_date: checkin, checkout_date: checkout, rooms: [TWIN, DOUBLE] }));
    expect(status).toBe(201);
    const number = json.data.reservation_number as string;
    const access = `bypass_token=${json.data.bypass_token}`;
    return {
      number,
      lookup: async () => (await server.call('GET', `/hotels/demo-kyoto/reservations/${number}?${access}`)).json.data,
      cancelRoom: (room: number, fee: number, reason = 'change_of_plans') =>
        server.call('PUT', `/hotels/demo-kyoto/reservations/${number}/rooms/${room}/cancel?${access}`, { body: { reason, cancellation_fee_displayed: fee } }),
    };
  }

  it('quotes each room, then cancels one with its fee: its stock back, the totals smaller, the fee due at the hotel, an e-mail', async () => {
    const r = await twoRooms('2026-12-14', '2026-12-16');
    // three days before check-in a tier of the demo policy is in force
    await server.travelTo(new Date('2026-12-11T03:00:00Z'));
    try {
      const before = await r.lookup();
      const quotes = before.room_cancellation as Quote[];
      expect(quotes.map((q) => q.room_number)).toEqual([1, 2]);
      const percentage = before.cancellation.percentage as number;
      expect(percentage).toBeGreaterThan(0);
      const double = before.rooms[1].total_price as number;
      expect(quotes[1]).toEqual({ room_number: 2, cancellable: true, reason: null, percentage, fee: Math.floor((double * percentage) / 100) });
      const sold = await roomsSold(server, 'dlx-double', '2026-12-14');

      const { status, json } = await r.cancelRoom(2, quotes[1]!.fee);
      expect(status).toBe(200);
      expect(json.data.status).toBe('done');
      expect(json.data.rooms.map((room: { room_type_code: string }) => room.room_type_code)).toEqual(['std-twin']);
      expect(json.data.total_price).toBe(before.total_price - double);
      expect(json.data.cancelled_rooms).toMatchObject([
        { room_number: 2, room_type_name: 'Deluxe Double', total_price: double, cancellation_fee: quotes[1]!.fee },
      ]);
      expect(json.data.remain_amount).toBe(json.data.total_price + quotes[1]!.fee);
      // one room left: nothing more to cancel room by room
      expect(json.data.room_cancellation).toBeNull();
      expect(await roomsSold(server, 'dlx-double', '2026-12-14')).toBe(sold - 1);
      expect(await roomsSold(server, 'dlx-double', '2026-12-15')).toBe(sold - 1);
      const mail = await server.db
        .selectFrom('outbox')
        .innerJoin('reservations', 'reservations.id', 'outbox.reservation_id')
        .select(['outbox.subject', 'outbox.body_text'])
        .where('reservations.reservation_number', '=', r.number)
        .where('outbox.kind', '=', 'reservation_room_cancellation')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toContain(`A room of your reservation ${r.number}`);
      expect(mail.body_text).toContain('room 2 (Deluxe Double)');
      expect(mail.body_text).toContain(`due at the hotel: ¥${quotes[1]!.fee.toLocaleString('en')}`);
      // the booking's own rooms are the ones left: the whole cancel quotes on them
      expect((await r.lookup()).cancellation.fee).toBe(Math.floor((json.data.total_price * percentage) / 100));
    } finally {
      await server.travelTo(TEST_NOW);
    }
  });

  it('cancels the whole reservation with its last room, every room given back', async () => {
    const r = await twoRooms('2026-12-17', '2026-12-18');
    const sold = [await roomsSold(server, 'std-twin', '2026-12-17'), await roomsSold(server, 'dlx-double', '2026-12-17')];
    expect((await r.cancelRoom(1, 0)).status).toBe(200);
    const last = await r.cancelRoom(2, 0);
    expect(last.status).toBe(200);
    expect(last.json.data.status).toBe('cancelled');
    expect([await roomsSold(server, 'std-twin', '2026-12-17'), await roomsSold(server, 'dlx-double', '2026-12-17')]).toEqual([sold[0]! - 1, sold[1]! - 1]);
    const again = await r.cancelRoom(2, 0);
    expect(again.json.errors[0].details.base[0].code).toBe('already_cancelled');
  });

  it('refuses, changing nothing: a fee the guest was not shown, the check-in day, a room it does not have, a reservation the hotel edited', async () => {
    const r = await twoRooms('2026-12-21', '2026-12-22');
    await server.travelTo(new Date('2026-12-18T03:00:00Z'));
    try {
      const stale = await r.cancelRoom(1, 0);
      expect(stale.status).toBe(409);
      expect(stale.json.errors[0].details.base[0].code).toBe('cancellation_fee_changed');
    } finally {
      await server.travelTo(TEST_NOW);
    }
    const missing = await r.cancelRoom(3, 0);
    expect(missing.status).toBe(404);
    // the check-in day in Kyoto: the guest phones the hotel
    await server.travelTo(new Date('2026-12-21T02:00:00Z'));
    try {
      const quotes = (await r.lookup()).room_cancellation as Quote[];
      expect(quotes[0]).toMatchObject({ cancellable: false, reason: 'cancel_on_checkin_day' });
      const onTheDay = await r.cancelRoom(1, quotes[0]!.fee);
      expect(onTheDay.status).toBe(422);
      expect(onTheDay.json.errors[0].details.base[0].code).toBe('cancel_on_checkin_day');
    } finally {
      await server.travelTo(TEST_NOW);
    }
    expect((await r.lookup()).rooms).toHaveLength(2);

    const locked = await twoRooms('2026-12-22', '2026-12-23');
    const { id } = await server.db.selectFrom('reservations').select('id').where('reservation_number', '=', locked.number).executeTakeFirstOrThrow();
    await setUpdateLock(server.db, id, true, 'rooms moved by the front desk');
    expect((await locked.lookup()).room_cancellation).toBeNull();
    expect((await locked.cancelRoom(1, 0)).json.errors[0].code).toBe('3014');
  });

  it('is not offered where the hotel does not allow it, nor for one room', async () => {
    const r = await twoRooms('2026-12-23', '2026-12-24');
    await sql`UPDATE hotels SET settings = settings || '{"room_cancellation_active": false}'::jsonb WHERE code = 'demo-kyoto'`.execute(server.db);
    try {
      expect((await r.lookup()).room_cancellation).toBeNull();
      const refused = await r.cancelRoom(1, 0);
      expect(refused.status).toBe(422);
      expect(refused.json.errors[0].details.base[0].code).toBe('room_cancellation_not_offered');
      expect(refused.json.errors[0].details.base[0].error).toContain('+81-75-000-0000');
    } finally {
      await sql`UPDATE hotels SET settings = settings || '{"room_cancellation_active": true}'::jsonb WHERE code = 'demo-kyoto'`.execute(server.db);
    }
    const one = await book(server, bookingBody({ checkin_date: '2026-12-24', checkout_date: '2026-12-25', rooms: [TWIN] }));
    const lookup = await server.call('GET', `/hotels/demo-kyoto/reservations/${one.json.data.reservation_number}?bypass_token=${one.json.data.bypass_token}`);
    expect(lookup.json.data.room_cancellation).toBeNull();
  });
});

describe.each(DRIVERS)('cancelling one room of a reservation paid by card, on %s', (driver) => {
  let server: TestServer;
  let calls: CardPaymentContext['calls'];
  withCardPayments(driver, (context) => {
    ({ server, calls } = context);
  });

  it('refunds the room’s share less its fee through the gateway, once, the rest of the stay keeping its card discount', async () => {
    const answer = await book(
      server,
      bookingBody({ checkin_date: '2027-03-15', checkout_date: '2027-03-17', rooms: [TWIN, DOUBLE], payment_type: 'credit_card' }),
    );
    expect(answer.status).toBe(201);
    const r = { reservation_number: answer.json.data.reservation_number as string, bypass_token: answer.json.data.bypass_token as string };
    expect((await calls.confirm(r, (await calls.session(r)).transaction_id, '4242424242424242')).state).toBe('paid');
    await server.travelTo(new Date('2027-03-12T03:00:00Z'));
    const view = await calls.lookup(r);
    expect(view.promotion_discount_amount).toBeGreaterThan(0);
    const quote = (view.room_cancellation as Quote[])[1]!;
    expect(quote.fee).toBeGreaterThan(0);
    const cancelled = await server.call('PUT', `/hotels/demo-kyoto/reservations/${r.reservation_number}/rooms/2/cancel?bypass_token=${r.bypass_token}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: quote.fee },
    });
    expect(cancelled.status).toBe(200);
    const after = cancelled.json.data;
    const share = view.total_price - after.total_price;
    expect(after.refunded_amount).toBe(share - quote.fee);
    expect(after.promotion_discount_amount).toBe(Math.floor(((after.total_price + after.promotion_discount_amount) * 5) / 100));
    expect([after.deposit_amount, after.remain_amount]).toEqual([after.total_price, 0]);
    const transaction = () =>
      server.db
        .selectFrom('payment_transactions as t')
        .innerJoin('reservations as r', 'r.id', 't.reservation_id')
        .select(['t.captured_amount', 't.refunded_amount'])
        .where('r.reservation_number', '=', r.reservation_number)
        .executeTakeFirstOrThrow();
    expect(await transaction()).toEqual({ captured_amount: view.paid_amount, refunded_amount: share - quote.fee });
    expect(await retryCancellationRefunds(server.deps)).toBe(0);
    const mail = (await calls.mails(r.reservation_number)).find((m) => m.kind === 'reservation_room_cancellation')!;
    expect(mail.body_text).toContain('Refund to your card: ¥');
    expect(mail.body_text).toContain('Kept from your card payment for the cancellation fee: ¥');

    // cancelling the rest later keeps both fees and refunds what is left, once
    const rest = await calls.lookup(r);
    const whole = await server.call('PUT', `/hotels/demo-kyoto/reservations/${r.reservation_number}/cancel?bypass_token=${r.bypass_token}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: rest.cancellation.fee },
    });
    expect(whole.status).toBe(200);
    expect((await transaction()).refunded_amount).toBe(view.paid_amount - quote.fee - rest.cancellation.fee);
  });
});
