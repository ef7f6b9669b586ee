/**
 * Business constants shared by the loader, the widget and the server (spec 2 §9).
 * Values the spec leaves open are decided here once.
 */

/** Interface languages, in the order the language selector lists them (spec 2 §9.5). */
/** A hotel code as the webmaster writes it in `data-hotel-code` (the contract's HotelCodeSchema). */
export const HOTEL_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const LOCALES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const;
/** One of the interface languages. */
export type Locale = (typeof LOCALES)[number];
/** Locales written right to left. */
export const RTL_LOCALES: readonly Locale[] = ['ar'];
/** The BCP 47 tag Intl and `lang` attributes get for each locale (spec 2 §9.5: Chinese mapped). */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  zh_Hans: 'zh-Hans',
  zh_Hant: 'zh-Hant',
  id: 'id',
  th: 'th',
  ar: 'ar',
};

// Currencies are defined in currencies.ts, apart: the widget's first screen needs none of them.
export type { CurrencyCode } from './currencies.ts';

/** Spec 2 §9.2: adults searched when nothing else is asked for. */
export const DEFAULT_ADULTS = 2;
/** Spec 2 §9.2: default maximum guests in one room. */
export const DEFAULT_MAX_GUESTS_PER_ROOM = 20;
/** Spec 2 §9.2: default room_count. */
export const DEFAULT_ROOM_COUNT = 1;
/** Spec 2 §9.2: the general maximum number of rooms; each hotel's multi-room limit is lower. */
export const MAX_ROOMS = 999;
/** The longest stay one search or reservation may ask for, in nights. */
export const MAX_NIGHTS = 30;
/** Spec 2 §9.2: below this many rooms left, results say how many remain. */
export const ROOMS_LEFT_THRESHOLD = 10;
/** Sort orders of the room search (spec 1 §3: default price_low_to_high). */
export const SORT_ORDERS = ['price_low_to_high', 'price_high_to_low', 'recommended'] as const;
/** One of the room-search sort orders. */
export type SortOrder = (typeof SORT_ORDERS)[number];
/** Spec 2 §9.1: a searched form is kept per hotel for one hour. */
export const SEARCH_STORAGE_TTL_MS = 60 * 60 * 1000;
/** Spec 2 §9.1: client session lifetime, 0.75 day. */
export const CLIENT_SESSION_TTL_MS = 18 * 60 * 60 * 1000;
/** How long an idempotency key answers with its first result. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Free-text answers and requests are capped (spec 1 §5: 255 characters). */
export const MAX_TEXT_LENGTH = 255;

/** Request header carrying the client session token (spec 2 §7.1). */
export const CLIENT_SESSION_HEADER = 'x-client-session';
/** Request header carrying the interface locale (spec 2 §7.1). */
export const LOCALE_HEADER = 'x-locale';
/** Request header carrying a per-request tracing id (spec 2 §7.1). */
export const TRACING_ID_HEADER = 'x-tracing-id';
/** Request header carrying the reservation submission's idempotency key. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

// Defined with the postMessage protocol so the loader need not bundle this file.
export { OPEN_WIDGET_PARAM } from './protocol/deep-link.ts';

/**
 * Spec 1 §3 room_search_filters: what guests can narrow a room search by (a hotel offers some
 * of them in its settings; the search's `filter` is a comma list of them).
 */
export const ROOM_SEARCH_FILTERS = ['non_smoking', 'smoking', 'breakfast', 'room_only', 'free_wifi', 'bathtub', 'twin_beds', 'tatami'] as const;
/** One room search filter. */
export type RoomSearchFilter = (typeof ROOM_SEARCH_FILTERS)[number];

/**
 * Spec 1 §3: a child's meal and bedding option where the hotel prices them as extras (kids_type
 * tiers_with_meal_and_bed_as_extras), from the most to the least a child receives: the adults'
 * meal and a bed, a children's meal and a bed, a children's meal only, a bed only, neither.
 */
export const MEAL_BED_OPTIONS = ['meal_same_as_adult_bedding', 'meal_yes_bedding', 'meal_yes', 'meal_no_bedding', 'meal_no'] as const;
/** One child meal and bedding option. */
export type MealBedOption = (typeof MEAL_BED_OPTIONS)[number];
/** True when the option gives the child a bed of its own (the child then counts towards the room's guests). */
export function mealBedHasBedding(option: MealBedOption): boolean {
  return option.endsWith('bedding');
}

/** Spec 2 §9.6: a member programme's additional tiers, the companions a room may also hold. */
export const COMPANION_CODES = ['adult_companion', 'kid_tier_A_companion'] as const;
/** One companion code. */
export type CompanionCode = (typeof COMPANION_CODES)[number];
