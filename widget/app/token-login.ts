import { signInWithOneTimeToken } from '../../shared/api/member-one-time-tokens.ts';
import { refreshMemberTokens } from '../../shared/api/memberships.ts';
import { MEMBER_ERROR_CODES } from '../../shared/member-error-codes.ts';
import { callApi } from '../lib/api-client.ts';
import { ApiError } from '../lib/api-error.ts';
import { showGlobalError } from '../lib/global-error.ts';
import { beginMemberSession, endMemberLocally, refreshMember } from '../lib/member-session.ts';

/**
 * Spec 1 §4 Parent-window and token login, loaded only when the start-up URL carried tokens
 * (app/start-url.ts took them out of it): whoever was signed in is logged out, and the token is
 * exchanged for a session of its own (the refresh cookie set by the answer). `refresh_token` is
 * redeemed by `tokens` (rotated at once, so the one in the link is spent); `one_time_access_token`
 * (with its `otid`), and `login_token` or `accessToken`, which are read as one-time tokens, never
 * as bearer tokens (README: a bearer token in a URL would be usable for its whole life from a
 * history or a log). A token already spent (3403) retries the member's own sign-in, the cookie;
 * any other refusal shows its title as the global error and leaves nobody signed in.
 */
export async function tokenLogin(code: string, query: URLSearchParams): Promise<boolean> {
  const refreshToken = query.get('refresh_token');
  const oneTime = query.get('one_time_access_token') || query.get('login_token') || query.get('accessToken');
  const otid = query.get('otid');
  endMemberLocally(code, 'start');
  try {
    const { data } = refreshToken
      ? await callApi(refreshMemberTokens, { params: { code }, body: { token: refreshToken } }, { credentials: 'include' })
      : await callApi(
          signInWithOneTimeToken,
          { params: { code }, body: { one_time_access_token: oneTime ?? '', ...(otid ? { otid } : {}) } },
          { credentials: 'include' },
        );
    beginMemberSession(code, data, 'token');
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === MEMBER_ERROR_CODES.oneTimeTokenUsed) return refreshMember(code);
    showGlobalError(error);
    return false;
  }
}
