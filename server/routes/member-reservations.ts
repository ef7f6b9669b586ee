import type { Hono } from 'hono';
import { listMemberReservations } from '../../shared/api/member-reservations.ts';
import type { AppDeps } from '../deps.ts';
import { mountCall } from '../http/mount-call.ts';
import { listReservationsOfMember } from '../use-cases/member-reservations.ts';
import { requireBrandMember } from './member-access.ts';

/** Spec 2 §7.4 GET /user/reservations: the signed-in member's own reservations, at every hotel of the client session's brand. */
export function mountMemberReservations(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, listMemberReservations, async ({ query, locale, session, c }) => {
    const { member } = await requireBrandMember(deps, c, session.brandId);
    return listReservationsOfMember(deps, member, query, locale);
  });
}
