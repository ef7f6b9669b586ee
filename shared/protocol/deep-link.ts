/**
 * Host-page query parameter that opens the widget at a path (spec 1 §2, Embedding), e.g.
 * `?open_widget=%2Freservation%2Fconfirmation%2FAB12CD34%3Fbypass_token%3Dxyz`. The loader hands
 * it to the widget's server as it is, with the host parameters after it (deepLinkTarget); the
 * widget sends `removeQuery` once it has started, and the loader removes it from the host URL.
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

/** Where a deep link takes the widget: its path with the query it runs with, and whether its path was refused. */
export type DeepLinkTarget = { target: string; refused: boolean };

/**
 * The widget URL a deep link stands for, from the query the loader opens the widget with:
 * `/widget/?open_widget=…` followed by the host URL's parameters after `open_widget`, then the
 * loader's own (code, parentUrl, embed, locale). `open_widget` holds the path with its own query,
 * URL-encoded; the parameters after it belong to it too, which is what a link written without
 * encoding (`?open_widget=/booking/result?checkin=…&checkout=…`) splits off. A parameter given
 * after the path replaces the path's own (the page's hotel code wins), except `locale`: the
 * language the link names (a confirmation e-mail's) wins over the page's `data-locale`. A path
 * that would leave the widget's routes (WIDGET_PATH) is refused: the widget opens at its start.
 * Null without a deep link.
 */
export function deepLinkTarget(search: string): DeepLinkTarget | null {
  const given = new URLSearchParams(search);
  const link = given.get(OPEN_WIDGET_PARAM);
  if (link === null) return null;
  const safe = safeWidgetPath(link || '/');
  const path = safe ?? '/';
  const at = path.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : path.slice(at + 1));
  given.delete(OPEN_WIDGET_PARAM);
  for (const key of new Set(given.keys())) {
    if (key === 'locale' && query.has(key)) continue;
    query.delete(key);
    for (const value of given.getAll(key)) query.append(key, value);
  }
  const pathname = at < 0 ? path : path.slice(0, at);
  const rest = query.toString();
  return { target: rest ? `${pathname}?${rest}` : pathname, refused: safe === null };
}
