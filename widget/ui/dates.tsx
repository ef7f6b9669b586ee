import { useStore } from '@nanostores/react';
import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';
import { $locale } from '../lib/i18n.ts';

const LONG: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
const SHORT: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' };

function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** A calendar date (YYYY-MM-DD) in the locale's words, e.g. "Fri, Jun 12, 2026" or "2026年6月12日(金)". */
export function formatDate(iso: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], style === 'long' ? LONG : SHORT).format(utcDate(iso));
}

/** A time of day given as an hour (18 → "6:00 PM" / "18:00"). */
export function formatHour(hour: number, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}

/** A date in a `<time>` element. */
export function FormattedDate({ iso, style = 'long' }: { iso: string; style?: 'long' | 'short' }) {
  const locale = useStore($locale);
  return <time dateTime={iso}>{formatDate(iso, locale, style)}</time>;
}
