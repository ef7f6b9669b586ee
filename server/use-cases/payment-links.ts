import { findFramingSites } from '../db/repositories/brands-repository.ts';
import { framingSources } from '../domain/frame-ancestors.ts';
import { LOCALES } from '../../shared/constants.ts';
import type { CurrencyCode } from '../../shared/currencies.ts';
import type { Db } from '../db/client.ts';
import { findPaymentLink, insertPaymentLink, linkTransactions, type PaymentLinkRow } from '../db/repositories/payment-links-repository.ts';
import { fromGatewayAmount, toGatewayAmount } from '../domain/payment-amounts.ts';
import { type PaymentLinkPageState, paymentLinkPageState } from '../domain/payment-link.ts';
import { newPaymentNumber } from '../domain/tokens.ts';
import type { AppDeps } from '../deps.ts';
import { translate } from '../i18n.ts';
import { openPayment, type PaymentOutcome, releasePayment } from './payments.ts';
import { CHANGE_LINK_DESCRIPTION } from './update-messages.ts';

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

/** The widget's page of a link: what its QR code holds, what the change e-mail sends, and where a top-level 3-D Secure step returns. */
export function paymentLinkUrl(deps: AppDeps, paymentNumber: string): string {
  return `${new URL(deps.publicUrl).origin}/widget/payments/${paymentNumber}`;
}

/**
 * Inside a change's transaction, after the earlier change's open link was withdrawn
 * (withdrawOpenChangeLinks): the payment link for the difference a change of a stay paid by card
 * still owes (`payment_number` chosen before, so the change's sealed answer carries it), asking
 * all that is due now. It expires at the change deadline (the start of the check-in day at the
 * hotel), after which the difference is paid at the hotel. The unique (reservation, change_count)
 * makes a second link for the same change impossible.
 */
export async function makeChangeLink(
  trx: Db,
  input: {
    hotelId: string;
    reservationId: string;
    reservationNumber: string;
    changeCount: number;
    paymentNumber: string;
    amount: number;
    currency: string;
    expiresAt: Date;
    at: Date;
  },
): Promise<PaymentLinkRow> {
  const descriptions = Object.fromEntries(LOCALES.map((locale) => [locale, translate(locale, CHANGE_LINK_DESCRIPTION, { number: input.reservationNumber })]));
  return insertPaymentLink(trx, {
    hotel_id: input.hotelId,
    payment_number: input.paymentNumber,
    reservation_id: input.reservationId,
    currency: input.currency,
    amount: input.amount,
    descriptions,
    expires_at: input.expiresAt,
    change_count: input.changeCount,
    at: input.at,
  });
}

/**
 * A captured payment of a link tied to a reservation is the reservation's money: once (the
 * transaction's `credited_at`), under the transaction's and then the reservation's row lock, its
 * paid amount and what is charged by card (`deposit_amount`) grow by it, so `remain_amount`
 * goes down. A link paid after its reservation was cancelled, or after the link was withdrawn (a
 * later change or staff) or settled another way, is refunded in full: its 3-D Secure step was
 * answered late, and what it paid is no longer owed. A reservation still waiting for its own
 * payment is left for later (its capture sets its paid amount).
 */
export async function creditLinkPayment(deps: AppDeps, transactionId: string): Promise<void> {
  const refund = await deps.db.transaction().execute(async (trx) => {
    const t = await trx.selectFrom('payment_transactions').selectAll().where('id', '=', transactionId).forUpdate().executeTakeFirstOrThrow();
    if (!t.reservation_id || !t.payment_link_id || t.status !== 'captured' || t.credited_at) return false;
    const r = await trx
      .selectFrom('reservations')
      .select(['status', 'paid_amount', 'deposit_amount'])
      .where('id', '=', t.reservation_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const link = await trx.selectFrom('payment_links').select('status').where('id', '=', t.payment_link_id).executeTakeFirstOrThrow();
    // paid after its reservation was cancelled or its link withdrawn: given back whole (releasePayment refunds it once), never credited
    if (r.status === 'cancelled' || link.status !== 'open') return true;
    if (r.status === 'payment_pending') return false;
    await trx.updateTable('payment_transactions').set({ credited_at: deps.now() }).where('id', '=', t.id).execute();
    const paid = fromGatewayAmount(t.captured_amount, t.currency as CurrencyCode, deps.payments?.minorDigits(t.currency) ?? 0);
    await trx
      .updateTable('reservations')
      .set({ paid_amount: r.paid_amount + paid, deposit_amount: (r.deposit_amount ?? 0) + paid })
      .where('id', '=', t.reservation_id)
      .execute();
    return false;
  });
  if (refund) await releasePayment(deps, transactionId, 'reservation_cancelled');
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
    // the link's page may be framed in the widget on the hotel's site: those pages frame the fields too
    frameAncestors: framingSources(await findFramingSites(deps.db, link.hotel_id, 'id'), deps),
    returnUrl: input.returnUrl,
    acceptedBrands: null,
    cardValidThrough: null,
    reference: link.payment_number,
    locale: input.locale,
    idempotencyKey: input.idempotencyKey,
  });
}
