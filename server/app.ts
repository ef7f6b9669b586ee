import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'kysely';
import { ALL_CALLS } from '../shared/api/calls.ts';
import { LOCALE_HEADER, type Locale } from '../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../shared/errors.ts';
import type { AppDeps } from './deps.ts';
import { localeOf } from './i18n.ts';
import { envelopeOf } from './http/envelope.ts';
import { ApiFailure } from './http/failure.ts';
import { failureFor } from './http/failure-for.ts';
import { TITLES } from './http/messages.ts';
import { openApiDocument } from './http/openapi.ts';
import { loaderHandler, loaderPartHandler } from './http/loader-file.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { noStore } from './http/no-store.ts';
import { sendVariants } from './http/content-coding.ts';
import { precompressedFiles } from './http/precompressed-files.ts';
import { notFound } from './http/not-found-page.ts';
import { demoImages } from './http/demo-images.ts';
import { DEMO_IMAGES_PATH } from './db/demo-room-images.ts';
import { pageInlineHashes, widgetPageHandler } from './http/widget-page.ts';
import { mountIframePages } from './http/iframe-pages.ts';
import { paymentNumberRewrite } from './http/payment-number-rewrite.ts';
import { apiAnswer, crossOriginResource, demoPage, everyAnswer, widgetPage } from './http/security-headers.ts';
import { logSlowRequests } from './http/slow-requests.ts';
import { mountIdentity } from './routes/identity.ts';
import { initSettings, mountSettings } from './routes/settings.ts';
import { mountHotels } from './routes/hotels.ts';
import { mountRooms } from './routes/rooms.ts';
import { mountCancellationPolicies } from './routes/cancellation-policies.ts';
import { mountReservations } from './routes/reservations.ts';
import { mountReservationUpdates } from './routes/reservation-updates.ts';
import { mountReservationPayments } from './routes/reservation-payments.ts';
import { mountExtras } from './routes/extras.ts';
import { mountNotifications } from './routes/notifications.ts';
import { mountFacilities } from './routes/facilities.ts';
import { mountCoupons } from './routes/coupons.ts';
import { mountQuestions, UPLOAD_ROUTE } from './routes/questions.ts';
import { mountAvailability } from './routes/availability.ts';
import { mountPaymentWebhooks } from './routes/payment-webhooks.ts';
import { mountPaymentLinks } from './routes/payment-links.ts';
import { mountMemberships } from './routes/memberships.ts';
import { mountMemberReservations } from './routes/member-reservations.ts';
import { mountMemberAccount } from './routes/member-account.ts';
import { mountSavedCards } from './routes/saved-cards.ts';
import { mountMemberOpenId } from './routes/member-openid.ts';
import { mountMemberOneTimeTokens } from './routes/member-one-time-tokens.ts';
import { MAILBOX_HEAD, mountMailbox } from './demo/mailbox.ts';
import { mountTestHooks } from './demo/test-hooks.ts';

