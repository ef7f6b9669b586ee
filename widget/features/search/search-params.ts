import type { InferInput } from 'valibot';
import { ACCESSIBILITY_FEATURES, type AccessibilityFeature, type RoomSearchQuerySchema } from '../../../shared/api/rooms.ts';
import type { InitSettings } from '../../../shared/api/settings.ts';
import { DEFAULT_ADULTS, MAX_NIGHTS, SORT_ORDERS, type SortOrder } from '../../../shared/constants.ts';
import { addDays, isIsoDate, nightsBetween, todayIn } from '../../lib/dates.ts';

/** A kids tier with how many children of it stay. */
export type KidsTierCount = { code: string; count: number };

/** The search as the results page URL carries it (spec 1 §2, result page query). */
export type SearchParams = {
  checkin: string;
  checkout: string;
  adults: number;
  kidsTiers: KidsTierCount[];
  type: 'rooms' | 'plans';
  order: SortOrder;
  /** Only room types having all of these (`accessibility=code,code`), in the contract's order. */
  accessibility: AccessibilityFeature[];
};

/** What the hotel's settings decide about a search. */
export type SearchDefaults = {
  /** Today in the hotel's time zone. */
  today: string;
  checkinOffset: number;
  order: SortOrder;
  /** Kids tier codes the hotel knows; empty when it accepts no children. */
  tierCodes: readonly string[];
  maxGuests: number;
  plansEnabled: boolean;
};

/** Reads the search defaults from the init settings. */
export function searchDefaults(settings: InitSettings, now: Date = new Date()): SearchDefaults {
  const kidsAccepted = settings.settings.kids_setting.accept_type === 'accept';
  const defaults = settings.booking_widget_setting_attributes.default_search_setting;
  return {
    today: todayIn(settings.timezone, now),
    checkinOffset: defaults.checkin_date_offset,
    order: defaults.sort_order,
    tierCodes: kidsAccepted ? settings.settings.kids_tiers.map((tier) => tier.code) : [],
    maxGuests: settings.settings.max_guests_per_room,
    plansEnabled: settings.settings.plan_search_enabled,
  };
}

function parseCount(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const count = Number(value);
  return count >= min && count <= max ? count : null;
}

/**
 * Spec 1 §2 and §5: kids_tiers is a JSON list of {code, count}. Invalid JSON falls back to no
 * children; codes the hotel does not know are dropped; repeated codes are added up.
 */
function parseKidsTiers(value: string | null, defaults: SearchDefaults): KidsTierCount[] {
  if (!value || defaults.tierCodes.length === 0) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const counts = new Map<string, number>();
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { code, count } = entry as { code?: unknown; count?: unknown };
    if (typeof code !== 'string' || !defaults.tierCodes.includes(code)) continue;
    if (typeof count !== 'number' || !Number.isInteger(count) || count <= 0) continue;
    counts.set(code, Math.min(defaults.maxGuests, (counts.get(code) ?? 0) + count));
  }
  return defaults.tierCodes.filter((code) => counts.has(code)).map((code) => ({ code, count: counts.get(code)! }));
}

/** The accessibility features of a comma list; unknown codes are dropped, each kept once. */
function parseAccessibility(value: string | null): AccessibilityFeature[] {
  const codes = new Set((value ?? '').split(','));
  return ACCESSIBILITY_FEATURES.filter((feature) => codes.has(feature));
}

/** Reads the search from a results-page query; anything invalid falls back to the defaults. */
export function parseSearchParams(search: string, defaults: SearchDefaults): SearchParams {
  const query = new URLSearchParams(search);
  const firstCheckin = addDays(defaults.today, Math.max(0, defaults.checkinOffset));
  const checkinParam = query.get('checkin') ?? '';
  const checkin = isIsoDate(checkinParam) && checkinParam >= defaults.today ? checkinParam : firstCheckin;
  const checkoutParam = query.get('checkout') ?? '';
  const nights = isIsoDate(checkoutParam) ? nightsBetween(checkin, checkoutParam) : 0;
  const checkout = nights >= 1 && nights <= MAX_NIGHTS ? checkoutParam : addDays(checkin, 1);
  const typeParam = query.get('type');
  const orderParam = query.get('order');
  return {
    checkin,
    checkout,
    adults: parseCount(query.get('adults'), 1, defaults.maxGuests) ?? Math.min(DEFAULT_ADULTS, defaults.maxGuests),
    kidsTiers: parseKidsTiers(query.get('kids_tiers'), defaults),
    type: typeParam === 'plans' && defaults.plansEnabled ? 'plans' : 'rooms',
    order: (SORT_ORDERS as readonly string[]).includes(orderParam ?? '') ? (orderParam as SortOrder) : defaults.order,
    accessibility: parseAccessibility(query.get('accessibility')),
  };
}

/**
 * Writes the search into a query string, keeping parameters that are not the search's
 * (parentUrl, utm fields...). kids_tiers and accessibility are left out when empty.
 */
export function writeSearchParams(currentSearch: string, hotelCode: string, params: SearchParams): string {
  const query = new URLSearchParams(currentSearch);
  query.set('code', hotelCode);
  query.set('checkin', params.checkin);
  query.set('checkout', params.checkout);
  query.set('adults', String(params.adults));
  const kids = params.kidsTiers.filter((tier) => tier.count > 0);
  if (kids.length > 0) query.set('kids_tiers', JSON.stringify(kids));
  else query.delete('kids_tiers');
  query.set('type', params.type);
  query.set('order', params.order);
  if (params.accessibility.length > 0) query.set('accessibility', params.accessibility.join(','));
  else query.delete('accessibility');
  query.delete('locale');
  return query.toString();
}

/** The room search call's query for one room (spec 2 §7.3: rooms as JSON, kids as {code, count}). */
export function roomSearchQuery(params: SearchParams): InferInput<typeof RoomSearchQuerySchema> {
  return {
    checkin_date: params.checkin,
    checkout_date: params.checkout,
    rooms: JSON.stringify([{ adults: params.adults, kids_tiers: params.kidsTiers.filter((tier) => tier.count > 0) }]),
    type: params.type,
    order: params.order,
    ...(params.accessibility.length > 0 ? { accessibility: params.accessibility.join(',') } : {}),
  };
}
