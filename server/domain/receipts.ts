import { splitTax } from '../../shared/tax.ts';
import type { PaymentMethod } from '../../shared/payments.ts';

/** Why no receipt can be downloaded (yet): spec 1 §4 Reservation, receipts. */
export type ReceiptUnavailableReason = 'receipt_paid_at_hotel' | 'receipt_not_paid' | 'receipt_before_checkout';

/** Whether a receipt can be issued now, and from which date it can be when it cannot yet. */
export type ReceiptAvailability = { available: true } | { available: false; reason: ReceiptUnavailableReason; available_from: string | null };

/** What the rules read of a reservation. */
export type ReceiptFacts = {
  status: 'done' | 'payment_pending' | 'cancelled';
  payment_type: PaymentMethod;
  /** What the gateway captured, and what went back to the card. */
  paid_amount: number;
  refunded_amount: number;
  checkout_date: string;
};

/** The payment methods whose stay is paid at the hotel: their receipt comes from the front desk. */
const PAID_AT_HOTEL: ReadonlySet<PaymentMethod> = new Set(['on_site', 'on_site_credit_card_required']);

/**
 * Spec 1 §4: receipts are available from check-out (the check-out date at the hotel, from 0:00),
 * for bookings paid online (money the gateway captured and kept); not for deferred payment:
 * guests who pay at the hotel get theirs at the front desk.
 */
export function receiptAvailability(facts: ReceiptFacts, today: string): ReceiptAvailability {
  if (PAID_AT_HOTEL.has(facts.payment_type)) return { available: false, reason: 'receipt_paid_at_hotel', available_from: null };
  if (facts.status !== 'done' || receiptAmount(facts) <= 0) return { available: false, reason: 'receipt_not_paid', available_from: null };
  if (today < facts.checkout_date) return { available: false, reason: 'receipt_before_checkout', available_from: facts.checkout_date };
  return { available: true };
}

/** What the receipt acknowledges: the money captured online and not refunded. */
export function receiptAmount(facts: Pick<ReceiptFacts, 'paid_amount' | 'refunded_amount'>): number {
  return facts.paid_amount - facts.refunded_amount;
}

/** The number printed on the `issue`-th receipt of a reservation (1 the first), e.g. "YD7K2P9Q-2". */
export function receiptNumber(reservationNumber: string, issue: number): string {
  if (!Number.isInteger(issue) || issue < 1) throw new RangeError(`a receipt issue is counted from 1, not ${issue}`);
  return `${reservationNumber}-${issue}`;
}

/** How many times a receipt was issued before this one: the first is an original, every later one is stamped as a re-issue. */
export function reissueCount(issue: number): number {
  return Math.max(0, issue - 1);
}

/** The amount and tax of one tax rate on a receipt (basis points: 1000 is 10%). */
export type RateTotal = { rateBp: number; total: number; tax: number };

/** What a reservation's price is made of, by tax rate, every amount tax included. */
export type PriceByRate = {
  /** The rooms, at the hotel's rate, and the coupon discount lines taken off them. */
  rooms: { total: number; rateBp: number; discounts: readonly number[] };
  /** Each extra line bought, at its own rate. */
  extras: ReadonlyArray<{ price: number; rateBp: number }>;
  /** The card payment promotion taken off the whole. */
  promotion: number;
};

/**
 * Japan's simplified qualified invoice: the total and the tax of each tax rate. The rooms (less
 * the coupon) and each extra add to their rate's total; the card promotion is shared among the
 * rates in proportion (the largest takes the rounding); each rate's tax is split off its total
 * once, rounded down (shared/tax.ts), as the invoice rules ask (one rounding per rate).
 */
export function taxesByRate(price: PriceByRate): RateTotal[] {
  const totals = new Map<number, number>();
  const add = (rateBp: number, amount: number) => totals.set(rateBp, (totals.get(rateBp) ?? 0) + amount);
  add(price.rooms.rateBp, price.rooms.total - price.rooms.discounts.reduce((sum, amount) => sum + amount, 0));
  for (const extra of price.extras) add(extra.rateBp, extra.price);
  const rates = [...totals].filter(([, total]) => total > 0).sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const whole = rates.reduce((sum, [, total]) => sum + total, 0);
  const shares = rates.map(([, total]) => (whole > 0 ? Math.floor((price.promotion * total) / whole) : 0));
  if (shares.length) shares[0]! += price.promotion - shares.reduce((sum, share) => sum + share, 0);
  return rates
    .map(([rateBp, total], index) => {
      const after = total - shares[index]!;
      return { rateBp, total: after, tax: splitTax(after, rateBp).tax };
    })
    .sort((a, b) => b.rateBp - a.rateBp);
}
