import type { GuestAddress } from '../../shared/api/guest.ts';
import type { CompanionCode, MealBedOption, RoomSearchFilter } from '../../shared/constants.ts';
import type { ColumnType, Generated } from 'kysely';
import type { HotelLocale } from '../domain/localized-text.ts';

/** A copy of an image at another width, for srcset. */
export type ImageSource = { url: string; width: number };

/** Text in several locales, keyed by locale. */
export type Names = Record<string, string>;
type Json<T> = ColumnType<T, string | T, string | T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** Tables as the repositories see them (see migrations/*.sql). Dates are YYYY-MM-DD strings. */
export interface Database {
  app_settings: { key: string; value: string };
  hotel_brands: { id: Generated<string>; code: string; names: Json<Names>; site_origins: ColumnType<string[], string[] | undefined, string[]> };
  hotels: {
    id: Generated<string>;
    brand_id: string;
    code: string;
    names: Json<Names>;
    descriptions: Json<Names>;
    addresses: Json<Names>;
    phone: string;
    email: string;
    url: string;
    currency: string;
    timezone: string;
    checkin_time: string;
    checkout_time: string;
    tax_rate_bp: number;
    book_languages: string[];
    /** The hotel's default language (migration 020): its texts' fallback after the guest's locale. */
    locale: ColumnType<HotelLocale, HotelLocale | undefined, HotelLocale>;
    settings: Json<HotelSettings>;
    /** Migration 033: Japan's qualified invoice issuer, as registered, and its number (T + 13 digits); null outside Japan. */
    invoice_issuer_name: ColumnType<string | null, string | null | undefined, string | null>;
    invoice_registration_number: ColumnType<string | null, string | null | undefined, string | null>;
  };
  kids_tiers: {
    hotel_id: string;
    code: string;
    names: Json<Names>;
    age_from: number;
    age_to: number;
    counts_as_guest: boolean;
    rate_percent: number;
    sort: number;
    /** Spec 1 §3 meal and bedding options the tier offers, with the percentage a child pays under each. */
    meal_bed_rates: ColumnType<Partial<Record<MealBedOption, number>>, string | undefined, string>;
  };
  programs: {
    id: Generated<string>;
    brand_id: string;
    code: string;
    names: Json<Names>;
    non_signed_in: boolean;
    /** Migration 032: members may belong to it (switch), and the one a member is in until they switch. */
    members_open: ColumnType<boolean, boolean | undefined, boolean>;
    member_default: ColumnType<boolean, boolean | undefined, boolean>;
  };
  program_additional_tiers: { program_id: string; code: CompanionCode; is_active: boolean; names: Json<Names>; rate_percent: number };
  /** Migration 023: a room type's gallery, in `sort` order. */
  room_type_images: {
    id: Generated<string>;
    room_type_id: string;
    sort: number;
    url: string;
    width: number;
    height: number;
    alts: Json<Names>;
    srcset: Json<ImageSource[]>;
  };
  room_types: {
    id: Generated<string>;
    hotel_id: string;
    code: string;
    names: Json<Names>;
    descriptions: Json<Names>;
    size_sqm: number;
    size_tatami: number | null;
    bed_count: number;
    bed_type: string;
    smoking: boolean;
    wifi: string;
    bath: boolean;
    shower: boolean;
    bathtub: boolean;
    toilet: boolean;
    max_guests: number;
    accessibility: Generated<string[]>;
    sort: number;
  };
  cancellation_policies: {
    id: Generated<string>;
    hotel_id: string;
    names: Json<Names>;
    descriptions: Json<Names>;
    parts: Json<PolicyPart[]>;
    no_show_percentage: number;
  };
  hotel_plans: {
    id: Generated<string>;
    hotel_id: string;
    code: string;
    names: Json<Names>;
    descriptions: Json<Names>;
    meal: string;
    cancellation_policy_id: string;
    sort: number;
    /** Rooms of this plan one reservation may take; null is no limit. */
    sale_limit: Generated<number | null>;
    /** Spec 1 §3 rate visibility: 'all', 'member' (signed-in members) or 'secret' (a promo code unlocks it). */
    visibility: Generated<string>;
    /** Migration 027: spec 1 §3 payment methods the plan takes (on_site, credit_card, credit_card_deposit, on_site_credit_card_required). */
    payment_types: Generated<string[]>;
    /** Migration 027: the share taken by card now with credit_card_deposit. */
    deposit_percentage: Generated<number | null>;
  };
  /** Rooms of a plan sellable a night across its room types; a night without a row is unlimited. */
  plan_inventory: { hotel_plan_id: string; stay_date: string; total: number; sold: Generated<number> };
  room_plans: { id: Generated<string>; hotel_id: string; code: string; room_type_id: string; hotel_plan_id: string };
  room_rates: { room_plan_id: string; stay_date: string; adults: number; price: number };
  room_inventory: { room_type_id: string; stay_date: string; total: number; sold: Generated<number> };
  reservations: {
    id: Generated<string>;
    hotel_id: string;
    reservation_number: string;
    status: 'done' | 'payment_pending' | 'cancelled';
    checkin_date: string;
    checkout_date: string;
    currency: string;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    locale: string;
    special_request: string;
    payment_type: string;
    total_price: number;
    tax: number;
    cancellation_policy: Json<PolicySnapshot>;
    bypass_token_hash: string;
    created_at: Timestamp;
    cancelled_at: NullableTimestamp;
    cancel_reason: string | null;
    cancel_details: string | null;
    cancellation_fee: number | null;
    first_name_kana: ColumnType<string | null, string | null | undefined, string | null>;
    last_name_kana: ColumnType<string | null, string | null | undefined, string | null>;
    english_first_name: ColumnType<string | null, string | null | undefined, string | null>;
    english_last_name: ColumnType<string | null, string | null | undefined, string | null>;
    address: ColumnType<GuestAddress | null, string | null | undefined, string | null>;
    /** Migration 027: what is charged online (the total less a payment promotion, or a deposit); null at the hotel. */
    deposit_amount: ColumnType<number | null, number | null | undefined, number | null>;
    promotion_discount_amount: Generated<number>;
    paid_amount: Generated<number>;
    refunded_amount: Generated<number>;
    on_site_allowed: Generated<boolean>;
    payment_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** Migration 031: the member who booked while signed in (spec 1 §6); null for a guest booking. */
    member_id: ColumnType<string | null, string | null | undefined, string | null>;
    /** Migration 033: how many receipts were issued, and the name (and zh_Hant company number) printed on the last. */
    receipt_issues: Generated<number>;
    receipt_name: ColumnType<string | null, string | null | undefined, string | null>;
    receipt_company_number: ColumnType<string | null, string | null | undefined, string | null>;
    /** Migration 036: when the receipt-available notice was sent (null: not yet, or never for this stay). */
    receipt_notice_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** Migration 034: facility staff edited the reservation; the guest may not update or cancel it (spec 1 §6). */
    update_locked: Generated<boolean>;
    update_lock_reason: ColumnType<string | null, string | null | undefined, string | null>;
    /** How many times the guest changed the reservation; a change raises it. */
    update_count: Generated<number>;
    updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** What changes of a stay paid by card kept of its payment as the cancellation fee on what they gave up. */
    change_fee_amount: Generated<number>;
    /** Migration 059: a card deposit's percentage at booking (a change asks its new deposit at it); null otherwise. */
    deposit_percentage: ColumnType<number | null, number | null | undefined, number | null>;
  };
  reservation_rooms: {
    id: Generated<string>;
    reservation_id: string;
    position: number;
    room_type_id: string;
    room_plan_id: string;
    room_type_code: string;
    room_plan_code: string;
    room_type_names: Json<Names>;
    room_plan_names: Json<Names>;
    adults: number;
    kids_tiers: Json<Array<{ code: string; count: number; meal_bed?: MealBedOption }>>;
    /** Spec 2 §9.6 companions in the room: adult_companion and kid_tier_A_companion. */
    adult_companions: ColumnType<number, number | undefined, number>;
    kid_companions: ColumnType<number, number | undefined, number>;
    /** The children's ages when the hotel asks ages (kids_type ages). */
    children_ages: ColumnType<number[], string | number[] | undefined, string | number[]>;
    total_price: number;
    guest_first_name: ColumnType<string | null, string | null | undefined, string | null>;
    guest_last_name: ColumnType<string | null, string | null | undefined, string | null>;
    /** Migration 048: a room cancelled on its own, out of the stay (listReservationRooms leaves it out). */
    cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
    cancellation_fee: ColumnType<number | null, number | null | undefined, number | null>;
  };
  reservation_nights: { reservation_room_id: string; stay_date: string; price: number };
  idempotency_keys: {
    hotel_id: string;
    key_hash: string;
    request_hash: string;
    sealed_response: string | null;
    expires_at: Date | string;
    created_at: Timestamp;
  };
  rate_limiter: { key: string; points: number; expire: number | null };
  outbox: {
    id: Generated<number>;
    kind: string;
    recipient: string;
    subject: string;
    body_text: string;
    body_html: string;
    reservation_id: string | null;
    status: Generated<'pending' | 'sent' | 'failed'>;
    attempts: Generated<number>;
    locked_until: NullableTimestamp;
    last_error: string | null;
    created_at: Timestamp;
    sent_at: NullableTimestamp;
    next_attempt_at: Generated<Date | null>;
  };
}

/** One tier of a cancellation policy as stored. */
export type PolicyPart = { days_before: number; hours_after: number | null; percentage_of_cost: number };

/** The policy copied onto a reservation when it is made. */
export type PolicySnapshot = {
  id: string;
  names: Names;
  descriptions: Names;
  parts: PolicyPart[];
  no_show_percentage: number;
  room_plan_codes: string[];
};

/** Per-hotel widget settings stored as jsonb (spec 1 §3, "Settings read"). */
export type HotelSettings = {
  /** The hotel's country (ISO 3166-1): a phone number typed without + is one of it (migration 021). */
  country: string;
  button_colour: string;
  header_colour: string;
  reservable_period_months: number;
  max_guests_per_room: number;
  show_prices_tax_included: boolean;
  kids_accept: boolean;
  checkin_date_offset: number;
  sort_order: 'price_low_to_high' | 'price_high_to_low' | 'recommended';
  yesterday_bookable: boolean;
  available_rooms_only: boolean;
  plan_search_enabled: boolean;
  coupon_active: boolean;
  customer_address_required: boolean;
  kanji_name_required: boolean;
  english_name_required: boolean;
  multi_rooms_search_limit: number;
  /** Spec 1 §3 kids_setting.kids_type: children by tier, by tier with meal and bed, or by age. */
  kids_type: 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages';
  /** Whether children may share a bed (tiers that take no bed are offered). */
  shared_bed_accept: boolean;
  /** Spec 1 §5: at most this many children per adult in a room. */
  max_children_per_adult: number;
  /** The room search filters offered to guests. */
  room_search_filters: RoomSearchFilter[];
  /** Spec 1 §3 search_type: 'undated' also offers a search by nights without dates (absent: dated). */
  search_type?: 'dated' | 'undated';
  /** Spec 1 §5 "membership login": members sign in by e-mail and password, a one-time token or a provider (migration 044; absent is on). */
  member_sign_in_active?: boolean;
  /** Spec 1 §5 "sign-up active": the hotel takes new members (migration 044; absent is on). */
  member_sign_up_active?: boolean;
  /** Issue 15: whether a guest may cancel one room of a reservation of several online (absent: no). */
  room_cancellation_active?: boolean;
};
