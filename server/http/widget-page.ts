import { existsSync, readFileSync } from 'node:fs';
import type { Context } from 'hono';
import type { InitSettings } from '../../shared/api/settings.ts';
import { localeFromAcceptLanguage } from '../../shared/browser-locale.ts';
import { HOTEL_CODE_PATTERN, LOCALES, type Locale } from '../../shared/constants.ts';
import { PAGE_DATA_ID, type PageData } from '../../shared/page-data.ts';
import { deepLinkTarget } from '../../shared/protocol/deep-link.ts';
import { themeVariables } from '../../shared/theme.ts';
import { compressedVariants, sendVariants, type Variants } from './content-coding.ts';
import { inlineHashes } from './security-headers.ts';

/**
 * JSON safe inside a `<script type="application/json">` element: no `<` (so no `</script>` and
 * no `<!--`), no `>` or `&`, and the line and paragraph separators escaped. JSON.parse reads the
 * escapes back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The page with its data block, before the page's scripts (a data block is never executed: CSP allows it). */
export function pageWithData(html: string, data: PageData): string {
  const block = `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(data)}</script>`;
  return html.replace('</head>', `${block}\n  </head>`);
}

/** The locale the widget will start in, as far as the server can tell: the query's, else the browser's (spec 1 §4). */
export function pageLocale(query: string | undefined, acceptLanguage: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(query ?? '') ? (query as Locale) : localeFromAcceptLanguage(acceptLanguage);
}

/**
 * The CSP hash sources of the built widget page's inline script (the Intl warm-up,
 * widget/index.html) and stylesheet (its first screen's CSS, widget/build/inline-entry-css.ts),
 * read once the page is built: the widget page's script-src and style-src.
 */
export function pageInlineHashes(distDir: string): () => { scripts: string[]; styles: string[] } {
  const indexFile = `${distDir}/widget/index.html`;
  let hashes: { scripts: string[]; styles: string[] } | undefined;
  return () => {
    if (!hashes && existsSync(indexFile)) hashes = inlineHashes([readFileSync(indexFile, 'utf8')]);
    return hashes ?? { scripts: [], styles: [] };
  };
}

/** Keeps the last pages built (one per hotel, locale and content): compressing each is done once. */
const PAGES_KEPT = 200;

/**
 * Serves the widget's index.html with the page data of the hotel in its query (`code`, or the
 * older `hotel_code`) in the guest's locale: the first screen needs no settings call and no
 * catalog chunk. `no-cache` with an ETag of the bytes sent, so a copy is revalidated and the
 * ETag changes whenever the settings, the text or the build change. A page with no known hotel
 * is the built page as is. A deep link the loader passed on (`/widget/?open_widget=…`) is first
 * sent on to the widget path it names (shared/protocol/deep-link.ts), so the page data is that
 * of the hotel and locale the widget starts in there.
 */
export function widgetPageHandler(distDir: string, settingsFor: (code: string, locale: Locale) => Promise<InitSettings | null>) {
  const indexFile = `${distDir}/widget/index.html`;
  const catalogs = new Map<Locale, PageData['messages'] | null>();
  const pages = new Map<string, Variants>();
  let built: { html: string; variants: Variants } | undefined;
  const catalogOf = (locale: Locale) => {
    if (!catalogs.has(locale)) {
      const file = `${distDir}/widget/catalogs/${locale}.json`;
      catalogs.set(locale, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Pick<PageData, 'messages'>).messages : null);
    }
    return catalogs.get(locale);
  };
  return async (c: Context) => {
    // a deep link the loader passed on (`/widget/?open_widget=…`): the widget at the path it names
    const link = deepLinkTarget(new URL(c.req.url).search);
    if (link) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(`/widget${link.target}`, 302);
    }
    if (!existsSync(indexFile)) return c.text('The widget is not built: run npm run build', 503);
    if (!built) {
      const html = readFileSync(indexFile, 'utf8');
      built = { html, variants: compressedVariants(Buffer.from(html)) };
    }
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Language', { append: true });
    const code = c.req.query('code') ?? c.req.query('hotel_code');
    const locale = pageLocale(c.req.query('locale'), c.req.header('accept-language'));
    const settings = code && HOTEL_CODE_PATTERN.test(code) ? await settingsFor(code, locale) : null;
    const messages = catalogOf(locale);
    if (!settings || !messages) return sendVariants(c, built.variants, 'text/html; charset=UTF-8');
    const page = pageWithData(built.html, { code: code!, locale, settings, messages, theme: themeVariables(settings.settings) });
    let variants = pages.get(page);
    if (!variants) {
      variants = compressedVariants(Buffer.from(page));
      if (pages.size >= PAGES_KEPT) pages.delete(pages.keys().next().value!);
      pages.set(page, variants);
    }
    return sendVariants(c, variants, 'text/html; charset=UTF-8');
  };
}
