import type { PaymentLinkConfirmation, PaymentLinkPage } from '../../shared/api/payment-links.ts';
import type { Locale } from '../../shared/constants.ts';
import type { CurrencyCode } from '../../shared/currencies.ts';
import { findLinkTransaction, lastLinkFailure, type PaymentLinkRow } from '../db/repositories/payment-links-repository.ts';
import { FAILURE_CODES } from '../domain/payment-failures.ts';
import type { PaymentLinkPageState } from '../domain/payment-link.ts';
import type { PaymentFailureReason } from '../domain/payment-transaction.ts';
import { localizedText } from '../domain/localized-text.ts';
import type { AppDeps } from '../deps.ts';
import { creditLinkPayment, paymentLinkPage } from './payment-links.ts';
import { confirmPayment, syncPayment } from './payments.ts';

/**
 * What the payment link's page shows (spec 1 §4 Payment link): the hotel, the amount, the
 * description and the state, and nothing of the guest. The state after a card or a 3-D Secure
 * step is the server's: it asks the gateway, never trusts the browser's return.
 */

async function view(deps: AppDeps, link: PaymentLinkRow, state: PaymentLinkPageState, locale: Locale): Promise<PaymentLinkPage> {
  const hotel = await deps.db.selectFrom('hotels').select(['code', 'names', 'locale']).where('id', '=', link.hotel_id).executeTakeFirstOrThrow();
  const failure = state === 'failed' ? await lastLinkFailure(deps.db, link.id) : null;
  return {
    payment_number: link.payment_number,
    state,
    hotel: { code: hotel.code, name: localizedText(hotel.names, locale, hotel.locale) },
    amount: Number(link.amount),
    currency: link.currency as CurrencyCode,
    description: localizedText(link.descriptions, locale, hotel.locale),
    expires_at: link.expires_at?.toISOString() ?? null,
    amount_changed_at: link.amount_changed_at.toISOString(),
    checked_at: deps.now().toISOString(),
    failure_code: failure ? (FAILURE_CODES[failure as PaymentFailureReason] ?? null) : null,
    payments_unavailable: deps.payments === null,
  };
}

/**
 * A link's page by its number, or null when there is none. With `gatewayPaymentId` (back from
 * the card fields or 3-D Secure), that payment of the link is read again at the gateway first,
 * and shown as `paid` when it is the one that paid the link.
 */
export async function readPaymentLinkPage(
  deps: AppDeps,
  paymentNumber: string,
  locale: Locale,
  gatewayPaymentId: string | null,
): Promise<PaymentLinkPage | null> {
  let justPaid: string | null = null;
  if (gatewayPaymentId) {
    const first = await paymentLinkPage(deps, paymentNumber);
    const transaction = first.link ? await findLinkTransaction(deps.db, first.link.id, gatewayPaymentId) : undefined;
    if (transaction) {
      // the webhook may not have come yet: the gateway says what happened (a failure to reach it leaves the row as it is)
      await syncPayment(deps, transaction.id);
      await creditLinkPayment(deps, transaction.id);
      justPaid = transaction.id;
    }
  }
  const { state, link } = await paymentLinkPage(deps, paymentNumber, justPaid);
  return link ? view(deps, link, state, locale) : null;
}

/** Why confirming was refused: no such link or payment of it, or the gateway's answer. */
export type ConfirmRefusal = { ok: false; reason: 'not_found' | 'unavailable' };

/** Charges a link's attempt with the hosted fields' token; says the page's state and any challenge to show. */
export async function confirmPaymentLink(
  deps: AppDeps,
  input: { paymentNumber: string; gatewayPaymentId: string; token: string; idempotencyKey: string; locale: Locale },
): Promise<{ ok: true; value: PaymentLinkConfirmation } | ConfirmRefusal> {
  const first = await paymentLinkPage(deps, input.paymentNumber);
  const transaction = first.link ? await findLinkTransaction(deps.db, first.link.id, input.gatewayPaymentId) : undefined;
  if (!first.link || !transaction) return { ok: false, reason: 'not_found' };
  if (first.state !== 'open' && first.state !== 'failed') {
    // withdrawn, settled another way, expired or paid since the card fields opened: no card is charged, the page says why
    const { state } = await paymentLinkPage(deps, input.paymentNumber, transaction.id);
    return { ok: true, value: { page: await view(deps, first.link, state, input.locale), challenge_url: null } };
  }
  const confirmed = await confirmPayment(deps, { transactionId: transaction.id, token: input.token, idempotencyKey: input.idempotencyKey });
  // a refused card is a state of the page (failed), not an error of the call
  if (!confirmed.ok && confirmed.error.kind === 'unavailable') return { ok: false, reason: 'unavailable' };
  await creditLinkPayment(deps, transaction.id);
  const { state, link } = await paymentLinkPage(deps, input.paymentNumber, transaction.id);
  const challenge = confirmed.ok && confirmed.payment?.nextAction?.type === 'challenge' ? confirmed.payment.nextAction.url : null;
  return { ok: true, value: { page: await view(deps, link ?? first.link, state, input.locale), challenge_url: challenge } };
}
