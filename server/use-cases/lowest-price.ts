import type { RoomSearchEntry } from '../../shared/api/rooms.ts';
import type { CurrencyCode, Locale } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import { listKidsTiers, type HotelRow } from '../db/repositories/hotels-repository.ts';
import { listAvailability, listPlanStock, listRates, listRoomPlans } from '../db/repositories/rooms-repository.ts';
import { stayNights } from '../domain/dates.ts';
import { isGuestsProblem, resolveRoomGuests, type RoomGuests } from '../domain/room-guests.ts';
import { buildRoomSearch } from '../domain/room-search.ts';
import { checkStay } from '../domain/stay-rules.ts';

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
  search: { checkin: string; checkout: string; rooms: RoomSearchEntry[] },
  locale: Locale,
): Promise<number | null> {
  const stayProblem = checkStay({
    checkin: search.checkin, checkout: search.checkout, timezone: hotel.timezone, now: deps.now(),
    reservableMonths: hotel.settings.reservable_period_months, yesterdayBookable: hotel.settings.yesterday_bookable,
  });
  if (stayProblem || search.rooms.length === 0 || search.rooms.length > Math.max(1, hotel.settings.multi_rooms_search_limit)) return null;

  const tiers = await listKidsTiers(deps.db, hotel.id);
  const rooms: RoomGuests[] = [];
  for (const room of search.rooms) {
    const guests = resolveRoomGuests(room, hotel.settings, tiers);
    if (isGuestsProblem(guests)) return null;
    rooms.push(guests);
  }

  const roomPlans = await listRoomPlans(deps.db, hotel.id);
  const [rates, availability, planStock] = await Promise.all([
    listRates(deps.db, roomPlans.map((p) => p.room_plan_id), search.checkin, search.checkout, rooms.map((r) => r.adults)),
    listAvailability(deps.db, [...new Set(roomPlans.map((p) => p.room_type_id))], search.checkin, search.checkout),
    listPlanStock(deps.db, [...new Set(roomPlans.map((p) => p.hotel_plan_id))], search.checkin, search.checkout),
  ]);
  const result = buildRoomSearch({
    locale,
    currency: hotel.currency as CurrencyCode,
    taxRateBp: hotel.tax_rate_bp,
    taxIncluded: true,
    checkin: search.checkin,
    checkout: search.checkout,
    nights: stayNights(search.checkin, search.checkout),
    rooms,
    kidsTiers: tiers,
    type: 'rooms',
    order: 'price_low_to_high',
    includeOccupied: false,
    roomPlans,
    rates,
    availability,
    planStock,
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
