import { describe, expect, it } from 'vitest';
import type { PaymentTransactionStatus } from '../../shared/payments.ts';
import { type GatewayPaymentFacts, reconcile } from './payment-reconcile.ts';
import type { TransactionState } from './payment-transaction.ts';

const state = (status: PaymentTransactionStatus, capturedAmount = 0): TransactionState => ({ status, amount: 10000, capturedAmount, refundedAmount: 0 });
const facts = (status: GatewayPaymentFacts['status'], more: Partial<GatewayPaymentFacts> = {}): GatewayPaymentFacts => ({
  status,
  capturedAmount: status === 'captured' ? 10000 : 0,
  refunds: [],
  failureReason: null,
  ...more,
});
const none = new Set<string>();

describe('reconciling a transaction with what the gateway says', () => {
  it('does nothing while the gateway waits for a card or a challenge', () => {
    expect(reconcile(state('pre_3d_secure'), facts('awaiting_challenge'), none)).toEqual({ ok: true, events: [] });
    expect(reconcile(state('pre_3d_secure'), facts('awaiting_card'), none)).toEqual({ ok: true, events: [] });
  });

  it('goes through capturing to captured, in the spec order, when the gateway captured at once', () => {
    expect(reconcile(state('pre_3d_secure'), facts('captured'), none)).toEqual({
      ok: true,
      events: [
        { type: 'capture_requested', amount: 10000 },
        { type: 'captured', amount: 10000 },
      ],
    });
    expect(reconcile(state('capturing'), facts('captured'), none)).toEqual({ ok: true, events: [{ type: 'captured', amount: 10000 }] });
  });

  it('ignores a late webhook that says less than the transaction already knows', () => {
    expect(reconcile(state('captured', 10000), facts('authorized'), none)).toEqual({ ok: true, events: [] });
    expect(reconcile(state('capturing'), facts('authorized'), none)).toEqual({ ok: true, events: [] });
  });

  it('adds only the refunds not yet recorded', () => {
    const refunds = [
      { id: 're_1', amount: 2000 },
      { id: 're_2', amount: 3000 },
    ];
    expect(reconcile(state('captured', 10000), facts('captured', { refunds }), new Set(['re_1']))).toEqual({
      ok: true,
      events: [{ type: 'refunded', amount: 3000, refundId: 're_2' }],
    });
  });

  it('fails with the gateway reason before capture and as a capture failure after', () => {
    expect(reconcile(state('pre_3d_secure'), facts('failed', { failureReason: 'card_declined' }), none)).toEqual({
      ok: true,
      events: [{ type: 'declined', reason: 'card_declined' }],
    });
    expect(reconcile(state('capturing'), facts('failed', { failureReason: null }), none)).toEqual({
      ok: true,
      events: [{ type: 'capture_failed', reason: 'processing_error' }],
    });
  });

  it('voids a hold the gateway cancelled', () => {
    expect(reconcile(state('authorized'), facts('cancelled'), none)).toEqual({ ok: true, events: [{ type: 'voided' }] });
    expect(reconcile(state('cancelled'), facts('cancelled'), none)).toEqual({ ok: true, events: [] });
  });

  it('flags money captured on a transaction we cancelled, and a cancel of captured money', () => {
    expect(reconcile(state('cancelled'), facts('captured'), none)).toEqual({ ok: false, reason: 'gateway_disagrees' });
    expect(reconcile(state('captured', 10000), facts('cancelled'), none)).toEqual({ ok: false, reason: 'gateway_disagrees' });
    expect(reconcile(state('failed'), facts('authorized'), none)).toEqual({ ok: false, reason: 'gateway_disagrees' });
  });
});
