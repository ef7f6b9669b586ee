/**
 * Spec 1 §2 route rules for the URL the widget's page was loaded at: old hash URLs (#/path?query)
 * become path URLs, a double slash before the query becomes one, and the root redirects to the
 * booking result, keeping the query. Returns the URL (path and query) to replace the loaded one
 * with, or null when it stands.
 *
 * The widget reaches its root only by loading it (the loader's first URL), so the root's
 * redirect is here, before the first render, rather than a route: the router then draws the
 * search form at once instead of a redirect and then the form.
 */
export function startUrl(url: Pick<Location, 'pathname' | 'search' | 'hash'>, base: string): string | null {
  const { pathname, search, hash } = url;
  let next = pathname.replace(/\/{2,}$/, '/') + search;
  if (hash.startsWith('#/')) next = base + hash.slice(1);
  const root = `${base}/`;
  if (next === root || next.startsWith(`${root}?`)) next = `${base}/booking/result${next.slice(root.length)}`;
  return next === pathname + search ? null : next;
}
