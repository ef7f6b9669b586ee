// @vitest-isolate: it counts the formatters dates.ts keeps, from its first use
import { describe, expect, it } from 'vitest';
import { addMonths, todayIn } from './dates.ts';

describe('addMonths', () => {
  it('keeps the day, inside a shorter month, forwards and backwards across years', () => {
    expect(addMonths('2030-01-31', 1)).toBe('2030-02-28');
    expect(addMonths('2030-11-15', 3)).toBe('2031-02-15');
    expect(addMonths('2030-03-31', -1)).toBe('2030-02-28');
    expect(addMonths('2030-01-10', -12)).toBe('2029-01-10');
  });
});

describe('todayIn', () => {
  it('gives the date in the hotel’s time zone, making one formatter per zone however often the first screen asks', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Original;
    try {
      const now = new Date('2030-06-01T20:00:00Z');
      expect(todayIn('Asia/Tokyo', now)).toBe('2030-06-02');
      expect(todayIn('Asia/Tokyo', now)).toBe('2030-06-02');
      expect(todayIn('America/New_York', now)).toBe('2030-06-01');
      expect(todayIn('America/New_York', now)).toBe('2030-06-01');
      expect(made).toBe(2);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
