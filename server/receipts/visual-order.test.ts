import { describe, expect, it } from 'vitest';
import { mirrorNeutrals, visualPieces } from './visual-order.ts';

describe('visualPieces', () => {
  it('leaves a left-to-right line whole', () => {
    expect(visualPieces('Amount received 45,600', 'ltr')).toEqual([{ text: 'Amount received 45,600', rtl: false }]);
  });

  it('orders an Arabic line right to left with its number read left to right, and drops the marks that draw nothing', () => {
    expect(visualPieces('المبلغ\u200f \u206645,600 JP¥\u2069', 'rtl')).toEqual([
      { text: '45,600 JP¥', rtl: false },
      { text: 'المبلغ ', rtl: true },
    ]);
  });

  it('puts a Latin name inside Arabic text where a reader of Arabic expects it', () => {
    expect(visualPieces('فندق Yado Kyoto في', 'rtl')).toEqual([
      { text: ' في', rtl: true },
      { text: 'Yado Kyoto', rtl: false },
      { text: 'فندق ', rtl: true },
    ]);
  });

  it('mirrors brackets drawn right to left', () => {
    expect(mirrorNeutrals(' (')).toBe(') ');
  });
});
