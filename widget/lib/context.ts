import { atom } from 'nanostores';
import { HOTEL_CODE_PATTERN, type Locale } from '../../shared/constants.ts';
import { isLocale } from './i18n.ts';

/** What the widget learns from its start-up query (spec 1 §2, start-up query parameters). */
export type Startup = {
  /** `code` or `hotel_code`; null when absent or malformed (spec 2 §7.2.1: "no hotel code"). */
  hotelCode: string | null;
  /** Origin of the host page from `parentUrl`; `*` when the host accepts any origin; null standalone. */
  parentOrigin: string | null;
  /** How the loader shows the iframe; a panel can be closed by the guest. */
  embed: 'inline' | 'panel' | null;
  closable: boolean;
  /** `locale` asked for in the query. */
  locale: Locale | null;
  /** Spec 1 §2: `iframe=triplabot` marks the chatbot's iframe (no language selector there). */
  chatbot: boolean;
};

function originOf(parentUrl: string | null): string | null {
  if (!parentUrl) return null;
  if (parentUrl === '*') return '*';
  try {
    const origin = new URL(parentUrl).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Reads the start-up query parameters. */
export function readStartup(search: string): Startup {
  const query = new URLSearchParams(search);
  const code = query.get('code') ?? query.get('hotel_code');
  const embedParam = query.get('embed');
  const embed = embedParam === 'panel' || embedParam === 'inline' ? embedParam : null;
  const locale = query.get('locale');
  return {
    hotelCode: code !== null && HOTEL_CODE_PATTERN.test(code) ? code : null,
    parentOrigin: originOf(query.get('parentUrl')),
    embed,
    closable: embed === 'panel',
    locale: isLocale(locale) ? locale : null,
    chatbot: query.get('iframe') === 'triplabot',
  };
}

/** The start-up context, set once by main.tsx. */
export const $startup = atom<Startup>({ hotelCode: null, parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });

/** The hotel code; callers run only after start-up found one. */
export function hotelCode(): string {
  return $startup.get().hotelCode ?? '';
}

/**
 * Spec 1 §2: the code query parameter (hotel code) is appended to routes when missing, so a
 * reload of any page still knows its hotel.
 */
export function withCode(path: string): string {
  const code = $startup.get().hotelCode;
  if (!code) return path;
  const [pathname, search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  if (!query.has('code')) query.set('code', code);
  return `${pathname}?${query.toString()}`;
}
