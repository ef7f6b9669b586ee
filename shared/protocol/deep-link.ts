/**
 * Host-page query parameter that opens the widget at a path (spec 1 §2, Embedding), e.g.
 * `?open_widget=%2Freservation%2Fconfirmation%2FAB12CD34%3Fbypass_token%3Dxyz`. The widget sends
 * `removeQuery` once it has used it, and the loader removes it from the host URL.
 */
export const OPEN_WIDGET_PARAM = 'open_widget';

/**
 * What a path inside the widget looks like, up to its query: an allow-list, every segment
 * letters, digits, `_` and `-`, as every widget route is. The loader appends a deep link's path
 * to `/widget`, so a path that the browser would resolve elsewhere (`/../demo/mailbox`) or on
 * another origin (`//evil.example`) must never match. The allow-list leaves no room for `.` or
 * `..` segments, nor for percent escapes that hide one however often encoded (`%2e%2e`,
 * `%252e`, `%2F`), backslashes, doubled slashes, schemes or control characters. The query after
 * `?` is the widget's own and is not looked at. A bare pattern: the loader carries it.
 */
export const WIDGET_PATH = /^\/([\w-]+\/)*[\w-]*(\?|$)/;

/** The path (with its query) when it stays inside the widget's routes (WIDGET_PATH), else null. */
export function safeWidgetPath(path: string): string | null {
  return WIDGET_PATH.test(path) ? path : null;
}
