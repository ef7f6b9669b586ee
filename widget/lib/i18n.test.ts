// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { localeFromBrowser } from '../../shared/browser-locale.ts';
import { $locale, activateLocale, allowedLocale, chooseLocale, initialLocale, localeOnFocus, requestedLocale, startupLocale, storedLocale } from './i18n.ts';

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/widget/booking/result');
});
afterEach(() => activateLocale('en'));

describe('browser language mapping (spec 1 §1)', () => {
  it('maps Japanese and Korean whatever the region', () => {
    expect(localeFromBrowser('ja')).toBe('ja');
    expect(localeFromBrowser('ja-JP')).toBe('ja');
    expect(localeFromBrowser('ko-KR')).toBe('ko');
  });

  it('maps plain zh, Hans, cn and sg to simplified Chinese', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh_Hans', 'zh-Hans-HK']) expect(localeFromBrowser(tag), tag).toBe('zh_Hans');
  });

  it('maps Hant, tw, mo and hk to traditional Chinese', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW']) expect(localeFromBrowser(tag), tag).toBe('zh_Hant');
  });

  it('maps everything else to English, even our other interface languages', () => {
    for (const tag of ['en-GB', 'fr', 'th-TH', 'ar', 'id', '', undefined]) expect(localeFromBrowser(tag), String(tag)).toBe('en');
  });
});

describe('the locale at start-up (spec 1 §4)', () => {
  it('takes the query parameter first, then the stored chatbot locale, then the browser language', () => {
    expect(startupLocale('ko', 'ja', 'zh-TW')).toBe('ko');
    expect(startupLocale(null, 'ja', 'zh-TW')).toBe('ja');
    expect(startupLocale(null, null, 'zh-TW')).toBe('zh_Hant');
  });

  it('reads the stored chatbot locale from this origin’s storage, ignoring a value that is no locale', () => {
    localStorage.setItem('yado.locale', JSON.stringify({ value: 'th', expires: null }));
    expect(initialLocale(null)).toBe('th');
    expect(initialLocale('ar')).toBe('ar');
    localStorage.setItem('yado.locale', JSON.stringify({ value: 'klingon', expires: null }));
    expect(storedLocale()).toBeNull();
  });

  it('keeps to the facility’s booking languages, else takes the first of them', () => {
    expect(allowedLocale('ja', ['en', 'ja'])).toBe('ja');
    expect(allowedLocale('ar', ['ja', 'en'])).toBe('ja');
    expect(allowedLocale('ar', [])).toBe('ar');
  });
});

describe('on window focus (spec 1 §4)', () => {
  it('switches to the stored chatbot locale when it differs and the facility offers it', () => {
    expect(localeOnFocus('en', 'ja', ['en', 'ja'])).toBe('ja');
    expect(localeOnFocus('en', 'ja', [])).toBe('ja');
  });

  it('stays when nothing is stored, it is the same, or the facility does not offer it', () => {
    expect(localeOnFocus('en', null, ['en', 'ja'])).toBeNull();
    expect(localeOnFocus('ja', 'ja', ['en', 'ja'])).toBeNull();
    expect(localeOnFocus('en', 'ar', ['en', 'ja'])).toBeNull();
  });
});

describe('changing the language', () => {
  it('saves the choice as the stored chatbot locale and drops locale from the URL, keeping the search', async () => {
    history.replaceState(null, '', '/widget/booking/result?code=sakura-kyoto&checkin=2030-06-12&locale=en&adults=2');
    await chooseLocale('ja');
    expect(storedLocale()).toBe('ja');
    expect($locale.get()).toBe('ja');
    const query = new URLSearchParams(location.search);
    expect(query.has('locale')).toBe(false);
    expect(query.get('checkin')).toBe('2030-06-12');
    expect(query.get('adults')).toBe('2');
    expect(location.pathname).toBe('/widget/booking/result');
  });

  it('names the coming language in requests while its text loads', async () => {
    const loading = activateLocale('ko');
    expect(requestedLocale()).toBe('ko');
    await loading;
    expect($locale.get()).toBe('ko');
  });

  it('sets the page’s language and direction: Arabic right to left, Chinese with its script', async () => {
    await activateLocale('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await activateLocale('zh_Hant');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('counts with Intl plural rules in Chinese (zh_Hans is zh-Hans to Intl)', async () => {
    await activateLocale('zh_Hans');
    expect(i18n.locales).toBe('zh-Hans');
    const nights = 2;
    expect(() => plural(nights, { one: '# night', other: '# nights' })).not.toThrow();
  });
});
