import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/constants.ts';
import { formatGuestName, lastNameFirst } from './names.ts';

describe('guest names per locale (spec 1 §4)', () => {
  it('writes the last name first in Japanese', () => {
    expect(formatGuestName('Hanako', 'Yamada', 'ja')).toBe('Yamada Hanako');
    expect(formatGuestName('花子', '山田', 'ja')).toBe('山田 花子');
  });

  it('falls back to the kana reading in Japanese when a part is missing', () => {
    expect(formatGuestName('', '', 'ja', { first: 'はなこ', last: 'やまだ' })).toBe('やまだ はなこ');
    expect(formatGuestName('花子', '', 'ja', { first: 'はなこ', last: 'やまだ' })).toBe('やまだ 花子');
    expect(formatGuestName('花子', '山田', 'ja', { first: 'はなこ', last: 'やまだ' })).toBe('山田 花子');
  });

  it('writes the first name first in English, and ignores kana there', () => {
    expect(formatGuestName('Hanako', 'Yamada', 'en')).toBe('Hanako Yamada');
    expect(formatGuestName('', '', 'en', { first: 'はなこ', last: 'やまだ' })).toBe('');
  });

  it('writes the last name first in every other locale', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en' && l !== 'ja')) {
      expect(formatGuestName('Minsu', 'Kim', locale), locale).toBe('Kim Minsu');
      expect(lastNameFirst(locale)).toBe(true);
    }
    expect(lastNameFirst('en')).toBe(false);
  });

  it('trims the parts and leaves out an empty one', () => {
    expect(formatGuestName('  Hanako ', '', 'en')).toBe('Hanako');
    expect(formatGuestName('Hanako', ' Yamada ', 'ar')).toBe('Yamada Hanako');
  });
});
