// The e2e webServer: runs the booking server (and the sandbox gateway it starts) with its output
// copied to E2E_SCAN_DIR/server.log, which the card-number scan reads after the run, and its
// process id in E2E_SCAN_DIR/server.pid, so that the scan can stop it first (PGlite opens its
// database in one process at a time). Still prints everything, as a webServer's output is shown.
import { spawn } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const scanDir = process.env.E2E_SCAN_DIR;
if (!scanDir) throw new Error('E2E_SCAN_DIR must name the folder of the card-number scan (e2e/playwright.config.ts sets it)');
const log = createWriteStream(join(scanDir, 'server.log'), { flags: 'a' });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: ['ignore', 'pipe', 'pipe'] });
writeFileSync(join(scanDir, 'server.pid'), String(server.pid));
for (const [from, to] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
] as const) {
  from.on('data', (chunk: Buffer) => {
    log.write(chunk);
    to.write(chunk);
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => log.end(() => process.exit(code ?? (signal ? 1 : 0))));
