import type { Hono } from 'hono';
import { searchRooms } from '../../shared/api/rooms.ts';
import type { AppDeps } from '../deps.ts';
import { mountCall } from '../http/mount-call.ts';
import { searchHotelRooms } from '../use-cases/search-rooms.ts';
import { occupiedUntil } from '../domain/day-use.ts';
import { assertDayUseStay } from './day-use-access.ts';
import { assertRooms, assertStay, requireHotel } from './hotel-access.ts';

/** GET /hotels/:code/rooms: rooms and plans priced for the stay (spec 2 §7.3). */
export function mountRooms(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, searchRooms, async ({ params, query, locale, session }) => {
    const hotel = await requireHotel(deps, params.code, session);
    // spec 2 §7.3: a day-use search sends check-out equal to check-in
    if (query.is_day_use) assertDayUseStay(query.checkin_date, query.checkout_date);
    assertStay(deps, hotel, query.checkin_date, query.is_day_use ? occupiedUntil(query.checkin_date, query.checkout_date) : query.checkout_date);
    const { rooms, tiers } = await assertRooms(deps, hotel, query.rooms);
    return searchHotelRooms(deps, hotel, {
      locale,
      checkin: query.checkin_date,
      checkout: query.checkout_date,
      rooms,
      kidsTiers: tiers,
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
    });
  });
}
