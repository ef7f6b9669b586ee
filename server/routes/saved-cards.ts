import type { Hono } from 'hono';
import { deleteSavedCard, listSavedCards } from '../../shared/api/saved-cards.ts';
import type { AppDeps } from '../deps.ts';
import { mountCall } from '../http/mount-call.ts';
import { memberSavedCards, removeSavedCard } from '../use-cases/saved-cards.ts';
import { requireHotel } from './hotel-access.ts';
import { requireMember } from './member-access.ts';

/** The signed-in member's saved cards (spec 2 §7.7 GET, DELETE credit_cards): listed, and deleted at the gateway too. */
export function mountSavedCards(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, listSavedCards, async ({ params, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const { member } = await requireMember(deps, c, hotel);
    return memberSavedCards(deps, member.id);
  });

  mountCall(app, deps, deleteSavedCard, async ({ params, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const { member } = await requireMember(deps, c, hotel);
    await removeSavedCard(deps, member.id, params.id);
    return { deleted: true as const };
  });
}
