import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/system-deps.mjs';
import { E2E_GATEWAY_SECRET_KEY } from './payment-support.ts';
import { PARTITIONED_SPECS, partitionedLaunchOptions } from './storage-partitioning.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// every run starts from a fresh embedded database with the demo data
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'yado-e2e-'));
process.env.E2E_DATA_DIR = DATA_DIR;
// what the card-number scan reads after the run: the server's log, the requests the browser sent
// to our site, the list of other databases the specs used (card-number-scan.ts)
const SCAN_DIR = process.env.E2E_SCAN_DIR ?? mkdtempSync(join(tmpdir(), 'yado-e2e-scan-'));
process.env.E2E_SCAN_DIR = SCAN_DIR;

/**
 * Browser tests: the demo host pages in Debian's Chromium, through the real loader and server.
 * Every spec runs with Playwright's storage settings (third-party storage partitioning off); the
 * specs whose frame keeps state run again with it on, as real Chrome has it (storage-partitioning.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  workers: 1,
  // CI retries a failed test twice (a test that passes on a retry is named in the summary as flaky
  // and counts as passed: scripts/test.mjs); locally a failure is a failure. E2E_RETRIES overrides.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 2 : 0)),
  timeout: 60_000,
  // twice Playwright's default and then some: in CI a page has once taken more than 10 s to show
  // (the server answering late, not the page failing); a passing run waits no longer for it
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  // stops the server, then scans for card numbers what the run left (card-number-scan.ts)
  globalTeardown: './card-number-scan.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    trace: 'off',
    screenshot: 'only-on-failure',
    // the loader scrolls the host page to what the widget brings into view, smoothly unless the
    // guest prefers less motion: a click computed during a smooth scroll of the host lands where
    // the element was (Playwright sees an element in a cross-site frame as stable while the host
    // page moves the frame), so the tests ask for less motion; in-view.spec.ts checks where a
    // scroll ends, which is the same either way
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      metadata: { storagePartitioning: false },
      use: { launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
    {
      name: 'chromium-partitioned',
      testMatch: PARTITIONED_SPECS,
      metadata: { storagePartitioning: true },
      use: { launchOptions: { executablePath: CHROMIUM, ...partitionedLaunchOptions(CHROMIUM_ARGS) } },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/web-server.ts',
    cwd: '..',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // the sandbox card gateway started beside the server gets a port of this run's own, and a key
    // a spec asks it with; YADO_TEST_HOOKS lets a spec run the payment jobs as of a later time
    // (server/demo/test-hooks.ts)
    env: {
      PORT: String(PORT),
      GATEWAY_PORT: String(PORT + 1000),
      PAYMENT_GATEWAY_SECRET_KEY: E2E_GATEWAY_SECRET_KEY,
      DATA_DIR,
      YADO_DEMO: 'true',
      YADO_TEST_HOOKS: 'true',
      PUBLIC_URL: `http://localhost:${PORT}`,
    },
  },
});
