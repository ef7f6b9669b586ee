import { OPEN_ID_CALLBACK_PATH } from '../../shared/api/member-openid.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { Locale } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { findBrand } from '../db/repositories/hotels-repository.ts';
import {
  findLoginIntent,
  findMemberByIdentity,
  insertLoginIntent,
  insertMemberIdentity,
  returnLoginIntent,
  useLoginIntent,
} from '../db/repositories/member-identities-repository.ts';
import { findMemberByEmail, insertMember, type MemberRow } from '../db/repositories/members-repository.ts';
import { DomainError } from '../domain/errors.ts';
import { namesFromProvider, newOpenIdState, OPEN_ID_INTENT_TTL_MS, openIdNonce, pkceMatches } from '../domain/open-id.ts';
import { openAnswer, sealAnswer, sha256 } from '../domain/tokens.ts';
import { authorizationUrl, exchangeCode } from '../openid/exchange.ts';
import type { VerifiedIdentity } from '../openid/identity.ts';
import type { OpenIdProvider } from '../openid/provider-config.ts';
import { type IssuedSession, openSession } from './member-sessions.ts';

/** The one refusal of a sign-in that went wrong, whatever went wrong: nobody learns which check failed. */
const failed = () => new DomainError(ERROR_CODES.invalid, 'open_id_sign_in_failed');

/** The redirect URI registered at every provider: our callback page on the API's origin. */
export function openIdRedirectUri(deps: AppDeps): string {
  return `${new URL(deps.publicUrl).origin}${OPEN_ID_CALLBACK_PATH}`;
}

/** The providers the members of the hotel's brand may sign in with. */
export async function openIdProvidersFor(deps: AppDeps, hotel: HotelRow): Promise<OpenIdProvider[]> {
  const providers = deps.openIdProviders ?? [];
  if (providers.every((p) => p.brands === null)) return [...providers];
  const brand = await findBrand(deps.db, hotel.brand_id);
  return providers.filter((p) => p.brands === null || p.brands.includes(brand.code));
}

/** A client session as an intent keeps it: hashed. */
const sessionKey = (clientSessionId: string) => sha256(`yado:open-id-session\0${clientSessionId}`);

/**
 * Starts a sign-in: a state (kept hashed, 10 minutes, bound to the client session), its nonce
 * (derived, not kept), the widget's PKCE challenge, and the provider's authorization URL.
 */
export async function startOpenId(
  deps: AppDeps,
  hotel: HotelRow,
  clientSessionId: string,
  request: { provider: string; codeChallenge: string; locale: Locale },
): Promise<{ authorization_url: string; state: string; expires_at: string }> {
  const provider = (await openIdProvidersFor(deps, hotel)).find((p) => p.id === request.provider);
  if (!provider) throw new DomainError(ERROR_CODES.invalid, 'open_id_provider_unknown');
  const state = newOpenIdState();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + OPEN_ID_INTENT_TTL_MS);
  let url: URL;
  try {
    url = await authorizationUrl(provider, {
      redirectUri: openIdRedirectUri(deps),
      state,
      nonce: openIdNonce(deps.sessionSecret, state),
      codeChallenge: request.codeChallenge,
      locale: request.locale,
    });
  } catch (error) {
    console.error(`The OpenID provider "${provider.id}" could not be read:`, error);
    throw new DomainError(ERROR_CODES.processing, 'open_id_provider_unavailable');
  }
  await insertLoginIntent(deps.db, {
    stateHash: sha256(state),
    hotelId: hotel.id,
    clientSessionHash: sessionKey(clientSessionId),
    provider: provider.id,
    codeChallenge: request.codeChallenge,
    locale: request.locale,
    expiresAt,
    now,
  });
  return { authorization_url: url.toString(), state, expires_at: expiresAt.toISOString() };
}

/**
 * The pop-up is back on our callback page: what the provider sent (the code and `iss`, or an
 * error) is kept once, sealed under a key derived from the state, for the widget to redeem.
 * Answers the intent's locale for the page, or null when no sign-in under way has this state.
 */
export async function receiveOpenIdCallback(deps: AppDeps, query: Record<string, string>): Promise<{ locale: string } | null> {
  const state = query.state;
  if (!state || state.length > 200) return null;
  const stateHash = sha256(state);
  return deps.db.transaction().execute(async (trx) => {
    const intent = await findLoginIntent(trx, stateHash);
    if (!intent) return null;
    const returned = await returnLoginIntent(trx, stateHash, sealAnswer(query, intent.client_session_hash, state), deps.now());
    return returned ? { locale: intent.locale } : null;
  });
}

