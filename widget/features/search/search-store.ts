import { atom, computed } from 'nanostores';
import { searchRooms, type RoomPlanResult, type RoomSearchResult } from '../../../shared/api/rooms.ts';
import type { Locale } from '../../../shared/constants.ts';
import { track } from '../../lib/analytics.ts';
import { callApi } from '../../lib/api-client.ts';
import { saveSelection, selectionTotals, type SelectedRoom, type Selection } from '../../lib/selection.ts';
import { majorUnits } from '../../ui/money.tsx';
import { roomSearchQuery, type RoomParams, type SearchParams } from './search-params.ts';

/** The search being shown (read from the URL by the results page). */
export const $searchParams = atom<SearchParams | null>(null);

/** Results of the search being shown. */
export type ResultsState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'done'; key: string; result: RoomSearchResult }
  | { status: 'error'; key: string; error: unknown };

export const $results = atom<ResultsState>({ status: 'idle' });

/** The hotel's payment promotion of the results shown (spec 2 §7.3 payment_promotion_info), or null. */
export const $paymentPromotion = computed($results, (state) => (state.status === 'done' ? (state.result.payment_promotion_info ?? null) : null));

/**
 * Spec 1 §4, search and selection, for a search of several rooms: the room plan chosen for
 * each searched room (its room_plan_code), null while that room is not chosen yet. Kept per
 * stay and rooms (room-choice-store.ts): a new search with other dates or guests starts empty,
 * a new order or view keeps it.
 */
export type RoomChoice = { key: string; plans: Array<string | null> };

export const $roomChoice = atom<RoomChoice>({ key: '', plans: [] });

/** Empties the rooms chosen (spec 1 §4: clearing empties the selection; a new search does). */
export function clearRoomChoice(): void {
  $roomChoice.set({ key: '', plans: [] });
}

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
    const answer = await callApi(searchRooms, { params: { code: hotelCode }, query: roomSearchQuery(params) });
    if (mine !== ticket) return;
    const data = narrowToRoomPlans(answer.data, params.roomPlanCodes ?? []);
    $results.set({ status: 'done', key, result: data });
    track('view_item_list', { item_list_id: 'search_results', item_list_name: 'Search results', currency: data.currency, items: items(data) });
  } catch (error) {
    if (mine === ticket) $results.set({ status: 'error', key, error });
  }
}

/**
 * Spec 1 §2 `room_plan_codes`: the room search narrows by room type and plan; a link naming room
 * plans is narrowed here to those, room types and plans left without one dropped.
 */
export function narrowToRoomPlans(result: RoomSearchResult, codes: readonly string[]): RoomSearchResult {
  if (codes.length === 0) return result;
  const keep = (plan: RoomPlanResult) => codes.includes(plan.room_plan_code);
  return {
    ...result,
    room_types: result.room_types.map((room) => ({ ...room, room_plans: room.room_plans.filter(keep) })).filter((room) => room.room_plans.length > 0),
    plans: result.plans.map((plan) => ({ ...plan, rooms: plan.rooms.filter(keep) })).filter((plan) => plan.rooms.length > 0),
  };
}

/** How many room types (rooms view) or plans (plans view) a result has. */
export function countOf(result: RoomSearchResult): number {
  return result.type === 'plans' ? result.plans.length : result.room_types.length;
}

/** Forgets the results (spec 1 §4: a language change clears the rooms and plans results). */
export function clearResults(): void {
  ticket++;
  $results.set({ status: 'idle' });
}

/** The context a selection keeps for checkout. */
export type SelectionContext = { kidsTierNames: Record<string, string>; searchQuery: string };

/** One searched room booked under a room plan, priced for that room's guests (room_prices[index]). */
export function selectedRoomOf(plan: RoomPlanResult, roomIndex: number, room: RoomParams): SelectedRoom | null {
  const price = plan.room_prices[roomIndex] ?? (roomIndex === 0 && plan.room_prices.length === 0 ? plan : null);
  if (!price) return null;
  return {
    roomIndex,
    roomTypeCode: plan.room_type_code,
    roomTypeName: plan.room_type_name,
    roomPlanCode: plan.room_plan_code,
    roomPlanName: plan.room_plan_name,
    hotelPlanCode: plan.hotel_plan_code,
    meal: plan.meal,
    cancellationPolicyId: plan.cancellation_policy_id,
    numberOfAdults: room.adults,
    kidsTiers: room.kidsTiers.filter((tier) => tier.count > 0),
    childrenAges: [...room.childrenAges],
    ...(room.adultCompanions ? { adultCompanions: room.adultCompanions } : {}),
    ...(room.kidCompanions ? { kidCompanions: room.kidCompanions } : {}),
    salePrice: price.total_price,
    salePriceWithoutTax: price.total_price_without_tax,
    tax: price.tax,
    nightlyPrices: price.nightly_prices,
  };
}

/** Keeps the selection for checkout and tells analytics (add_to_cart, one item per room). */
export function keepSelection(hotelCode: string, rooms: SelectedRoom[], context: SelectionContext): Selection | null {
  const results = $results.get();
  if (results.status !== 'done' || rooms.length === 0) return null;
  const { result } = results;
  const selection: Selection = {
    hotelCode,
    checkin: result.checkin_date,
    checkout: result.checkout_date,
    nights: result.nights,
    currency: result.currency,
    kidsTierNames: context.kidsTierNames,
    searchQuery: context.searchQuery,
    rooms,
  };
  saveSelection(selection);
  const total = selectionTotals(rooms).total;
  track('add_to_cart', { currency: result.currency, value: majorUnits(total, result.currency), items: rooms.map((room) => roomItem(room, result.currency)) });
  return selection;
}

/** A GA4 item for one booked room. */
export function roomItem(room: SelectedRoom, currency: RoomSearchResult['currency']) {
  return {
    item_id: room.roomPlanCode,
    item_name: room.roomPlanName,
    item_category: room.roomTypeName,
    price: majorUnits(room.salePrice, currency),
    quantity: 1,
  };
}

/**
 * One-room search: the guest chose a room plan; keep it (with the search) for checkout.
 * Returns the selection, or null when there is no current result to choose from.
 */
export function selectRoomPlan(hotelCode: string, plan: RoomPlanResult, context: SelectionContext): Selection | null {
  const params = $searchParams.get();
  const room = params?.rooms[0];
  if (!room || plan.is_sold_out) return null;
  const selected = selectedRoomOf(plan, 0, room);
  return selected ? keepSelection(hotelCode, [selected], context) : null;
}
