import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { MEMBER_REFRESH_COOKIE } from '../../shared/api/memberships.ts';
import { SERVICE_PREFIX } from '../../shared/api/define.ts';
import { MEMBER_ERROR_CODES } from '../../shared/member-error-codes.ts';
import type { ErrorCode } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { findLiveSession, findMember, type MemberRow } from '../db/repositories/members-repository.ts';
import { audienceOf, findMemberStanding } from '../db/repositories/programs-repository.ts';
import { type Audience, GUEST } from '../domain/member-programmes.ts';
import { verifyAccessToken } from '../domain/member-tokens.ts';
import { ApiFailure } from '../http/failure.ts';
import { CODE_MESSAGES } from '../http/code-messages.ts';

/** The signed-in member a call acts for, the session their access token belongs to, and when that session signed in. */
export type SignedInMember = { member: MemberRow; sessionId: string; signedInAt: Date };

/** Spec 2 §8.1: a 401 logs the widget out locally; 1400 says "session expired", 3401 and 3402 "already signed out". */
function refused(c: Context, code: ErrorCode, reason: string): ApiFailure {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  const title = CODE_MESSAGES[code]!;
  return new ApiFailure(401, code, title, [{ code: reason, message: title }]);
}

/** The access token of the Authorization header (`Bearer <token>`), if one was sent. */
export function bearerToken(c: Context): string | undefined {
  return /^Bearer ([A-Za-z0-9_.-]{1,1024})$/i.exec(c.req.header('authorization') ?? '')?.[1];
}

/**
 * The member of the access token, checked: signed by us, not expired (else 401 1400: the widget
 * refreshes with `tokens` and retries), of the hotel's brand (else 3402), its session not ended
 * by a sign-out, a reused refresh token or a password change (else 3401).
 */
export function requireMember(deps: AppDeps, c: Context, hotel: Pick<HotelRow, 'brand_id'>): Promise<SignedInMember> {
  return requireBrandMember(deps, c, hotel.brand_id);
}

/** As requireMember, for a call that names no hotel: the brand is the client session's (GET /user/reservations). */
export async function requireBrandMember(deps: AppDeps, c: Context, brandId: string): Promise<SignedInMember> {
  const token = bearerToken(c);
  if (!token) throw refused(c, MEMBER_ERROR_CODES.memberSessionNotFound, 'access_token_missing');
  const checked = verifyAccessToken(token, deps.sessionSecret, deps.now());
  if (!checked.ok) {
    throw checked.reason === 'expired'
      ? refused(c, MEMBER_ERROR_CODES.memberSessionExpired, 'access_token_expired')
      : refused(c, MEMBER_ERROR_CODES.memberSessionNotFound, 'access_token_invalid');
  }
  const { claims } = checked;
  if (claims.brandId !== brandId) throw refused(c, MEMBER_ERROR_CODES.memberBrandMismatch, 'member_brand_mismatch');
  const session = await findLiveSession(deps.db, claims.sessionId);
  const member = session ? await findMember(deps.db, brandId, claims.memberId) : undefined;
  if (!session || !member) throw refused(c, MEMBER_ERROR_CODES.memberSessionNotFound, 'member_session_revoked');
  return { member, sessionId: claims.sessionId, signedInAt: session.signed_in_at };
}

/**
 * For calls declared `member: 'optional'`: the signed-in member when an Authorization header
 * came (checked as requireMember checks it: a bad or expired token is a 401, never a silent
 * guest), null without one.
 */
export async function optionalMember(deps: AppDeps, c: Context, hotel: Pick<HotelRow, 'brand_id'>): Promise<SignedInMember | null> {
  return c.req.header('authorization') === undefined ? null : requireMember(deps, c, hotel);
}

/** The audience of a signed-in member (their programme and rank), or a guest's (member rates, companions, labels). */
export async function audienceOfMember(deps: AppDeps, signedIn: SignedInMember | null): Promise<Audience> {
  return signedIn ? audienceOf(await findMemberStanding(deps.db, signedIn.member)) : GUEST;
}

/**
 * The audience of a call declared `member: 'optional'`: a guest when no Authorization header
 * came; else the member's programme and rank, the token checked as requireMember checks it (an
 * expired or revoked one is a 401, never read as a guest: the widget refreshes, or signs out,
 * and asks again).
 */
export async function requestAudience(deps: AppDeps, c: Context, hotel: Pick<HotelRow, 'brand_id'>): Promise<Audience> {
  return audienceOfMember(deps, await optionalMember(deps, c, hotel));
}

/** The session named by a valid access token, if the call carries one (sign-out ends it). */
export function accessSessionId(deps: AppDeps, c: Context, hotel: HotelRow): string | undefined {
  const token = bearerToken(c);
  const checked = token ? verifyAccessToken(token, deps.sessionSecret, deps.now()) : null;
  return checked?.ok && checked.claims.brandId === hotel.brand_id ? checked.claims.sessionId : undefined;
}

/** The refresh cookie's path: the hotel's membership calls, and nothing else of ours. */
function cookiePath(hotelCode: string): string {
  return `${SERVICE_PREFIX.api}/hotels/${hotelCode}/memberships`;
}

/** The refresh cookie's attributes: a Partitioned (CHIPS) cookie is the one that reaches a third-party iframe (TOOLCHAIN.md). */
function cookieOptions(hotelCode: string) {
  return { path: cookiePath(hotelCode), httpOnly: true, secure: true, sameSite: 'None', partitioned: true } as const;
}

/** Sets the refresh token's cookie until the token expires. */
export function setRefreshCookie(c: Context, hotelCode: string, token: string, expiresAt: Date): void {
  setCookie(c, MEMBER_REFRESH_COOKIE, token, { ...cookieOptions(hotelCode), expires: expiresAt });
}

/** Clears the refresh token's cookie. */
export function clearRefreshCookie(c: Context, hotelCode: string): void {
  deleteCookie(c, MEMBER_REFRESH_COOKIE, cookieOptions(hotelCode));
}

/** The refresh token of the cookie, if one came. */
export function refreshCookie(c: Context): string | undefined {
  return getCookie(c, MEMBER_REFRESH_COOKIE) || undefined;
}
