import type { GatewayPayment } from '../payments/port.ts';
import { claimDelivery, lockByGatewayPayment } from '../db/repositories/payment-transactions-repository.ts';
import type { Transition } from '../domain/payment-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { applyGatewayFacts } from './payment-facts.ts';

/** Why a webhook is refused: not ours (forged), stale or the very same delivery again (replayed), or payments off. */
export type WebhookRefusal = 'payments_off' | 'signature_missing' | 'signature_invalid' | 'timestamp_outside_tolerance' | 'body_invalid' | 'replayed';

/** What a webhook that was accepted did. */
export type WebhookOutcome = {
  /** applied: the transaction moved (or was already there); duplicate: the event had come before;
   * unknown_payment: no transaction of ours; ignored: an event about something else; conflict:
   * the gateway contradicts a final state (logged, nothing applied). */
  outcome: 'applied' | 'duplicate' | 'unknown_payment' | 'ignored' | 'conflict';
  transitions: Transition[];
  /** The reservation whose payment moved, if any, and what the gateway said of it: the reservation follows (followPaymentWebhook). */
  reservationPayment?: { transactionId: string; reservationId: string; payment: GatewayPayment } | null;
};

/**
 * A gateway's webhook: its signature and freshness are checked by the adapter, then in one
 * database transaction the delivery is recorded (the very same signed delivery twice is a
 * replay), and the payment's facts move its transaction through the state machine.
 */
export async function applyPaymentWebhook(
  deps: AppDeps,
  rawBody: string,
  headers: Headers,
): Promise<{ ok: true; value: WebhookOutcome } | { ok: false; reason: WebhookRefusal }> {
  const gateway = deps.payments;
  if (!gateway) return { ok: false, reason: 'payments_off' };
  const now = deps.now();
  const verdict = gateway.verifyWebhook(rawBody, headers, now);
  if (!verdict.ok) return verdict;
  const { event } = verdict;
  return deps.db.transaction().execute(async (trx) => {
    const delivery = await claimDelivery(trx, { gateway: gateway.name, signature: event.signature, eventId: event.eventId, eventType: event.type, at: now });
    if (!delivery.claimed) return { ok: false, reason: 'replayed' } as const;
    const done = (outcome: WebhookOutcome['outcome'], transitions: Transition[] = []) => ({ ok: true, value: { outcome, transitions } }) as const;
    if (delivery.known) return done('duplicate');
    if (!event.payment) return done('ignored');
    const row = await lockByGatewayPayment(trx, gateway.name, event.payment.paymentId);
    if (!row) return done('unknown_payment');
    const applied = await applyGatewayFacts(trx, row, event.payment, now, 'webhook', event.eventId);
    const outcome = done(applied.conflict ? 'conflict' : 'applied', applied.transitions);
    const reservationPayment =
      row.reservation_id && applied.transitions.length > 0 ? { transactionId: row.id, reservationId: row.reservation_id, payment: event.payment } : null;
    return { ...outcome, value: { ...outcome.value, reservationPayment } };
  });
}
