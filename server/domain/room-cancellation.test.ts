import { describe, expect, it } from 'vitest';
import { paidShare, promotionPercent, roomCancellationMoney, roomCancellationOffered, roomShare, withPromotion } from './room-cancellation.ts';

const facts = { offered: true, rooms: 2, status: 'done', lockedByHotel: false, paymentType: 'on_site', promotionPercent: 0 };

describe('cancelling one room of a reservation', () => {
  it('is offered where the hotel allows it, for a confirmed reservation of several rooms paid at the hotel or in full by card', () => {
    expect(roomCancellationOffered(facts)).toBe(true);
    expect(roomCancellationOffered({ ...facts, paymentType: 'on_site_credit_card_required' })).toBe(true);
    expect(roomCancellationOffered({ ...facts, paymentType: 'credit_card' })).toBe(true);
  });

  it('is not offered otherwise', () => {
    expect(roomCancellationOffered({ ...facts, offered: false })).toBe(false);
    expect(roomCancellationOffered({ ...facts, rooms: 1 })).toBe(false);
    expect(roomCancellationOffered({ ...facts, status: 'payment_pending' })).toBe(false);
    expect(roomCancellationOffered({ ...facts, status: 'cancelled' })).toBe(false);
    expect(roomCancellationOffered({ ...facts, lockedByHotel: true })).toBe(false);
    expect(roomCancellationOffered({ ...facts, paymentType: 'credit_card_deposit' })).toBe(false);
    expect(roomCancellationOffered({ ...facts, paymentType: 'credit_card', promotionPercent: null })).toBe(false);
    expect(roomCancellationOffered({ ...facts, paymentType: 'credit_card', promotionPercent: 5 })).toBe(true);
  });

  it('counts a room’s share less the coupon’s discount on that room', () => {
    const discounts = [
      { room_index: 0, amount: 1000 },
      { room_index: 1, amount: 700 },
      { room_index: 1, amount: 300 },
    ];
    expect(roomShare(20_000, discounts, 1)).toBe(19_000);
    expect(roomShare(20_000, [], 0)).toBe(20_000);
  });

  it('charges the policy’s percentage of the room’s share, rounded down, owed at the hotel', () => {
    expect(roomCancellationMoney({ share: 12_345, percentage: 20, total: 30_000, charged: null })).toEqual({ fee: 2469, refund: 0 });
    expect(roomCancellationMoney({ share: 12_345, percentage: 0, total: 30_000, charged: null })).toEqual({ fee: 0, refund: 0 });
  });

  it('keeps the fee from a card payment in full and refunds the rest of the room’s share', () => {
    expect(roomCancellationMoney({ share: 10_000, percentage: 20, total: 30_000, charged: 30_000 })).toEqual({ fee: 2000, refund: 8000 });
    expect(roomCancellationMoney({ share: 10_000, percentage: 0, total: 30_000, charged: 30_000 })).toEqual({ fee: 0, refund: 10_000 });
  });

  it('finds the card discount’s percentage from what was stored, and none that does not fit', () => {
    expect(promotionPercent(30_000, 1500)).toBe(5);
    expect(promotionPercent(33_333, 1666)).toBe(5);
    expect(promotionPercent(30_000, 0)).toBe(0);
    expect(promotionPercent(30_000, 1234)).toBeNull();
  });

  it('takes off the room’s share with its card discount: the rest of the stay keeps its own discount', () => {
    // 20,000 and 13,333 yen rooms, 5% off: 33,333 - 1,666 = 31,667 paid
    expect(withPromotion(33_333, 3030, 5)).toEqual({ total: 31_667, tax: 2879, promotionDiscount: 1666 });
    // without the 13,333 room: 20,000 - 1,000 = 19,000, so the room took 12,667 off
    expect(paidShare({ total: 31_667, promotionDiscount: 1666, percent: 5, share: 13_333 })).toBe(12_667);
    expect(paidShare({ total: 30_000, promotionDiscount: 0, percent: 0, share: 10_000 })).toBe(10_000);
  });
});
