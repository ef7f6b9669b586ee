import { describe, expect, it } from 'vitest';
import type { ReservationExtraInput } from '../../shared/api/extras.ts';
import type { Locale } from '../../shared/constants.ts';
import { extraLinePrice, extrasTotals, offerExtras, priceExtras as priceOrRefuse, type CatalogueExtra, type ExtrasRefusal } from './extras.ts';
import { CAKE, DINNER, DRINK, LATE, TEA } from './extras-catalogue.test-data.ts';

const CATALOGUE: CatalogueExtra[] = [LATE, DINNER, CAKE, DRINK, TEA];

// 10:00 on 1 December 2026 in Kyoto
const ctx = {
  checkin: '2026-12-18',
  checkout: '2026-12-20',
  roomPlanCodes: ['twin--room-only'],
  timezone: 'Asia/Tokyo',
  now: new Date('2026-12-01T01:00:00Z'),
  locale: 'en' as Locale,
  hotelLocale: 'ja' as const,
};
type More = Partial<typeof ctx> & { displayedTotal?: number };
const price = (requested: ReservationExtraInput[], more: More = {}) => priceExtras(CATALOGUE, requested, { ...ctx, ...more });
const refusal = (requested: ReservationExtraInput[], more: More = {}) => failure(CATALOGUE, requested, { ...ctx, ...more });

function priceExtras(...args: Parameters<typeof priceOrRefuse>) {
  const priced = priceOrRefuse(...args);
  if (!priced.ok) throw new Error(`expected lines, got the refusal ${priced.reason}`);
  return priced.lines;
}

function failure(...args: Parameters<typeof priceOrRefuse>): ExtrasRefusal {
  const priced = priceOrRefuse(...args);
  if (priced.ok) throw new Error('expected a refusal');
  return priced;
}

