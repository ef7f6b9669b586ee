// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client.ts';
import { envelope, json, mockFetch } from '../../testing/render.tsx';
import { WINTER } from './test-fixtures.ts';
import { $appliedCoupon, $couponError, $couponState, applyCouponCode, couponDiscount, refreshCoupon, removeCoupon } from './coupon-store.ts';

const STAY = { hotelCode: 'sakura-kyoto', checkin: '2030-06-12', checkout: '2030-06-15', roomPlanCodes: ['DBL-BB'] };
const ROOMS = [
  {
    roomIndex: 0,
    hotelPlanCode: 'BB',
    nights: [
      { date: '2030-06-12', price: 12000 },
      { date: '2030-06-13', price: 14400 },
      { date: '2030-06-14', price: 10000 },
    ],
  },
];

beforeEach(() => {
  removeCoupon();
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('coupon store', () => {
  it('checks the code for the stay and plans, then discounts the first two nights as the server will', async () => {
    const { requests } = mockFetch(() => json(200, { data: WINTER }));
    expect(await applyCouponCode(' winter10 ', STAY)).toBe(true);
    const url = requests[0]!.url;
    expect(url.pathname).toBe('/api/v1/hotels/sakura-kyoto/coupons/winter10');
    expect(Object.fromEntries(url.searchParams)).toEqual({ checkin_date: '2030-06-12', checkout_date: '2030-06-15', room_plan_codes: 'DBL-BB' });
    expect($appliedCoupon.get()?.code).toBe('WINTER10');
    const discount = couponDiscount(ROOMS);
    expect(discount.lines.map((line) => [line.date, line.amount])).toEqual([
      ['2030-06-12', 1200],
      ['2030-06-13', 1440],
    ]);
    expect(discount.total).toBe(2640);
  });

  it('applies one coupon at a time: another code is refused until the first is removed', async () => {
    const { requests } = mockFetch(() => json(200, { data: WINTER }));
    await applyCouponCode('WINTER10', STAY);
    expect(await applyCouponCode('FAMILY2000', STAY)).toBe(false);
    expect(requests).toHaveLength(1);
    expect($couponError.get()).toEqual({ code: 'FAMILY2000', error: 'remove_first' });
    expect($appliedCoupon.get()?.code).toBe('WINTER10');
    removeCoupon();
    expect($appliedCoupon.get()).toBeNull();
    expect($couponError.get()).toBeNull();
    expect(await applyCouponCode('FAMILY2000', STAY)).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('keeps the refusal and gives no discount for a refused code', async () => {
    mockFetch(() => json(422, envelope(422, '1500', 'This coupon has expired.', ['coupon_expired'])));
    expect(await applyCouponCode('AUTUMN15', STAY)).toBe(false);
    const state = $couponState.get();
    expect(state.status === 'error' && state.code).toBe('AUTUMN15');
    expect(couponDiscount(ROOMS)).toEqual({ lines: [], total: 0 });
  });

  it('checks the applied coupon again when the plans change, and drops it when it no longer applies', async () => {
    mockFetch(() => json(200, { data: WINTER }));
    await applyCouponCode('WINTER10', STAY);
    const { requests } = mockFetch(() => json(422, envelope(422, '2001', 'Not for this plan', ['coupon_not_applicable'])));
    await refreshCoupon(STAY);
    expect(requests).toHaveLength(0);
    await refreshCoupon({ ...STAY, roomPlanCodes: ['DBL-RO'] });
    expect(requests[0]!.url.searchParams.get('room_plan_codes')).toBe('DBL-RO');
    expect($appliedCoupon.get()).toBeNull();
    expect($couponState.get().status).toBe('error');
  });
});
