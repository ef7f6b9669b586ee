import type { CardBrand } from '../../shared/payments.ts';

/** Card brands as their owners write them (names, not words to translate). */
export const BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', jcb: 'JCB', diners: 'Diners Club' };

/** A saved card's expiry as printed on cards: MM/YY, left to right in every language. */
export function cardExpiry(card: { exp_month: number; exp_year: number }): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}
