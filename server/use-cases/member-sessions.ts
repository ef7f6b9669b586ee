import type { MemberProfile } from '../../shared/api/memberships.ts';
import { MEMBER_ERROR_CODES } from '../../shared/member-error-codes.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import {
  findMember,
  findMemberByEmail,
  findRefreshToken,
  insertMemberSession,
  insertRefreshToken,
  type MemberRow,
  revokeSession,
  useRefreshToken,
} from '../db/repositories/members-repository.ts';
import { DomainError } from '../domain/errors.ts';
import { issueAccessToken, newMemberToken, REFRESH_TOKEN_TTL_MS, storedHash } from '../domain/member-tokens.ts';
import { checkPassword } from '../domain/passwords.ts';
import { memberProfile } from './member-accounts.ts';
import { mailConfirmationLink, mailNotice } from './member-mail.ts';

/** A signed-in session as issued: the access token for the answer, the refresh token for the cookie. */
export type IssuedSession = {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
  user: MemberProfile;
};

/** A new access token and refresh token in a session (in the caller's transaction). */
async function issue(deps: AppDeps, trx: AppDeps['db'], member: MemberRow, sessionId: string): Promise<IssuedSession> {
  const now = deps.now();
  const refreshToken = newMemberToken();
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await insertRefreshToken(trx, { tokenHash: storedHash(refreshToken), sessionId, expiresAt: refreshExpiresAt, now });
  const access = issueAccessToken({ memberId: member.id, brandId: member.brand_id, sessionId }, deps.sessionSecret, now);
  return { accessToken: access.token, accessExpiresAt: access.expiresAt, refreshToken, refreshExpiresAt, user: memberProfile(member) };
}

/** Why a sign-in failed, for the caller's limits; the guest is told the same whatever it is. */
export type SignInFailure = { ok: false; member: MemberRow | undefined };

/**
 * Spec 2 §7.7 sign_in. An unknown e-mail is checked against a dummy hash, so it takes as long as
 * a wrong password. The right password of an unconfirmed account fails as a wrong one does, and
 * the owner gets a new confirmation link by e-mail instead of an on-screen "not confirmed".
 */
export async function signIn(deps: AppDeps, hotel: HotelRow, typed: string, password: string): Promise<({ ok: true } & IssuedSession) | SignInFailure> {
  const member = await findMemberByEmail(deps.db, hotel.brand_id, typed.toLowerCase());
  const right = await checkPassword(member?.password_hash ?? null, password);
  if (!member || !right) return { ok: false, member };
  if (!member.confirmed_at) {
    await deps.db.transaction().execute((trx) => mailConfirmationLink(trx, deps, hotel, member, 'member_confirm_first'));
    return { ok: false, member };
  }
  return deps.db
    .transaction()
    .execute(async (trx) => ({ ok: true as const, ...(await issue(deps, trx, member, await insertMemberSession(trx, member.id, deps.now()))) }));
}

/**
 * Signs a member in without a password: a new session, as sign_in starts one. A verified OpenID
 * sign-in signs in now; a one-time access token's session keeps the sign-in time of the session
 * that asked for the token (`signedInAt`).
 */
export function openSession(deps: AppDeps, member: MemberRow, signedInAt?: Date): Promise<IssuedSession> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    return issue(deps, trx, member, await insertMemberSession(trx, member.id, now, signedInAt ?? now));
  });
}

/** Tells the owner that signing in to their account from one place is paused (never said on screen). */
export async function tellSignInPaused(deps: AppDeps, hotel: HotelRow, member: MemberRow): Promise<void> {
  await deps.db.transaction().execute((trx) => mailNotice(trx, deps, hotel, member, 'member_locked'));
}

/**
 * Spec 2 §7.7 tokens: a refresh token buys a new access token and is replaced by a new one. A
 * refresh token presented a second time means it was copied: its whole session ends (the thief
 * and the member both sign in again).
 */
export async function refreshSession(deps: AppDeps, hotel: HotelRow, token: string): Promise<IssuedSession> {
  const tokenHash = storedHash(token);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await findRefreshToken(trx, tokenHash);
    if (!row) return 'refresh_token_invalid' as const;
    if (row.brand_id !== hotel.brand_id) return 'member_brand_mismatch' as const;
    if (row.revoked_at) return 'member_session_revoked' as const;
    if (!row.used_at && row.expires_at.getTime() <= now.getTime()) return 'member_session_expired' as const;
    if (row.used_at || !(await useRefreshToken(trx, tokenHash, now))) {
      await revokeSession(trx, row.session_id, now);
      return 'refresh_token_reused' as const;
    }
    const member = (await findMember(trx, hotel.brand_id, row.member_id))!;
    return issue(deps, trx, member, row.session_id);
  });
  if (typeof outcome !== 'string') return outcome;
  const code =
    outcome === 'member_session_expired'
      ? MEMBER_ERROR_CODES.memberSessionExpired
      : outcome === 'member_brand_mismatch'
        ? MEMBER_ERROR_CODES.memberBrandMismatch
        : MEMBER_ERROR_CODES.memberSessionNotFound;
  throw new DomainError(code, outcome);
}

/** Spec 2 §7.7 sign_out: the session of the refresh token (of this brand) and the session named by a valid access token end. */
export async function signOut(deps: AppDeps, hotel: HotelRow, ended: { refreshToken?: string | undefined; sessionId?: string | undefined }): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    if (ended.refreshToken) {
      const row = await findRefreshToken(trx, storedHash(ended.refreshToken));
      if (row && row.brand_id === hotel.brand_id) await revokeSession(trx, row.session_id, now);
    }
    if (ended.sessionId) await revokeSession(trx, ended.sessionId, now);
  });
}
