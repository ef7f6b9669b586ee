import { describe, expect, it } from 'vitest';
import type { Extra, ReservationExtraLine } from '../../../shared/api/extras.ts';
import type { ReservationExtras } from '../../../shared/api/reservation-extras.ts';
import { draftExtras, draftTotal, extraRows, stepQuantity } from './extras-change-store.ts';

const offer = (more: Partial<Extra>): Extra => ({
  extra_id: 'x',
  name: 'X',
  description: '',
  extra_type: 'generic',
  unit: 'per_item',
  min_quantity: 1,
  max_quantity: 4,
  price: 1000,
  price_without_tax: 910,
  prices: [],
  booking_available_dates: [],
  bookable: true,
  booking_deadline: null,
  inventory: null,
  inclusive_room_plan_codes: [],
  ...more,
});
const line = (more: Partial<ReservationExtraLine>): ReservationExtraLine => ({
  extra_id: 'x',
  name: 'X',
  extra_type: 'generic',
  unit: 'per_item',
  date: null,
  quantity: 1,
  unit_price: 1000,
  price: 1000,
  price_without_tax: 910,
  tax: 90,
  inclusive: false,
  ...more,
});

const DINNER = offer({
  extra_id: 'dinner',
  name: 'Dinner',
  extra_type: 'dated',
  unit: 'per_person',
  max_quantity: 6,
  price: null,
  prices: [
    { date: '2026-12-18', price: 12000, price_without_tax: 10909, inventory: 1 },
    { date: '2026-12-19', price: 15000, price_without_tax: 13636, inventory: 0 },
  ],
  booking_available_dates: ['2026-12-18'],
});
const data = (lines: ReservationExtraLine[], offers: Extra[]): ReservationExtras => ({
  editable: true,
  reason: null,
  difference_payment: null,
  refund_amount: 0,
  amount_due: 0,
  payment_number: null,
  currency: 'JPY',
  total_price: 50000,
  lines,
  offers,
});

describe('the extras form of a booked stay', () => {
  it('offers each night still open, and a held night even when none is left; the most counts the units held', () => {
    const rows = extraRows(data([line({ extra_id: 'dinner', date: '2026-12-19', quantity: 2, price: 30000 })], [DINNER]));
    expect(rows.map((row) => [row.key, row.held, row.max])).toEqual([
      ['dinner|2026-12-18', 0, 1],
      ['dinner|2026-12-19', 2, 2],
    ]);
  });

  it('prices a changed line at today’s price and keeps an unchanged one at its booked price', () => {
    const booked = data([line({ extra_id: 'dinner', date: '2026-12-19', quantity: 2, price: 28000 })], [DINNER]);
    const rows = extraRows(booked);
    expect(draftTotal(booked, rows, {})).toBe(50000);
    expect(draftTotal(booked, rows, { 'dinner|2026-12-18': 1 })).toBe(62000);
    expect(draftTotal(booked, rows, { 'dinner|2026-12-19': 1 })).toBe(50000 - 28000 + 15000);
  });

  it('sends every line wanted, and keeps the held lines the form does not show', () => {
    const booked = data([line({ extra_id: 'gone', quantity: 1 }), line({ extra_id: 'x', quantity: 2 })], [offer({})]);
    expect(draftExtras(booked, extraRows(booked), { 'x|': 0 })).toEqual([{ extra_id: 'gone', quantity: 1 }]);
  });

  it('steps between none and min..max', () => {
    expect(stepQuantity({ min: 2, max: 4 }, 0, 1)).toBe(2);
    expect(stepQuantity({ min: 2, max: 4 }, 2, 1)).toBe(0);
    expect(stepQuantity({ min: 2, max: 4 }, 3, 4)).toBe(4);
  });
});
