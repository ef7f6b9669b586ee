import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { lingui } from '@lingui/vite-plugin';
import path from 'node:path';
import { callDeclarationsWithoutSchemas } from './widget/build/call-declarations.ts';
import { catalogParts, staticImports } from './widget/build/catalog-parts.ts';
import { inlineEntryCss } from './widget/build/inline-entry-css.ts';
import { smallPreloadHelper } from './widget/build/preload-helper.ts';

/**
 * The first screen in one chunk: every module widget/main.tsx imports statically, and the
 * packages they use. Left to itself the bundler splits what the first screen shares with the
 * lazy pages into several preloaded chunks, about 2 kB more gzipped. Modules imported for their
 * types only are not the first screen's: their code goes with the pages that use it. Nor are the
 * contract modules and what they import: the build replaces them (build/call-declarations.ts).
 */
const FIRST = staticImports('widget/main.tsx', process.cwd(), { types: false, stopAt: /^shared\/api\// });
// not nanostores as a whole: its computed and map stores are the later pages' (the modules the first
// screen uses go with them)
const FIRST_PACKAGES = /node_modules\/(preact|@lingui\/(core|react)|@nanostores\/react|wouter|regexparam)\//;
/**
 * Chunks keeping their name in their file name: the first screen's, the hotel's notices, the
 * first catalog parts and checkout's payment step (bench/sizes.mjs and tests/size-budget.test.ts
 * find them by name; the later parts are `later-text-`). The other chunks are named by their hash
 * alone: the first screen lists every chunk it may preload, and their names cost about 0.2 kB
 * gzipped there.
 */
const NAMED_CHUNKS = /^(first|notices|widget|payment-page)\b/;

const preloadHelper = smallPreloadHelper();

/** The widget: the booking app served at /widget/ inside the loader's iframe. */
export default defineConfig({
  root: 'widget',
  base: '/widget/',
  publicDir: false,
  plugins: [
    preact({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // each locale's text in two parts: the first screen's, and the checkout and reservation pages'
    catalogParts({ chunkFileName: (chunk) => (NAMED_CHUNKS.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js') }),
    // the production widget builds requests from the call declarations without their schemas
    callDeclarationsWithoutSchemas(),
    // lazy chunks' dependencies preloaded with less code than vite's own helper
    preloadHelper,
    // the first screen's stylesheet in the page: the first render waits for no stylesheet request
    inlineEntryCss(),
  ],
  resolve: {
    alias: {
      'use-sync-external-store/shim/index.js': 'preact/compat',
      'use-sync-external-store/shim': 'preact/compat',
    },
  },
  build: {
    outDir: '../dist/widget',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false, resolveDependencies: (file, deps, context) => preloadHelper.resolveDependencies(file, deps, context) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'first',
              // not the contract modules: the bundler places the declarations views the first screen imports
              // (build/call-declarations.ts) with it, and the rest with the pages that use them
              test: (id: string) => FIRST.has(path.relative(process.cwd(), id).split(path.sep).join('/')) || FIRST_PACKAGES.test(id),
            },
            // the phone rules of every country (shared/phone.ts), loaded with the checkout in two chunks
            // of their own, the metadata and the code reading it, each within a lazy chunk's budget
            { name: 'phone-metadata', test: /node_modules\/libphonenumber-js\/metadata\.min\.json/, priority: 2 },
            { name: 'phone-rules', test: /node_modules\/libphonenumber-js\//, priority: 1 },
          ],
        },
      },
    },
  },
});
