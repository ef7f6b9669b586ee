import * as v from 'valibot';
import { DEFAULT_MAX_GUESTS_PER_ROOM, MAX_NIGHTS, MAX_ROOMS, ROOM_SEARCH_FILTERS, SORT_ORDERS } from '../constants.ts';
import { PAYMENT_METHODS } from '../payments.ts';
import {
  CurrencySchema,
  dataOf,
  HotelCodeSchema,
  IsoDateSchema,
  KidsTierCountSchema,
  MoneySchema,
  NightlyPriceSchema,
  QueryBoolSchema,
  QueryCodeListSchema,
} from './common.ts';
import { CancellationPolicySchema } from './cancellation-policies.ts';
import { defineCall } from './define.ts';

/** Spec 1 §3 "Rate visibility", those a plan may have here. */
export const RATE_VISIBILITIES = ['all', 'member', 'secret'] as const;
/** Who sees a plan's rates. */
export type RateVisibility = (typeof RATE_VISIBILITIES)[number];

/** A child's age at check-out (spec 1 §5), when the hotel asks ages instead of tiers. */
export const ChildAgeSchema = v.pipe(v.number(), v.integer('child_age_invalid'), v.minValue(0, 'child_age_invalid'), v.maxValue(17, 'child_age_invalid'));

/** How many companions of one kind share a room. */
export const CompanionCountSchema = v.pipe(
  v.number(),
  v.integer('companion_count_invalid'),
  v.minValue(0, 'companion_count_invalid'),
  v.maxValue(DEFAULT_MAX_GUESTS_PER_ROOM, 'too_many_guests'),
);

/**
 * Spec 1 §3: one room of a search, with adults and children, by kids tier (kids_type tiers) or by
 * age (kids_type ages: the server files each age under the tier whose ages it falls in).
 */
export const RoomSearchEntrySchema = v.object({
  adults: v.pipe(v.number(), v.integer(), v.minValue(1, 'adults_invalid'), v.maxValue(DEFAULT_MAX_GUESTS_PER_ROOM, 'too_many_guests')),
  kids_tiers: v.optional(v.array(KidsTierCountSchema), []),
  children_ages: v.optional(v.pipe(v.array(ChildAgeSchema), v.maxLength(DEFAULT_MAX_GUESTS_PER_ROOM, 'too_many_guests')), []),
  /** Spec 1 §3: companions of the guest's member programme, where it has them active (adults). */
  adult_companion: v.optional(CompanionCountSchema, 0),
  /** Spec 1 §3: companions of the programme priced from the kids tier A share. */
  kid_tier_A_companion: v.optional(CompanionCountSchema, 0),
});
/** One room of a search. */
export type RoomSearchEntry = v.InferOutput<typeof RoomSearchEntrySchema>;
/** One room of a search as a client writes it (children and companion fields may be left out). */
export type RoomSearchEntryInput = v.InferInput<typeof RoomSearchEntrySchema>;

/**
 * The rooms of a search, written as JSON in the query (spec 1 §2: rooms as JSON), one entry per
 * room. The hotel's multi_rooms_search_limit caps how many; the server checks it.
 */
export const RoomsQuerySchema = v.pipe(
  v.string(),
  v.parseJson(undefined, 'rooms_invalid'),
  v.array(RoomSearchEntrySchema, 'rooms_invalid'),
  v.minLength(1, 'rooms_invalid'),
  v.maxLength(MAX_ROOMS, 'too_many_rooms'),
);

/** What can make a room accessible (issue: rooms say so, and guests can filter by it). */
export const ACCESSIBILITY_FEATURES = [
  'step_free_access',
  'wide_doorways',
  'roll_in_shower',
  'grab_bars',
  'shower_seat',
  'lowered_bed',
  'visual_alarm',
  'hearing_loop',
] as const;
/** One accessibility feature of a room. */
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

/** A comma list of accessibility features in a query string: only rooms with all of them. */
export const AccessibilityQuerySchema = v.pipe(QueryCodeListSchema, v.array(v.picklist(ACCESSIBILITY_FEATURES, 'accessibility_feature_invalid')));

