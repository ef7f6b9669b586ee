import type { Hono } from 'hono';
import { cancelMembership, updateMemberEmail } from '../../shared/api/member-account.ts';
import type { AppDeps } from '../deps.ts';
import { limitFailures } from '../http/rate-limit.ts';
import { mountCall } from '../http/mount-call.ts';
import { deleteAccount } from '../use-cases/member-deletion.ts';
import { requestEmailChange } from '../use-cases/member-email-change.ts';
import { requireHotel } from './hotel-access.ts';
import { clearRefreshCookie, requireMember } from './member-access.ts';
import { limitMail, TOKEN_FAILURES } from './memberships.ts';

/** The member's e-mail change and account deletion (spec 2 §7.7 update_email, cancel); a wrong current password counts as a failed token. */
export function mountMemberAccount(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, updateMemberEmail, async ({ params, body, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const owner = await requireMember(deps, c, hotel);
    await limitMail(deps, c, body.email);
    return limitFailures(deps, c, TOKEN_FAILURES, () => requestEmailChange(deps, hotel, owner, body));
  });

  mountCall(app, deps, cancelMembership, async ({ params, body, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const owner = await requireMember(deps, c, hotel);
    const cancelled = await limitFailures(deps, c, TOKEN_FAILURES, () => deleteAccount(deps, hotel, owner, body.current_password, locale));
    clearRefreshCookie(c, hotel.code);
    return { deleted: true as const, cancelled_reservations: cancelled };
  });
}
