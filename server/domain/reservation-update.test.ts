import { describe, expect, it } from 'vitest';
import {
  cardChangeMoney,
  changeDeadline,
  changeMovesCard,
  meetsOriginalMinimum,
  originalMinimumNights,
  planChangeAllowed,
  priceDifference,
  stockShifts,
  type UpdateFacts,
  updateSettings,
} from './reservation-update.ts';

const FACTS: UpdateFacts = {
  offered: true,
  status: 'done',
  paymentType: 'on_site',
  paidAmount: 0,
  lockedByHotel: false,
  checkin: '2026-12-20',
  timezone: 'Asia/Tokyo',
  // 18:00 on 19 December in Tokyo
  now: new Date('2026-12-19T09:00:00Z'),
};

describe('whether a guest may change a reservation', () => {
  it('allows a booking paid at the hotel until the check-in day begins at the hotel', () => {
    expect(updateSettings(FACTS)).toEqual({ is_active: true, updatable: true, reason: null });
    expect(updateSettings({ ...FACTS, now: new Date('2026-12-19T14:59:59Z') }).updatable).toBe(true);
  });

  it('refuses from midnight of the check-in day, hotel time, as online cancellation is', () => {
    expect(changeDeadline('2026-12-20', 'Asia/Tokyo').toISOString()).toBe('2026-12-19T15:00:00.000Z');
    expect(updateSettings({ ...FACTS, now: new Date('2026-12-19T15:00:00Z') })).toEqual({
      is_active: true,
      updatable: false,
      reason: 'change_deadline_passed',
    });
    expect(updateSettings({ ...FACTS, now: new Date('2026-12-21T00:00:00Z') }).reason).toBe('change_deadline_passed');
  });

  it('refuses a reservation the hotel staff edited, before any other reason but cancellation', () => {
    expect(updateSettings({ ...FACTS, lockedByHotel: true }).reason).toBe('locked_by_hotel');
    expect(updateSettings({ ...FACTS, lockedByHotel: true, now: new Date('2026-12-20T03:00:00Z') }).reason).toBe('locked_by_hotel');
    expect(updateSettings({ ...FACTS, lockedByHotel: true, status: 'cancelled' }).reason).toBe('already_cancelled');
  });

  it('allows a stay paid in full by card or by a card deposit; refuses money taken online otherwise, and a card payment still open', () => {
    expect(updateSettings({ ...FACTS, paymentType: 'credit_card', paidAmount: 30000 }).updatable).toBe(true);
    expect(updateSettings({ ...FACTS, paymentType: 'credit_card_deposit', paidAmount: 9000 }).updatable).toBe(true);
    expect(updateSettings({ ...FACTS, status: 'payment_pending', paymentType: 'credit_card_deposit' }).reason).toBe('payment_pending');
    expect(updateSettings({ ...FACTS, paymentType: 'on_site', paidAmount: 5000 }).reason).toBe('prepaid');
    expect(updateSettings({ ...FACTS, status: 'payment_pending', paymentType: 'credit_card' }).reason).toBe('payment_pending');
  });

  it('allows a stay paid at the hotel with a card kept only as a guarantee', () => {
    expect(updateSettings({ ...FACTS, paymentType: 'on_site_credit_card_required' }).updatable).toBe(true);
  });

  it('says the feature is off where the hotel offers no online changes', () => {
    expect(updateSettings({ ...FACTS, offered: false })).toEqual({ is_active: false, updatable: false, reason: 'not_offered' });
  });
});

describe('the stay rules of a change', () => {
  it('takes the largest minimum stay of the original plans on the original check-in date', () => {
    const rows = [
      { stay_date: '2026-12-19', min_stay: 5 },
      { stay_date: '2026-12-20', min_stay: 2 },
      { stay_date: '2026-12-20', min_stay: 3 },
      { stay_date: '2026-12-20', min_stay: null },
    ];
    expect(originalMinimumNights(rows, '2026-12-20')).toBe(3);
    expect(originalMinimumNights([], '2026-12-20')).toBe(1);
  });

  it('refuses a stay shorter than the original minimum, and keeps a day use a day use', () => {
    expect(meetsOriginalMinimum(3, 2, 3)).toBe(false);
    expect(meetsOriginalMinimum(3, 3, 4)).toBe(true);
    expect(meetsOriginalMinimum(1, 1, 0)).toBe(false);
    expect(meetsOriginalMinimum(1, 0, 0)).toBe(true);
  });

  it('lets the room type change but never the plan', () => {
    expect(planChangeAllowed('plan-a', 'plan-a')).toBe(true);
    expect(planChangeAllowed('plan-a', 'plan-b')).toBe(false);
  });

  it('says what the change costs or saves against the current total', () => {
    expect(priceDifference(30000, 42000)).toEqual({ difference: 12000, direction: 'more' });
    expect(priceDifference(30000, 21000)).toEqual({ difference: -9000, direction: 'less' });
    expect(priceDifference(30000, 30000)).toEqual({ difference: 0, direction: 'same' });
  });
});

