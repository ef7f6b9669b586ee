import type { CurrencyCode } from '../../shared/currencies.ts';
import { findPaymentLink, insertPaymentLink, linkTransactions, type PaymentLinkRow } from '../db/repositories/payment-links-repository.ts';
import { toGatewayAmount } from '../domain/payment-amounts.ts';
import { type PaymentLinkPageState, paymentLinkPageState } from '../domain/payment-link.ts';
import { newPaymentNumber } from '../domain/tokens.ts';
import type { AppDeps } from '../deps.ts';
import { openPayment, type PaymentOutcome } from './payments.ts';

/**
 * Payment links (spec 1 §4): staff make one for an amount; the guest opens
 * /payments/{payment_number} and pays it with the checkout's card flow.
 */

/** Makes a payment link at a hotel for an amount in our minor units; returns it with its number. */
export async function createPaymentLink(
  deps: AppDeps,
  input: {
    hotelId: string;
    amount: number;
    currency: CurrencyCode;
    descriptions: Record<string, string>;
    reservationId: string | null;
    expiresAt: Date | null;
  },
): Promise<PaymentLinkRow> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`a payment link's amount is a positive integer, not ${input.amount}`);
  return insertPaymentLink(deps.db, {
    hotel_id: input.hotelId,
    payment_number: newPaymentNumber(),
    reservation_id: input.reservationId,
    currency: input.currency,
    amount: input.amount,
    descriptions: input.descriptions,
    expires_at: input.expiresAt,
    at: deps.now(),
  });
}

/** A link's page: its state (spec 1 §4), and the link when there is one. */
export async function paymentLinkPage(
  deps: AppDeps,
  paymentNumber: string,
  justPaid: string | null = null,
): Promise<{ state: PaymentLinkPageState; link: PaymentLinkRow | null }> {
  const link = (await findPaymentLink(deps.db, paymentNumber)) ?? null;
  if (!link) return { state: 'not_found', link: null };
  const transactions = await linkTransactions(deps.db, link.id);
  return { state: paymentLinkPageState({ status: link.status, expiresAt: link.expires_at }, transactions, deps.now(), justPaid), link };
}

/**
 * Opens the card payment of a link that takes one (open, or after a failed attempt), for its
 * amount in the gateway's units; refuses with the page's state otherwise.
 */
export async function payPaymentLink(
  deps: AppDeps,
  input: { paymentNumber: string; parentOrigin: string; returnUrl: string | null; locale: string; idempotencyKey: string },
): Promise<(PaymentOutcome & { hostedFieldsUrl?: string }) | { ok: false; state: PaymentLinkPageState }> {
  const { state, link } = await paymentLinkPage(deps, input.paymentNumber);
  if (!link || (state !== 'open' && state !== 'failed')) return { ok: false, state };
  const digits = deps.payments?.minorDigits(link.currency) ?? 0;
  return openPayment(deps, {
    hotelId: link.hotel_id,
    reservationId: link.reservation_id,
    paymentLinkId: link.id,
    amount: toGatewayAmount(link.amount, link.currency as CurrencyCode, digits),
    currency: link.currency,
    capture: 'automatic',
    parentOrigin: input.parentOrigin,
    returnUrl: input.returnUrl,
    acceptedBrands: null,
    cardValidThrough: null,
    reference: link.payment_number,
    locale: input.locale,
    idempotencyKey: input.idempotencyKey,
  });
}
