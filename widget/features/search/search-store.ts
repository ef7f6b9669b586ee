import { atom } from 'nanostores';
import { searchRooms, type RoomPlanResult, type RoomSearchResult } from '../../../shared/api/rooms.ts';
import type { Locale } from '../../../shared/constants.ts';
import { callApi } from '../../lib/api-client.ts';
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

/**
 * Counts the searches the guest asked for with the form (not the first one the page runs): each
 * brings the results into view (results-body.tsx), where the form would otherwise stay in sight.
 */
export const $searchesAsked = atom(0);

/** The guest asked for a search with the form: its results come into view as they load. */
export function askedForSearch(): void {
  $searchesAsked.set($searchesAsked.get() + 1);
}

let ticket = 0;

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
  let data: RoomSearchResult;
  try {
    const answer = await callApi(searchRooms, { params: { code: hotelCode }, query: roomSearchQuery(params) });
    if (mine !== ticket) return;
    data = narrowToRoomPlans(answer.data, params.roomPlanCodes ?? []);
    $results.set({ status: 'done', key, result: data });
  } catch (error) {
    if (mine === ticket) $results.set({ status: 'error', key, error });
    return;
  }
  // the analytics of a result load with it, not with the first screen; analytics never breaks a search
  await import('./search-analytics.ts').then(({ trackResultList }) => trackResultList(data)).catch(() => {});
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
