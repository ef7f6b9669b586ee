import { describe, expect, it } from 'vitest';
import { offeredTiers, resolveRoomGuests } from './room-guests.ts';
import { effectiveSaleLimit, identicalRooms, priceRoom } from './room-search.ts';

const TIERS = [
  { code: 'A', age_from: 6, age_to: 12, counts_as_guest: true, rate_percent: 70, names: {}, sort: 0, hotel_id: 'h' },
  { code: 'B', age_from: 3, age_to: 5, counts_as_guest: true, rate_percent: 50, names: {}, sort: 1, hotel_id: 'h' },
  { code: 'C', age_from: 0, age_to: 2, counts_as_guest: false, rate_percent: 0, names: {}, sort: 2, hotel_id: 'h' },
];
const SETTINGS = { kids_accept: true, kids_type: 'tiers' as const, shared_bed_accept: true, max_children_per_adult: 3, max_guests_per_room: 6 };

describe('room guests under the kids setting', () => {
  it('counts beds for adults and children of tiers that take one', () => {
    expect(
      resolveRoomGuests(
        {
          adults: 2,
          kids_tiers: [
            { code: 'A', count: 1 },
            { code: 'C', count: 1 },
          ],
          children_ages: [],
        },
        SETTINGS,
        TIERS,
      ),
    ).toMatchObject({ adults: 2, children: 2, beds: 3 });
  });

  it('files ages under tiers in ages mode and refuses an age no tier takes', () => {
    const ages = { ...SETTINGS, kids_type: 'ages' as const };
    expect(resolveRoomGuests({ adults: 1, kids_tiers: [], children_ages: [1, 7, 8] }, ages, TIERS)).toMatchObject({
      kids: [
        { code: 'A', count: 2 },
        { code: 'C', count: 1 },
      ],
      childrenAges: [1, 7, 8],
      beds: 3,
    });
    expect(resolveRoomGuests({ adults: 1, kids_tiers: [], children_ages: [13] }, ages, TIERS)).toEqual({ reason: 'child_age_not_accepted', age: 13 });
  });

  it('refuses children where none are taken, unknown tiers, shared beds where not accepted and too many children per adult', () => {
    const kid = { adults: 1, kids_tiers: [{ code: 'C', count: 1 }], children_ages: [] };
    expect(resolveRoomGuests(kid, { ...SETTINGS, kids_accept: false }, TIERS)).toEqual({ reason: 'kids_not_accepted' });
    expect(resolveRoomGuests({ ...kid, kids_tiers: [{ code: 'Z', count: 1 }] }, SETTINGS, TIERS)).toEqual({ reason: 'kids_not_accepted' });
    expect(resolveRoomGuests(kid, { ...SETTINGS, shared_bed_accept: false }, TIERS)).toEqual({ reason: 'shared_bed_not_accepted' });
    expect(resolveRoomGuests({ ...kid, kids_tiers: [{ code: 'A', count: 4 }] }, SETTINGS, TIERS)).toEqual({ reason: 'too_many_children', max: 3 });
    expect(resolveRoomGuests({ adults: 4, kids_tiers: [{ code: 'A', count: 3 }], children_ages: [] }, SETTINGS, TIERS)).toEqual({
      reason: 'too_many_guests',
      max: 6,
    });
  });
});

