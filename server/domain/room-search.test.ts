import { describe, expect, it } from 'vitest';
import type { RoomPlanRow } from '../db/repositories/rooms-repository.ts';
import { stayNights } from './dates.ts';
import type { RoomGuests } from './room-guests.ts';
import { buildRoomSearch, type RoomSearchInput } from './room-search.ts';

const TWO_ADULTS: RoomGuests = { adults: 2, kids: [], childrenAges: [], children: 0, adultCompanions: 0, kidCompanions: 0, beds: 2, charges: [] };

function roomPlan(type: number, plan: number): RoomPlanRow {
  return {
    room_plan_id: `rp-${type}-${plan}`,
    room_plan_code: `T${type}-P${plan}`,
    room_type_id: `rt-${type}`,
    room_type_code: `T${type}`,
    room_type_names: { en: `Type ${type}` },
    room_type_descriptions: {},
    room_type_images: [],
    // the room type's other attributes are only copied to the answer
    max_guests: 2,
    accessibility: [],
    room_type_sort: type,
    hotel_plan_id: `hp-${plan}`,
    hotel_plan_code: `P${plan}`,
    plan_names: { en: `Plan ${plan}` },
    plan_descriptions: {},
    meal: 'none',
    cancellation_policy_id: null,
    plan_sort: plan,
    sale_limit: null,
    visibility: 'public',
    payment_types: ['on_site'],
    deposit_percentage: null,
  } as unknown as RoomPlanRow;
}

/**
 * A hotel of `types` room types with two plans each, a rate every night for two adults, and a
 * count of how often the search looks at a rate: the cost of pricing, without timing anything.
 */
function searchOf(types: number, nights: number) {
  const dates = stayNights('2027-03-01', `2027-03-${String(1 + nights).padStart(2, '0')}`);
  const roomPlans = Array.from({ length: types }, (_, t) => [roomPlan(t, 0), roomPlan(t, 1)]).flat();
  let reads = 0;
  const rates = roomPlans.flatMap((plan) =>
    dates.map((stay_date, i) => {
      const rate = { stay_date, adults: 2, price: 10_000 + i, room_plan_id: '' };
      Object.defineProperty(rate, 'room_plan_id', {
        get: () => {
          reads += 1;
          return plan.room_plan_id;
        },
      });
      return rate;
    }),
  );
  const input: RoomSearchInput = {
    locale: 'en',
    hotelLocale: 'ja',
    currency: 'JPY',
    taxRateBp: 1000,
    taxIncluded: true,
    checkin: dates[0]!,
    checkout: '2027-04-01',
    nights: dates,
    rooms: [TWO_ADULTS],
    type: 'rooms',
    order: 'price_low_to_high',
    includeOccupied: false,
    roomPlans,
    rates,
    availability: Array.from({ length: types }, (_, t) => ({ room_type_id: `rt-${t}`, rooms_left: 3, nights })),
  };
  const result = buildRoomSearch(input);
  return { result, readsPerRate: reads / rates.length };
}

describe('the room search grows linearly', () => {
  it('looks at each rate a fixed number of times, whatever the room types and nights', () => {
    const perRate = new Set<number>();
    for (const types of [1, 10, 100]) {
      for (const nights of [1, 7, 28]) {
        const { result, readsPerRate } = searchOf(types, nights);
        expect(result.room_types).toHaveLength(types);
        expect(result.room_types[0]!.room_plans[0]!.nightly_prices).toHaveLength(nights);
        perRate.add(readsPerRate);
      }
    }
    // pricing every plan from every plan's rates read each rate once per plan (200 times at 100 types)
    expect([...perRate]).toEqual([2]);
  });

  it('prices each room type from its own rates only', () => {
    const { result } = searchOf(3, 2);
    for (const type of result.room_types) {
      expect(type.room_plans.map((p) => p.total_price)).toEqual([20_001, 20_001]);
    }
  });
});
