import { atom } from 'nanostores';
import type { Meal } from './meal.ts';
import type { CurrencyCode } from '../../shared/constants.ts';
import { SEARCH_STORAGE_TTL_MS } from '../../shared/constants.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

/**
 * Spec 1 §3, selected room: what search hands to checkout. Kept in sessionStorage so a reload
 * of the guest-detail page keeps it; features never import each other, so it lives here.
 */
export type SelectedRoom = {
  hotelCode: string;
  checkin: string;
  checkout: string;
  nights: number;
  numberOfAdults: number;
  kidsTiers: Array<{ code: string; count: number }>;
  /** Kids tier names as shown when searching, for the summary. */
  kidsTierNames: Record<string, string>;
  roomTypeCode: string;
  roomTypeName: string;
  roomPlanCode: string;
  roomPlanName: string;
  meal: Meal;
  cancellationPolicyId: string;
  currency: CurrencyCode;
  /** Whole stay, tax included (salePrice). */
  salePrice: number;
  salePriceWithoutTax: number;
  tax: number;
  nightlyPrices: Array<{ date: string; price: number }>;
  /** The results page query, to go back to the same search. */
  searchQuery: string;
};

const KEY = 'yado.selection';

function restore(): SelectedRoom | null {
  return readStored<SelectedRoom>('session', KEY);
}

/** The room the guest chose, or null. */
export const $selection = atom<SelectedRoom | null>(restore());

/** Keeps the chosen room (for an hour, spec 2 §9.1: a search is kept for one hour). */
export function saveSelection(selection: SelectedRoom): void {
  writeStored('session', KEY, selection, { ttlMs: SEARCH_STORAGE_TTL_MS });
  $selection.set(selection);
}

/** Forgets the chosen room (after booking). */
export function clearSelection(): void {
  removeStored('session', KEY);
  $selection.set(null);
}

/** Re-reads the stored selection (a test or another tab changed it). */
export function reloadSelection(): void {
  $selection.set(restore());
}
