// The bench's own database, loaded as an operator would load one in production: PGlite in a
// temporary folder, or a new database on the PostgreSQL server BENCH_DATABASE_URL names. Both
// go at the end.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, databaseUrl, uniqueName } from '../scripts/postgres-admin.mjs';
import { atEnd } from './cleanup.mjs';
import { freePort, runNode, startServer } from './processes.mjs';

/** The environment of a production server (as `npm run serve` runs it) of `processes` processes, with a new session secret. */
export function productionEnv(processes = 1) {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    YADO_DEMO: '',
    SMTP_URL: '',
    TRUST_PROXY: '',
    WEB_CONCURRENCY: String(processes),
  };
}

/** The environment naming a fresh, empty database for `driver` ('pglite' or 'postgresql'). */
async function emptyDatabase(driver, adminUrl) {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'yado-bench-'));
    atEnd(() => rmSync(dir, { recursive: true, force: true }));
    return { DATABASE_URL: '', DATA_DIR: join(dir, 'pglite'), ATTACHMENTS_DIR: join(dir, 'attachments') };
  }
  const name = uniqueName('yado_bench');
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  atEnd(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  // attachments still go to a folder: a temporary one
  const dir = mkdtempSync(join(tmpdir(), 'yado-bench-'));
  atEnd(() => rmSync(dir, { recursive: true, force: true }));
  return { DATABASE_URL: databaseUrl(adminUrl, name), ATTACHMENTS_DIR: join(dir, 'attachments') };
}

/**
 * A new database with the demo hotels and the generated ones (generated-hotels.ts) (`npm run seed:demo`'s script) and `siteOrigin` registered
 * as the demo brand's site. Returns the environment the server needs to use it.
 */
export async function preparedDatabase(driver, { adminUrl, siteOrigin, env }) {
  const database = { ...env, ...(await emptyDatabase(driver, adminUrl)) };
  await runNode(['--import', 'tsx', 'server/seed-demo.ts'], database);
  await runNode(['--import', 'tsx', 'bench/register-site.ts'], { ...database, SITE_ORIGIN: siteOrigin });
  // hotels of 1, 10 and 100 room types for the growth figures (growth.mjs)
  await runNode(['--import', 'tsx', 'bench/generated-hotels.ts'], database);
  return database;
}

/**
 * A production server of `processes` processes on a new database of `driver`, for the scripts
 * that measure one thing (cost.mjs, profile.mjs); `nodeArgs` go before the server's own.
 */
export async function startMeasuredServer(driver, { nodeArgs = [], processes = 1 } = {}) {
  const port = await freePort();
  const env = await preparedDatabase(driver, { adminUrl: process.env.BENCH_DATABASE_URL, siteOrigin: 'http://127.0.0.1:1', env: productionEnv(processes) });
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    'the Yado server',
    [...nodeArgs, '--import', 'tsx', 'server/main.ts'],
    { ...env, HOST: '127.0.0.1', PORT: String(port) },
    `${base}/healthz`,
  );
  return { server, base };
}
