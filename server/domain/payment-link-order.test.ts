import { describe, expect, it } from 'vitest';
import { minorAmount, parsePaymentLinkOrder } from './payment-link-order.ts';

const NOW = new Date('2026-11-27T00:00:00Z');

describe('a payment link order from the staff command', () => {
  it('reads yen as whole yen and dollars with their cents', () => {
    const order = parsePaymentLinkOrder({ hotel: 'demo-kyoto', amount: '12000', description: 'Dinner' }, NOW);
    if (typeof order === 'string') throw new Error(order);
    expect(order.amountOf('JPY')).toEqual({ amount: 12000, currency: 'JPY' });
    expect(order.amountOf('USD')).toEqual({ amount: 1200000, currency: 'USD' });
    const cents = parsePaymentLinkOrder({ hotel: 'x', amount: '32.5', description: 'Taxi' }, NOW);
    if (typeof cents === 'string') throw new Error(cents);
    expect(cents.amountOf('USD')).toEqual({ amount: 3250, currency: 'USD' });
    expect(cents.amountOf('JPY')).toBe('JPY amounts have 0 decimal digits at most.');
  });

  it('keeps a description per language and an expiry in days', () => {
    const order = parsePaymentLinkOrder(
      { hotel: 'demo-kyoto', amount: '5000', description: 'Late check-out', 'description-ja': 'レイトチェックアウト', 'expires-in-days': '3' },
      NOW,
    );
    expect(order).toMatchObject({
      descriptions: { en: 'Late check-out', ja: 'レイトチェックアウト' },
      expiresAt: new Date('2026-11-30T00:00:00Z'),
      reservationNumber: null,
    });
  });

  it('says what is missing or wrong', () => {
    expect(parsePaymentLinkOrder({ amount: '1', description: 'x' }, NOW)).toBe('Name the hotel with --hotel.');
    expect(parsePaymentLinkOrder({ hotel: 'h', amount: '-5', description: 'x' }, NOW)).toMatch(/--amount/);
    expect(parsePaymentLinkOrder({ hotel: 'h', amount: '5', description: ' ' }, NOW)).toMatch(/--description/);
    expect(parsePaymentLinkOrder({ hotel: 'h', amount: '5', description: 'x', 'expires-in-days': '0' }, NOW)).toMatch(/--expires-in-days/);
    const zero = parsePaymentLinkOrder({ hotel: 'h', amount: '0', description: 'x' }, NOW);
    expect(typeof zero !== 'string' && zero.amountOf('JPY')).toBe('The amount must be more than zero.');
  });
});

describe('an amount changed by staff', () => {
  it('is read in the link’s currency', () => {
    expect(minorAmount('15000', 'JPY')).toEqual({ amount: 15000, currency: 'JPY' });
    expect(minorAmount('12.5', 'TWD')).toBe('TWD amounts have 0 decimal digits at most.');
    expect(minorAmount('', 'JPY')).toMatch(/--amount/);
  });
});
