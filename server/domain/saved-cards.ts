import type { CardBrand } from '../../shared/payments.ts';

/** What of a saved card decides whether it may pay a booking. */
export type SavedCardTerms = { brand: string; exp_month: number; exp_year: number };

/**
 * Whether a saved card may pay a booking: a brand the booking takes (spec 1 §5) and valid through
 * its check-out date (spec 1 §5: a card is good through the last day of its expiry month).
 */
export function savedCardUsable(card: SavedCardTerms, booking: { acceptedBrands: readonly CardBrand[]; validThrough: string }): boolean {
  const expiry = `${card.exp_year}-${String(card.exp_month).padStart(2, '0')}`;
  return (booking.acceptedBrands as readonly string[]).includes(card.brand) && expiry >= booking.validThrough.slice(0, 7);
}
