// `node bench/cost.mjs [pglite|postgresql] [seconds]`: the API's cost in server CPU time per answer,
// beside req/s and p95. CPU time (utime + stime of every server process, /proc/<pid>/stat) hardly
// moves when other work shares the machine, unlike req/s, so it compares two versions on a busy
// machine. The server runs as the bench runs it (production, demo and generated hotels; on
// PostgreSQL with BENCH_DATABASE_URL, WEB_CONCURRENCY=BENCH_WEB_CONCURRENCY or 1).
import { readFileSync } from 'node:fs';
import { BROWSER_ENCODINGS, apiCalls, clientSession, roomSearch } from './api-load.mjs';
import { cleanUp } from './cleanup.mjs';
import { startMeasuredServer } from './database.mjs';
import { spread } from './bookings.mjs';
import { load } from './load.mjs';
import { processTree } from './processes.mjs';
import { count, ms } from './stats.mjs';

const driver = process.argv[2] ?? 'pglite';
const seconds = Number(process.argv[3] ?? 5);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds used so far by a process and its children (utime + stime). */
function cpuSeconds(pid) {
  return processTree(pid).reduce((sum, each) => {
    try {
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      return sum;
    }
  }, 0);
}

async function main() {
  process.chdir(new URL('..', import.meta.url).pathname);
  const { server, base } = await startMeasuredServer(driver, { processes: Number(process.env.BENCH_WEB_CONCURRENCY) || 1 });
  const headers = { 'x-client-session': await clientSession(base), ...BROWSER_ENCODINGS };
  // COST_CALL=<part of a name>: only the calls so named ('spread' for the bookings alone)
  const only = process.env.COST_CALL ?? '';
  const calls = [...apiCalls(base), ['rooms, 100 types, 7 nights', roomSearch(base, 7, 'bench-types-100')]].filter(([name]) => name.includes(only));
  console.log(`${driver}, 50 connections, ${seconds} s each (load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]})`);
  for (const [name, urlOf] of calls) {
    const options = { urlOf, headers, connections: 50, warmupMs: 500, durationMs: seconds * 1000 };
    await load({ ...options, durationMs: options.warmupMs, warmupMs: 0 });
    const before = cpuSeconds(server.pid);
    const result = await load({ ...options, warmupMs: 0 });
    const used = cpuSeconds(server.pid) - before;
    const answers = result.count + result.failures;
    console.log(
      `  ${`${name}:`.padEnd(28)}${ms((1000 * used) / answers)} of server CPU an answer, ${count(result.rps)} req/s, p95 ${ms(result.p95)}${result.failures ? `, ${result.failures} failed` : ''}`,
    );
  }
  // bookings last: they take rooms the searches above show
  if (!'spread bookings'.includes(only)) return;
  let booked = 0;
  const before = cpuSeconds(server.pid);
  const result = await spread(base, 10, seconds * 1000, () => booked++);
  const used = cpuSeconds(server.pid) - before;
  console.log(
    `  ${'spread bookings, 10 clients:'.padEnd(28)}${ms((1000 * used) / (booked || 1))} of server CPU a booking, ${count(result.perSecond)} commits/s${result.failed ? `, ${result.failed} failed` : ''}`,
  );
}

await main()
  .catch((error) => {
    console.error(error.stack);
    process.exitCode = 1;
  })
  .finally(cleanUp);
