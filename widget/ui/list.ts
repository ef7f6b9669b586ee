import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';

/** A list in the locale's words ("Bathtub, Shower and Toilet", "浴槽、シャワー、トイレ"). */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(INTL_LOCALE[locale], { style: 'long', type: 'conjunction' }).format(items);
}
