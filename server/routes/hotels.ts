import type { Hono } from 'hono';
import { getHotel } from '../../shared/api/hotels.ts';
import type { CurrencyCode } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import { localizedText } from '../domain/localized-text.ts';
import { mountCall } from '../http/mount-call.ts';
import { requireHotel } from './hotel-access.ts';

/** GET /hotels/:code: hotel info in the caller's language. */
export function mountHotels(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, getHotel, async ({ params, locale, session }) => {
    const hotel = await requireHotel(deps, params.code, session);
    return {
      id: hotel.id,
      code: hotel.code,
      name: localizedText(hotel.names, locale, hotel.locale),
      description: localizedText(hotel.descriptions, locale, hotel.locale),
      address: localizedText(hotel.addresses, locale, hotel.locale),
      phone: hotel.phone,
      email: hotel.email,
      url: hotel.url,
      currency: hotel.currency as CurrencyCode,
      timezone: hotel.timezone,
      checkin_time: hotel.checkin_time,
      checkout_time: hotel.checkout_time,
      tax_rate_bp: hotel.tax_rate_bp,
    };
  });
}
