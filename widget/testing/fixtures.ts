import type { AdditionalQuestion } from '../../shared/api/questions.ts';
import type { MemberProfile } from '../../shared/api/memberships.ts';
import type { CancellationPolicy } from '../../shared/api/cancellation-policies.ts';
import type { Reservation } from '../../shared/api/reservations.ts';
import type { RoomPlanResult, RoomSearchResult, RoomTypeResult } from '../../shared/api/rooms.ts';
import type { InitSettings } from '../../shared/api/settings.ts';
import type { SelectedRoom, Selection } from '../lib/selection.ts';

/** Test data shaped by the contract's schemas; overrides keep each test's point visible. */

/** Settings of a hotel that sells several rooms in one search (multi_rooms_search_limit). */
export function multiRoomSettingsFixture(limit = 3, overrides: Partial<InitSettings['settings']> = {}): InitSettings {
  return { ...settingsFixture({ multi_rooms_search_enabled: true, ...overrides }), multi_rooms_search_limit: limit };
}

export function settingsFixture(overrides: Partial<InitSettings['settings']> = {}): InitSettings {
  return {
    hotel_id: 'h-1',
    code: 'sakura-kyoto',
    hotel_name: 'Hotel Sakura Kyoto',
    currency: 'JPY',
    tax_rate_bp: 1000,
    timezone: 'Asia/Tokyo',
    hotel_brand: { id: 'b-1', name: 'Sakura Hotels', first_party_cookie_setting: null },
    book_languages: ['en', 'ja'],
    available_languages: ['en', 'ja'],
    booking_widget_setting_attributes: {
      hotel_brand_id: 'b-1',
      default_search_setting: { checkin_date_offset: 0, sort_order: 'price_low_to_high', yesterday_bookable: false, available_rooms_only: true },
      tier: 'standard',
    },
    chatbot_setting: { is_active: false },
    hotel_brand_setting: { is_brand_facility: false },
    payment_gateway_setting: null,
    mcp_payment_gateway_setting: null,
    integrations: [],
    payment_hub_integration_type: 'none',
    payment_options: ['on_site'],
    bw_to_ota_enabled: false,
    multi_rooms_search_limit: 1,
    settings: {
      kids_setting: { kids_type: 'tiers', accept_type: 'accept', shared_bed_type: 'accept' },
      kids_tiers: [
        { code: 'A', name: 'Child (with bed)', age_from: 6, age_to: 12, counts_as_guest: true, meal_bed_options: [] },
        { code: 'B', name: 'Infant (no bed)', age_from: 0, age_to: 5, counts_as_guest: false, meal_bed_options: [] },
      ],
      companions: [],
      max_guests_per_room: 6,
      max_children_per_adult: 3,
      button_colour: '#1f4e5f',
      header_colour: '#ffffff',
      booking_widget_type: 'iframe',
      search_type: 'dated',
      plan_search_enabled: true,
      coupon_active: false,
      is_brand_facility: false,
      multi_rooms_search_enabled: false,
      show_prices_tax_included: true,
      day_use_search_active: false,
      room_search_filters: ['non_smoking', 'breakfast'],
      customer_address_required: false,
      kanji_name_required: false,
      country: 'JP',
      english_name_required: false,
      reservable_period_months: 12,
      hotel_brand_name: 'Sakura Hotels',
      membership: { sign_in_active: true, sign_up_active: true },
      ...overrides,
    },
  };
}

