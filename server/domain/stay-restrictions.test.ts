import { describe, expect, it } from 'vitest';
import type { KidsTierRow } from '../db/repositories/hotels-repository.ts';
import { isGuestsProblem, resolveRoomGuests } from './room-guests.ts';
import { priceCalendar, stayAllowed, type CalendarRoom, type PriceCalendarInput, type StayRestriction } from './stay-restrictions.ts';

const row = (stay_date: string, over: Partial<StayRestriction> = {}): StayRestriction => ({
  stay_date,
  min_stay: null,
  closed: false,
  closed_to_arrival: false,
  ...over,
});

describe('stayAllowed', () => {
  const nights = ['2026-12-12', '2026-12-13'];

  it('allows a stay with no restrictions', () => {
    expect(stayAllowed([], '2026-12-12', nights)).toBe(true);
  });

  it('refuses a stay shorter than the minimum stay of its check-in date, and allows one long enough', () => {
    expect(stayAllowed([row('2026-12-12', { min_stay: 2 })], '2026-12-12', ['2026-12-12'])).toBe(false);
    expect(stayAllowed([row('2026-12-12', { min_stay: 2 })], '2026-12-12', nights)).toBe(true);
  });

  it('reads the minimum stay and the arrival rule of the check-in date only', () => {
    const restrictions = [row('2026-12-13', { min_stay: 5, closed_to_arrival: true })];
    expect(stayAllowed(restrictions, '2026-12-12', nights)).toBe(true);
    expect(stayAllowed(restrictions, '2026-12-13', ['2026-12-13'])).toBe(false);
  });

  it('refuses a stay over any closed night', () => {
    expect(stayAllowed([row('2026-12-13', { closed: true })], '2026-12-12', nights)).toBe(false);
    expect(stayAllowed([row('2026-12-14', { closed: true })], '2026-12-12', nights)).toBe(true);
  });

  it('refuses a day-use stay on a closed day or one closed to arrival', () => {
    expect(stayAllowed([row('2026-12-12', { closed: true })], '2026-12-12', [])).toBe(false);
    expect(stayAllowed([row('2026-12-12', { closed_to_arrival: true })], '2026-12-12', [])).toBe(false);
    expect(stayAllowed([row('2026-12-12', { min_stay: 2 })], '2026-12-12', [])).toBe(true);
  });
});

const TIERS: KidsTierRow[] = [
  { hotel_id: 'h', code: 'A', names: {}, age_from: 6, age_to: 12, counts_as_guest: true, rate_percent: 70, sort: 0, meal_bed_rates: {} },
  { hotel_id: 'h', code: 'C', names: {}, age_from: 0, age_to: 2, counts_as_guest: false, rate_percent: 0, sort: 1, meal_bed_rates: {} },
];
/** One room's guests as the calendar gets them: resolved under a tiers-mode kids setting. */
function guests(adults: number, kids: Array<{ code: string; count: number }>): CalendarRoom {
  const settings = { kids_accept: true, kids_type: 'tiers' as const, shared_bed_accept: true, max_children_per_adult: 3, max_guests_per_room: 6 };
  const resolved = resolveRoomGuests({ adults, kids_tiers: kids, children_ages: [] }, settings, TIERS);
  if (isGuestsProblem(resolved)) throw new Error(resolved.reason);
  return resolved;
}
const D1 = '2026-12-10';
const D2 = '2026-12-11';

/** Two room types (twin for 3, double for 2) under two plans; 10% tax. */
function input(over: Partial<PriceCalendarInput> = {}): PriceCalendarInput {
  const plans = [
    { room_plan_id: 'twin-ro', room_type_id: 'twin', hotel_plan_id: 'ro', max_guests: 3, sale_limit: null },
    { room_plan_id: 'twin-bb', room_type_id: 'twin', hotel_plan_id: 'bb', max_guests: 3, sale_limit: null },
    { room_plan_id: 'dbl-ro', room_type_id: 'dbl', hotel_plan_id: 'ro', max_guests: 2, sale_limit: null },
  ];
  const price: Record<string, number> = { 'twin-ro': 14000, 'twin-bb': 18000, 'dbl-ro': 12000 };
  return {
    dates: [D1, D2],
    rooms: [guests(2, [])],
    taxRateBp: 1000,
    roomPlans: plans,
    rates: plans.flatMap((p) =>
      [D1, D2].flatMap((d) =>
        [1, 2, 3].map((adults) => ({ room_plan_id: p.room_plan_id, stay_date: d, adults, price: price[p.room_plan_id]! + (adults - 2) * 5000 })),
      ),
    ),
    inventory: ['twin', 'dbl'].flatMap((t) => [D1, D2].map((d) => ({ room_type_id: t, stay_date: d, rooms_left: 3 }))),
    planStock: [],
    restrictions: [],
    ...over,
  };
}
const day = (days: ReturnType<typeof priceCalendar>, date: string) => days.find((d) => d.date === date)!;

