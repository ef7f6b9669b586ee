import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { countAttempt } from '../db/repositories/rate-limits-repository.ts';
import { ApiFailure } from './failure.ts';
import { TITLES } from './messages.ts';

/** The caller's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

/**
 * Allows `limit` attempts of one kind per address per window, then answers 429 until the
 * window ends: guessing reservation numbers and e-mails one after another gets nowhere.
 */
export async function limitAttempts(deps: AppDeps, c: Context, kind: string, limit: number, windowMs: number): Promise<void> {
  const now = deps.now();
  const attempts = await countAttempt(deps.db, `${kind}:${clientAddress(c, deps.trustProxy)}`, windowMs, now);
  if (attempts <= limit) return;
  const retryAfter = Math.ceil((windowMs - (now.getTime() % windowMs)) / 1000);
  c.header('Retry-After', String(retryAfter));
  const values = { minutes: Math.ceil(retryAfter / 60) };
  throw new ApiFailure(429, ERROR_CODES.invalid, TITLES.tooManyAttempts, [{ code: 'too_many_attempts', message: TITLES.tooManyAttempts, values }], {},
    values, { retry_after_seconds: retryAfter });
}
