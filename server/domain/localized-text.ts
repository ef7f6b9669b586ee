import { LOCALES, type Locale } from '../../shared/constants.ts';

/**
 * Hotel-authored text (names, descriptions, addresses, notices, extras, questions, policies,
 * kids tiers, companions...): one value per locale, stored as jsonb `{"en": "...", "ja": "..."}`.
 */
export type LocalizedText = Readonly<Record<string, string | undefined>>;

/** The languages a hotel may declare as its own (spec 2 §9.5: hotel locale ko, zh_Hant, else ja). */
export const HOTEL_LOCALES = ['ja', 'ko', 'zh_Hant'] as const;

/** A hotel's default language: the one its staff write every text in first (hotels.locale). */
export type HotelLocale = (typeof HOTEL_LOCALES)[number];

/**
 * The order a hotel text is looked for in: the guest's locale, then the hotel's default
 * language, then English, then every other locale in LOCALES order. `hotelLocale` is null where
 * no one hotel speaks (a brand's own list of its hotels).
 */
export function textFallbackOrder(locale: Locale, hotelLocale: HotelLocale | null): Locale[] {
  const first: Locale[] = hotelLocale ? [locale, hotelLocale, 'en'] : [locale, 'en'];
  return [...new Set([...first, ...LOCALES])];
}

/**
 * The one place hotel text is localized: the value of `text` in the first locale of
 * textFallbackOrder that has one. A blank value counts as missing; a key that is not one of our
 * locales is used only when nothing else is there, so a guest never sees an empty name.
 */
export function localizedText(text: LocalizedText, locale: Locale, hotelLocale: HotelLocale | null): string {
  for (const candidate of textFallbackOrder(locale, hotelLocale)) {
    const value = text[candidate];
    if (value?.trim()) return value;
  }
  return Object.values(text).find((value) => value?.trim()) ?? '';
}
