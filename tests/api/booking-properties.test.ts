import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Extra } from '../../shared/api/extras.ts';
import type { Locale } from '../../shared/constants.ts';
import { applyCoupon, type CouponRoom, type CouponTerms } from '../../shared/coupon-discount.ts';
import { translate } from '../../server/i18n.ts';
import { formatMoney } from '../../server/mail/format.ts';
import { bookingBody } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

type RoomPrice = { total_price: number; nightly_prices: Array<{ date: string; price: number }> };
type Offer = {
  room_type_code: string;
  room_plan_code: string;
  hotel_plan_code: string;
  cancellation_policy_id: string;
  is_sold_out: boolean;
  room_prices: Array<RoomPrice | null>;
};

const COUPONS = { valid: ['WINTER10', 'FAMILY2000', 'BREAKFAST20'], invalid: ['AUTUMN15', 'OPENING50', 'NOSUCHCODE'] };
const TOTAL_LINE = /*i18n*/ { id: 'mail.total', message: 'Total (tax included)' };

/** Now and then a companion of the brand's programme: a caregiver (free) or a child companion (half a tier-A child). */
const companions = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ adult: 0, kid: 0 }) },
  { weight: 1, arbitrary: fc.record({ adult: fc.integer({ min: 0, max: 1 }), kid: fc.integer({ min: 0, max: 1 }) }) },
);

/** Taipei asks each child's meal and bedding option (demo data): the options of each tier, in order. */
const TAIPEI_OPTIONS: Record<string, string[]> = {
  A: ['meal_same_as_adult_bedding', 'meal_yes_bedding', 'meal_yes', 'meal_no_bedding'],
  B: ['meal_yes_bedding', 'meal_yes', 'meal_no_bedding', 'meal_no'],
  C: ['meal_no_bedding', 'meal_no'],
};

/** One room of a search: adults, children of each kids tier (A school-age, B young, C infants) and companions. */
const room = fc.record({
  /** Which meal and bedding option each child has, where the hotel asks. */
  option: fc.nat(),
  adults: fc.integer({ min: 1, max: 3 }),
  kids: fc.record({ A: fc.integer({ min: 0, max: 1 }), B: fc.integer({ min: 0, max: 1 }), C: fc.integer({ min: 0, max: 1 }) }),
  companions,
  pick: fc.nat(),
  /** Mostly the guest keeps to the first room's cancellation policy, as the rooms panel advises. */
  samePolicy: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
});
/** An extra the guest adds: which one, which night for dated ones, and a quantity within its limits, beyond them, or none. */
const extraChoice = fc.record({
  pick: fc.nat(),
  night: fc.nat(),
  n: fc.nat(),
  quantity: fc.oneof(
    { weight: 6, arbitrary: fc.constant('within' as const) },
    { weight: 2, arbitrary: fc.constant('beyond' as const) },
    { weight: 1, arbitrary: fc.constant('none' as const) },
  ),
});

