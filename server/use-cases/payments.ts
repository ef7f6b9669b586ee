import { THREE_D_SECURE_WAIT_MS } from '../../shared/payments.ts';
import type { Db } from '../db/client.ts';
import { insertTransaction, lockTransaction, type TransactionRow, waitingSince } from '../db/repositories/payment-transactions-repository.ts';
import type { PaymentEvent } from '../domain/payment-transaction.ts';
import type { AppDeps } from '../deps.ts';
import type { CreateSessionInput, GatewayError, GatewayPayment, GatewayResult } from '../payments/port.ts';
import { type Applied, applyEvents, applyGatewayFacts } from './payment-facts.ts';

/**
 * What the checkout does with a card payment, through the gateway port: open, confirm, capture,
 * void, refund, re-read, and abort the holds whose 3-D Secure wait lapsed. No gateway call runs
 * inside a database transaction (PGlite has one session); each answer is applied after, under
 * the transaction's row lock. Errors come back as values.
 */

/** A payment operation's outcome: the transaction as it is now, or why the gateway said no. */
export type PaymentOutcome = { ok: true; transaction: TransactionRow; payment: GatewayPayment | null } | { ok: false; error: GatewayError };

const OFF: { ok: false; error: GatewayError } = { ok: false, error: { kind: 'invalid_request', code: 'payments_off', message: 'Online payment is off.' } };

/** Runs `work` on the transaction's row, locked, inside one database transaction. */
function withRow<T>(deps: AppDeps, transactionId: string, work: (trx: Db, row: TransactionRow) => Promise<T>): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockTransaction(trx, transactionId);
    if (!row) throw new Error(`no payment transaction ${transactionId}`);
    return work(trx, row);
  });
}

/** Applies a gateway's answer about the payment to the transaction. */
async function applyAnswer(deps: AppDeps, transactionId: string, result: GatewayResult<GatewayPayment>): Promise<PaymentOutcome> {
  if (!result.ok) return result;
  const applied = await withRow(deps, transactionId, (trx, row) => applyGatewayFacts(trx, row, result.value, deps.now(), 'gateway_answer'));
  return { ok: true, transaction: applied.row, payment: result.value };
}

/** Records events of our own making (capture asked, hold expired) on the transaction. */
function record(deps: AppDeps, transactionId: string, events: PaymentEvent[], source: 'gateway_answer' | 'hold_expiry'): Promise<Applied> {
  return withRow(deps, transactionId, (trx, row) => applyEvents(trx, row, events, deps.now(), source));
}

/**
 * What opening a payment takes: the session's input, with the amount in the gateway's minor
 * units, and whose it is. `purpose: 'verification'` (amount 0) verifies a card kept as a
 * guarantee instead of charging it.
 */
export type OpenPayment = Omit<CreateSessionInput, 'money'> & {
  hotelId: string;
  reservationId: string | null;
  paymentLinkId?: string | null;
  purpose?: 'payment' | 'verification';
  amount: number;
  currency: string;
};

/** Opens a payment (or a card verification) at the gateway and records its transaction, before 3-D Secure. */
export async function openPayment(deps: AppDeps, input: OpenPayment): Promise<PaymentOutcome & { hostedFieldsUrl?: string }> {
  const gateway = deps.payments;
  if (!gateway) return OFF;
  const { hotelId, reservationId, paymentLinkId = null, purpose = 'payment', amount, currency, capture, ...asked } = input;
  const session =
    purpose === 'verification'
      ? await gateway.createVerification({ ...asked, currency })
      : await gateway.createSession({ ...asked, capture, money: { amount, currency } });
  if (!session.ok) return session;
  // the same idempotency key gives the same gateway payment, and that one transaction
  const transaction = await insertTransaction(deps.db, {
    hotel_id: hotelId,
    reservation_id: reservationId,
    payment_link_id: paymentLinkId,
    gateway: gateway.name,
    gateway_payment_id: session.value.paymentId,
    capture_method: capture,
    purpose,
    currency,
    amount: purpose === 'verification' ? 0 : amount,
    at: deps.now(),
  });
  return { ok: true, transaction, payment: session.value.payment, hostedFieldsUrl: session.value.hostedFieldsUrl };
}

async function rowOf(deps: AppDeps, transactionId: string): Promise<TransactionRow> {
  return deps.db.selectFrom('payment_transactions').selectAll().where('id', '=', transactionId).executeTakeFirstOrThrow();
}

/**
 * Charges the payment with the hosted fields' single-use token, or with a card saved at the
 * gateway for the payment's customer (`paymentMethodId`): authorized, a challenge to show, or failed.
 */
export async function confirmPayment(
  deps: AppDeps,
  input: { transactionId: string; idempotencyKey: string } & ({ token: string } | { paymentMethodId: string }),
): Promise<PaymentOutcome> {
  const gateway = deps.payments;
  if (!gateway) return OFF;
  const { transactionId, ...source } = input;
  const row = await rowOf(deps, transactionId);
  return applyAnswer(deps, row.id, await gateway.confirm({ ...source, paymentId: row.gateway_payment_id }));
}

