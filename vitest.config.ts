import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const UNIT_DIRS = ['shared', 'server', 'gateway', 'widget', 'loader'];

/** Every unit test file: under the source folders, or directly in tests/. */
function unitTestFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const dir of UNIT_DIRS) walk(dir);
  for (const entry of readdirSync('tests', { withFileTypes: true }))
    if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) files.push(join('tests', entry.name));
  return files;
}

/**
 * The unit files that need modules of their own: they mock modules or globals, or they say
 * `@vitest-isolate` (they check what a module keeps, a cache or a first use). The others share
 * one module graph per worker, which spares importing the app again for every file.
 */
const ISOLATED = unitTestFiles().filter((file) =>
  /\bvi\.(?:mock|doMock|unmock|resetModules|stubGlobal|stubEnv)\(|@vitest-isolate\b/.test(readFileSync(file, 'utf8')),
);

/**
 * Unit and in-process tests. Playwright specs under e2e/ run separately (e2e/run.mjs). The API
 * suites are a project of their own so that only a run that includes one builds the seeded
 * template databases (tests/support/global-setup.ts). Files share modules unless they need their
 * own (ISOLATED).
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
            exclude: ISOLATED,
            isolate: false,
            setupFiles: ['widget/testing/preload.ts'],
          },
        },
        { extends: true, test: { name: 'unit-isolated', include: ISOLATED, setupFiles: ['widget/testing/preload.ts'] } },
        // each suite makes its own server and database: the server's modules are imported once a worker
        { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], isolate: false, globalSetup: ['tests/support/global-setup.ts'] } },
      ],
    },
  }),
);