/** A guest's step: search a stay and book offers of it with extras and a coupon, or cancel an earlier booking. */
const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      hotel: fc.constantFrom('demo-kyoto', 'demo-taipei'),
      startOffset: fc.integer({ min: 2, max: 30 }),
      nights: fc.integer({ min: 1, max: 3 }),
      rooms: fc.array(room, { minLength: 1, maxLength: 3 }),
      extras: fc.array(extraChoice, { maxLength: 3 }),
      coupon: fc.oneof(
        { weight: 2, arbitrary: fc.constant(null) },
        { weight: 3, arbitrary: fc.constantFrom(...COUPONS.valid) },
        { weight: 1, arbitrary: fc.constantFrom(...COUPONS.invalid) },
      ),
      sendTotals: fc.boolean(),
      locale: fc.constantFrom<Locale>('en', 'ja', 'ko', 'zh_Hant', 'ar'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const dateAfter = (days: number) => new Date(Date.UTC(2026, 11, 1 + days)).toISOString().slice(0, 10);

describe.each(DRIVERS)('booking properties on %s', (driver) => {
  let server: TestServer;
  const booked: Array<{ number: string; token: string; hotel: string }> = [];
  let guests = 0;
  const outcomes = { booked: 0, refused: 0, withCoupon: 0, withExtras: 0, multiRoom: 0, withCompanions: 0, withMealBed: 0 };
  beforeAll(async () => {
    server = await createTestServer(driver);
    // every step is another guest from another address, so code checks stay within the per-address rate limit
    server.deps.trustProxy = 1;
    // little stock everywhere, so sequences run into full nights, sold-out dinners, cakes and coupon uses
    await server.db.updateTable('room_inventory').set({ total: 3 }).where('stay_date', '>=', '2026-12-01').execute();
    await server.db.updateTable('plan_inventory').set({ total: 2 }).where('stay_date', '>=', '2026-12-01').execute();
    await server.db.updateTable('extra_dates').set({ stock_total: 4 }).where('stock_total', 'is not', null).execute();
    await server.db.updateTable('extras').set({ stock_total: 3 }).where('stock_total', 'is not', null).execute();
    await server.db.updateTable('coupons').set({ usage_limit: 5 }).where('code', '=', 'FAMILY2000').execute();
  });
  afterAll(() => server.close());

  /** Everything a booking could take or write; a refused booking must leave all of it as it was. */
  const footprint = async () =>
    (
      await sql<Record<string, string>>`SELECT
      (SELECT count(*) FROM reservations)::text AS reservations,
      (SELECT count(*) FROM reservation_rooms)::text AS reservation_rooms,
      (SELECT count(*) FROM reservation_extras)::text AS reservation_extras,
      (SELECT count(*) FROM reservation_discounts)::text AS reservation_discounts,
      (SELECT coalesce(sum(sold), 0) FROM room_inventory)::text AS rooms_sold,
      (SELECT coalesce(sum(sold), 0) FROM plan_inventory)::text AS plan_stock_sold,
      (SELECT coalesce(sum(stock_sold), 0) FROM extras)::text AS extras_sold,
      (SELECT coalesce(sum(stock_sold), 0) FROM extra_dates)::text AS dated_extras_sold,
      (SELECT coalesce(sum(used_count), 0) FROM coupons)::text AS coupon_uses,
      (SELECT count(*) FROM coupon_redemptions)::text AS redemptions,
      (SELECT count(*) FROM outbox)::text AS mails,
      (SELECT count(*) FROM idempotency_keys)::text AS idempotency_keys`.execute(server.db)
    ).rows[0]!;

  async function cancel(pick: number) {
    const target = booked[pick % Math.max(1, booked.length)];
    if (!target) return;
    const path = `/hotels/${target.hotel}/reservations/${target.number}`;
    // each cancelling guest from an address of their own, within the per-address lookup limit
    const headers = { 'x-forwarded-for': `203.0.113.${++guests % 250}` };
    const looked = await server.call('GET', `${path}?bypass_token=${target.token}`, { headers });
    if (!looked.json.data.cancellation.cancellable) return;
    const done = await server.call('PUT', `${path}/cancel?bypass_token=${target.token}`, {
      body: { reason: 'other', cancellation_fee_displayed: looked.json.data.cancellation.fee },
      headers,
    });
    expect(done.status).toBe(200);
  }

  async function bookStay(s: Extract<Step, { kind: 'book' }>) {
    const checkin = dateAfter(s.startOffset);
    const checkout = dateAfter(s.startOffset + s.nights);
    const stay = `checkin_date=${checkin}&checkout_date=${checkout}`;
    const hotel = s.hotel;
    // the demo coupons are Kyoto's
    const coupon = hotel === 'demo-kyoto' ? s.coupon : null;
    const currency = hotel === 'demo-taipei' ? 'TWD' : 'JPY';
    const rooms = s.rooms.map((r) => ({
      adults: r.adults,
      kids_tiers: Object.entries(r.kids)
        .filter(([, count]) => count > 0)
        .map(([code, count]) => {
          const options = hotel === 'demo-taipei' ? TAIPEI_OPTIONS[code]! : null;
          return { code, count, ...(options ? { meal_bed: options[r.option % options.length] } : {}) };
        }),
      adult_companion: r.companions.adult,
      kid_tier_A_companion: r.companions.kid,
    }));
    const search = await server.call('GET', `/hotels/${hotel}/rooms?${stay}&rooms=${encodeURIComponent(JSON.stringify(rooms))}`);
    // a room beyond six guests or three children an adult (companions count) is refused by its reason, before anything is priced
    const crowded = rooms.some((room) => {
      const adults = room.adults + room.adult_companion;
      const children = room.kid_tier_A_companion + room.kids_tiers.reduce((n, k) => n + k.count, 0);
      return adults + children > 6 || children > 3 * adults;
    });
    if (crowded) {
      expect(search.status).toBe(422);
      expect(JSON.stringify(search.json.errors[0].details)).toMatch(/too_many_guests|too_many_children/);
      return;
    }
    expect(search.status, JSON.stringify(search.json)).toBe(200);
    const offers = (search.json.data.room_types as Array<{ room_plans: Offer[] }>).flatMap((t) => t.room_plans).filter((o) => !o.is_sold_out);
    // each room takes one of the offers that can take its guests, at the price shown for that room
    const chosen: Array<{ offer: Offer; price: RoomPrice }> = [];
    for (const [index, r] of s.rooms.entries()) {
      const policy = chosen[0]?.offer.cancellation_policy_id;
      const fitting = offers.filter((o) => o.room_prices[index] && (!r.samePolicy || !policy || o.cancellation_policy_id === policy));
      const offer = fitting[r.pick % Math.max(1, fitting.length)];
      if (!offer) return;
      chosen.push({ offer, price: offer.room_prices[index]! });
    }
    const roomPlanCodes = chosen.map((c) => c.offer.room_plan_code);
    const mustRefuse: string[] = [];

    // extras as the checkout lists them for the stay and plans; included ones are not offered for sale
    const list = await server.call('GET', `/hotels/${hotel}/extras?${stay}&room_plan_codes=${roomPlanCodes.join(',')}`);
    expect(list.status).toBe(200);
    const forSale = (list.json.data.extras as Extra[]).filter((e) => e.inclusive_room_plan_codes.length === 0);
    const extras = new Map<string, { extra_id: string; quantity: number; date?: string; unitPrice: number }>();
    for (const x of forSale.length ? s.extras : []) {
      const extra = forSale[x.pick % forSale.length]!;
      const night = extra.extra_type === 'dated' ? extra.prices[x.night % extra.prices.length] : undefined;
      if (extra.extra_type === 'dated' && !night) continue;
      const key = `${extra.extra_id}|${night?.date ?? ''}`;
      if (extras.has(key)) continue;
      const quantity = {
        none: 0,
        within: extra.min_quantity + (x.n % (extra.max_quantity - extra.min_quantity + 1)),
        beyond: extra.max_quantity + 1 + (x.n % 3),
      }[x.quantity];
      extras.set(key, { extra_id: extra.extra_id, quantity, ...(night ? { date: night.date } : {}), unitPrice: night ? night.price : extra.price! });
      if (quantity === 0) continue;
      const left = night ? night.inventory : extra.inventory;
      if (quantity > extra.max_quantity) mustRefuse.push(`${extra.name} × ${quantity} is beyond its limit`);
      else if (left !== null && quantity > left) mustRefuse.push(`${extra.name} × ${quantity} is more than the ${left} left`);
      else if (night ? !extra.booking_available_dates.includes(night.date) : !extra.bookable) mustRefuse.push(`${extra.name} is not bookable`);
    }
    const extrasTotal = [...extras.values()].reduce((sum, e) => sum + e.unitPrice * e.quantity, 0);

    // the coupon as the coupon field checks it, its discount previewed with the booking rule on the nights shown
    let discount = 0;
    if (coupon) {
      const checked = await server.call('GET', `/hotels/${hotel}/coupons/${coupon}?${stay}&room_plan_codes=${roomPlanCodes.join(',')}`, {
        headers: { 'x-forwarded-for': `198.51.100.${++guests % 250}` },
      });
      if (checked.status !== 200)
        mustRefuse.push(`coupon ${coupon} was refused by the coupon field: ${checked.status} ${JSON.stringify(checked.json).slice(0, 300)}`);
      else {
        const terms = checked.json.data as CouponTerms;
        const couponRooms: CouponRoom[] = chosen.map((c, roomIndex) => ({ roomIndex, hotelPlanCode: c.offer.hotel_plan_code, nights: c.price.nightly_prices }));
        discount = applyCoupon(terms, couponRooms, { percentageOnly: false }).total;
        if (discount === 0) mustRefuse.push(`coupon ${coupon} discounts none of these rooms`);
      }
    }
    const roomsTotal = chosen.reduce((sum, c) => sum + c.price.total_price, 0);
    const seen = roomsTotal + extrasTotal - discount;

    const before = await footprint();
    const answer = await server.call('POST', `/hotels/${hotel}/reservations`, {
      body: bookingBody({
        checkin_date: checkin,
        checkout_date: checkout,
        locale: s.locale,
        rooms: chosen.map((c, i) => ({ room_type_code: c.offer.room_type_code, room_plan_code: c.offer.room_plan_code, ...rooms[i] })),
        extras: [...extras.values()].map(({ unitPrice: _, ...input }) => input),
        ...(coupon ? { coupon_code: coupon } : {}),
        ...(s.sendTotals ? { displayed_total_price: seen, displayed_extras_total: extrasTotal } : {}),
      }),
      headers: { 'idempotency-key': randomUUID() },
    });
    if (answer.status !== 201) {
      // refused for a reason of its own (full, sold out, used up, mixed policies...), never a 500 or another price
      expect([409, 422], JSON.stringify(answer.json)).toContain(answer.status);
      const reasons = answer.json.errors[0].details.base.map((d: { code: string }) => d.code);
      expect(reasons, JSON.stringify(answer.json)).not.toContain('price_changed');
      expect(answer.json.errors[0].code).not.toBe('1103');
      expect(await footprint()).toEqual(before);
      outcomes.refused++;
      return;
    }
    expect(mustRefuse, 'booked although').toEqual([]);
    const r = answer.json.data;
    booked.push({ number: r.reservation_number, token: r.bypass_token, hotel });
    Object.assign(outcomes, {
      booked: outcomes.booked + 1,
      withCoupon: outcomes.withCoupon + (discount > 0 ? 1 : 0),
      withExtras: outcomes.withExtras + (extrasTotal > 0 ? 1 : 0),
      multiRoom: outcomes.multiRoom + (chosen.length > 1 ? 1 : 0),
      withCompanions: outcomes.withCompanions + (rooms.some((room) => room.adult_companion + room.kid_tier_A_companion > 0) ? 1 : 0),
      withMealBed: outcomes.withMealBed + (rooms.some((room) => room.kids_tiers.some((kid) => 'meal_bed' in kid)) ? 1 : 0),
    });
    // and its children with the meal and bedding options they were booked with
    expect(r.rooms.map((room: { kids_tiers: unknown[] }) => room.kids_tiers)).toEqual(rooms.map((room) => room.kids_tiers));
    // every room keeps the guests it was booked for, companions included
    expect(
      r.rooms.map((room: { adults: number; adult_companion: number; kid_tier_A_companion: number }) => [
        room.adults,
        room.adult_companion,
        room.kid_tier_A_companion,
      ]),
    ).toEqual(rooms.map((room) => [room.adults, room.adult_companion, room.kid_tier_A_companion]));

    // the total the guest saw is the total answered, stored, looked up and e-mailed
    expect(r.total_price).toBe(seen);
    const looked = await server.call('GET', `/hotels/${hotel}/reservations/${r.reservation_number}?bypass_token=${r.bypass_token}`, {
      headers: { 'x-forwarded-for': `192.0.2.${++guests % 250}`, 'x-locale': s.locale },
    });
    // the answer is the reservation exactly as a lookup shows it (the bypass token aside)
    const { bypass_token: _, ...answered } = r;
    expect(looked.json.data).toEqual(answered);
    expect(looked.json.data).toMatchObject({
      total_price: seen,
      total_room_price: roomsTotal,
      total_extra_price: extrasTotal,
      coupon_discount_amount: discount,
    });
    const stored = await server.db
      .selectFrom('reservations')
      .select(['id', 'total_price'])
      .where('reservation_number', '=', r.reservation_number)
      .executeTakeFirstOrThrow();
    expect(stored.total_price).toBe(seen);
    const mail = await server.db.selectFrom('outbox').select('body_text').where('reservation_id', '=', stored.id).executeTakeFirstOrThrow();
    expect(mail.body_text).toContain(`${translate(s.locale, TOTAL_LINE)}: ${formatMoney(seen, currency, s.locale)}`);
  }

  it('charges what the guest saw with rooms (children with meal and bed options, companions), extras and coupons, never sells beyond stock, and refusals leave nothing behind', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === 'cancel') await cancel(s.pick);
          else await bookStay(s);
        }
        await expectStockMatchesReservations();
      }),
      { numRuns: 25 },
    );
    // the run exercised what it claims to
    expect(outcomes.booked).toBeGreaterThan(5);
    expect(outcomes.refused).toBeGreaterThan(2);
    expect(outcomes.withCoupon).toBeGreaterThan(0);
    expect(outcomes.withExtras).toBeGreaterThan(0);
    expect(outcomes.multiRoom).toBeGreaterThan(0);
    expect(outcomes.withCompanions).toBeGreaterThan(0);
    expect(outcomes.withMealBed).toBeGreaterThan(0);
  });

  /** Every sold count is exactly what the reservations still standing hold, and within its stock. */
  async function expectStockMatchesReservations() {
    const standing = `r.status = 'done' AND i.stay_date >= r.checkin_date AND i.stay_date < r.checkout_date`;
    const rooms = await sql<{ total: number; sold: number; held: number }>`
      SELECT i.total, i.sold, (SELECT count(*)::int FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
        WHERE rr.room_type_id = i.room_type_id AND ${sql.raw(standing)}) AS held
      FROM room_inventory i WHERE i.stay_date BETWEEN '2026-12-01' AND '2027-01-10'`.execute(server.db);
    const plans = await sql<{ total: number; sold: number; held: number }>`
      SELECT i.total, i.sold, (SELECT count(*)::int FROM reservation_rooms rr JOIN room_plans rp ON rp.id = rr.room_plan_id
        JOIN reservations r ON r.id = rr.reservation_id WHERE rp.hotel_plan_id = i.hotel_plan_id AND ${sql.raw(standing)}) AS held
      FROM plan_inventory i WHERE i.stay_date BETWEEN '2026-12-01' AND '2027-01-10'`.execute(server.db);
    const dated = await sql<{ total: number | null; sold: number; held: number }>`
      SELECT d.stock_total AS total, d.stock_sold AS sold, (SELECT coalesce(sum(x.quantity), 0)::int FROM reservation_extras x
        JOIN reservations r ON r.id = x.reservation_id WHERE x.extra_id = d.extra_id AND x.service_date = d.service_date
        AND NOT x.inclusive AND r.status = 'done') AS held
      FROM extra_dates d WHERE d.service_date BETWEEN '2026-12-01' AND '2027-01-10'`.execute(server.db);
    const generic = await sql<{ total: number | null; sold: number; held: number }>`
      SELECT e.stock_total AS total, e.stock_sold AS sold, (SELECT coalesce(sum(x.quantity), 0)::int FROM reservation_extras x
        JOIN reservations r ON r.id = x.reservation_id WHERE x.extra_id = e.id AND NOT x.inclusive AND r.status = 'done') AS held
      FROM extras e WHERE e.extra_type = 'generic'`.execute(server.db);
    const coupons = await sql<{ total: number | null; sold: number; held: number }>`
      SELECT c.usage_limit AS total, c.used_count AS sold, (SELECT count(*)::int FROM coupon_redemptions cr JOIN reservations r ON r.id = cr.reservation_id
        WHERE cr.coupon_id = c.id AND r.status = 'done') AS held
      FROM coupons c WHERE c.code <> 'OPENING50'`.execute(server.db);
    for (const [what, rows] of Object.entries({ rooms, plans, dated, generic, coupons })) {
      for (const row of rows.rows) {
        expect(row.sold, what).toBe(row.held);
        if (row.total !== null) expect(row.sold, what).toBeLessThanOrEqual(row.total);
      }
    }
  }
});