describe('priceCalendar', () => {
  it('gives each date the cheapest plan that takes the guests, with and without tax', () => {
    const days = priceCalendar(input());
    expect(days.map((d) => d.date)).toEqual([D1, D2]);
    expect(day(days, D1)).toEqual({
      date: D1,
      lowest_price: 12000,
      lowest_price_without_tax: 10910,
      min_stay: null,
      closed: false,
      closed_to_arrival: false,
      sold_out: false,
    });
  });

  it('prices children by their tier and leaves out rooms too small for the family', () => {
    // 2 adults and a tier-A child need 3 beds: only the twin (14,000 + 70% of 7,000); infants take no bed
    const days = priceCalendar(
      input({
        rooms: [
          guests(2, [
            { code: 'A', count: 1 },
            { code: 'C', count: 1 },
          ]),
        ],
      }),
    );
    expect(day(days, D1).lowest_price).toBe(14000 + 4900);
  });

  it('adds up the cheapest plan of each room of a multi-room search', () => {
    const days = priceCalendar(input({ rooms: [guests(2, []), guests(3, [])] }));
    expect(day(days, D1).lowest_price).toBe(12000 + 19000);
  });

  it('leaves out room types without enough rooms left, and closes a night with none at all', () => {
    const soldOutDouble = input({ inventory: input().inventory.map((i) => (i.room_type_id === 'dbl' && i.stay_date === D1 ? { ...i, rooms_left: 0 } : i)) });
    expect(day(priceCalendar(soldOutDouble), D1).lowest_price).toBe(14000);
    // two rooms of the same guests need two rooms of one type
    const oneLeft = input({
      rooms: [guests(2, []), guests(2, [])],
      inventory: input().inventory.map((i) => ({ ...i, rooms_left: i.room_type_id === 'dbl' ? 1 : 2 })),
    });
    expect(day(priceCalendar(oneLeft), D1).lowest_price).toBe(28000);
    const none = priceCalendar(input({ inventory: input().inventory.filter((i) => i.stay_date !== D2) }));
    expect(day(none, D2)).toMatchObject({ lowest_price: null, closed: true, closed_to_arrival: false, sold_out: true });
  });

  it('leaves out a plan whose stock or sale limit is below the rooms asked', () => {
    const rooms = [guests(2, []), guests(2, [])];
    const stockOne = priceCalendar(input({ rooms, planStock: [{ hotel_plan_id: 'ro', stay_date: D1, plan_left: 1 }] }));
    expect(day(stockOne, D1).lowest_price).toBe(36000);
    expect(day(stockOne, D2).lowest_price).toBe(24000);
    const limited = input({ rooms });
    limited.roomPlans = limited.roomPlans.map((p) => (p.hotel_plan_id === 'ro' ? { ...p, sale_limit: 1 } : p));
    expect(day(priceCalendar(limited), D2).lowest_price).toBe(36000);
  });

  it('treats a night without a rate and a closed night as closed for the plan', () => {
    const noRate = input({ rates: input().rates.filter((r) => !(r.room_plan_id === 'dbl-ro' && r.stay_date === D1)) });
    expect(day(priceCalendar(noRate), D1).lowest_price).toBe(14000);
    const closedDouble = priceCalendar(input({ restrictions: [{ room_plan_id: 'dbl-ro', ...row(D1, { closed: true }) }] }));
    expect(day(closedDouble, D1).lowest_price).toBe(14000);
    const allClosed = priceCalendar(
      input({ restrictions: ['twin-ro', 'twin-bb', 'dbl-ro'].map((id) => ({ room_plan_id: id, ...row(D1, { closed: true }) })) }),
    );
    expect(day(allClosed, D1)).toMatchObject({ lowest_price: null, closed: true, closed_to_arrival: false, sold_out: false });
  });

  it('prices only plans one may arrive with, and says so when none may', () => {
    const cta = (ids: string[]) => priceCalendar(input({ restrictions: ids.map((id) => ({ room_plan_id: id, ...row(D1, { closed_to_arrival: true }) })) }));
    expect(day(cta(['dbl-ro']), D1)).toMatchObject({ lowest_price: 14000, closed_to_arrival: false });
    expect(day(cta(['twin-ro', 'twin-bb', 'dbl-ro']), D1)).toMatchObject({ lowest_price: null, closed: false, closed_to_arrival: true, min_stay: null });
  });

  it('gives the smallest minimum stay among the plans open that day', () => {
    const restrictions = (minByPlan: Record<string, number | null>) =>
      Object.entries(minByPlan).map(([id, min_stay]) => ({ room_plan_id: id, ...row(D1, { min_stay }) }));
    expect(day(priceCalendar(input({ restrictions: restrictions({ 'twin-ro': 2, 'twin-bb': 3, 'dbl-ro': 2 }) })), D1).min_stay).toBe(2);
    expect(day(priceCalendar(input({ restrictions: restrictions({ 'twin-ro': 2, 'twin-bb': 3, 'dbl-ro': null }) })), D1).min_stay).toBeNull();
    // a closed plan's minimum does not count
    const closedShort = [...restrictions({ 'twin-ro': 3, 'twin-bb': 3 }), { room_plan_id: 'dbl-ro', ...row(D1, { min_stay: 1, closed: true }) }];
    expect(day(priceCalendar(input({ restrictions: closedShort })), D1)).toMatchObject({ min_stay: 3, lowest_price: 14000 });
    expect(day(priceCalendar(input({ restrictions: closedShort })), D2).min_stay).toBeNull();
  });
});
