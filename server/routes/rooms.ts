import type { Hono } from 'hono';
import { searchRooms, type RoomSearchQuery, type RoomSearchResult } from '../../shared/api/rooms.ts';
import type { Locale } from '../../shared/constants.ts';
import type { HotelConfig } from '../db/config-cache.ts';
import { paymentPromotionView } from '../db/repositories/promotions-repository.ts';
import type { AppDeps } from '../deps.ts';
import { mountCall } from '../http/mount-call.ts';
import { offerPolicies } from '../use-cases/policy-view.ts';
import { searchHotelRooms, type CheckedSearch } from '../use-cases/search-rooms.ts';
import { AnswerCache } from '../http/answer-cache.ts';
import { PreparedAnswer } from '../http/prepared-answer.ts';
import { occupiedUntil } from '../domain/day-use.ts';
import { assertDayUseStay, assertUndatedRooms } from './day-use-access.ts';
import { searchUndatedRooms } from '../use-cases/search-undated.ts';
import { requireHotelAndStay } from './hotel-access.ts';
import { assertRooms, assertStay, guestsConfigFor } from '../use-cases/stay-and-rooms.ts';
import { type Audience, audienceKey } from '../domain/member-programmes.ts';
import { requestAudience } from './member-access.ts';

/** Search answers kept: 64 MiB of JSON at most (a 7-night answer of the demo is about 25 kB). */
const KEPT = { maxBytes: 64 * 1024 * 1024, maxAnswers: 20_000 };

/** A number for each configuration a search answered from: a newer configuration is a new object (config-cache.ts), so a new number. */
const configIds = new WeakMap<HotelConfig, number>();
let lastConfigId = 0;
const configId = (config: HotelConfig) => {
  let id = configIds.get(config);
  if (id === undefined) {
    id = ++lastConfigId;
    configIds.set(config, id);
  }
  return id;
};

/** Each app's kept search answers, for tests. */
const keptAnswers = new WeakMap<AppDeps, AnswerCache<RoomSearchResult>>();
export const keptSearchAnswers = (deps: AppDeps) => keptAnswers.get(deps);

/** GET /hotels/:code/rooms: rooms and plans priced for the stay (spec 2 §7.3). */
export function mountRooms(app: Hono, deps: AppDeps): void {
  const answers = new AnswerCache<RoomSearchResult>(KEPT);
  keptAnswers.set(deps, answers);

  mountCall(app, deps, searchRooms, async ({ params, query, locale, session, c }) => {
    const { config, stayVersion } = await requireHotelAndStay(deps, params.code, session);
    // a signed-in member's programme and rank (spec 1 §6 member rates, their programme's companions)
    const audience = await requestAudience(deps, c, config.hotel);
    if (query.search_type === 'undated') return answerOf(config, await searchUndated(config, query, locale, audience), locale, audience);
    const checked = await checkDated(config, query, locale, audience);
    // A dated search's answer is made of the query, the language, the audience (signed in or not,
    // programme and rank: audienceKey; nothing of the member's own), the hotel's configuration and
    // its stay rows, and nothing else: the checks that read the clock ran just above, and a promo
    // code (whose unlocking reads the database and the date) is never kept. So an answer kept under
    // all of them is the one this request would build. Whatever else comes to decide an answer
    // must join the key or stay out of it.
    const key = query.promo_code ? undefined : `${configId(config)}|${stayVersion}|${audienceKey(audience)}|${locale}|${JSON.stringify(query)}`;
    const kept = key === undefined ? undefined : answers.get(key);
    if (kept) return kept;
    const answer = new PreparedAnswer(answerOf(config, await searchHotelRooms(deps, config, { ...checked, stayVersion }), locale, audience), {
      sentOften: false,
    });
    if (key !== undefined) answers.set(key, answer);
    return answer;
  });

  /** The search's answer with what the hotel's configuration adds to it. */
  function answerOf(config: HotelConfig, result: RoomSearchResult, locale: Locale, audience: Audience): RoomSearchResult {
    const dayUse = result.is_day_use ?? false;
    // spec 2 §7.3 payment_promotion_info: with the search's answer only (the brand list has no use for it)
    return {
      ...result,
      payment_promotion_info: paymentPromotionView(config.paymentPromotion, locale, config.hotel.locale),
      cancellation_policies: offerPolicies(config.policies, result),
      sign_in_shows_member_rates:
        audience === null && config.roomPlans.some((plan) => plan.visibility === 'member' && config.dayUsePlanIds.has(plan.hotel_plan_id) === dayUse),
    };
  }

  async function searchUndated(config: HotelConfig, query: RoomSearchQuery, locale: Locale, audience: Audience): Promise<RoomSearchResult> {
    const { hotel } = config;
    const rooms = await assertRooms(deps, hotel, query.rooms, { config: guestsConfigFor(config, audience) });
    // spec 1 §5: an undated search needs the same guests in every room
    assertUndatedRooms(rooms);
    return searchUndatedRooms(deps, hotel, {
      locale,
      rooms,
      nights: query.nights!,
      ...choicesOf(query),
      audience,
    });
  }

  /** A dated search's stay and rooms checked against the hotel's rules, ready for searchHotelRooms. */
  async function checkDated(config: HotelConfig, query: RoomSearchQuery, locale: Locale, audience: Audience): Promise<CheckedSearch> {
    const { hotel } = config;
    const checkin = query.checkin_date!;
    const checkout = query.checkout_date!;
    // spec 2 §7.3: a day-use search sends check-out equal to check-in
    if (query.is_day_use) assertDayUseStay(checkin, checkout);
    assertStay(deps, hotel, checkin, query.is_day_use ? occupiedUntil(checkin, checkout) : checkout);
    const rooms = await assertRooms(deps, hotel, query.rooms, { config: guestsConfigFor(config, audience) });
    return {
      audience,
      locale,
      checkin,
      checkout,
      rooms,
      ...choicesOf(query),
      dayUse: query.is_day_use,
    };
  }
}

/** What the guest chose to see, as an undated and a dated search both take it. */
function choicesOf(query: RoomSearchQuery) {
  return {
    type: query.type,
    order: query.order,
    includeOccupied: query.is_including_occupied,
    roomTypeCodes: query.room_type_codes,
    hotelPlanCodes: query.hotel_plan_codes,
    accessibility: query.accessibility,
    filters: query.filter,
    mode: query.mode,
    promoCode: query.promo_code,
  };
}
