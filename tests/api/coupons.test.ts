import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findHotelByCode, type HotelRow } from '../../server/db/repositories/hotels-repository.ts';
import { findPromoUnlocks, listPlanVisibilities, paymentPromotionInfo } from '../../server/db/repositories/promotions-repository.ts';
import { DomainError } from '../../server/domain/errors.ts';
import type { Db } from '../../server/db/client.ts';
import type { CouponRoom } from '../../server/domain/coupons.ts';
import { applyBookedCoupon, discountRows, listReservationDiscounts, releaseCoupon, takeCoupon } from '../../server/use-cases/redeem-coupon.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

const STAY = 'checkin_date=2026-12-10&checkout_date=2026-12-12';
/** Two rooms of two nights: room-only 14,400 a night, breakfast 19,400 a night. */
const ROOMS = [
  {
    roomIndex: 0,
    hotelPlanCode: 'room-only',
    nights: [
      { date: '2026-12-10', price: 14400 },
      { date: '2026-12-11', price: 14400 },
    ],
  },
  {
    roomIndex: 1,
    hotelPlanCode: 'breakfast',
    nights: [
      { date: '2026-12-10', price: 19400 },
      { date: '2026-12-11', price: 19400 },
    ],
  },
];

/** Applies a coupon and takes one use of it, as a booking's transaction does. */
async function redeemCoupon(trx: Db, hotel: HotelRow, input: { code: string; now: Date; rooms: CouponRoom[] }) {
  const applied = await applyBookedCoupon(trx, hotel, input);
  await takeCoupon(trx, applied);
  return applied;
}

