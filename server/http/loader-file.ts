import { readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { localeFromAcceptLanguage } from '../../shared/browser-locale.ts';
import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';
import { translate } from '../i18n.ts';

/** The loader's one visible default text: the floating button's label (also the iframe's title). */
const BUTTON_LABEL = /*i18n*/ { id: 'loader.button_label', message: 'Book a room' };
/** How the built loader spells the label, to be swapped for the guest's language. */
const SOURCE_LITERAL = JSON.stringify('Book a room');

/**
 * Serves the loader in the guest's language: the build holds the English label, and the server
 * swaps in the translation for the browser's language (mapped as the widget maps it, spec 1
 * §1), so the loader carries no table of labels and stays within its byte budget. A label the
 * webmaster sets with data-button-label still wins.
 */
export function loaderHandler(distDir: string) {
  const cache = new Map<Locale, string>();
  let built: string | undefined;
  return (c: Context) => {
    built ??= readFileSync(`${distDir}/loader.js`, 'utf8');
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    let body = cache.get(locale);
    if (body === undefined) {
      body = built.replace(SOURCE_LITERAL, JSON.stringify(translate(locale, BUTTON_LABEL)));
      cache.set(locale, body);
    }
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Content-Language', INTL_LOCALE[locale]);
    c.header('Vary', 'Accept-Language');
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(body);
  };
}