describe('children with meal and bedding options (kids_type tiers_with_meal_and_bed_as_extras)', () => {
  const MEAL_BED = { ...SETTINGS, kids_type: 'tiers_with_meal_and_bed_as_extras' as const };
  const OPTIONS = [
    { ...TIERS[0]!, meal_bed_rates: { meal_same_as_adult_bedding: 80, meal_yes_bedding: 60, meal_yes: 30 } },
    { ...TIERS[1]!, meal_bed_rates: { meal_yes_bedding: 50, meal_no_bedding: 20, meal_no: 0 } },
    { ...TIERS[2]!, meal_bed_rates: { meal_no: 0, meal_no_bedding: 10 } },
  ];

  it('prices each child by its option and gives a bed only with bedding', () => {
    const guests = resolveRoomGuests(
      {
        adults: 2,
        children_ages: [],
        kids_tiers: [
          { code: 'A', count: 1, meal_bed: 'meal_yes' },
          { code: 'B', count: 1, meal_bed: 'meal_no_bedding' },
          { code: 'A', count: 1, meal_bed: 'meal_yes' },
        ],
      },
      MEAL_BED,
      OPTIONS,
    );
    expect(guests).toMatchObject({
      children: 3,
      beds: 3, // the two tier-A children eat but share a bed; the tier-B child has a bed
      kids: [
        { code: 'A', count: 2, meal_bed: 'meal_yes' },
        { code: 'B', count: 1, meal_bed: 'meal_no_bedding' },
      ],
      charges: [
        { code: 'A', count: 2, ratePercent: 30 },
        { code: 'B', count: 1, ratePercent: 20 },
      ],
    });
    const plan = { room_plan_id: 'p', max_guests: 3 };
    const rates = [{ room_plan_id: 'p', stay_date: '2026-12-14', adults: 2, price: 20000 }];
    // 20,000 for the adults, 30% of 10,000 twice, 20% of 10,000 once
    expect(priceRoom(plan, guests as never, rates, 1, 1000)!.total_price).toBe(20000 + 3000 + 3000 + 2000);
  });

  it('refuses a child without an option, an option its tier does not offer, an option at a hotel without them, and shared beds where not accepted', () => {
    const kid = (meal_bed?: 'meal_no' | 'meal_yes') => ({
      adults: 1,
      children_ages: [],
      kids_tiers: [{ code: 'A', count: 1, ...(meal_bed ? { meal_bed } : {}) }],
    });
    expect(resolveRoomGuests(kid(), MEAL_BED, OPTIONS)).toEqual({ reason: 'meal_bed_not_offered' });
    expect(resolveRoomGuests(kid('meal_no'), MEAL_BED, OPTIONS)).toEqual({ reason: 'meal_bed_not_offered' });
    expect(resolveRoomGuests(kid('meal_yes'), SETTINGS, OPTIONS)).toEqual({ reason: 'meal_bed_not_offered' });
    expect(resolveRoomGuests(kid('meal_yes'), { ...MEAL_BED, shared_bed_accept: false }, OPTIONS)).toEqual({ reason: 'shared_bed_not_accepted' });
  });

  it('offers each tier its options in order, only those with a bed where beds are not shared', () => {
    expect(offeredTiers(OPTIONS, MEAL_BED).map((t) => [t.code, t.options])).toEqual([
      ['A', ['meal_same_as_adult_bedding', 'meal_yes_bedding', 'meal_yes']],
      ['B', ['meal_yes_bedding', 'meal_no_bedding', 'meal_no']],
      ['C', ['meal_no_bedding', 'meal_no']],
    ]);
    expect(offeredTiers(OPTIONS, { ...MEAL_BED, shared_bed_accept: false }).map((t) => [t.code, t.options])).toEqual([
      ['A', ['meal_same_as_adult_bedding', 'meal_yes_bedding']],
      ['B', ['meal_yes_bedding', 'meal_no_bedding']],
      ['C', ['meal_no_bedding']],
    ]);
    expect(offeredTiers(OPTIONS, { ...SETTINGS, shared_bed_accept: false }).map((t) => [t.code, t.options])).toEqual([
      ['A', []],
      ['B', []],
    ]);
  });
});

