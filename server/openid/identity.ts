import * as v from 'valibot';
import { EmailSchema } from '../../shared/api/guest.ts';

/** What a sign-in's start gives a provider's authorization request. */
export type AuthorizationRequest = { redirectUri: string; state: string; nonce: string; codeChallenge: string; locale: string };

/** What the pop-up brought back to our callback (the code, `state`, `iss`), and what checks it. */
export type ReturnedCode = { redirectUri: string; query: Record<string, string> };
export type CodeChecks = { state: string; nonce: string; codeVerifier: string };

/** Who the provider says signed in, as our server got it from the provider (never from the browser). */
export type VerifiedIdentity = {
  /** With `subject`, the key of a member's identity: the subject is unique at its issuer. */
  issuer: string;
  subject: string;
  /** Null unless the provider vouches for it (email_verified, or a provider trusted for it). */
  verifiedEmail: string | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
};

/** An e-mail address a provider answered, lower case, when it is one (our guests' rule), else null. */
export function emailOf(value: unknown): string | null {
  const parsed = v.safeParse(EmailSchema, value);
  return parsed.success ? parsed.output.toLowerCase() : null;
}

/** A trimmed string, or null for anything else. */
export const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
