import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from '../deps.ts';
import { frameAncestorsFor } from './frame-ancestors.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The frame-ancestors sources of the widget page being answered. */
    frameAncestors: string;
  }
}

type Options = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * secure-headers sets a dozen headers unless told not to; each policy below names the ones it
 * wants. Strict-Transport-Security is the TLS terminator's (it knows the hosts it serves).
 */
const NONE: Options = {
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};
const only = (options: Options) => secureHeaders({ ...NONE, ...options });

/** Every answer: no MIME sniffing, no path or query in referrers to other sites. Fills in, never replaces a policy below. */
export const everyAnswer = only({ xContentTypeOptions: true, referrerPolicy: 'strict-origin-when-cross-origin', overwrite: false });

/** API answers are data: never framed, never a resource of another site's page. */
export const apiAnswer = only({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
});

/** The loader and the widget's assets: any hotel's page loads them. */
export const crossOriginResource = only({ crossOriginResourcePolicy: 'cross-origin' });

/**
 * The widget page: its own scripts, styles and API only, and the built page's inline script
 * (an Intl warm-up, widget/index.html) and stylesheet (its first screen's,
 * widget/build/inline-entry-css.ts) by their hashes (`pageInline`; tests/security-headers.test.ts
 * checks there is nothing else inline), room pictures from wherever the hotel keeps them (a room
 * type image's url is any https URL), frames of the card gateway's pages, and framed only by the
 * hotel's sites (frame-ancestors.ts).
 */
export function widgetPage(
  deps: AppDeps,
  pageInline: () => { scripts: readonly string[]; styles: readonly string[] } = () => ({ scripts: [], styles: [] }),
): MiddlewareHandler {
  const headers = only({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [() => ["'self'", ...pageInline().scripts].join(' ')],
      styleSrc: [() => ["'self'", ...pageInline().styles].join(' ')],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // the card gateway's hosted fields and 3-D Secure pages, framed in the payment step
      frameSrc: ["'self'", ...(deps.payments?.frameOrigins ?? [])],
      frameAncestors: [(c) => c.get('frameAncestors')],
    },
    crossOriginResourcePolicy: 'cross-origin',
  });
  return async (c, next) => {
    c.set('frameAncestors', await frameAncestorsFor(deps, c.req.query('code') ?? c.req.query('hotel_code')));
    return headers(c, next);
  };
}

/** The CSP hash sources of the inline `<script>` and `<style>` elements of HTML pages. */
export function inlineHashes(pages: string[]): { scripts: string[]; styles: string[] } {
  const hashes = (pattern: RegExp) => [
    ...new Set(pages.flatMap((page) => [...page.matchAll(pattern)].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`))),
  ];
  return { scripts: hashes(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi), styles: hashes(/<style[^>]*>([\s\S]*?)<\/style>/gi) };
}

/**
 * The demo pages (demo-host/ and the demo mailbox): our own scripts and the inline ones they
 * carry (by hash, given the pages), framed by nothing but themselves. They stand in for a hotel's
 * page, which frames others too (the widget, maps, videos), so frames may come from anywhere.
 */
export function demoPage(pages: string[]): MiddlewareHandler {
  const { scripts, styles } = inlineHashes(pages);
  return only({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scripts],
      styleSrc: ["'self'", ...styles],
      imgSrc: ["'self'", 'data:'],
      frameSrc: ['*'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  });
}
