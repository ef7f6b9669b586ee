import type { Locale } from './constants.ts';

/**
 * One browser language tag as an interface locale, or null for a language we do not offer.
 * Spec 1 §1 maps ja, ko and Chinese (simplified for zh, hans, cn, sg; traditional for hant, tw,
 * mo, hk — the script wins over the region); we map our other interface languages the same way:
 * id (and its old code in), th, ar in any region, and en.
 */
export function localeOfLanguage(language: string): Locale | null {
  const [primary = '', ...rest] = language.trim().toLowerCase().split(/[-_]/);
  if (primary === 'zh') {
    if (rest.includes('hans')) return 'zh_Hans';
    return rest.includes('hant') || rest.some((part) => ['tw', 'mo', 'hk'].includes(part)) ? 'zh_Hant' : 'zh_Hans';
  }
  if (primary === 'in') return 'id';
  return (['en', 'ja', 'ko', 'id', 'th', 'ar'] as const).find((locale) => locale === primary) ?? null;
}

/**
 * The locale of the browser's languages (navigator.languages, most preferred first): the first
 * we offer, otherwise en (spec 1 §1).
 */
export function localeFromBrowser(languages: string | readonly string[] | undefined): Locale {
  for (const language of typeof languages === 'string' ? [languages] : (languages ?? [])) {
    const locale = localeOfLanguage(language);
    if (locale) return locale;
  }
  return 'en';
}

/**
 * The locale for an Accept-Language header, mapped as above: its languages by weight (`q`, 1
 * when absent; in the header's order among equals), leaving out those it refuses (`q=0`).
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const weighted = (header ?? '').split(',').map((part, index) => {
    const [language = '', ...params] = part.split(';');
    const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
    return { language, weight: q === undefined ? 1 : Number(q), index };
  });
  const ordered = weighted.filter((entry) => entry.weight > 0).sort((a, b) => b.weight - a.weight || a.index - b.index);
  return localeFromBrowser(ordered.map((entry) => entry.language));
}
