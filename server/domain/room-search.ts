import type { Locale, RoomSearchFilter, SortOrder } from '../../shared/constants.ts';
import { offeredPaymentTypes } from './payment-terms.ts';
import {
  ACCESSIBILITY_FEATURES,
  type AccessibilityFeature,
  type PlanResult,
  type RateVisibility,
  type RoomPlanResult,
  type RoomPrice,
  type RoomSearchResult,
  type RoomTypeResult,
} from '../../shared/api/rooms.ts';
import type { RoomPlanRow } from '../db/repositories/rooms-repository.ts';
import { localizedText, type HotelLocale } from './localized-text.ts';
import { groupBy } from './group-by.ts';
import { priceStay, splitTax } from './pricing.ts';
import type { RoomGuests } from './room-guests.ts';

/** Everything the search needs, already read from the database. */
export type RoomSearchInput = {
  locale: Locale;
  /** Whether the server takes card payments (a gateway is configured): without, plans offer payment at the hotel only. */
  cardPayments?: boolean;
  /** The hotel's default language, its texts' fallback (localizedText). */
  hotelLocale: HotelLocale;
  currency: RoomSearchResult['currency'];
  taxRateBp: number;
  taxIncluded: boolean;
  checkin: string;
  checkout: string;
  nights: string[];
  /** The rooms searched, with the kids setting applied. */
  rooms: RoomGuests[];
  type: 'rooms' | 'plans';
  order: SortOrder;
  includeOccupied: boolean;
  roomTypeCodes?: string[];
  hotelPlanCodes?: string[];
  /** Only rooms with every one of these features. */
  accessibility?: AccessibilityFeature[];
  /** Spec 1 §2 filter: only room plans matching every one. */
  filters?: RoomSearchFilter[];
  roomPlans: RoomPlanRow[];
  /** Nightly rates of the room plans for every adults count the rooms have. */
  rates: Array<{ room_plan_id: string; stay_date: string; adults: number; price: number }>;
  availability: Array<{ room_type_id: string; rooms_left: number; nights: number }>;
  /** Plan stock left over the stay, for plans with stock rows on some of its nights. */
  planStock?: Array<{ hotel_plan_id: string; plan_left: number }>;
};

/** One room priced under a room plan, or null when the plan cannot take the room's guests or a night is closed. */
export function priceRoom(
  row: Pick<RoomPlanRow, 'room_plan_id' | 'max_guests'>,
  room: RoomGuests,
  rates: RoomSearchInput['rates'],
  nights: number,
  taxRateBp: number,
): RoomPrice | null {
  if (room.beds > row.max_guests) return null;
  const own = rates.filter((r) => r.room_plan_id === row.room_plan_id && r.adults === room.adults).map((r) => ({ date: r.stay_date, price: r.price }));
  if (own.length !== nights) return null; // a night without a rate is closed for this plan
  const priced = priceStay(own, room.adults, room.charges);
  const { tax, withoutTax } = splitTax(priced.total, taxRateBp);
  return {
    total_price: priced.total,
    total_price_without_tax: withoutTax,
    tax,
    nightly_prices: priced.nights,
    adults_count: room.adults,
    children_count: room.children,
  };
}

/** Rooms of a plan one reservation may take: its sale limit and its stock, whichever is lower. */
export function effectiveSaleLimit(saleLimit: number | null, planLeft: number | null): number | null {
  if (saleLimit === null) return planLeft;
  return planLeft === null ? saleLimit : Math.min(saleLimit, planLeft);
}

/** True when every room of the search has the same guests (the adults, kids tiers and room_count form). */
export function identicalRooms(rooms: RoomGuests[]): boolean {
  const key = (r: RoomGuests) => JSON.stringify([r.adults, r.kids, r.adultCompanions, r.kidCompanions]);
  return rooms.every((r) => key(r) === key(rooms[0]!));
}

/** Spec 1 §3 matched_search_criteria: the guests of a room, with and without its companions. */
export function matchedCriteria(room: RoomGuests): RoomPlanResult['matched_search_criteria'] {
  return {
    adults_count: room.adults,
    children_count: room.children,
    adults_with_companion: room.adults + room.adultCompanions,
    children_with_kid_tier_A_companion: room.children + room.kidCompanions,
  };
}

