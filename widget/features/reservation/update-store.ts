import { atom } from 'nanostores';
import {
  getUpdateSettings,
  quoteReservationUpdate,
  type ReservationChange,
  type UpdateSettings,
  updateReservation,
} from '../../../shared/api/reservation-updates.ts';
import { ERROR_REASONS } from '../../../shared/errors.ts';
import { track } from '../../lib/analytics.ts';
import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { randomId } from '../../lib/ids.ts';
import { majorUnits } from '../../ui/money.tsx';
import { $reservation } from './reservation-store.ts';

/** Spec 1 §3 update setting of the reservation shown: whether it may change, and the server's words why not. */
export type UpdateSettingsState = { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; reservationNumber: string; settings: UpdateSettings };
export const $updateSettings = atom<UpdateSettingsState>({ status: 'idle' });

/** One room's new room type and its room plan (the same plan as before, spec 1 §4). */
export type RoomChoice = { room_type_code: string; room_plan_code: string };

/**
 * Update mode (spec 1 §2): the new dates, each room's room type, the server's quote for them, and
 * the change's request. `key` is the Idempotency-Key of the quote being confirmed: one per quote
 * (and per new price accepted), so a double click or a retry never changes the reservation twice.
 * `roomsShown`: the new dates were priced once, so each room's room types are offered for them.
 */
export type UpdateState =
  | { status: 'closed' }
  | {
      status: 'editing' | 'quoting' | 'quoted' | 'confirming' | 'price_changed';
      checkin: string;
      checkout: string;
      rooms: RoomChoice[];
      roomsShown: boolean;
      quote: ReservationChange | null;
      key: string | null;
      /** The new total the guest has seen (the quote's, or the server's after price_changed). */
      displayedTotal: number | null;
      error: unknown;
    };
export const $reservationUpdate = atom<UpdateState>({ status: 'closed' });

/**
 * The payment link of the change just made when it costs more than the card paid (spec 1 §4):
 * the reservation page offers to pay it now; null otherwise.
 */
export type ChangePayment = { paymentNumber: string; amount: number; currency: ReservationChange['reservation']['currency'] };
export const $changePayment = atom<ChangePayment | null>(null);

function shown() {
  const state = $reservation.get();
  return state.status === 'done' ? state : null;
}

function target(hotelCode: string) {
  const reservation = shown()!;
  return { params: { code: hotelCode, reservation_number: reservation.reservation.reservation_number }, query: reservation.access };
}

/** Reads whether the reservation shown may change now (after the page is drawn: it never delays it). */
export async function loadUpdateSettings(hotelCode: string): Promise<void> {
  const reservation = shown();
  if (!reservation) return;
  // read again with each reading of the reservation (a change, a staff edit, the deadline passing)
  const current = $updateSettings.get();
  if (current.status !== 'done' || current.reservationNumber !== reservation.reservation.reservation_number) $updateSettings.set({ status: 'loading' });
  try {
    const { data } = await callApi(getUpdateSettings, target(hotelCode));
    $updateSettings.set({ status: 'done', reservationNumber: reservation.reservation.reservation_number, settings: data });
  } catch {
    // the page stays as it is: the change is offered once the server says it may be made
    $updateSettings.set({ status: 'failed' });
  }
}

/** Opens update mode on the reservation's current dates and room types. */
export function openUpdate(): void {
  const reservation = shown();
  if (!reservation) return;
  const { checkin_date, checkout_date } = reservation.reservation;
  $reservationUpdate.set({
    status: 'editing',
    checkin: checkin_date,
    checkout: checkout_date,
    rooms: reservation.reservation.rooms.map(({ room_type_code, room_plan_code }) => ({ room_type_code, room_plan_code })),
    roomsShown: false,
    quote: null,
    key: null,
    displayedTotal: null,
    error: null,
  });
}

export function closeUpdate(): void {
  $reservationUpdate.set({ status: 'closed' });
}

