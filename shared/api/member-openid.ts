import * as v from 'valibot';
import { dataOf, HotelCodeSchema } from './common.ts';
import { defineCall } from './define.ts';
import { MemberSessionSchema } from './memberships.ts';

/*
 * Sign-in with an OpenID provider (a social account, LINE Login, a hotel group's own provider),
 * handed off through the server (issue 14): the widget makes and keeps the PKCE verifier, `start`
 * answers the provider's authorization URL for a pop-up, the pop-up comes back to our own page
 * (OPEN_ID_CALLBACK_PATH), which keeps what the provider sent as a one-time login code and tells
 * the widget (OpenIdReturnedMessage); the widget then redeems with `sign_in`, giving the state and
 * its verifier. Without the message (a provider's Cross-Origin-Opener-Policy severs
 * `window.opener`) the widget simply calls `sign_in` every few seconds: it answers 409
 * `open_id_pending` until the pop-up is back. server/README.md has the whole flow.
 */

/** Our page the provider sends the pop-up back to (the redirect URI registered at every provider), on the API's origin. */
export const OPEN_ID_CALLBACK_PATH = '/open-id/callback';

/** A provider configuration's name: lower-case letters, digits and dashes. */
const ProviderIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'open_id_provider_unknown'));

/** RFC 7636: a verifier is 43 to 128 characters of [A-Za-z0-9-._~]; its S256 challenge is 43 base64url characters. */
const CodeVerifierSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'code_verifier_invalid'));
const CodeChallengeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'code_challenge_invalid'));
/** A state as `start` made it: 43 base64url characters. */
const StateSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'open_id_sign_in_failed'));

const ParamsSchema = v.object({ code: HotelCodeSchema });

/** A sign-in button: the configuration's name and what the button says. */
export const OpenIdProviderSchema = v.object({ id: v.string(), name: v.string() });

/** The OpenID providers members of the hotel's brand may sign in with (none when none is configured). */
export const listOpenIdProviders = defineCall({
  name: 'listOpenIdProviders',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/memberships/open_id/providers',
  summary: 'The OpenID providers (social sign-in) members of the hotel’s brand may sign in with',
  session: true,
  params: ParamsSchema,
  answer: dataOf(v.array(OpenIdProviderSchema)),
  status: 200,
});

/**
 * Starts a sign-in with a provider: the widget sends the S256 challenge of a verifier it keeps in
 * memory, and opens `authorization_url` in a pop-up. `state` names this sign-in at `sign_in`; it
 * lasts until `expires_at` (10 minutes) and is bound to this client session.
 */
export const startOpenIdSignIn = defineCall({
  name: 'startOpenIdSignIn',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/memberships/open_id/start',
  summary: 'Start a sign-in with an OpenID provider (authorization code with PKCE): the URL for the pop-up',
  session: true,
  params: ParamsSchema,
  body: v.object({ provider: ProviderIdSchema, code_challenge: CodeChallengeSchema, code_challenge_method: v.literal('S256', 'code_challenge_invalid') }),
  answer: dataOf(v.object({ authorization_url: v.string(), state: v.string(), expires_at: v.string() })),
  status: 201,
});

/**
 * Spec 2 §7.7 open_id sign_in: redeems the sign-in the pop-up finished, with the state and the
 * PKCE verifier. Answers as sign_in (access token, refresh cookie). 409 `open_id_pending` until
 * the pop-up is back; every other refusal is 422 `open_id_sign_in_failed`, and the sign-in is
 * spent by the first redeem that finds it back, whatever comes of it.
 */
export const signInWithOpenId = defineCall({
  name: 'signInWithOpenId',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/memberships/open_id/sign_in',
  summary: 'Finish a sign-in with an OpenID provider: the one-time login code is exchanged and the member signed in',
  session: true,
  params: ParamsSchema,
  body: v.object({ state: StateSchema, code_verifier: CodeVerifierSchema }),
  answer: dataOf(MemberSessionSchema),
  status: 200,
});

/** What our callback page posts to `window.opener` (the widget), to the widget's exact origin, when the pop-up is back. */
export const OpenIdReturnedMessageSchema = v.object({
  type: v.literal('yado:open_id_returned'),
  /** The sign-in's state, as `start` answered it: the widget redeems the sign-in it started, not another. */
  state: v.string(),
});
/** The callback page's message. */
export type OpenIdReturnedMessage = v.InferOutput<typeof OpenIdReturnedMessageSchema>;

/** Every call of a sign-in with an OpenID provider. */
export const OPEN_ID_CALLS = [listOpenIdProviders, startOpenIdSignIn, signInWithOpenId] as const;
