import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

/** Answers slower than this are logged: a stall shows in the server's log, with the call it held. */
export const SLOW_REQUEST_MS = 2000;

/**
 * Logs a request that took more than `thresholdMs` to answer: its method, the route it matched
 * (the pattern, never the path or query, which hold reservation numbers, e-mail addresses and
 * tokens), its status and time. From the first byte of the request to the answer's headers.
 */
export function logSlowRequests(thresholdMs = SLOW_REQUEST_MS, log: (line: string) => void = console.warn): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const took = performance.now() - started;
    if (took > thresholdMs) log(`slow request: ${c.req.method} ${routePath(c, -1) || '(no route)'} answered ${c.res.status} after ${Math.round(took)} ms`);
  };
}
