import { describe, expect, it } from 'vitest';
import { brandOf, checkCard, passesLuhn, TEST_CARDS } from './cards.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const ALL = ['visa', 'mastercard', 'amex', 'jcb', 'diners'] as const;
const check = (number: string, more: Partial<{ expMonth: string; expYear: string; cvc: string; validThrough: string | null; accepted: typeof ALL }> = {}) =>
  checkCard(
    { number, expMonth: more.expMonth ?? '12', expYear: more.expYear ?? '30', cvc: more.cvc ?? (brandOf(number) === 'amex' ? '1234' : '123') },
    { now: NOW, acceptedBrands: more.accepted ?? ALL, validThrough: more.validThrough ?? null },
  );

describe('the sandbox card checks', () => {
  it('passes every test card through Luhn and refuses a changed digit', () => {
    for (const { number } of TEST_CARDS) expect(passesLuhn(number), number).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(check('4242 4242 4242 4241')).toEqual({ ok: false, reason: 'incorrect_number' });
  });

  it('reads the brand of each of the spec brands from the number', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('3566002020360505')).toBe('jcb');
    expect(brandOf('36227206271667')).toBe('diners');
    expect(brandOf('30569309025904')).toBe('diners');
    expect(brandOf('6011111111111117')).toBeNull();
  });

  it('keeps the brand, the last four digits and the expiry, never the number or the code', () => {
    const result = check('4242-4242-4242-4242');
    expect(result).toEqual({ ok: true, card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, behaviour: { kind: 'frictionless' } } });
    expect(JSON.stringify(result)).not.toContain('424242424242');
    expect(JSON.stringify(result)).not.toContain('123');
  });

  it('refuses a brand the payment does not accept', () => {
    expect(check('378282246310005', { accepted: ['visa', 'mastercard'] as never })).toEqual({ ok: false, reason: 'brand_not_accepted' });
  });

  it('checks the expiry: a real month, not past, and through the stay when asked', () => {
    expect(check('4242424242424242', { expMonth: '13' })).toEqual({ ok: false, reason: 'invalid_expiry' });
    expect(check('4242424242424242', { expYear: '2' })).toEqual({ ok: false, reason: 'invalid_expiry' });
    expect(check('4242424242424242', { expMonth: '10', expYear: '26' })).toEqual({ ok: false, reason: 'expired_card' });
    // good through the end of its month
    expect(check('4242424242424242', { expMonth: '11', expYear: '2026' }).ok).toBe(true);
    expect(check('4242424242424242', { expMonth: '12', expYear: '26', validThrough: '2027-01-02' })).toEqual({ ok: false, reason: 'valid_through_too_short' });
    expect(check('4242424242424242', { expMonth: '01', expYear: '27', validThrough: '2027-01-02' }).ok).toBe(true);
  });

  it('wants three digits of security code, four for American Express', () => {
    expect(check('4242424242424242', { cvc: '12' })).toEqual({ ok: false, reason: 'invalid_cvc' });
    expect(check('4242424242424242', { cvc: '1234' })).toEqual({ ok: false, reason: 'invalid_cvc' });
    expect(check('378282246310005', { cvc: '123' })).toEqual({ ok: false, reason: 'invalid_cvc' });
    expect(check('378282246310005', { cvc: '1234' }).ok).toBe(true);
  });

  it('gives each test card its behaviour', () => {
    const behaviour = (number: string) => {
      const result = check(number);
      return result.ok ? result.card.behaviour : result.reason;
    };
    expect(behaviour('4000000000003220')).toEqual({ kind: 'challenge', after: 'success' });
    expect(behaviour('4000008400001629')).toEqual({ kind: 'challenge', after: 'declined' });
    expect(behaviour('4000000000003246')).toEqual({ kind: 'challenge_unanswered' });
    expect(behaviour('4000000000000002')).toEqual({ kind: 'declined', code: 'card_declined' });
    expect(behaviour('4000000000000119')).toEqual({ kind: 'declined', code: 'processing_error' });
  });
});