export function roomPlanFixture(overrides: Partial<RoomPlanResult> = {}): RoomPlanResult {
  return {
    room_plan_code: 'DBL-BB',
    room_type_code: 'DBL',
    hotel_plan_code: 'BB',
    room_type_name: 'Deluxe Double',
    room_plan_name: 'Bed and breakfast',
    meal: 'breakfast',
    cancellation_policy_id: '6f1c1b8e-3c55-4c57-9d7e-1f2a3b4c5d6e',
    total_price: 26400,
    total_price_without_tax: 24000,
    tax: 2400,
    nightly_prices: [
      { date: '2030-06-12', price: 12000 },
      { date: '2030-06-13', price: 14400 },
    ],
    matched_search_criteria: { adults_count: 2, children_count: 0, adults_with_companion: 2, children_with_kid_tier_A_companion: 0 },
    room_prices: [
      {
        total_price: 26400,
        total_price_without_tax: 24000,
        tax: 2400,
        adults_count: 2,
        children_count: 0,
        nightly_prices: [
          { date: '2030-06-12', price: 12000 },
          { date: '2030-06-13', price: 14400 },
        ],
      },
    ],
    room_count: 3,
    sale_limit: null,
    plan_stock_count: null,
    is_sold_out: false,
    payment_types: ['on_site'],
    deposit_percentage: null,
    rate_visibility: 'all',
    ...overrides,
  };
}

export function roomTypeFixture(overrides: Partial<RoomTypeResult> = {}): RoomTypeResult {
  return {
    room_type_code: 'DBL',
    room_type_name: 'Deluxe Double',
    description: 'A quiet room facing the garden.',
    images: [],
    attributes: {
      size_sqm: 24,
      size_tatami: null,
      bed_count: 1,
      bed_type: 'double',
      smoking: false,
      wifi: 'free',
      bath: true,
      shower: true,
      bathtub: true,
      toilet: true,
      max_guests: 2,
      accessibility: [],
    },
    rooms_left: 3,
    is_sold_out: false,
    room_plans: [roomPlanFixture()],
    ...overrides,
  };
}

export function searchResultFixture(overrides: Partial<RoomSearchResult> = {}): RoomSearchResult {
  return {
    currency: 'JPY',
    checkin_date: '2030-06-12',
    checkout_date: '2030-06-14',
    nights: 2,
    rooms: [{ adults: 2, kids_tiers: [], children_ages: [], adult_companion: 0, kid_tier_A_companion: 0 }],
    type: 'rooms',
    tax_included: true,
    room_types: [roomTypeFixture()],
    plans: [],
    ...overrides,
  };
}

