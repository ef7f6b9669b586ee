import { atom } from 'nanostores';
import { searchRooms, type RoomPlanResult, type RoomSearchResult } from '../../../shared/api/rooms.ts';
import type { Locale } from '../../../shared/constants.ts';
import { track } from '../../lib/analytics.ts';
import { callApi } from '../../lib/api-client.ts';
import { saveSelection, type SelectedRoom } from '../../lib/selection.ts';
import { majorUnits } from '../../ui/money.tsx';
import { roomSearchQuery, type SearchParams } from './search-params.ts';

/** The search being shown (read from the URL by the results page). */
export const $searchParams = atom<SearchParams | null>(null);

/** Results of the search being shown. */
export type ResultsState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'done'; key: string; result: RoomSearchResult }
  | { status: 'error'; key: string; error: unknown };

export const $results = atom<ResultsState>({ status: 'idle' });

let ticket = 0;

function items(result: RoomSearchResult) {
  const plans = result.type === 'plans' ? result.plans.flatMap((plan) => plan.rooms) : result.room_types.flatMap((room) => room.room_plans);
  return plans.map((plan, index) => itemOf(plan, result.currency, index));
}

function itemOf(plan: RoomPlanResult, currency: RoomSearchResult['currency'], index = 0) {
  return {
    item_id: plan.room_plan_code,
    item_name: plan.room_plan_name,
    item_category: plan.room_type_name,
    price: majorUnits(plan.total_price, currency),
    index,
    quantity: 1,
  };
}

/**
 * Shows a search: remembers it and loads its results, unless the same search in the same
 * language is already shown or loading. Of overlapping searches the last one wins.
 */
export async function showSearch(hotelCode: string, params: SearchParams, locale: Locale): Promise<void> {
  $searchParams.set(params);
  const key = JSON.stringify([hotelCode, locale, params]);
  const current = $results.get();
  if (current.status !== 'idle' && current.status !== 'error' && current.key === key) return;
  const mine = ++ticket;
  $results.set({ status: 'loading', key });
  try {
    const { data } = await callApi(searchRooms, { params: { code: hotelCode }, query: roomSearchQuery(params) });
    if (mine !== ticket) return;
    $results.set({ status: 'done', key, result: data });
    track('view_item_list', { item_list_id: 'search_results', item_list_name: 'Search results', currency: data.currency, items: items(data) });
  } catch (error) {
    if (mine === ticket) $results.set({ status: 'error', key, error });
  }
}

/** Forgets the results (spec 1 §4: a language change clears the rooms and plans results). */
export function clearResults(): void {
  ticket++;
  $results.set({ status: 'idle' });
}

/**
 * The guest chose a room plan: keep it (with the search) for checkout and tell analytics.
 * Returns the selection, or null when there is no current result to choose from.
 */
export function selectRoomPlan(
  hotelCode: string,
  plan: RoomPlanResult,
  context: { kidsTierNames: Record<string, string>; searchQuery: string },
): SelectedRoom | null {
  const results = $results.get();
  const params = $searchParams.get();
  if (results.status !== 'done' || !params || plan.is_sold_out) return null;
  const { result } = results;
  const selection: SelectedRoom = {
    hotelCode,
    checkin: result.checkin_date,
    checkout: result.checkout_date,
    nights: result.nights,
    numberOfAdults: params.adults,
    kidsTiers: params.kidsTiers.filter((tier) => tier.count > 0),
    kidsTierNames: context.kidsTierNames,
    roomTypeCode: plan.room_type_code,
    roomTypeName: plan.room_type_name,
    roomPlanCode: plan.room_plan_code,
    roomPlanName: plan.room_plan_name,
    meal: plan.meal,
    cancellationPolicyId: plan.cancellation_policy_id,
    currency: result.currency,
    salePrice: plan.total_price,
    salePriceWithoutTax: plan.total_price_without_tax,
    tax: plan.tax,
    nightlyPrices: plan.nightly_prices,
    searchQuery: context.searchQuery,
  };
  saveSelection(selection);
  track('add_to_cart', { currency: result.currency, value: majorUnits(plan.total_price, result.currency), items: [itemOf(plan, result.currency)] });
  return selection;
}
