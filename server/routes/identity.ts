import type { Hono } from 'hono';
import { createClientSession } from '../../shared/api/identity.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { findHotelByCode } from '../db/repositories/hotels-repository.ts';
import { issueClientSession } from '../http/client-session.ts';
import { ApiFailure } from '../http/failure.ts';
import { mountCall } from '../http/mount-call.ts';
import { TITLES } from '../http/messages.ts';

/** POST /identity/v1/client_sessions: a session for the brand of the hotel the widget serves. */
export function mountIdentity(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, createClientSession, async ({ body }) => {
    const hotel = await findHotelByCode(deps.db, body.key);
    if (!hotel) throw new ApiFailure(404, ERROR_CODES.invalid, TITLES.hotelNotFound, [{ code: ERROR_REASONS.hotelNotFound, message: TITLES.hotelNotFound }]);
    const { token, expiresAt } = issueClientSession(hotel.brand_id, deps.sessionSecret, deps.now());
    return { client_session: token, expires_at: expiresAt.toISOString(), hotel_brand_id: hotel.brand_id };
  });
}
