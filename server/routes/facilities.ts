import type { Hono } from 'hono';
import * as v from 'valibot';
import { listBrandHotels, type BrandHotel } from '../../shared/api/facilities.ts';
import { RoomSearchEntrySchema } from '../../shared/api/rooms.ts';
import { DEFAULT_ADULTS, MAX_NIGHTS, type CurrencyCode } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { pageBrandHotels } from '../db/repositories/brands-repository.ts';
import { requireBrand } from './hotel-access.ts';
import { listActiveCompanions } from '../db/repositories/programs-repository.ts';
import { nightCount } from '../domain/dates.ts';
import { splitTax } from '../domain/pricing.ts';
import { ApiFailure } from '../http/failure.ts';
import { FIELD_MESSAGES, REASONS, TITLES } from '../http/messages.ts';
import { mountCall } from '../http/mount-call.ts';
import { localizedText } from '../domain/localized-text.ts';
import { lowestPrice } from '../use-cases/lowest-price.ts';

function invalid(field: string, code: string, message: (typeof FIELD_MESSAGES)[string], values?: Record<string, unknown>): ApiFailure {
  return new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [], { [field]: [{ code, message, ...(values ? { values } : {}) }] });
}

/** GET /hotel_brands/:brand/hotels: the brand facility list, a page at a time (spec 2 §7.3). */
export function mountFacilities(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, listBrandHotels, async ({ params, query, locale, session }) => {
    const brand = await requireBrand(deps, params.brand, session);
    let search: Parameters<typeof lowestPrice>[2] | null = null;
    if (query.is_including_lowest_price) {
      const { checkin_date: checkin, checkout_date: checkout } = query;
      if (!checkin) throw invalid('checkin_date', 'date_required', FIELD_MESSAGES.date_invalid!);
      if (!checkout) throw invalid('checkout_date', 'date_required', FIELD_MESSAGES.date_invalid!);
      const nights = nightCount(checkin, checkout);
      if (nights < 1) throw invalid('checkout_date', ERROR_REASONS.checkoutBeforeCheckin, REASONS.checkout_not_after_checkin);
      if (nights > MAX_NIGHTS) throw invalid('checkout_date', ERROR_REASONS.stayTooLong, REASONS.stay_too_long, { max: MAX_NIGHTS });
      search = {
        checkin,
        checkout,
        rooms: query.rooms ?? [v.parse(RoomSearchEntrySchema, { adults: DEFAULT_ADULTS })],
        companions: await listActiveCompanions(deps.db, brand.id),
      };
    }

    const { rows, total } = await pageBrandHotels(deps.db, brand.id, {
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
      codes: query.hotel_codes,
    });
    const hotels = await Promise.all(
      rows.map(async (hotel): Promise<BrandHotel> => {
        const price = search ? await lowestPrice(deps, hotel, search, locale) : null;
        return {
          id: hotel.id,
          code: hotel.code,
          name: localizedText(hotel.names, locale, hotel.locale),
          description: localizedText(hotel.descriptions, locale, hotel.locale),
          address: localizedText(hotel.addresses, locale, hotel.locale),
          currency: hotel.currency as CurrencyCode,
          tax_included: hotel.settings.show_prices_tax_included,
          lowest_price: price,
          lowest_price_without_tax: price === null ? null : splitTax(price, hotel.tax_rate_bp).withoutTax,
          is_sold_out: search ? price === null : null,
        };
      }),
    );
    return {
      brand: { id: brand.id, code: brand.code, name: localizedText(brand.names, locale, null) },
      hotels,
      meta: { page: query.page, total_pages: Math.ceil(total / query.per_page), total_entries: total },
    };
  });
}
