import type { Db } from '../db/client.ts';
import { deleteExpiredLoginIntents } from '../db/repositories/member-identities-repository.ts';
import { deleteExpiredMemberTokens } from '../db/repositories/members-repository.ts';
import { startSweeper } from './sweeper.ts';

/**
 * Deletes members' expired links, refresh tokens, ended sessions and expired OpenID sign-ins, now and every `intervalMs`
 * while the server runs. Returns a function that stops it.
 */
export function startMemberTokenSweeper(deps: { db: Db; now: () => Date }, intervalMs = 3600_000): () => void {
  return startSweeper(
    'Deleting expired member tokens',
    async () => (await deleteExpiredMemberTokens(deps.db, deps.now())) + (await deleteExpiredLoginIntents(deps.db, deps.now())),
    intervalMs,
  );
}
