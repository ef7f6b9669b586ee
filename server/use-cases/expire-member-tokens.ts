import type { Db } from '../db/client.ts';
import { deleteExpiredMemberTokens } from '../db/repositories/members-repository.ts';
import { startSweeper } from './sweeper.ts';

/**
 * Deletes members' expired links, refresh tokens and ended sessions, now and every `intervalMs`
 * while the server runs. Returns a function that stops it.
 */
export function startMemberTokenSweeper(deps: { db: Db; now: () => Date }, intervalMs = 3600_000): () => void {
  return startSweeper('Deleting expired member tokens', () => deleteExpiredMemberTokens(deps.db, deps.now()), intervalMs);
}
