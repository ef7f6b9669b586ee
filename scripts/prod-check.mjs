// The production install, end to end: a fresh clone of this commit, `npm ci --omit=dev`, the
// build's dist/ copied in, the demo hotels loaded with `npm run seed:demo` into a new PostgreSQL
// database, the server started as `npm run serve` starts it, one booking through the API, then
// SIGTERM and a clean exit.
// Usage: TEST_DATABASE_URL=postgres://... node scripts/prod-check.mjs (after npm run build).
// Run by `npm test` when TEST_PROD_CHECK=true (CI). Only committed files reach the clone.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { adminQuery, databaseUrl, uniqueName } from './postgres-admin.mjs';

const BUILT = ['dist/loader.js', 'dist/widget/index.html', 'dist/server-catalogs/en.json'];
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const HOTEL = 'demo-kyoto';

const log = (line) => console.log(`prod-check: ${line}`);
const since = (start) => `${((Date.now() - start) / 1000).toFixed(1)} s`;

class CheckFailed extends Error {}

function fail(message) {
  throw new CheckFailed(message);
}

/** The hotel's today plus `days`, as YYYY-MM-DD (Kyoto). */
function kyotoDate(days) {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Tokyo' });
}

/** Runs an npm script in the clone; its output is shown only when it fails. */
function npm(dir, args, env) {
  try {
    return execFileSync('npm', args, { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    console.error(error.stdout, error.stderr);
    fail(`npm ${args.join(' ')} exited with ${error.status}`);
  }
}

async function waitForHealth(base, server) {
  const start = Date.now();
  while (Date.now() - start < START_TIMEOUT_MS) {
    if (server.exitCode !== null) fail(`the server exited with ${server.exitCode} before it answered /healthz`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return since(start);
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`/healthz did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

async function call(base, method, path, { body, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, text };
}

async function book(base) {
  // the server answers errors in the request's language from the build's compiled catalogs
  const unknown = await call(base, 'POST', '/identity/v1/client_sessions', { body: { key: 'no-such-hotel' }, headers: { 'x-locale': 'ja' } });
  if (unknown.status !== 404 || unknown.json?.errors?.[0]?.title !== 'ホテルが見つかりませんでした。')
    fail(`an unknown hotel in Japanese answered ${unknown.status} ${unknown.text}`);
  log('errors come translated (ja) from the compiled catalogs');

  for (const path of ['/loader.js', '/widget/']) {
    const response = await fetch(`${base}${path}`);
    if (response.status !== 200) fail(`GET ${path} answered ${response.status}: is dist/ copied?`);
  }
  log('the loader and the widget are served from dist/');
  const mailbox = await fetch(`${base}/demo/mailbox`);
  if (mailbox.status !== 404) fail(`the demo mailbox answered ${mailbox.status} in production`);
  log('no demo mailbox in production');

  const session = await call(base, 'POST', '/identity/v1/client_sessions', { body: { key: HOTEL } });
  if (session.status !== 201 && session.status !== 200) fail(`POST /identity/v1/client_sessions answered ${session.status} ${session.text}`);
  const headers = { 'x-client-session': session.json.data.client_session, 'idempotency-key': randomUUID() };
  // two nights about six weeks ahead: within the demo's rates, past any arrival-day restriction
  let ahead = 45;
  while (/-(12-31|01-01)$/.test(kyotoDate(ahead))) ahead += 2;
  const body = {
    checkin_date: kyotoDate(ahead),
    checkout_date: kyotoDate(ahead + 2),
    rooms: [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] }],
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'hanako@example.com', phone: '+819012345678' },
    payment_type: 'on_site',
    locale: 'en',
  };
  const path = `/api/v1/hotels/${HOTEL}/reservations`;
  const first = await call(base, 'POST', path, { body, headers });
  if (first.status !== 201) fail(`POST ${path} answered ${first.status} ${first.text}`);
  const number = first.json.data.reservation_number;
  const again = await call(base, 'POST', path, { body, headers });
  if (again.json?.data?.reservation_number !== number) fail(`the same idempotency key booked again: ${again.status} ${again.text}`);
  log(
    `booked ${number} at ${HOTEL} (${body.checkin_date} to ${body.checkout_date}, total ${first.json.data.total_price}); the same idempotency key returned it again`,
  );
}

/**
 * A receipt laid out as the server lays it out in production: on its worker thread (tsx
 * registered there by the worker itself), in Japanese from the compiled catalogs, with the fonts
 * the machine has. Answers the PDF's size.
 */
function renderReceipt(clone, env) {
  // the receipt the renderer's unit tests lay out (a Kyoto stay paid by card, with Japan's invoice fields)
  const script = `import { renderReceiptOffThread, stopReceiptRenderer } from './server/receipts/render-off-thread.ts';
import { receiptContent } from './tests/support/receipt-content.ts';
const pdf = await renderReceiptOffThread(receiptContent('ja'));
await stopReceiptRenderer();
process.stdout.write(Buffer.from(pdf));`;
  const pdf = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: clone, env });
  if (pdf.subarray(0, 5).toString() !== '%PDF-') fail(`the receipt renderer answered no PDF: ${pdf.subarray(0, 200).toString()}`);
  return pdf.length;
}

async function stop(server) {
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  server.kill('SIGTERM');
  const result = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), STOP_TIMEOUT_MS))]);
  if (!result) {
    server.kill('SIGKILL');
    fail(`the server did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM`);
  }
  if (result.code !== 0) fail(`the server exited with ${result.code ?? result.signal} after SIGTERM`);
  log('SIGTERM: the server closed and exited with 0');
}

async function main() {
  process.chdir(new URL('..', import.meta.url).pathname);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) fail('set TEST_DATABASE_URL=postgres://... (a server where this check may create a database)');
  const missing = BUILT.filter((file) => !existsSync(file));
  if (missing.length > 0) fail(`${missing.join(', ')} missing: run npm run build first`);

  const work = mkdtempSync(join(tmpdir(), 'yado-prod-check-'));
  const clone = join(work, 'yado');
  const database = uniqueName('yado_prod_check');
  let server;
  let output = '';
  let created = false;
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    // a clone of a worktree checks out the main branch: check out this commit explicitly
    execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', '.', clone]);
    execFileSync('git', ['checkout', '--quiet', '--detach', commit], { cwd: clone });
    log(`cloned ${commit.slice(0, 12)} into ${clone}`);

    let start = Date.now();
    const env = { ...process.env, NODE_ENV: 'production' };
    delete env.TEST_DATABASE_URL;
    npm(clone, ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], env);
    const dev = ['vite', 'vitest', '@lingui/cli', '@lingui/format-po'].filter((name) => existsSync(join(clone, 'node_modules', name)));
    if (dev.length > 0) fail(`npm ci --omit=dev installed dev dependencies: ${dev.join(', ')}`);
    log(`npm ci --omit=dev: ${since(start)}, no dev dependency installed`);

    cpSync('dist', join(clone, 'dist'), { recursive: true });
    log('copied dist/ from the build');

    await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
    created = true;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    Object.assign(env, {
      DATABASE_URL: databaseUrl(adminUrl, database),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
    });

    start = Date.now();
    const seeded = npm(clone, ['run', '--silent', 'seed:demo'], env).trim();
    log(`npm run seed:demo into ${database}: ${seeded} (${since(start)})`);

    // what `npm run serve` runs (tests/production-imports.test.ts holds the script to it), without
    // npm and its shell in between: SIGTERM must reach the server itself
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [server.stdout, server.stderr])
      stream.on('data', (chunk) => {
        output += chunk;
      });
    log(`NODE_ENV=production node --import tsx server/main.ts: /healthz answered after ${await waitForHealth(base, server)}`);

    await book(base);
    await stop(server);
    start = Date.now();
    log(`a receipt laid out on its worker thread, in Japanese: a PDF of ${renderReceipt(clone, env)} B (${since(start)})`);
    log('passed');
  } catch (error) {
    if (output) console.error(`prod-check: the server's output:\n${output}`);
    if (server && server.exitCode === null) server.kill('SIGKILL');
    throw error;
  } finally {
    if (created)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) =>
        console.error(`prod-check: could not drop ${database}: ${error.message}`),
      );
    rmSync(work, { recursive: true, force: true });
  }
}

await main().catch((error) => {
  console.error(`prod-check: FAILED: ${error instanceof CheckFailed ? error.message : error.stack}`);
  process.exitCode = 1;
});
