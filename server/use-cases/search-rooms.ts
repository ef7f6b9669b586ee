import type { RoomSearchResult } from '../../shared/api/rooms.ts';
import type { CurrencyCode } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelConfig } from '../db/config-cache.ts';
import { readStay } from '../db/repositories/rooms-repository.ts';
import type { StayDates, StayIds } from '../db/stay-cache.ts';
import { stayNights } from '../domain/dates.ts';
import { occupiedUntil } from '../domain/day-use.ts';
import { buildRoomSearch, type RoomSearchInput } from '../domain/room-search.ts';
import type { SearchMode } from '../domain/rate-visibility.ts';
import type { Audience } from '../domain/member-programmes.ts';
import { allowedPlans, visibleRoomPlans } from './sellable-plans.ts';

/** A room search whose stay and guests were already checked (rooms resolved under the kids setting). */
export type CheckedSearch = Pick<
  RoomSearchInput,
  'locale' | 'checkin' | 'checkout' | 'rooms' | 'type' | 'order' | 'includeOccupied' | 'roomTypeCodes' | 'hotelPlanCodes' | 'accessibility' | 'filters'
> & {
  mode: SearchMode;
  promoCode?: string | undefined;
  dayUse?: boolean;
  /** The hotel's stay version as the caller read it (config-cache.ts hotelAndStay): the stay's rows may then come from the process's copy. */
  stayVersion?: number;
  /** The signed-in member (their member rates), or null. */
  audience: Audience;
};

/**
 * Searches a hotel's rooms and plans: the plans the guest may see and whose restrictions allow
 * the stay, priced for every room from the rates, rooms left and plan stock of the stay. The room
 * search call and the brand facility list both answer from it, so they never disagree. The
 * hotel's plans come from its configuration; the stay's rows from one statement (readStay), or
 * from the copy kept in the process when the caller read the hotel's stay version (stay-cache.ts).
 */
export async function searchHotelRooms(deps: AppDeps, config: HotelConfig, search: CheckedSearch): Promise<RoomSearchResult> {
  const { hotel } = config;
  // day use (check-out equal to check-in) is priced and takes rooms on its one date
  const until = occupiedUntil(search.checkin, search.checkout);
  const nights = stayNights(search.checkin, until);
  const sellable = {
    mode: search.mode,
    promoCode: search.promoCode,
    checkin: search.checkin,
    nights,
    now: deps.now(),
    dayUse: search.dayUse ?? false,
    audience: search.audience,
  };
  const visible = await visibleRoomPlans(deps.db, hotel, config.roomPlans, config.dayUsePlanIds, sellable);
  const stay =
    nights.length === 0
      ? { rates: [], availability: [], planStock: [], restrictions: [] }
      : await stayRows(deps, config, search.stayVersion, {
          ids: {
            roomPlanIds: visible.map((p) => p.room_plan_id),
            roomTypeIds: [...new Set(visible.map((p) => p.room_type_id))],
            hotelPlanIds: [...new Set(visible.map((p) => p.hotel_plan_id))],
          },
          stay: { checkin: search.checkin, until, lastNight: nights.at(-1)!, adults: search.rooms.map((r) => r.adults) },
        });
  // plans the restrictions refuse are left out; their rates read with the others are not used
  const roomPlans = allowedPlans(visible, stay.restrictions, sellable);
  const result = buildRoomSearch({
    cardPayments: deps.payments !== null,
    ...search,
    hotelLocale: hotel.locale,
    currency: hotel.currency as CurrencyCode,
    taxRateBp: hotel.tax_rate_bp,
    taxIncluded: hotel.settings.show_prices_tax_included,
    nights,
    roomPlans,
    rates: stay.rates,
    availability: stay.availability,
    planStock: stay.planStock,
  });
  return search.dayUse ? { ...result, checkout_date: search.checkin, nights: 0, is_day_use: true } : result;
}

function stayRows(deps: AppDeps, config: HotelConfig, version: number | undefined, { ids, stay }: { ids: StayIds; stay: StayDates }) {
  return version === undefined ? readStay(deps.db, ids, stay) : deps.config.stays.read(config.hotel.id, version, ids, stay);
}
