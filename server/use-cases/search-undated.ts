import type { RoomSearchResult } from '../../shared/api/rooms.ts';
import type { CurrencyCode } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { listDailyInventory, listDailyPlanStock, listStayRestrictions } from '../db/repositories/restrictions-repository.ts';
import { listRates, listRoomPlans } from '../db/repositories/rooms-repository.ts';
import { hotelToday, nightCount, shiftDate, shiftMonths } from '../domain/dates.ts';
import { buildRoomSearch } from '../domain/room-search.ts';
import { cheapestStays } from '../domain/undated-search.ts';
import type { CheckedSearch } from './search-rooms.ts';
import { sellablePlans } from './sellable-plans.ts';

/** An undated search: the checked search without dates, and its nights. */
export type UndatedSearch = Omit<CheckedSearch, 'checkin' | 'checkout' | 'dayUse'> & { nights: number };

/**
 * Spec 1 §2 undated search: the room types and plans that can be sold for `nights` nights on
 * some date of the reservable period, each offer priced at its lowest total for those nights
 * (its nightly prices carry the dates). Four reads cover the whole period, whatever its length.
 */
export async function searchUndatedRooms(deps: AppDeps, hotel: HotelRow, search: UndatedSearch): Promise<RoomSearchResult> {
  const today = hotelToday(hotel.timezone, deps.now());
  const earliest = hotel.settings.yesterday_bookable ? shiftDate(today, -1) : today;
  // spec 1 §5: a stay ends at the latest the day after the reservable period's last date
  const lastCheckout = shiftDate(shiftMonths(today, hotel.settings.reservable_period_months), 1);
  const lastNight = shiftDate(lastCheckout, -1);
  const checkins = Array.from({ length: Math.max(0, nightCount(earliest, lastCheckout) - search.nights + 1) }, (_, i) => shiftDate(earliest, i));
  const roomPlans = await sellablePlans(deps.db, hotel, await listRoomPlans(deps.db, hotel.id), {
    mode: search.mode,
    promoCode: search.promoCode,
    checkin: earliest,
    nights: [],
    now: deps.now(),
    audience: search.audience,
  });
  const ids = roomPlans.map((p) => p.room_plan_id);
  const [rates, inventory, planStock, restrictions] = await Promise.all([
    listRates(
      deps.db,
      ids,
      earliest,
      lastCheckout,
      search.rooms.map((r) => r.adults),
    ),
    listDailyInventory(deps.db, [...new Set(roomPlans.map((p) => p.room_type_id))], earliest, lastNight),
    listDailyPlanStock(deps.db, [...new Set(roomPlans.map((p) => p.hotel_plan_id))], earliest, lastNight),
    listStayRestrictions(deps.db, ids, earliest, lastNight),
  ]);
  const best = cheapestStays({
    nights: search.nights,
    checkins,
    rooms: search.rooms,
    taxRateBp: hotel.tax_rate_bp,
    roomPlans,
    rates,
    inventory,
    planStock,
    restrictions,
  });
  const sellable = roomPlans.filter((p) => best.has(p.room_plan_id));
  const maxBy = <T>(items: T[], key: (item: T) => string, value: (item: T) => number) => {
    const most = new Map<string, number>();
    for (const item of items) most.set(key(item), Math.max(most.get(key(item)) ?? 0, value(item)));
    return most;
  };
  const roomsLeft = maxBy(
    sellable,
    (p) => p.room_type_id,
    (p) => best.get(p.room_plan_id)!.roomsLeft,
  );
  const planLeft = maxBy(
    sellable.filter((p) => best.get(p.room_plan_id)!.planLeft !== null),
    (p) => p.hotel_plan_id,
    (p) => best.get(p.room_plan_id)!.planLeft!,
  );
  const result = buildRoomSearch({
    cardPayments: deps.payments !== null,
    ...search,
    hotelLocale: hotel.locale,
    currency: hotel.currency as CurrencyCode,
    taxRateBp: hotel.tax_rate_bp,
    taxIncluded: hotel.settings.show_prices_tax_included,
    checkin: earliest,
    checkout: lastCheckout,
    nights: Array.from({ length: search.nights }, (_, i) => String(i)),
    // every offer is priced on its own cheapest stay
    roomPlans: sellable,
    rates: rates.filter((r) => best.get(r.room_plan_id)?.nights.includes(r.stay_date)),
    availability: [...roomsLeft].map(([room_type_id, left]) => ({ room_type_id, rooms_left: left, nights: search.nights })),
    planStock: [...planLeft].map(([hotel_plan_id, left]) => ({ hotel_plan_id, plan_left: left })),
    // spec 1 §5: the tiers-mode exclusion by sale limit and room_count does not apply to undated searches
    includeOccupied: true,
  });
  const available = <T extends { is_sold_out: boolean }>(item: T): T => ({ ...item, is_sold_out: false });
  return {
    ...result,
    search_type: 'undated',
    room_types: result.room_types.map((type) => ({ ...available(type), room_plans: type.room_plans.map(available) })),
    plans: result.plans.map((plan) => ({ ...plan, rooms: plan.rooms.map(available) })),
  };
}
