import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A sign-in with a provider lasts 10 minutes from its start: enough to sign in at the provider, short enough to be worthless later. */
export const OPEN_ID_INTENT_TTL_MS = 10 * 60 * 1000;

/** A new sign-in's state: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newOpenIdState(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The nonce of a sign-in, derived from its state under a key of SESSION_SECRET's: nothing to
 * store, and nobody without the secret can make the nonce of a state they know.
 */
export function openIdNonce(secret: string, state: string): string {
  const key = createHmac('sha256', secret).update('yado:open-id-nonce').digest();
  return createHmac('sha256', key).update(state).digest('base64url');
}

/** RFC 7636 S256: the challenge of a PKCE verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether a verifier is the one a challenge was made from (compared in constant time). */
export function pkceMatches(verifier: string, challenge: string): boolean {
  const a = Buffer.from(pkceChallenge(verifier));
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A new member's names from what the provider says: given and family name, else the whole name
 * as the first name. Either may be empty: the member completes them in my account.
 */
export function namesFromProvider(claims: { givenName: string | null; familyName: string | null; name: string | null }): { first: string; last: string } {
  if (claims.givenName || claims.familyName) return { first: (claims.givenName ?? '').slice(0, 100), last: (claims.familyName ?? '').slice(0, 100) };
  return { first: (claims.name ?? '').slice(0, 100), last: '' };
}
