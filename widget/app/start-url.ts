/**
 * Spec 1 §2 start-up tokens (`refresh_token`, `login_token` or `accessToken`,
 * `one_time_access_token` and `otid`): app/token-login.ts signs the member in with them, from
 * the query as loaded; the URL drops them before anything else runs (startUrl), so no history
 * entry, reload or referrer keeps them.
 */
const LOGIN_TOKENS = /[?&](refresh_token|login_token|accessToken|one_time_access_token|otid)=[^&#]*/g;

/**
 * Spec 1 §2 route rules for the URL the widget's page was loaded at: old hash URLs (#/path?query)
 * become path URLs, a double slash before the query becomes one, the root redirects to the
 * booking result, keeping the query, and the start-up tokens leave the query. Returns the URL
 * (path and query) to replace the loaded one with, or null when it stands.
 *
 * The widget reaches its root only by loading it (the loader's first URL), so the root's
 * redirect is here, before the first render, rather than a route: the router then draws the
 * search form at once instead of a redirect and then the form.
 */
export function startUrl(url: Pick<Location, 'pathname' | 'search' | 'hash'>, base: string): string | null {
  const { pathname, search, hash } = url;
  let next = pathname.replace(/\/{2,}$/, '/') + search.replace(LOGIN_TOKENS, '').replace(/^&/, '?');
  if (hash.startsWith('#/')) next = base + hash.slice(1);
  const root = `${base}/`;
  if (next === root || next.startsWith(`${root}?`)) next = `${base}/booking/result${next.slice(root.length)}`;
  return next === pathname + search ? null : next;
}
