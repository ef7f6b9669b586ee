import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CLIENT_SESSION_TTL_MS } from '../../shared/constants.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import { ApiFailure } from './failure.ts';
import { TITLES } from './messages.ts';

/**
 * What a valid client session says: whose brand it serves, until when, and its own random id
 * (idempotency keys are scoped to it, so one session cannot replay another's booking).
 */
export type ClientSession = { brandId: string; expiresAt: number; id: string };

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * Issues a client session token: the brand and the expiry, signed with HMAC. Stateless, so any
 * number of servers sharing the secret accept it without a database read.
 */
export function issueClientSession(brandId: string, secret: string, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + CLIENT_SESSION_TTL_MS);
  const id = randomBytes(16).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ b: brandId, e: expiresAt.getTime(), s: id })).toString('base64url');
  return { token: `${payload}.${sign(payload, secret)}`, expiresAt };
}

/** Sessions kept verified at most, per secret; the ones verified longest ago go first. */
const MAX_VERIFIED = 10_000;
/**
 * Tokens whose signature checked out, by secret: a widget sends its token with every call, and
 * a signature's verdict never changes, so each is checked (an HMAC, a JSON parse) once. Their
 * expiry is checked at every call.
 */
const verified = new Map<string, Map<string, ClientSession>>();

/**
 * Verifies a client session token. Missing, forged or expired tokens all answer 403 with code
 * 4000, which tells the widget to get a new session and retry once (spec 2 §8.1).
 */
export function verifyClientSession(token: string | undefined, secret: string, now: Date): ClientSession {
  // made only when refused: an error's stack trace is dear on every request
  const expired = () =>
    new ApiFailure(403, ERROR_CODES.sessionExpired, TITLES.sessionExpired, [
      { code: token ? 'client_session_invalid' : 'client_session_missing', message: TITLES.sessionExpired },
    ]);
  if (!token || token.length > 512) throw expired();
  let known = verified.get(secret);
  const session = known?.get(token) ?? signedSession(token, secret);
  if (!session) throw expired();
  if (session.expiresAt <= now.getTime()) {
    known?.delete(token);
    throw expired();
  }
  if (!known) {
    known = new Map();
    verified.set(secret, known);
  }
  if (!known.has(token)) {
    known.set(token, session);
    if (known.size > MAX_VERIFIED) known.delete(known.keys().next().value!);
  }
  return session;
}

/** What a token says, when its signature is right and it says it in the right shape. */
function signedSession(token: string, secret: string): ClientSession | undefined {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let parsed: { b?: unknown; e?: unknown; s?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed.b !== 'string' || typeof parsed.e !== 'number' || typeof parsed.s !== 'string') return undefined;
  // shared by every call with this token: nothing may change it
  return Object.freeze({ brandId: parsed.b, expiresAt: parsed.e, id: parsed.s });
}
