import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Unit and in-process tests. Playwright specs under e2e/ run separately (e2e/run.mjs). */
export default mergeConfig(viteConfig, defineConfig({
  root: '.',
  test: {
    include: ['{shared,server,widget,loader,tests}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ['wouter', '@nanostores/react', '@lingui/react'] } },
  },
}));
