import { describe, expect, it } from 'vitest';
import { localizedText, textFallbackOrder } from './localized-text.ts';

const ALL = { en: 'Breakfast', ja: '朝食', ko: '조식', zh_Hans: '早餐', zh_Hant: '早餐', id: 'Sarapan', th: 'อาหารเช้า', ar: 'الإفطار' };

describe('localizedText', () => {
  it('gives the guest the value of their own locale first', () => {
    expect(localizedText(ALL, 'ar', 'ja')).toBe('الإفطار');
    expect(localizedText(ALL, 'en', 'ko')).toBe('Breakfast');
  });

  it("falls back to the hotel's default language before English", () => {
    expect(localizedText({ en: 'Ondol room', ko: '온돌방' }, 'th', 'ko')).toBe('온돌방');
    expect(localizedText({ ja: '和室', en: 'Japanese-style room' }, 'ar', 'ja')).toBe('和室');
  });

  it("falls back to English when the hotel's language has no value either", () => {
    expect(localizedText({ en: 'Late check-out', ja: 'レイトチェックアウト' }, 'id', 'zh_Hant')).toBe('Late check-out');
  });

  it('takes any value, in locale order, when neither is there', () => {
    expect(localizedText({ th: 'ผู้ดูแล', ko: '간병인' }, 'ar', 'ja')).toBe('간병인');
    expect(localizedText({ custom: 'Only this' }, 'en', 'ja')).toBe('Only this');
    expect(localizedText({}, 'en', 'ja')).toBe('');
  });

  it('treats a blank value as missing', () => {
    expect(localizedText({ ar: ' ', ja: '', en: 'Afternoon tea' }, 'ar', 'ja')).toBe('Afternoon tea');
  });

  it('skips the hotel step where no hotel speaks (a brand list)', () => {
    expect(localizedText({ ja: '宿', en: 'Yado' }, 'ko', null)).toBe('Yado');
  });
});

describe('textFallbackOrder', () => {
  it('lists each locale once: the guest, the hotel, English, then the rest', () => {
    expect(textFallbackOrder('th', 'ko')).toEqual(['th', 'ko', 'en', 'ja', 'zh_Hans', 'zh_Hant', 'id', 'ar']);
    expect(textFallbackOrder('ja', 'ja')).toEqual(['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar']);
  });
});
