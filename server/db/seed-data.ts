import type { MealBedOption } from '../../shared/constants.ts';
import type { HotelLocale } from '../domain/localized-text.ts';
import type { HotelSettings, Names, PolicyPart } from './schema.ts';

/** A room type of the demo data, with its inventory and nightly base price (1 adult, weekday). */
export type SeedRoomType = {
  code: string;
  names: Names;
  descriptions: Names;
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
  rooms: number;
  base: number;
  accessibility?: string[];
};
/** A plan of the demo data: a price factor, a meal price per adult, and its policy. */
export type SeedPlan = {
  code: string;
  names: Names;
  descriptions: Names;
  meal: string;
  factor: number;
  mealPerAdult: number;
  policy: string;
  /** Rooms of the plan per reservation, and rooms of the plan a night across room types (spec 1 §3). */
  saleLimit?: number;
  stockPerNight?: number;
  /** Spec 1 §3 payment methods the plan takes (migration 027); paid at the hotel when left out. */
  paymentTypes?: Array<'on_site' | 'credit_card' | 'credit_card_deposit' | 'on_site_credit_card_required'>;
  /** The share taken by card now with credit_card_deposit, the rest at the hotel. */
  depositPercentage?: number;
};
/** A demo hotel. */
export type SeedHotel = {
  code: string;
  names: Names;
  descriptions: Names;
  addresses: Names;
  phone: string;
  email: string;
  url: string;
  currency: string;
  timezone: string;
  tax_rate_bp: number;
  rounding: number;
  book_languages: string[];
  /** The hotel's default language: its texts' fallback after the guest's locale. */
  locale: HotelLocale;
  settings: HotelSettings;
  /** Japan's simplified qualified invoice on receipts: the issuer as registered and its number (migration 033). */
  invoice?: { issuer_name: string; registration_number: string };
  kidsTiers: Array<{
    code: string;
    names: Names;
    age_from: number;
    age_to: number;
    counts_as_guest: boolean;
    rate_percent: number;
    /** Spec 1 §3 meal and bedding options with the percentage each pays (kids_type tiers_with_meal_and_bed_as_extras). */
    meal_bed_rates?: Partial<Record<MealBedOption, number>>;
  }>;
  policies: Record<string, { names: Names; descriptions: Names; parts: PolicyPart[]; no_show_percentage: number }>;
  roomTypes: SeedRoomType[];
  plans: SeedPlan[];
};

const settings = (overrides: Partial<HotelSettings> & Pick<HotelSettings, 'country'>): HotelSettings => ({
  button_colour: '#8c2f39',
  header_colour: '#2b2d42',
  reservable_period_months: 12,
  max_guests_per_room: 6,
  show_prices_tax_included: true,
  kids_accept: true,
  checkin_date_offset: 0,
  sort_order: 'price_low_to_high',
  yesterday_bookable: false,
  available_rooms_only: true,
  plan_search_enabled: true,
  coupon_active: false,
  customer_address_required: false,
  kanji_name_required: false,
  english_name_required: false,
  multi_rooms_search_limit: 1,
  kids_type: 'tiers',
  shared_bed_accept: true,
  max_children_per_adult: 3,
  room_search_filters: ['non_smoking', 'breakfast', 'room_only', 'bathtub', 'twin_beds', 'tatami'],
  member_sign_in_active: true,
  member_sign_up_active: true,
  ...overrides,
});

const kidsTiers = [
  {
    code: 'A',
    names: { en: 'School-age children (bed and meals)', ja: '小学生（寝具・食事あり）' },
    age_from: 6,
    age_to: 12,
    counts_as_guest: true,
    rate_percent: 70,
  },
  { code: 'B', names: { en: 'Young children (bed and meals)', ja: '幼児（寝具・食事あり）' }, age_from: 3, age_to: 5, counts_as_guest: true, rate_percent: 50 },
  { code: 'C', names: { en: 'Infants (no bed or meals)', ja: '乳幼児（寝具・食事なし）' }, age_from: 0, age_to: 2, counts_as_guest: false, rate_percent: 0 },
];

