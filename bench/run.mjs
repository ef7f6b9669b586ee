// `npm run bench` (or `npm run bench -- --quick`, BENCH_QUICK=1): prints figures, asserts nothing.
// The server runs as in production (NODE_ENV=production) on a database of its own with the demo
// hotels loaded, and every figure comes with a floor measured in the same run (README.md).
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { ensureSystemDeps } from '../scripts/system-deps.mjs';
import { loadApi } from './api-load.mjs';
import { measureBookings } from './bookings.mjs';
import { blankPagePath, printTagToInteractive, tagToInteractive } from './browser.mjs';
import { atEnd, cleanUp, interrupted } from './cleanup.mjs';
import { preparedDatabase, productionEnv } from './database.mjs';
import { startHostPage } from './host-page.mjs';
import { load } from './load.mjs';
import { loadGrowth } from './growth.mjs';
import { freePort, nodeProcesses, processTree, startServer, stop, treeResidentBytes } from './processes.mjs';
import { count, kib, ms, times } from './stats.mjs';

const quick = process.env.BENCH_QUICK === '1' || process.argv.includes('--quick');
const CONNECTIONS = 50;
const LOAD = quick ? { connections: CONNECTIONS, durationMs: 1_500, warmupMs: 300 } : { connections: CONNECTIONS, durationMs: 10_000, warmupMs: 2_000 };
const RUNS = Number(process.env.BENCH_RUNS) || (quick ? 5 : 30);
const HOTEL = 'demo-kyoto';
const adminUrl = process.env.BENCH_DATABASE_URL;

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const pad = (name) => `  ${`${name}:`.padEnd(20)}`;

function printLoad(name, result, floor) {
  if (interrupted()) return;
  const against = floor ? ` (${times(result.rps, floor.rps)} the floor)` : '';
  const p95Against = floor ? ` (${times(result.p95, floor.p95)} the floor)` : '';
  const failed = result.failures > 0 ? `, ${count(result.failures)} failed or not 200` : '';
  console.log(`${pad(name)}${count(result.rps)} req/s${against}, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}${p95Against}, p99 ${ms(result.p99)}${failed}`);
}

async function helloFloor() {
  const port = await freePort();
  const hello = await startServer('the hello-world server', ['bench/hello.mjs'], { PORT: String(port) }, `http://127.0.0.1:${port}/`);
  const floor = await load({ urlOf: () => `http://127.0.0.1:${port}/`, ...LOAD });
  await stop(hello);
  return floor;
}

/** Starts the server as `npm run serve` does, on its own database; measures its API and, on PGlite, the browser. */
async function measure(driver, { hostUrl }) {
  const port = driver === 'pglite' && process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  // on PostgreSQL one server process per CPU (WEB_CONCURRENCY); PGlite lives in one process
  const processes = driver === 'pglite' ? 1 : Number(process.env.BENCH_WEB_CONCURRENCY) || availableParallelism();
  const env = await preparedDatabase(driver, {
    adminUrl,
    siteOrigin: hostUrl,
    env: productionEnv(processes),
  });
  const widgetOrigin = `http://localhost:${port}`;
  const server = await startServer(
    'the Yado server',
    ['--import', 'tsx', 'server/main.ts'],
    { ...env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: widgetOrigin },
    `http://127.0.0.1:${port}/healthz`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const idle = treeResidentBytes(server.pid);
  const running = nodeProcesses(server.pid).length;
  const servers = running > 1 ? `${running - 1} server processes (WEB_CONCURRENCY) and their primary` : 'one server process';

  console.log(`\n${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}: requests at ${CONNECTIONS} connections, ${LOAD.durationMs / 1000} s each, ${servers}`);
  // the floor just before the calls it is set against, so both meet the same machine
  const floor = await helloFloor();
  printLoad('hello-world floor', floor);
  await loadApi(`http://127.0.0.1:${port}`, LOAD, (name, result) => printLoad(name, result, floor));
  const tree = processTree(server.pid).length;
  console.log(`  Server memory (VmRSS, ${tree} process${tree > 1 ? 'es' : ''}): ${mib(idle)} idle, ${mib(treeResidentBytes(server.pid))} after the load.`);
  await loadGrowth(`http://127.0.0.1:${port}`, { ...LOAD, durationMs: LOAD.durationMs / 3, warmupMs: LOAD.warmupMs / 2 });

  if (driver === 'pglite') {
    const tti = await tagToInteractive({ hostUrl, widgetOrigin, hotelCode: HOTEL, blankPath: blankPagePath(), runs: RUNS });
    printTagToInteractive(tti, RUNS);
    const kinds = Object.entries(tti.bytes.byKind)
      .sort((a, b) => b[1].bytes - a[1].bytes)
      .map(([kind, files]) => `${kind} ${kib(files.bytes)} (${files.count})`)
      .join(', ');
    console.log(`\nBytes the server sent from tag to interactive (headers and bodies as sent, ${tti.bytes.requests} requests started before interactive)`);
    console.log(`  ${kib(tti.bytes.total)} in all, ${kib(tti.bytes.body)} of bodies; by kind: ${kinds}`);
  }
  // last: it sells rooms
  await measureBookings(`http://127.0.0.1:${port}`, { databaseUrl: env.DATABASE_URL || undefined, quick });
  await stop(server);
}

async function main() {
  process.chdir(new URL('..', import.meta.url).pathname);
  ensureSystemDeps();
  execFileSync(process.execPath, ['build.mjs', '--if-missing'], { stdio: 'inherit' });
  console.log(
    `Yado bench, ${quick ? 'quick' : 'full'} mode: node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(2)} at the start.`,
  );
  console.log('The server runs with NODE_ENV=production on a new database holding the demo hotels (server/seed-demo.ts).');

  const hostPort = await freePort();
  const hostPage = await startHostPage(hostPort);
  atEnd(() => new Promise((resolve) => hostPage.close(resolve)));
  const hostUrl = `http://127.0.0.1:${hostPort}`;

  await measure('pglite', { hostUrl });
  if (adminUrl) await measure('postgresql', { hostUrl });
  else console.log('\nPostgreSQL: skipped; set BENCH_DATABASE_URL=postgres://... (a server where the bench may create a database).');
}

await main()
  .catch((error) => {
    if (interrupted()) return;
    console.error(`The bench failed: ${error.stack}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
