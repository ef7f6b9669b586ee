import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';
import { CURRENCY_DIGITS, type CurrencyCode } from '../../shared/currencies.ts';
import { displayName } from '../../shared/names.ts';

/** Intl formatters by what they format: making one costs far more than using it, and every e-mail uses dozens. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/** An amount in minor units written for a guest, e.g. "¥24,000" or "NT$3,200". */
export function formatMoney(amount: number, currency: CurrencyCode, locale: Locale): string {
  const digits = CURRENCY_DIGITS[currency];
  const money = formatter(
    `money:${locale}:${currency}`,
    () => new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );
  return money.format(amount / 10 ** digits);
}

/** A calendar date written for a guest, e.g. "Tuesday, December 1, 2026". */
export function formatDate(date: string, locale: Locale): string {
  const full = formatter(`date:${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeZone: 'UTC' }));
  return full.format(new Date(`${date}T00:00:00Z`));
}

/** A guest's full name in the locale's order (spec 1 §4; shared/names.ts displayName). */
export function formatName(first: string, last: string, locale: Locale): string {
  return displayName(locale, { first_name: first, last_name: last });
}

/** One night or service date, short, e.g. "Sun, Dec 20, 2026". */
export function formatNight(date: string, locale: Locale): string {
  const short = formatter(
    `night:${locale}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  );
  return short.format(new Date(`${date}T00:00:00Z`));
}

/** A time of day given as "HH:mm", written for a guest, e.g. "3:00 PM" or "15:00". */
export function formatTime(time: string, locale: Locale): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const clock = formatter(`time:${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }));
  return clock.format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}
