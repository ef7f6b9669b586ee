import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { lingui } from '@lingui/vite-plugin';
import { catalogParts } from './widget/build/catalog-parts.ts';

/** The widget: the booking app served at /widget/ inside the loader's iframe. */
export default defineConfig({
  root: 'widget',
  base: '/widget/',
  publicDir: false,
  plugins: [
    preact({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // each locale's text in two parts: the first screen's, and the checkout and reservation pages'
    catalogParts(),
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
    modulePreload: { polyfill: false },
  },
});
