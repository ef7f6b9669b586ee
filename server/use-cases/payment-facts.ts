import type { Db } from '../db/client.ts';
import { lockTransaction, recordedRefundIds, saveTransitions, stateOf, type TransactionRow } from '../db/repositories/payment-transactions-repository.ts';
import { reconcile } from '../domain/payment-reconcile.ts';
import { applyEvent, type EventSource, type PaymentEvent, type Transition } from '../domain/payment-transaction.ts';
import type { GatewayPayment } from '../payments/port.ts';

/** What applying news to a transaction did. */
export type Applied = { row: TransactionRow; transitions: Transition[]; conflict: boolean };

/**
 * Moves a locked transaction through the state machine by the events given, writes every
 * transition with its time and cause, and returns the new row. A refused event stops the walk and
 * is reported as a conflict (nothing of it is written).
 */
export async function applyEvents(
  db: Db,
  row: TransactionRow,
  events: readonly PaymentEvent[],
  at: Date,
  source: EventSource,
  more: { gatewayEventId?: string | null; card?: GatewayPayment['card'] } = {},
): Promise<Applied> {
  let state = stateOf(row);
  const transitions: Transition[] = [];
  let conflict = false;
  for (const event of events) {
    const result = applyEvent(state, event, at, source);
    if (!result.ok) {
      conflict = true;
      break;
    }
    state = result.state;
    transitions.push(result.transition);
  }
  const card = more.card ? { brand: more.card.brand, last4: more.card.last4 } : null;
  if (transitions.length > 0 || card) await saveTransitions(db, row, state, transitions, { gatewayEventId: more.gatewayEventId ?? null, card });
  const saved = transitions.length > 0 || card ? ((await lockTransaction(db, row.id)) ?? row) : row;
  return { row: saved, transitions, conflict };
}

/**
 * Brings a locked transaction to what the gateway says of its payment (a webhook, a retrieve or
 * an operation's answer): the server's truth, never the browser's return URL.
 */
export async function applyGatewayFacts(
  db: Db,
  row: TransactionRow,
  payment: GatewayPayment,
  at: Date,
  source: EventSource,
  gatewayEventId: string | null = null,
): Promise<Applied> {
  const verdict = reconcile(stateOf(row), payment, await recordedRefundIds(db, row.id));
  if (!verdict.ok) {
    // never the card: the transaction and the two statuses are enough to look into it
    console.error(`payment ${row.id}: the gateway says ${payment.status}, we have ${row.status}; nothing applied`);
    return { row, transitions: [], conflict: true };
  }
  return applyEvents(db, row, verdict.events, at, source, { gatewayEventId, card: payment.card });
}