/** Spec 1 §2 `filter`: a comma list of room search filters; a room plan must match them all. */
export const FilterQuerySchema = v.pipe(QueryCodeListSchema, v.array(v.picklist(ROOM_SEARCH_FILTERS, 'filter_invalid')));

/** Spec 1 §2 search-form `mode`. */
export const SearchModeSchema = v.picklist(['secret', 'voucher', 'none'], 'mode_invalid');

/** A promo code as a guest types it. */
export const PromoCodeQuerySchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'promo_code_invalid'));

/** Results view: by room type or by plan. */
export const SearchTypeSchema = v.picklist(['rooms', 'plans']);

/** Nights of an undated search: a whole number from 1 to MAX_NIGHTS. */
export const NightsQuerySchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}$/, 'nights_invalid'),
  v.transform(Number),
  v.minValue(1, 'nights_invalid'),
  v.maxValue(MAX_NIGHTS, 'nights_invalid'),
);

/** Spec 2 §7.3: the room search query. */
export const RoomSearchQuerySchema = v.pipe(
  v.object({
    /** Required for a dated search; an undated search (spec 2 §7.3) drops the dates and sends nights. */
    checkin_date: v.optional(IsoDateSchema),
    checkout_date: v.optional(IsoDateSchema),
    /** Spec 1 §2: dated (default), or undated with `nights`: each plan's lowest total for that many nights on any date. */
    search_type: v.optional(v.picklist(['dated', 'undated'], 'search_type_invalid'), 'dated'),
    nights: v.optional(NightsQuerySchema),
    rooms: RoomsQuerySchema,
    type: v.optional(SearchTypeSchema, 'rooms'),
    order: v.optional(v.picklist(SORT_ORDERS), 'price_low_to_high'),
    is_including_occupied: v.optional(QueryBoolSchema, 'false'),
    room_type_codes: v.optional(QueryCodeListSchema),
    hotel_plan_codes: v.optional(QueryCodeListSchema),
    accessibility: v.optional(AccessibilityQuerySchema),
    filter: v.optional(FilterQuerySchema),
    /** Spec 1 §2: secret mode shows no rates until a promo code unlocks its secret plans. */
    mode: v.optional(SearchModeSchema, 'none'),
    promo_code: v.optional(PromoCodeQuerySchema),
    /** Spec 2 §7.3: day use, check-out equal to check-in; only day-use plans, priced for the day. */
    is_day_use: v.optional(QueryBoolSchema, 'false'),
  }),
  v.forward(
    v.check((query) => query.search_type === 'undated' || query.checkin_date !== undefined, 'date_required'),
    ['checkin_date'],
  ),
  v.forward(
    v.check((query) => query.search_type === 'undated' || query.checkout_date !== undefined, 'date_required'),
    ['checkout_date'],
  ),
  v.forward(
    v.check((query) => query.search_type === 'dated' || query.nights !== undefined, 'nights_invalid'),
    ['nights'],
  ),
);
/** The parsed room search query. */
export type RoomSearchQuery = v.InferOutput<typeof RoomSearchQuerySchema>;

/** Spec 1 §3: room attributes. */
export const RoomAttributesSchema = v.object({
  size_sqm: v.number(),
  /** Spec 1 §3: size in tatami mats (Japanese rooms). */
  size_tatami: v.nullable(v.number()),
  bed_count: v.number(),
  bed_type: v.picklist(['single', 'double', 'twin', 'queen', 'king', 'futon']),
  smoking: v.boolean(),
  wifi: v.picklist(['none', 'free', 'paid']),
  bath: v.boolean(),
  shower: v.boolean(),
  bathtub: v.boolean(),
  toilet: v.boolean(),
  max_guests: v.number(),
  /** What makes the room accessible; empty when nothing is stated. */
  accessibility: v.array(v.picklist(ACCESSIBILITY_FEATURES)),
});

/** What a plan includes at mealtimes. */
export const MealSchema = v.picklist(['none', 'breakfast', 'half_board']);

