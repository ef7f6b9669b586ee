import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

/** Answers slower than this are logged: a stall shows in the server's log, with the call it held. */
export const SLOW_REQUEST_MS = 2000;

/** A request as the log names it: its method and the route it matched, never its path or query. */
const named = (c: Context) => `${c.req.method} ${routePath(c, -1) || '(no route)'}`;

/**
 * Logs a request that took more than `thresholdMs` to answer: its method, the route it matched
 * (the pattern, never the path or query, which hold reservation numbers, e-mail addresses and
 * tokens), its status and time, from the first byte of the request to the answer's headers. One
 * with no answer yet at the threshold is logged then too, so a request that never ends is seen.
 */
export function logSlowRequests(thresholdMs = SLOW_REQUEST_MS, log: (line: string) => void = console.warn): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const waiting = setTimeout(() => log(`slow request: ${named(c)} has no answer after ${thresholdMs} ms`), thresholdMs);
    waiting.unref();
    try {
      await next();
    } finally {
      clearTimeout(waiting);
    }
    const took = performance.now() - started;
    if (took > thresholdMs) log(`slow request: ${named(c)} answered ${c.res.status} after ${Math.round(took)} ms`);
  };
}
