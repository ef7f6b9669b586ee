import type { WidgetMessage } from '../shared/protocol/messages.ts';

type From<T extends WidgetMessage['type']> = Extract<WidgetMessage, { type: T }>;

/** Options of the widget: the script tag's data attributes, or the `init` command's object. */
export type LoaderOptions = {
  /** The hotel's code (required). */
  hotelCode: string;
  /** `inline` (default) or `button`: a floating button opening a side panel. */
  mode?: string;
  /** CSS selector of the inline container; default: a container right after the script tag. */
  target?: string;
  /** Interface locale passed to the widget. */
  locale?: string;
  /** Text of the floating button, also the panel's and the iframe's accessible name. */
  buttonLabel?: string;
};

/**
 * One command for `window.yado.push(...)`: its name, then its arguments. Known names: `init`
 * (LoaderOptions), `open` ({ path }), `close`, `logout`, `refreshLogin`, `on` (event name,
 * callback). Others are reported with console.warn and skipped.
 */
export type LoaderCommand = [name: string, first?: any, second?: any];

/**
 * What a host page can subscribe to with `yado.push(['on', name, callback])`: event name to the
 * payload the callback receives (the widget's message without the envelope).
 */
export type LoaderEvents = {
  /** The widget has started inside the iframe and listens (its page may still be loading). */
  ready: From<'ready'>;
  /**
   * The search form accepts input: settings and text loaded, the form rendered with its dates
   * and search button. Once per page load, and only when the widget shows the search form.
   */
  interactive: From<'interactive'>;
  /** The widget's content height changed (inline mode has already resized the iframe). */
  resize: From<'resize'>;
  /** The guest closed the widget (its close button); the loader has already closed the panel. */
  close: From<'close'>;
  /** A member signed in or out: `signedIn` tells which. */
  login: From<'login'>;
  /** A GA4 event; the loader has already pushed `{ ...params, event: name }` to `window.dataLayer`. */
  ga4Event: From<'ga4Event'>;
  /** The widget was opened by the guest or a deep link. */
  'booking-widget-opened': From<'booking-widget-opened'>;
  /** The deep link was consumed; the loader has already removed `open_widget` from the host URL. */
  removeQuery: From<'removeQuery'>;
};
