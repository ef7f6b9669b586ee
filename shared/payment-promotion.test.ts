import { describe, expect, it } from 'vitest';
import { paymentPromotionApplies } from './payment-promotion.ts';

const card = (code: string) => ({ hotel_plan_code: code, payment_types: ['on_site', 'credit_card'] });

describe('paymentPromotionApplies', () => {
  it('in include mode applies to the listed plans only', () => {
    const info = { target_mode: 'include' as const, hotel_plan_codes: ['breakfast'] };
    expect(paymentPromotionApplies(info, card('breakfast'))).toBe(true);
    expect(paymentPromotionApplies(info, card('room-only'))).toBe(false);
  });

  it('in exclude mode applies to every plan but the listed ones', () => {
    const info = { target_mode: 'exclude' as const, hotel_plan_codes: ['early-bird'] };
    expect(paymentPromotionApplies(info, card('breakfast'))).toBe(true);
    expect(paymentPromotionApplies(info, card('early-bird'))).toBe(false);
  });

  it('never applies to a plan paid at the hotel only, or without a promotion', () => {
    expect(paymentPromotionApplies({ target_mode: 'exclude', hotel_plan_codes: [] }, { hotel_plan_code: 'breakfast', payment_types: ['on_site'] })).toBe(false);
    expect(paymentPromotionApplies(null, card('breakfast'))).toBe(false);
  });
});
