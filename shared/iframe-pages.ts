import * as v from 'valibot';

/*
 * Spec 1 §2 pages outside the main layout for a chatbot's or a LIFF page's frame of the widget's
 * origin (issue 14; research/next-capabilities.md §10): they set what the widget reads from its
 * storage in that site's partition, without drawing the widget. Both are tiny pages of the server
 * (server/http/iframe-pages.ts), framed only by the brand's sites (the widget page's
 * frame-ancestors, found by the `code` query parameter), and talk only to `window.parent` at the exact origin of their `parentUrl`
 * query parameter (never `*`).
 *
 * /widget/iframe-token?code=HOTEL&parentUrl=ORIGIN: the page tells the parent IframeTokenReady;
 * the parent answers IframeToken with a one-time access token (shared/api/member-one-time-tokens.ts,
 * never in a URL); the page redeems it, which sets the member's refresh cookie (Partitioned, so
 * in this site's partition) and the widget's note of it, and tells the parent IframeTokenStored.
 * A widget opened later on that site finds the member signed in.
 *
 * /widget/iframe-change-locale?code=HOTEL&locale=ja&parentUrl=ORIGIN: the page stores the chatbot locale
 * (spec 1 §4: the widget's start-up language after the query's) and tells the parent LocaleChanged.
 */

/** The iframe-token page's path. */
export const IFRAME_TOKEN_PATH = '/widget/iframe-token';
/** The iframe-change-locale page's path. */
export const IFRAME_CHANGE_LOCALE_PATH = '/widget/iframe-change-locale';

/** The iframe-token page is listening: send IframeToken now. */
export const IframeTokenReadySchema = v.object({ type: v.literal('yado:iframe_token_ready') });

/** The parent's token for the iframe-token page. */
export const IframeTokenSchema = v.object({
  type: v.literal('yado:iframe_token'),
  one_time_access_token: v.string(),
  otid: v.optional(v.string()),
});

/** What came of the token: `ok`, or the refusal's catalogue code (3403 spent, 3401 unknown or expired, 3402 another brand's). */
export const IframeTokenStoredSchema = v.object({ type: v.literal('yado:iframe_token_stored'), ok: v.boolean(), code: v.optional(v.string()) });

/** The iframe-change-locale page stored this locale. */
export const LocaleChangedSchema = v.object({ type: v.literal('yado:locale_changed'), locale: v.string() });
