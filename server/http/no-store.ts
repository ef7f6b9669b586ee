import type { MiddlewareHandler } from 'hono';

/**
 * API answers are never stored by a cache (they carry a guest's data, and change with the
 * hotel's configuration). Set on the answer's own headers: c.header() after an answer exists
 * would make the answer again, with its body as a stream, which costs more than many calls.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
