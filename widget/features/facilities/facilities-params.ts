import type { InferInput } from 'valibot';
import type { BrandHotelsQuerySchema } from '../../../shared/api/facilities.ts';
import { BRAND_HOTELS_MAX_PER_PAGE } from '../../../shared/api/facilities.ts';
import { DEFAULT_ADULTS, DEFAULT_ROOM_COUNT, MAX_NIGHTS, MEAL_BED_OPTIONS, type MealBedOption } from '../../../shared/constants.ts';
import type { Startup } from '../../lib/context.ts';
import { addDays, isIsoDate, nightsBetween } from '../../lib/dates.ts';

/**
 * One room of the search: adults, children by kids tier (with a meal and bedding option where
 * given) or by age, and companions. Each hotel prices them in its own terms (lowestPriceKids).
 */
export type FacilityRoom = {
  adults: number;
  kids_tiers: Array<{ code: string; count: number; meal_bed?: MealBedOption }>;
  children_ages: number[];
  adult_companion?: number;
  kid_tier_A_companion?: number;
};

/** The search the facility list prices each hotel for. */
export type FacilitySearch = { checkin: string; checkout: string; rooms: FacilityRoom[] };

const MAX_GUESTS = 20;
const MAX_ROOMS = 10;

function count(value: unknown, min: number, max: number): number | null {
  const n = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

function kidsTiers(value: unknown): FacilityRoom['kids_tiers'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const { code, count: n } = (entry ?? {}) as { code?: unknown; count?: unknown };
    const kids = count(n, 1, MAX_GUESTS);
    const option = (MEAL_BED_OPTIONS as readonly unknown[]).includes((entry as { meal_bed?: unknown }).meal_bed)
      ? (entry as { meal_bed: MealBedOption }).meal_bed
      : null;
    return typeof code === 'string' && /^[A-Z]$/.test(code) && kids !== null ? [{ code, count: kids, ...(option ? { meal_bed: option } : {}) }] : [];
  });
}

function childrenAges(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((age): age is number => count(age, 0, 17) !== null).slice(0, MAX_GUESTS) : [];
}

function parseJson(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** Spec 1 §2: rooms as JSON, else adults with kids_tiers (or kids_ages) JSON and room_count; invalid JSON falls back to defaults. */
function parseRooms(query: URLSearchParams): FacilityRoom[] {
  const rooms = parseJson(query.get('rooms'));
  if (Array.isArray(rooms) && rooms.length > 0 && rooms.length <= MAX_ROOMS) {
    const parsed = rooms.map((room) => {
      const {
        adults,
        kids_tiers: kids,
        children_ages: ages,
        adult_companion: adultCompanion,
        kid_tier_A_companion: kidCompanion,
      } = (room ?? {}) as Record<string, unknown>;
      const n = count(adults, 1, MAX_GUESTS);
      const companions = { adult_companion: count(adultCompanion, 1, MAX_GUESTS), kid_tier_A_companion: count(kidCompanion, 1, MAX_GUESTS) };
      const given = Object.fromEntries(Object.entries(companions).filter(([, value]) => value !== null));
      return n === null ? null : { adults: n, kids_tiers: kidsTiers(kids), children_ages: childrenAges(ages), ...given };
    });
    if (parsed.every((room) => room !== null)) return parsed as FacilityRoom[];
  }
  const adults = count(query.get('adults'), 1, MAX_GUESTS) ?? DEFAULT_ADULTS;
  const roomCount = count(query.get('room_count'), 1, MAX_ROOMS) ?? DEFAULT_ROOM_COUNT;
  // identical rooms: children by tier, or by age where the hotel asks ages (the results page writes kids_ages)
  const room = { adults, kids_tiers: kidsTiers(parseJson(query.get('kids_tiers'))), children_ages: childrenAges(parseJson(query.get('kids_ages'))) };
  return Array.from({ length: roomCount }, () => ({ ...room, kids_tiers: [...room.kids_tiers], children_ages: [...room.children_ages] }));
}

/** Reads the search from the page's query, as the results page writes it; invalid values fall back to defaults. */
export function parseFacilitySearch(search: string, defaults: { today: string; checkinOffset: number; earliest?: string }): FacilitySearch {
  const query = new URLSearchParams(search);
  const checkinParam = query.get('checkin') ?? '';
  // spec 1 §3: from yesterday where the hotel sells last night (yesterday_bookable)
  const checkin =
    isIsoDate(checkinParam) && checkinParam >= (defaults.earliest ?? defaults.today)
      ? checkinParam
      : addDays(defaults.today, Math.max(0, defaults.checkinOffset));
  const checkoutParam = query.get('checkout') ?? '';
  const nights = isIsoDate(checkoutParam) ? nightsBetween(checkin, checkoutParam) : 0;
  const checkout = nights >= 1 && nights <= MAX_NIGHTS ? checkoutParam : addDays(checkin, 1);
  return { checkin, checkout, rooms: parseRooms(query) };
}

/** The brand facility list's query for one page, priced for the search. */
export function brandHotelsQuery(search: FacilitySearch, page: number): InferInput<typeof BrandHotelsQuerySchema> {
  return {
    page: String(page),
    per_page: String(BRAND_HOTELS_MAX_PER_PAGE),
    is_including_lowest_price: 'true',
    checkin_date: search.checkin,
    checkout_date: search.checkout,
    rooms: JSON.stringify(
      search.rooms.map((room) => ({
        adults: room.adults,
        kids_tiers: room.kids_tiers,
        ...(room.children_ages.length > 0 ? { children_ages: room.children_ages } : {}),
        ...(room.adult_companion ? { adult_companion: room.adult_companion } : {}),
        ...(room.kid_tier_A_companion ? { kid_tier_A_companion: room.kid_tier_A_companion } : {}),
      })),
    ),
  };
}

/**
 * The query of another hotel's results for the same search: the page's own query with that
 * hotel's code. Another hotel starts the widget afresh, so what this frame was started with
 * (the host page's origin, the embedding) goes along.
 */
export function hotelResultsQuery(currentSearch: string, code: string, startup: Startup): string {
  const query = new URLSearchParams(currentSearch);
  query.delete('hotel_code');
  query.set('code', code);
  if (code !== startup.hotelCode) {
    if (startup.parentOrigin && !query.has('parentUrl')) query.set('parentUrl', startup.parentOrigin);
    if (startup.embed && !query.has('embed')) query.set('embed', startup.embed);
    if (startup.chatbot && !query.has('iframe')) query.set('iframe', 'triplabot');
  }
  return query.toString();
}
