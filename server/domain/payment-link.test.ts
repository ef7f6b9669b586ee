import { describe, expect, it } from 'vitest';
import { type LinkTransaction, paymentLinkNeedsReload, paymentLinkPageState } from './payment-link.ts';

const NOW = new Date('2026-12-01T10:00:00Z');
const open = { status: 'open' as const, expiresAt: new Date('2026-12-02T10:00:00Z') };
const tx = (id: string, status: LinkTransaction['status'], refundedAmount = 0): LinkTransaction => ({
  id,
  status,
  capturedAmount: status === 'captured' ? 5000 : 0,
  refundedAmount,
});

describe('a payment link’s page', () => {
  it('says not found for a link that does not exist', () => {
    expect(paymentLinkPageState(null, [], NOW)).toBe('not_found');
  });

  it('takes a payment while open, and again after a failed attempt, which it says', () => {
    expect(paymentLinkPageState(open, [], NOW)).toBe('open');
    expect(paymentLinkPageState(open, [tx('a', 'failed')], NOW)).toBe('failed');
    expect(paymentLinkPageState(open, [tx('a', 'failed'), tx('b', 'pre_3d_secure')], NOW)).toBe('open');
  });

  it('says paid to the visit that paid, and already paid to any later one', () => {
    expect(paymentLinkPageState(open, [tx('a', 'failed'), tx('b', 'captured')], NOW, 'b')).toBe('paid');
    expect(paymentLinkPageState(open, [tx('b', 'captured')], NOW)).toBe('already_paid');
  });

  it('says refunded once the whole payment went back, and already paid after a part', () => {
    expect(paymentLinkPageState(open, [tx('b', 'captured', 5000)], NOW)).toBe('refunded');
    expect(paymentLinkPageState(open, [tx('b', 'captured', 1000)], NOW)).toBe('already_paid');
  });

  it('says cancelled for a link withdrawn or expired, and completed for one settled another way', () => {
    expect(paymentLinkPageState({ ...open, status: 'cancelled' }, [], NOW)).toBe('cancelled');
    expect(paymentLinkPageState({ ...open, expiresAt: NOW }, [], NOW)).toBe('cancelled');
    expect(paymentLinkPageState({ ...open, status: 'completed' }, [tx('a', 'failed')], NOW)).toBe('completed');
  });

  it('asks for a reload after an hour, or at once when the amount changed', () => {
    const shown = { at: NOW, amount: 5000 };
    expect(paymentLinkNeedsReload(shown, new Date(NOW.getTime() + 59 * 60_000), 5000)).toBe(false);
    expect(paymentLinkNeedsReload(shown, new Date(NOW.getTime() + 60 * 60_000), 5000)).toBe(true);
    expect(paymentLinkNeedsReload(shown, NOW, 5200)).toBe(true);
  });
});
