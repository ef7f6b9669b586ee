import type { Db } from '../db/client.ts';
import { deleteExpiredKeys } from '../db/repositories/idempotency-repository.ts';

/**
 * Deletes the idempotency keys whose window (IDEMPOTENCY_WINDOW_MS) has ended, now and every
 * `intervalMs` while the server runs. Returns a function that stops it.
 */
export function startIdempotencySweeper(deps: { db: Db; now: () => Date }, intervalMs = 3600_000): () => void {
  const sweep = () =>
    deleteExpiredKeys(deps.db, deps.now()).catch((error: unknown) => console.error('Deleting expired idempotency keys failed; trying again later.', error));
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
