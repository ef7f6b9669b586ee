import type { Selectable } from 'kysely';
import type { Transition, TransactionState } from '../../domain/payment-transaction.ts';
import type { Db } from '../client.ts';
import type { PaymentTransactionsTable } from '../payments-schema.ts';
import '../payments-schema.ts';

/** A payment transaction's row. */
export type TransactionRow = Selectable<PaymentTransactionsTable>;

/** The state machine's view of a row. */
export function stateOf(row: TransactionRow): TransactionState {
  return { status: row.status, amount: row.amount, capturedAmount: row.captured_amount, refundedAmount: row.refunded_amount };
}

/**
 * Records a payment the gateway just opened, before 3-D Secure; a payment already recorded (the
 * same session asked for twice with one idempotency key) is returned as it is.
 */
export async function insertTransaction(
  db: Db,
  row: Pick<TransactionRow, 'hotel_id' | 'reservation_id' | 'payment_link_id' | 'gateway' | 'gateway_payment_id' | 'capture_method' | 'currency' | 'amount'> & {
    purpose?: TransactionRow['purpose'];
    at: Date;
  },
): Promise<TransactionRow> {
  const { at, ...values } = row;
  const inserted = await db
    .insertInto('payment_transactions')
    .values({ ...values, status: 'pre_3d_secure', created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['gateway', 'gateway_payment_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return (
    inserted ??
    db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('gateway', '=', row.gateway)
      .where('gateway_payment_id', '=', row.gateway_payment_id)
      .executeTakeFirstOrThrow()
  );
}

/** A transaction by our id, locked until the surrounding transaction ends. */
export function lockTransaction(db: Db, id: string): Promise<TransactionRow | undefined> {
  return db.selectFrom('payment_transactions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A transaction by the gateway's payment id, locked until the surrounding transaction ends. */
export function lockByGatewayPayment(db: Db, gateway: string, gatewayPaymentId: string): Promise<TransactionRow | undefined> {
  return db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('gateway_payment_id', '=', gatewayPaymentId)
    .forUpdate()
    .executeTakeFirst();
}

/** The refunds already recorded on a transaction, by the gateway's refund id. */
export async function recordedRefundIds(db: Db, transactionId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('payment_transitions')
    .select('refund_id')
    .where('transaction_id', '=', transactionId)
    .where('refund_id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.refund_id!));
}

/** Writes the transitions and the transaction's new state (with the card's brand and last digits when known). */
export async function saveTransitions(
  db: Db,
  row: TransactionRow,
  state: TransactionState,
  transitions: readonly Transition[],
  more: { gatewayEventId: string | null; card: { brand: string; last4: string } | null },
): Promise<void> {
  if (transitions.length > 0) {
    await db
      .insertInto('payment_transitions')
      .values(
        transitions.map((t) => ({
          transaction_id: row.id,
          from_status: t.from,
          to_status: t.to,
          cause: t.cause,
          source: t.source,
          amount: t.amount,
          reason: t.reason,
          refund_id: t.refundId,
          gateway_event_id: more.gatewayEventId,
          at: t.at,
        })),
      )
      .execute();
  }
  const failure = transitions.find((t) => t.reason !== null)?.reason ?? row.failure_reason;
  const at = transitions.at(-1)?.at ?? row.updated_at;
  await db
    .updateTable('payment_transactions')
    .set({
      status: state.status,
      captured_amount: state.capturedAmount,
      refunded_amount: state.refundedAmount,
      failure_reason: failure,
      card_brand: more.card?.brand ?? row.card_brand,
      card_last4: more.card?.last4 ?? row.card_last4,
      updated_at: at,
    })
    .where('id', '=', row.id)
    .execute();
}

/** A transaction's history, oldest first. */
export function transitionsOf(db: Db, transactionId: string) {
  return db
    .selectFrom('payment_transitions')
    .select(['from_status', 'to_status', 'cause', 'source', 'amount', 'reason', 'refund_id', 'gateway_event_id', 'at'])
    .where('transaction_id', '=', transactionId)
    .orderBy('id')
    .execute();
}

/** Transactions still before 3-D Secure that began before `before` (spec 2 §9.1: their 15 minutes are up). */
export function waitingSince(db: Db, before: Date, limit = 100) {
  return db
    .selectFrom('payment_transactions')
    .select(['id'])
    .where('status', '=', 'pre_3d_secure')
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Records a webhook delivery by its signature. False when this very delivery was received before
 * (a replay). `known` says whether the event itself had come before (the gateway retrying).
 */
export async function claimDelivery(
  db: Db,
  delivery: { gateway: string; signature: string; eventId: string; eventType: string; at: Date },
): Promise<{ claimed: boolean; known: boolean }> {
  const known = await db
    .selectFrom('payment_webhook_deliveries')
    .select('event_id')
    .where('gateway', '=', delivery.gateway)
    .where('event_id', '=', delivery.eventId)
    .executeTakeFirst();
  const inserted = await db
    .insertInto('payment_webhook_deliveries')
    .values({ gateway: delivery.gateway, signature: delivery.signature, event_id: delivery.eventId, event_type: delivery.eventType, received_at: delivery.at })
    .onConflict((oc) => oc.columns(['gateway', 'signature']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return { claimed: inserted !== undefined, known: known !== undefined };
}
