import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import { type AuthorizationRequest, type CodeChecks, emailOf, type ReturnedCode, text, type VerifiedIdentity } from './identity.ts';
import type { FacebookProvider } from './provider-config.ts';

/*
 * Facebook Login for the web (server/README.md "Facebook"): OAuth 2.0, no ID token. The code is
 * exchanged with the app secret and the widget's PKCE verifier, then the Graph API's `/me`, asked
 * with the access token and its appsecret_proof, says who signed in: the app-scoped id.
 */

/** How long Facebook gets to answer each request. */
const TIMEOUT_MS = 10_000;
/** What we ask of the person: the e-mail address and the public profile (names). */
const SCOPE = 'email,public_profile';
const FIELDS = 'id,name,first_name,last_name,email';

const TokenSchema = v.object({ access_token: v.pipe(v.string(), v.nonEmpty()) });
const Optional = v.optional(v.unknown());
const MeSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,40}$/)), name: Optional, first_name: Optional, last_name: Optional, email: Optional });

/** Graph API's appsecret_proof: HMAC-SHA256 of the access token under the app secret, hex. */
export const appSecretProof = (accessToken: string, appSecret: string) => createHmac('sha256', appSecret).update(accessToken).digest('hex');

/** The dialog's URL for a pop-up: authorization code with PKCE (S256) and our state. */
export async function authorizationUrl(provider: FacebookProvider, request: AuthorizationRequest): Promise<URL> {
  const url = new URL(provider.endpoints.authorization);
  url.search = new URLSearchParams({
    client_id: provider.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url;
}

/** A Graph API answer's JSON; throws Facebook's error (`{ error: { message, type, code } }`) or a failed request. */
async function graph(url: URL, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) }).catch((error: Error) => {
    throw new Error(`Facebook could not be reached at ${url.origin}${url.pathname}: ${(error.cause as Error | undefined)?.message ?? error.message}`);
  });
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown; type?: unknown; code?: unknown } } | null;
  if (response.ok && body && !body.error) return body;
  const error = body?.error;
  throw new Error(`Facebook answered ${response.status} at ${url.pathname}${error ? ` (${error.type} ${error.code}: ${error.message})` : ''}`);
}

/**
 * Exchanges the code the pop-up brought back for an access token (app secret, redirect URI and
 * the widget's verifier), then reads `/me` with it. The subject is the app-scoped id Facebook
 * answered our server; Facebook never says whether the e-mail address was confirmed, so it is taken
 * as verified only when the operator set `trust_email`. Throws on any failure.
 */
export async function exchangeCode(provider: FacebookProvider, returned: ReturnedCode, checks: CodeChecks): Promise<VerifiedIdentity> {
  const { code, state } = returned.query;
  if (!code || state !== checks.state) throw new Error('no code for this state');
  const token = v.parse(
    TokenSchema,
    await graph(new URL(provider.endpoints.token), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        redirect_uri: returned.redirectUri,
        code,
        code_verifier: checks.codeVerifier,
      }).toString(),
    }),
  );
  const me = new URL(provider.endpoints.me);
  me.search = new URLSearchParams({
    fields: FIELDS,
    access_token: token.access_token,
    appsecret_proof: appSecretProof(token.access_token, provider.clientSecret),
  }).toString();
  const person = v.parse(MeSchema, await graph(me, { headers: { accept: 'application/json' } }));
  return {
    // app-scoped ids are Facebook's (the Graph API's origin); they differ from app to app
    issuer: new URL(provider.endpoints.me).origin,
    subject: person.id,
    verifiedEmail: provider.trustEmail ? emailOf(person.email) : null,
    givenName: text(person.first_name),
    familyName: text(person.last_name),
    name: text(person.name),
  };
}
