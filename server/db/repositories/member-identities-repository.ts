import type { Db } from '../client.ts';
import '../members-schema.ts';

/** The member of a brand who signs in with this subject at this issuer, or undefined. */
export function findMemberByIdentity(db: Db, brandId: string, issuer: string, subject: string) {
  return db
    .selectFrom('member_identities')
    .innerJoin('members', 'members.id', 'member_identities.member_id')
    .selectAll('members')
    .where('member_identities.brand_id', '=', brandId)
    .where('member_identities.issuer', '=', issuer)
    .where('member_identities.subject', '=', subject)
    .where('members.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Links a provider account to a member; false when the brand already has it linked (a sign-in racing another). */
export async function insertMemberIdentity(db: Db, identity: { memberId: string; brandId: string; issuer: string; subject: string; now: Date }) {
  const row = await db
    .insertInto('member_identities')
    .values({ member_id: identity.memberId, brand_id: identity.brandId, issuer: identity.issuer, subject: identity.subject, created_at: identity.now })
    .onConflict((oc) => oc.columns(['brand_id', 'issuer', 'subject']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps a sign-in under way. */
export async function insertLoginIntent(
  db: Db,
  intent: {
    stateHash: string;
    hotelId: string;
    clientSessionHash: string;
    provider: string;
    codeChallenge: string;
    locale: string;
    expiresAt: Date;
    now: Date;
  },
) {
  await db
    .insertInto('member_login_intents')
    .values({
      state_hash: intent.stateHash,
      hotel_id: intent.hotelId,
      client_session_hash: intent.clientSessionHash,
      provider: intent.provider,
      code_challenge: intent.codeChallenge,
      locale: intent.locale,
      expires_at: intent.expiresAt,
      created_at: intent.now,
    })
    .execute();
}

/** A sign-in under way by its state's hash, whatever its state; locked for the transaction. */
export function findLoginIntent(db: Db, stateHash: string) {
  return db.selectFrom('member_login_intents').selectAll().where('state_hash', '=', stateHash).forUpdate().executeTakeFirst();
}

/** Keeps what the provider sent back to the callback, once: false when it was already back, spent or expired. */
export async function returnLoginIntent(db: Db, stateHash: string, sealedResponse: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('member_login_intents')
    .set({ sealed_response: sealedResponse, returned_at: now })
    .where('state_hash', '=', stateHash)
    .where('returned_at', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Spends a sign-in under way: it is never redeemed again, whatever comes of this attempt. */
export async function useLoginIntent(db: Db, stateHash: string, now: Date) {
  await db.updateTable('member_login_intents').set({ used_at: now, sealed_response: null }).where('state_hash', '=', stateHash).execute();
}

/** Deletes sign-ins under way that expired; how many went. */
export async function deleteExpiredLoginIntents(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('member_login_intents').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
