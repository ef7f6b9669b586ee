import { sql } from 'kysely';
import type { Db } from '../client.ts';

/**
 * Counts one attempt for `key` in the current fixed window and returns how many the window now
 * holds. One statement, so concurrent attempts on several servers all count. Windows older
 * than a day are swept now and then.
 */
export async function countAttempt(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, attempts: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ attempts: sql`rate_limits.attempts + 1` }))
    .returning('attempts')
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) {
    await db.deleteFrom('rate_limits').where('window_start', '<', new Date(now.getTime() - 24 * 3600_000)).execute();
  }
  return row.attempts;
}
