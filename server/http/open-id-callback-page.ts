import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import { INTL_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '../../shared/constants.ts';
import { translate } from '../i18n.ts';

const M = {
  title: /*i18n*/ { id: 'page.open_id.title', message: 'Signing in' },
  done: /*i18n*/ { id: 'page.open_id.done', message: 'Almost done: go back to the booking, where your sign-in finishes. You can close this window.' },
  cancelled: /*i18n*/ { id: 'page.open_id.cancelled', message: 'The sign-in was not completed. You can close this window and go back to the booking.' },
  failed: /*i18n*/ {
    id: 'page.open_id.failed',
    message: 'This sign-in cannot be finished: it expired or was already used. Close this window and start again from the booking.',
  },
};

/**
 * The page's one script, the same on every page (so the CSP allows it by its hash): it tells the
 * widget that opened the pop-up (shared/api/member-openid.ts OpenIdReturnedMessage), at the
 * widget's exact origin, and closes the pop-up. The state and the origin come from a JSON data
 * block, which is never run.
 */
const SCRIPT =
  "(function(){var d=JSON.parse(document.getElementById('yado-open-id').textContent);if(window.opener&&!window.opener.closed){window.opener.postMessage({type:'yado:open_id_returned',state:d.state},d.origin);window.close();}})();";
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** JSON safe inside a script element: no `<` can end it. */
const dataBlock = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Our first-party page the provider sends the pop-up back to. It shows a sentence in the
 * sign-in's language and, when the sign-in was found (signed in or cancelled at the provider),
 * posts the state to the widget, which redeems it either way. It keeps no
 * referrer (its URL holds the code), is never framed, cached or indexed, and runs only its script.
 */
export function openIdCallbackPage(
  c: Context,
  outcome: { locale: string; state: string; widgetOrigin: string; cancelled: boolean } | null,
): Response | Promise<Response> {
  const locale: Locale = outcome && (LOCALES as readonly string[]).includes(outcome.locale) ? (outcome.locale as Locale) : 'en';
  const t = (descriptor: (typeof M)[keyof typeof M]) => translate(locale, descriptor);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex');
  c.header('X-Frame-Options', 'DENY');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; script-src ${outcome ? SCRIPT_HASH : "'none'"}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  const body = outcome
    ? html`<p>${t(outcome.cancelled ? M.cancelled : M.done)}</p><script type="application/json" id="yado-open-id">${raw(dataBlock({ state: outcome.state, origin: outcome.widgetOrigin }))}</script><script>${raw(SCRIPT)}</script>`
    : html`<p>${t(M.failed)}</p>`;
  return c.html(
    html`<!doctype html><html lang="${INTL_LOCALE[locale]}" dir="${RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t(M.title)}</title></head><body><main><h1>${t(M.title)}</h1>${body}</main></body></html>`,
    outcome ? 200 : 400,
  );
}
