import type { Db } from '../client.ts';

/**
 * Claims an idempotency key inside the booking transaction. On PostgreSQL a concurrent claim
 * of the same key waits on the primary key until the first transaction ends: if it committed,
 * this claim finds the key taken; if it rolled back, this claim wins.
 */
export async function claimKey(trx: Db, hotelId: string, key: string, requestHash: string): Promise<boolean> {
  const row = await trx
    .insertInto('idempotency_keys')
    .values({ hotel_id: hotelId, key, request_hash: requestHash, response: null })
    .onConflict((oc) => oc.columns(['hotel_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the first answer under its key, in the same transaction as the booking. */
export async function storeAnswer(trx: Db, hotelId: string, key: string, response: unknown): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ response: JSON.stringify(response) }).where('hotel_id', '=', hotelId).where('key', '=', key).execute();
}

/** The stored key with its request hash and first answer. */
export function findKey(db: Db, hotelId: string, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('hotel_id', '=', hotelId).where('key', '=', key).executeTakeFirst();
}
