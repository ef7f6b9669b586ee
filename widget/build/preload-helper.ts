import type { Plugin } from 'vite';

/** The module vite gives the code that loads a lazy chunk's dependencies (`__vitePreload`). */
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * The helper's code, for `base`: before a lazy chunk is imported, each chunk it imports is
 * preloaded (`modulepreload`) and each stylesheet it needs is linked and waited for, once, and
 * not where the page already links it. Vite's own helper does the same with more code (CSP
 * nonces, relative bases, a `vite:preloadError` event) none of which the widget uses: about
 * 0.4 kB gzipped less on the first screen.
 */
export function preloadHelperCode(base: string): string {
  return `const seen = {};
export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps || []).map((dep) => {
      const href = new URL(${JSON.stringify(base)} + dep, document.baseURI).href;
      if (href in seen) return seen[href];
      const css = href.endsWith('.css');
      if ([...document.getElementsByTagName('link')].some((link) => link.href === href && (!css || link.rel === 'stylesheet'))) return (seen[href] = undefined);
      const link = document.createElement('link');
      link.rel = css ? 'stylesheet' : 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
      return (seen[href] = css
        ? new Promise((resolve, reject) => {
            link.onload = resolve;
            link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
          })
        : undefined);
    }),
  ).then(() => load());
`;
}

/** A vite plugin: the widget's build loads lazy chunks' dependencies with `preloadHelperCode`. */
export function smallPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'yado-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === HELPER_ID ? preloadHelperCode(base) : null;
    },
  };
}
