import * as v from 'valibot';
import { dataOf, HotelCodeSchema } from './common.ts';
import { defineCall } from './define.ts';
import { MemberSessionSchema } from './memberships.ts';

/*
 * One-time access tokens (issue 14; spec 1 §2 start-up parameters `one_time_access_token` and
 * `otid`, §4 Parent-window and token login; spec 2 §8.1 3403). A signed-in member's widget (the
 * chatbot's, a LIFF page's) asks for one and opens another widget window with it in the start-up
 * URL; that window redeems it for a session of its own and removes it from its URL at once. A
 * token is single use, lasts 5 minutes, and is kept by the server only as its hash: a URL that
 * lingers in a history or a log holds nothing usable. `login_token` and `accessToken` in a
 * start-up URL are read as one-time tokens too, never as bearer tokens.
 */

const ParamsSchema = v.object({ code: HotelCodeSchema });

/** A one-time access token: 43 base64url characters as issued, bounded. */
export const OneTimeTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,200}$/, 'token_invalid'));

/** Issues a one-time access token to the signed-in member (Authorization header). */
export const issueOneTimeAccessToken = defineCall({
  name: 'issueOneTimeAccessToken',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/memberships/one_time_access_tokens',
  summary: 'A single-use, 5-minute token that signs the member in to another widget window',
  session: true,
  member: 'required',
  params: ParamsSchema,
  body: v.object({}),
  answer: dataOf(v.object({ one_time_access_token: v.string(), otid: v.string(), expires_at: v.string() })),
  status: 201,
});

/**
 * Redeems a one-time access token: answers as sign_in (access token, refresh cookie). 401 with
 * 3403 when it was already spent (the widget then retries its own sign-in), 3402 for another
 * brand's, 3401 when unknown, expired or not of `otid`.
 */
export const signInWithOneTimeToken = defineCall({
  name: 'signInWithOneTimeToken',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/memberships/one_time_access_tokens/sign_in',
  summary: 'Sign in with a one-time access token; sets the refresh cookie',
  session: true,
  params: ParamsSchema,
  body: v.object({ one_time_access_token: OneTimeTokenSchema, otid: v.optional(v.pipe(v.string(), v.uuid('token_invalid'))) }),
  answer: dataOf(MemberSessionSchema),
  status: 200,
});

/** Every one-time access token call. */
export const ONE_TIME_TOKEN_CALLS = [issueOneTimeAccessToken, signInWithOneTimeToken] as const;
