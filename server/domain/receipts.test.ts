import { describe, expect, it } from 'vitest';
import { type ReceiptFacts, receiptAmount, receiptAvailability, receiptNumber, reissueCount, taxesByRate } from './receipts.ts';

const paid: ReceiptFacts = { status: 'done', payment_type: 'credit_card', paid_amount: 24_000, refunded_amount: 0, checkout_date: '2027-02-03' };

describe('receiptAvailability', () => {
  it('offers the receipt of a card-paid stay from the check-out date on, not the day before', () => {
    expect(receiptAvailability(paid, '2027-02-02')).toEqual({ available: false, reason: 'receipt_before_checkout', available_from: '2027-02-03' });
    expect(receiptAvailability(paid, '2027-02-03')).toEqual({ available: true });
    expect(receiptAvailability(paid, '2028-01-01')).toEqual({ available: true });
  });

  it('offers the receipt of a deposit paid by card', () => {
    expect(receiptAvailability({ ...paid, payment_type: 'credit_card_deposit', paid_amount: 7_200 }, '2027-02-03')).toEqual({ available: true });
  });

  it('sends guests who pay at the hotel, with or without a card kept as guarantee, to the front desk', () => {
    for (const payment_type of ['on_site', 'on_site_credit_card_required'] as const) {
      expect(receiptAvailability({ ...paid, payment_type, paid_amount: 0 }, '2027-02-03')).toEqual({
        available: false,
        reason: 'receipt_paid_at_hotel',
        available_from: null,
      });
    }
  });

  it('issues nothing for a card booking whose money was never captured, or all went back', () => {
    const notPaid = { available: false, reason: 'receipt_not_paid', available_from: null };
    expect(receiptAvailability({ ...paid, status: 'payment_pending', paid_amount: 0 }, '2027-02-03')).toEqual(notPaid);
    expect(receiptAvailability({ ...paid, status: 'cancelled', refunded_amount: 24_000 }, '2027-02-03')).toEqual(notPaid);
    expect(receiptAvailability({ ...paid, refunded_amount: 24_000 }, '2027-02-03')).toEqual(notPaid);
  });

  it('acknowledges what was captured less what was refunded', () => {
    expect(receiptAmount({ paid_amount: 24_000, refunded_amount: 4_000 })).toBe(20_000);
  });
});

describe('receipt numbering', () => {
  it('numbers each issue of a reservation’s receipt and counts the re-issues', () => {
    expect(receiptNumber('YD7K2P9Q', 1)).toBe('YD7K2P9Q-1');
    expect(receiptNumber('YD7K2P9Q', 3)).toBe('YD7K2P9Q-3');
    expect(reissueCount(1)).toBe(0);
    expect(reissueCount(3)).toBe(2);
    expect(() => receiptNumber('YD7K2P9Q', 0)).toThrow(RangeError);
  });
});

describe('taxesByRate', () => {
  it('gives one rate its whole total less the coupon and the card promotion, with the tax split off once', () => {
    expect(taxesByRate({ rooms: { total: 48_000, rateBp: 1000, discounts: [1_000] }, extras: [], promotion: 2_350 })).toEqual([
      { rateBp: 1000, total: 44_650, tax: 4_059 },
    ]);
  });

  it('totals each rate apart, shares the promotion in proportion, and leaves out what costs nothing', () => {
    const taxes = taxesByRate({
      rooms: { total: 30_000, rateBp: 1000, discounts: [] },
      extras: [
        { price: 5_400, rateBp: 800 },
        { price: 4_600, rateBp: 800 },
        { price: 0, rateBp: 1000 },
      ],
      promotion: 2_000,
    });
    expect(taxes).toEqual([
      { rateBp: 1000, total: 28_500, tax: 2_590 },
      { rateBp: 800, total: 9_500, tax: 703 },
    ]);
    expect(taxes.reduce((sum, rate) => sum + rate.total, 0)).toBe(38_000);
  });
});
