import type { Locale } from './constants.ts';

/**
 * Spec 1 §4 and 2 §9.5: whether a locale writes the last name first. English: first then
 * last; Japanese and every other locale: last then first.
 */
export function lastNameFirst(locale: Locale): boolean {
  return locale !== 'en';
}

/** A person's name as stored: the name itself and, for Japanese guests, its kana reading. */
export type PersonName = {
  first_name: string;
  last_name: string;
  first_name_kana?: string | null | undefined;
  last_name_kana?: string | null | undefined;
};

/**
 * A guest's name as the locale writes it (spec 1 §4): ja last then first, falling back to
 * the kana reading when the name itself is missing; en first then last; others last then
 * first. Parts are trimmed and empty parts are left out.
 */
export function displayName(locale: Locale, name: PersonName): string {
  let given = name.first_name.trim();
  let family = name.last_name.trim();
  if (locale === 'ja') {
    given ||= name.first_name_kana?.trim() ?? '';
    family ||= name.last_name_kana?.trim() ?? '';
  }
  const parts = lastNameFirst(locale) ? [family, given] : [given, family];
  return parts.filter(Boolean).join(' ');
}
