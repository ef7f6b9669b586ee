import { sql } from 'kysely';
import type { CurrencyCode } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { toGatewayAmount } from '../domain/payment-amounts.ts';
import { refundPayment, releasePayment } from './payments.ts';

/**
 * What goes back to the card when a paid reservation is cancelled: what was paid less the fee in
 * force, never less than what its changes already refunded (a fee above what the card still holds
 * takes nothing back) nor less than nothing.
 */
export function refundDue(paid: number, fee: number, refunded: number): number {
  return Math.max(0, refunded, paid - fee);
}

/** Records on the cancelled reservation what is owed back to the card (its cancellation e-mail says it). */
export async function recordRefundDue(trx: Db, reservationId: string, amount: number): Promise<void> {
  await trx.updateTable('reservations').set({ refunded_amount: amount }).where('id', '=', reservationId).execute();
}

/**
 * Settles the card payments of a cancelled or changed reservation through the port: what is
 * owed back (`refunded_amount`, in the hotel currency, all refunds of its changes and its
 * cancellation together) is refunded from the captured payments (the booking's, then the payment
 * links of its changes credited to it) less what the gateway already refunded, under one
 * idempotency key per reservation and amount owed (and per payment, for a link's), so a retry (or
 * a second cancel request) never refunds twice; a payment still open (the guest cancelled while paying) is
 * voided. Gateway failures are logged and left to the retry. Returns the refunds asked.
 */
export async function settleCancelledPayments(deps: AppDeps, hotelId: string, number: string): Promise<number> {
  if (!deps.payments) return 0;
  const reservation = await deps.db
    .selectFrom('reservations')
    .select(['id', 'status', 'currency', 'refunded_amount', 'update_count'])
    .where('hotel_id', '=', hotelId)
    .where('reservation_number', '=', number)
    .executeTakeFirst();
  const changed = reservation?.status === 'done' && reservation.update_count > 0 && reservation.refunded_amount > 0;
  if (!reservation || (reservation.status !== 'cancelled' && !changed)) return 0;
  const all = await deps.db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('reservation_id', '=', reservation.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // a link's payment counts once credited to the reservation (one paid after the cancellation is refunded whole, apart)
  const transactions = all.filter((t) => !t.payment_link_id || t.credited_at !== null || t.status !== 'captured');
  const owed = toGatewayAmount(reservation.refunded_amount, reservation.currency as CurrencyCode, deps.payments.minorDigits(reservation.currency));
  // what is owed back is shared out over the captured payments (the booking's, then a change's
  // payment link), oldest first, less what each has given back already
  let left = owed - transactions.reduce((sum, t) => sum + (t.status === 'captured' ? t.refunded_amount : 0), 0);
  let asked = 0;
  for (const transaction of transactions) {
    if (reservation.status === 'cancelled' && (transaction.status === 'pre_3d_secure' || transaction.status === 'authorized')) {
      await releasePayment(deps, transaction.id, 'reservation_cancelled');
      continue;
    }
    if (transaction.status !== 'captured' || left <= 0) continue;
    const amount = Math.min(left, transaction.captured_amount - transaction.refunded_amount);
    if (amount <= 0) continue;
    left -= amount;
    asked += 1;
    // the booking's own payment keeps the key it always had; a link's payment has its own
    const of = transaction.payment_link_id ? `:${transaction.id}` : '';
    const refunded = await refundPayment(deps, {
      transactionId: transaction.id,
      amount,
      reason: 'reservation_cancelled',
      idempotencyKey: reservation.status === 'cancelled' ? `cancel:${reservation.id}${of}` : `change:${reservation.id}:${reservation.refunded_amount}${of}`,
    });
    if (!refunded.ok) console.error(`refund of reservation ${reservation.id}: ${refunded.error.kind} ${refunded.error.code}`);
  }
  return asked;
}

/** Retries the refunds of cancelled and changed reservations the gateway has not made yet (it was unreachable at the cancellation). */
export async function retryCancellationRefunds(deps: AppDeps): Promise<number> {
  if (!deps.payments) return 0;
  const owing = await deps.db
    .selectFrom('reservations as r')
    .innerJoin('payment_transactions as t', 't.reservation_id', 'r.id')
    .select(['r.hotel_id', 'r.reservation_number'])
    .where((eb) => eb.or([eb('r.status', '=', 'cancelled'), eb.and([eb('r.status', '=', 'done'), eb('r.update_count', '>', 0)])]))
    .where('r.refunded_amount', '>', 0)
    // a gateway takes refunds for some months; a week of retries covers any outage
    .where(sql<Date>`coalesce(r.cancelled_at, r.updated_at)`, '>', new Date(deps.now().getTime() - 7 * 86_400_000))
    .where('t.status', '=', 'captured')
    .whereRef('t.refunded_amount', '<', 't.captured_amount')
    .limit(100)
    .execute();
  let asked = 0;
  for (const row of owing) asked += await settleCancelledPayments(deps, row.hotel_id, row.reservation_number);
  return asked;
}
