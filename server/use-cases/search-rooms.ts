import type { RoomSearchResult } from '../../shared/api/rooms.ts';
import type { CurrencyCode } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { listAvailability, listPlanStock, listRates, listRoomPlans } from '../db/repositories/rooms-repository.ts';
import { stayNights } from '../domain/dates.ts';
import { occupiedUntil } from '../domain/day-use.ts';
import { buildRoomSearch, type RoomSearchInput } from '../domain/room-search.ts';
import type { SearchMode } from '../domain/rate-visibility.ts';
import { sellablePlans } from './sellable-plans.ts';

/** A room search whose stay and guests were already checked (rooms resolved under the kids setting). */
export type CheckedSearch = Pick<
  RoomSearchInput,
  'locale' | 'checkin' | 'checkout' | 'rooms' | 'type' | 'order' | 'includeOccupied' | 'roomTypeCodes' | 'hotelPlanCodes' | 'accessibility' | 'filters'
> & { mode: SearchMode; promoCode?: string | undefined; dayUse?: boolean };

/**
 * Searches a hotel's rooms and plans: the plans the guest may see and whose restrictions allow
 * the stay, priced for every room from the rates, rooms left and plan stock of the stay. The room
 * search call and the brand facility list both answer from it, so they never disagree.
 */
export async function searchHotelRooms(deps: AppDeps, hotel: HotelRow, search: CheckedSearch): Promise<RoomSearchResult> {
  // day use (check-out equal to check-in) is priced and takes rooms on its one date
  const until = occupiedUntil(search.checkin, search.checkout);
  const nights = stayNights(search.checkin, until);
  const roomPlans = await sellablePlans(deps.db, hotel, await listRoomPlans(deps.db, hotel.id), {
    mode: search.mode,
    promoCode: search.promoCode,
    checkin: search.checkin,
    nights,
    now: deps.now(),
    dayUse: search.dayUse ?? false,
  });
  const [rates, availability, planStock] = await Promise.all([
    listRates(
      deps.db,
      roomPlans.map((p) => p.room_plan_id),
      search.checkin,
      until,
      search.rooms.map((r) => r.adults),
    ),
    listAvailability(deps.db, [...new Set(roomPlans.map((p) => p.room_type_id))], search.checkin, until),
    listPlanStock(deps.db, [...new Set(roomPlans.map((p) => p.hotel_plan_id))], search.checkin, until),
  ]);
  const result = buildRoomSearch({
    ...search,
    currency: hotel.currency as CurrencyCode,
    taxRateBp: hotel.tax_rate_bp,
    taxIncluded: hotel.settings.show_prices_tax_included,
    nights,
    roomPlans,
    rates,
    availability,
    planStock,
  });
  return search.dayUse ? { ...result, checkout_date: search.checkin, nights: 0, is_day_use: true } : result;
}