const API_BODY_LIMIT = 256 * 1024;
/** The methods whose body a call reads (no GET call declares one). */
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Hashed file names: a new build gives new names, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The API routes, mounted from the shared declarations. Tests call `app.request()` in-process. */
export function createApp(deps: AppDeps, options: { distDir?: string; demoHostDir?: string; testHooks?: boolean } = {}): Hono {
  const app = new Hono();
  const compressed = compressAnswers();

  app.use('*', logSlowRequests());
  app.use('*', everyAnswer);
  app.use('/healthz', apiAnswer);
  for (const prefix of ['/api/*', '/identity/*']) {
    app.use(prefix, apiAnswer);
    app.use(prefix, noStore);
    app.use(prefix, compressed);
    // Only where a body is read (asking a GET for its body makes the whole request anew); file
    // uploads stream to disk under their own limit (routes/questions.ts).
    app.on(
      BODY_METHODS,
      prefix,
      except(
        UPLOAD_ROUTE,
        bodyLimit({
          maxSize: API_BODY_LIMIT,
          onError: () => {
            throw failureFor(new HTTPException(413));
          },
        }),
      ),
    );
  }

  app.get('/healthz', async (c) => {
    await sql`SELECT 1`.execute(deps.db);
    return c.json({ status: 'ok' });
  });
  const openapi = openApiDocument(ALL_CALLS);
  app.get('/api/v1/openapi.json', (c) => c.json(openapi));

  mountIdentity(app, deps);
  mountSettings(app, deps);
  mountHotels(app, deps);
  mountRooms(app, deps);
  mountAvailability(app, deps);
  mountCancellationPolicies(app, deps);
  mountReservations(app, deps);
  mountReservationUpdates(app, deps);
  mountReservationPayments(app, deps);
  mountQuestions(app, deps);
  mountExtras(app, deps);
  mountNotifications(app, deps);
  mountFacilities(app, deps);
  mountCoupons(app, deps);
  mountPaymentWebhooks(app, deps);
  mountPaymentLinks(app, deps);
  mountMemberships(app, deps);
  mountMemberReservations(app, deps);
  mountMemberAccount(app, deps);
  mountSavedCards(app, deps);
  mountMemberOpenId(app, deps);
  mountMemberOneTimeTokens(app, deps);
  // the demo pages: the mailbox, and the hotel pages of demo-host/ (inline scripts allowed by hash)
  const demoPages = demoPage([MAILBOX_HEAD, ...htmlFilesOf(options.demoHostDir)]);
  if (deps.demo) {
    app.use('/demo/*', demoPages, compressed);
    mountMailbox(app, deps);
    // YADO_TEST_HOOKS, accepted in demo mode only (config.ts)
    if (options.testHooks) mountTestHooks(app, deps);
  }

  // the demo hotels' room pictures, wherever their rows were loaded (npm start, npm run seed:demo)
  app.get(`${DEMO_IMAGES_PATH}*`, demoImages(DEMO_IMAGES_PATH));

  for (const prefix of ['/api/*', '/identity/*']) {
    app.all(prefix, () => {
      throw new ApiFailure(404, ERROR_CODES.invalid, TITLES.notFound, [{ code: ERROR_REASONS.routeNotFound, message: TITLES.notFound }]);
    });
  }
  if (options.distDir || options.demoHostDir) assertNotServed(deps.attachmentsDir, [options.distDir, options.demoHostDir]);
  if (options.distDir) mountStatic(app, deps, options.distDir);
  if (options.demoHostDir) app.use('/*', demoPages, compressed, serveStatic({ root: options.demoHostDir }));

  app.onError((error, c) => {
    const failure = failureFor(error);
    return c.json(envelopeOf(failure, localeOf(c.req.header(LOCALE_HEADER))), failure.status);
  });
  app.notFound(notFound);
  return app;
}

/** The HTML files of a folder (none when there is no folder). */
function htmlFilesOf(dir: string | undefined): string[] {
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/** The loader (any host may load it) and the widget (the hotel's sites may frame it). */
function mountStatic(app: Hono, deps: AppDeps, distDir: string): void {
  app.get('/loader.js', crossOriginResource, loaderHandler(distDir));
  app.get('/loader-panel.js', crossOriginResource, loaderPartHandler(distDir, 'panel'));
  app.get('/loader-inline.js', crossOriginResource, loaderPartHandler(distDir, 'inline'));
  app.use(
    '/widget/assets/*',
    crossOriginResource,
    precompressedFiles(join(distDir, 'widget/assets'), '/widget/assets/', IMMUTABLE),
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', IMMUTABLE);
      },
    }),
  );
  // the widget page's CSP allows its inline script and stylesheet by their hashes
  const pageInline = pageInlineHashes(distDir);
  // a page of the widget server with nothing in it, sent as the widget page is (same headers,
  // same frame-ancestors lookup): what any frame of this server costs, the floor of `npm run bench`
  app.get(BLANK_PAGE_PATH, widgetPage(deps, pageInline), (c) => {
    c.header('Cache-Control', 'no-cache');
    return sendVariants(c, BLANK_PAGE, 'text/html; charset=UTF-8');
  });
  // the page carries the hotel's init settings and the first text in the guest's locale
  const settingsFor = async (code: string, locale: Locale) => {
    const config = await deps.config.hotel(code);
    return config ? initSettings(config, locale) : null;
  };
  // spec 1 §2 /iframe-token and /iframe-change-locale: small pages of their own, not the widget's
  mountIframePages(app, deps);
  app.get('/widget/*', paymentNumberRewrite, widgetPage(deps, pageInline), widgetPageHandler(distDir, settingsFor));
  app.get('/widget', (c) => c.redirect('/widget/'));
}

/** The blank page's path: a dot keeps it apart from every widget route (WIDGET_PATH in shared/protocol/deep-link.ts). */
export const BLANK_PAGE_PATH = '/widget/blank.html';
const BLANK_PAGE = { identity: new TextEncoder().encode('<!doctype html><html lang="en"><meta charset="utf-8"><title>Yado</title></html>\n') };

/** Guests' uploads are never served: a folder anyone may fetch from must not hold them. */
function assertNotServed(attachmentsDir: string | undefined, served: Array<string | undefined>): void {
  for (const root of served) {
    if (!root || !attachmentsDir) continue;
    const path = relative(resolve(root), resolve(attachmentsDir));
    if (path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path)) continue;
    throw new Error(`The attachments folder ${attachmentsDir} lies inside ${root}, which is served to anyone: set ATTACHMENTS_DIR outside it.`);
  }
}
