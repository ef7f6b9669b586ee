import { describe, expect, it } from 'vitest';
import { reservationTotals } from './reservation-totals.ts';
import { splitTax } from './tax.ts';

describe('reservationTotals', () => {
  it('adds the extras and takes the coupon off the rooms', () => {
    const totals = reservationTotals({
      roomsTotal: 40_000,
      extras: { total: 6_000, tax: 545 },
      discounts: [{ amount: 2_000 }, { amount: 2_000 }],
      taxRateBp: 1000,
    });
    expect(totals).toMatchObject({ roomsTotal: 40_000, extrasTotal: 6_000, discount: 4_000, total: 42_000 });
  });

  it('splits the rooms’ tax off their total and gives back each discount line’s own tax', () => {
    const totals = reservationTotals({ roomsTotal: 33_000, extras: { total: 0, tax: 0 }, discounts: [{ amount: 1_650 }, { amount: 1_651 }], taxRateBp: 1000 });
    const roomsTax = splitTax(33_000, 1000).tax;
    expect(totals.tax).toBe(roomsTax - splitTax(1_650, 1000).tax - splitTax(1_651, 1000).tax);
    expect(totals.totalWithoutTax).toBe(totals.total - totals.tax);
  });

  it('with nothing but rooms is the rooms’ own total and tax', () => {
    expect(reservationTotals({ roomsTotal: 18_000, extras: { total: 0, tax: 0 }, discounts: [], taxRateBp: 1000 })).toEqual({
      roomsTotal: 18_000,
      extrasTotal: 0,
      discount: 0,
      total: 18_000,
      tax: 1_636,
      totalWithoutTax: 16_364,
    });
  });
});
