import type { Db } from '../db/client.ts';
import { deleteExpiredKeys } from '../db/repositories/idempotency-repository.ts';
import { startSweeper } from './sweeper.ts';

/**
 * Deletes the idempotency keys whose window (IDEMPOTENCY_WINDOW_MS) has ended, now and every
 * `intervalMs` while the server runs. Returns a function that stops it.
 */
export function startIdempotencySweeper(deps: { db: Db; now: () => Date }, intervalMs = 3600_000): () => void {
  return startSweeper('Deleting expired idempotency keys', () => deleteExpiredKeys(deps.db, deps.now()), intervalMs);
}
