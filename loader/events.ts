import type { WidgetMessage } from '../shared/protocol/messages.ts';

type From<T extends WidgetMessage['type']> = Extract<WidgetMessage, { type: T }>;

/**
 * What a host page can subscribe to with `yado.push(['on', name, callback])`: event name to the
 * payload the callback receives (the widget's message, without the envelope).
 */
export type LoaderEvents = {
  /** The widget has started inside the iframe and listens. */
  ready: From<'ready'>;
  /** The widget's content height changed (inline mode has already resized the iframe). */
  resize: From<'resize'>;
  /** The panel closed (widget close button, Escape, backdrop or `close` command); inline: the widget asked to close. */
  close: From<'close'>;
  /** A member signed in or out: `signedIn` tells which. */
  login: From<'login'>;
  /** A GA4 event; the loader has already pushed `{ ...params, event: name }` to `window.dataLayer`. */
  ga4Event: From<'ga4Event'>;
  /** The widget was opened by the guest or a deep link. */
  'booking-widget-opened': From<'booking-widget-opened'>;
  /** The deep link was consumed; the loader has already removed `open_widget` from the URL. */
  removeQuery: From<'removeQuery'>;
};

/** Name of a host-visible event. */
export type LoaderEventName = keyof LoaderEvents;

/** Calls every subscriber of an event; a throwing subscriber does not stop the others. */
export type Emit = <N extends LoaderEventName>(name: N, payload: LoaderEvents[N]) => void;
