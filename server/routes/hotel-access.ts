import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelConfig } from '../db/config-cache.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { findBrandByRef } from '../db/repositories/brands-repository.ts';
import type { ClientSession } from '../http/client-session.ts';
import { ApiFailure } from '../http/failure.ts';
import { TITLES } from '../http/messages.ts';

/** The brand a call names (its code or id), checked against the client session like a hotel. */
export async function requireBrand(deps: AppDeps, ref: string, session: ClientSession) {
  const brand = await findBrandByRef(deps.db, ref);
  if (!brand) throw new ApiFailure(404, ERROR_CODES.invalid, TITLES.notFound, [{ code: 'brand_not_found', message: TITLES.notFound }]);
  if (brand.id !== session.brandId) {
    throw new ApiFailure(403, ERROR_CODES.sessionExpired, TITLES.sessionExpired, [{ code: 'client_session_brand_mismatch', message: TITLES.sessionExpired }]);
  }
  return brand;
}

/**
 * The hotel a call names, checked against the client session's brand. An unknown code is a
 * 404; a session of another brand is treated as expired (403, 4000) so the widget renews it.
 */
export async function requireHotel(deps: AppDeps, code: string, session: ClientSession): Promise<HotelRow> {
  return (await requireHotelConfig(deps, code, session)).hotel;
}

/** The configuration of the hotel a call names (config-cache.ts), checked as requireHotel checks it. */
export async function requireHotelConfig(deps: AppDeps, code: string, session: ClientSession): Promise<HotelConfig> {
  return checkedHotel(await deps.config.hotel(code), session);
}

/** The hotel's configuration and its stay version (config-cache.ts hotelAndStay), checked as requireHotel checks it. */
export async function requireHotelAndStay(deps: AppDeps, code: string, session: ClientSession): Promise<{ config: HotelConfig; stayVersion: number }> {
  const { config, stayVersion } = await deps.config.hotelAndStay(code);
  return { config: checkedHotel(config, session), stayVersion };
}

function checkedHotel(config: HotelConfig | null, session: ClientSession): HotelConfig {
  const hotel = config?.hotel;
  if (!config || !hotel)
    throw new ApiFailure(404, ERROR_CODES.invalid, TITLES.hotelNotFound, [{ code: ERROR_REASONS.hotelNotFound, message: TITLES.hotelNotFound }]);
  if (hotel.brand_id !== session.brandId) {
    throw new ApiFailure(403, ERROR_CODES.sessionExpired, TITLES.sessionExpired, [{ code: 'client_session_brand_mismatch', message: TITLES.sessionExpired }]);
  }
  return config;
}
