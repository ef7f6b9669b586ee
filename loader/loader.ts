/**
 * The loader: the one script a hotel webmaster pastes. It reads its data attributes and the
 * `window.yado` command queue, then embeds the widget in an iframe (see README.md).
 * Every byte counts here (budget in tests/loader-size.test.ts, gzipped): arrow functions, `==`,
 * `?.` and `||=` (built for es2022, as the widget is).
 */
import { OPEN_WIDGET_PARAM, WIDGET_PATH } from '../shared/protocol/deep-link.ts';
import { type BareHostMessage, type Envelope, type WidgetMessage, PROTOCOL_VERSION, parseMessage, WIDGET_TO_HOST } from '../shared/protocol/messages.ts';
import type { InlineSetup } from './inline.ts';
import type { PanelSetup } from './panel.ts';
import type { LoaderCommand, LoaderEvents, LoaderOptions } from './types.ts';

const host = window as Window & { yado?: unknown; dataLayer?: unknown[] };
const doc = document;
const script = doc.currentScript as HTMLScriptElement;
const origin = new URL(script.src).origin;
const warn = (what: unknown) => console.warn('yado:', what);
let options: LoaderOptions | undefined;
let label: string;
let iframe: HTMLIFrameElement | undefined;
/** The inline container, or the panel in button mode (made by loader-panel.js). */
let holder: HTMLElement;
/** Button mode: opens (given a truthy value) or closes the panel; set once loader-panel.js has run. */
let panel: ((open?: unknown) => unknown) | undefined;
/** Button mode: the path to open once loader-panel.js has run, when asked before (`open`, a deep link); 0 once a close cancelled it. */
let pending: string | 0 | undefined;

/** Sends a message to the widget at its exact origin, never "*" (nothing while there is no widget). */
const send = (type: BareHostMessage['type']) =>
  iframe?.contentWindow?.postMessage({ type, yado: PROTOCOL_VERSION } satisfies Envelope<BareHostMessage>, origin);

/** Points the iframe (created on first use) at a widget path, which may carry its own query. */
const load = (path?: string | null) => {
  // the widget's root sends the guest to the search, keeping the query
  // The path only ever follows origin + '/widget', and show() lets only safe paths through.
  const url = new URL(origin + '/widget' + (path || '/'));
  const params = url.searchParams;
  params.set('code', options!.hotelCode);
  params.set('parentUrl', location.origin);
  // inline is the widget's default: only the panel says so
  panel && params.set('embed', 'panel');
  if (options!.locale) params.set('locale', options!.locale);
  // Inline, the frame first takes one screen's height (never less than 600px): whatever the
  // widget grows to after that happens below the fold while its top is in view (README.md).
  if (!iframe) {
    iframe = holder.appendChild(doc.createElement('iframe'));
    iframe.style = 'width:100%;border:0;height:max(600px,100vh)';
    iframe.title = label;
    // Native lazy loading for a spot below the first screen: it costs the host nothing until
    // scrolled near. Not for one in view: a lazy frame waits for the page's next drawing to load.
    if (holder.getBoundingClientRect().y > innerHeight) iframe.loading = 'lazy';
  }
  // a URL stands for its text wherever the DOM takes a string
  iframe.src = url as never;
};

const show = (path?: string | null) => {
  // a deep link or `open` path that would resolve outside the widget (`/../demo`) is refused
  if (path && !WIDGET_PATH.test(path)) return warn(path);
  // button mode, before the panel's code has arrived: opened as soon as it has
  if (!holder) return (pending = path || '/');
  if (path || !iframe) load(path);
  panel?.(1);
};

/** Fetches a part of the loader from its own origin; the part hands its setup to this script element's `y`, the one place it looks. */
const part = (name: string, take: (setup: any) => unknown) => {
  const chunk = doc.createElement('script') as HTMLScriptElement & { y: typeof take };
  script.after(chunk);
  chunk.src = origin + '/loader-' + name + '.js';
  chunk.y = take;
};

const hide = () => (panel ? panel() : (pending = 0));

type Message = WidgetMessage & Record<string, any>;

/**
 * The callbacks of each message type: the loader's own first (hosts are told it has already
 * acted), then the host's, which `on` adds.
 */
const subscribers: Record<string, ((message: Message) => unknown)[]> = {
  close: [hide],
  ga4Event: [(message) => (host.dataLayer ||= []).push({ ...message.params, event: message.name })],
  removeQuery: [
    () => {
      const url = new URL(location as never);
      url.searchParams.delete(OPEN_WIDGET_PARAM);
      history.replaceState(history.state, '', url);
    },
  ],
};

// A message counts only from the iframe's window, at the widget's exact origin, in the envelope and of a known shape.
addEventListener('message', (event) => {
  const source = iframe?.contentWindow;
  const message = source && event.source == source && event.origin == origin && parseMessage(WIDGET_TO_HOST, event.data);
  message && subscribers[message.type]?.map((callback) => callback(message));
});

const commands: Record<string, (a?: any, b?: any) => unknown> = {
  init: (given: LoaderOptions) => {
    if (options || !given.hotelCode) return warn(given);
    options = given;
    label = given.buttonLabel || 'Book a room';
    const [, deepLink] = location.search.split(OPEN_WIDGET_PARAM);
    const start = deepLink && '/?' + OPEN_WIDGET_PARAM + deepLink;
    if (given.mode == 'button') {
      // The floating panel's code comes from a second file of the loader's origin; an open asked
      // for meanwhile waits for it (show), a close cancels that (hide).
      part('panel', (setup: PanelSetup) => {
        [holder, panel] = setup(label, show, send);
        pending && show(pending);
      });
    } else {
      // the inline frame's height and view come from a third file, which runs once the frame is on its way
      // (asked for first, so that the widget's own container follows the tag)
      part('inline', (setup: InlineSetup) => setup(iframe!, subscribers, deepLink));
      holder = (given.target && doc.querySelector(given.target)) as HTMLElement;
      holder || script.after((holder = doc.createElement('div')));
      // a deep link loads the new frame once, at the link (show, below, which always takes a
      // `/?` path): not at the start first, which the link would cancel at once (a request and
      // a frame's process for nothing)
      start || load();
    }
    start && show(start);
  },
  on: (name: keyof LoaderEvents, callback: (payload: unknown) => void) => (subscribers[name] ||= []).push(callback),
  open: (given?: { path?: string }) => show(given?.path),
  close: hide,
  logout: () => send('logout'),
  refreshLogin: () => send('refresh-login-from-chatbot'),
};

// A typo on the host page must not break it: unknown or failing commands are reported and skipped.
const run = (command: LoaderCommand) => {
  try {
    const [name, first, second] = command;
    commands[name] ? commands[name](first, second) : warn(command);
  } catch (error) {
    warn(error);
  }
};

// the tag's own init, then the queue in order; from then on each push runs at once
if (script.dataset.hotelCode) run(['init', script.dataset]);
((host.yado || []) as LoaderCommand[]).map(run);
host.yado = { push: (...pushed: LoaderCommand[]) => pushed.map(run) };
