import { i18n, type Messages } from '@lingui/core';
import { atom } from 'nanostores';
import { INTL_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '../../shared/constants.ts';
import { STORED_LOCALE_KEY } from '../../shared/stored-keys.ts';
import { readStored, writeStored } from './storage.ts';
import { localeFromBrowser } from '../../shared/browser-locale.ts';
import type { TEXT_PARTS } from './more-text.ts';

/** The interface locale; set only by `activateLocale`, once its catalog is loaded. */
export const $locale = atom<Locale>('en');

// Spec 1 §4: the stored chatbot locale (STORED_LOCALE_KEY), the one key for the language the
// guest chose. It is shared with every frame of the widget's origin (the chatbot's too, and
// /iframe-change-locale), hence localStorage.

/** Whether a value names one of our interface locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored chatbot locale, or null. */
export function storedLocale(): Locale | null {
  const stored = readStored<string>('local', STORED_LOCALE_KEY);
  return isLocale(stored) ? stored : null;
}

/** Saves the stored chatbot locale. */
export function rememberLocale(locale: Locale): void {
  writeStored('local', STORED_LOCALE_KEY, locale);
}

/** Start-up order (spec 1 §4): the `locale` query parameter, the stored chatbot locale, the browser's language. */
export function startupLocale(fromQuery: Locale | null, stored: Locale | null, browserLanguages: string | readonly string[] | undefined): Locale {
  return fromQuery ?? stored ?? localeFromBrowser(browserLanguages);
}

/** The locale to start in, from the query, this origin's storage and the browser's languages in its order. */
export function initialLocale(fromQuery: Locale | null): Locale {
  const navigator = globalThis.navigator;
  const browser = navigator?.languages?.length ? navigator.languages : navigator?.language;
  return startupLocale(fromQuery, storedLocale(), browser);
}

/** Spec 1 §1 and 2 §9.5: limit to the facility's booking languages, else the first it offers. */
export function allowedLocale(locale: Locale, bookLanguages: readonly Locale[]): Locale {
  if (bookLanguages.length === 0 || bookLanguages.includes(locale)) return locale;
  return bookLanguages[0]!;
}

/**
 * Spec 1 §4, on window focus: the locale to switch to when the stored chatbot locale (changed
 * in another frame meanwhile) differs from the current one and the facility offers it; else null.
 */
export function localeOnFocus(current: Locale, stored: Locale | null, bookLanguages: readonly Locale[]): Locale | null {
  if (!stored || stored === current) return null;
  return allowedLocale(stored, bookLanguages) === stored ? stored : null;
}

/** Each locale's text in three lazy parts, listed in lib/more-text.ts (itself loaded with the first part asked for). */
type Part = keyof typeof TEXT_PARTS;
type MorePart = Exclude<Part, 'first'>;
const loadPart = (part: Part, locale: Locale) => import('./more-text.ts').then(({ TEXT_PARTS }) => TEXT_PARTS[part][`../../locales/${locale}/widget.po`]!());

let activation = 0;
let requested: Locale | null = null;
/** The parts beyond the first that a page asked for: loaded for every later locale too. */
const wanted = new Set<MorePart>();
/** First parts the widget's page carried (lib/page-data.ts), by locale: no chunk to load for them. */
const givenFirstText = new Map<Locale, Messages>();

/** Keeps the first part of a locale's text that came with the page, for `activateLocale`. */
export function giveFirstText(locale: Locale, messages: Messages): void {
  givenFirstText.set(locale, messages);
}

/** The locale being shown or about to be (start-up, a switch): what requests name in x-locale. */
export function requestedLocale(): Locale {
  return requested ?? $locale.get();
}

/**
 * Loads a locale's text (the first-screen part; the other parts too once a page asked for
 * them), activates it, and sets `<html lang dir>`. Of overlapping calls the last wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const ticket = ++activation;
  requested = locale;
  const given = givenFirstText.get(locale);
  const first = given ? { messages: given } : loadPart('first', locale);
  const parts = await Promise.all([first, ...[...wanted].map((part) => loadPart(part, locale))]);
  if (ticket !== activation) return;
  // merged with other parts that may have arrived meanwhile (loadResultsText, loadLaterText)
  i18n.load(locale, Object.assign({}, ...parts.map((part) => part.messages)));
  // Intl (plurals, numbers) needs a BCP 47 tag: zh_Hans is zh-Hans (spec 2 §9.5)
  i18n.activate(locale, INTL_LOCALE[locale]);
  const root = globalThis.document?.documentElement;
  if (root) {
    root.lang = INTL_LOCALE[locale];
    root.dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  }
  $locale.set(locale);
}

/** Loads parts of the text for this and every later locale: the locale shown and, during a switch, the one about to be. */
async function loadText(parts: MorePart[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  const locales = [...new Set([$locale.get(), requestedLocale()])];
  const loaded = await Promise.all(locales.map((locale) => Promise.all(parts.map((part) => loadPart(part, locale)))));
  for (const [index, locale] of locales.entries()) i18n.load(locale, Object.assign({}, ...loaded[index]!.map((part) => part.messages)));
}

/** Loads the text of the results part below the search form (its toolbar, filters, results and the hotel's notices); call before showing it. */
export function loadResultsText(): Promise<void> {
  return loadText(['results']);
}

/** Loads the text of the checkout and reservation pages, the calendar and the guests chooser (with the results part's); call before showing them. */
export function loadLaterText(): Promise<void> {
  return loadText(['results', 'later']);
}

/** Spec 1 §4: a locale change removes `locale` from the URL query (it would win over the choice on reload). */
function dropLocaleFromUrl(): void {
  const location = globalThis.location;
  if (!location) return;
  const query = new URLSearchParams(location.search);
  if (!query.has('locale')) return;
  query.delete('locale');
  const search = query.toString();
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
}

/** Switches the shown language (a choice, or one made in another frame) and drops `locale` from the URL. */
export async function switchLocale(locale: Locale): Promise<void> {
  dropLocaleFromUrl();
  await activateLocale(locale);
}

/** The guest picked a language (spec 1 §4): save it as the stored chatbot locale and switch. */
export async function chooseLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await switchLocale(locale);
}
