// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../shared/constants.ts';
import { $locale, activateLocale, rememberLocale, requestedLocale } from '../lib/i18n.ts';
import { $settings } from '../lib/settings.ts';
import { settingsFixture } from '../testing/fixtures.ts';
import { followLocaleRules } from './locale-rules.ts';

let stop = () => {};

function offer(bookLanguages: Locale[]) {
  $settings.set({ status: 'ready', data: { ...settingsFixture(), book_languages: bookLanguages } });
}

beforeEach(async () => {
  localStorage.clear();
  $settings.set({ status: 'loading', data: null });
  await activateLocale('en');
  stop = followLocaleRules();
});
afterEach(() => stop());

describe('the language follows the facility and the stored chatbot locale', () => {
  it('switches to the facility’s first booking language when it does not offer the current one', async () => {
    offer(['ja', 'ko']);
    await vi.waitFor(() => expect($locale.get()).toBe('ja'));
  });

  it('keeps the current language when the facility offers it', async () => {
    offer(['ko', 'en']);
    // a switch would name its locale at once
    expect(requestedLocale()).toBe('en');
    expect($locale.get()).toBe('en');
  });

  it('on window focus takes the locale another frame stored, if the facility offers it', async () => {
    offer(['en', 'ja']);
    rememberLocale('ja');
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect($locale.get()).toBe('ja'));
  });

  it('on window focus ignores a stored locale the facility does not offer', async () => {
    offer(['en', 'ja']);
    rememberLocale('ar');
    window.dispatchEvent(new Event('focus'));
    // a switch would name its locale at once
    expect(requestedLocale()).toBe('en');
    expect($locale.get()).toBe('en');
  });
});
