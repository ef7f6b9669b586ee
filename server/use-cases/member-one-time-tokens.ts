import { MEMBER_ERROR_CODES } from '../../shared/member-error-codes.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { findOneTimeToken, insertOneTimeToken, useOneTimeToken } from '../db/repositories/member-one-time-tokens-repository.ts';
import { findMember, type MemberRow } from '../db/repositories/members-repository.ts';
import { DomainError } from '../domain/errors.ts';
import { newMemberToken, ONE_TIME_TOKEN_TTL_MS, storedHash } from '../domain/member-tokens.ts';
import { type IssuedSession, openSession } from './member-sessions.ts';

/** A one-time access token as issued: the secret, its public id (otid) and its expiry. */
export type IssuedOneTimeToken = { one_time_access_token: string; otid: string; expires_at: string };

/**
 * Issues a one-time access token to a signed-in member (issue 14): a new widget window redeems it
 * once, within ONE_TIME_TOKEN_TTL_MS, for a session of its own, signed in when the asking session
 * was (`signedInAt`): a token is no fresh sign-in. Only its hash is kept.
 */
export async function issueOneTimeToken(deps: AppDeps, member: MemberRow, signedInAt: Date): Promise<IssuedOneTimeToken> {
  const token = newMemberToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS);
  const otid = await insertOneTimeToken(deps.db, { tokenHash: storedHash(token), memberId: member.id, brandId: member.brand_id, expiresAt, now, signedInAt });
  return { one_time_access_token: token, otid, expires_at: expiresAt.toISOString() };
}

/**
 * Redeems a one-time access token for a new session of its member (spec 1 §4 token login). A
 * token already spent is 3403 (spec 2 §8.1: the widget falls back to its own sign-in, the refresh
 * cookie); unknown, expired, of another `otid` or of a member since deleted, 3401; of another
 * brand, 3402, and it stays unspent for its own brand.
 */
export async function redeemOneTimeToken(deps: AppDeps, hotel: HotelRow, token: string, otid: string | undefined): Promise<IssuedSession> {
  const tokenHash = storedHash(token);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await findOneTimeToken(trx, tokenHash);
    if (!row || (otid !== undefined && row.id !== otid)) return 'one_time_token_invalid' as const;
    if (row.brand_id !== hotel.brand_id) return 'member_brand_mismatch' as const;
    if (row.used_at) return 'one_time_token_used' as const;
    if (row.expires_at.getTime() <= now.getTime()) return 'one_time_token_invalid' as const;
    if (!(await useOneTimeToken(trx, tokenHash, now))) return 'one_time_token_used' as const;
    const member = await findMember(trx, hotel.brand_id, row.member_id);
    // a token issued before migration 057 knows no sign-in time: its session counts as signed in long ago
    return member ? { member, signedInAt: row.signed_in_at ?? new Date(0) } : ('one_time_token_invalid' as const);
  });
  if (typeof outcome === 'string') {
    const code =
      outcome === 'one_time_token_used'
        ? MEMBER_ERROR_CODES.oneTimeTokenUsed
        : outcome === 'member_brand_mismatch'
          ? MEMBER_ERROR_CODES.memberBrandMismatch
          : MEMBER_ERROR_CODES.memberSessionNotFound;
    throw new DomainError(code, outcome);
  }
  return openSession(deps, outcome.member, outcome.signedInAt);
}