/** The guest changed a date: the old quote no longer holds. */
export function setUpdateDates(dates: { checkin?: string; checkout?: string }): void {
  const state = $reservationUpdate.get();
  if (state.status === 'closed') return;
  $reservationUpdate.set({ ...state, ...dates, status: 'editing', roomsShown: false, quote: null, key: null, displayedTotal: null, error: null });
}

/**
 * The guest chose room types (spec 1 §4: each room, or all rooms): `choices` by room index. The
 * old quote no longer holds; the new one is asked at once.
 */
export function chooseRoomTypes(hotelCode: string, choices: ReadonlyMap<number, RoomChoice>): Promise<void> {
  const state = $reservationUpdate.get();
  if (state.status === 'closed') return Promise.resolve();
  const rooms = state.rooms.map((room, index) => choices.get(index) ?? room);
  $reservationUpdate.set({ ...state, rooms, status: 'editing', quote: null, key: null, displayedTotal: null, error: null });
  return quoteUpdate(hotelCode);
}

function bodyOf(state: Exclude<UpdateState, { status: 'closed' }>) {
  return { checkin_date: state.checkin, checkout_date: state.checkout, rooms: state.rooms };
}

/** Prices the new dates (nothing is taken). */
export async function quoteUpdate(hotelCode: string): Promise<void> {
  const state = $reservationUpdate.get();
  if (state.status === 'closed' || !shown()) return;
  const quoting = { ...state, status: 'quoting' as const, error: null };
  $reservationUpdate.set(quoting);
  // the guest chose again (or closed update mode) meanwhile: only the latest choice is answered
  const current = () => $reservationUpdate.get() === quoting;
  try {
    const { data } = await callApi(quoteReservationUpdate, { ...target(hotelCode), body: bodyOf(state) });
    if (!current()) return;
    $reservationUpdate.set({
      ...state,
      status: 'quoted',
      roomsShown: true,
      quote: data,
      key: randomId(),
      displayedTotal: data.reservation.total_price,
      error: null,
    });
  } catch (error) {
    if (current()) $reservationUpdate.set({ ...state, status: 'editing', quote: null, error });
  }
}

/**
 * Makes the change at the total the guest saw. A different total on the server (409
 * price_changed) changes nothing: the new total is shown and must be accepted, as at booking.
 */
export async function confirmUpdate(hotelCode: string): Promise<boolean> {
  const state = $reservationUpdate.get();
  const reservation = shown();
  if ((state.status !== 'quoted' && state.status !== 'price_changed') || !reservation || !state.key || state.displayedTotal === null) return false;
  $reservationUpdate.set({ ...state, status: 'confirming', error: null });
  try {
    const { data } = await callApi(
      updateReservation,
      { ...target(hotelCode), body: { ...bodyOf(state), displayed_total_price: state.displayedTotal } },
      { idempotencyKey: state.key },
    );
    $reservation.set({ ...reservation, reservation: data.reservation });
    $reservationUpdate.set({ status: 'closed' });
    $changePayment.set(data.payment_number ? { paymentNumber: data.payment_number, amount: data.amount_due, currency: data.reservation.currency } : null);
    const { currency } = data.reservation;
    track('reservation_update', {
      page_category: 'reservation_update',
      transaction_id: data.reservation.reservation_number,
      value: majorUnits(data.difference, currency),
      currency,
    });
    return true;
  } catch (error) {
    const total = error instanceof ApiError && error.hasReason(ERROR_REASONS.priceChanged) ? error.meta.total_price : undefined;
    if (typeof total === 'number') {
      // a new price is a new offer: its own key once accepted
      $reservationUpdate.set({ ...state, status: 'price_changed', displayedTotal: total, key: randomId(), error: null });
    } else {
      $reservationUpdate.set({ ...state, status: 'quoted', error });
    }
    return false;
  }
}
