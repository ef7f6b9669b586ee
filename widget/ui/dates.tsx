import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';

const LONG: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
const SHORT: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' };

function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** A time of day, given as "HH:mm" or an hour, in the locale's words ("3:00 PM" / "15:00"). */
export function formatTime(time: string | number, locale: Locale): string {
  const [hour, minute] = typeof time === 'number' ? [time, 0] : time.split(':').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
    new Date(Date.UTC(2000, 0, 1, hour ?? 0, minute ?? 0)),
  );
}

/** A calendar date (YYYY-MM-DD) in the locale's words, e.g. "Fri, Jun 12, 2026" or "2026年6月12日(金)". */
export function formatDate(iso: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], style === 'long' ? LONG : SHORT).format(utcDate(iso));
}
