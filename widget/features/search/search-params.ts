import type { InferInput } from 'valibot';
import { ACCESSIBILITY_FEATURES, type AccessibilityFeature, type RoomSearchQuerySchema } from '../../../shared/api/rooms.ts';
import type { InitSettings } from '../../../shared/api/settings.ts';
import {
  DEFAULT_ADULTS,
  MAX_NIGHTS,
  MEAL_BED_OPTIONS,
  SORT_ORDERS,
  type CompanionCode,
  type MealBedOption,
  type SortOrder,
} from '../../../shared/constants.ts';
import { addDays, addMonths, isIsoDate, nightsBetween, todayIn } from '../../lib/dates.ts';
import { parseStayKind, stayKindQuery, writeStayKind, type StayKind } from './date-range-picker/stay-kind.ts';
import { parseSearchOptions, searchOptionsQuery, writeSearchOptions, type SearchOptions } from './search-options.ts';

/** A kids tier with how many children of it stay, and their meal and bedding option where the hotel prices them as extras. */
export type KidsTierCount = { code: string; count: number; meal_bed?: MealBedOption };

/** The oldest age a child's age select offers (spec 1 §5: the age at check-out is asked). */
export const MAX_CHILD_AGE = 17;

/** One room of a search: adults, and children by kids tier or by age (per the hotel's kids_type). */
export type RoomParams = {
  adults: number;
  kidsTiers: KidsTierCount[];
  /** Ages at check-out, where the hotel asks ages (kids_type ages); empty otherwise. */
  childrenAges: number[];
  /** Spec 1 §3 companions of the guest's programme (adult_companion, kid_tier_A_companion); none when absent. */
  adultCompanions?: number;
  kidCompanions?: number;
};

/** The search as the results page URL carries it (spec 1 §2, result page query). */
export type SearchParams = {
  checkin: string;
  checkout: string;
  /** One entry per room, at least one, at most the hotel's multi_rooms_search_limit. */
  rooms: RoomParams[];
  type: 'rooms' | 'plans';
  order: SortOrder;
  /** Only room types having all of these (`accessibility=code,code`), in the contract's order. */
  accessibility: AccessibilityFeature[];
} & SearchOptions &
  StayKind;

/** What the hotel's settings decide about a search. */
export type SearchDefaults = {
  /** Today in the hotel's time zone. */
  today: string;
  checkinOffset: number;
  order: SortOrder;
  /** Kids tier codes the guest may choose; empty when the hotel accepts no children. */
  tierCodes: readonly string[];
  /** True where the hotel asks each child's age instead of a count per tier. */
  kidsByAge: boolean;
  /**
   * Each tier's meal and bedding options where the hotel prices them as extras (kids_type
   * tiers_with_meal_and_bed_as_extras): every child then has one. Absent otherwise.
   */
  tierOptions?: Readonly<Record<string, readonly MealBedOption[]>>;
  /** Spec 1 §5: the companions the guest's programme has active; none when absent. */
  companions?: readonly CompanionCode[];
  maxGuests: number;
  /** Spec 1 §5: at most this many children per adult in a room. */
  maxChildrenPerAdult: number;
  /** How many rooms one search may hold (1 when the hotel sells one room at a time). */
  roomLimit: number;
  plansEnabled: boolean;
  /** Spec 1 §3 default search: sold-out rooms shown unless the hotel asks for available rooms only. */
  includeOccupied?: boolean;
  /** The first check-in date: today, or yesterday where the hotel sells last night (yesterday_bookable). */
  earliest?: string;
  /** Spec 1 §5: the last check-out date, the reservable period (reservable_period_months) from today. */
  lastCheckout?: string;
  /** Spec 1 §2 is_day_use: the hotel sells day-use plans. */
  dayUse?: boolean;
};

