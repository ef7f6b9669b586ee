// `npm test`: every check, in the order that fails fastest. Type check, build (the size
// budgets read the build), unit and API tests (PostgreSQL too when TEST_DATABASE_URL is set),
// then the browser tests in Chromium through the loader on the demo host pages.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureSystemDeps } from './system-deps.mjs';

const counts = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args) {
  console.log(`\n== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status === 0;
}

function tally(file, read) {
  try {
    const c = read(JSON.parse(readFileSync(file, 'utf8')));
    counts.passed += c.passed;
    counts.failed += c.failed;
    counts.skipped += c.skipped;
  } catch { /* no report: the step's exit code speaks */ }
}

function finish(ok) {
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  if (!ok) {
    console.error('Some checks failed.');
    process.exit(1);
  }
  console.log(process.env.TEST_DATABASE_URL ? 'All checks passed on PGlite and PostgreSQL.' : 'All checks passed (set TEST_DATABASE_URL=postgres://... to run the API suite on PostgreSQL too).');
}

mkdirSync('test-results', { recursive: true });
ensureSystemDeps();
if (!run('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])) finish(false);
if (!run('Build loader, widget and server catalogs', 'node', ['build.mjs'])) finish(false);
const unit = run('Unit, API and size tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
tally('test-results/vitest.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }));
if (!unit) finish(false);
const e2e = run('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
tally('test-results/playwright.json', (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped }));
finish(e2e);
