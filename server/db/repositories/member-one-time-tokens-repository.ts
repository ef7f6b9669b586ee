import type { Db } from '../client.ts';
import '../members-schema.ts';

/** Keeps a one-time access token (its hash); answers its id, the otid. */
export async function insertOneTimeToken(
  db: Db,
  token: { tokenHash: string; memberId: string; brandId: string; expiresAt: Date; now: Date; signedInAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('member_one_time_tokens')
    .values({
      token_hash: token.tokenHash,
      member_id: token.memberId,
      brand_id: token.brandId,
      expires_at: token.expiresAt,
      created_at: token.now,
      signed_in_at: token.signedInAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A one-time access token by its hash, whatever its state; locked for the transaction. */
export function findOneTimeToken(db: Db, tokenHash: string) {
  return db.selectFrom('member_one_time_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

/** Spends a one-time access token; false when another redeem spent it first. */
export async function useOneTimeToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('member_one_time_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
