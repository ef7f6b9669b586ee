// Builds what the server serves: dist/loader.js and dist/loader-panel.js (esbuild, an IIFE each), dist/widget/ (vite) and
// dist/server-catalogs/ (the server's compiled catalogs, read in production).
// Each text file served from dist/ gets a .br and a .gz beside it, which the server sends to
// browsers that accept them (server/http/precompressed-files.ts).
// `--if-missing` builds only the parts whose output is absent (used by `npm run bench`);
// `--if-stale` also those older than a source (used by `npm start`; scripts/build-freshness.mjs).
// The build tools are dev dependencies: each is imported only when its part is built.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ifMissing = process.argv.includes('--if-missing');
const ifStale = process.argv.includes('--if-stale');
const SERVER_CATALOGS_DIR = 'dist/server-catalogs';
const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;

/** Writes FILE.br (brotli 11) and FILE.gz (gzip 9) beside each text file of the paths, where one is smaller than the file. */
export function precompress(paths) {
  for (const path of paths) {
    if (statSync(path).isDirectory()) {
      precompress(readdirSync(path).map((name) => join(path, name)));
      continue;
    }
    if (!TEXT.test(path)) continue;
    const bytes = readFileSync(path);
    const variants = {
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gz: gzipSync(bytes, { level: 9 }),
    };
    for (const [suffix, encoded] of Object.entries(variants)) {
      if (encoded.length < bytes.length) writeFileSync(`${path}.${suffix}`, encoded);
      else rmSync(`${path}.${suffix}`, { force: true });
    }
  }
}

/** The loader's two files: dist/loader.js, the tag's script, and dist/loader-panel.js, the floating panel's code it fetches in button mode. */
export const LOADER_FILES = { 'loader/loader.ts': 'dist/loader.js', 'loader/panel.ts': 'dist/loader-panel.js', 'loader/inline.ts': 'dist/loader-inline.js' };

export async function buildLoader() {
  const { build } = await import('esbuild');
  // esbuild bundles and minifies; vite's oxc minifier then reuses short names across scopes and
  // joins the declarations, which gzip codes in about 15 B less (loader/README.md)
  const { minify } = await import('vite');
  for (const [entry, outfile] of Object.entries(LOADER_FILES)) {
    const bundled = await build({
      entryPoints: [entry],
      write: false,
      bundle: true,
      minify: true,
      format: 'iife',
      target: ['es2022'],
      legalComments: 'none',
      logLevel: 'warning',
      // the IIFE needs no "use strict" prologue: 13 bytes of the budget
      tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    });
    const minified = await minify(outfile, bundled.outputFiles[0].text, { compress: { target: 'es2022' } });
    if (minified.errors.length > 0) throw new Error(`${entry}: ${minified.errors.map((error) => error.message).join('; ')}`);
    // esbuild no longer writes the file, so nothing has made dist/ on a fresh clone
    mkdirSync(dirname(outfile), { recursive: true });
    writeFileSync(outfile, minified.code.trimEnd());
  }
  precompress(Object.values(LOADER_FILES));
}

export async function buildWidget() {
  const { build } = await import('vite');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  // the catalogs/ JSON is read by the server into the page, never sent as a file
  precompress(['dist/widget/index.html', 'dist/widget/assets']);
}

export async function buildServerCatalogs() {
  const { writeServerCatalogs } = await import('./scripts/i18n/server-catalogs.mjs');
  await writeServerCatalogs(SERVER_CATALOGS_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { BUILD_PARTS, isStale } = await import('./scripts/build-freshness.mjs');
  /** Whether to build a part: always, unless a flag says only when missing or out of date. */
  const wanted = (part) => (ifStale ? isStale(part) : !ifMissing || part.outputs.some((file) => !existsSync(file)));
  const parts = { loader: buildLoader, widget: buildWidget, serverCatalogs: buildServerCatalogs };
  for (const [name, build] of Object.entries(parts)) {
    if (!wanted(BUILD_PARTS[name])) continue;
    if (ifStale) console.info(`build: ${name} is missing or older than its sources`);
    await build();
  }
}
