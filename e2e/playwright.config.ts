import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/system-deps.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// every run starts from a fresh embedded database with the demo data
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'yado-e2e-'));
process.env.E2E_DATA_DIR = DATA_DIR;

/** Browser tests: the demo host pages in Debian's Chromium, through the real loader and server. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: '..',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // the sandbox card gateway started beside the server gets a port of this run's own
    env: { PORT: String(PORT), GATEWAY_PORT: String(PORT + 1000), DATA_DIR, YADO_DEMO: 'true', PUBLIC_URL: `http://localhost:${PORT}` },
  },
});