/** Re-reads the payment at the gateway and applies what it says (after a return from 3-D Secure). */
export async function syncPayment(deps: AppDeps, transactionId: string): Promise<PaymentOutcome> {
  const gateway = deps.payments;
  if (!gateway) return OFF;
  const row = await rowOf(deps, transactionId);
  const result = await gateway.retrieve(row.gateway_payment_id);
  if (!result.ok) return result;
  const applied = await withRow(deps, row.id, (trx, locked) => applyGatewayFacts(trx, locked, result.value, deps.now(), 'retrieve'));
  return { ok: true, transaction: applied.row, payment: result.value };
}

/**
 * Captures an authorized payment, all of it or `amount` (a deposit): the transaction goes to
 * capturing first (spec 1 §4), then to captured on the gateway's answer. The idempotency key is
 * the transaction's: a retry after a lost answer never captures twice.
 */
export async function capturePayment(deps: AppDeps, input: { transactionId: string; amount: number | null }): Promise<PaymentOutcome> {
  const gateway = deps.payments;
  if (!gateway) return OFF;
  const row = await rowOf(deps, input.transactionId);
  const amount = input.amount ?? row.amount;
  if (row.status === 'authorized') {
    const asked = await record(deps, row.id, [{ type: 'capture_requested', amount }], 'gateway_answer');
    if (asked.conflict)
      return { ok: false, error: { kind: 'invalid_request', code: 'amount_not_allowed', message: `cannot capture ${amount} of ${row.amount}` } };
  } else if (row.status !== 'capturing') {
    return { ok: false, error: { kind: 'state', code: 'not_capturable', message: `a ${row.status} transaction cannot be captured` } };
  }
  return applyAnswer(deps, row.id, await gateway.capture({ paymentId: row.gateway_payment_id, amount, idempotencyKey: `capture:${row.id}` }));
}

/** Releases a hold before capture (code 1105, the guest gone). */
export async function voidPayment(deps: AppDeps, transactionId: string): Promise<PaymentOutcome> {
  const gateway = deps.payments;
  if (!gateway) return OFF;
  const row = await rowOf(deps, transactionId);
  return applyAnswer(deps, row.id, await gateway.void({ paymentId: row.gateway_payment_id, idempotencyKey: `void:${row.id}` }));
}

/**
 * Refunds `amount` of a captured payment. The caller names the refund by its idempotency key
 * (e.g. the reservation's cancellation): sent again, it refunds nothing more, and the refund is
 * recorded once however its news arrives (answer or webhook).
 */
export async function refundPayment(
  deps: AppDeps,
  input: { transactionId: string; amount: number; reason: string; idempotencyKey: string },
): Promise<PaymentOutcome> {
  const gateway = deps.payments;
  if (!gateway) return OFF;
  const row = await rowOf(deps, input.transactionId);
  const result = await gateway.refund({ paymentId: row.gateway_payment_id, amount: input.amount, reason: input.reason, idempotencyKey: input.idempotencyKey });
  return applyAnswer(deps, row.id, result.ok ? { ok: true, value: result.value.payment } : result);
}

/**
 * Gives a guest's money back whatever the payment's state (spec 2 §8.2 code 1105: the room
 * became full during payment, "a refund is started"): a hold is voided, a capture refunded in
 * what is left of it; a payment that took nothing needs nothing. Idempotent: sent again, it
 * voids or refunds nothing more.
 */
export async function releasePayment(deps: AppDeps, transactionId: string, reason: string): Promise<PaymentOutcome> {
  if (!deps.payments) return OFF;
  const row = await rowOf(deps, transactionId);
  // a verified card holds nothing: there is nothing to void or refund
  if (row.purpose === 'verification' && row.status === 'authorized') return { ok: true, transaction: row, payment: null };
  if (row.status === 'pre_3d_secure' || row.status === 'authorized') return voidPayment(deps, row.id);
  if (row.status === 'capturing') await syncPayment(deps, row.id);
  const now = await rowOf(deps, row.id);
  const left = now.captured_amount - now.refunded_amount;
  if (now.status !== 'captured' || left === 0) return { ok: true, transaction: now, payment: null };
  return refundPayment(deps, { transactionId: row.id, amount: left, reason, idempotencyKey: `release:${row.id}` });
}

/**
 * Spec 1 §4, spec 2 §9.1: a payment still before 3-D Secure 15 minutes after it began is
 * aborted: recorded as expired (the server decides), then voided at the gateway. Should the
 * gateway have settled it meanwhile (a challenge answered at the last second), the gateway's
 * word is read back and the disagreement reported. Returns how many were aborted.
 */
export async function expireLapsedHolds(deps: AppDeps): Promise<number> {
  const gateway = deps.payments;
  if (!gateway) return 0;
  let expired = 0;
  for (const { id } of await waitingSince(deps.db, new Date(deps.now().getTime() - THREE_D_SECURE_WAIT_MS))) {
    const applied = await record(deps, id, [{ type: 'expired' }], 'hold_expiry');
    if (applied.transitions.length === 0) continue;
    expired += 1;
    const voided = await gateway.void({ paymentId: applied.row.gateway_payment_id, idempotencyKey: `void:${id}` });
    if (!voided.ok && voided.error.kind === 'state') await syncPayment(deps, id);
  }
  return expired;
}

/** Runs the hold expiry every minute; returns the stop function. */
export function startHoldExpiry(deps: AppDeps, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    expireLapsedHolds(deps).catch((error) => console.error(`payment hold expiry: ${(error as Error).message}`));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