describe("companions of the guest's programme", () => {
  const COMPANIONS = [
    { code: 'adult_companion' as const, rate_percent: 0 },
    { code: 'kid_tier_A_companion' as const, rate_percent: 50 },
  ];

  it('counts companions as guests with beds and prices them as their programme says', () => {
    const guests = resolveRoomGuests(
      { adults: 1, kids_tiers: [], children_ages: [], adult_companion: 1, kid_tier_A_companion: 1 },
      SETTINGS,
      TIERS,
      COMPANIONS,
    );
    expect(guests).toMatchObject({
      adults: 1,
      adultCompanions: 1,
      kidCompanions: 1,
      children: 0,
      beds: 3,
      // a kid companion pays half of a tier-A child's 70%
      charges: [
        { code: 'adult_companion', count: 1, ratePercent: 0 },
        { code: 'kid_tier_A_companion', count: 1, ratePercent: 35 },
      ],
    });
    const rates = [{ room_plan_id: 'p', stay_date: '2026-12-14', adults: 1, price: 9000 }];
    expect(priceRoom({ room_plan_id: 'p', max_guests: 3 }, guests as never, rates, 1, 1000)!.total_price).toBe(9000 + 0 + 3150);
    expect(priceRoom({ room_plan_id: 'p', max_guests: 2 }, guests as never, rates, 1, 1000)).toBeNull();
  });

  it("refuses companions the guest has none of active, and counts them against the room's limits", () => {
    const room = { adults: 1, kids_tiers: [], children_ages: [], adult_companion: 1 };
    expect(resolveRoomGuests(room, SETTINGS, TIERS)).toEqual({ reason: 'companion_not_offered' });
    expect(resolveRoomGuests({ ...room, adult_companion: 0, kid_tier_A_companion: 1 }, SETTINGS, TIERS, COMPANIONS.slice(0, 1))).toEqual({
      reason: 'companion_not_offered',
    });
    expect(resolveRoomGuests({ ...room, adult_companion: 6 }, SETTINGS, TIERS, COMPANIONS)).toEqual({ reason: 'too_many_guests', max: 6 });
    expect(resolveRoomGuests({ ...room, adult_companion: 0, kid_tier_A_companion: 4 }, SETTINGS, TIERS, COMPANIONS)).toEqual({
      reason: 'too_many_children',
      max: 3,
    });
  });
});

describe('multi-room pricing and sale limits', () => {
  const rates = [
    { room_plan_id: 'p', stay_date: '2026-12-14', adults: 2, price: 14400 },
    { room_plan_id: 'p', stay_date: '2026-12-15', adults: 2, price: 18000 },
    { room_plan_id: 'p', stay_date: '2026-12-14', adults: 1, price: 9000 },
    { room_plan_id: 'p', stay_date: '2026-12-15', adults: 1, price: 11300 },
  ];
  const room = (adults: number, kids: Array<{ code: string; count: number }>, beds: number) => ({
    adults,
    kids,
    childrenAges: [],
    children: kids.reduce((s, k) => s + k.count, 0),
    beds,
    adultCompanions: 0,
    kidCompanions: 0,
    charges: kids.map((k) => ({ ...k, ratePercent: TIERS.find((t) => t.code === k.code)!.rate_percent })),
  });

  it('prices each room from the rate for its own adults plus each child by tier, with tax split out', () => {
    const plan = { room_plan_id: 'p', max_guests: 3 };
    const family = priceRoom(plan, room(2, [{ code: 'A', count: 1 }], 3), rates, 2, 1000)!;
    expect(family.nightly_prices.map((n) => n.price)).toEqual([14400 + 5040, 18000 + 6300]);
    expect(family.total_price).toBe(43740);
    expect(family.tax + family.total_price_without_tax).toBe(43740);
    expect(family.tax).toBe(3976); // 10% included: 43,740 - ceil(43,740 / 1.1)
    const single = priceRoom(
      plan,
      room(
        1,
        [
          { code: 'B', count: 1 },
          { code: 'C', count: 1 },
        ],
        2,
      ),
      rates,
      2,
      1000,
    )!;
    expect(single.total_price).toBe(9000 + 4500 + 11300 + 5650);
  });

  it('cannot price a room for more guests than it takes, or with a night missing its rate', () => {
    expect(priceRoom({ room_plan_id: 'p', max_guests: 2 }, room(2, [{ code: 'A', count: 1 }], 3), rates, 2, 1000)).toBeNull();
    expect(priceRoom({ room_plan_id: 'p', max_guests: 3 }, room(2, [], 2), rates.slice(1), 2, 1000)).toBeNull();
  });

  it('takes the lower of a plan sale limit and its stock, and knows identical rooms', () => {
    expect(effectiveSaleLimit(null, null)).toBeNull();
    expect(effectiveSaleLimit(2, null)).toBe(2);
    expect(effectiveSaleLimit(null, 1)).toBe(1);
    expect(effectiveSaleLimit(5, 3)).toBe(3);
    expect(identicalRooms([room(2, [], 2), room(2, [], 2)])).toBe(true);
    expect(identicalRooms([room(2, [], 2), room(2, [{ code: 'C', count: 1 }], 2)])).toBe(false);
  });
});
