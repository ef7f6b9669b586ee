import { describe, expect, it } from 'vitest';
import { priceNight, priceStay, splitTax } from './pricing.ts';

describe('pricing', () => {
  it('adds each child’s tier share of the per-adult price to the room rate', () => {
    // 2 adults at 14,400: 7,200 each; tier A pays 70% (5,040), tier B 50% (3,600), infants nothing
    expect(
      priceNight(14400, 2, [
        { code: 'A', count: 1, ratePercent: 70 },
        { code: 'B', count: 2, ratePercent: 50 },
        { code: 'C', count: 1, ratePercent: 0 },
      ]),
    ).toBe(14400 + 5040 + 7200);
  });

  // Each child's share is rounded half up to a whole minor unit, per child and per night
  // (pricing.ts); the amounts below are ones where floor, round and ceil all disagree somewhere.
  it('rounds a child’s share in yen half up: .5 and above up, below .5 down', () => {
    const child = (ratePercent: number, count = 1) => [{ code: 'A', count, ratePercent }];
    expect(priceNight(9997, 1, child(50))).toBe(9997 + 4999); // 4,998.5: floor and half-even give 4,998
    expect(priceNight(10001, 1, child(70))).toBe(10001 + 7001); // 7,000.7: floor gives 7,000
    expect(priceNight(10001, 1, child(30))).toBe(10001 + 3000); // 3,000.3: ceil gives 3,001
    expect(priceNight(10000, 3, child(50))).toBe(10000 + 1667); // 3,333.33 per adult, half is 1,666.67
  });

  it('rounds each child on their own, not the tier’s total', () => {
    // 3,000.3 each: 3,000 + 3,000, where rounding the pair would give 6,001
    expect(priceNight(10001, 1, [{ code: 'A', count: 2, ratePercent: 30 }])).toBe(10001 + 6000);
    // two children of 50% and 70% of 5,000.5 (10,001 for 2 adults): 2,500.25 to 2,500 and 3,500.35 to 3,500
    expect(
      priceNight(10001, 2, [
        { code: 'A', count: 1, ratePercent: 50 },
        { code: 'B', count: 1, ratePercent: 70 },
      ]),
    ).toBe(10001 + 2500 + 3500);
  });

  it('rounds each night on its own over a stay', () => {
    // 3,000.3 a night is 3,000 each night: the stay's 6,000.6 would round to 6,001
    const stay = priceStay(
      [
        { date: '2026-12-10', price: 10001 },
        { date: '2026-12-11', price: 10001 },
      ],
      1,
      [{ code: 'A', count: 1, ratePercent: 30 }],
    );
    expect(stay.total).toBe(2 * (10001 + 3000));
  });

  it('rounds half up to a whole cent in a currency with 2 decimals', () => {
    const child = (ratePercent: number) => [{ code: 'A', count: 1, ratePercent }];
    expect(priceNight(12345, 1, child(50))).toBe(12345 + 6173); // $61.725 is $61.73, not $61.72
    expect(priceNight(12345, 1, child(33))).toBe(12345 + 4074); // $40.7385 is $40.74
    expect(priceNight(12345, 1, child(11))).toBe(12345 + 1358); // $13.5795 is $13.58
    expect(priceNight(10001, 1, child(30))).toBe(10001 + 3000); // $30.003 is $30.00, not $30.01
  });

  it('totals every night of a stay', () => {
    const stay = priceStay(
      [
        { date: '2026-12-10', price: 10000 },
        { date: '2026-12-11', price: 12500 },
      ],
      1,
      [],
    );
    expect(stay).toEqual({
      nights: [
        { date: '2026-12-10', price: 10000 },
        { date: '2026-12-11', price: 12500 },
      ],
      total: 22500,
    });
  });

  it('splits 10% consumption tax out of a tax-included price, rounding the tax down', () => {
    expect(splitTax(11000, 1000)).toEqual({ tax: 1000, withoutTax: 10000 });
    expect(splitTax(32400, 1000)).toEqual({ tax: 2945, withoutTax: 29455 });
    expect(splitTax(3150, 500)).toEqual({ tax: 150, withoutTax: 3000 });
    expect(splitTax(999, 0)).toEqual({ tax: 0, withoutTax: 999 });
  });
});
