import { readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { localeFromAcceptLanguage } from '../../shared/browser-locale.ts';
import { INTL_LOCALE, type Locale } from '../../shared/constants.ts';
import { translate } from '../i18n.ts';
import { compressedVariants, sendVariants, type Variants } from './content-coding.ts';
import { fileVariants } from './precompressed-files.ts';

/** The loader's one visible default text: the floating button's label (also the iframe's title). */
const BUTTON_LABEL = /*i18n*/ { id: 'loader.button_label', message: 'Book a room' };
/** The label's literal in the built loader, in whichever quotes the minifier chose (it writes `…`). */
const SOURCE_LITERAL = /(["'`])Book a room\1/;

type Quote = '"' | "'" | '`';
const PRINTABLE = /[\x20-\x7e]/;
/** What a literal in each quote must escape: what is not printable ASCII, the backslash, the quote (`$` too in a template). */
const SPECIAL: Record<Quote, RegExp> = { '"': /[^\x20-\x7e]|["\\]/g, "'": /[^\x20-\x7e]|['\\]/g, '`': /[^\x20-\x7e]|[`$\\]/g };

/**
 * A JS string literal of `text` in the given quotes and in ASCII alone, other characters as \u
 * escapes: gzip codes the few ASCII characters the loader already uses better than the bytes of
 * UTF-8 it has nowhere else (a Thai or Chinese label: 3-7 B less gzipped, brotli too). The
 * literal is the same string; in a template literal `$` is escaped too, so no `${` starts.
 */
export function asciiLiteral(text: string, quote: Quote = '"'): string {
  const escaped = text.replace(SPECIAL[quote], (character) =>
    PRINTABLE.test(character) ? `\\${character}` : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return quote + escaped + quote;
}

/** The built loader with its label's literal replaced by `label`, in the same quotes. */
export function translatedLoader(built: string, label: string): string {
  const source = SOURCE_LITERAL.exec(built);
  if (!source) throw new Error('the built loader has no "Book a room" to translate: rebuild it (node build.mjs)');
  return built.slice(0, source.index) + asciiLiteral(label, source[1] as Quote) + built.slice(source.index + source[0].length);
}

/**
 * Serves the loader in the guest's language: the build holds the English label, and the server
 * swaps in the translation for the browser's language (mapped as the widget maps it, spec 1
 * §1), so the loader carries no table of labels and stays within its byte budget. A label the
 * webmaster sets with data-button-label still wins.
 */
export function loaderHandler(distDir: string) {
  const cache = new Map<Locale, Variants>();
  let built: string | undefined;
  return (c: Context) => {
    built ??= readFileSync(`${distDir}/loader.js`, 'utf8');
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    let variants = cache.get(locale);
    if (variants === undefined) {
      const body = translatedLoader(built, translate(locale, BUTTON_LABEL));
      variants = compressedVariants(Buffer.from(body));
      cache.set(locale, variants);
    }
    c.header('Content-Language', INTL_LOCALE[locale]);
    c.header('Vary', 'Accept-Language');
    return sendScript(c, variants);
  };
}

/**
 * Serves a part of the loader the loader fetches from its own origin: the floating panel's code
 * (loader/panel.ts, button mode) or the inline frame's (loader/inline.ts). The build's file and
 * its precompressed variants, sent as the loader is. Neither holds text to translate.
 */
export function loaderPartHandler(distDir: string, part: 'panel' | 'inline') {
  let variants: Variants | undefined;
  return (c: Context) => {
    variants ??= fileVariants(`${distDir}/loader-${part}.js`);
    return sendScript(c, variants);
  };
}

/** The loader's files: a classic script any host page may load. */
function sendScript(c: Context, variants: Variants): Response {
  // short-lived, so a new loader reaches every host page within minutes; the ETag makes revalidation cheap
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Access-Control-Allow-Origin', '*');
  return sendVariants(c, variants, 'text/javascript; charset=utf-8');
}
