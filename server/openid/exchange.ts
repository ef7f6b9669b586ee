import * as facebook from './facebook.ts';
import type { AuthorizationRequest, CodeChecks, ReturnedCode, VerifiedIdentity } from './identity.ts';
import * as oidc from './oidc.ts';
import type { OpenIdProvider } from './provider-config.ts';

/*
 * The one seam between the sign-in's flow (use-cases/member-openid.ts: state, handoff, members)
 * and each kind of provider: OpenID Connect (oidc.ts) or Facebook's OAuth 2.0 (facebook.ts).
 */

/** The provider's authorization URL for the pop-up (throws when the provider cannot be read). */
export function authorizationUrl(provider: OpenIdProvider, request: AuthorizationRequest): Promise<URL> {
  return provider.type === 'facebook' ? facebook.authorizationUrl(provider, request) : oidc.authorizationUrl(provider, request);
}

/** Exchanges the returned code with the widget's verifier: who signed in, as the provider told our server. Throws on any failure. */
export function exchangeCode(provider: OpenIdProvider, returned: ReturnedCode, checks: CodeChecks): Promise<VerifiedIdentity> {
  return provider.type === 'facebook' ? facebook.exchangeCode(provider, returned, checks) : oidc.exchangeCode(provider, returned, checks);
}