/** One room of the search priced under one room plan. */
export const RoomPriceSchema = v.object({
  total_price: MoneySchema,
  total_price_without_tax: MoneySchema,
  tax: MoneySchema,
  nightly_prices: v.array(NightlyPriceSchema),
  adults_count: v.number(),
  children_count: v.number(),
});
/** One room priced under a room plan. */
export type RoomPrice = v.InferOutput<typeof RoomPriceSchema>;

/** Spec 1 §3: one room plan (a room type sold under a plan) priced for the search. */
export const RoomPlanResultSchema = v.object({
  room_plan_code: v.string(),
  room_type_code: v.string(),
  hotel_plan_code: v.string(),
  room_type_name: v.string(),
  room_plan_name: v.string(),
  meal: MealSchema,
  cancellation_policy_id: v.string(),
  /** Whole stay for one room of the search, tax included. */
  total_price: MoneySchema,
  total_price_without_tax: MoneySchema,
  tax: MoneySchema,
  nightly_prices: v.array(NightlyPriceSchema),
  /** Spec 1 §3: the guests priced; the `_with_` counts add the room's companions. */
  matched_search_criteria: v.object({
    adults_count: v.number(),
    children_count: v.number(),
    adults_with_companion: v.number(),
    children_with_kid_tier_A_companion: v.number(),
  }),
  /**
   * The price for each room of the search, in the search's order; null where this room plan
   * cannot take that room's guests. `total_price` above is the first room it can take.
   */
  room_prices: v.array(v.nullable(RoomPriceSchema)),
  /** Rooms of this type still free on every night of the stay. */
  room_count: v.number(),
  /** Rooms of the plan one reservation may take (spec 1 §3), the smaller of its limit and its stock. */
  sale_limit: v.nullable(v.number()),
  /** Rooms of the plan left on every night of the stay across room types; null is unlimited. */
  plan_stock_count: v.nullable(v.number()),
  is_sold_out: v.boolean(),
  /**
   * Spec 1 §3 payment methods the plan takes, from the plan's data: `on_site` (at the hotel),
   * `credit_card` (all of it by card now, a payment promotion applies), `credit_card_deposit`
   * (`deposit_percentage` by card now, the rest at the hotel), `on_site_credit_card_required`.
   * A reservation pays all its rooms by one of them (spec 1 §5).
   */
  payment_types: v.array(v.picklist(PAYMENT_METHODS)),
  /** The share of the total taken by card now with `credit_card_deposit`; null without it. */
  deposit_percentage: v.nullable(v.number()),
  /**
   * Spec 1 §3 rate visibility: `all` (everyone's rate), `member` (a member rate: answered only to
   * the signed-in members it is for, spec 1 §6) or `secret` (unlocked by the promo code searched with).
   */
  rate_visibility: v.picklist(RATE_VISIBILITIES),
});
/** One room plan priced for a search. */
export type RoomPlanResult = v.InferOutput<typeof RoomPlanResultSchema>;

/**
 * One picture of a room type's gallery. The spec names no room pictures; this is ours. `width`
 * and `height` are the picture's own size in pixels, so a page can hold its place (aspect ratio)
 * before it loads.
 */
