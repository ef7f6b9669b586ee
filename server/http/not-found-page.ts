import { html } from 'hono/html';
import type { Context } from 'hono';
import { localeFromAcceptLanguage } from '../../shared/browser-locale.ts';
import { HOTEL_CODE_PATTERN, INTL_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '../../shared/constants.ts';
import { translate } from '../i18n.ts';

const M = {
  title: /*i18n*/ { id: 'page.not_found.title', message: 'This link does not work' },
  text: /*i18n*/ {
    id: 'page.not_found.text',
    message: 'There is nothing at this address. The link may be incomplete, or it may have been changed on its way.',
  },
  search: /*i18n*/ { id: 'page.not_found.search', message: 'Search for rooms' },
  again: /*i18n*/ { id: 'page.not_found.again', message: "Please open booking again from the hotel's website." },
};

/**
 * What a browser gets for an address nothing answers (a widget link broken on its way, say
 * `/widget%2Freservation%2F...`): a page in the guest's language that says so, with the way to
 * the hotel's search when the address names the hotel. Other clients get the plain 404 text.
 */
export function notFound(c: Context): Response | Promise<Response> {
  if (c.req.method !== 'GET' || !c.req.header('accept')?.includes('text/html')) return c.text('Not found', 404);
  const asked = c.req.query('locale');
  const locale: Locale = (LOCALES as readonly string[]).includes(asked ?? '') ? (asked as Locale) : localeFromAcceptLanguage(c.req.header('accept-language'));
  const t = (descriptor: (typeof M)[keyof typeof M]) => translate(locale, descriptor);
  const code = c.req.query('code') ?? c.req.query('hotel_code');
  const search = code && HOTEL_CODE_PATTERN.test(code) ? `/widget/booking/result?${new URLSearchParams({ code, locale })}` : null;
  c.header('Cache-Control', 'no-store');
  return c.html(
    html`<!doctype html><html lang="${INTL_LOCALE[locale]}" dir="${RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t(M.title)}</title></head>
<body><main><h1>${t(M.title)}</h1><p>${t(M.text)}</p>${search ? html`<p><a href="${search}">${t(M.search)}</a></p>` : html`<p>${t(M.again)}</p>`}</main></body></html>`,
    404,
  );
}
