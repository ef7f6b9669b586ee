/**
 * The inline widget's view of the host page, built apart into dist/loader-inline.js: the loader
 * fetches it from its own origin for an inline widget (README.md, "Inline"), after it has made
 * the iframe, so nothing waits for it. An inline iframe is as tall as the widget's content and
 * the host page scrolls it: only the host sees which part of it the guest is looking at, and only
 * the host can scroll a part of it into view. So this file
 * - follows the widget's height (`resize`),
 * - tells the widget the part of the frame inside the host's viewport (`viewport`), at most once a
 *   frame and only when it changed,
 * - scrolls the host page to bring a part of the frame into view when the widget asks (`scrollTo`),
 * - and brings the frame into view when a deep link opened it.
 * The widget sends its height again when it first hears `viewport`: a `resize` sent before this
 * file ran was not lost.
 * It hands its setup to the loader through its own script element (no global), as the panel does.
 */
import { type Envelope, type HostMessage, parseMessage, PROTOCOL_VERSION, WIDGET_TO_INLINE, type WidgetMessage } from '../shared/protocol/messages.ts';

type From<T extends WidgetMessage['type']> = Extract<WidgetMessage, { type: T }>;

/** The loader's callbacks of each message type (checked messages of the widget only). */
type Subscribers = Record<string, ((message: any) => unknown)[]>;

/** What loader-inline.js hands to the loader: called once with the iframe, the loader's callbacks and whether a deep link opened the widget. */
export type InlineSetup = (frame: HTMLIFrameElement, subscribers: Subscribers, deepLink: unknown) => unknown;

/** The share of the viewport kept above a part scrolled into view: room for a host's sticky header. */
const MARGIN = 0.15;

const setup: InlineSetup = (frame, subscribers, deepLink) => {
  // the iframe's document is the widget's: messages go to its exact origin, never "*"
  const origin = new URL(frame.src).origin;
  /** Runs before the host's own callbacks: a host hearing `resize` finds the frame resized. */
  const on = <T extends WidgetMessage['type']>(type: T, callback: (message: From<T>) => unknown) => (subscribers[type] ||= []).unshift(callback);
  let queued = 0;
  let last = '';
  /** The part of the frame inside the viewport, in the frame's pixels from its top. */
  const report = () => {
    queued = 0;
    const box = frame.getBoundingClientRect();
    const top = Math.min(Math.max(0, -box.top), box.height);
    const height = Math.max(0, Math.min(box.height, innerHeight - box.top) - top);
    const key = top + ' ' + height;
    if (key == last) return;
    last = key;
    const message: Envelope<HostMessage> = { type: 'viewport', top, height, yado: PROTOCOL_VERSION };
    frame.contentWindow?.postMessage(message, origin);
  };
  const schedule = () => (queued ||= requestAnimationFrame(report));
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  on('resize', (message) => {
    frame.style.height = message.height + 'px';
    schedule();
  });
  // a widget that starts again (another path) hears where it is at once
  on('ready', () => {
    last = '';
    schedule();
  });
  // as the loader's core does: only the iframe's window, at the widget's exact origin, in the envelope and of a known shape
  addEventListener('message', (event) => {
    const message = event.source == frame.contentWindow && event.origin == origin && parseMessage(WIDGET_TO_INLINE, event.data);
    if (!message) return;
    const top = frame.getBoundingClientRect().top + message.top;
    // already wholly in view: the host page stays where the guest left it
    if (top >= 0 && top + message.height <= innerHeight) return;
    // a part that fits is centred, a taller one starts a little below the viewport's top
    scrollBy({
      top: top - Math.max(innerHeight * MARGIN, (innerHeight - message.height) / 2),
      behavior: matchMedia('(prefers-reduced-motion:reduce)').matches ? 'instant' : 'smooth',
    });
  });
  schedule();
  // a deep link or an e-mailed link opened the widget: the guest came for it, not for the page above
  deepLink && frame.scrollIntoView();
};

(document.currentScript as HTMLScriptElement & { y: (setup: InlineSetup) => void }).y(setup);
