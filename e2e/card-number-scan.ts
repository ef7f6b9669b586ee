// Playwright's globalTeardown: after the e2e run, no card number nor security code may be in our
// server's databases, its log (the sandbox gateway it starts logs there too) or the requests the
// browser sent to our site (issue 13: PCI SAQ A). It stops the e2e server first (PGlite opens a
// database in one process), then reads E2E_SCAN_DIR: server.log and the payment-link server's
// logs (*.log), requests.ndjson (recorded-requests.ts), databases.txt (the other specs'
// databases) and the run's own E2E_DATA_DIR. Any finding fails the run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDb } from '../server/db/client.ts';
import { findCardDataInDatabase } from '../tests/support/card-data-at-rest.ts';
import { findCardData } from '../tests/support/card-numbers.ts';

/** Stops the e2e webServer's booking server (web-server.ts wrote its pid) and waits for it to close its database. */
async function stopServer(scanDir: string): Promise<void> {
  const pidFile = join(scanDir, 'server.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(pid, 'SIGTERM');
  for (let waited = 0; alive(); waited += 100) {
    if (waited > 30_000) throw new Error(`the e2e server (pid ${pid}) did not stop within 30 s of SIGTERM`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function cardNumberScan(): Promise<void> {
  const scanDir = process.env.E2E_SCAN_DIR!;
  await stopServer(scanDir);
  const problems: string[] = [];
  const counts: string[] = [];

  const logs = readdirSync(scanDir).filter((name) => name.endsWith('.log'));
  for (const name of logs) {
    const lines = readFileSync(join(scanDir, name), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const f of findCardData(line)) problems.push(`${name}:${index + 1}: ${f.kind} ${f.match}`);
    });
  }
  counts.push(`${logs.length} server logs`);

  const requestsFile = join(scanDir, 'requests.ndjson');
  const requests = existsSync(requestsFile) ? readFileSync(requestsFile, 'utf8').split('\n').filter(Boolean) : [];
  for (const line of requests) {
    const { method, url } = JSON.parse(line) as { method: string; url: string };
    for (const f of findCardData(line)) problems.push(`request ${method} ${url}: ${f.kind} ${f.match}`);
  }
  counts.push(`${requests.length} requests to our site`);

  const listed = join(scanDir, 'databases.txt');
  const dataDirs = [process.env.E2E_DATA_DIR!, ...(existsSync(listed) ? readFileSync(listed, 'utf8').split('\n').filter(Boolean) : [])];
  let rows = 0;
  for (const dataDir of dataDirs.filter((dir) => existsSync(join(dir, 'PG_VERSION')))) {
    const { db } = await openDb({ dataDir });
    try {
      for (const f of await findCardDataInDatabase(db)) problems.push(`database ${dataDir}, table ${f.place}: ${f.kind} ${f.match}`);
      rows += 1;
    } finally {
      await db.destroy();
    }
  }
  counts.push(`${rows} databases`);

  console.log(`\nCard-number scan of ${counts.join(', ')} (${scanDir}): ${problems.length === 0 ? 'no card data found' : `${problems.length} found`}`);
  if (problems.length > 0) throw new Error(`Card data where it must never be:\n${problems.join('\n')}`);
}
