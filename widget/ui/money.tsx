import { useStore } from '@nanostores/react';
import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';
import { CURRENCY_DIGITS, type CurrencyCode } from '../../shared/currencies.ts';
import { $locale } from '../lib/i18n.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: CurrencyCode, locale: Locale): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = CURRENCY_DIGITS[currency];
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format;
}

/** An amount in minor units, formatted for the locale with the currency's own digits (spec 2 §9.4). */
export function formatMoney(amount: number, currency: CurrencyCode, locale: Locale): string {
  return formatter(currency, locale).format(amount / 10 ** CURRENCY_DIGITS[currency]);
}

/** An amount in the currency's major units, as analytics wants it. */
export function majorUnits(amount: number, currency: CurrencyCode): number {
  return amount / 10 ** CURRENCY_DIGITS[currency];
}

/** A percentage (30 → "30%"), formatted for the locale. */
export function formatPercent(percentage: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 1 }).format(percentage / 100);
}

/** A price in the guest's locale. */
export function Money({ amount, currency }: { amount: number; currency: CurrencyCode }) {
  const locale = useStore($locale);
  const parts = formatter(currency, locale).formatToParts(amount / 10 ** CURRENCY_DIGITS[currency]);
  // isolated, so a price keeps its order inside text of the other direction; its currency
  // symbol too, so a Latin one ("JP¥") stays whole beside the number in right-to-left text
  return <bdi class="money">{parts.map((part, index) => (part.type === 'currency' ? <bdi key={index}>{part.value}</bdi> : part.value))}</bdi>;
}
