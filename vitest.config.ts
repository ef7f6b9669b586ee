import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Unit and in-process tests. Playwright specs under e2e/ run separately (e2e/run.mjs). The API
 * suites are a project of their own so that only a run that includes one builds the seeded
 * template databases (tests/support/global-setup.ts).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: '.',
    test: {
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      server: { deps: { inline: ['wouter', '@nanostores/react', '@lingui/react'] } },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['{shared,server,gateway,widget,loader}/**/*.test.{ts,tsx}', 'tests/*.test.{ts,tsx}'],
            setupFiles: ['widget/testing/preload.ts'],
          },
        },
        { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], globalSetup: ['tests/support/global-setup.ts'] } },
      ],
    },
  }),
);