function priceRoomPlan(
  input: RoomSearchInput,
  row: RoomPlanRow,
  ownRates: RoomSearchInput['rates'],
  roomsLeft: number,
  planLeft: number | null,
): RoomPlanResult | null {
  const paymentTypes = offeredPaymentTypes(row.payment_types, input.cardPayments ?? false);
  // a plan paid only by card is not sold while card payment is off
  if (paymentTypes.length === 0) return null;
  // only the plan's own rates: pricing each plan from every plan's rates grew with the square of the plans
  const prices = input.rooms.map((room) => priceRoom(row, room, ownRates, input.nights.length, input.taxRateBp));
  const first = prices.find((p): p is RoomPrice => p !== null);
  if (!first) return null;
  const saleLimit = effectiveSaleLimit(row.sale_limit, planLeft);
  // spec 1 §5: with N rooms of the same guests, a room type or plan that cannot sell N is out
  const needed = identicalRooms(input.rooms) ? input.rooms.length : 1;
  const soldOut = roomsLeft < needed || (saleLimit !== null && saleLimit < needed);
  return {
    room_plan_code: row.room_plan_code,
    room_type_code: row.room_type_code,
    hotel_plan_code: row.hotel_plan_code,
    room_type_name: localizedText(row.room_type_names, input.locale, input.hotelLocale),
    room_plan_name: localizedText(row.plan_names, input.locale, input.hotelLocale),
    meal: row.meal as RoomPlanResult['meal'],
    cancellation_policy_id: row.cancellation_policy_id,
    total_price: first.total_price,
    total_price_without_tax: first.total_price_without_tax,
    tax: first.tax,
    nightly_prices: first.nightly_prices,
    matched_search_criteria: matchedCriteria(input.rooms[prices.indexOf(first)]!),
    room_prices: prices,
    room_count: roomsLeft,
    sale_limit: saleLimit,
    plan_stock_count: planLeft,
    is_sold_out: soldOut,
    payment_types: paymentTypes,
    deposit_percentage: row.deposit_percentage,
    rate_visibility: row.visibility as RateVisibility,
  };
}

/** Whether a room plan matches one room search filter. */
export function matchesFilter(row: Pick<RoomPlanRow, 'smoking' | 'meal' | 'wifi' | 'bathtub' | 'bed_type' | 'size_tatami'>, filter: RoomSearchFilter): boolean {
  switch (filter) {
    case 'non_smoking':
      return !row.smoking;
    case 'smoking':
      return row.smoking;
    case 'breakfast':
      return row.meal === 'breakfast' || row.meal === 'half_board';
    case 'room_only':
      return row.meal === 'none';
    case 'free_wifi':
      return row.wifi === 'free';
    case 'bathtub':
      return row.bathtub;
    case 'twin_beds':
      return row.bed_type === 'twin';
    case 'tatami':
      return row.size_tatami !== null;
  }
}

function byOrder(order: SortOrder) {
  return (a: { price: number; sort: number }, b: { price: number; sort: number }) =>
    order === 'recommended' ? a.sort - b.sort : order === 'price_high_to_low' ? b.price - a.price : a.price - b.price;
}

/** A room of the search as the answer repeats it. */
export function searchedRoom(room: RoomGuests): RoomSearchResult['rooms'][number] {
  return {
    adults: room.adults,
    kids_tiers: room.kids,
    children_ages: room.childrenAges,
    adult_companion: room.adultCompanions,
    kid_tier_A_companion: room.kidCompanions,
  };
}

/**
 * Builds the search answer: prices every sellable room plan for the stay, marks sold-out ones
 * (kept only when occupied rooms are asked for), and groups by room type or by plan.
 */
export function buildRoomSearch(input: RoomSearchInput): RoomSearchResult {
  const left = new Map(input.availability.map((a) => [a.room_type_id, a.nights === input.nights.length ? a.rooms_left : 0]));
  const stock = new Map((input.planStock ?? []).map((p) => [p.hotel_plan_id, Math.max(0, p.plan_left)]));
  const ratesByPlan = groupBy(input.rates, (r) => r.room_plan_id);
  const priced: Array<{ row: RoomPlanRow; result: RoomPlanResult }> = [];
  for (const row of input.roomPlans) {
    if (input.roomTypeCodes && !input.roomTypeCodes.includes(row.room_type_code)) continue;
    if (input.hotelPlanCodes && !input.hotelPlanCodes.includes(row.hotel_plan_code)) continue;
    if (input.accessibility && !input.accessibility.every((feature) => row.accessibility.includes(feature))) continue;
    if (input.filters && !input.filters.every((filter) => matchesFilter(row, filter))) continue;
    const own = ratesByPlan.get(row.room_plan_id) ?? [];
    const result = priceRoomPlan(input, row, own, Math.max(0, left.get(row.room_type_id) ?? 0), stock.get(row.hotel_plan_id) ?? null);
    if (result && (!result.is_sold_out || input.includeOccupied)) priced.push({ row, result });
  }
  const base = {
    currency: input.currency,
    checkin_date: input.checkin,
    checkout_date: input.checkout,
    nights: input.nights.length,
    type: input.type,
    tax_included: input.taxIncluded,
    rooms: input.rooms.map(searchedRoom),
  };
  const sort = byOrder(input.order);
  if (input.type === 'plans') return { ...base, room_types: [], plans: groupByPlan(priced, input, sort) };
  return { ...base, room_types: groupByRoomType(priced, input, sort), plans: [] };
}

