import type { RoomSearchEntry } from '../../shared/api/rooms.ts';
import type { Locale } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import type { ActiveCompanion } from '../db/repositories/programs-repository.ts';
import { isGuestsProblem, lowestPriceKids, resolveRoomGuests, type RoomGuests } from '../domain/room-guests.ts';
import { checkStay } from '../domain/stay-rules.ts';
import { GUEST } from '../domain/member-programmes.ts';
import { searchHotelRooms } from './search-rooms.ts';

/**
 * The cheapest total a guest can book at this hotel for the stay and rooms searched, tax
 * included, in the hotel's minor units: the room search's own answer (same rules, same prices),
 * each room at its cheapest plan that is not sold out, added up. Null when the hotel cannot
 * take the stay or the guests, or nothing is left. It never throws for a stay or guests the
 * hotel refuses: the brand facility list shows such a hotel as sold out.
 */
export async function lowestPrice(
  deps: AppDeps,
  hotel: HotelRow,
  /** The stay and rooms searched, and the companions the guest may bring (read once for the brand's whole list). */
  search: { checkin: string; checkout: string; rooms: RoomSearchEntry[]; companions: ActiveCompanion[] },
  locale: Locale,
): Promise<number | null> {
  const stayProblem = checkStay({
    checkin: search.checkin,
    checkout: search.checkout,
    timezone: hotel.timezone,
    now: deps.now(),
    reservableMonths: hotel.settings.reservable_period_months,
    yesterdayBookable: hotel.settings.yesterday_bookable,
  });
  if (stayProblem || search.rooms.length === 0 || search.rooms.length > Math.max(1, hotel.settings.multi_rooms_search_limit)) return null;

  const config = await deps.config.hotel(hotel.code);
  if (!config) return null;
  const { tiers } = config;
  const rooms: RoomGuests[] = [];
  for (const room of search.rooms) {
    const guests = resolveRoomGuests(lowestPriceKids(room, hotel.settings, tiers), hotel.settings, tiers, search.companions);
    if (isGuestsProblem(guests)) return null;
    rooms.push(guests);
  }

  // a public search: what any guest could book, with the hotel's own stay restrictions
  const result = await searchHotelRooms(deps, config, {
    locale,
    checkin: search.checkin,
    checkout: search.checkout,
    rooms,
    type: 'rooms',
    order: 'price_low_to_high',
    includeOccupied: false,
    mode: 'none',
    // the brand's list answers every guest alike: member rates are the hotel's own search's
    audience: GUEST,
  });
  const offers = result.room_types.flatMap((roomType) => roomType.room_plans).filter((plan) => !plan.is_sold_out);
  let total = 0;
  for (const [index] of rooms.entries()) {
    const prices = offers.map((plan) => plan.room_prices[index]?.total_price).filter((price): price is number => price !== undefined);
    if (prices.length === 0) return null;
    total += Math.min(...prices);
  }
  return total;
}
