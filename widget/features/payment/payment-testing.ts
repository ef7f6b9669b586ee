import { reservationFixture } from '../../testing/fixtures.ts';

/** Test helpers of the payment step: the sandbox gateway's origin, a held reservation and its card fields. */

export const GATEWAY = 'http://127.0.0.1:8090';
/** The payment transaction of the first card tried. */
export const TX = '5b0d3f8e-2a8c-4d7e-9f41-6c1d2e3f4a5b';

/** A reservation held payment_pending for a card payment of ¥25,080 (¥26,400 less the 5% card promotion). */
export const heldReservation = reservationFixture({
  status: 'payment_pending',
  payment_type: 'credit_card',
  deposit_amount: 25080,
  promotion_discount_amount: 1320,
  total_price: 25080,
  remain_amount: 0,
  on_site_allowed: true,
  payment_expires_at: '2030-05-01T10:15:00Z',
});

/** The gateway's card fields opened for it. */
export const cardSession = {
  transaction_id: TX,
  hosted_fields_url: `${GATEWAY}/fields/pay_1`,
  purpose: 'pay',
  gateway_origin: GATEWAY,
  amount: 25080,
  currency: 'JPY',
  accepted_brands: ['visa', 'mastercard'],
  card_valid_through: '2030-06-14',
  expires_at: '2030-05-01T10:15:00Z',
  saved_cards: [] as Array<{ id: string; brand: string; last4: string; exp_month: number; exp_year: number; holder: string | null }>,
};

/** A reservation held payment_pending for its card to be verified as a guarantee: ¥26,400 at the hotel, nothing charged. */
export const guaranteedReservation = reservationFixture({
  status: 'payment_pending',
  payment_type: 'on_site_credit_card_required',
  deposit_amount: null,
  paid_amount: 0,
  promotion_discount_amount: 0,
  total_price: 26400,
  remain_amount: 26400,
  on_site_allowed: true,
  payment_expires_at: '2030-05-01T10:15:00Z',
});

/** The gateway's card fields opened to verify it for nothing. */
export const verifySession = { ...cardSession, hosted_fields_url: `${GATEWAY}/fields/verify_1`, purpose: 'verify', amount: 0 };
