// `node bench/profile.mjs [pglite|postgresql] [seconds]`: where the server's time goes under search
// load. Starts the production server under `node --cpu-prof` on a new demo database (as the bench
// does), sends 7-night room searches at 50 connections, stops it and prints the heaviest self
// times, by function and by package. PostgreSQL needs BENCH_DATABASE_URL.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROWSER_ENCODINGS, apiCalls, clientSession } from './api-load.mjs';
import { atEnd, cleanUp } from './cleanup.mjs';
import { startMeasuredServer } from './database.mjs';
import { spread } from './bookings.mjs';
import { load } from './load.mjs';
import { stop } from './processes.mjs';

const driver = process.argv[2] ?? 'pglite';
const seconds = Number(process.argv[3] ?? 10);

/** Self time by function and by package of a .cpuprofile. */
export function profileSummary(profile) {
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const total = [...dt.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map();
  const byPackage = new Map();
  for (const node of profile.nodes) {
    const t = dt.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^file:\/\//, '').replace(process.cwd(), '.');
    const fn = `${functionName || '(anonymous)'} ${where ? `${where.split('/node_modules/').at(-1)}:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
    const pkg = where.includes('/node_modules/')
      ? where
          .split('/node_modules/')
          .at(-1)
          .split('/')
          .slice(0, where.split('/node_modules/').at(-1).startsWith('@') ? 2 : 1)
          .join('/')
      : where.startsWith('node:')
        ? 'node (internal)'
        : where
          ? where.split('/').slice(0, 3).join('/')
          : functionName;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
  }
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, t]) => `  ${((100 * t) / total).toFixed(1).padStart(5)}%  ${name}`);
  return { byFunction: top(byFunction, 25), byPackage: top(byPackage, 15) };
}

async function main() {
  process.chdir(new URL('..', import.meta.url).pathname);
  const dir = mkdtempSync(join(tmpdir(), 'yado-prof-'));
  atEnd(() => rmSync(dir, { recursive: true, force: true }));
  const { server, base } = await startMeasuredServer(driver, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  const call = process.env.PROFILE_CALL ?? 'rooms, 7 nights';
  if (call.startsWith('bookings')) {
    // `PROFILE_CALL=bookings:10`: spread bookings from 10 clients (bench/bookings.mjs)
    const clients = Number(call.split(':')[1] ?? 1);
    let booked = 0;
    const result = await spread(base, clients, seconds * 1000, () => booked++);
    console.log(`${driver}, spread bookings from ${clients} clients: ${Math.round(result.perSecond)} commits/s, ${result.failed} failed`);
    return printProfile(server, dir);
  }
  const headers = { 'x-client-session': await clientSession(base), ...BROWSER_ENCODINGS };
  const urlOf = apiCalls(base).find(([name]) => name === call)[1];
  const result = await load({ urlOf, headers, connections: 50, durationMs: seconds * 1000, warmupMs: 1000 });
  console.log(`${driver}, ${call}: ${Math.round(result.rps)} req/s, p95 ${result.p95.toFixed(1)} ms, ${result.failures} failed`);
  return printProfile(server, dir);
}

async function printProfile(server, dir) {
  await stop(server);
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  // PROFILE_KEEP=<path>: the profile kept there, for Chromium's DevTools or a closer look
  if (process.env.PROFILE_KEEP) copyFileSync(join(dir, file), process.env.PROFILE_KEEP);
  const summary = profileSummary(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  console.log(`Self time by package:\n${summary.byPackage.join('\n')}\nSelf time by function:\n${summary.byFunction.join('\n')}`);
}

await main()
  .catch((error) => {
    console.error(error.stack);
    process.exitCode = 1;
  })
  .finally(cleanUp);
