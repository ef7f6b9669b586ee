import * as v from 'valibot';
import { COMPANION_CODES, MEAL_BED_OPTIONS, ROOM_SEARCH_FILTERS, SORT_ORDERS } from '../constants.ts';
import { CurrencySchema, dataOf, HotelCodeSchema, LocaleSchema } from './common.ts';
import { defineCall } from './define.ts';

/** A kids tier of the hotel's kids setting, named in the request's locale. */
export const KidsTierSchema = v.object({
  code: v.string(),
  name: v.string(),
  age_from: v.number(),
  age_to: v.number(),
  /** Whether a child of this tier takes a bed and so counts towards the room's guests. */
  counts_as_guest: v.boolean(),
  /**
   * Spec 1 §3: the meal and bedding options a child of this tier may have, in the order offered,
   * where the hotel prices them as extras (kids_type tiers_with_meal_and_bed_as_extras); else empty.
   */
  meal_bed_options: v.array(v.picklist(MEAL_BED_OPTIONS)),
});

/**
 * Spec 1 §3 Program additional_tiers_attributes: a companion the guest's member programme lets a
 * room hold, with its name in the request's locale. Only active companions are listed.
 */
export const CompanionTierSchema = v.object({
  code: v.picklist(COMPANION_CODES),
  name: v.string(),
  /** The share of an adult's price a companion pays (of kids tier A's share for a kid companion). */
  rate_percent: v.number(),
});
/** An active companion tier. */
export type CompanionTier = v.InferOutput<typeof CompanionTierSchema>;

/** Spec 1 §3: default_search_setting. */
export const DefaultSearchSettingSchema = v.object({
  checkin_date_offset: v.number(),
  sort_order: v.picklist(SORT_ORDERS),
  yesterday_bookable: v.boolean(),
  available_rooms_only: v.boolean(),
});

/** Settings the widget reads for searching and booking (spec 1 §3, "Settings read"). */
export const WidgetSettingsSchema = v.object({
  kids_setting: v.object({
    kids_type: v.picklist(['tiers', 'tiers_with_meal_and_bed_as_extras', 'ages']),
    accept_type: v.picklist(['accept', 'not_accept']),
    shared_bed_type: v.picklist(['accept', 'not_accept']),
  }),
  kids_tiers: v.array(KidsTierSchema),
  /** Spec 1 §5: companion counts apply only when the guest's programme has them active; empty otherwise. */
  companions: v.array(CompanionTierSchema),
  max_guests_per_room: v.number(),
  /** Spec 1 §5: at most this many children per adult in a room. */
  max_children_per_adult: v.number(),
  button_colour: v.string(),
  header_colour: v.string(),
  booking_widget_type: v.picklist(['standalone', 'iframe']),
  search_type: v.picklist(['dated', 'undated']),
  plan_search_enabled: v.boolean(),
  coupon_active: v.boolean(),
  is_brand_facility: v.boolean(),
  multi_rooms_search_enabled: v.boolean(),
  show_prices_tax_included: v.boolean(),
  day_use_search_active: v.boolean(),
  /** The room search filters this hotel offers its guests. */
  room_search_filters: v.array(v.picklist(ROOM_SEARCH_FILTERS)),
  customer_address_required: v.boolean(),
  kanji_name_required: v.boolean(),
  english_name_required: v.boolean(),
  /** The hotel's country (ISO 3166-1): the guest's phone number, typed without +, is read as one of it. */
  country: v.string(),
  reservable_period_months: v.number(),
  hotel_brand_name: v.string(),
  /** Spec 1 §3 `membership`, §5 menu visibility: members may sign in ("membership login"), and sign up ("sign-up active", never without sign-in). */
  membership: v.object({ sign_in_active: v.boolean(), sign_up_active: v.boolean() }),
});

/** Spec 2 §7.2.1: the init settings for a hotel code. */
export const InitSettingsSchema = v.object({
  hotel_id: v.string(),
  code: HotelCodeSchema,
  hotel_name: v.string(),
  currency: CurrencySchema,
  /** The hotel's tax rate in basis points (1000 = 10%): checkout splits tax as the server does. */
  tax_rate_bp: v.number(),
  timezone: v.string(),
  hotel_brand: v.object({
    id: v.string(),
    name: v.string(),
    first_party_cookie_setting: v.nullable(v.object({ status: v.string(), domain_name: v.string() })),
  }),
  book_languages: v.array(LocaleSchema),
  available_languages: v.array(LocaleSchema),
  booking_widget_setting_attributes: v.object({
    hotel_brand_id: v.string(),
    default_search_setting: DefaultSearchSettingSchema,
    tier: v.string(),
  }),
  chatbot_setting: v.object({ is_active: v.boolean() }),
  hotel_brand_setting: v.object({ is_brand_facility: v.boolean() }),
  payment_gateway_setting: v.nullable(v.object({ gateway: v.string() })),
  mcp_payment_gateway_setting: v.nullable(v.object({ gateway: v.string() })),
  integrations: v.array(v.object({ type: v.string(), active: v.boolean() })),
  payment_hub_integration_type: v.string(),
  payment_options: v.array(v.picklist(['on_site'])),
  bw_to_ota_enabled: v.boolean(),
  multi_rooms_search_limit: v.number(),
  settings: WidgetSettingsSchema,
});
/** The init settings. */
export type InitSettings = v.InferOutput<typeof InitSettingsSchema>;

/** Spec 2 §7.2: init settings for a hotel code. */
export const getInitSettings = defineCall({
  name: 'getInitSettings',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/settings/booking_widget',
  summary: 'Init settings of the booking widget for a hotel code',
  session: true,
  params: v.object({ code: HotelCodeSchema }),
  answer: dataOf(InitSettingsSchema),
  status: 200,
});
