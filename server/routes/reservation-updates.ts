import type { Hono } from 'hono';
import { getUpdateSettings, quoteReservationUpdate, updateReservation } from '../../shared/api/reservation-updates.ts';
import type { AppDeps } from '../deps.ts';
import { mountCall } from '../http/mount-call.ts';
import { quoteReservationChange, reservationUpdateSettings, updateReservation as update } from '../use-cases/update-reservation.ts';
import { requireHotel, requireHotelConfig } from './hotel-access.ts';
import { optionalMember } from './member-access.ts';
import { guestLookup, idempotencyKeyOf } from './reservations.ts';

/** Changing a reservation (spec 2 §7.4): its update setting, the quote of a change, the change. All go through the lookup limits. */
export function mountReservationUpdates(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, getUpdateSettings, async ({ params, query, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    return guestLookup(deps, c, () => reservationUpdateSettings(deps, hotel, params.reservation_number, query, locale));
  });

  mountCall(app, deps, quoteReservationUpdate, async ({ params, query, body, locale, session, c }) => {
    const config = await requireHotelConfig(deps, params.code, session);
    return guestLookup(deps, c, () => quoteReservationChange(deps, config, params.reservation_number, query, body, locale));
  });

  mountCall(app, deps, updateReservation, async ({ params, query, body, locale, session, c }) => {
    const key = idempotencyKeyOf(c);
    const config = await requireHotelConfig(deps, params.code, session);
    const member = await optionalMember(deps, c, config.hotel);
    return guestLookup(deps, c, () =>
      update(deps, config, params.reservation_number, query, body, locale, { key, sessionId: session.id }, member?.member.id ?? null),
    );
  });
}
