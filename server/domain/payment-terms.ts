import { type CardBrand, PAYMENT_METHODS, type PaymentMethod } from '../../shared/payments.ts';

/** What the card does for a payment_pending reservation: charge `amount`, or verify the card kept as a guarantee. */
export type CardStep = { kind: 'charge'; amount: number } | { kind: 'verify' };

/**
 * The card step a reservation asks for: its `deposit_amount` (the total or the deposit) charged,
 * a card verified for nothing where it is paid at the hotel with a card as guarantee
 * (on_site_credit_card_required), or none (paid at the hotel).
 */
export function cardStep(reservation: { payment_type: string; deposit_amount: number | null }): CardStep | null {
  if (reservation.deposit_amount !== null) return { kind: 'charge', amount: reservation.deposit_amount };
  return reservation.payment_type === 'on_site_credit_card_required' ? { kind: 'verify' } : null;
}

/** Spec 1 §5, spec 2 §9.2: above this many yen, Visa and Mastercard cannot pay online. */
const VISA_MASTER_LIMIT_JPY = 1_000_000;

/** Spec 1 §5: the card brands accepted, Visa and Mastercard normally; above 1,000,000 yen the others only. */
export function acceptedBrands(amount: number, currency: string): CardBrand[] {
  return currency === 'JPY' && amount > VISA_MASTER_LIMIT_JPY ? ['amex', 'jcb', 'diners'] : ['visa', 'mastercard'];
}

/** The methods a plan offers now: its own, less the card ones while the server takes no card payment (no gateway configured). */
export function offeredPaymentTypes(planTypes: readonly string[], cardPayments: boolean): PaymentMethod[] {
  const known = PAYMENT_METHODS.filter((method) => planTypes.includes(method));
  return cardPayments ? known : known.filter((method) => method === 'on_site');
}
