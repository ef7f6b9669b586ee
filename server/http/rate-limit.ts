import type { Context } from 'hono';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { clientAddress } from './client-address.ts';
import { ApiFailure } from './failure.ts';
import { TITLES } from './messages.ts';

/** The table the PostgreSQL limiter counts in (migration 016). */
const TABLE = 'rate_limiter';

/** A limit: so many attempts of one kind per caller address in a window. */
export type Limit = { kind: string; attempts: number; windowMs: number };

/**
 * The rate limiters of one server, made on first use per kind. On PostgreSQL the counts live in
 * the database, so several API servers behind one database limit together; on the embedded
 * PGlite (one process) they live in memory. A database hiccup falls back to a memory count
 * rather than letting every attempt through.
 */
export type RateLimiters = { limiterFor(limit: Limit): RateLimiterAbstract };

/**
 * Limiters counting in PostgreSQL through `pool`, or in this process's memory. `scale`
 * multiplies every limit: only the browser tests' server sets it (YADO_TEST_HOOKS, demo mode
 * only), as a whole run of them comes from one address.
 */
export function createRateLimiters(pool?: pg.Pool, scale = 1): RateLimiters {
  const made = new Map<string, RateLimiterAbstract>();
  return {
    limiterFor({ kind, attempts, windowMs }) {
      const name = `${kind}:${attempts}:${windowMs}`;
      let limiter = made.get(name);
      if (!limiter) {
        const options = { keyPrefix: kind, points: attempts * scale, duration: Math.ceil(windowMs / 1000) };
        limiter = pool
          ? new RateLimiterPostgres({
              ...options,
              storeClient: pool,
              storeType: 'pool',
              tableName: TABLE,
              tableCreated: true,
              insuranceLimiter: new RateLimiterMemory(options),
            })
          : new RateLimiterMemory(options);
        made.set(name, limiter);
      }
      return limiter;
    },
  };
}

function tooMany(c: Context, msBeforeNext: number): ApiFailure {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  c.header('Retry-After', String(retryAfter));
  const values = { minutes: Math.ceil(retryAfter / 60) };
  return new ApiFailure(
    429,
    ERROR_CODES.invalid,
    TITLES.tooManyAttempts,
    [{ code: 'too_many_attempts', message: TITLES.tooManyAttempts, values }],
    {},
    values,
    { retry_after_seconds: retryAfter },
  );
}

async function take(
  deps: AppDeps,
  c: Context,
  limit: Limit,
  key = clientAddress(c, deps.trustProxy),
): Promise<{ limiter: RateLimiterAbstract; key: string; remaining: number }> {
  const limiter = deps.rateLimiters.limiterFor(limit);
  try {
    const taken = await limiter.consume(key);
    return { limiter, key, remaining: taken.remainingPoints };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw tooMany(c, refusal.msBeforeNext);
    throw refusal;
  }
}

/** One attempt counted under a limit: how many are left, and ways to give it back or start the count again. */
export type TakenAttempt = { remaining: number; forgive(): Promise<void>; reset(): Promise<void> };

/**
 * Counts one attempt under `limit` for `key` (the caller's address when not given), answering
 * 429 once the window holds more than the limit. The caller decides what a success gives back:
 * `forgive` returns this attempt's point, `reset` clears the key's count (consecutive failures).
 */
export async function takeAttempt(deps: AppDeps, c: Context, limit: Limit, key?: string): Promise<TakenAttempt> {
  const taken = await take(deps, c, limit, key);
  return {
    remaining: taken.remaining,
    forgive: () =>
      taken.limiter.reward(taken.key, 1).then(
        () => {},
        () => {},
      ),
    reset: () =>
      taken.limiter.delete(taken.key).then(
        () => {},
        () => {},
      ),
  };
}

/**
 * Counts one attempt for the caller's address and answers 429, with Retry-After, once the
 * window holds more than the limit: guessing one after another gets nowhere.
 */
export async function limitAttempts(deps: AppDeps, c: Context, limit: Limit): Promise<void> {
  await take(deps, c, limit);
}

/**
 * Runs `attempt` under a limit on failures: a point is taken before it runs (atomically, so
 * parallel guesses cannot all slip past a check) and given back only when it succeeds. Every
 * attempt is checked; only the failed ones (a wrong number, e-mail or token) use the limit up.
 */
export async function limitFailures<T>(deps: AppDeps, c: Context, limit: Limit, attempt: () => Promise<T>): Promise<T> {
  const { limiter, key } = await take(deps, c, limit);
  const result = await attempt();
  await limiter.reward(key, 1).catch(() => {});
  return result;
}