describe('pricing extras', () => {
  it('prices a dated extra at each night’s own price, tax included, with the tax split off one unit', () => {
    const lines = price([
      { extra_id: 'dinner', quantity: 1, date: '2026-12-18' },
      { extra_id: 'dinner', quantity: 2, date: '2026-12-19' },
    ]);
    expect(lines).toEqual([
      {
        extra_id: 'dinner',
        name: 'Kaiseki dinner',
        extra_type: 'dated',
        unit: 'per_person',
        date: '2026-12-18',
        quantity: 1,
        unit_price: 12000,
        price: 12000,
        price_without_tax: 10910,
        tax: 1090,
        inclusive: false,
      },
      {
        extra_id: 'dinner',
        name: 'Kaiseki dinner',
        extra_type: 'dated',
        unit: 'per_person',
        date: '2026-12-19',
        quantity: 2,
        unit_price: 15000,
        price: 30000,
        price_without_tax: 27274,
        tax: 2726,
        inclusive: false,
      },
    ]);
    expect(extrasTotals(lines)).toEqual({ total: 42000, total_without_tax: 38184, tax: 3816 });
  });

  it('keeps price without tax equal to one unit’s times the quantity', () => {
    expect(extraLinePrice(1000, 3, 1000)).toEqual({ price: 3000, price_without_tax: 2730, tax: 270 });
  });

  it('names a generic extra in the guest’s language and gives it no date', () => {
    expect(price([{ extra_id: 'late', quantity: 1 }], { locale: 'ja' })[0]).toMatchObject({ name: 'レイトチェックアウト', date: null, price: 3000, tax: 272 });
  });

  it('adds up repeats of one extra and ignores quantity 0', () => {
    const lines = price([
      { extra_id: 'cake', quantity: 1 },
      { extra_id: 'late', quantity: 0 },
      { extra_id: 'cake', quantity: 2 },
    ]);
    expect(lines.map((l) => [l.extra_id, l.quantity, l.price])).toEqual([['cake', 3, 13500]]);
  });

  it('refuses an extra the hotel does not have (1100), naming the line', () => {
    const error = refusal([
      { extra_id: 'late', quantity: 1 },
      { extra_id: 'nope', quantity: 1 },
    ]);
    expect([error.code, error.reason, error.index]).toEqual(['1100', 'extra_not_found', 1]);
  });

  it('refuses an extra no longer sold (1106), and a night it is not sold on', () => {
    expect(refusal([{ extra_id: 'tea', quantity: 1 }]).code).toBe('1106');
    const ended = [{ ...LATE, sale_ends_on: '2026-11-30' }];
    expect(failure(ended, [{ extra_id: 'late', quantity: 1 }], ctx).code).toBe('1106');
    const gap = [{ ...DINNER, dates: DINNER.dates.slice(1) }];
    expect(failure(gap, [{ extra_id: 'dinner', quantity: 1, date: '2026-12-18' }], ctx).code).toBe('1106');
  });

  it('refuses quantities outside min..max (1102)', () => {
    expect(refusal([{ extra_id: 'late', quantity: 2 }]).values).toEqual({ name: 'Late check-out', min: 1, max: 1 });
    expect(refusal([{ extra_id: 'cake', quantity: 1 }]).code).toBe('1102');
    expect(refusal([{ extra_id: 'dinner', quantity: 7, date: '2026-12-19' }]).code).toBe('1102');
    expect(price([{ extra_id: 'dinner', quantity: 6, date: '2026-12-19' }])[0]!.quantity).toBe(6);
  });

  it('refuses a dated extra without a night or on a night outside the stay, and a generic one with a night (1102)', () => {
    for (const item of [
      { extra_id: 'dinner', quantity: 1 },
      { extra_id: 'dinner', quantity: 1, date: '2026-12-20' },
      { extra_id: 'late', quantity: 1, date: '2026-12-18' },
    ]) {
      expect(refusal([item]).code).toBe('1102');
    }
  });

  it('closes a dated extra at 15:00 hotel time the day before its night (1101)', () => {
    const line = [{ extra_id: 'dinner', quantity: 1, date: '2026-12-19' }];
    expect(price(line, { now: new Date('2026-12-18T05:59:00Z') })).toHaveLength(1);
    const error = refusal(line, { now: new Date('2026-12-18T06:00:00Z') });
    expect([error.code, error.meta?.deadline]).toEqual(['1101', '2026-12-18T06:00:00.000Z']);
  });

  it('closes a generic extra relative to the check-in date', () => {
    const early = [{ ...LATE, deadline_days_before: 3, deadline_hour: 12 }];
    expect(failure(early, [{ extra_id: 'late', quantity: 1 }], { ...ctx, now: new Date('2026-12-15T03:00:00Z') }).code).toBe('1101');
    expect(priceExtras(early, [{ extra_id: 'late', quantity: 1 }], { ...ctx, now: new Date('2026-12-15T02:59:00Z') })).toHaveLength(1);
  });

  it('refuses more than is left (1104): of a night for a dated extra, overall for a generic one', () => {
    const night = refusal([{ extra_id: 'dinner', quantity: 2, date: '2026-12-18' }]);
    expect([night.code, night.values]).toEqual(['1104', { name: 'Kaiseki dinner', left: 1 }]);
    expect(refusal([{ extra_id: 'cake', quantity: 4 }]).code).toBe('1104');
    expect(price([{ extra_id: 'cake', quantity: 3 }])[0]!.quantity).toBe(3);
  });

  it('refuses a total other than the one the guest saw (1103), with both totals', () => {
    const error = refusal([{ extra_id: 'late', quantity: 1 }], { displayedTotal: 2500 });
    expect([error.code, error.index, error.meta]).toEqual(['1103', null, { extras_total: 3000, displayed_extras_total: 2500 }]);
    expect(error.amounts).toEqual({ total: 3000 });
    expect(price([{ extra_id: 'late', quantity: 1 }], { displayedTotal: 3000 })).toHaveLength(1);
  });

  it('adds the extras a booked plan includes at no charge, one a room, not counted in the total', () => {
    const lines = price([{ extra_id: 'late', quantity: 1 }], {
      roomPlanCodes: ['twin--breakfast', 'twin--breakfast', 'twin--room-only'],
      displayedTotal: 3000,
    });
    expect(lines[1]).toEqual({
      extra_id: 'drink',
      name: 'Welcome drinks',
      extra_type: 'generic',
      unit: 'per_room',
      date: null,
      quantity: 2,
      unit_price: 0,
      price: 0,
      price_without_tax: 0,
      tax: 0,
      inclusive: true,
    });
    expect(price([])).toEqual([]);
  });

  it('includes a dated extra on every night of the stay', () => {
    const withDinner = [{ ...DINNER, inclusive_room_plan_codes: ['twin--dinner'] }];
    const lines = priceExtras(withDinner, [], { ...ctx, roomPlanCodes: ['twin--dinner'] });
    expect(lines.map((l) => [l.date, l.quantity, l.price, l.inclusive])).toEqual([
      ['2026-12-18', 1, 0, true],
      ['2026-12-19', 1, 0, true],
    ]);
  });
});

describe('offering extras for a stay', () => {
  const offers = offerExtras(CATALOGUE, { ...ctx, roomPlanCodes: ['double--breakfast'] });

  it('leaves out extras no longer sold', () => {
    expect(offers.map((o) => o.extra_id)).toEqual(['late', 'dinner', 'cake', 'drink']);
  });

  it('prices a dated extra for each night with what is left, and lists the nights still bookable', () => {
    const dinner = offers.find((o) => o.extra_id === 'dinner')!;
    expect(dinner.prices).toEqual([
      { date: '2026-12-18', price: 12000, price_without_tax: 10910, inventory: 1 },
      { date: '2026-12-19', price: 15000, price_without_tax: 13637, inventory: 10 },
    ]);
    expect(dinner.booking_available_dates).toEqual(['2026-12-18', '2026-12-19']);
    const late = offerExtras(CATALOGUE, { ...ctx, now: new Date('2026-12-17T06:00:00Z') }).find((o) => o.extra_id === 'dinner')!;
    expect(late.booking_available_dates).toEqual(['2026-12-19']);
  });

  it('says a generic extra cannot be booked once fewer than its minimum are left', () => {
    const cake = offerExtras([{ ...CAKE, stock_sold: 4 }], ctx)[0]!;
    expect([cake.inventory, cake.bookable]).toEqual([1, false]);
  });

  it('names the asked room plans whose plan includes the extra', () => {
    expect(offers.find((o) => o.extra_id === 'drink')!.inclusive_room_plan_codes).toEqual(['double--breakfast']);
    expect(offers.find((o) => o.extra_id === 'late')!.inclusive_room_plan_codes).toEqual([]);
  });
});
