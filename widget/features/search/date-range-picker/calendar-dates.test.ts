import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, LOCALES } from '../../../../shared/constants.ts';
import { compactPrice, weekdayNames } from './calendar-dates.ts';

describe('the weekday headers of the calendar', () => {
  it('are one to four characters in every locale, so seven fit a phone’s width', () => {
    for (const locale of LOCALES) {
      const names = weekdayNames(INTL_LOCALE[locale], 7);
      expect(names, locale).toHaveLength(7);
      for (const name of names) expect([...name.short].length, `${locale}: ${name.short}`).toBeLessThanOrEqual(4);
    }
  });

  it('take the narrow names in Arabic, whose short names are whole words, and keep the full name for screen readers', () => {
    const names = weekdayNames('ar', 7);
    expect(names[0]).toEqual({ short: 'ح', long: 'الأحد' });
    expect(names.map((name) => name.short)).toEqual(['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س']);
  });

  it('keep the short names where they already fit: Mon, 月, 周一', () => {
    expect(weekdayNames('en', 1)[0]!.short).toBe('Mon');
    expect(weekdayNames('ja', 1)[0]!.short).toBe('月');
    expect(weekdayNames('zh-Hans', 1)[0]!.short).toBe('周一');
  });
});

describe('a day’s price in the calendar', () => {
  it('takes the currency’s narrow symbol where the locale has one, so it fits a phone’s column', () => {
    expect(compactPrice(14400, 'JPY', 'ko')).toBe('¥1.4만');
    expect(compactPrice(143000, 'JPY', 'id')).toBe('¥143 rb');
    expect(compactPrice(14400, 'JPY', 'en')).toBe('¥14K');
  });

  it('parts its words with plain spaces, so a long one may take two lines', () => {
    expect(compactPrice(14400, 'JPY', 'ar')).toMatch(/^\S*14 ألف \S*¥$/);
  });
});
