/** Currencies the hotels sell in (spec 2 §9.4), shared by the server and the widget. */

/** Currencies and their decimal digits (spec 2 §9.4). Amounts travel as integers in minor units. */
export const CURRENCY_DIGITS = {
  JPY: 0,
  ARS: 2,
  AUD: 2,
  BRL: 2,
  CAD: 2,
  CNY: 2,
  CZK: 2,
  DKK: 2,
  EUR: 2,
  HKD: 2,
  INR: 2,
  IDR: 0,
  ILS: 2,
  MOP: 2,
  MYR: 2,
  MXN: 2,
  TWD: 0,
  NZD: 2,
  NOK: 2,
  PHP: 2,
  GBP: 2,
  QAR: 2,
  SAR: 2,
  SGD: 2,
  ZAR: 2,
  KRW: 0,
  LKR: 2,
  SEK: 2,
  CHF: 2,
  THB: 2,
  AED: 2,
  USD: 2,
  VND: 0,
} as const;
/** A supported ISO 4217 currency code. */
export type CurrencyCode = keyof typeof CURRENCY_DIGITS;
/** Every supported currency code. */
export const CURRENCIES = Object.keys(CURRENCY_DIGITS) as CurrencyCode[];
