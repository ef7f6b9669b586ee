import type { Locale } from './constants.ts';

/**
 * Spec 1 §1 browser language mapping: ja, ko, Chinese (simplified for zh, hans, cn, sg;
 * traditional for hant, tw, mo, hk — the script wins over the region), otherwise en.
 */
export function localeFromBrowser(language: string | undefined): Locale {
  const [primary, ...rest] = (language ?? '').toLowerCase().split(/[-_]/);
  if (primary === 'ja') return 'ja';
  if (primary === 'ko') return 'ko';
  if (primary !== 'zh') return 'en';
  if (rest.includes('hans')) return 'zh_Hans';
  if (rest.includes('hant') || rest.some((part) => ['tw', 'mo', 'hk'].includes(part))) return 'zh_Hant';
  return 'zh_Hans';
}

/** The locale for an Accept-Language header: its first language, mapped as above. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  return localeFromBrowser(header?.split(',')[0]?.split(';')[0]?.trim());
}
