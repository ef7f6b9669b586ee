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

/**
 * The dependencies of the lazy chunk `file` worth preloading from `host`: not the chunks `host`
 * imports statically, nor theirs (`imports` names each chunk's static imports): they ran before
 * `host` did; nor `file` itself, which the import fetches at once (the helper waits for
 * stylesheets only). Vite lists them all, which costs their names in `host`.
 */
export function depsNotLoaded(file: string, deps: readonly string[], host: string, imports: (file: string) => readonly string[]): string[] {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const next of imports(file)) visit(next);
  };
  visit(host);
  return deps.filter((dep) => dep !== file && !loaded.has(dep));
}

/**
 * A vite plugin: the widget's build loads lazy chunks' dependencies with `preloadHelperCode`, and
 * `resolveDependencies` (build.modulePreload) leaves out those the importing chunk has loaded.
 */
export function smallPreloadHelper(): Plugin & { resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let base = '/';
  let chunks: Record<string, { imports?: readonly string[] }> = {};
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
    // before vite's own generateBundle, which resolves the preload lists
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        chunks = bundle as typeof chunks;
      },
    },
    resolveDependencies(file, deps, { hostId }) {
      return depsNotLoaded(file, deps, hostId, (file) => chunks[file]?.imports ?? []);
    },
  };
}
