import type { Db } from '../client.ts';

/** An idempotency key's row: the key (its hash), the request it was made for, the sealed answer, and its window. */
export type KeyRow = { hotel_id: string; key_hash: string; request_hash: string; sealed_response: string; created_at: Date; expires_at: Date };

/**
 * The statement that claims an idempotency key (its hash) for its window, with the booking's
 * sealed answer, inside the booking's transaction; it returns the key when claimed. On
 * PostgreSQL a concurrent claim of the same key waits on the primary key until the first
 * transaction ends: if it committed, this claim finds the key taken; if it rolled back, this
 * claim wins. A row whose window has ended is claimed afresh.
 */
export function claimKeyQuery(db: Db, key: KeyRow) {
  return db
    .insertInto('idempotency_keys')
    .values(key)
    .onConflict((oc) =>
      oc
        .columns(['hotel_id', 'key_hash'])
        .doUpdateSet({ request_hash: key.request_hash, sealed_response: key.sealed_response, expires_at: key.expires_at, created_at: key.created_at })
        .where('idempotency_keys.expires_at', '<=', key.created_at),
    )
    .returning('key_hash');
}

/** The key's row while its window lasts: the request hash and the sealed first answer. */
export function findKey(db: Db, hotelId: string, keyHash: string, now: Date) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'sealed_response'])
    .where('hotel_id', '=', hotelId)
    .where('key_hash', '=', keyHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Deletes the keys whose window has ended; returns how many went. */
export async function deleteExpiredKeys(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
