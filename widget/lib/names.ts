import type { Locale } from '../../shared/constants.ts';

/**
 * Spec 1 §4 and 2 §9.5: whether a locale writes the last name first. English: first then
 * last; Japanese and every other locale: last then first.
 */
export function lastNameFirst(locale: Locale): boolean {
  return locale !== 'en';
}

/**
 * A guest's name as the locale writes it (spec 1 §4): ja last then first, falling back to
 * the kana reading when the name itself is missing; en first then last; others last then
 * first. Empty parts are left out.
 */
export function formatGuestName(first: string, last: string, locale: Locale, kana?: { first?: string; last?: string }): string {
  let given = first.trim();
  let family = last.trim();
  if (locale === 'ja' && kana) {
    given ||= kana.first?.trim() ?? '';
    family ||= kana.last?.trim() ?? '';
  }
  const parts = lastNameFirst(locale) ? [family, given] : [given, family];
  return parts.filter(Boolean).join(' ');
}
