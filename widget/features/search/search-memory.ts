import { SEARCH_STORAGE_TTL_MS } from '../../../shared/constants.ts';
import { hotelKey, readStored, writeStored } from '../../lib/storage.ts';

/** The query parameters of a search (spec 1 §2, search-form query parameters). */
const SEARCH_KEYS = [
  'checkin',
  'checkout',
  'adults',
  'children',
  'kids_tiers',
  'kids_ages',
  'rooms',
  'room_count',
  'type',
  'order',
  'filter',
  'is_including_occupied',
  'mode',
  'promo_code',
  'coupon_code',
  'voucher_coupon_code',
  'accessibility',
  'room_type_code',
  'room_type_codes',
  'hotel_plan_code',
  'hotel_plan_codes',
  'room_plan_code',
  'room_plan_codes',
  'nights',
  'search_type',
  'is_day_use',
] as const;

const NAME = 'search';

/** True when a query names a search (any search-form parameter), rather than opening the widget bare. */
export function hasSearch(search: string): boolean {
  const query = new URLSearchParams(search);
  return SEARCH_KEYS.some((key) => query.has(key));
}

/** Spec 1 §3: the search is kept per hotel code for an hour (SEARCH_STORAGE_TTL_MS). */
export function rememberSearch(hotelCode: string, search: string): void {
  const query = new URLSearchParams(search);
  const kept = Object.fromEntries(SEARCH_KEYS.flatMap((key) => (query.has(key) ? [[key, query.get(key)!]] : [])));
  writeStored('local', hotelKey(hotelCode, NAME), kept, { ttlMs: SEARCH_STORAGE_TTL_MS });
}

/**
 * The hotel's search of the last hour merged into the current query (which keeps its own
 * start-up parameters), or null when none is kept. Spec 1 §5: what cannot be read is no search;
 * each value is then read as a deep link's would be, so a stale or broken one falls back to defaults.
 */
export function recalledSearch(hotelCode: string, currentSearch: string): string | null {
  const kept = readStored<unknown>('local', hotelKey(hotelCode, NAME));
  if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return null;
  const query = new URLSearchParams(currentSearch);
  let found = false;
  for (const key of SEARCH_KEYS) {
    const value = (kept as Record<string, unknown>)[key];
    if (typeof value !== 'string') continue;
    query.set(key, value);
    found = true;
  }
  return found ? query.toString() : null;
}
