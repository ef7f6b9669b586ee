import type { Db } from '../client.ts';
import type { MembersTable, MemberTokenPurpose } from '../members-schema.ts';
import '../members-schema.ts';
import type { Insertable, Selectable, Updateable } from 'kysely';

/** A member row. */
export type MemberRow = Selectable<MembersTable>;

/** The member of a brand with this (lower-cased) e-mail, or undefined. */
export function findMemberByEmail(db: Db, brandId: string, email: string) {
  return db.selectFrom('members').selectAll().where('brand_id', '=', brandId).where('email', '=', email).executeTakeFirst();
}

/** A member by id, within a brand; undefined when unknown or deleted. */
export function findMember(db: Db, brandId: string, id: string) {
  return db.selectFrom('members').selectAll().where('brand_id', '=', brandId).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/**
 * Whether the member's account is live, its row share-locked until the transaction ends: a
 * booking that takes it waits for a deletion in progress (which locks the row for update) and
 * then sees it deleted.
 */
export async function lockLiveMember(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('members').select('id').where('id', '=', id).where('deleted_at', 'is', null).forShare().executeTakeFirst();
  return row !== undefined;
}

/** Adds a member; undefined when the brand already has one with this e-mail (a sign-up racing another). */
export function insertMember(db: Db, member: Insertable<MembersTable>) {
  return db
    .insertInto('members')
    .values(member)
    .onConflict((oc) => oc.columns(['brand_id', 'email']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Changes a member's row. */
export function updateMemberRow(db: Db, id: string, changes: Updateable<MembersTable>, now: Date) {
  return db
    .updateTable('members')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Keeps a single-use e-mailed token (its hash). */
export async function insertMemberToken(
  db: Db,
  token: { tokenHash: string; memberId: string; purpose: MemberTokenPurpose; expiresAt: Date; newEmail?: string },
) {
  await db
    .insertInto('member_tokens')
    .values({ token_hash: token.tokenHash, member_id: token.memberId, purpose: token.purpose, expires_at: token.expiresAt, new_email: token.newEmail ?? null })
    .execute();
}

/** An e-mailed token of a purpose by its hash, with its member, whatever its state; locked for the transaction. */
export function findMemberToken(db: Db, tokenHash: string, purpose: MemberTokenPurpose) {
  return db
    .selectFrom('member_tokens')
    .innerJoin('members', 'members.id', 'member_tokens.member_id')
    .select(['member_tokens.token_hash', 'member_tokens.expires_at', 'member_tokens.used_at', 'member_tokens.new_email'])
    .select(['members.id as member_id', 'members.brand_id', 'members.email', 'members.deleted_at'])
    .select(['members.confirmed_at', 'members.password_hash'])
    .where('member_tokens.token_hash', '=', tokenHash)
    .where('member_tokens.purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst();
}

/** Spends every unused token of a purpose of a member (the one used, and the older links beside it). */
export async function useMemberTokens(db: Db, memberId: string, purpose: MemberTokenPurpose, now: Date) {
  await db
    .updateTable('member_tokens')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Starts a signed-in session. */
export async function insertMemberSession(db: Db, memberId: string, now: Date, signedInAt: Date = now): Promise<string> {
  const row = await db
    .insertInto('member_sessions')
    .values({ member_id: memberId, created_at: now, signed_in_at: signedInAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A session, unless revoked, with when its member signed in (a refresh keeps the session and that time). */
export function findLiveSession(db: Db, sessionId: string) {
  return db
    .selectFrom('member_sessions')
    .select(['id', 'member_id', 'signed_in_at'])
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Ends a session. */
export async function revokeSession(db: Db, sessionId: string, now: Date) {
  await db.updateTable('member_sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a member, but `keep` when given. */
export async function revokeMemberSessions(db: Db, memberId: string, now: Date, keep?: string) {
  let query = db.updateTable('member_sessions').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Keeps a refresh token (its hash) of a session. */
export async function insertRefreshToken(db: Db, token: { tokenHash: string; sessionId: string; expiresAt: Date; now: Date }) {
  await db
    .insertInto('member_refresh_tokens')
    .values({ token_hash: token.tokenHash, session_id: token.sessionId, expires_at: token.expiresAt, created_at: token.now })
    .execute();
}

/** A refresh token by its hash, with its session and member; locked for the transaction. */
export function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('member_refresh_tokens')
    .innerJoin('member_sessions', 'member_sessions.id', 'member_refresh_tokens.session_id')
    .innerJoin('members', 'members.id', 'member_sessions.member_id')
    .select(['member_refresh_tokens.expires_at', 'member_refresh_tokens.used_at', 'member_sessions.id as session_id', 'member_sessions.revoked_at'])
    .select(['members.id as member_id', 'members.brand_id'])
    .where('member_refresh_tokens.token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks a refresh token used, once: false when another request used it first. */
export async function useRefreshToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('member_refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes what can no longer be used at `now`: expired e-mailed tokens, refresh tokens and one-time access tokens, and
 * sessions ended or left without a refresh token (their access tokens expired long before).
 * Returns how many rows went.
 */
export async function deleteExpiredMemberTokens(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const tokens = await trx.deleteFrom('member_tokens').where('expires_at', '<', now).executeTakeFirst();
    const refresh = await trx.deleteFrom('member_refresh_tokens').where('expires_at', '<', now).executeTakeFirst();
    const oneTime = await trx.deleteFrom('member_one_time_tokens').where('expires_at', '<', now).executeTakeFirst();
    const sessions = await trx
      .deleteFrom('member_sessions')
      .where((eb) =>
        eb.or([
          eb('revoked_at', 'is not', null),
          eb.not(
            eb.exists(eb.selectFrom('member_refresh_tokens').select('token_hash').whereRef('member_refresh_tokens.session_id', '=', 'member_sessions.id')),
          ),
        ]),
      )
      .executeTakeFirst();
    return Number(tokens.numDeletedRows) + Number(refresh.numDeletedRows) + Number(oneTime.numDeletedRows) + Number(sessions.numDeletedRows);
  });
}