export const RoomImageSchema = v.object({
  /** An https URL, or a path on the booking server (the demo hotels' pictures). */
  url: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** What the picture shows, in the guest's language (the hotel's text, localized); empty when the hotel wrote none. */
  alt: v.string(),
  /** The same picture at other widths, for `srcset`; empty when there is one size only (an SVG). */
  srcset: v.array(v.object({ url: v.string(), width: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
});
/** One picture of a room type. */
export type RoomImage = v.InferOutput<typeof RoomImageSchema>;

/** Rooms view: a room type with the plans it is sold under. */
export const RoomTypeResultSchema = v.object({
  room_type_code: v.string(),
  room_type_name: v.string(),
  description: v.string(),
  /** The room type's gallery, in the hotel's order; the first is the one shown first. */
  images: v.array(RoomImageSchema),
  attributes: RoomAttributesSchema,
  rooms_left: v.number(),
  is_sold_out: v.boolean(),
  room_plans: v.array(RoomPlanResultSchema),
});
/** A room type in the rooms view. */
export type RoomTypeResult = v.InferOutput<typeof RoomTypeResultSchema>;

/** Plans view: a plan with the room types it sells. */
export const PlanResultSchema = v.object({
  hotel_plan_code: v.string(),
  plan_name: v.string(),
  description: v.string(),
  meal: MealSchema,
  booking_start_date: v.nullable(IsoDateSchema),
  sale_limit: v.nullable(v.number()),
  rooms: v.array(RoomPlanResultSchema),
});
/** A plan in the plans view. */
export type PlanResult = v.InferOutput<typeof PlanResultSchema>;

/** Spec 2 §7.3 payment_promotion_info: the hotel's payment promotion, for the room search answer. */
export const PaymentPromotionInfoSchema = v.object({
  /** 'include': only the listed plans; 'exclude': every plan but the listed ones. */
  target_mode: v.picklist(['include', 'exclude']),
  hotel_plan_codes: v.array(v.string()),
  name: v.string(),
  discount_percent: v.number(),
});
/** The payment promotion of a search answer. */
export type PaymentPromotionInfo = v.InferOutput<typeof PaymentPromotionInfoSchema>;

/**
 * The terms of a cancellation policy the offers of a search are sold under (spec 1 §3), enough
 * for each offer to say its terms in one line; `id` is the offers' `cancellation_policy_id`.
 */
export const OfferCancellationPolicySchema = v.pick(CancellationPolicySchema, ['id', 'cancellation_policy_parts', 'no_show_percentage_of_cost']);
/** The terms of a cancellation policy of a search's offers. */
export type OfferCancellationPolicy = v.InferOutput<typeof OfferCancellationPolicySchema>;

/** The room search answer; `room_types` is filled for type rooms, `plans` for type plans. */
export const RoomSearchResultSchema = v.object({
  currency: CurrencySchema,
  checkin_date: IsoDateSchema,
  checkout_date: IsoDateSchema,
  nights: v.number(),
  /** The rooms searched, children filed under kids tiers (ages mapped to their tier). */
  rooms: v.array(
    v.object({
      adults: v.number(),
      kids_tiers: v.array(KidsTierCountSchema),
      children_ages: v.array(v.number()),
      adult_companion: v.number(),
      kid_tier_A_companion: v.number(),
    }),
  ),
  type: SearchTypeSchema,
  tax_included: v.boolean(),
  /**
   * Undated (spec 1 §2): every offer is its room plan's lowest total for `nights` nights, on the
   * dates of its nightly prices; checkin_date to checkout_date is then the window looked at.
   */
  search_type: v.optional(v.picklist(['dated', 'undated'])),
  /** A day-use search: check-out equals check-in, nights is 0, every price is for the day. */
  is_day_use: v.optional(v.boolean()),
  room_types: v.array(RoomTypeResultSchema),
  plans: v.array(PlanResultSchema),
  /**
   * Spec 2 §7.3 payment_promotion_info: the hotel's payment promotion, or null. It applies only to
   * plans paid by credit card in its target (shared/payment-promotion.ts).
   */
  payment_promotion_info: v.optional(v.nullable(PaymentPromotionInfoSchema)),
  /** The cancellation policies of the offers answered, each once (the room search call fills it). */
  cancellation_policies: v.optional(v.array(OfferCancellationPolicySchema)),
  /**
   * True when the search was not signed in and the hotel sells member rates of the stay's kind
   * (nights or day use): signing in may show more rates. Never true for a signed-in member.
   */
  sign_in_shows_member_rates: v.optional(v.boolean()),
});
/** The room search answer's data. */
export type RoomSearchResult = v.InferOutput<typeof RoomSearchResultSchema>;

/**
 * Spec 2 §7.3: room and plan search. With a signed-in member's `Authorization: Bearer` token
 * (shared/api/memberships.ts) it also answers the member rates that member may see, and prices
 * the companions of their programme; an expired or revoked token is refused with 401 as for any
 * member call (refresh and retry, or sign out).
 */
export const searchRooms = defineCall({
  name: 'searchRooms',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/rooms',
  summary: 'Search rooms and plans for a stay',
  session: true,
  member: 'optional',
  params: v.object({ code: HotelCodeSchema }),
  query: RoomSearchQuerySchema,
  answer: dataOf(RoomSearchResultSchema),
  status: 200,
});
