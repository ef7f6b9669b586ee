import type { Hono } from 'hono';
import { searchRooms, type RoomSearchQuery, type RoomSearchResult } from '../../shared/api/rooms.ts';
import type { Locale } from '../../shared/constants.ts';
import type { HotelConfig } from '../db/config-cache.ts';
import { paymentPromotionView } from '../db/repositories/promotions-repository.ts';
import type { AppDeps } from '../deps.ts';
import { mountCall } from '../http/mount-call.ts';
import { offerPolicies } from '../use-cases/policy-view.ts';
import { searchHotelRooms } from '../use-cases/search-rooms.ts';
import { occupiedUntil } from '../domain/day-use.ts';
import { assertDayUseStay, assertUndatedRooms } from './day-use-access.ts';
import { searchUndatedRooms } from '../use-cases/search-undated.ts';
import { requireHotelAndStay } from './hotel-access.ts';
import { assertRooms, assertStay } from '../use-cases/stay-and-rooms.ts';

/** GET /hotels/:code/rooms: rooms and plans priced for the stay (spec 2 §7.3). */
export function mountRooms(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, searchRooms, async ({ params, query, locale, session }) => {
    const { config, stayVersion } = await requireHotelAndStay(deps, params.code, session);
    const result = await search(config, stayVersion, query, locale);
    // spec 2 §7.3 payment_promotion_info: with the search's answer only (the brand list has no use for it)
    return {
      ...result,
      payment_promotion_info: paymentPromotionView(config.paymentPromotion, locale, config.hotel.locale),
      cancellation_policies: offerPolicies(config.policies, result),
    };
  });

  async function search(config: HotelConfig, stayVersion: number, query: RoomSearchQuery, locale: Locale): Promise<RoomSearchResult> {
    const { hotel } = config;
    if (query.search_type === 'undated') {
      const rooms = await assertRooms(deps, hotel, query.rooms, { config });
      // spec 1 §5: an undated search needs the same guests in every room
      assertUndatedRooms(rooms);
      return searchUndatedRooms(deps, hotel, {
        locale,
        rooms,
        nights: query.nights!,
        type: query.type,
        order: query.order,
        includeOccupied: query.is_including_occupied,
        roomTypeCodes: query.room_type_codes,
        hotelPlanCodes: query.hotel_plan_codes,
        accessibility: query.accessibility,
        filters: query.filter,
        mode: query.mode,
        promoCode: query.promo_code,
      });
    }
    const checkin = query.checkin_date!;
    const checkout = query.checkout_date!;
    // spec 2 §7.3: a day-use search sends check-out equal to check-in
    if (query.is_day_use) assertDayUseStay(checkin, checkout);
    assertStay(deps, hotel, checkin, query.is_day_use ? occupiedUntil(checkin, checkout) : checkout);
    const rooms = await assertRooms(deps, hotel, query.rooms, { config });
    return searchHotelRooms(deps, config, {
      locale,
      checkin,
      checkout,
      rooms,
      type: query.type,
      order: query.order,
      includeOccupied: query.is_including_occupied,
      roomTypeCodes: query.room_type_codes,
      hotelPlanCodes: query.hotel_plan_codes,
      accessibility: query.accessibility,
      filters: query.filter,
      mode: query.mode,
      promoCode: query.promo_code,
      dayUse: query.is_day_use,
      stayVersion,
    });
  }
}
