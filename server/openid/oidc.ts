import * as client from 'openid-client';
import { type AuthorizationRequest, type CodeChecks, emailOf, type ReturnedCode, text, type VerifiedIdentity } from './identity.ts';
import type { OidcProvider } from './provider-config.ts';

/** Each provider's configuration (its discovery document), read once and kept; a failed read is tried again next time. */
const configurations = new Map<string, Promise<client.Configuration>>();

function configurationOf(provider: OidcProvider): Promise<client.Configuration> {
  const key = `${provider.id}\0${provider.issuer}\0${provider.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    found = client.discovery(new URL(provider.issuer), provider.clientId, undefined, client.ClientSecretPost(provider.clientSecret), {
      // the ID token's signature is checked against the provider's JWKS, not only trusted for coming over TLS
      execute: [client.enableNonRepudiationChecks, ...(provider.allowHttp ? [client.allowInsecureRequests] : [])],
      timeout: 10,
    });
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

/** The provider's authorization URL for a pop-up: authorization code with PKCE (S256), our state and nonce. */
export async function authorizationUrl(provider: OidcProvider, request: AuthorizationRequest): Promise<URL> {
  return client.buildAuthorizationUrl(await configurationOf(provider), {
    redirect_uri: request.redirectUri,
    scope: provider.scopes.join(' '),
    response_type: 'code',
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ui_locales: request.locale.replace('_', '-'),
  });
}

/**
 * Exchanges the code the pop-up brought back (the callback's query, `iss` included) with the
 * widget's PKCE verifier, and checks the ID token: signature by the provider's JWKS, issuer,
 * audience (our client id), expiry, and our nonce (openid-client); the e-mail and names come
 * from the ID token, or from UserInfo when the ID token has no e-mail. Throws on any failure.
 */
export async function exchangeCode(provider: OidcProvider, returned: ReturnedCode, checks: CodeChecks): Promise<VerifiedIdentity> {
  const configuration = await configurationOf(provider);
  const current = new URL(returned.redirectUri);
  for (const [name, value] of Object.entries(returned.query)) current.searchParams.set(name, value);
  const tokens = await client.authorizationCodeGrant(configuration, current, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('no ID token');
  // a provider may keep the e-mail and names for its UserInfo endpoint (OpenID Connect Core
  // §5.4), whose answer must name the same subject (openid-client checks it)
  const userInfo =
    idToken.email === undefined && configuration.serverMetadata().userinfo_endpoint
      ? await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)
      : {};
  const claims: Record<string, unknown> = { ...userInfo, ...idToken };
  const email = emailOf(claims.email);
  const vouched = claims.email_verified === true || (provider.trustEmail && claims.email_verified === undefined);
  return {
    issuer: idToken.iss,
    subject: idToken.sub,
    verifiedEmail: vouched ? email : null,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
  };
}
