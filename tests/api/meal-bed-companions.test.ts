import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

type Kid = { code: string; count: number; meal_bed?: string };
type Room = { adults: number; kids_tiers?: Kid[]; adult_companion?: number; kid_tier_A_companion?: number };
type RoomPrice = { total_price: number; nightly_prices: Array<{ date: string; price: number }> } | null;
type Offer = { room_plan_code: string; room_prices: RoomPrice[]; matched_search_criteria: Record<string, number> };

const DATES = 'checkin_date=2026-12-14&checkout_date=2026-12-16';
const q = (rooms: Room[]) => encodeURIComponent(JSON.stringify(rooms));

describe.each(DRIVERS)("children's meals and beds as extras, and programme companions, on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const search = async (hotel: string, rooms: Room[]) => {
    const { status, json } = await server.call('GET', `/hotels/${hotel}/rooms?${DATES}&rooms=${q(rooms)}`);
    return { status, json, offers: (json.data?.room_types ?? []).flatMap((t: { room_plans: Offer[] }) => t.room_plans) as Offer[] };
  };
  const nights = (offers: Offer[], code: string, room = 0) =>
    offers.find((o) => o.room_plan_code === code)!.room_prices[room]!.nightly_prices.map((n) => n.price);
  const mailOf = (number: string) =>
    server.db
      .selectFrom('outbox')
      .innerJoin('reservations', 'reservations.id', 'outbox.reservation_id')
      .select(['outbox.body_text'])
      .where('reservations.reservation_number', '=', number)
      .executeTakeFirstOrThrow();

  it("gives Taipei's tiers their meal and bedding options, and every demo hotel the brand's active companions", async () => {
    const taipei = (await server.call('GET', '/hotels/demo-taipei/settings/booking_widget')).json.data.settings;
    expect(taipei.kids_setting.kids_type).toBe('tiers_with_meal_and_bed_as_extras');
    expect(taipei.kids_tiers.map((t: { code: string; meal_bed_options: string[] }) => [t.code, t.meal_bed_options])).toEqual([
      ['A', ['meal_same_as_adult_bedding', 'meal_yes_bedding', 'meal_yes', 'meal_no_bedding']],
      ['B', ['meal_yes_bedding', 'meal_yes', 'meal_no_bedding', 'meal_no']],
      ['C', ['meal_no_bedding', 'meal_no']],
    ]);
    const kyoto = (await server.call('GET', '/hotels/demo-kyoto/settings/booking_widget', { headers: { 'x-locale': 'ja' } })).json.data.settings;
    expect(kyoto.kids_tiers.every((t: { meal_bed_options: string[] }) => t.meal_bed_options.length === 0)).toBe(true);
    expect(kyoto.companions).toEqual([
      { code: 'adult_companion', name: '介助者（無料）', rate_percent: 0 },
      { code: 'kid_tier_A_companion', name: '同伴のお子さま 6〜12歳（子ども料金の半額）', rate_percent: 50 },
    ]);
  });

  it('prices each child by the option chosen, and gives a bed only with bedding', async () => {
    const adults = await search('demo-taipei', [{ adults: 2 }]);
    const base = nights(adults.offers, 'city-twin--room-only');
    const kids = await search('demo-taipei', [
      {
        adults: 2,
        kids_tiers: [
          { code: 'A', count: 1, meal_bed: 'meal_yes_bedding' },
          { code: 'B', count: 1, meal_bed: 'meal_yes' },
        ],
      },
    ]);
    expect(kids.status).toBe(200);
    // per night: 60% of the per-adult share for the school-age child, 20% for the young child
    expect(nights(kids.offers, 'city-twin--room-only')).toEqual(base.map((p) => p + Math.round((p / 2) * 0.6) + Math.round((p / 2) * 0.2)));
    // two adults and a bedded child fill the twin (3 guests); the young child eats but shares a bed
    expect(kids.json.data.rooms[0].kids_tiers).toEqual([
      { code: 'A', count: 1, meal_bed: 'meal_yes_bedding' },
      { code: 'B', count: 1, meal_bed: 'meal_yes' },
    ]);
    const beds = await search('demo-taipei', [
      {
        adults: 2,
        kids_tiers: [
          { code: 'A', count: 1, meal_bed: 'meal_yes_bedding' },
          { code: 'B', count: 1, meal_bed: 'meal_no_bedding' },
        ],
      },
    ]);
    expect(beds.offers.find((o) => o.room_plan_code === 'city-twin--room-only')).toBeUndefined();
  });

  it('refuses a child without an option, an option the tier does not offer, one at a hotel pricing tiers, and an unknown one', async () => {
    const refused = async (hotel: string, kid: Kid) => (await search(hotel, [{ adults: 2, kids_tiers: [kid] }])).json.errors?.[0]?.details.rooms[0].code;
    expect(await refused('demo-taipei', { code: 'A', count: 1 })).toBe('meal_bed_not_offered');
    expect(await refused('demo-taipei', { code: 'A', count: 1, meal_bed: 'meal_no' })).toBe('meal_bed_not_offered');
    expect(await refused('demo-kyoto', { code: 'A', count: 1, meal_bed: 'meal_yes' })).toBe('meal_bed_not_offered');
    const unknown = await search('demo-taipei', [{ adults: 2, kids_tiers: [{ code: 'A', count: 1, meal_bed: 'dinner_only' }] }]);
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.json.errors[0].details)).toContain('meal_bed_invalid');
  });

  it('books children with their options, and the reservation and its e-mail say what each child has', async () => {
    const room = {
      adults: 2,
      kids_tiers: [
        { code: 'A', count: 1, meal_bed: 'meal_same_as_adult_bedding' },
        { code: 'C', count: 1, meal_bed: 'meal_no' },
      ],
    };
    const { offers } = await search('demo-taipei', [room]);
    const shown = offers.find((o) => o.room_plan_code === 'city-twin--breakfast')!.room_prices[0]!.total_price;
    const body = bookingBody({
      checkin_date: '2026-12-14',
      checkout_date: '2026-12-16',
      displayed_total_price: shown,
      rooms: [{ room_type_code: 'city-twin', room_plan_code: 'city-twin--breakfast', ...room }],
    });
    const { status, json } = await server.call('POST', '/hotels/demo-taipei/reservations', { body, headers: { 'idempotency-key': randomUUID() } });
    expect(status).toBe(201);
    expect(json.data.total_price).toBe(shown);
    expect(json.data.rooms[0].kids_tiers).toEqual(room.kids_tiers);
    expect(json.data.rooms[0].guests).toEqual([
      { code: 'adults', label: 'Adults', count: 2 },
      { code: 'A:meal_same_as_adult_bedding', label: 'School-age children (adult meals and a bed)', count: 1 },
      { code: 'C:meal_no', label: 'Infants (no meals or bed)', count: 1 },
    ]);
    const mail = await mailOf(json.data.reservation_number);
    expect(mail.body_text).toContain('School-age children (adult meals and a bed): 1');
    expect(mail.body_text).toContain('Infants (no meals or bed): 1');
  });

  it('prices companions as their programme says and counts them as guests in the room', async () => {
    const plain = await search('demo-kyoto', [{ adults: 1 }]);
    const base = nights(plain.offers, 'washitsu--room-only');
    const { status, offers } = await search('demo-kyoto', [{ adults: 1, adult_companion: 1, kid_tier_A_companion: 1 }]);
    expect(status).toBe(200);
    // the caregiver stays free; the child companion pays half of a school-age child's 70% of the adult price
    expect(nights(offers, 'washitsu--room-only')).toEqual(base.map((p) => p + Math.round(p * 0.35)));
    const washitsu = offers.find((o) => o.room_plan_code === 'washitsu--room-only')!;
    expect(washitsu.matched_search_criteria).toEqual({ adults_count: 1, children_count: 0, adults_with_companion: 2, children_with_kid_tier_A_companion: 1 });
    // three guests with beds: the deluxe double (two) cannot take them
    expect(offers.find((o) => o.room_plan_code === 'dlx-double--room-only')).toBeUndefined();
  });

  it('books companions, and the reservation and its e-mail name them', async () => {
    const room = { adults: 1, adult_companion: 1 };
    const { offers } = await search('demo-kyoto', [room]);
    const shown = offers.find((o) => o.room_plan_code === 'std-twin--room-only')!.room_prices[0]!.total_price;
    const { status, json } = await book(
      server,
      bookingBody({
        checkin_date: '2026-12-14',
        checkout_date: '2026-12-16',
        displayed_total_price: shown,
        rooms: [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', kids_tiers: [], ...room }],
      }),
    );
    expect(status).toBe(201);
    expect(json.data.total_price).toBe(shown);
    expect(json.data.rooms[0]).toMatchObject({ adults: 1, adult_companion: 1, kid_tier_A_companion: 0 });
    expect(json.data.rooms[0].guests).toContainEqual({ code: 'adult_companion', label: 'Caregivers (stay free)', count: 1 });
    expect((await mailOf(json.data.reservation_number)).body_text).toContain('Caregivers (stay free): 1');
  });

  it('refuses companions once the programme has none active, and stops offering them', async () => {
    await server.db.updateTable('program_additional_tiers').set({ is_active: false }).where('code', '=', 'adult_companion').execute();
    try {
      const { status, json } = await search('demo-kyoto', [{ adults: 1, adult_companion: 1 }]);
      expect(status).toBe(422);
      expect(json.errors[0].details.rooms[0].code).toBe('companion_not_offered');
      const settings = (await server.call('GET', '/hotels/demo-kyoto/settings/booking_widget')).json.data.settings;
      expect(settings.companions.map((c: { code: string }) => c.code)).toEqual(['kid_tier_A_companion']);
      const refused = await book(
        server,
        bookingBody({ rooms: [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 1, adult_companion: 1 }] }),
      );
      expect(refused.status).toBe(422);
      expect(refused.json.errors[0].details['rooms.0'][0].code).toBe('companion_not_offered');
    } finally {
      await server.db.updateTable('program_additional_tiers').set({ is_active: true }).where('code', '=', 'adult_companion').execute();
    }
  });
});
