import type { Hono } from 'hono';
import { issueOneTimeAccessToken, signInWithOneTimeToken } from '../../shared/api/member-one-time-tokens.ts';
import type { AppDeps } from '../deps.ts';
import { requireMemberSignInOpen } from '../domain/member-switches.ts';
import { mountCall } from '../http/mount-call.ts';
import { limitFailures } from '../http/rate-limit.ts';
import { issueOneTimeToken, redeemOneTimeToken } from '../use-cases/member-one-time-tokens.ts';
import { signOut } from '../use-cases/member-sessions.ts';
import { requireHotel } from './hotel-access.ts';
import { refreshCookie, requireMember } from './member-access.ts';
import { sessionAnswer, TOKEN_FAILURES } from './memberships.ts';

/** One-time access tokens (shared/api/member-one-time-tokens.ts): issued to a signed-in member, redeemed once by another window. */
export function mountMemberOneTimeTokens(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, issueOneTimeAccessToken, async ({ params, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const { member, signedInAt } = await requireMember(deps, c, hotel);
    return issueOneTimeToken(deps, member, signedInAt);
  });

  mountCall(app, deps, signInWithOneTimeToken, async ({ params, body, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    requireMemberSignInOpen(hotel.settings);
    // wrong tokens count as wrong refresh tokens do: guessing one is the same attack
    const issued = await limitFailures(deps, c, TOKEN_FAILURES, () => redeemOneTimeToken(deps, hotel, body.one_time_access_token, body.otid));
    // as sign_in: a session of an earlier cookie in this browser ends
    const earlier = refreshCookie(c);
    if (earlier) await signOut(deps, hotel, { refreshToken: earlier });
    return sessionAnswer(c, hotel, issued, deps);
  });
}
