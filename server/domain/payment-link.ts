import type { PaymentTransactionStatus } from '../../shared/payments.ts';

/**
 * A payment link's page (spec 1 §4 Payment link): which of its states to show, and when the open
 * page must be reloaded. Pure: the caller reads the link and its transactions.
 */

/** Spec 1 §4 page states, and `open`: the link takes a payment. */
export type PaymentLinkPageState = 'not_found' | 'open' | 'paid' | 'already_paid' | 'failed' | 'completed' | 'refunded' | 'cancelled';

/** What staff set on a link: open to pay, settled another way (completed), or withdrawn (cancelled). */
export type PaymentLinkStatus = 'open' | 'completed' | 'cancelled';

/** A link as the page needs it. */
export type PaymentLinkFacts = { status: PaymentLinkStatus; expiresAt: Date | null };

/** A transaction of the link, newest last. */
export type LinkTransaction = { id: string; status: PaymentTransactionStatus; capturedAmount: number; refundedAmount: number };

/** Spec 2 §9.1: the payment-link page asks for a reload after 1 hour. */
export const PAYMENT_LINK_RELOAD_MS = 60 * 60 * 1000;

/**
 * The state of a link's page. `justPaid` is the transaction this visit paid: it shows as paid,
 * any earlier payment as already paid. A refunded payment shows refunded; a link staff withdrew
 * or let expire, cancelled; one settled another way, completed; the last attempt failed, failed
 * (the guest may try again).
 */
export function paymentLinkPageState(
  link: PaymentLinkFacts | null,
  transactions: readonly LinkTransaction[],
  now: Date,
  justPaid: string | null = null,
): PaymentLinkPageState {
  if (!link) return 'not_found';
  const captured = transactions.find((t) => t.status === 'captured');
  if (captured) {
    if (captured.refundedAmount > 0 && captured.refundedAmount >= captured.capturedAmount) return 'refunded';
    return captured.id === justPaid ? 'paid' : 'already_paid';
  }
  if (link.status === 'completed') return 'completed';
  if (link.status === 'cancelled' || (link.expiresAt !== null && link.expiresAt <= now)) return 'cancelled';
  return transactions.at(-1)?.status === 'failed' ? 'failed' : 'open';
}

/** Spec 1 §4: the open page asks for a reload an hour after it was shown, or as soon as the amount changed. */
export function paymentLinkNeedsReload(shown: { at: Date; amount: number }, now: Date, amount: number): boolean {
  return amount !== shown.amount || now.getTime() - shown.at.getTime() >= PAYMENT_LINK_RELOAD_MS;
}
