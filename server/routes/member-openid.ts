import type { Hono } from 'hono';
import { listOpenIdProviders, OPEN_ID_CALLBACK_PATH, signInWithOpenId, startOpenIdSignIn } from '../../shared/api/member-openid.ts';
import type { AppDeps } from '../deps.ts';
import { mountCall } from '../http/mount-call.ts';
import { openIdCallbackPage } from '../http/open-id-callback-page.ts';
import { type Limit, limitAttempts } from '../http/rate-limit.ts';
import { openIdProvidersFor, receiveOpenIdCallback, redeemOpenId, startOpenId } from '../use-cases/member-openid.ts';
import { refreshCookie } from './member-access.ts';
import { signOut } from '../use-cases/member-sessions.ts';
import { requireMemberSignInOpen } from '../domain/member-switches.ts';
import { requireHotel } from './hotel-access.ts';
import { sessionAnswer } from './memberships.ts';

/** Sign-ins started from one address: a person signs in a few times an hour, never hundreds. */
const STARTS: Limit = { kind: 'member_open_id_start', attempts: 30, windowMs: 15 * 60 * 1000 };
/** Redeems and callbacks from one address: the widget asks every 2 seconds while the pop-up is open (10 minutes at most). */
const REDEEMS: Limit = { kind: 'member_open_id_redeem', attempts: 600, windowMs: 15 * 60 * 1000 };

/** Sign-in with an OpenID provider (shared/api/member-openid.ts; server/README.md, Members). */
export function mountMemberOpenId(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, listOpenIdProviders, async ({ params, session }) => {
    const hotel = await requireHotel(deps, params.code, session);
    return (await openIdProvidersFor(deps, hotel)).map((p) => ({ id: p.id, name: p.name }));
  });

  mountCall(app, deps, startOpenIdSignIn, async ({ params, body, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    requireMemberSignInOpen(hotel.settings);
    await limitAttempts(deps, c, STARTS);
    return startOpenId(deps, hotel, session.id, { provider: body.provider, codeChallenge: body.code_challenge, locale });
  });

  mountCall(app, deps, signInWithOpenId, async ({ params, body, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    await limitAttempts(deps, c, REDEEMS);
    const issued = await redeemOpenId(deps, hotel, session.id, body.state, body.code_verifier);
    // as sign_in: a session of an earlier cookie in this browser ends
    const earlier = refreshCookie(c);
    if (earlier) await signOut(deps, hotel, { refreshToken: earlier });
    return sessionAnswer(c, hotel, issued, deps);
  });

  // the provider's redirect back: a page, not a call (the pop-up is a top-level browser window)
  app.get(OPEN_ID_CALLBACK_PATH, async (c) => {
    await limitAttempts(deps, c, REDEEMS);
    const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value.length <= 4096));
    const found = await receiveOpenIdCallback(deps, query);
    return openIdCallbackPage(
      c,
      found && query.state ? { locale: found.locale, state: query.state, widgetOrigin: new URL(deps.publicUrl).origin, cancelled: !query.code } : null,
    );
  });
}
