import { describe, expect, it } from 'vitest';
import { selectedRoomFixture, selectionFixture } from '../../testing/fixtures.ts';
import { offeredPaymentMethods } from '../../lib/selection.ts';
import { checkoutPaymentTerms, paymentMethodFor } from './payment-method-store.ts';

const card = selectedRoomFixture({ hotelPlanCode: 'room-only', paymentTypes: ['credit_card', 'on_site'] });
const deposit = selectedRoomFixture({ roomIndex: 1, hotelPlanCode: 'breakfast', paymentTypes: ['credit_card_deposit', 'on_site'], depositPercentage: 30 });
const earlyBird = selectedRoomFixture({ hotelPlanCode: 'early-bird', paymentTypes: ['on_site_credit_card_required', 'on_site'] });
const promotion = { target_mode: 'exclude' as const, hotel_plan_codes: ['early-bird'], name: '5% off when you pay by card', discount_percent: 5 };

describe('how the booking is paid (spec 1 §5)', () => {
  it('offers only what every room’s plan takes: rooms cannot mix methods', () => {
    expect(paymentMethodFor([card], null)).toBe('on_site');
    expect(paymentMethodFor([card], 'credit_card')).toBe('credit_card');
    // the card room and the deposit room share only payment at the hotel
    expect(paymentMethodFor([card, deposit], 'credit_card')).toBe('on_site');
    expect(paymentMethodFor([selectedRoomFixture({ paymentTypes: ['credit_card'] })], null)).toBe('credit_card');
  });

  it('takes the payment promotion off a card payment, as the server books it', () => {
    const selection = selectionFixture({ rooms: [card], paymentPromotion: promotion });
    expect(checkoutPaymentTerms(selection, 'credit_card', 26400, 2400)).toMatchObject({ total: 25080, promotionDiscount: 1320, depositAmount: 25080 });
    expect(checkoutPaymentTerms(selection, 'on_site', 26400, 2400)).toMatchObject({ total: 26400, promotionDiscount: 0, depositAmount: null });
  });

  it('charges a deposit plan its share now and leaves the rest for the hotel', () => {
    const selection = selectionFixture({ rooms: [{ ...deposit, roomIndex: 0 }], paymentPromotion: promotion });
    expect(checkoutPaymentTerms(selection, 'credit_card_deposit', 26400, 2400)).toMatchObject({ total: 26400, depositAmount: 7920 });
  });

  it('offers the card kept as a guarantee only when every room’s plan takes it, never by default', () => {
    expect(offeredPaymentMethods([earlyBird])).toEqual(['on_site', 'on_site_credit_card_required']);
    expect(paymentMethodFor([earlyBird], null)).toBe('on_site');
    expect(paymentMethodFor([earlyBird], 'on_site_credit_card_required')).toBe('on_site_credit_card_required');
    // a room-only room alongside: the plans share only payment at the hotel
    expect(offeredPaymentMethods([earlyBird, { ...card, roomIndex: 1 }])).toEqual(['on_site']);
    expect(paymentMethodFor([earlyBird, { ...card, roomIndex: 1 }], 'on_site_credit_card_required')).toBe('on_site');
  });

  it('charges nothing now for a guarantee: the whole total is paid at the hotel, the card verified', () => {
    const selection = selectionFixture({ rooms: [earlyBird], paymentPromotion: promotion });
    expect(checkoutPaymentTerms(selection, 'on_site_credit_card_required', 26400, 2400)).toMatchObject({
      total: 26400,
      promotionDiscount: 0,
      depositAmount: null,
      cardVerification: true,
      onSiteAllowed: true,
    });
  });
});
