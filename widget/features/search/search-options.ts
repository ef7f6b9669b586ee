import { ROOM_SEARCH_FILTERS, type RoomSearchFilter } from '../../../shared/constants.ts';

/** Spec 1 §2 search-form `mode`: secret rates (asked for with a promo code), vouchers, or none. */
export type SearchMode = 'secret' | 'voucher' | 'none';

/**
 * The search-form parameters beyond the stay and its guests (spec 1 §2): filters, sold-out
 * rooms, secret mode and the room types and plans the search is narrowed to. Optional so that
 * a search written by hand is a plain search; `parseSearchOptions` always fills them.
 */
export type SearchOptions = {
  /** Spec 1 §2 `filter`: room plans must match every one. */
  filter?: RoomSearchFilter[];
  /** Spec 1 §2 `is_including_occupied`: sold-out rooms are shown as such. */
  includeOccupied?: boolean;
  mode?: SearchMode;
  /** The promo code of secret mode, as searched with. */
  promoCode?: string | null;
  /** `room_type_codes` (or `room_type_code`): only these room types. */
  roomTypeCodes?: string[];
  /** `hotel_plan_codes` (or `hotel_plan_code`): only these plans. */
  hotelPlanCodes?: string[];
  /** `room_plan_codes` (or `room_plan_code`): only these room plans (narrowed in the widget). */
  roomPlanCodes?: string[];
};

/** What the hotel's settings decide about the options: sold-out rooms unless available_rooms_only. */
export type OptionDefaults = { includeOccupied: boolean };

const CODE = /^[A-Za-z0-9_-]{1,40}$/;
const MODES: readonly SearchMode[] = ['secret', 'voucher', 'none'];

/** A comma list of codes from `name` or its plural; malformed codes are dropped, each kept once. */
function codeList(query: URLSearchParams, name: string): string[] {
  const raw = [query.get(`${name}s`), query.get(name)].filter((value): value is string => value !== null).join(',');
  return [
    ...new Set(
      raw
        .split(',')
        .map((code) => code.trim())
        .filter((code) => CODE.test(code)),
    ),
  ];
}

/** Reads the options from a query; anything invalid falls back to the defaults (spec 1 §2). */
export function parseSearchOptions(query: URLSearchParams, defaults: OptionDefaults): Required<SearchOptions> {
  const filters = new Set((query.get('filter') ?? '').split(','));
  const occupied = query.get('is_including_occupied');
  const mode = query.get('mode') as SearchMode | null;
  const promo = (query.get('promo_code') ?? '').trim();
  return {
    filter: ROOM_SEARCH_FILTERS.filter((filter) => filters.has(filter)),
    includeOccupied: occupied === 'true' ? true : occupied === 'false' ? false : defaults.includeOccupied,
    mode: mode && MODES.includes(mode) ? mode : 'none',
    promoCode: CODE.test(promo) ? promo : null,
    roomTypeCodes: codeList(query, 'room_type_code'),
    hotelPlanCodes: codeList(query, 'hotel_plan_code'),
    roomPlanCodes: codeList(query, 'room_plan_code'),
  };
}

/** Writes the options into a query: each as its spec name, left out when empty or plain. */
export function writeSearchOptions(query: URLSearchParams, options: SearchOptions): void {
  const setOrDelete = (key: string, value: string | null) => (value === null ? query.delete(key) : query.set(key, value));
  const list = (values: string[] | undefined) => (values && values.length > 0 ? values.join(',') : null);
  setOrDelete('filter', list(options.filter));
  setOrDelete('is_including_occupied', options.includeOccupied === undefined ? null : String(options.includeOccupied));
  setOrDelete('mode', options.mode && options.mode !== 'none' ? options.mode : null);
  setOrDelete('promo_code', options.promoCode ?? null);
  for (const name of ['room_type_code', 'hotel_plan_code', 'room_plan_code'] as const) query.delete(name);
  setOrDelete('room_type_codes', list(options.roomTypeCodes));
  setOrDelete('hotel_plan_codes', list(options.hotelPlanCodes));
  setOrDelete('room_plan_codes', list(options.roomPlanCodes));
}

/** The options as the room search call takes them (spec 2 §7.3); room plan codes are narrowed in the widget. */
export function searchOptionsQuery(options: SearchOptions) {
  return {
    ...(options.filter && options.filter.length > 0 ? { filter: options.filter.join(',') } : {}),
    ...(options.includeOccupied ? { is_including_occupied: 'true' as const } : {}),
    ...(options.mode && options.mode !== 'none' ? { mode: options.mode } : {}),
    ...(options.promoCode ? { promo_code: options.promoCode } : {}),
    ...(options.roomTypeCodes && options.roomTypeCodes.length > 0 ? { room_type_codes: options.roomTypeCodes.join(',') } : {}),
    ...(options.hotelPlanCodes && options.hotelPlanCodes.length > 0 ? { hotel_plan_codes: options.hotelPlanCodes.join(',') } : {}),
  };
}
