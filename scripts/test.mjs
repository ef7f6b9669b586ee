// `npm test`: every check, in the order that fails fastest. Type check, lint and format, build (the size
// budgets read the build), unit and API tests (PostgreSQL too when TEST_DATABASE_URL is set),
// then the browser tests in Chromium through the loader on the demo host pages (the payment specs a
// second time with third-party storage partitioning on; the run ends with a scan for card numbers
// in the server's databases, log and the requests the browser sent it: e2e/README.md).
// CI (.ci/run) adds two checks before the browser tests: the production install
// (scripts/prod-check.mjs) when TEST_PROD_CHECK=true, and the vitest suites again on the Node
// binary TEST_ALSO_ON_NODE names. Their counts join the summary, so its line stays the last one.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { ensureSystemDeps } from './system-deps.mjs';

const counts = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = process.env) {
  console.log(`\n== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
}

function vitest(title, node, report, extraEnv = {}, filters = []) {
  rmSync(report, { force: true });
  // the other Node comes first on PATH too, for anything the tests start themselves
  const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH}`, ...extraEnv };
  const ok = run(
    title,
    node,
    ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...filters],
    env,
  );
  tally(report, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }));
  return ok;
}

function tally(file, read) {
  try {
    const c = read(JSON.parse(readFileSync(file, 'utf8')));
    counts.passed += c.passed;
    counts.failed += c.failed;
    counts.skipped += c.skipped;
  } catch {
    /* no report: the step's exit code speaks */
  }
}

/** "[project] file › title" of each test Playwright's JSON report marks flaky. */
function flakyTests(report) {
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) if (t.status === 'flaky') names.push(`[${t.projectName}] ${spec.file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

function finish(ok) {
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  if (!ok) {
    console.error('Some checks failed.');
    process.exit(1);
  }
  console.log(
    process.env.TEST_DATABASE_URL
      ? 'All checks passed on PGlite and PostgreSQL.'
      : 'All checks passed (set TEST_DATABASE_URL=postgres://... to run the API suite on PostgreSQL too).',
  );
}

mkdirSync('test-results', { recursive: true });
ensureSystemDeps();
if (!run('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])) finish(false);
if (!run('Lint and format (Biome)', 'npx', ['biome', 'check', '.'])) finish(false);
if (!run('Build loader, widget and server catalogs', 'node', ['build.mjs'])) finish(false);
if (!vitest('Unit, API and size tests (vitest)', process.execPath, 'test-results/vitest.json')) finish(false);
if (process.env.TEST_PROD_CHECK === 'true') {
  const ok = run('Production install (fresh clone, npm ci --omit=dev, NODE_ENV=production)', 'node', ['scripts/prod-check.mjs']);
  counts[ok ? 'passed' : 'failed'] += 1;
  if (!ok) finish(false);
}
const otherNode = process.env.TEST_ALSO_ON_NODE;
if (otherNode) {
  const version = spawnSync(otherNode, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '?';
  // what runs on Node: the server's and the contract's tests, and the API suites that book, cancel,
  // pay, search and cache on the embedded database (the PostgreSQL driver's behaviour does not
  // hang on the Node version; the other API suites check rules that do not either). The widget's
  // and the loader's run in a browser, whatever Node the server has, and the build's on the
  // build's Node: their tests ran above. CI keeps its 20 minutes.
  const filters = [
    'server/',
    'shared/',
    ...['reservations', 'concurrency', 'payments', 'payment-links', 'rooms-search', 'stay-cache', 'config-cache'].map((name) => `tests/api/${name}.test.ts`),
  ];
  if (
    !vitest(
      `Server, contract, build and API tests on Node ${version}, PGlite (vitest)`,
      otherNode,
      'test-results/vitest-other-node.json',
      { TEST_DATABASE_URL: '' },
      filters,
    )
  )
    finish(false);
}
// the e2e server's database, kept to check afterwards that nothing secret was stored in clear
process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'yado-e2e-'));
const e2e = run('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
// a test that failed and then passed on its retry (CI only: playwright.config.ts) counts as passed,
// and is named here, so a flaky test is seen and mended rather than hidden
tally('test-results/playwright.json', (r) => {
  const flaky = flakyTests(r);
  if (flaky.length > 0) {
    console.log(`\n${flaky.length} browser test(s) failed once and passed on a retry (mend them: e2e/README.md, "Retries"):`);
    for (const name of flaky) console.log(`  flaky: ${name}`);
  }
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
});
console.log('\n== Secrets at rest in the database the browser tests used');
const scan = spawnSync('node', ['--import', 'tsx', 'scripts/secrets-at-rest.ts', process.env.E2E_DATA_DIR], { encoding: 'utf8' });
process.stdout.write(scan.stdout + scan.stderr);
const scanned = /(\d+) passed, (\d+) failed/.exec(scan.stdout);
counts.passed += Number(scanned?.[1] ?? 0);
counts.failed += Number(scanned?.[2] ?? 1);
// CI proves the bench still runs: its figures are printed, nothing is asserted on time
let bench = true;
if (process.env.TEST_BENCH_QUICK === 'true') {
  bench = run('Bench, quick mode (figures only, nothing asserted on time)', 'node', ['bench/run.mjs', '--quick']);
  counts[bench ? 'passed' : 'failed'] += 1;
}
finish(e2e && scan.status === 0 && bench);
