import { describe, expect, it } from 'vitest';
import { addMonths } from './dates.ts';

describe('addMonths', () => {
  it('keeps the day, inside a shorter month, forwards and backwards across years', () => {
    expect(addMonths('2030-01-31', 1)).toBe('2030-02-28');
    expect(addMonths('2030-11-15', 3)).toBe('2031-02-15');
    expect(addMonths('2030-03-31', -1)).toBe('2030-02-28');
    expect(addMonths('2030-01-10', -12)).toBe('2029-01-10');
  });
});