type Spent = { provider: OpenIdProvider; query: Record<string, string>; locale: string };

/** Finds the sign-in of this state for this hotel and client session and spends it; 409 while the pop-up is not back. */
async function spendIntent(deps: AppDeps, hotel: HotelRow, clientSessionId: string, state: string, codeVerifier: string): Promise<Spent> {
  const stateHash = sha256(state);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const intent = await findLoginIntent(trx, stateHash);
    if (!intent || intent.hotel_id !== hotel.id || intent.client_session_hash !== sessionKey(clientSessionId)) return 'failed' as const;
    if (intent.used_at || intent.expires_at.getTime() <= now.getTime()) return 'failed' as const;
    if (!intent.returned_at || !intent.sealed_response) return 'pending' as const;
    await useLoginIntent(trx, stateHash, now);
    return intent;
  });
  if (outcome === 'pending') throw new DomainError(ERROR_CODES.invalid, 'open_id_pending');
  if (outcome === 'failed') throw failed();
  // the verifier is checked here as the provider checks it: a wrong one never reaches the provider
  if (!pkceMatches(codeVerifier, outcome.code_challenge)) throw failed();
  const query = openAnswer(outcome.sealed_response!, outcome.client_session_hash, state) as Record<string, string> | null;
  const provider = (await openIdProvidersFor(deps, hotel)).find((p) => p.id === outcome.provider);
  // RFC 6749 §4.1.2.1: the person (or the provider) said no; told to the widget that holds the
  // verifier only, as it is no check of ours that failed
  if (query?.error === 'access_denied') throw new DomainError(ERROR_CODES.invalid, 'open_id_cancelled');
  if (!query || !provider || query.error || !query.code) throw failed();
  return { provider, query, locale: outcome.locale };
}

/**
 * The member a verified identity signs in as: the one linked to it, else a new member when the
 * provider vouches for an e-mail address no account of the brand has. An address that has an
 * account is never taken over (the account may have a password someone else set): refused.
 */
async function memberFor(deps: AppDeps, hotel: HotelRow, identity: VerifiedIdentity, locale: string): Promise<MemberRow> {
  const linked = await findMemberByIdentity(deps.db, hotel.brand_id, identity.issuer, identity.subject);
  if (linked) return linked;
  if (!identity.verifiedEmail) throw new DomainError(ERROR_CODES.invalid, 'open_id_email_missing');
  const email = identity.verifiedEmail;
  const names = namesFromProvider(identity);
  const made = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    if (await findMemberByEmail(trx, hotel.brand_id, email)) return 'exists' as const;
    const member = await insertMember(trx, {
      brand_id: hotel.brand_id,
      email,
      password_hash: null,
      first_name: names.first,
      last_name: names.last,
      locale,
      // the provider checked the address
      confirmed_at: now,
      created_at: now,
      updated_at: now,
    });
    if (!member) return 'exists' as const;
    if (!(await insertMemberIdentity(trx, { memberId: member.id, brandId: hotel.brand_id, issuer: identity.issuer, subject: identity.subject, now })))
      return 'raced' as const;
    return member;
  });
  if (made === 'raced') {
    const winner = await findMemberByIdentity(deps.db, hotel.brand_id, identity.issuer, identity.subject);
    if (winner) return winner;
    throw failed();
  }
  if (made === 'exists') throw new DomainError(ERROR_CODES.invalid, 'open_id_account_exists');
  return made;
}

/**
 * Spec 2 §7.7 open_id sign_in: spends the sign-in (single use), exchanges the code at the
 * provider with the widget's verifier, learns who signed in from the provider (an OpenID
 * provider's checked ID token, or Facebook's Graph API), and signs the member in.
 */
export async function redeemOpenId(deps: AppDeps, hotel: HotelRow, clientSessionId: string, state: string, codeVerifier: string): Promise<IssuedSession> {
  const spent = await spendIntent(deps, hotel, clientSessionId, state, codeVerifier);
  let identity: VerifiedIdentity;
  try {
    identity = await exchangeCode(
      spent.provider,
      { redirectUri: openIdRedirectUri(deps), query: spent.query },
      { state, nonce: openIdNonce(deps.sessionSecret, state), codeVerifier },
    );
  } catch (error) {
    console.warn(`A sign-in with the OpenID provider "${spent.provider.id}" was refused:`, error instanceof Error ? error.message : error);
    throw failed();
  }
  return openSession(deps, await memberFor(deps, hotel, identity, spent.locale));
}
