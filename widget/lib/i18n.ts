import { i18n } from '@lingui/core';
import { atom } from 'nanostores';
import { INTL_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '../../shared/constants.ts';
import { readStored, writeStored } from './storage.ts';

/** The interface locale; set only by `activateLocale`, once its catalog is loaded. */
export const $locale = atom<Locale>('en');

const CHOSEN_LOCALE_KEY = 'yado.locale';
/** The locale shown in this frame, so a reload of any page keeps it. */
const SHOWN_LOCALE_KEY = 'yado.shown_locale';

/** Whether a value names one of our interface locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Spec 1 §1: browser language mapping (ja, ko, zh-hans, zh-hant, otherwise en). */
export function localeFromBrowser(language: string | undefined): Locale {
  const parts = (language ?? '').toLowerCase().split(/[-_]/);
  const [primary, ...rest] = parts;
  if (primary === 'ja') return 'ja';
  if (primary === 'ko') return 'ko';
  if (primary === 'zh') return rest.some((part) => ['hant', 'tw', 'mo', 'hk'].includes(part)) ? 'zh_Hant' : 'zh_Hans';
  return 'en';
}

/** The locale to start in: the query's, the one shown before a reload, the guest's last choice, the browser's. */
export function initialLocale(fromQuery: Locale | null): Locale {
  if (fromQuery) return fromQuery;
  const shown = readStored<string>('session', SHOWN_LOCALE_KEY);
  if (isLocale(shown)) return shown;
  const chosen = readStored<string>('local', CHOSEN_LOCALE_KEY);
  if (isLocale(chosen)) return chosen;
  return localeFromBrowser(globalThis.navigator?.language);
}

/** Spec 1 §1 and 2 §9.5: limit to the facility's languages, else the first it offers. */
export function allowedLocale(locale: Locale, bookLanguages: readonly Locale[]): Locale {
  if (bookLanguages.length === 0 || bookLanguages.includes(locale)) return locale;
  return bookLanguages[0]!;
}

let activation = 0;

/**
 * Loads a locale's catalog (one lazy chunk per locale, so adding a locale adds no weight to
 * the others), activates it, and sets `<html lang dir>`. Of overlapping calls the last wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const ticket = ++activation;
  const { messages } = await import(`../../locales/${locale}/widget.po`);
  if (ticket !== activation) return;
  i18n.loadAndActivate({ locale, messages });
  const root = globalThis.document?.documentElement;
  if (root) {
    root.lang = INTL_LOCALE[locale];
    root.dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  }
  writeStored('session', SHOWN_LOCALE_KEY, locale);
  $locale.set(locale);
}

/** The guest picked a language: remember it for the next visit and switch. */
export async function chooseLocale(locale: Locale): Promise<void> {
  writeStored('local', CHOSEN_LOCALE_KEY, locale);
  await activateLocale(locale);
}
