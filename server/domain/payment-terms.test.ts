import { describe, expect, it } from 'vitest';
import { acceptedBrands, cardStep, offeredPaymentTypes } from './payment-terms.ts';

describe('the card step of a payment_pending reservation', () => {
  it('tells the card step of a reservation: charge its deposit amount, verify the guarantee card, or none', () => {
    expect(cardStep({ payment_type: 'credit_card_deposit', deposit_amount: 3000 })).toEqual({ kind: 'charge', amount: 3000 });
    expect(cardStep({ payment_type: 'on_site_credit_card_required', deposit_amount: null })).toEqual({ kind: 'verify' });
    expect(cardStep({ payment_type: 'on_site', deposit_amount: null })).toBeNull();
  });
});

describe('card brands and methods offered (spec 1 §5)', () => {
  it('accepts Visa and Mastercard, and above 1,000,000 yen only the other brands', () => {
    expect(acceptedBrands(1_000_000, 'JPY')).toEqual(['visa', 'mastercard']);
    expect(acceptedBrands(1_000_001, 'JPY')).toEqual(['amex', 'jcb', 'diners']);
    expect(acceptedBrands(2_000_000, 'KRW')).toEqual(['visa', 'mastercard']);
  });

  it('offers only payment at the hotel while card payment is off', () => {
    expect(offeredPaymentTypes(['credit_card_deposit', 'on_site'], true)).toEqual(['on_site', 'credit_card_deposit']);
    expect(offeredPaymentTypes(['credit_card_deposit', 'on_site'], false)).toEqual(['on_site']);
    expect(offeredPaymentTypes(['credit_card'], false)).toEqual([]);
  });
});
