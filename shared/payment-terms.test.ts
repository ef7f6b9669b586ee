import { describe, expect, it } from 'vitest';
import { paymentTerms } from './payment-terms.ts';

const CARD = { hotel_plan_code: 'room-only', payment_types: ['credit_card', 'on_site'], deposit_percentage: null };
const DEPOSIT = { hotel_plan_code: 'breakfast', payment_types: ['credit_card_deposit', 'on_site'], deposit_percentage: 30 };
const HOTEL_ONLY = { hotel_plan_code: 'early-bird', payment_types: ['on_site'], deposit_percentage: null };
const PROMOTION = { target_mode: 'exclude' as const, hotel_plan_codes: ['early-bird'], discount_percent: 5 };

describe('what a booking pays and when (spec 1 §3, §5)', () => {
  it('charges a card plan its total less the payment promotion, the tax in proportion', () => {
    expect(paymentTerms({ method: 'credit_card', plans: [CARD], total: 30001, tax: 2727, promotion: PROMOTION })).toEqual({
      ok: true,
      terms: { total: 28501, tax: 2591, promotionDiscount: 1500, depositAmount: 28501, cardVerification: false, onSiteAllowed: true },
    });
  });

  it('gives no promotion to a plan outside its target, nor to payment at the hotel', () => {
    const excluded = { ...CARD, hotel_plan_code: 'early-bird' };
    expect(paymentTerms({ method: 'credit_card', plans: [excluded], total: 10000, tax: 909, promotion: PROMOTION })).toMatchObject({
      terms: { promotionDiscount: 0 },
    });
    expect(paymentTerms({ method: 'on_site', plans: [CARD], total: 10000, tax: 909, promotion: PROMOTION })).toMatchObject({
      terms: { total: 10000, promotionDiscount: 0, depositAmount: null },
    });
  });

  it("takes a deposit plan's percentage now and leaves the rest at the hotel", () => {
    expect(paymentTerms({ method: 'credit_card_deposit', plans: [DEPOSIT, DEPOSIT], total: 33333, tax: 3030, promotion: PROMOTION })).toMatchObject({
      terms: { total: 33333, depositAmount: 9999, promotionDiscount: 0 },
    });
  });

  it('charges nothing for payment at the hotel with a card as guarantee, and asks for the card to be verified', () => {
    const guarantee = { hotel_plan_code: 'early-bird', payment_types: ['on_site_credit_card_required'], deposit_percentage: null };
    expect(paymentTerms({ method: 'on_site_credit_card_required', plans: [guarantee], total: 10000, tax: 909, promotion: PROMOTION })).toEqual({
      ok: true,
      terms: { total: 10000, tax: 909, promotionDiscount: 0, depositAmount: null, cardVerification: true, onSiteAllowed: false },
    });
    expect(paymentTerms({ method: 'on_site', plans: [HOTEL_ONLY], total: 1, tax: 0, promotion: null })).toMatchObject({ terms: { cardVerification: false } });
    expect(paymentTerms({ method: 'on_site_credit_card_required', plans: [CARD], total: 1, tax: 0, promotion: null })).toEqual({
      ok: false,
      reason: 'payment_type_not_allowed',
    });
  });

  it("refuses a method one room's plan does not take: rooms cannot mix payment methods", () => {
    expect(paymentTerms({ method: 'credit_card', plans: [CARD, HOTEL_ONLY], total: 1, tax: 0, promotion: null })).toEqual({
      ok: false,
      reason: 'payment_type_not_allowed',
    });
    expect(paymentTerms({ method: 'credit_card', plans: [CARD, DEPOSIT], total: 1, tax: 0, promotion: null })).toEqual({
      ok: false,
      reason: 'payment_type_not_allowed',
    });
    expect(
      paymentTerms({ method: 'credit_card_deposit', plans: [DEPOSIT, { ...DEPOSIT, deposit_percentage: 50 }], total: 1, tax: 0, promotion: null }),
    ).toEqual({
      ok: false,
      reason: 'deposit_percentages_differ',
    });
  });

  it('lets a guest switch to the hotel only when every plan takes it', () => {
    const cardOnly = { ...CARD, payment_types: ['credit_card'] };
    expect(paymentTerms({ method: 'credit_card', plans: [CARD, cardOnly], total: 100, tax: 9, promotion: null })).toMatchObject({
      terms: { onSiteAllowed: false },
    });
  });
});
