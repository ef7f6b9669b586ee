import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';

const LONG: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
const SHORT: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' };

function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** A formatter per locale and style: making one costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) in the locale's words, e.g. "Fri, Jun 12, 2026" or "2026年6月12日(金)". */
export function formatDate(iso: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const key = locale + style;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], style === 'long' ? LONG : SHORT);
    formats.set(key, format);
  }
  return format.format(utcDate(iso));
}
