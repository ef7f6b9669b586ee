import type { PaymentEvent, PaymentFailureReason, TransactionState } from './payment-transaction.ts';

/**
 * What a gateway says of a payment (a webhook or a retrieve), whatever the gateway: the server
 * decides from this, never from the browser's return URL.
 */
export type GatewayPaymentFacts = {
  status: 'awaiting_card' | 'awaiting_challenge' | 'authorized' | 'captured' | 'failed' | 'cancelled';
  capturedAmount: number;
  /** Every refund the gateway made, with its id. */
  refunds: ReadonlyArray<{ id: string; amount: number }>;
  failureReason: PaymentFailureReason | null;
};

/** The events that bring a transaction to what the gateway says, or a conflict to look into. */
export type Reconciliation = { ok: true; events: PaymentEvent[] } | { ok: false; reason: 'gateway_disagrees' };

/**
 * The events that take `state` to the gateway's facts, in the spec's order (spec 1 §4:
 * pre_3d_secure, capturing, captured). Facts behind the transaction (an older webhook arriving
 * late) give no event. Facts that contradict a final state (money captured on a transaction we
 * cancelled) are a conflict: nothing is applied and the caller reports it.
 */
export function reconcile(state: TransactionState, facts: GatewayPaymentFacts, recordedRefundIds: ReadonlySet<string>): Reconciliation {
  const { status } = state;
  switch (facts.status) {
    case 'awaiting_card':
    case 'awaiting_challenge':
      return { ok: true, events: [] };
    case 'authorized':
      if (status === 'pre_3d_secure') return { ok: true, events: [{ type: 'authorized' }] };
      return status === 'failed' || status === 'cancelled' ? { ok: false, reason: 'gateway_disagrees' } : { ok: true, events: [] };
    case 'captured': {
      const events: PaymentEvent[] = [];
      if (status === 'failed' || status === 'cancelled') return { ok: false, reason: 'gateway_disagrees' };
      if (status === 'pre_3d_secure' || status === 'authorized') events.push({ type: 'capture_requested', amount: facts.capturedAmount });
      if (status !== 'captured') events.push({ type: 'captured', amount: facts.capturedAmount });
      for (const refund of facts.refunds) {
        if (!recordedRefundIds.has(refund.id)) events.push({ type: 'refunded', amount: refund.amount, refundId: refund.id });
      }
      return { ok: true, events };
    }
    case 'failed': {
      const reason = facts.failureReason ?? 'processing_error';
      if (status === 'pre_3d_secure') return { ok: true, events: [{ type: 'declined', reason }] };
      if (status === 'capturing') return { ok: true, events: [{ type: 'capture_failed', reason }] };
      return status === 'failed' ? { ok: true, events: [] } : { ok: false, reason: 'gateway_disagrees' };
    }
    case 'cancelled':
      if (status === 'pre_3d_secure' || status === 'authorized') return { ok: true, events: [{ type: 'voided' }] };
      return status === 'cancelled' ? { ok: true, events: [] } : { ok: false, reason: 'gateway_disagrees' };
  }
}
