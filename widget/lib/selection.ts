import { atom } from 'nanostores';
import type { Meal } from './plan-meal.ts';
import type { PaymentPromotionInfo } from '../../shared/api/rooms.ts';
import type { CurrencyCode, MealBedOption } from '../../shared/constants.ts';
import { SEARCH_STORAGE_TTL_MS } from '../../shared/constants.ts';
import type { PaymentMethod } from '../../shared/payments.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

/** Spec 1 §3, selected room: one room booked, with its guests and its price for the stay. */
export type SelectedRoom = {
  /** Which room of the search this is (0 for "Room 1"). */
  roomIndex: number;
  roomTypeCode: string;
  roomTypeName: string;
  roomPlanCode: string;
  roomPlanName: string;
  hotelPlanCode: string;
  meal: Meal;
  cancellationPolicyId: string;
  numberOfAdults: number;
  /** Children by kids tier, with their meal and bedding option where the hotel prices them as extras. */
  kidsTiers: Array<{ code: string; count: number; meal_bed?: MealBedOption }>;
  /** Children's ages at check-out, where the hotel asks ages; empty otherwise. */
  childrenAges: number[];
  /** Spec 1 §3 companions of the guest's programme in this room (adult_companion, kid_tier_A_companion). */
  adultCompanions?: number;
  kidCompanions?: number;
  /** This room's whole stay, tax included (salePrice). */
  salePrice: number;
  salePriceWithoutTax: number;
  tax: number;
  nightlyPrices: Array<{ date: string; price: number }>;
  /** Spec 1 §3: how this room's plan may be paid (the search's `payment_types`). */
  paymentTypes: PaymentMethod[];
  /** The share taken by card now with `credit_card_deposit`; null without it. */
  depositPercentage: number | null;
};

/**
 * What search hands to checkout: the stay and every room chosen, in the search's room order.
 * Kept in sessionStorage so a reload of the guest-detail page keeps it; features never import
 * each other, so it lives here.
 */
export type Selection = {
  hotelCode: string;
  checkin: string;
  checkout: string;
  nights: number;
  currency: CurrencyCode;
  /** Kids tier names (by tier code) and companion names (by companion code) as shown when searching, for the summary. */
  kidsTierNames: Record<string, string>;
  /** The results page query, to go back to the same search. */
  searchQuery: string;
  rooms: SelectedRoom[];
  /** Spec 2 §7.3 payment_promotion_info of the search: taken off a card payment of the plans it names. */
  paymentPromotion: PaymentPromotionInfo | null;
};

/** The totals of a selection: every room's stay added up. */
export type SelectionTotals = { total: number; totalWithoutTax: number; tax: number };

/** Adds up the rooms' prices (tax included, without tax, and the tax). */
export function selectionTotals(rooms: ReadonlyArray<Pick<SelectedRoom, 'salePrice' | 'salePriceWithoutTax' | 'tax'>>): SelectionTotals {
  return rooms.reduce(
    (sum, room) => ({ total: sum.total + room.salePrice, totalWithoutTax: sum.totalWithoutTax + room.salePriceWithoutTax, tax: sum.tax + room.tax }),
    { total: 0, totalWithoutTax: 0, tax: 0 },
  );
}

/** The rooms of a selection in the search's room order ("Room 1" first), as the reservation lists them. */
export function roomsInOrder<T extends Pick<SelectedRoom, 'roomIndex'>>(rooms: readonly T[]): T[] {
  return [...rooms].sort((a, b) => a.roomIndex - b.roomIndex);
}

/**
 * The guests staying in each room, in room order: adults, children and companions, as the
 * server counts them for a people-per-room answer.
 */
export function roomGuestCounts(selection: Pick<Selection, 'rooms'>): number[] {
  return roomsInOrder(selection.rooms).map(
    (room) =>
      room.numberOfAdults +
      (room.adultCompanions ?? 0) +
      (room.kidCompanions ?? 0) +
      (room.childrenAges.length || room.kidsTiers.reduce((sum, tier) => sum + tier.count, 0)),
  );
}

/** The one cancellation policy of a selection, or null when its rooms' policies differ. */
export function sharedPolicyId(rooms: ReadonlyArray<Pick<SelectedRoom, 'cancellationPolicyId'>>): string | null {
  const ids = new Set(rooms.map((room) => room.cancellationPolicyId));
  return ids.size === 1 ? [...ids][0]! : null;
}

/**
 * A payment method the widget books with: at the hotel, by card now (all or a deposit), or at the
 * hotel with the card verified now and kept as a guarantee.
 */
export type BookableMethod = PaymentMethod;
// paying at the hotel first: a guest who picks nothing books as before cards were sold
const BOOKABLE: readonly BookableMethod[] = ['on_site', 'credit_card', 'credit_card_deposit', 'on_site_credit_card_required'];

/**
 * Spec 1 §5: the payment methods every chosen room's plan takes (rooms cannot mix methods), in
 * the spec's order; a selection stored before plans had payment types pays at the hotel.
 */
export function offeredPaymentMethods(rooms: ReadonlyArray<Pick<SelectedRoom, 'paymentTypes'>>): BookableMethod[] {
  return BOOKABLE.filter((method) => rooms.every((room) => (room.paymentTypes ?? ['on_site']).includes(method)));
}

/** What identifies a choice of rooms for a stay: a reservation held for one is not another's. */
export function selectionKey(selection: Pick<Selection, 'hotelCode' | 'checkin' | 'checkout' | 'rooms'>): string {
  const rooms = roomsInOrder(selection.rooms).map((room) => `${room.roomPlanCode}:${room.numberOfAdults}`);
  return [selection.hotelCode, selection.checkin, selection.checkout, ...rooms].join('|');
}

const KEY = 'yado.selection';

function restore(): Selection | null {
  const stored = readStored<Selection>('session', KEY);
  // a selection stored by an older version (one room, no list) is not offered to checkout
  return stored && Array.isArray(stored.rooms) && stored.rooms.length > 0 ? stored : null;
}

/** The rooms the guest chose, or null. */
export const $selection = atom<Selection | null>(restore());

/** Keeps the chosen rooms (for an hour, spec 2 §9.1: a search is kept for one hour). */
export function saveSelection(selection: Selection): void {
  writeStored('session', KEY, selection, { ttlMs: SEARCH_STORAGE_TTL_MS });
  $selection.set(selection);
}

/** Forgets the chosen rooms (after booking). */
export function clearSelection(): void {
  removeStored('session', KEY);
  $selection.set(null);
}

/** Re-reads the stored selection (a test or another tab changed it). */
export function reloadSelection(): void {
  $selection.set(restore());
}