/**
 * Taipei prices children's meals and beds as extras, as many hotels in Taiwan do: a child pays
 * for breakfast and an extra bed only when they want them.
 */
const mealBedTiers: SeedHotel['kidsTiers'] = [
  {
    code: 'A',
    names: { en: 'School-age children', ja: '小学生' },
    age_from: 6,
    age_to: 12,
    counts_as_guest: true,
    rate_percent: 60,
    meal_bed_rates: { meal_same_as_adult_bedding: 80, meal_yes_bedding: 60, meal_yes: 30, meal_no_bedding: 40 },
  },
  {
    code: 'B',
    names: { en: 'Young children', ja: '幼児' },
    age_from: 3,
    age_to: 5,
    counts_as_guest: true,
    rate_percent: 40,
    meal_bed_rates: { meal_yes_bedding: 40, meal_yes: 20, meal_no_bedding: 25, meal_no: 0 },
  },
  {
    code: 'C',
    names: { en: 'Infants', ja: '乳幼児' },
    age_from: 0,
    age_to: 2,
    counts_as_guest: false,
    rate_percent: 0,
    meal_bed_rates: { meal_no_bedding: 10, meal_no: 0 },
  },
];

const policies = {
  standard: {
    names: { en: 'Standard cancellation', ja: '通常キャンセル規定' },
    descriptions: { en: 'Free until 8 days before arrival.', ja: 'ご到着の8日前まで無料です。' },
    parts: [
      { days_before: 7, hours_after: null, percentage_of_cost: 20 },
      { days_before: 2, hours_after: null, percentage_of_cost: 50 },
      { days_before: 1, hours_after: 15, percentage_of_cost: 80 },
    ],
    no_show_percentage: 100,
  },
  nonRefundable: {
    names: { en: 'Non-refundable', ja: '返金不可' },
    descriptions: { en: 'The full price is charged on any cancellation.', ja: 'ご予約後のキャンセルは全額を申し受けます。' },
    parts: [{ days_before: 999, hours_after: null, percentage_of_cost: 100 }],
    no_show_percentage: 100,
  },
};

const plans = (breakfast: number): SeedPlan[] => [
  {
    code: 'room-only',
    names: { en: 'Room only', ja: '素泊まり' },
    descriptions: { en: 'A simple stay without meals.', ja: 'お食事なしのシンプルなご宿泊プランです。' },
    meal: 'none',
    factor: 1,
    mealPerAdult: 0,
    policy: 'standard',
    // card now (the payment promotion's 5% off) or at the hotel
    paymentTypes: ['credit_card', 'on_site'],
  },
  {
    code: 'breakfast',
    names: { en: 'Stay with breakfast', ja: '朝食付きプラン' },
    descriptions: { en: 'Breakfast buffet each morning, 7:00–10:00.', ja: '毎朝7:00〜10:00の朝食ビュッフェ付きです。' },
    meal: 'breakfast',
    factor: 1,
    mealPerAdult: breakfast,
    policy: 'standard',
    // 30% by card now and the rest at the hotel, or all at the hotel
    paymentTypes: ['credit_card_deposit', 'on_site'],
    depositPercentage: 30,
  },
  {
    code: 'early-bird',
    names: { en: 'Early bird saver (non-refundable)', ja: '早割プラン（返金不可）' },
    descriptions: { en: '15% off the room-only price; cannot be refunded.', ja: '素泊まり料金から15%割引。返金はできません。' },
    meal: 'none',
    factor: 0.85,
    mealPerAdult: 0,
    policy: 'nonRefundable',
    saleLimit: 2,
    stockPerNight: 4,
    // at the hotel, with a card verified now and kept as a guarantee (the fee of a non-refundable stay), or without
    paymentTypes: ['on_site_credit_card_required', 'on_site'],
  },
];