describe.each(DRIVERS)('coupons and promo codes on %s', (driver) => {
  let server: TestServer;
  let kyoto: HotelRow;
  beforeAll(async () => {
    server = await createTestServer(driver);
    kyoto = (await findHotelByCode(server.db, 'demo-kyoto'))!;
  });
  afterAll(() => server.close());

  const check = (code: string, query = STAY) => server.call('GET', `/hotels/demo-kyoto/coupons/${code}?${query}`);
  const reasonOf = (json: { errors: Array<{ code: string; details: { base: Array<{ code: string }> } }> }) => [
    json.errors[0]!.code,
    json.errors[0]!.details.base[0]?.code,
  ];
  const setCouponSettings = (settings: Record<string, boolean>) =>
    sql`UPDATE hotels SET settings = settings || ${JSON.stringify(settings)}::jsonb WHERE id = ${kyoto.id}::uuid`.execute(server.db);
  const usedCount = async (code: string) =>
    (await server.db.selectFrom('coupons').select('used_count').where('hotel_id', '=', kyoto.id).where('code', '=', code).executeTakeFirstOrThrow()).used_count;

  it('answers a coupon in any case with its terms and the room plans it discounts', async () => {
    const { status, json } = await check('winter10', `${STAY}&room_plan_codes=std-twin--room-only,std-twin--breakfast`);
    expect(status).toBe(200);
    expect(json.data).toEqual({
      code: 'WINTER10',
      name: 'Winter 10% off (first 2 nights)',
      discount_type: 'percentage',
      value: 10,
      max_discounted_nights: 2,
      valid_until: '2027-11-30',
      hotel_plan_codes: [],
      room_plan_codes: ['std-twin--room-only', 'std-twin--breakfast'],
    });
    const ja = await server.call('GET', `/hotels/demo-kyoto/coupons/FAMILY2000?${STAY}`, { headers: { 'x-locale': 'ja' } });
    expect(ja.json.data).toMatchObject({ name: '1泊目2,000円引き', discount_type: 'amount', value: 2000, max_discounted_nights: 1 });
  });

  it('says a code is not valid (1500), expired (1500) or used up (1501)', async () => {
    const unknown = await check('NOSUCHCODE');
    expect(unknown.status).toBe(422);
    expect(reasonOf(unknown.json)).toEqual(['1500', 'coupon_invalid']);
    expect(unknown.json.errors[0].title).toBe('This coupon code is not valid.');
    expect(reasonOf((await check('AUTUMN15')).json)).toEqual(['1500', 'coupon_expired']);
    expect(reasonOf((await check('OPENING50')).json)).toEqual(['1501', 'coupon_limit_reached']);
  });

  it('is not valid before its first booking date', async () => {
    await server.db
      .insertInto('coupons')
      .values({
        hotel_id: kyoto.id,
        code: 'SPRING5',
        names: JSON.stringify({ en: 'Spring' }),
        discount_type: 'percentage',
        value: 5,
        max_discounted_nights: null,
        valid_from: '2027-03-01',
        valid_until: null,
        usage_limit: null,
      })
      .execute();
    expect(reasonOf((await check('SPRING5')).json)).toEqual(['1500', 'coupon_not_yet_valid']);
  });

  it('refuses a coupon for plans it does not target (2001), and names the ones it does', async () => {
    const roomOnly = await check('BREAKFAST20', `${STAY}&room_plan_codes=std-twin--room-only`);
    expect(roomOnly.status).toBe(422);
    expect(reasonOf(roomOnly.json)).toEqual(['2001', 'coupon_not_applicable']);
    const both = await check('BREAKFAST20', `${STAY}&room_plan_codes=std-twin--room-only,std-twin--breakfast`);
    expect(both.json.data).toMatchObject({ hotel_plan_codes: ['breakfast'], room_plan_codes: ['std-twin--breakfast'] });
  });

  it('refuses amount coupons when the hotel takes percentage coupons only, and every coupon when coupons are off', async () => {
    await setCouponSettings({ percentage_coupon_discount_only: true });
    expect(reasonOf((await check('FAMILY2000')).json)).toEqual(['1500', 'coupon_amount_not_allowed']);
    expect((await check('WINTER10')).status).toBe(200);
    await setCouponSettings({ percentage_coupon_discount_only: false, coupon_active: false });
    expect(reasonOf((await check('WINTER10')).json)).toEqual(['1500', 'coupon_invalid']);
    await setCouponSettings({ coupon_active: true });
  });

  it('answers a malformed code or stay with the field at fault', async () => {
    const badCode = await check('bad%20code!');
    expect(badCode.status).toBe(422);
    expect(badCode.json.errors[0].details.coupon_code[0].code).toBe('coupon_code_invalid');
    const badDate = await check('WINTER10', 'checkin_date=2026-13-01&checkout_date=2026-12-12');
    expect(badDate.status).toBe(422);
    expect(badDate.json.errors[0].details.checkin_date).toBeDefined();
  });

  it('redeems a coupon in the booking transaction: the first 2 nights of each room, 10% each', async () => {
    const result = await server.db.transaction().execute((trx) => redeemCoupon(trx, kyoto, { code: 'Winter10', now: TEST_NOW, rooms: ROOMS }));
    expect(result.total).toBe(1440 * 2 + 1940 * 2);
    expect(result.lines.map((l) => [l.roomIndex, l.date, l.amount, l.tax])).toEqual([
      [0, '2026-12-10', 1440, 130],
      [0, '2026-12-11', 1440, 130],
      [1, '2026-12-10', 1940, 176],
      [1, '2026-12-11', 1940, 176],
    ]);
  });

  it('throws the same failures while booking, and a coupon for no booked plan is 2001', async () => {
    const redeem = (code: string) => server.db.transaction().execute((trx) => redeemCoupon(trx, kyoto, { code, now: TEST_NOW, rooms: ROOMS.slice(0, 1) }));
    await expect(redeem('AUTUMN15')).rejects.toMatchObject({ code: '1500', reason: 'coupon_expired' });
    await expect(redeem('OPENING50')).rejects.toMatchObject({ code: '1501' });
    await expect(redeem('BREAKFAST20')).rejects.toMatchObject({ code: '2001' });
    await expect(redeem('nope')).rejects.toBeInstanceOf(DomainError);
  });

  it('gives exactly 3 of 20 parallel bookings a coupon limited to 3; the others hear 1501', async () => {
    await server.db
      .insertInto('coupons')
      .values({
        hotel_id: kyoto.id,
        code: 'FLASH3',
        names: JSON.stringify({ en: 'Flash sale' }),
        discount_type: 'percentage',
        value: 30,
        max_discounted_nights: 1,
        valid_from: null,
        valid_until: null,
        usage_limit: 3,
      })
      .execute();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => server.db.transaction().execute((trx) => redeemCoupon(trx, kyoto, { code: 'FLASH3', now: TEST_NOW, rooms: ROOMS }))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(17);
    expect(refused.every((o) => o.reason instanceof DomainError && o.reason.code === '1501')).toBe(true);
    expect(await usedCount('FLASH3')).toBe(3);
  });

  it('takes no use of a coupon when the booking fails later in its transaction', async () => {
    const before = await usedCount('FAMILY2000');
    await expect(
      server.db.transaction().execute(async (trx) => {
        await redeemCoupon(trx, kyoto, { code: 'FAMILY2000', now: TEST_NOW, rooms: ROOMS });
        throw new Error('room became full');
      }),
    ).rejects.toThrow('room became full');
    expect(await usedCount('FAMILY2000')).toBe(before);
  });

  it('stores the discount lines of a reservation and gives the use back once on cancellation', async () => {
    const reservation = await server.db
      .insertInto('reservations')
      .values({
        hotel_id: kyoto.id,
        reservation_number: 'YDCOUPON1',
        status: 'done',
        checkin_date: '2026-12-10',
        checkout_date: '2026-12-12',
        currency: 'JPY',
        first_name: 'Hanako',
        last_name: 'Yamada',
        email: 'hanako@example.com',
        phone: '+819012345678',
        locale: 'ja',
        special_request: '',
        payment_type: 'on_site',
        total_price: 67600,
        tax: 6145,
        bypass_token_hash: 'x',
        cancellation_policy: JSON.stringify({ id: kyoto.id, names: {}, descriptions: {}, parts: [], no_show_percentage: 100, room_plan_codes: [] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await usedCount('FAMILY2000');
    await server.db.transaction().execute(async (trx) => {
      const rows = discountRows(reservation.id, await redeemCoupon(trx, kyoto, { code: 'FAMILY2000', now: TEST_NOW, rooms: ROOMS }));
      await trx.insertInto('reservation_discounts').values(rows.discounts).execute();
      await trx.insertInto('coupon_redemptions').values(rows.redemptions).execute();
    });
    expect(await usedCount('FAMILY2000')).toBe(before + 1);
    // 2,000 once for the reservation, on the first night of each room
    expect(await listReservationDiscounts(server.db, reservation.id, 'ja', 'ja')).toEqual([
      { kind: 'coupon', code: 'FAMILY2000', name: '1泊目2,000円引き', room_index: 0, date: '2026-12-10', amount: 1000, tax: 90 },
      { kind: 'coupon', code: 'FAMILY2000', name: '1泊目2,000円引き', room_index: 1, date: '2026-12-10', amount: 1000, tax: 90 },
    ]);
    await server.db.transaction().execute((trx) => releaseCoupon(trx, reservation.id));
    await server.db.transaction().execute((trx) => releaseCoupon(trx, reservation.id));
    expect(await usedCount('FAMILY2000')).toBe(before);
  });

  it('unlocks the secret plan with promo code SECRET2026 in any case, and nothing with another code', async () => {
    expect(await findPromoUnlocks(server.db, kyoto.id, 'secret2026', '2026-12-01')).toEqual(['secret-saver']);
    expect(await findPromoUnlocks(server.db, kyoto.id, 'SECRET2025', '2026-12-01')).toBeNull();
    expect(await findPromoUnlocks(server.db, kyoto.id, 'SECRET2026', '2028-01-01')).toBeNull();
    expect(await listPlanVisibilities(server.db, kyoto.id)).toMatchObject({ 'room-only': 'all', 'secret-saver': 'secret' });

    const ok = await server.call('GET', '/hotels/demo-kyoto/promo_codes/Secret2026');
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({ code: 'SECRET2026', valid_until: '2027-11-30' });
    const wrong = await server.call('GET', '/hotels/demo-kyoto/promo_codes/WRONG');
    expect(wrong.status).toBe(422);
    expect(reasonOf(wrong.json)).toEqual(['1000', 'promo_code_invalid']);
  });

  it('prices the secret plan 12% under room-only on every room type', async () => {
    const rates = await sql<{ room_plan_code: string; price: number }>`
      SELECT rp.code AS room_plan_code, r.price FROM room_rates r JOIN room_plans rp ON rp.id = r.room_plan_id
      WHERE rp.code IN ('std-twin--room-only', 'std-twin--secret-saver') AND r.stay_date = '2026-12-14' AND r.adults = 2 ORDER BY rp.code`.execute(server.db);
    expect(rates.rows).toEqual([
      { room_plan_code: 'std-twin--room-only', price: 14400 },
      { room_plan_code: 'std-twin--secret-saver', price: 12700 },
    ]);
  });

  it('tells the room search about the payment promotion: card plans except early bird', async () => {
    expect(await paymentPromotionInfo(server.db, kyoto, 'en')).toEqual({
      target_mode: 'exclude',
      hotel_plan_codes: ['early-bird'],
      name: '5% off when you pay by card',
      discount_percent: 5,
    });
    const seoul = (await findHotelByCode(server.db, 'demo-seoul'))!;
    expect(await paymentPromotionInfo(server.db, seoul, 'en')).toBeNull();
  });
});