/** Reads the search defaults from the init settings. */
export function searchDefaults(settings: InitSettings, now: Date = new Date()): SearchDefaults {
  const { kids_setting: kids } = settings.settings;
  const kidsAccepted = kids.accept_type === 'accept';
  const defaults = settings.booking_widget_setting_attributes.default_search_setting;
  const mealBed = kids.kids_type === 'tiers_with_meal_and_bed_as_extras';
  // spec 1 §5: children who share a bed are kept only where the hotel accepts bed sharing (the
  // server offers only bedded options then, where meals and beds are extras)
  const tiers = settings.settings.kids_tiers.filter((tier) =>
    mealBed ? tier.meal_bed_options.length > 0 : tier.counts_as_guest || kids.shared_bed_type === 'accept',
  );
  return {
    today: todayIn(settings.timezone, now),
    checkinOffset: defaults.checkin_date_offset,
    order: defaults.sort_order,
    tierCodes: kidsAccepted ? tiers.map((tier) => tier.code) : [],
    kidsByAge: kidsAccepted && kids.kids_type === 'ages',
    ...(kidsAccepted && mealBed ? { tierOptions: Object.fromEntries(tiers.map((tier) => [tier.code, tier.meal_bed_options])) } : {}),
    companions: settings.settings.companions.map((companion) => companion.code),
    maxGuests: settings.settings.max_guests_per_room,
    maxChildrenPerAdult: settings.settings.max_children_per_adult,
    roomLimit: settings.settings.multi_rooms_search_enabled ? Math.max(1, settings.multi_rooms_search_limit) : 1,
    plansEnabled: settings.settings.plan_search_enabled,
    ...periodOf(settings, todayIn(settings.timezone, now)),
    dayUse: settings.settings.day_use_search_active,
  };
}

/** The default search's dates and sold-out rule from the settings (spec 1 §3, §5). */
function periodOf(settings: InitSettings, today: string) {
  const defaults = settings.booking_widget_setting_attributes.default_search_setting;
  return {
    includeOccupied: !defaults.available_rooms_only,
    earliest: defaults.yesterday_bookable ? addDays(today, -1) : today,
    lastCheckout: addDays(addMonths(today, settings.settings.reservable_period_months), 1),
  };
}

/** How many children a room may hold next to its adults (children per adult, and guests per room). */
export function maxChildren(adults: number, defaults: Pick<SearchDefaults, 'maxGuests' | 'maxChildrenPerAdult'>): number {
  return Math.max(0, Math.min(adults * defaults.maxChildrenPerAdult, defaults.maxGuests - adults));
}

/** The number of children of a room, by tier or by age. */
export function childCount(room: RoomParams): number {
  return room.childrenAges.length + room.kidsTiers.reduce((sum, tier) => sum + tier.count, 0);
}

function parseCount(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const count = Number(value);
  return count >= min && count <= max ? count : null;
}

function parseJson(value: string | null): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The meal and bedding option an entry keeps: one its tier offers where options are asked, none otherwise; null drops the entry. */
function optionOf(code: string, raw: unknown, defaults: SearchDefaults): MealBedOption | undefined | null {
  const offered = defaults.tierOptions?.[code];
  if (!offered) return undefined;
  return offered.find((option) => option === raw) ?? null;
}

/**
 * Spec 1 §2 and §5: kids tiers are a list of {code, count} (with meal_bed where the hotel asks
 * each child's meal and bedding option). Anything else is no children; codes the hotel does not
 * know, and options their tier does not offer, are dropped; repeated entries are added up.
 */
function readKidsTiers(raw: unknown, defaults: SearchDefaults): KidsTierCount[] {
  if (!Array.isArray(raw) || defaults.kidsByAge || defaults.tierCodes.length === 0) return [];
  const counts = new Map<string, KidsTierCount>();
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { code, count, meal_bed: mealBed } = entry as { code?: unknown; count?: unknown; meal_bed?: unknown };
    if (typeof code !== 'string' || !defaults.tierCodes.includes(code)) continue;
    if (typeof count !== 'number' || !Number.isInteger(count) || count <= 0) continue;
    const option = optionOf(code, mealBed, defaults);
    if (option === null) continue;
    const key = `${code}|${option ?? ''}`;
    const kept = counts.get(key)?.count ?? 0;
    counts.set(key, { code, count: Math.min(defaults.maxGuests, kept + count), ...(option ? { meal_bed: option } : {}) });
  }
  return orderedKids([...counts.values()], defaults);
}

/** Kids entries in the hotel's tier order, then the options' order. */
function orderedKids(kids: KidsTierCount[], defaults: Pick<SearchDefaults, 'tierCodes'>): KidsTierCount[] {
  const rank = (kid: KidsTierCount) => defaults.tierCodes.indexOf(kid.code) * 10 + (kid.meal_bed ? MEAL_BED_OPTIONS.indexOf(kid.meal_bed) : 0);
  return [...kids].sort((a, b) => rank(a) - rank(b));
}

/** A companion count from the query: a whole number where the guest's programme has the companion active, else none. */
function readCompanions(raw: unknown, code: CompanionCode, defaults: SearchDefaults): number {
  if (!defaults.companions?.includes(code)) return 0;
  return typeof raw === 'number' && Number.isInteger(raw) && raw > 0 ? Math.min(raw, defaults.maxGuests) : 0;
}