type Priced = Array<{ row: RoomPlanRow; result: RoomPlanResult }>;
type Sort = ReturnType<typeof byOrder>;

/**
 * Groups priced room plans (by room type or by plan), orders each group's offers and then the
 * groups by their best available offer, sold-out groups last.
 */
function grouped<T>(
  priced: Priced,
  sort: Sort,
  by: { key: (row: RoomPlanRow) => string; itemSort: (row: RoomPlanRow) => number; groupSort: (row: RoomPlanRow) => number },
  build: (row: RoomPlanRow, offers: RoomPlanResult[], soldOut: boolean) => T,
): T[] {
  return [...groupBy(priced, (item) => by.key(item.row)).values()]
    .map((items) => {
      const row = items[0]!.row;
      const offers = items.map((i) => ({ price: i.result.total_price, sort: by.itemSort(i.row), result: i.result })).sort(sort);
      const available = offers.filter((o) => !o.result.is_sold_out);
      const soldOut = available.length === 0;
      return {
        sort: by.groupSort(row),
        price: (available[0] ?? offers[0]!).result.total_price,
        soldOut,
        value: build(
          row,
          offers.map((o) => o.result),
          soldOut,
        ),
      };
    })
    .sort((a, b) => Number(a.soldOut) - Number(b.soldOut) || sort(a, b))
    .map((group) => group.value);
}

function groupByRoomType(priced: Priced, { locale, hotelLocale }: RoomSearchInput, sort: Sort): RoomTypeResult[] {
  const by = { key: (r: RoomPlanRow) => r.room_type_id, itemSort: (r: RoomPlanRow) => r.plan_sort, groupSort: (r: RoomPlanRow) => r.room_type_sort };
  return grouped(priced, sort, by, (row, offers, soldOut) => ({
    room_type_code: row.room_type_code,
    room_type_name: localizedText(row.room_type_names, locale, hotelLocale),
    description: localizedText(row.room_type_descriptions, locale, hotelLocale),
    images: row.room_type_images.map((image) => ({
      url: image.url,
      width: image.width,
      height: image.height,
      alt: localizedText(image.alts, locale, hotelLocale),
      srcset: image.srcset.map(({ url, width }) => ({ url, width })),
    })),
    attributes: {
      size_sqm: row.size_sqm,
      size_tatami: row.size_tatami,
      bed_count: row.bed_count,
      bed_type: row.bed_type as RoomTypeResult['attributes']['bed_type'],
      smoking: row.smoking,
      wifi: row.wifi as RoomTypeResult['attributes']['wifi'],
      bath: row.bath,
      shower: row.shower,
      bathtub: row.bathtub,
      toilet: row.toilet,
      max_guests: row.max_guests,
      accessibility: row.accessibility.filter((f): f is AccessibilityFeature => (ACCESSIBILITY_FEATURES as readonly string[]).includes(f)),
    },
    rooms_left: offers[0]!.room_count,
    is_sold_out: soldOut,
    room_plans: offers,
  }));
}

function groupByPlan(priced: Priced, { locale, hotelLocale }: RoomSearchInput, sort: Sort): PlanResult[] {
  const by = { key: (r: RoomPlanRow) => r.hotel_plan_id, itemSort: (r: RoomPlanRow) => r.room_type_sort, groupSort: (r: RoomPlanRow) => r.plan_sort };
  return grouped(priced, sort, by, (row, offers) => ({
    hotel_plan_code: row.hotel_plan_code,
    plan_name: localizedText(row.plan_names, locale, hotelLocale),
    description: localizedText(row.plan_descriptions, locale, hotelLocale),
    meal: row.meal as PlanResult['meal'],
    booking_start_date: null,
    sale_limit: offers[0]!.sale_limit,
    rooms: offers,
  }));
}
