import { createClientSession } from '../../shared/api/identity.ts';
import { CLIENT_SESSION_TTL_MS } from '../../shared/constants.ts';
import { callApi } from './api-client.ts';
import { hotelKey, readStored, removeStored, writeStored } from './storage.ts';

/** A client session as the iframe keeps it in its own localStorage (DESIGN.md: never cookies). */
export type StoredClientSession = { token: string; brandId: string };

/** Renew a little before the server's expiry, so a request never leaves with a dying token. */
const EXPIRY_MARGIN_MS = 60_000;

const pending = new Map<string, Promise<string>>();

/** The storage key of a hotel's client session. */
export function clientSessionKey(hotelCode: string): string {
  return hotelKey(hotelCode, 'client_session');
}

async function issue(hotelCode: string): Promise<string> {
  const { data } = await callApi(createClientSession, { body: { key: hotelCode } });
  const serverExpiry = Date.parse(data.expires_at);
  const expiresAt = Math.min(Number.isNaN(serverExpiry) ? Infinity : serverExpiry, Date.now() + CLIENT_SESSION_TTL_MS) - EXPIRY_MARGIN_MS;
  const session: StoredClientSession = { token: data.client_session, brandId: data.hotel_brand_id };
  writeStored('local', clientSessionKey(hotelCode), session, { expiresAt });
  return session.token;
}

/**
 * The client session for a hotel (spec 2 §7.2): the stored one while it lives, else a new one
 * from the identity service. Concurrent callers share one request. `renew` drops the stored
 * token first (the server answered 403 "4000").
 */
export function getClientSession(hotelCode: string, options: { renew?: boolean } = {}): Promise<string> {
  const inFlight = pending.get(hotelCode);
  if (inFlight) return inFlight;
  if (options.renew) removeStored('local', clientSessionKey(hotelCode));
  const stored = readStored<StoredClientSession>('local', clientSessionKey(hotelCode));
  if (stored) return Promise.resolve(stored.token);
  const request = issue(hotelCode).finally(() => pending.delete(hotelCode));
  pending.set(hotelCode, request);
  return request;
}
