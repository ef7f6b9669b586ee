import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsQuery } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('room search on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const search = (query: string, locale = 'en') => server.call('GET', `/hotels/demo-kyoto/rooms?${query}`, { headers: { 'x-locale': locale } });

  it('gives the hotel’s payment promotion with its target, for plans paid by card only', async () => {
    const { status, json } = await search(`checkin_date=2026-12-15&checkout_date=2026-12-17&rooms=${roomsQuery(2)}`);
    expect(status).toBe(200);
    expect(json.data.payment_promotion_info).toEqual({
      target_mode: 'exclude',
      hotel_plan_codes: ['early-bird'],
      name: '5% off when you pay by card',
      discount_percent: 5,
    });
    // card payment is off on this server (no gateway): the plans offer payment at the hotel only, so none is promoted
    const plans = json.data.room_types.flatMap((room: { room_plans: Array<{ payment_types: string[] }> }) => room.room_plans);
    expect(plans.every((plan: { payment_types: string[] }) => plan.payment_types.join() === 'on_site')).toBe(true);
  });

  it('gives the terms of every cancellation policy its offers are sold under, each once', async () => {
    const { json } = await search(`checkin_date=2026-12-15&checkout_date=2026-12-17&rooms=${roomsQuery(2)}`);
    const offers = json.data.room_types.flatMap((room: { room_plans: Array<{ cancellation_policy_id: string }> }) => room.room_plans);
    const ids = [...new Set(offers.map((offer: { cancellation_policy_id: string }) => offer.cancellation_policy_id))];
    const policies = json.data.cancellation_policies as Array<{ id: string; cancellation_policy_parts: unknown[]; no_show_percentage_of_cost: number }>;
    expect(policies.map((p) => p.id).sort()).toEqual([...ids].sort());
    // the demo's standard policy (three tiers) and its non-refundable one (all from booking)
    expect(policies.map((p) => p.cancellation_policy_parts).sort((a, b) => a.length - b.length)).toEqual([
      [{ days_before: 999, hours_after: null, percentage_of_cost: 100 }],
      [
        { days_before: 7, hours_after: null, percentage_of_cost: 20 },
        { days_before: 2, hours_after: null, percentage_of_cost: 50 },
        { days_before: 1, hours_after: 15, percentage_of_cost: 80 },
      ],
    ]);
  });

  it('prices every room type for two adults over two nights, cheapest first', async () => {
    const { status, json } = await search(`checkin_date=2026-12-10&checkout_date=2026-12-12&rooms=${roomsQuery(2)}`);
    expect(status).toBe(200);
    const types = json.data.room_types as Array<{
      room_type_code: string;
      room_plans: Array<{ total_price: number; nightly_prices: Array<{ price: number }> }>;
    }>;
    expect(types.map((t) => t.room_type_code)).toEqual(['std-twin', 'washitsu', 'dlx-double', 'garden-suite']);
    const cheapest = types[0]!.room_plans[0]!;
    // std-twin base 9000, 2 adults = 14,400; Friday +25% = 18,000; early bird is 15% off
    expect(cheapest.nightly_prices.map((n) => n.price)).toEqual([12200, 15300]);
    expect(cheapest.total_price).toBe(27500);
    expect(json.data.nights).toBe(2);
  });

  it('charges children by their tier and leaves out rooms too small for the family', async () => {
    const kids = [
      { code: 'A', count: 1 },
      { code: 'C', count: 1 },
    ];
    const { json } = await search(`checkin_date=2026-12-14&checkout_date=2026-12-15&rooms=${roomsQuery(2, kids)}&room_type_codes=std-twin,dlx-double`);
    const types = json.data.room_types as Array<{ room_type_code: string; room_plans: Array<{ hotel_plan_code: string; total_price: number }> }>;
    // the deluxe double takes 2 guests; 2 adults and a child of tier A need 3 beds (tier C takes none)
    expect(types.map((t) => t.room_type_code)).toEqual(['std-twin']);
    const roomOnly = types[0]!.room_plans.find((p) => p.hotel_plan_code === 'room-only')!;
    // Monday rate 14,400 for two adults; tier A pays 70% of 7,200; tier C pays nothing
    expect(roomOnly.total_price).toBe(14400 + 5040);
  });

  it('groups by plan in the plans view and names things in Japanese', async () => {
    const { json } = await search(`checkin_date=2026-12-10&checkout_date=2026-12-11&rooms=${roomsQuery(1)}&type=plans`, 'ja');
    expect(json.data.room_types).toEqual([]);
    const names = (json.data.plans as Array<{ plan_name: string }>).map((p) => p.plan_name);
    expect(names).toContain('朝食付きプラン');
    expect(names).toContain('素泊まり');
  });

  it('says how many rooms are left and hides sold-out rooms unless asked', async () => {
    await server.db
      .updateTable('room_inventory')
      .set({ sold: 2 })
      .where('room_type_id', '=', (eb) => eb.selectFrom('room_types').select('id').where('code', '=', 'garden-suite'))
      .where('stay_date', '=', '2026-12-16')
      .execute();
    const base = `checkin_date=2026-12-15&checkout_date=2026-12-17&rooms=${roomsQuery(2)}`;
    const hidden = await search(base);
    expect((hidden.json.data.room_types as Array<{ room_type_code: string }>).map((t) => t.room_type_code)).not.toContain('garden-suite');
    const shown = await search(`${base}&is_including_occupied=true`);
    const suite = (shown.json.data.room_types as Array<{ room_type_code: string; is_sold_out: boolean; rooms_left: number }>).find(
      (t) => t.room_type_code === 'garden-suite',
    )!;
    expect(suite).toMatchObject({ is_sold_out: true, rooms_left: 0 });
    const washitsu = (shown.json.data.room_types as Array<{ room_type_code: string; rooms_left: number }>).find((t) => t.room_type_code === 'washitsu')!;
    expect(washitsu.rooms_left).toBe(5);
  });

  it('says what makes a room accessible and finds only rooms with every feature asked for', async () => {
    const all = await search(`checkin_date=2026-12-10&checkout_date=2026-12-11&rooms=${roomsQuery(2)}`);
    const deluxe = (all.json.data.room_types as Array<{ room_type_code: string; attributes: { accessibility: string[] } }>).find(
      (t) => t.room_type_code === 'dlx-double',
    )!;
    expect(deluxe.attributes.accessibility).toContain('roll_in_shower');
    const rollIn = await search(`checkin_date=2026-12-10&checkout_date=2026-12-11&rooms=${roomsQuery(2)}&accessibility=step_free_access,roll_in_shower`);
    expect((rollIn.json.data.room_types as Array<{ room_type_code: string }>).map((t) => t.room_type_code)).toEqual(['dlx-double']);
    const stepFree = await search(`checkin_date=2026-12-10&checkout_date=2026-12-11&rooms=${roomsQuery(2)}&accessibility=step_free_access`);
    expect((stepFree.json.data.room_types as Array<{ room_type_code: string }>).map((t) => t.room_type_code).sort()).toEqual(['dlx-double', 'garden-suite']);
    const unknown = await search(`checkin_date=2026-12-10&checkout_date=2026-12-11&rooms=${roomsQuery(2)}&accessibility=teleporter`);
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors[0].details['accessibility.0'][0].code).toBe('accessibility_feature_invalid');
  });

  it('orders from the highest price when asked', async () => {
    const { json } = await search(`checkin_date=2026-12-10&checkout_date=2026-12-11&rooms=${roomsQuery(2)}&order=price_high_to_low`);
    expect(json.data.room_types[0].room_type_code).toBe('garden-suite');
  });
});
