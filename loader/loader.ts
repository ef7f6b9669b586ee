/**
 * The loader: the one script a hotel webmaster pastes. It reads its data attributes and the
 * `window.yado` command queue, then embeds the widget in an iframe (see README.md).
 * Every byte counts here (budget in tests/loader-size.test.ts, gzipped): arrow functions, `==`,
 * `?.` and `||=` (built for es2022, as the widget is).
 */
import { OPEN_WIDGET_PARAM, WIDGET_PATH } from '../shared/protocol/deep-link.ts';
import { type Envelope, type HostMessage, PROTOCOL_VERSION, parseMessage, WIDGET_TO_HOST } from '../shared/protocol/messages.ts';
import type { LoaderCommand, LoaderEvents, LoaderOptions } from './types.ts';

const host = window as Window & { yado?: unknown; dataLayer?: unknown[] };
const doc = document;
const script = doc.currentScript as HTMLScriptElement;
const origin = new URL(script.src).origin;
const subscribers: Record<string, ((payload: unknown) => void)[]> = {};
const warn = (what: unknown) => console.warn('yado:', what);
let options: LoaderOptions | undefined;
let label: string;
let iframe: HTMLIFrameElement | undefined;
/** The inline container, or the panel in button mode. */
let holder: HTMLElement;
/** The floating button; set only in button mode. */
let button: HTMLElement | undefined;

/** A new element at the end of `parent`, with its inline style and properties. */
const element = <K extends keyof HTMLElementTagNameMap>(tag: K, parent: HTMLElement, css: string) => {
  const created = parent.appendChild(doc.createElement(tag));
  created.style.cssText = css;
  return created;
};

/** Sends a message to the widget at its exact origin, never "*" (nothing while there is no widget). */
const send = (type: HostMessage['type']) => iframe?.contentWindow?.postMessage({ type, yado: PROTOCOL_VERSION } satisfies Envelope<HostMessage>, origin);

/** Points the iframe (created on first use) at a widget path, which may carry its own query. */
const load = (path?: string | null) => {
  // the widget's root sends the guest to the search, keeping the query
  // The path only ever follows origin + '/widget', and show() lets only safe paths through.
  const url = new URL(origin + '/widget' + (path || '/'));
  const params = url.searchParams;
  params.set('code', options!.hotelCode);
  params.set('parentUrl', location.origin);
  params.set('embed', button ? 'panel' : 'inline');
  if (options!.locale) params.set('locale', options!.locale);
  // Inline, the frame first takes one screen's height (never less than 600px): whatever the
  // widget grows to after that happens below the fold while its top is in view (README.md).
  if (!iframe) {
    iframe = element('iframe', holder, 'width:100%;border:0;height:' + (button ? '100%' : 'max(600px,100vh)'));
    iframe.title = label;
    // Native lazy loading for a spot below the first screen: it costs the host nothing until
    // scrolled near. Not for one in view: a lazy frame waits for the page's next drawing to load.
    if (holder.getBoundingClientRect().top > innerHeight) iframe.loading = 'lazy';
  }
  iframe.src = url + '';
};

/** A modal panel: while it is open the rest of the host page is inert, so focus cannot wander behind it. */
const setOpen = (open: boolean) => {
  holder.hidden = !open;
  for (const child of doc.body.children as any) child.inert = open && child != holder;
};

const show = (path?: string | null) => {
  // a deep link or `open` path that would resolve outside the widget (`/../demo`) is refused
  if (path && !WIDGET_PATH.test(path)) return warn(path);
  if (path || !iframe) load(path);
  if (button) {
    setOpen(true);
    iframe!.focus();
    send('opened');
  }
};

const hide = () => button && !holder.hidden && (setOpen(false), button.focus());

// A message counts only from the iframe's window, at the widget's exact origin, in the envelope and of a known shape.
host.addEventListener('message', (event) => {
  const source = iframe?.contentWindow;
  const message = source && event.source == source && event.origin == origin && parseMessage(WIDGET_TO_HOST, event.data);
  if (!message) return;
  const type = message.type;
  if (type == 'resize' && !button) iframe!.style.height = message.height + 'px';
  if (type == 'close') hide();
  if (type == 'ga4Event') (host.dataLayer ||= []).push({ ...message.params, event: message.name });
  if (type == 'removeQuery') {
    const url = new URL(location + '');
    url.searchParams.delete(OPEN_WIDGET_PARAM);
    history.replaceState(history.state, '', url);
  }
  subscribers[type]?.map((callback) => callback(message));
});

const init = (given: LoaderOptions) => {
  if (options || !given.hotelCode) return warn(given);
  options = given;
  label = given.buttonLabel || 'Book a room';
  const body = doc.body;
  if (given.mode == 'button') {
    // Logical properties follow the host's dir; hosts restyle the button through its class.
    button = element('button', body, 'position:fixed;bottom:20px;inset-inline-end:20px;z-index:99999');
    button.className = 'yado-ldr-button';
    button.textContent = label;
    button.onclick = () => show();
    // modal through setOpen's inert (which also hides the page from screen readers), so no aria-modal
    holder = element('div', body, 'position:fixed;inset-block:0;inset-inline-end:0;width:min(440px,100%);z-index:99999');
    holder.hidden = true;
    holder.role = 'dialog';
    holder.setAttribute('aria-label', label);
    doc.addEventListener('keydown', (event) => event.key == 'Escape' && hide());
  } else {
    holder = (given.target && doc.querySelector(given.target)) || (script.after(doc.createElement('div')), script.nextSibling as HTMLElement);
    load();
  }
  const deepLink = new URLSearchParams(location.search).get(OPEN_WIDGET_PARAM);
  deepLink && show(deepLink);
};

const commands: Record<string, (a?: any, b?: any) => unknown> = {
  init,
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

const queue = (host.yado || []) as LoaderCommand[];
host.yado = { push: (...pushed: LoaderCommand[]) => pushed.map(run) };
if (script.dataset.hotelCode) run(['init', script.dataset]);
queue.map(run);