/** Children's ages: whole numbers 0 to 17, where the hotel asks ages. */
function readAges(raw: unknown, defaults: SearchDefaults): number[] {
  if (!Array.isArray(raw) || !defaults.kidsByAge) return [];
  return raw.filter((age): age is number => Number.isInteger(age) && age >= 0 && age <= MAX_CHILD_AGE);
}

/**
 * Keeps a room within the hotel's rules: companions beyond the room's guests, and children beyond
 * the per-adult and per-room limits, are dropped. Adult companions count as adults, kid companions as children.
 */
function withinLimits(room: RoomParams, defaults: SearchDefaults): RoomParams {
  const adultCompanions = Math.min(room.adultCompanions ?? 0, Math.max(0, defaults.maxGuests - room.adults));
  const kidCompanions = Math.min(room.kidCompanions ?? 0, maxChildren(room.adults + adultCompanions, defaults));
  let left = maxChildren(room.adults + adultCompanions, defaults) - kidCompanions;
  const kidsTiers: KidsTierCount[] = [];
  for (const tier of room.kidsTiers) {
    const count = Math.min(tier.count, left);
    left -= count;
    if (count > 0) kidsTiers.push({ ...tier, count });
  }
  return {
    adults: room.adults,
    kidsTiers,
    childrenAges: room.childrenAges.slice(0, left),
    ...(adultCompanions > 0 ? { adultCompanions } : {}),
    ...(kidCompanions > 0 ? { kidCompanions } : {}),
  };
}

function defaultAdults(defaults: SearchDefaults): number {
  return Math.min(DEFAULT_ADULTS, defaults.maxGuests);
}

/** Spec 1 §2: rooms as JSON, one entry per room; null when it is not a usable list. */
function parseRooms(value: string | null, defaults: SearchDefaults): RoomParams[] | null {
  const raw = parseJson(value);
  if (!Array.isArray(raw) || raw.length === 0) return null;
  const rooms: RoomParams[] = [];
  for (const entry of raw.slice(0, defaults.roomLimit)) {
    if (typeof entry !== 'object' || entry === null) return null;
    const {
      adults,
      kids_tiers: kids,
      children_ages: ages,
      adult_companion: adultCompanion,
      kid_tier_A_companion: kidCompanion,
    } = entry as { adults?: unknown; kids_tiers?: unknown; children_ages?: unknown; adult_companion?: unknown; kid_tier_A_companion?: unknown };
    const valid = typeof adults === 'number' && Number.isInteger(adults) && adults >= 1 && adults <= defaults.maxGuests;
    rooms.push({
      adults: valid ? adults : defaultAdults(defaults),
      kidsTiers: readKidsTiers(kids, defaults),
      childrenAges: readAges(ages, defaults),
      adultCompanions: readCompanions(adultCompanion, 'adult_companion', defaults),
      kidCompanions: readCompanions(kidCompanion, 'kid_tier_A_companion', defaults),
    });
  }
  return rooms;
}

/** The accessibility features of a comma list; unknown codes are dropped, each kept once. */
function parseAccessibility(value: string | null): AccessibilityFeature[] {
  const codes = new Set((value ?? '').split(','));
  return ACCESSIBILITY_FEATURES.filter((feature) => codes.has(feature));
}

/**
 * Reads the search from a results-page query; anything invalid falls back to the defaults.
 * Spec 1 §2: either `rooms` as JSON, or adults with kids_tiers (kids_ages where the hotel asks
 * ages) and room_count for that many identical rooms.
 */
export function parseSearchParams(search: string, defaults: SearchDefaults): SearchParams {
  const query = new URLSearchParams(search);
  const firstCheckin = addDays(defaults.today, Math.max(0, defaults.checkinOffset));
  const checkinParam = query.get('checkin') ?? '';
  const checkin =
    isIsoDate(checkinParam) && checkinParam >= (defaults.earliest ?? defaults.today) && checkinParam < (defaults.lastCheckout ?? '9999')
      ? checkinParam
      : firstCheckin;
  const checkoutParam = query.get('checkout') ?? '';
  const nights = isIsoDate(checkoutParam) ? nightsBetween(checkin, checkoutParam) : 0;
  const checkout = nights >= 1 && nights <= MAX_NIGHTS && checkoutParam <= (defaults.lastCheckout ?? '9999') ? checkoutParam : addDays(checkin, 1);
  const typeParam = query.get('type');
  const orderParam = query.get('order');
  const rooms =
    parseRooms(query.get('rooms'), defaults) ??
    (() => {
      const room: RoomParams = {
        adults: parseCount(query.get('adults'), 1, defaults.maxGuests) ?? defaultAdults(defaults),
        kidsTiers: readKidsTiers(parseJson(query.get('kids_tiers')), defaults),
        childrenAges: readAges(parseJson(query.get('kids_ages')), defaults),
      };
      const countParam = parseCount(query.get('room_count'), 1, 999);
      const count = Math.min(countParam ?? 1, defaults.roomLimit);
      return Array.from({ length: count }, () => ({ ...room, kidsTiers: [...room.kidsTiers], childrenAges: [...room.childrenAges] }));
    })();
  return {
    checkin,
    checkout,
    rooms: rooms.map((room) => withinLimits(room, defaults)),
    type: typeParam === 'plans' && defaults.plansEnabled ? 'plans' : 'rooms',
    order: (SORT_ORDERS as readonly string[]).includes(orderParam ?? '') ? (orderParam as SortOrder) : defaults.order,
    accessibility: parseAccessibility(query.get('accessibility')),
    ...parseSearchOptions(query, { includeOccupied: defaults.includeOccupied ?? false }),
    ...parseStayKind(query, defaults, checkin),
  };
}

