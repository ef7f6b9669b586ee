// Builds what the server serves: dist/loader.js (esbuild, one IIFE) and dist/widget/ (vite).
// `--if-missing` builds only the parts whose output is absent (used by `npm start`).
import { existsSync } from 'node:fs';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const ifMissing = process.argv.includes('--if-missing');

export async function buildLoader() {
  await esbuild({
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
  await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!ifMissing || !existsSync('dist/loader.js')) await buildLoader();
  if (!ifMissing || !existsSync('dist/widget/index.html')) await buildWidget();
}
