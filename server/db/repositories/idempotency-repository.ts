import type { Db } from '../client.ts';

/**
 * Claims an idempotency key (its hash) inside the booking transaction, for its window. On
 * PostgreSQL a concurrent claim of the same key waits on the primary key until the first
 * transaction ends: if it committed, this claim finds the key taken; if it rolled back, this
 * claim wins. A row whose window has ended is claimed afresh.
 */
export async function claimKey(trx: Db, hotelId: string, keyHash: string, requestHash: string, now: Date, expiresAt: Date): Promise<boolean> {
  const row = await trx
    .insertInto('idempotency_keys')
    .values({ hotel_id: hotelId, key_hash: keyHash, request_hash: requestHash, sealed_response: null, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .columns(['hotel_id', 'key_hash'])
        .doUpdateSet({ request_hash: requestHash, sealed_response: null, expires_at: expiresAt, created_at: now })
        .where('idempotency_keys.expires_at', '<=', now),
    )
    .returning('key_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the first answer, sealed, under its key, in the same transaction as the booking. */
export async function storeAnswer(trx: Db, hotelId: string, keyHash: string, sealedResponse: string): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ sealed_response: sealedResponse }).where('hotel_id', '=', hotelId).where('key_hash', '=', keyHash).execute();
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