export function policyFixture(overrides: Partial<CancellationPolicy> = {}): CancellationPolicy {
  return {
    id: '6f1c1b8e-3c55-4c57-9d7e-1f2a3b4c5d6e',
    name: 'Standard',
    description: '',
    cancellation_policy_parts: [
      { days_before: 3, hours_after: null, percentage_of_cost: 30 },
      { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
    ],
    no_show_percentage_of_cost: 100,
    room_plan_codes: ['DBL-BB'],
    ...overrides,
  };
}

export function reservationFixture(overrides: Partial<Reservation> = {}): Reservation {
  return {
    reservation_number: 'YD7K2M9Q',
    status: 'done',
    hotel: {
      code: 'sakura-kyoto',
      name: 'Hotel Sakura Kyoto',
      address: '1 Demo-cho, Higashiyama-ku, Kyoto',
      phone: '+81 75-123-4567',
      timezone: 'Asia/Tokyo',
      checkin_time: '15:00',
      checkout_time: '11:00',
    },
    checkin_date: '2030-06-12',
    checkout_date: '2030-06-14',
    nights: 2,
    currency: 'JPY',
    guest: {
      first_name: 'Hanako',
      last_name: 'Yamada',
      email: 'hanako@example.com',
      phone: '+819012345678',
      first_name_kana: null,
      last_name_kana: null,
      english_first_name: null,
      english_last_name: null,
      address: null,
    },
    rooms: [
      {
        room_type_code: 'DBL',
        room_type_name: 'Deluxe Double',
        room_plan_code: 'DBL-BB',
        room_plan_name: 'Bed and breakfast',
        adults: 2,
        kids_tiers: [],
        children_ages: [],
        adult_companion: 0,
        kid_tier_A_companion: 0,
        guests: [{ code: 'adults', label: 'Adults', count: 2 }],
        guest_name: { first_name: 'Hanako', last_name: 'Yamada' },
        nightly_prices: [
          { date: '2030-06-12', price: 12000 },
          { date: '2030-06-13', price: 14400 },
        ],
        total_price: 26400,
      },
    ],
    payment_type: 'on_site',
    deposit_amount: null,
    promotion_discount_amount: 0,
    paid_amount: 0,
    remain_amount: 26400,
    refunded_amount: 0,
    payment_expires_at: null,
    on_site_allowed: false,
    cancel_reason: null,
    special_request: '',
    extras: [],
    discounts: [],
    answers: [],
    total_room_price: 26400,
    total_extra_price: 0,
    coupon_discount_amount: 0,
    total_price: 26400,
    total_price_without_tax: 24000,
    tax: 2400,
    cancellation_policy: policyFixture(),
    cancellation: { cancellable: true, reason: null, percentage: 30, fee: 7920 },
    room_cancellation: null,
    cancelled_rooms: [],
    cancelled_at: null,
    cancellation_fee: null,
    receipt: { available: false, reason: 'receipt_paid_at_hotel', available_from: null, issued: 0, receipt_title: 'Taro Yamada', receipt_unicode: '' },
    created_at: '2030-05-01T10:00:00Z',
    ...overrides,
  };
}

/** One booked room of a selection (Deluxe Double, bed and breakfast, 2 adults, 2 nights). */
export function selectedRoomFixture(overrides: Partial<SelectedRoom> = {}): SelectedRoom {
  return {
    roomIndex: 0,
    roomTypeCode: 'DBL',
    roomTypeName: 'Deluxe Double',
    roomPlanCode: 'DBL-BB',
    roomPlanName: 'Bed and breakfast',
    hotelPlanCode: 'BB',
    meal: 'breakfast',
    cancellationPolicyId: '6f1c1b8e-3c55-4c57-9d7e-1f2a3b4c5d6e',
    numberOfAdults: 2,
    kidsTiers: [],
    childrenAges: [],
    salePrice: 26400,
    salePriceWithoutTax: 24000,
    tax: 2400,
    nightlyPrices: [
      { date: '2030-06-12', price: 12000 },
      { date: '2030-06-13', price: 14400 },
    ],
    paymentTypes: ['on_site'],
    depositPercentage: null,
    ...overrides,
  };
}

/** What search hands to checkout: the stay and its rooms (one room unless given). */
export function selectionFixture(overrides: Partial<Selection> = {}): Selection {
  return {
    hotelCode: 'sakura-kyoto',
    checkin: '2030-06-12',
    checkout: '2030-06-14',
    nights: 2,
    currency: 'JPY',
    kidsTierNames: { A: 'Child (with bed)', B: 'Infant (no bed)' },
    searchQuery: 'code=sakura-kyoto',
    rooms: [selectedRoomFixture()],
    paymentPromotion: null,
    ...overrides,
  };
}

/** What the test questions share (spec 1 §3 additional questions): optional, for every guest, every plan. */
export const questionBase: Omit<AdditionalQuestion, 'id' | 'question_type' | 'name'> = {
  scope: 'hotel',
  field_key: 'free',
  help_text: '',
  required: false,
  per_room: false,
  multiple: false,
  options: [],
  time_options: [],
  labels: ['all_users'],
  room_plan_codes: [],
  enabled: true,
};

/** A hotel's question: optional free text unless overridden. */
export function questionFixture(overrides: Partial<AdditionalQuestion> & Pick<AdditionalQuestion, 'id' | 'name'>): AdditionalQuestion {
  return { question_type: 'free_text', ...questionBase, ...overrides };
}

/** A signed-in member's profile, as sign-in and the token refresh answer it (shared/api/memberships.ts). */
export function memberFixture(): MemberProfile {
  return {
    id: 'm-1',
    email: 'member@yado.example',
    first_name: 'Hanako',
    last_name: 'Yamada',
    first_name_kana: null,
    last_name_kana: null,
    phone: null,
    locale: 'en',
    promotion_email: false,
  };
}
