// A small, bounded load generator: `connections` keep-alive connections, each sending its next
// request as soon as the previous answer has been read, for a fixed time. Every request's latency
// is kept, so the percentiles are real ones.
import http from 'node:http';
import { summary } from './stats.mjs';

function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function drive({ urlOf, headers, connections, durationMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let failures = 0;
  let next = 0;
  const start = performance.now();
  const end = start + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        const status = await get(agent, urlOf(next++), headers).catch(() => 0);
        const took = performance.now() - sent;
        if (status !== 200) failures += 1;
        else latencies.push(took);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return { rps: latencies.length / seconds, failures, ...summary(latencies) };
}

/**
 * Loads `urlOf(i)` (i counts requests) for `warmupMs` unrecorded, then for `durationMs`: answers
 * per second (200s only), latency percentiles, and how many requests failed or answered otherwise.
 */
export async function load({ urlOf, headers = {}, connections, durationMs, warmupMs }) {
  if (warmupMs > 0) await drive({ urlOf, headers, connections, durationMs: warmupMs });
  return drive({ urlOf, headers, connections, durationMs });
}
