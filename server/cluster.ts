import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';

/** A worker that dies this soon after it started is not started again (it would only die again). */
const EARLY_EXIT_MS = 5_000;

/**
 * WEB_CONCURRENCY=N on PostgreSQL: this process starts N server processes that share the port
 * (node:cluster hands them connections in turn) and keeps them running. They hold no state of
 * their own beyond caches checked against the database (config-cache.ts): rate limits, sessions
 * and bookings live in PostgreSQL or in the signed session token. Without SESSION_SECRET they are
 * given one secret, so a session one issued is good in every other.
 */
export function runPrimary(count: number): void {
  const env = { SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('base64url') };
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork(env);
    const started = Date.now();
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`Server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}).`);
      if (Date.now() - started < EARLY_EXIT_MS) {
        console.error('It ended as it started: stopping every process.');
        stop(1);
      } else fork();
    });
  };
  const stop = (exitCode: number) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.disconnect(() => process.exit(exitCode));
  };
  console.log(`Yado starts ${count} server processes (WEB_CONCURRENCY=${count}).`);
  for (let i = 0; i < count; i += 1) fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
}
