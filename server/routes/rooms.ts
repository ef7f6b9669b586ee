import type { Hono } from 'hono';
import { searchRooms } from '../../shared/api/rooms.ts';
import type { CurrencyCode } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import { listAvailability, listPlanStock, listRates, listRoomPlans } from '../db/repositories/rooms-repository.ts';
import { stayNights } from '../domain/dates.ts';
import { buildRoomSearch } from '../domain/room-search.ts';
import { mountCall } from '../http/mount-call.ts';
import { sellablePlans } from '../use-cases/sellable-plans.ts';
import { assertRooms, assertStay, requireHotel } from './hotel-access.ts';

/** GET /hotels/:code/rooms: rooms and plans priced for the stay (spec 2 §7.3). */
export function mountRooms(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, searchRooms, async ({ params, query, locale, session }) => {
    const hotel = await requireHotel(deps, params.code, session);
    assertStay(deps, hotel, query.checkin_date, query.checkout_date);
    const { rooms, tiers } = await assertRooms(deps, hotel, query.rooms);
    const nights = stayNights(query.checkin_date, query.checkout_date);
    const roomPlans = await sellablePlans(deps.db, hotel, await listRoomPlans(deps.db, hotel.id), {
      mode: query.mode, promoCode: query.promo_code, checkin: query.checkin_date, nights, now: deps.now(),
    });
    const [rates, availability, planStock] = await Promise.all([
      listRates(deps.db, roomPlans.map((p) => p.room_plan_id), query.checkin_date, query.checkout_date, rooms.map((r) => r.adults)),
      listAvailability(deps.db, [...new Set(roomPlans.map((p) => p.room_type_id))], query.checkin_date, query.checkout_date),
      listPlanStock(deps.db, [...new Set(roomPlans.map((p) => p.hotel_plan_id))], query.checkin_date, query.checkout_date),
    ]);
    return buildRoomSearch({
      locale,
      currency: hotel.currency as CurrencyCode,
      taxRateBp: hotel.tax_rate_bp,
      taxIncluded: hotel.settings.show_prices_tax_included,
      checkin: query.checkin_date,
      checkout: query.checkout_date,
      nights,
      rooms,
      kidsTiers: tiers,
      type: query.type,
      order: query.order,
      includeOccupied: query.is_including_occupied,
      roomTypeCodes: query.room_type_codes,
      hotelPlanCodes: query.hotel_plan_codes,
      accessibility: query.accessibility,
      filters: query.filter,
      roomPlans,
      rates,
      availability,
      planStock,
    });
  });
}
