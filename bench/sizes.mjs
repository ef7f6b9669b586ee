// Byte sizes of what a guest downloads, gzipped: the loader, and the widget's first screen:
// everything the browser loads before the search form accepts input (the entry script, what
// index.html preloads with it, the stylesheets it carries inline or links, the first part of the
// guest's catalog, and the chunks the first screen loads at once on demand: the hotel's notices).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Gzipped size of dist/loader.js. */
export function loaderBytes(dist = 'dist') {
  return gz(`${dist}/loader.js`);
}

/**
 * Files the widget's index.html loads before the first screen, by kind, and the text of the
 * stylesheets it carries inline (`styles`: the first screen's CSS, widget/build/inline-entry-css.ts).
 */
export function firstScreenFiles(dist = 'dist') {
  const html = readFileSync(`${dist}/widget/index.html`, 'utf8');
  const attr = (re) => [...html.matchAll(re)].map((m) => m[1].replace(/^\/widget\//, `${dist}/widget/`));
  return {
    js: [...attr(/<script[^>]+src="([^"]+)"/g), ...attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)],
    css: attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
    styles: [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]),
  };
}

/**
 * Chunks the first screen loads on demand at once, before the form settles (routes.tsx): the
 * hotel's notices, with their stylesheet.
 */
export function earlyChunks(dist = 'dist') {
  const dir = `${dist}/widget/assets`;
  const files = readdirSync(dir)
    .filter((f) => /^notices-.*\.(js|css)$/.test(f))
    .map((f) => `${dir}/${f}`);
  return { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
}

/**
 * The interface text is loaded before the first render, one catalog per locale (chunks named
 * after locales/{locale}/widget.po): the first screen counts the largest of them. The server
 * puts the guest's first part into the widget's page instead (dist/widget/catalogs/*.json, the
 * same messages as JSON), so the page costs those bytes; either way they are counted once.
 */
export function largestCatalog(dist = 'dist') {
  const dir = `${dist}/widget/assets`;
  const catalogs = readdirSync(dir)
    .filter((f) => /^widget-.*\.js$/.test(f))
    .map((f) => `${dir}/${f}`);
  return catalogs.sort((a, b) => gz(b) - gz(a))[0];
}

/**
 * Gzipped bytes of the first screen: `js` counts the entry and its preloads (`entry`), the
 * largest catalog (`catalog`) and the early chunks (`early`); `css` the stylesheets in the page
 * (`inlineCss`, each gzipped on its own), those linked and those of the early chunks.
 */
export function firstScreenBytes(dist = 'dist') {
  const { styles, ...files } = firstScreenFiles(dist);
  const early = earlyChunks(dist);
  const catalog = largestCatalog(dist);
  const sum = (list) => list.reduce((total, file) => total + gz(file), 0);
  const inlineCss = styles.reduce((total, text) => total + gzipSync(text, { level: 9 }).length, 0);
  const parts = { entry: sum(files.js), catalog: catalog ? gz(catalog) : 0, early: sum(early.js) };
  files.js.push(...(catalog ? [catalog] : []), ...early.js);
  files.css.push(...early.css);
  return { js: parts.entry + parts.catalog + parts.early, css: inlineCss + sum(files.css), inlineCss, ...parts, files };
}

/**
 * Chunks loaded on demand (routes, panels, the calendar), each with its gzipped size: every JS
 * file of the build that is neither on the first screen nor a catalog part (the first parts
 * `widget-`, the results parts `results-text-` and the later parts `later-text-`).
 */
export function lazyChunks(dist = 'dist') {
  const dir = `${dist}/widget/assets`;
  const first = new Set(firstScreenBytes(dist).files.js);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js') && !/^(widget|results-text|later-text)-/.test(f))
    .map((f) => `${dir}/${f}`)
    .filter((file) => !first.has(file))
    .map((file) => ({ file, bytes: gz(file) }));
}

/** Bytes the server sends a browser that accepts brotli: the .br build.mjs wrote beside a file, else the file. */
const wire = (path) => statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;

/**
 * Bytes on the wire (brotli, as browsers get them) from the tag to the first screen: the loader,
 * the widget page (with its inline CSS), and the first screen's JS (with its largest catalog) and
 * linked CSS.
 */
export function firstScreenWireBytes(dist = 'dist') {
  const { styles: _, ...files } = firstScreenFiles(dist);
  const catalog = largestCatalog(dist);
  const sum = (list) => list.reduce((total, file) => total + wire(file), 0);
  return {
    loader: wire(`${dist}/loader.js`),
    html: wire(`${dist}/widget/index.html`),
    js: sum(catalog ? [...files.js, catalog] : files.js),
    css: sum(files.css),
  };
}
