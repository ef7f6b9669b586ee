import type { Locale } from '../../shared/constants.ts';
import { displayName } from '../../shared/names.ts';

export { lastNameFirst } from '../../shared/names.ts';

/**
 * A guest's name as the locale writes it (spec 1 §4); see displayName in shared/names.ts,
 * which the server's e-mails use too.
 */
export function formatGuestName(first: string, last: string, locale: Locale, kana?: { first?: string; last?: string }): string {
  return displayName(locale, { first_name: first, last_name: last, first_name_kana: kana?.first, last_name_kana: kana?.last });
}
