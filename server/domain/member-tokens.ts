import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sha256 } from './tokens.ts';

/** An access token lasts 15 minutes: short, since it is not checked against the database for expiry. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A refresh token lasts 30 days from its issue; each use replaces it with a new one. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A one-time access token lasts 5 minutes: made to be handed to a widget at once, never kept (issue 14). */
export const ONE_TIME_TOKEN_TTL_MS = 5 * 60 * 1000;
/** A sign-up confirmation link lasts 3 days (spec 2 §8.2 1401: the confirmation period). */
export const CONFIRMATION_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** A password reset link lasts 1 hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long the link sent to a new e-mail address lasts: a day. */
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** What a valid access token says: the member, their brand, the session it belongs to, and its expiry (ms). */
export type AccessClaims = { memberId: string; brandId: string; sessionId: string; expiresAt: number };

/** A random token for a link or a cookie: 32 bytes, base64url; only its hash (storedHash) is kept. */
export function newMemberToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a token is stored and looked up as. */
export function storedHash(token: string): string {
  return sha256(token);
}

// a key of its own, so a client-session token can never pass for an access token, nor the reverse
function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('yado:member-access-token').digest();
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');
}

/** Issues an access token: the claims, signed with HMAC-SHA256 under a key derived from SESSION_SECRET. */
export function issueAccessToken(claims: Omit<AccessClaims, 'expiresAt'>, secret: string, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  const payload = Buffer.from(JSON.stringify({ m: claims.memberId, b: claims.brandId, s: claims.sessionId, e: expiresAt.getTime() })).toString('base64url');
  return { token: `${payload}.${sign(payload, secret)}`, expiresAt };
}

/** Checks an access token: its claims, or why not (`invalid`: forged or malformed; `expired`). */
export function verifyAccessToken(token: string, secret: string, now: Date): { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' } {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 1024) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let parsed: { m?: unknown; b?: unknown; s?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { m, b, s, e } = parsed;
  if (typeof m !== 'string' || typeof b !== 'string' || typeof s !== 'string' || typeof e !== 'number') return { ok: false, reason: 'invalid' };
  if (e <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { memberId: m, brandId: b, sessionId: s, expiresAt: e } };
}
