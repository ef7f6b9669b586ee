// `npm run bench`: prints figures, asserts nothing. Sizes of the loader and the widget's first
// screen; the time from inserting the script tag on a host page to an interactive search form
// in headless Chromium (20 runs); room-search latency and throughput over HTTP on PGlite and,
// when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on PostgreSQL.
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import pg from 'pg';
import { CHROMIUM, CHROMIUM_ARGS, ensureSystemDeps } from '../scripts/system-deps.mjs';
import { firstScreenBytes, lazyChunks, loaderBytes } from './sizes.mjs';

const RUNS = 20;
const SEARCHES = 400;
const CONCURRENCY = 8;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (n) => `${n.toFixed(1)} ms`;

async function startServer(port, env) {
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts', '--demo'], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

async function timeToInteractive(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const times = [];
  for (let i = 0; i < RUNS + 1; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/bench-host.html`);
    const start = Date.now();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.async = true;
      script.src = '/loader.js';
      script.dataset.hotelCode = 'demo-kyoto';
      document.body.append(script);
    });
    const frame = await (await page.waitForSelector('iframe')).contentFrame();
    await frame.waitForSelector('form.search-form button[type="submit"]:not([disabled])', { timeout: 30_000 });
    if (i > 0) times.push(Date.now() - start); // the first run warms the server's caches
    await context.close();
  }
  await browser.close();
  return times.sort((a, b) => a - b);
}

async function searchLoad(base) {
  const session = (
    await (
      await fetch(`${base}/identity/v1/client_sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'demo-kyoto' }),
      })
    ).json()
  ).data.client_session;
  const today = new Date();
  const url = (i) => {
    const checkin = new Date(today.getTime() + (7 + (i % 120)) * 86_400_000).toISOString().slice(0, 10);
    const checkout = new Date(today.getTime() + (9 + (i % 120)) * 86_400_000).toISOString().slice(0, 10);
    return `${base}/api/v1/hotels/demo-kyoto/rooms?checkin_date=${checkin}&checkout_date=${checkout}&rooms=${encodeURIComponent(JSON.stringify([{ adults: 1 + (i % 3), kids_tiers: [] }]))}`;
  };
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SEARCHES) {
        const i = next++;
        const t0 = performance.now();
        const response = await fetch(url(i), { headers: { 'x-client-session': session } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), rps: SEARCHES / seconds };
}

async function freshPostgres(adminUrl) {
  const name = `yado_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

ensureSystemDeps();
execSync('node build.mjs --if-missing', { stdio: 'inherit' });
const first = firstScreenBytes();
console.log('Sizes (gzip -9)');
console.log(`  loader.js                      ${loaderBytes()} B`);
console.log(`  widget first screen JS         ${first.js} B (${first.files.js.length} files)`);
console.log(`  widget first screen CSS        ${first.css} B`);
const largestLazy = lazyChunks().sort((a, b) => b.bytes - a.bytes)[0];
if (largestLazy) console.log(`  largest on-demand chunk        ${largestLazy.bytes} B (${largestLazy.file.split('/').pop()})`);

const port = 8191;
const server = await startServer(port, { DATA_DIR: mkdtempSync(join(tmpdir(), 'yado-bench-')) });
try {
  const times = await timeToInteractive(`http://localhost:${port}`);
  console.log(`\nScript tag to interactive search form, headless Chromium, ${RUNS} runs`);
  console.log(`  median ${ms(quantile(times, 0.5))}   p95 ${ms(quantile(times, 0.95))}`);
  const lite = await searchLoad(`http://localhost:${port}`);
  console.log(`\nRoom search over HTTP, ${SEARCHES} searches, ${CONCURRENCY} at a time`);
  console.log(`  PGlite       p50 ${ms(lite.p50)}   p95 ${ms(lite.p95)}   ${lite.rps.toFixed(0)} req/s`);
} finally {
  server.kill();
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const database = await freshPostgres(pgUrl);
  const pgServer = await startServer(port + 1, { DATABASE_URL: database.url });
  try {
    const result = await searchLoad(`http://localhost:${port + 1}`);
    console.log(`  PostgreSQL   p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   ${result.rps.toFixed(0)} req/s`);
  } finally {
    pgServer.kill();
    await new Promise((r) => setTimeout(r, 500));
    await database.drop();
  }
} else {
  console.log('  PostgreSQL   skipped: set BENCH_DATABASE_URL=postgres://... to measure it');
}
