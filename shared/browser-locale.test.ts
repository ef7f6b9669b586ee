import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeFromBrowser } from './browser-locale.ts';

describe('browser language mapping (spec 1 §1, every interface language)', () => {
  it('maps Japanese and Korean whatever the region', () => {
    for (const [tag, locale] of [
      ['ja', 'ja'],
      ['ja-JP', 'ja'],
      ['ko-KR', 'ko'],
    ]) {
      expect(localeFromBrowser(tag), tag).toBe(locale);
    }
  });

  it('maps plain zh, Hans, cn and sg to simplified Chinese', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh_Hans', 'zh-Hans-HK']) expect(localeFromBrowser(tag), tag).toBe('zh_Hans');
  });

  it('maps Hant, tw, mo and hk to traditional Chinese', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW']) expect(localeFromBrowser(tag), tag).toBe('zh_Hant');
  });

  it('maps Arabic of any region, Indonesian (also by its old code in), Thai and English', () => {
    for (const tag of ['ar', 'ar-SA', 'ar-EG', 'AR-ae']) expect(localeFromBrowser(tag), tag).toBe('ar');
    for (const tag of ['id', 'id-ID', 'in', 'in-ID']) expect(localeFromBrowser(tag), tag).toBe('id');
    for (const tag of ['th', 'th-TH']) expect(localeFromBrowser(tag), tag).toBe('th');
    for (const tag of ['en', 'en-GB']) expect(localeFromBrowser(tag), tag).toBe('en');
  });

  it('takes the first of the browser’s languages we offer, else English', () => {
    expect(localeFromBrowser(['fr-FR', 'ar-EG', 'en'])).toBe('ar');
    expect(localeFromBrowser(['en-US', 'ar'])).toBe('en');
    expect(localeFromBrowser(['fr', 'de'])).toBe('en');
    for (const none of ['', [], undefined]) expect(localeFromBrowser(none)).toBe('en');
  });
});

describe('the locale of an Accept-Language header', () => {
  it('maps the same way as the browser’s own list', () => {
    expect(localeFromAcceptLanguage('ar')).toBe('ar');
    expect(localeFromAcceptLanguage('ar-SA,ar;q=0.9,en-US;q=0.8')).toBe('ar');
    expect(localeFromAcceptLanguage('zh-TW,zh;q=0.9')).toBe('zh_Hant');
    expect(localeFromAcceptLanguage('in-ID')).toBe('id');
  });

  it('follows the weights, skips languages we do not offer and those refused with q=0', () => {
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,th;q=0.8,en;q=0.7')).toBe('th');
    expect(localeFromAcceptLanguage('en;q=0.5, ko;q=0.8')).toBe('ko');
    expect(localeFromAcceptLanguage('ja;q=0, id')).toBe('id');
    expect(localeFromAcceptLanguage('de, *;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});
