// Builds what the server serves: dist/loader.js (esbuild, one IIFE), dist/widget/ (vite) and
// dist/server-catalogs/ (the server's compiled catalogs, read in production).
// `--if-missing` builds only the parts whose output is absent (used by `npm start`).
// The build tools are dev dependencies: each is imported only when its part is built.
import { existsSync } from 'node:fs';

const ifMissing = process.argv.includes('--if-missing');
const SERVER_CATALOGS_DIR = 'dist/server-catalogs';

export async function buildLoader() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: ['loader/loader.ts'],
    outfile: 'dist/loader.js',
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2019'],
    legalComments: 'none',
    logLevel: 'warning',
    // the IIFE needs no "use strict" prologue: 13 bytes of the 1.5 kB budget
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
  });
}

export async function buildWidget() {
  const { build } = await import('vite');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}

export async function buildServerCatalogs() {
  const { writeServerCatalogs } = await import('./scripts/i18n/server-catalogs.mjs');
  await writeServerCatalogs(SERVER_CATALOGS_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!ifMissing || !existsSync('dist/loader.js')) await buildLoader();
  if (!ifMissing || !existsSync('dist/widget/index.html')) await buildWidget();
  if (!ifMissing || !existsSync(`${SERVER_CATALOGS_DIR}/en.json`)) await buildServerCatalogs();
}
