import type { Hono } from 'hono';
import { getInitSettings, type InitSettings } from '../../shared/api/settings.ts';
import { LOCALES, type CurrencyCode, type Locale } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelConfig } from '../db/config-cache.ts';
import { localizedText } from '../domain/localized-text.ts';
import { mountCall } from '../http/mount-call.ts';
import { PreparedAnswer } from '../http/prepared-answer.ts';
import { offeredTiers } from '../domain/room-guests.ts';
import { memberSignInOpen, memberSignUpOpen } from '../domain/member-switches.ts';
import { requireHotelConfig } from './hotel-access.ts';

/** GET /hotels/:code/settings/booking_widget: the init settings (spec 2 §7.2.1). */
export function mountSettings(app: Hono, deps: AppDeps): void {
  // one read of the configuration version when the hotel's configuration is cached
  mountCall(app, deps, getInitSettings, async ({ params, locale, session }) => settingsAnswer(await requireHotelConfig(deps, params.code, session), locale));
}

/** The settings call's answers, by configuration and language: a change of configuration is a new object (config-cache.ts), with none kept. */
const answers = new WeakMap<HotelConfig, Map<Locale, PreparedAnswer<InitSettings>>>();

/** The settings call's answer for a configuration in a locale, built (serialised, later compressed) once and sent to every request while the configuration is current. */
export function settingsAnswer(config: HotelConfig, locale: Locale): PreparedAnswer<InitSettings> {
  let byLocale = answers.get(config);
  if (!byLocale) {
    byLocale = new Map();
    answers.set(config, byLocale);
  }
  let answer = byLocale.get(locale);
  if (!answer) {
    answer = new PreparedAnswer(initSettings(config, locale));
    byLocale.set(locale, answer);
  }
  return answer;
}

/** The init settings of a hotel in a locale: the settings call's answer, and what the widget's page carries (http/widget-page.ts). */
export function initSettings(config: HotelConfig, locale: Locale): InitSettings {
  const { hotel, brand, tiers, companions, dayUsePlanIds } = config;
  const s = hotel.settings;
  const brandName = localizedText(brand.names, locale, hotel.locale);
  // spec 1 §2: a brand facility sends searches to the brand's hotel list (migration 013; absent is off)
  const brandFacility = (s as { is_brand_facility?: boolean }).is_brand_facility === true;
  return {
    hotel_id: hotel.id,
    code: hotel.code,
    hotel_name: localizedText(hotel.names, locale, hotel.locale),
    currency: hotel.currency as CurrencyCode,
    tax_rate_bp: hotel.tax_rate_bp,
    timezone: hotel.timezone,
    hotel_brand: { id: brand.id, name: brandName, first_party_cookie_setting: null },
    book_languages: hotel.book_languages.filter((l): l is Locale => (LOCALES as readonly string[]).includes(l)),
    available_languages: [...LOCALES],
    booking_widget_setting_attributes: {
      hotel_brand_id: brand.id,
      default_search_setting: {
        checkin_date_offset: s.checkin_date_offset,
        sort_order: s.sort_order,
        yesterday_bookable: s.yesterday_bookable,
        available_rooms_only: s.available_rooms_only,
      },
      tier: 'standard',
    },
    chatbot_setting: { is_active: false },
    hotel_brand_setting: { is_brand_facility: brandFacility },
    payment_gateway_setting: null,
    mcp_payment_gateway_setting: null,
    integrations: [],
    payment_hub_integration_type: 'none',
    payment_options: ['on_site' as const],
    bw_to_ota_enabled: false,
    multi_rooms_search_limit: s.multi_rooms_search_limit,
    settings: {
      kids_setting: {
        kids_type: s.kids_type,
        accept_type: s.kids_accept ? ('accept' as const) : ('not_accept' as const),
        shared_bed_type: s.shared_bed_accept ? ('accept' as const) : ('not_accept' as const),
      },
      // children who must share a bed are not offered where sharing is not accepted
      kids_tiers: offeredTiers(tiers, s).map((t) => ({
        code: t.code,
        name: localizedText(t.names, locale, hotel.locale),
        age_from: t.age_from,
        age_to: t.age_to,
        counts_as_guest: t.counts_as_guest,
        meal_bed_options: t.options,
      })),
      // spec 1 §5: companions only where the guest's programme has them active (and kids tier A exists for kid companions)
      companions: companions
        .filter((c) => c.code === 'adult_companion' || tiers.some((t) => t.code === 'A'))
        .map((c) => ({ code: c.code, name: localizedText(c.names, locale, hotel.locale), rate_percent: c.rate_percent })),
      max_guests_per_room: s.max_guests_per_room,
      max_children_per_adult: s.max_children_per_adult,
      button_colour: s.button_colour,
      header_colour: s.header_colour,
      booking_widget_type: 'iframe' as const,
      search_type: s.search_type ?? ('dated' as const),
      plan_search_enabled: s.plan_search_enabled,
      coupon_active: s.coupon_active,
      is_brand_facility: brandFacility,
      multi_rooms_search_enabled: s.multi_rooms_search_limit > 1,
      show_prices_tax_included: s.show_prices_tax_included,
      // spec 1 §2 is_day_use: offered where the hotel sells day-use plans (migration 014)
      day_use_search_active: dayUsePlanIds.size > 0,
      room_search_filters: s.room_search_filters,
      customer_address_required: s.customer_address_required,
      kanji_name_required: s.kanji_name_required,
      english_name_required: s.english_name_required,
      country: s.country,
      reservable_period_months: s.reservable_period_months,
      hotel_brand_name: brandName,
      membership: { sign_in_active: memberSignInOpen(s), sign_up_active: memberSignUpOpen(s) },
    },
  };
}