/** One room as the contract writes it; children and companion fields only when there are some. */
function roomEntry(room: RoomParams) {
  return {
    adults: room.adults,
    kids_tiers: room.kidsTiers.filter((tier) => tier.count > 0),
    ...(room.childrenAges.length > 0 ? { children_ages: room.childrenAges } : {}),
    ...(room.adultCompanions ? { adult_companion: room.adultCompanions } : {}),
    ...(room.kidCompanions ? { kid_tier_A_companion: room.kidCompanions } : {}),
  };
}

/** True when a room has companions (the adults-and-kids_tiers query form cannot say so). */
function hasCompanions(room: RoomParams): boolean {
  return Boolean(room.adultCompanions || room.kidCompanions);
}

/** True when every room of the search has the same guests. */
export function identicalRooms(rooms: readonly RoomParams[]): boolean {
  const first = JSON.stringify(roomEntry(rooms[0]!));
  return rooms.every((room) => JSON.stringify(roomEntry(room)) === first);
}

/**
 * Writes the search into a query string, keeping parameters that are not the search's
 * (parentUrl, utm fields...). Identical rooms are written as adults, kids_tiers or kids_ages
 * and room_count (left out for one room), different rooms (or rooms with companions) as `rooms` JSON; kids and
 * accessibility are left out when empty.
 */
export function writeSearchParams(currentSearch: string, hotelCode: string, params: SearchParams): string {
  const query = new URLSearchParams(currentSearch);
  query.set('code', hotelCode);
  query.set('checkin', params.checkin);
  query.set('checkout', params.checkout);
  const setOrDelete = (key: string, value: string | null) => (value === null ? query.delete(key) : query.set(key, value));
  if (identicalRooms(params.rooms) && !params.rooms.some(hasCompanions)) {
    const room = params.rooms[0]!;
    const kids = room.kidsTiers.filter((tier) => tier.count > 0);
    query.set('adults', String(room.adults));
    setOrDelete('kids_tiers', kids.length > 0 ? JSON.stringify(kids) : null);
    setOrDelete('kids_ages', room.childrenAges.length > 0 ? JSON.stringify(room.childrenAges) : null);
    setOrDelete('room_count', params.rooms.length > 1 ? String(params.rooms.length) : null);
    query.delete('rooms');
  } else {
    for (const key of ['adults', 'kids_tiers', 'kids_ages', 'room_count']) query.delete(key);
    query.set('rooms', roomsJson(params.rooms));
  }
  query.set('type', params.type);
  query.set('order', params.order);
  if (params.accessibility.length > 0) query.set('accessibility', params.accessibility.join(','));
  else query.delete('accessibility');
  writeSearchOptions(query, params);
  writeStayKind(query, params);
  query.delete('locale');
  return query.toString();
}

/** The rooms of a search as the room search and the reservation take them (spec 2 §7.3). */
export function roomsJson(rooms: readonly RoomParams[]): string {
  return JSON.stringify(rooms.map(roomEntry));
}

/** The room search call's query for every room (spec 2 §7.3: rooms as JSON, kids as {code, count}). */
export function roomSearchQuery(params: SearchParams): InferInput<typeof RoomSearchQuerySchema> {
  return {
    checkin_date: params.checkin,
    checkout_date: params.checkout,
    rooms: roomsJson(params.rooms),
    type: params.type,
    order: params.order,
    ...(params.accessibility.length > 0 ? { accessibility: params.accessibility.join(',') } : {}),
    ...searchOptionsQuery(params),
    ...stayKindQuery(params),
  };
}
