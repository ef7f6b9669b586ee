// Byte sizes of what a guest downloads, gzipped: the loader, and the widget's first screen
// (the entry script, what index.html preloads with it, and the stylesheets it links).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Gzipped size of dist/loader.js. */
export function loaderBytes(dist = 'dist') {
  return gz(`${dist}/loader.js`);
}

/** Files the widget's index.html loads before the first screen, by kind. */
export function firstScreenFiles(dist = 'dist') {
  const html = readFileSync(`${dist}/widget/index.html`, 'utf8');
  const attr = (re) => [...html.matchAll(re)].map((m) => m[1].replace(/^\/widget\//, `${dist}/widget/`));
  return {
    js: [...attr(/<script[^>]+src="([^"]+)"/g), ...attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)],
    css: attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  };
}

/** Gzipped bytes of the first screen's JS and CSS. */
export function firstScreenBytes(dist = 'dist') {
  const files = firstScreenFiles(dist);
  const sum = (list) => list.reduce((total, file) => total + gz(file), 0);
  return { js: sum(files.js), css: sum(files.css), files };
}
