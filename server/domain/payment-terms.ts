import { type CardBrand, PAYMENT_METHODS, type PaymentMethod } from '../../shared/payments.ts';

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
