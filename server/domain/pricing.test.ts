import { describe, expect, it } from 'vitest';
import { priceNight, priceStay, splitTax } from './pricing.ts';

describe('pricing', () => {
  it('adds each child’s tier share of the per-adult price to the room rate', () => {
    // 2 adults at 14,400: 7,200 each; tier A pays 70% (5,040), tier B 50% (3,600), infants nothing
    expect(priceNight(14400, 2, [{ code: 'A', count: 1, ratePercent: 70 }, { code: 'B', count: 2, ratePercent: 50 }, { code: 'C', count: 1, ratePercent: 0 }]))
      .toBe(14400 + 5040 + 7200);
  });

  it('totals every night of a stay', () => {
    const stay = priceStay([{ date: '2026-12-10', price: 10000 }, { date: '2026-12-11', price: 12500 }], 1, []);
    expect(stay).toEqual({ nights: [{ date: '2026-12-10', price: 10000 }, { date: '2026-12-11', price: 12500 }], total: 22500 });
  });

  it('splits 10% consumption tax out of a tax-included price, rounding the tax down', () => {
    expect(splitTax(11000, 1000)).toEqual({ tax: 1000, withoutTax: 10000 });
    expect(splitTax(32400, 1000)).toEqual({ tax: 2945, withoutTax: 29455 });
    expect(splitTax(3150, 500)).toEqual({ tax: 150, withoutTax: 3000 });
    expect(splitTax(999, 0)).toEqual({ tax: 0, withoutTax: 999 });
  });
});