describe('the stock a change moves', () => {
  it('takes only the new nights and gives back only the nights left, per room type and plan', () => {
    const before = [{ roomTypeId: 'twin', hotelPlanId: 'room-only', nights: ['2026-12-20', '2026-12-21'] }];
    const after = [{ roomTypeId: 'twin', hotelPlanId: 'room-only', nights: ['2026-12-21', '2026-12-22'] }];
    expect(stockShifts(before, after)).toEqual({
      rooms: [
        { id: 'twin', date: '2026-12-20', n: -1 },
        { id: 'twin', date: '2026-12-22', n: 1 },
      ],
      plans: [
        { id: 'room-only', date: '2026-12-20', n: -1 },
        { id: 'room-only', date: '2026-12-22', n: 1 },
      ],
    });
  });

  it('moves one room of two to another room type on the same nights without touching the plan', () => {
    const nights = ['2026-12-20'];
    const before = [
      { roomTypeId: 'twin', hotelPlanId: 'p', nights },
      { roomTypeId: 'twin', hotelPlanId: 'p', nights },
    ];
    const after = [
      { roomTypeId: 'twin', hotelPlanId: 'p', nights },
      { roomTypeId: 'double', hotelPlanId: 'p', nights },
    ];
    expect(stockShifts(before, after)).toEqual({
      rooms: [
        { id: 'double', date: '2026-12-20', n: 1 },
        { id: 'twin', date: '2026-12-20', n: -1 },
      ],
      plans: [],
    });
  });

  it('moves nothing when nothing changes', () => {
    const rooms = [{ roomTypeId: 'twin', hotelPlanId: 'p', nights: ['2026-12-20', '2026-12-21'] }];
    expect(stockShifts(rooms, rooms)).toEqual({ rooms: [], plans: [] });
  });
});

describe('the money of a change paid by card', () => {
  it('refunds what a shorter stay gives up when no cancellation fee is in force', () => {
    expect(cardChangeMoney({ charged: 30000, newCharge: 20000, previousTotal: 30000, newTotal: 20000, percentage: 0 })).toEqual({
      refund: 10000,
      fee: 0,
      due: 0,
    });
  });

  it('keeps the cancellation fee in force on what the change gives up, rounded down', () => {
    expect(cardChangeMoney({ charged: 30001, newCharge: 20000, previousTotal: 30001, newTotal: 20000, percentage: 50 })).toEqual({
      refund: 5001,
      fee: 5000,
      due: 0,
    });
  });

  it('moves no money for a change at the same price', () => {
    expect(cardChangeMoney({ charged: 30000, newCharge: 30000, previousTotal: 30000, newTotal: 30000, percentage: 80 })).toEqual({
      refund: 0,
      fee: 0,
      due: 0,
    });
  });

  it('leaves the difference due for a change that costs more than was charged, keeping no fee and refunding nothing', () => {
    expect(cardChangeMoney({ charged: 30000, newCharge: 45600, previousTotal: 30000, newTotal: 45600, percentage: 80 })).toEqual({
      refund: 0,
      fee: 0,
      due: 15600,
    });
  });

  it('counts only what the card still holds: after a refund and a kept fee, a dearer stay is due from what is left', () => {
    // 30000 paid, 4000 refunded and 1000 kept by an earlier cheaper change: 25000 still counts for the stay
    expect(cardChangeMoney({ charged: 25000, newCharge: 28000, previousTotal: 25000, newTotal: 28000, percentage: 50 })).toEqual({
      refund: 0,
      fee: 0,
      due: 3000,
    });
  });

  it('moves a card deposit to the new stay’s deposit: a cheaper stay refunds the excess less the fee, a dearer one asks the difference', () => {
    // 30% deposits: 9000 of 30000 held; the new stay of 20000 asks 6000, of 40000 asks 12000
    expect(cardChangeMoney({ charged: 9000, newCharge: 6000, previousTotal: 30000, newTotal: 20000, percentage: 10 })).toEqual({
      refund: 2000,
      fee: 1000,
      due: 0,
    });
    expect(cardChangeMoney({ charged: 9000, newCharge: 12000, previousTotal: 30000, newTotal: 40000, percentage: 50 })).toEqual({
      refund: 0,
      fee: 0,
      due: 3000,
    });
  });

  it('keeps no more of a deposit than its excess over the new deposit, as a cancellation keeps no more than was paid', () => {
    expect(cardChangeMoney({ charged: 9000, newCharge: 6000, previousTotal: 30000, newTotal: 20000, percentage: 50 })).toEqual({
      refund: 0,
      fee: 3000,
      due: 0,
    });
  });

  it('moves money on the card of a stay paid in full by card or by a card deposit only', () => {
    expect(['credit_card', 'credit_card_deposit', 'on_site', 'on_site_credit_card_required'].map(changeMovesCard)).toEqual([true, true, false, false]);
  });
});
