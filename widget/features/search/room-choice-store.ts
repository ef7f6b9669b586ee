import type { RoomPlanResult, RoomSearchResult } from '../../../shared/api/rooms.ts';
import { selectionTotals, sharedPolicyId, type Selection, type SelectedRoom, type SelectionTotals } from '../../lib/selection.ts';
import type { SearchParams } from './search-params.ts';
import { keepSelection, selectedRoomOf, type SelectionContext } from './plan-selection.ts';
import { $results, $roomChoice, $searchParams, type RoomChoice } from './search-store.ts';

/** Why an offer cannot take one more room of the search. */
export type ChoiceBlock = 'sold_out' | 'all_chosen' | 'no_room_fits' | 'no_rooms_left' | 'sale_limit';

function keyOf(params: SearchParams | null): string {
  return params ? JSON.stringify([params.checkin, params.checkout, params.rooms]) : '';
}

/** Every room plan of a result, once each. */
export function resultPlans(result: RoomSearchResult): RoomPlanResult[] {
  const all = result.type === 'plans' ? result.plans.flatMap((plan) => plan.rooms) : result.room_types.flatMap((room) => room.room_plans);
  return [...new Map(all.map((plan) => [plan.room_plan_code, plan])).values()];
}

/** The chosen room plan codes of the search shown, one per searched room. */
export function currentChoice(params: SearchParams | null = $searchParams.get(), choice: RoomChoice = $roomChoice.get()): Array<string | null> {
  const size = params?.rooms.length ?? 0;
  return choice.key === keyOf(params) && choice.plans.length === size ? choice.plans : Array.from({ length: size }, () => null);
}

/** The chosen room plans, resolved in a result; a plan no longer offered counts as not chosen. */
export function chosenPlans(result: RoomSearchResult, plans: Array<string | null>): Array<RoomPlanResult | null> {
  const byCode = new Map(resultPlans(result).map((plan) => [plan.room_plan_code, plan]));
  return plans.map((code) => (code ? (byCode.get(code) ?? null) : null));
}

/**
 * Whether `plan` can take one more room of the search, and why not: its room type has no room
 * left (room_count), its plan reached the rooms one reservation may take (sale_limit, counted by
 * hotel plan), every room is chosen, or no unchosen room's guests fit it (room_prices null).
 */
export function choiceBlock(plan: RoomPlanResult, chosen: Array<RoomPlanResult | null>): ChoiceBlock | null {
  if (plan.is_sold_out) return 'sold_out';
  if (chosen.filter((room) => room?.room_type_code === plan.room_type_code).length >= plan.room_count) return 'no_rooms_left';
  if (plan.sale_limit !== null && chosen.filter((room) => room?.hotel_plan_code === plan.hotel_plan_code).length >= plan.sale_limit) return 'sale_limit';
  if (chosen.every(Boolean)) return 'all_chosen';
  if (!chosen.some((room, index) => !room && plan.room_prices[index])) return 'no_room_fits';
  return null;
}

function update(plans: Array<string | null>): void {
  $roomChoice.set({ key: keyOf($searchParams.get()), plans });
}

function shown(): { result: RoomSearchResult; plans: Array<string | null> } | null {
  const results = $results.get();
  return results.status === 'done' ? { result: results.result, plans: currentChoice() } : null;
}

/** Assigns a room plan to the first unchosen room it can take; returns that room's index, or null. */
export function chooseRoomPlan(plan: RoomPlanResult): number | null {
  const state = shown();
  if (!state || choiceBlock(plan, chosenPlans(state.result, state.plans)) !== null) return null;
  const index = state.plans.findIndex((code, i) => code === null && plan.room_prices[i]);
  if (index < 0) return null;
  update(state.plans.map((code, i) => (i === index ? plan.room_plan_code : code)));
  return index;
}

/** Lowers the rooms chosen under a room plan by one (the last room it took); down to zero. */
export function removeRoomPlan(planCode: string): void {
  const plans = currentChoice();
  const index = plans.lastIndexOf(planCode);
  if (index >= 0) update(plans.map((code, i) => (i === index ? null : code)));
}

/** Makes one searched room unchosen again. */
export function unchooseRoom(index: number): void {
  update(currentChoice().map((code, i) => (i === index ? null : code)));
}

/** How many rooms are chosen under each room plan. */
export function chosenCounts(plans: Array<string | null>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const code of plans) if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  return counts;
}

/** Where a choice of rooms stands: the rooms chosen so far, priced for their guests, their totals, and whether it may go on to checkout. */
export type ChoiceSummary = {
  priced: SelectedRoom[];
  totals: SelectionTotals;
  /** Every searched room is chosen. */
  complete: boolean;
  /** The chosen plans' cancellation policies differ (one reservation has one). */
  mixed: boolean;
};

/** Sums up the chosen room plans (one per searched room, null where none is yet). */
export function choiceSummary(chosen: Array<RoomPlanResult | null>, params: SearchParams): ChoiceSummary {
  const priced = chosen.flatMap((plan, index) => {
    const room = plan ? selectedRoomOf(plan, index, params.rooms[index]!) : null;
    return room ? [room] : [];
  });
  return {
    priced,
    totals: selectionTotals(priced),
    complete: priced.length === chosen.length,
    mixed: priced.length > 1 && sharedPolicyId(priced) === null,
  };
}

/** The chosen rooms priced for their guests, or null while a room is unchosen. */
export function chosenRooms(result: RoomSearchResult, params: SearchParams, plans: Array<string | null>): SelectedRoom[] | null {
  const rooms = chosenPlans(result, plans).map((plan, index) => (plan ? selectedRoomOf(plan, index, params.rooms[index]!) : null));
  return rooms.every((room): room is SelectedRoom => room !== null) ? rooms : null;
}

/**
 * Continue to checkout: every room chosen, all under one cancellation policy (the server
 * refuses mixed policies). Keeps the selection and returns it, or null when not ready.
 */
export function confirmRoomChoice(hotelCode: string, context: SelectionContext): Selection | null {
  const state = shown();
  const params = $searchParams.get();
  if (!state || !params) return null;
  const rooms = chosenRooms(state.result, params, state.plans);
  if (!rooms || sharedPolicyId(rooms) === null) return null;
  return keepSelection(hotelCode, rooms, context);
}
