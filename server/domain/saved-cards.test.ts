import { describe, expect, it } from 'vitest';
import { savedCardUsable } from './saved-cards.ts';

const booking = { acceptedBrands: ['visa', 'mastercard'] as const, validThrough: '2027-03-02' };

describe('savedCardUsable', () => {
  it('takes a card of an accepted brand that is valid through the check-out month', () => {
    expect(savedCardUsable({ brand: 'visa', exp_month: 3, exp_year: 2027 }, booking)).toBe(true);
    expect(savedCardUsable({ brand: 'mastercard', exp_month: 1, exp_year: 2030 }, booking)).toBe(true);
  });

  it('refuses a card that expires before the check-out date', () => {
    expect(savedCardUsable({ brand: 'visa', exp_month: 2, exp_year: 2027 }, booking)).toBe(false);
    expect(savedCardUsable({ brand: 'visa', exp_month: 12, exp_year: 2026 }, booking)).toBe(false);
  });

  it('refuses a brand the booking does not take', () => {
    expect(savedCardUsable({ brand: 'amex', exp_month: 12, exp_year: 2030 }, booking)).toBe(false);
  });
});
