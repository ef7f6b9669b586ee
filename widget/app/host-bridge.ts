/**
 * The widget's end of the host bridge: the postMessage channel to the loader on the host page.
 * Outside a frame, or without a valid parent origin, every call here is a quiet no-op.
 */
import { openChannel, type Channel } from '../../shared/protocol/channel.ts';
import { HOST_TO_WIDGET, type HostMessage, type InlineMessage, type WidgetMessage } from '../../shared/protocol/messages.ts';
import { $hostViewport, configureViewport } from '../lib/viewport.ts';

type Handler = (message: HostMessage) => void;

let channel: Channel<HostMessage, WidgetMessage | InlineMessage> | null = null;
const handlers = new Set<Handler>();
/** Sends the height again (observeHeight), when the loader's inline part first reports the viewport. */
let heightHeard: (() => void) | null = null;

/** The exact origin of an http(s) URL or origin, or null (no wildcard: spec's "*" is refused). */
function originOf(value: string | null): string | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Opens the channel to the host page when this window is framed and `parentOrigin` (the
 * `parentUrl` start-up parameter) is a valid http(s) origin, then tells the host `ready`.
 * Returns whether the widget is now connected. Calling it again changes nothing.
 */
export function connectHost(options: { parentOrigin: string | null }): boolean {
  if (channel) return true;
  const origin = originOf(options.parentOrigin);
  if (!origin || window.parent === window) return false;
  channel = openChannel<typeof HOST_TO_WIDGET, WidgetMessage | InlineMessage>(window, () => window.parent, origin, HOST_TO_WIDGET);
  channel.listen((message) => {
    if (message.type === 'viewport') {
      // the loader's inline part has run: it follows the height from now on (one sent before may be lost)
      if (!$hostViewport.get()) heightHeard?.();
      $hostViewport.set({ top: message.top, height: message.height });
    }
    for (const handler of handlers) handler(message);
  });
  configureViewport((part) => channel?.send({ type: 'scrollTo', top: part.top, height: part.height }));
  channel.send({ type: 'ready' });
  return true;
}

/** Whether the widget is connected to a host page. */
export function isEmbedded(): boolean {
  return channel !== null;
}

/** Sends a message to the host page; does nothing when not embedded. */
export function sendToHost(message: WidgetMessage | InlineMessage): void {
  channel?.send(message);
}

/**
 * Calls `handler` for each well-formed message from the host page (checked for source, origin
 * and shape by the channel). May be called before `connectHost`. Returns an unsubscribe.
 */
export function onHostMessage(handler: (message: HostMessage) => void): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/**
 * Tells the host the widget's height whenever it changes, so an inline iframe can follow it.
 * Measures `document.body.offsetHeight`, which shrinks as well as grows (scrollHeight never
 * shrinks). Does nothing when not embedded. Returns a function that stops observing.
 *
 * A ResizeObserver alone is not enough: Chromium does not render a cross-site frame that is
 * off screen (a widget below the fold), so its ResizeObserver stays silent until the guest
 * scrolls near, and the host would keep the loading spinner's height until then. Changes to
 * the page's elements are seen by a MutationObserver, which runs regardless, and reading
 * `offsetHeight` lays the page out on demand.
 */
export function observeHeight(): () => void {
  if (!channel) return () => {};
  let last = -1;
  heightHeard = () => {
    last = -1;
    report();
  };
  const report = () => {
    const height = document.body.offsetHeight;
    if (height === last) return;
    last = height;
    sendToHost({ type: 'resize', height });
  };
  report();
  const mutations = new MutationObserver(report);
  mutations.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(report);
  resizes?.observe(document.body);
  return () => {
    mutations.disconnect();
    resizes?.disconnect();
  };
}
