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

/** A writing system names may use. */
export type NameScript = 'latin' | 'japanese' | 'hangul' | 'han' | 'thai' | 'arabic';

const SCRIPT_LETTERS: Record<NameScript, RegExp> = {
  latin: /^\p{Script=Latin}$/u,
  japanese: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・]$/u,
  hangul: /^\p{Script=Hangul}$/u,
  han: /^[\p{Script=Han}·・‧]$/u,
  thai: /^\p{Script=Thai}$/u,
  arabic: /^[\p{Script=Arabic}ـ]$/u,
};
/** Every script a name may use in some locale. */
export const ALL_SCRIPTS = Object.keys(SCRIPT_LETTERS) as NameScript[];
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
const NAME_SEPARATOR = /^[ '’.-]$/u;

/** Spec 1 §5: the scripts a guest name may use in each locale, besides English letters. */
export const NAME_SCRIPTS: Record<Locale, readonly NameScript[]> = {
  en: ['latin'],
  id: ['latin'],
  ja: ['latin', 'japanese'],
  ko: ['latin', 'hangul'],
  zh_Hans: ['latin', 'han'],
  zh_Hant: ['latin', 'han'],
  th: ['latin', 'thai'],
  ar: ['latin', 'arabic'],
};

/** Folds full-width and half-width forms (NFKC), trims, and makes each run of spaces one space. */
export function normalizeName(value: string): string {
  return value.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** Whether a name is letters of `scripts` (and name punctuation), with at least one letter. */
export function writtenIn(value: string, scripts: readonly NameScript[]): boolean {
  for (const char of value) {
    if (NAME_SEPARATOR.test(char) || /^\p{M}$/u.test(char)) continue;
    if (!LETTER_OR_MARK.test(char) && !'ー・·‧ـ'.includes(char)) return false;
    if (!scripts.some((script) => SCRIPT_LETTERS[script].test(char))) return false;
  }
  return /\p{L}/u.test(value);
}

/** Whether a name holds only letters (of any script we support) and name punctuation. */
export function isNameText(value: string): boolean {
  return writtenIn(value, ALL_SCRIPTS);
}
