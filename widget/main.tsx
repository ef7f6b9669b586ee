import type { Messages } from '@lingui/core';
import { render } from 'react-dom';
import { App, ROUTER_BASE } from './app/app.tsx';
import { connectHost, observeHeight, onHostMessage, sendToHost } from './app/host-bridge.ts';
import { followLocaleRules } from './app/locale-rules.ts';
import { startUrl } from './app/start-url.ts';
import { setAnalyticsSink } from './lib/analytics.ts';
import { configureApiClient } from './lib/api-client.ts';
import { $startup, readStartup, type Startup } from './lib/context.ts';
import { $locale, activateLocale, giveFirstText, initialLocale, rememberLocale, requestedLocale } from './lib/i18n.ts';
import { $interactive } from './lib/interactive.ts';
import { readPageData } from './lib/page-data.ts';
import { $settings, giveSettings, loadSettings } from './lib/settings.ts';
import { readStored, writeStored } from './lib/storage.ts';
import './styles.css';

const STARTUP_KEY = 'yado.startup';

/**
 * Start-up context: the query's values, else what this frame was started with before a reload
 * (internal links carry only the hotel code; embed and parentUrl must survive a reload). A query
 * naming its host page (as the loader's always does) is the whole context: then session storage,
 * whose first use in a page asks the browser process and waits for its answer, is written once
 * the first screen is drawn (`keep`), not read before it.
 */
function startupContext(): { startup: Startup; keep: () => void } {
  const fromQuery = readStartup(location.search);
  const stored = fromQuery.parentOrigin ? null : readStored<Startup>('session', STARTUP_KEY);
  const startup: Startup =
    stored && (!fromQuery.hotelCode || fromQuery.hotelCode === stored.hotelCode)
      ? { ...stored, hotelCode: fromQuery.hotelCode ?? stored.hotelCode, locale: fromQuery.locale }
      : fromQuery;
  return { startup, keep: () => writeStored('session', STARTUP_KEY, startup) };
}

/**
 * Calls `then` once the first screen is drawn: the init settings loaded (or failed) and
 * rendered. Until then the host keeps the frame at the height it reserved, rather than shrinking
 * it to the loading spinner's and growing it again (two layout shifts on the host page).
 */
function whenFirstScreen(hotelCode: string | null, then: () => void): void {
  // a timer runs after the render the settings caused (preact renders in a microtask)
  if (!hotelCode || $settings.get().status !== 'loading') return void setTimeout(then);
  const stop = $settings.listen((state) => {
    if (state.status === 'loading') return;
    stop();
    setTimeout(then);
  });
}

async function start(): Promise<void> {
  // the query as loaded, start-up tokens and all (app/token-login.ts), before startUrl drops them
  const query = location.search;
  const url = startUrl(location, ROUTER_BASE);
  if (url) history.replaceState(history.state, '', url);
  const { startup, keep } = startupContext();
  $startup.set(startup);
  const hotelCode = startup.hotelCode;

  // connectHost tells the host `ready`; messages it had queued (like `opened`) may follow at once
  let rendered = false;
  let focusWhenRendered = false;
  const focusHeading = () => document.querySelector<HTMLElement>('h1')?.focus();
  // the member's part (app/member-start.ts): after the first screen, or at once for a host's member action
  const member = () => import('./app/member-start.ts');
  onHostMessage((message) => {
    if (message.type === 'logout' || message.type === 'refresh-login-from-chatbot') void member().then((m) => m.hostAsked(message.type, query));
    // the loader opened the panel: move focus into the widget and tell the host
    if (message.type !== 'opened') return;
    if (rendered) focusHeading();
    else focusWhenRendered = true;
    sendToHost({ type: 'booking-widget-opened' });
  });
  // a widget starts in a panel because the guest (or a deep link) opened it: the loader sends
  // `opened` only for later openings, which its page is there to hear (loader/panel.ts)
  const connected = connectHost({ parentOrigin: startup.parentOrigin });
  if (connected && startup.embed === 'panel') {
    focusWhenRendered = true;
    sendToHost({ type: 'booking-widget-opened' });
  }
  setAnalyticsSink((name, params) => sendToHost({ type: 'ga4Event', name, params }));

  // spec 1 §4: the query's locale, else the stored chatbot locale, else the browser's; a
  // locale asked for in the query is a change of locale, saved so a reload keeps it
  const locale = initialLocale(startup.locale);
  if (startup.locale) rememberLocale(startup.locale);
  // requests name the language being shown, or the one about to be (start-up, a switch); the
  // client session's code loads with the first call that needs one (the first search, once the
  // form is drawn), not with the first screen
  configureApiClient({
    hotelCode: hotelCode ?? '',
    clientSession: ({ renew }) => import('./lib/session.ts').then(({ getClientSession }) => getClientSession(hotelCode ?? '', { renew })),
    locale: requestedLocale,
  });
  // the page carries the settings and the first text when the server guessed this hotel and
  // locale (shared/page-data.ts): then the first render waits for no request, and shows the
  // header and the form at once
  const page = readPageData();
  const fromPage = page !== null && page.code === hotelCode && page.locale === locale;
  if (fromPage) {
    giveFirstText(locale, page.messages as Messages);
    giveSettings(page.settings, page.theme);
  }
  const loadingText = activateLocale(locale);
  if (hotelCode && !fromPage) void loadSettings(hotelCode);
  // the text is loaded before the first render: no flash of English
  await loadingText;

  // a new language names the hotel, kids tiers and rooms anew
  $locale.listen(() => {
    if (hotelCode) void loadSettings(hotelCode);
  });
  followLocaleRules();

  // a panel closes with Escape from inside the widget too (focus is in the iframe, so the host
  // page never sees the key); a dialog of the widget's own takes its Escape first
  if (startup.closable) {
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('[role="dialog"]')) sendToHost({ type: 'close' });
    });
  }

  $interactive.listen(() => sendToHost({ type: 'interactive' }));
  // The first render gets a task of its own. Rendered in this one, at start-up with the page's
  // data, it would share its task with the page's load event, which lays out the page the render
  // just filled (tens of milliseconds); a message to the host leaves only once the task that sent
  // it has ended (the browser posts it as a task), so `interactive`, sent when the form commits,
  // would wait for that layout. The load event then lays out an empty page, and the form's first
  // layout comes with the next frame, after the message has gone.
  await new Promise((resolve) => setTimeout(resolve));
  render(<App />, document.getElementById('app')!);
  rendered = true;
  if (focusWhenRendered) requestAnimationFrame(focusHeading);
  whenFirstScreen(hotelCode, () => {
    observeHeight();
    void member().then((m) => m.startMember(query));
  });
  setTimeout(keep);
  // the host's deep-link parameter has been read: the host may drop it from its URL
  sendToHost({ type: 'removeQuery' });
}

void start();
