import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { INTL_LOCALE, LOCALES, type Locale } from '../../shared/constants.ts';
import { $locale, chooseLocale } from '../lib/i18n.ts';

/** Each language named in itself, so a guest finds theirs whatever is shown now. */
export const ENDONYMS: Record<Locale, string> = {
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  zh_Hans: '简体中文',
  zh_Hant: '繁體中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  ar: 'العربية',
};

/** Spec 1 §2 and 2 §9.5: the languages offered, the facility's booking languages, else all of them. */
export function offeredLanguages(bookLanguages: readonly Locale[]): Locale[] {
  return bookLanguages.length > 0 ? LOCALES.filter((l) => bookLanguages.includes(l)) : [...LOCALES];
}

/**
 * The language selector: each language in its own name and `lang`. Choosing one keeps the
 * page and its search (spec 1 §4): the text, the settings and the results reload in it.
 */
export function LanguageSelect({ languages }: { languages: readonly Locale[] }) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const list = offeredLanguages(languages);
  if (list.length < 2) return null;
  return (
    <label class="language-select">
      <span class="visually-hidden">{t`Language`}</span>
      <select value={locale} onChange={(event) => void chooseLocale(event.currentTarget.value as Locale)}>
        {list.map((l) => (
          <option key={l} value={l} lang={INTL_LOCALE[l]}>
            {ENDONYMS[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