const room = (
  code: string,
  en: string,
  ja: string,
  descEn: string,
  descJa: string,
  r: Omit<SeedRoomType, 'code' | 'names' | 'descriptions'>,
): SeedRoomType => ({ code, names: { en, ja }, descriptions: { en: descEn, ja: descJa }, ...r });

/** A room built for wheelchair users; the same list as migration 002 gives existing demo data. */
const ACCESSIBLE = ['step_free_access', 'wide_doorways', 'roll_in_shower', 'grab_bars', 'shower_seat', 'lowered_bed', 'visual_alarm'];
const STEP_FREE = ['step_free_access', 'visual_alarm'];

const bath = { bath: true, shower: true, bathtub: true, toilet: true, smoking: false, wifi: 'free' };

/** Three hotels of the brand "Yado Demo Hotels", in three currencies. */
export const DEMO_HOTELS: SeedHotel[] = [
  {
    code: 'demo-kyoto',
    names: { en: 'Yado Kyoto Demo', ja: '宿 京都デモ' },
    descriptions: { en: 'A quiet hotel near the Kamo river.', ja: '鴨川のほとりの静かなホテルです。' },
    addresses: { en: '1 Demo-cho, Higashiyama-ku, Kyoto', ja: '京都府京都市東山区デモ町1' },
    phone: '+81-75-000-0000',
    email: 'kyoto@demo.yado.example',
    url: '/index.html',
    currency: 'JPY',
    timezone: 'Asia/Tokyo',
    tax_rate_bp: 1000,
    rounding: 100,
    book_languages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'],
    locale: 'ja',
    settings: settings({ country: 'JP', multi_rooms_search_limit: 5, room_cancellation_active: true }),
    // a made-up corporate number whose check digit (the first) is right
    invoice: { issuer_name: '株式会社ヤドデモホテルズ', registration_number: 'T9130001012345' },
    kidsTiers,
    policies,
    roomTypes: [
      room('std-twin', 'Standard Twin', 'スタンダードツイン', 'Two single beds, city view.', 'シングルベッド2台、街の景色。', {
        ...bath,
        size_sqm: 22,
        size_tatami: null,
        bed_count: 2,
        bed_type: 'twin',
        max_guests: 3,
        rooms: 12,
        base: 9000,
      }),
      room('dlx-double', 'Deluxe Double', 'デラックスダブル', 'A queen bed and a river view.', 'クイーンベッド、川の眺め。', {
        ...bath,
        size_sqm: 28,
        size_tatami: null,
        bed_count: 1,
        bed_type: 'queen',
        max_guests: 2,
        rooms: 8,
        base: 14000,
        accessibility: ACCESSIBLE,
      }),
      room('washitsu', 'Japanese-style Room (8 tatami)', '和室（8畳）', 'Futons on tatami, for families.', '畳にお布団を敷く、ご家族向けのお部屋。', {
        ...bath,
        size_sqm: 30,
        size_tatami: 8,
        bed_count: 4,
        bed_type: 'futon',
        max_guests: 5,
        rooms: 5,
        base: 12000,
      }),
      room('garden-suite', 'Garden Suite', '庭園スイート', 'Our finest room, with a private garden.', '専用庭園付きの最上級のお部屋。', {
        ...bath,
        size_sqm: 55,
        size_tatami: null,
        bed_count: 1,
        bed_type: 'king',
        max_guests: 4,
        rooms: 2,
        base: 38000,
        accessibility: STEP_FREE,
      }),
    ],
    plans: plans(2500),
  },
  {
    code: 'demo-seoul',
    names: { en: 'Yado Seoul Demo', ja: '宿 ソウルデモ', ko: '야도 서울 데모' },
    descriptions: { en: 'Steps from Myeongdong station.', ja: '明洞駅から歩いてすぐ。' },
    addresses: { en: '1 Demo-ro, Jung-gu, Seoul', ja: 'ソウル特別市中区デモ路1' },
    phone: '+82-2-000-0000',
    email: 'seoul@demo.yado.example',
    url: '/seoul.html',
    currency: 'KRW',
    timezone: 'Asia/Seoul',
    tax_rate_bp: 1000,
    rounding: 1000,
    book_languages: ['ko', 'en', 'ja', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'],
    locale: 'ko',
    settings: settings({ country: 'KR', button_colour: '#1d4e89', multi_rooms_search_limit: 3, kids_type: 'ages' }),
    kidsTiers,
    policies,
    roomTypes: [
      room('standard-double', 'Standard Double', 'スタンダードダブル', 'A double bed and a desk.', 'ダブルベッドとデスク。', {
        ...bath,
        bathtub: false,
        size_sqm: 20,
        size_tatami: null,
        bed_count: 1,
        bed_type: 'double',
        max_guests: 2,
        rooms: 15,
        base: 110000,
      }),
      room('family-twin', 'Family Twin', 'ファミリーツイン', 'Two queen beds.', 'クイーンベッド2台。', {
        ...bath,
        size_sqm: 32,
        size_tatami: null,
        bed_count: 2,
        bed_type: 'queen',
        max_guests: 4,
        rooms: 6,
        base: 160000,
        accessibility: ACCESSIBLE,
      }),
      room('ondol', 'Ondol Room', 'オンドル部屋', 'Heated floor with traditional bedding.', '床暖房と伝統的な寝具。', {
        ...bath,
        size_sqm: 26,
        size_tatami: null,
        bed_count: 3,
        bed_type: 'futon',
        max_guests: 4,
        rooms: 3,
        base: 140000,
      }),
    ],
    plans: plans(25000),
  },
  {
    code: 'demo-taipei',
    names: { en: 'Yado Taipei Demo', ja: '宿 台北デモ', zh_Hant: '宿 台北示範飯店' },
    descriptions: { en: 'Close to Taipei 101.', ja: '台北101のすぐ近く。' },
    addresses: { en: '1 Demo Rd, Xinyi District, Taipei', ja: '台北市信義区デモ路1' },
    phone: '+886-2-0000-0000',
    email: 'taipei@demo.yado.example',
    url: '/taipei.html',
    currency: 'TWD',
    timezone: 'Asia/Taipei',
    tax_rate_bp: 500,
    rounding: 10,
    book_languages: ['zh_Hant', 'en', 'ja', 'ko', 'zh_Hans', 'id', 'th', 'ar'],
    locale: 'zh_Hant',
    settings: settings({
      country: 'TW',
      button_colour: '#2d6a4f',
      multi_rooms_search_limit: 3,
      search_type: 'undated',
      kids_type: 'tiers_with_meal_and_bed_as_extras',
    }),
    kidsTiers: mealBedTiers,
    policies,
    roomTypes: [
      room('superior-queen', 'Superior Queen', 'スーペリアクイーン', 'A queen bed, quiet side.', 'クイーンベッド、静かな側。', {
        ...bath,
        size_sqm: 24,
        size_tatami: null,
        bed_count: 1,
        bed_type: 'queen',
        max_guests: 2,
        rooms: 10,
        base: 3200,
        accessibility: STEP_FREE,
      }),
      room('city-twin', 'City View Twin', 'シティビューツイン', 'Two beds and a view of 101.', 'ベッド2台、101の眺め。', {
        ...bath,
        size_sqm: 26,
        size_tatami: null,
        bed_count: 2,
        bed_type: 'twin',
        max_guests: 3,
        rooms: 8,
        base: 3800,
        accessibility: ACCESSIBLE,
      }),
      room('penthouse', 'Penthouse', 'ペントハウス', 'Top floor with a terrace.', 'テラス付きの最上階。', {
        ...bath,
        size_sqm: 70,
        size_tatami: null,
        bed_count: 1,
        bed_type: 'king',
        max_guests: 4,
        rooms: 1,
        base: 15000,
      }),
    ],
    plans: plans(450),
  },
];
