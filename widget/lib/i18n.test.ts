// @vitest-environment happy-dom
// @vitest-isolate: it checks which catalogs i18n.ts has loaded, from its first use
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import {
  $locale,
  activateLocale,
  allowedLocale,
  chooseLocale,
  initialLocale,
  loadResultsText,
  localeOnFocus,
  requestedLocale,
  startupLocale,
  storedLocale,
} from './i18n.ts';

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/widget/booking/result');
});
afterEach(() => activateLocale('en'));

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

  it('follows the browser’s languages on a first visit: the first one we offer, Arabic included', () => {
    try {
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['fr-FR', 'ar-EG', 'en'] });
      expect(initialLocale(null)).toBe('ar');
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['zh-HK'] });
      expect(initialLocale(null)).toBe('zh_Hant');
    } finally {
      delete (navigator as { languages?: unknown }).languages;
    }
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

describe('the text in parts', () => {
  it('loads the results part’s text when asked, not with the first screen’s, and with every language chosen after', async () => {
    const searching = generateMessageId('Searching for available rooms…');
    await activateLocale('ja');
    expect(i18n._(searching)).toBe(searching);
    await loadResultsText();
    expect(i18n._(searching)).toBe('空室を検索しています…');
    await activateLocale('ko');
    expect(i18n._(searching)).toBe('예약 가능한 객실을 검색하는 중…');
  });
});
