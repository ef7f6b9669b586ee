/**
 * The postMessage protocol between the loader (on the host page) and the widget (in the
 * iframe). Each direction is a map of message type to its fields, each given by an example
 * value of its kind (`''` a string, `0` a number, `false` a boolean, `{}` a plain object); the types and
 * the runtime check both derive from these maps, so the protocol is defined once. Plain maps
 * (not valibot) keep the loader within its 1,200 B budget.
 */

/**
 * The kind of one field, as an example value: a value fits when it has the example's `typeof` and
 * constructor (so `{}` means a plain non-null object: neither null nor an array). Examples, not
 * names, as the loader carries them: fewer bytes.
 */
type FieldKind = '' | 0 | false | Readonly<Record<string, never>>;
type KindType<K extends FieldKind> = K extends string ? string : K extends number ? number : K extends boolean ? boolean : Record<string, unknown>;
type Spec = Record<string, Record<string, FieldKind>>;

/** Version of the envelope; a message without it is not ours. */
export const PROTOCOL_VERSION = 1;

/** Messages the widget sends to the host page (spec 1 §2, cross-window messages). */
export const WIDGET_TO_HOST = {
  /** The widget has started and listens; the loader answers with nothing. */
  ready: {},
  /**
   * The search form accepts input: settings and text loaded, the form rendered with its dates
   * field and search button. Sent once per page load, and only by a widget that shows the form.
   */
  interactive: {},
  /** The widget's content height changed (inline mode grows the iframe to it). */
  resize: { height: 0 },
  /** The guest closed the widget. */
  close: {},
  /** A member signed in or out; `signedIn` tells which. */
  login: { signedIn: false },
  /** A GA4 event for the host's dataLayer. */
  ga4Event: { name: '', params: {} },
  /** The widget was opened by the guest or a deep link. */
  'booking-widget-opened': {},
  /** The deep-link parameter has been consumed: remove it from the host URL. */
  removeQuery: {},
} as const satisfies Spec;

/**
 * Messages the widget sends to the inline frame's part of the loader (loader/inline.ts), which
 * listens for them itself: neither the loader's core nor the host page hears them.
 */
export const WIDGET_TO_INLINE = {
  /**
   * Bring this part of the iframe (CSS pixels from the frame's top) into the host's view,
   * scrolling the host page as little as it takes (a new step, results, an invalid field).
   */
  scrollTo: { top: 0, height: 0 },
} as const satisfies Spec;

/** Messages the host page sends to the widget (spec 2 §7.10, inbound actions). */
export const HOST_TO_WIDGET = {
  /** Sign the member out (deferred by the widget until init settings arrive). */
  logout: {},
  /** Reload the member's identity from the stored session. */
  'refresh-login-from-chatbot': {},
  /** The panel was opened: move focus into the widget. */
  opened: {},
  /**
   * Inline mode: the part of the iframe inside the host's viewport (CSS pixels from the frame's
   * top; `height` 0 when none is), sent when it changes, at most once a frame.
   */
  viewport: { top: 0, height: 0 },
} as const satisfies Spec;

/** A message of one direction, as a discriminated union on `type`. */
export type MessageOf<S extends Spec> = {
  [T in keyof S & string]: { type: T } & { -readonly [F in keyof S[T]]: KindType<S[T][F]> };
}[keyof S & string];

/** A message from the widget to the host (the loader's core relays these to the host page). */
export type WidgetMessage = MessageOf<typeof WIDGET_TO_HOST>;
/** A message from the host to the widget that has no fields but its type (the loader sends these by name). */
export type BareHostMessage = Exclude<HostMessage, { type: 'viewport' }>;
/** A message from the widget to the inline frame's part of the loader. */
export type InlineMessage = MessageOf<typeof WIDGET_TO_INLINE>;
/** A message from the host to the widget. */
export type HostMessage = MessageOf<typeof HOST_TO_WIDGET>;

/** What goes over the wire: the message plus the envelope's version. */
export type Envelope<M> = M & { yado: typeof PROTOCOL_VERSION };

/** Wraps a message in the envelope. */
export function envelope<M extends { type: string }>(message: M): Envelope<M> {
  return { ...message, yado: PROTOCOL_VERSION };
}

/**
 * Returns the message when `record` is a well-formed envelope of the given direction, else undefined.
 * Checks the version, the type, and each declared field's kind; extra fields are dropped.
 */
export const parseMessage = <S extends Spec>(spec: S, record: any): MessageOf<S> | undefined => {
  // null and undefined have no fields (`?.`), other primitives none of ours: they fail the version check
  const type = record?.type;
  // `type !== type + ''`: not a string (an array ['ready'] would pass hasOwn), in fewer bytes than typeof
  if (record?.yado !== PROTOCOL_VERSION || type !== type + '' || !Object.hasOwn(spec, type)) return;
  const fields = spec[type]!;
  const message: Record<string, unknown> = { type };
  for (const name in fields) {
    const value = (message[name] = record[name]);
    const kind = fields[name]!;
    // a structured clone of a plain object has this realm's Object as constructor (null, arrays, dates have none such)
    if (typeof value != typeof kind || (value as object)?.constructor != kind.constructor) return;
  }
  return message as MessageOf<S>;
};
