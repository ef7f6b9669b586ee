import { describe, expect, it } from 'vitest';
import { PAYMENT_TRANSACTION_STATUSES, type PaymentTransactionStatus } from '../../shared/payments.ts';
import { applyEvent, holdLapsed, newTransaction, type PaymentEvent, type TransactionState } from './payment-transaction.ts';

const AT = new Date('2026-12-01T10:00:00Z');
const EVENTS: PaymentEvent[] = [
  { type: 'authorized' },
  { type: 'capture_requested', amount: 10000 },
  { type: 'captured', amount: 10000 },
  { type: 'declined', reason: 'card_declined' },
  { type: 'capture_failed', reason: 'processing_error' },
  { type: 'voided' },
  { type: 'expired' },
  { type: 'refunded', amount: 3000, refundId: 're_1' },
];
/** Every transition the spec's order allows (spec 1 §4), written out: cause, from, to. */
const ALLOWED: Array<[PaymentEvent['type'], PaymentTransactionStatus, PaymentTransactionStatus]> = [
  ['authorized', 'pre_3d_secure', 'authorized'],
  ['capture_requested', 'pre_3d_secure', 'capturing'],
  ['capture_requested', 'authorized', 'capturing'],
  ['captured', 'capturing', 'captured'],
  ['declined', 'pre_3d_secure', 'failed'],
  ['capture_failed', 'capturing', 'failed'],
  ['voided', 'pre_3d_secure', 'cancelled'],
  ['voided', 'authorized', 'cancelled'],
  ['expired', 'pre_3d_secure', 'cancelled'],
  ['refunded', 'captured', 'captured'],
];
const at = (status: PaymentTransactionStatus): TransactionState => ({
  status,
  amount: 10000,
  capturedAmount: status === 'captured' ? 10000 : 0,
  refundedAmount: 0,
});

describe('the payment transaction state machine', () => {
  it('starts before 3-D Secure with nothing captured or refunded', () => {
    expect(newTransaction(12345)).toEqual({ status: 'pre_3d_secure', amount: 12345, capturedAmount: 0, refundedAmount: 0 });
  });

  it('refuses an amount that is not a positive integer of minor units', () => {
    for (const amount of [0, -1, 10.5, Number.NaN]) expect(() => newTransaction(amount)).toThrow(RangeError);
  });

  it('verifies a card for 0: authorized, then nothing to capture; refused at any other amount', () => {
    const verified = applyEvent(newTransaction(0, 'verification'), { type: 'authorized' }, AT, 'gateway_answer');
    if (!verified.ok) throw new Error(verified.reason);
    expect(verified.state).toEqual({ status: 'authorized', amount: 0, capturedAmount: 0, refundedAmount: 0 });
    expect(applyEvent(verified.state, { type: 'capture_requested', amount: 0 }, AT, 'gateway_answer')).toMatchObject({
      ok: false,
      reason: 'amount_not_allowed',
    });
    expect(applyEvent(verified.state, { type: 'capture_requested', amount: 1 }, AT, 'gateway_answer')).toMatchObject({
      ok: false,
      reason: 'amount_not_allowed',
    });
    expect(() => newTransaction(100, 'verification')).toThrow(RangeError);
  });

  for (const [cause, from, to] of ALLOWED) {
    it(`moves from ${from} to ${to} on ${cause}, recording time and cause`, () => {
      const event = EVENTS.find((e) => e.type === cause)!;
      const result = applyEvent(at(from), event, AT, 'webhook');
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.state.status).toBe(to);
      expect(result.transition).toMatchObject({ from, to, cause, at: AT, source: 'webhook' });
    });
  }

  for (const event of EVENTS) {
    for (const from of PAYMENT_TRANSACTION_STATUSES) {
      if (ALLOWED.some(([cause, f]) => cause === event.type && f === from)) continue;
      it(`refuses ${event.type} in ${from} and leaves the transaction as it was`, () => {
        const state = at(from);
        expect(applyEvent(state, event, AT, 'webhook')).toEqual({ ok: false, reason: 'transition_not_allowed', from, cause: event.type });
        expect(state.status).toBe(from);
      });
    }
  }

  it('leaves failed and cancelled for nothing', () => {
    for (const from of ['failed', 'cancelled'] as const) {
      expect(EVENTS.filter((event) => applyEvent(at(from), event, AT, 'retrieve').ok)).toEqual([]);
    }
  });

  it('walks the spec order pre_3d_secure, capturing, captured and keeps the captured amount', () => {
    let state = newTransaction(10000);
    for (const event of [{ type: 'authorized' }, { type: 'capture_requested', amount: 3000 }, { type: 'captured', amount: 3000 }] as PaymentEvent[]) {
      const result = applyEvent(state, event, AT, 'gateway_answer');
      if (!result.ok) throw new Error(result.reason);
      state = result.state;
    }
    expect(state).toEqual({ status: 'captured', amount: 10000, capturedAmount: 3000, refundedAmount: 0 });
  });

  it('captures a deposit below the hold but never more than it', () => {
    expect(applyEvent(at('authorized'), { type: 'capture_requested', amount: 3000 }, AT, 'gateway_answer').ok).toBe(true);
    expect(applyEvent(at('authorized'), { type: 'capture_requested', amount: 10001 }, AT, 'gateway_answer')).toMatchObject({
      ok: false,
      reason: 'amount_not_allowed',
    });
    expect(applyEvent(at('capturing'), { type: 'captured', amount: 0 }, AT, 'webhook')).toMatchObject({ ok: false, reason: 'amount_not_allowed' });
  });

  it('adds refunds up to the captured amount and refuses one more yen', () => {
    const first = applyEvent(at('captured'), { type: 'refunded', amount: 6000, refundId: 're_1' }, AT, 'webhook');
    if (!first.ok) throw new Error(first.reason);
    expect(first.state.refundedAmount).toBe(6000);
    expect(first.transition).toMatchObject({ amount: 6000, refundId: 're_1' });
    const second = applyEvent(first.state, { type: 'refunded', amount: 4000, refundId: 're_2' }, AT, 'webhook');
    expect(second.ok && second.state.refundedAmount).toBe(10000);
    expect(applyEvent(first.state, { type: 'refunded', amount: 4001, refundId: 're_3' }, AT, 'webhook')).toMatchObject({
      ok: false,
      reason: 'amount_not_allowed',
    });
  });

  it('records the failure reason of a declined card', () => {
    const result = applyEvent(at('pre_3d_secure'), { type: 'declined', reason: 'authentication_failed' }, AT, 'webhook');
    expect(result.ok && result.transition.reason).toBe('authentication_failed');
  });

  it('says the 3-D Secure hold lapsed only after 15 minutes and only before 3-D Secure is done', () => {
    const created = new Date('2026-12-01T10:00:00Z');
    expect(holdLapsed(at('pre_3d_secure'), created, new Date('2026-12-01T10:14:59Z'))).toBe(false);
    expect(holdLapsed(at('pre_3d_secure'), created, new Date('2026-12-01T10:15:00Z'))).toBe(true);
    expect(holdLapsed(at('authorized'), created, new Date('2026-12-01T11:00:00Z'))).toBe(false);
  });
});
