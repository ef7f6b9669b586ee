import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';

/** A count or measure (2, 24.5), formatted for the locale. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);
}
