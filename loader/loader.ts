/**
 * The loader: the one script a hotel webmaster pastes. It reads its data attributes and the
 * `window.yado` command queue, then embeds the widget in an iframe (see README.md).
 * Every byte counts here (budget 1.5 kB gzipped, checked by tests/loader-size.test.ts).
 */
import { OPEN_WIDGET_PARAM, WIDGET_PATH } from '../shared/protocol/deep-link.ts';
import { openChannel } from '../shared/protocol/channel.ts';
import { WIDGET_TO_HOST, type HostMessage } from '../shared/protocol/messages.ts';
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

const channel = openChannel<typeof WIDGET_TO_HOST, HostMessage>(host, () => iframe && iframe.contentWindow, origin, WIDGET_TO_HOST);

const emit = <N extends keyof LoaderEvents>(name: N, payload: LoaderEvents[N]) => (subscribers[name] || []).map((callback) => callback(payload));

/** Points the iframe (created on first use) at a widget path, which may carry its own query. */
function load(path?: string | null) {
  // the widget's root sends the guest to the search, keeping the query
  const [pathname, query] = (path || '/').split('?');
  const params = new URLSearchParams(query);
  params.set('code', options!.hotelCode);
  params.set('parentUrl', location.origin);
  params.set('embed', button ? 'panel' : 'inline');
  if (options!.locale) params.set('locale', options!.locale);
  if (!iframe) {
    iframe = holder.appendChild(doc.createElement('iframe'));
    iframe.title = label;
    // Native lazy loading: an off-screen inline widget costs the host nothing until scrolled near.
    iframe.loading = 'lazy';
    iframe.style.cssText = 'width:100%;border:0;height:' + (button ? '100%' : '600px');
  }
  // The path only ever follows origin + '/widget', and show() lets only safe paths through.
  iframe.src = origin + '/widget' + pathname + '?' + params;
}

/** A modal panel: while it is open the rest of the host page is inert, so focus cannot wander behind it. */
function setOpen(open: boolean) {
  holder.hidden = !open;
  for (const element of doc.body.children as any) element.inert = open && element != holder;
}

function show(path?: string | null) {
  // a deep link or `open` path that would resolve outside the widget (`/../demo`) is refused
  if (path && !WIDGET_PATH.test(path)) return warn(path);
  if (path || !iframe) load(path);
  if (button) {
    setOpen(true);
    iframe!.focus();
    channel.send({ type: 'opened' });
  }
}

function hide() {
  if (button && !holder.hidden) {
    setOpen(false);
    button.focus();
  }
}

channel.listen((message) => {
  const type = message.type;
  if (type == 'resize' && !button) iframe!.style.height = message.height + 'px';
  if (type == 'close') hide();
  if (type == 'ga4Event') (host.dataLayer = host.dataLayer || []).push({ ...message.params, event: message.name });
  if (type == 'removeQuery') {
    const url = new URL(location + '');
    url.searchParams.delete(OPEN_WIDGET_PARAM);
    history.replaceState(history.state, '', url);
  }
  emit(type, message as never);
});

function init(given: LoaderOptions) {
  if (options || !given.hotelCode) return warn(given);
  options = given;
  label = given.buttonLabel || 'Book a room';
  const body = doc.body;
  if (given.mode == 'button') {
    button = body.appendChild(doc.createElement('button'));
    button.className = 'yado-ldr-button';
    // Logical properties follow the host's dir; hosts restyle the button through its class.
    button.style.cssText = 'position:fixed;bottom:20px;inset-inline-end:20px;z-index:99999';
    button.textContent = label;
    button.onclick = () => show();
    holder = body.appendChild(doc.createElement('div'));
    holder.hidden = true;
    holder.style.cssText = 'position:fixed;top:0;inset-inline-end:0;width:min(440px,100%);height:100%;z-index:99999';
    // modal through setOpen's inert (which also hides the page from screen readers), so no aria-modal
    holder.role = 'dialog';
    holder.setAttribute('aria-label', label);
    doc.addEventListener('keydown', (event) => event.key == 'Escape' && hide());
  } else {
    holder = (given.target && doc.querySelector(given.target)) || (script.after(doc.createElement('div')), script.nextSibling as HTMLElement);
    load();
  }
  const deepLink = new URLSearchParams(location.search).get(OPEN_WIDGET_PARAM);
  if (deepLink) show(deepLink);
}

const commands: Record<string, (a?: any, b?: any) => unknown> = {
  init,
  on: (name: string, callback: (payload: unknown) => void) => (subscribers[name] = subscribers[name] || []).push(callback),
  open: (given?: { path?: string }) => show(given && given.path),
  close: hide,
  logout: () => channel.send({ type: 'logout' }),
  refreshLogin: () => channel.send({ type: 'refresh-login-from-chatbot' }),
};

// A typo on the host page must not break it: unknown or failing commands are reported and skipped.
function run(command: LoaderCommand) {
  try {
    const action = commands[command[0]];
    action ? action(command[1], command[2]) : warn(command);
  } catch (error) {
    warn(error);
  }
}

const queue = (host.yado || []) as LoaderCommand[];
host.yado = { push: (...pushed: LoaderCommand[]) => pushed.map(run) };
if (script.dataset.hotelCode) run(['init', script.dataset]);
queue.map(run);
