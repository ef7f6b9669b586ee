import { describe, expect, it } from 'vitest';
import { applyCoupon, CouponNotAllowedError, couponUsedUp, couponWindowProblem, type CouponRoom, type CouponTerms } from './coupons.ts';

const percent = (value: number, overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'WINTER10',
  discount_type: 'percentage',
  value,
  max_discounted_nights: null,
  hotel_plan_codes: [],
  ...overrides,
});
const amount = (value: number, overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'FAMILY2000',
  discount_type: 'amount',
  value,
  max_discounted_nights: null,
  hotel_plan_codes: [],
  ...overrides,
});

const room = (roomIndex: number, hotelPlanCode: string, prices: number[]): CouponRoom => ({
  roomIndex,
  hotelPlanCode,
  nights: prices.map((price, i) => ({ date: `2026-12-${String(10 + i).padStart(2, '0')}`, price })),
});
const ANY = { percentageOnly: false };

describe('applyCoupon', () => {
  it('discounts only the first n nights of each room', () => {
    const { lines, total } = applyCoupon(
      percent(10, { max_discounted_nights: 2 }),
      [room(0, 'room-only', [10000, 12000, 14000]), room(1, 'room-only', [8000, 8000, 8000])],
      ANY,
    );
    expect(lines.map((l) => [l.roomIndex, l.date, l.amount])).toEqual([
      [0, '2026-12-10', 1000],
      [0, '2026-12-11', 1200],
      [1, '2026-12-10', 800],
      [1, '2026-12-11', 800],
    ]);
    expect(total).toBe(3800);
  });

  it('counts the first nights by date, whatever order they come in', () => {
    const shuffled: CouponRoom = {
      roomIndex: 0,
      hotelPlanCode: 'x',
      nights: [
        { date: '2026-12-12', price: 3000 },
        { date: '2026-12-10', price: 1000 },
        { date: '2026-12-11', price: 2000 },
      ],
    };
    expect(applyCoupon(percent(50, { max_discounted_nights: 1 }), [shuffled], ANY).lines).toEqual([
      { kind: 'coupon', code: 'WINTER10', roomIndex: 0, date: '2026-12-10', amount: 500 },
    ]);
  });

  it('discounts only rooms of the target plans', () => {
    const { lines, total } = applyCoupon(percent(20, { hotel_plan_codes: ['breakfast'] }), [room(0, 'room-only', [10000]), room(1, 'breakfast', [12500])], ANY);
    expect(lines.map((l) => l.roomIndex)).toEqual([1]);
    expect(total).toBe(2500);
  });

  it('gives nothing when no room is of a target plan', () => {
    expect(applyCoupon(percent(20, { hotel_plan_codes: ['breakfast'] }), [room(0, 'room-only', [10000])], ANY)).toEqual({ lines: [], total: 0 });
  });

  it('rounds a percentage down to a whole minor unit each night', () => {
    const { lines, total } = applyCoupon(percent(15), [room(0, 'a', [999, 1001, 7])], ANY);
    // 149.85 -> 149, 150.15 -> 150, 1.05 -> 1
    expect(lines.map((l) => l.amount)).toEqual([149, 150, 1]);
    expect(total).toBe(300);
  });

  it('leaves out nights whose discount rounds to nothing', () => {
    expect(applyCoupon(percent(10), [room(0, 'a', [9, 100])], ANY).lines.map((l) => l.amount)).toEqual([10]);
  });

  it('spreads an amount over the eligible nights, earlier nights taking the odd units', () => {
    const { lines, total } = applyCoupon(amount(1001), [room(0, 'a', [5000, 5000]), room(1, 'a', [5000])], ANY);
    expect(lines.map((l) => l.amount)).toEqual([334, 334, 333]);
    expect(total).toBe(1001);
  });

  it('takes an amount once for the reservation, on the first n nights of each room', () => {
    const { lines } = applyCoupon(amount(2000, { max_discounted_nights: 1 }), [room(0, 'a', [9000, 9000]), room(1, 'a', [9000, 9000])], ANY);
    expect(lines.map((l) => [l.roomIndex, l.date, l.amount])).toEqual([
      [0, '2026-12-10', 1000],
      [1, '2026-12-10', 1000],
    ]);
  });

  it('never takes more than a night costs, moving the rest to other nights', () => {
    const { lines, total } = applyCoupon(amount(3000), [room(0, 'a', [500, 4000])], ANY);
    expect(lines.map((l) => l.amount)).toEqual([500, 2500]);
    expect(total).toBe(3000);
  });

  it('never takes more than the whole stay costs', () => {
    const { lines, total } = applyCoupon(amount(5000, { max_discounted_nights: 1 }), [room(0, 'a', [1200, 9000])], ANY);
    expect(lines.map((l) => l.amount)).toEqual([1200]);
    expect(total).toBe(1200);
  });

  it('refuses an amount coupon when the hotel accepts percentages only, and still takes percentages', () => {
    expect(() => applyCoupon(amount(2000), [room(0, 'a', [9000])], { percentageOnly: true })).toThrow(CouponNotAllowedError);
    expect(applyCoupon(percent(10), [room(0, 'a', [9000])], { percentageOnly: true }).total).toBe(900);
  });
});

describe('coupon validity', () => {
  const coupon = { active: true, valid_from: '2026-12-01', valid_until: '2026-12-31' };
  it('is valid on the booking dates from valid_from to valid_until, both included', () => {
    expect(couponWindowProblem(coupon, '2026-12-01')).toBeNull();
    expect(couponWindowProblem(coupon, '2026-12-31')).toBeNull();
  });
  it('says not yet valid before, expired after, and invalid when switched off', () => {
    expect(couponWindowProblem(coupon, '2026-11-30')).toBe('coupon_not_yet_valid');
    expect(couponWindowProblem(coupon, '2027-01-01')).toBe('coupon_expired');
    expect(couponWindowProblem({ ...coupon, active: false }, '2026-12-10')).toBe('coupon_invalid');
    expect(couponWindowProblem({ active: true, valid_from: null, valid_until: null }, '2099-01-01')).toBeNull();
  });
  it('is used up once every use of a limit is taken, never without a limit', () => {
    expect(couponUsedUp({ usage_limit: 3, used_count: 2 })).toBe(false);
    expect(couponUsedUp({ usage_limit: 3, used_count: 3 })).toBe(true);
    expect(couponUsedUp({ usage_limit: null, used_count: 1000 })).toBe(false);
  });
});
