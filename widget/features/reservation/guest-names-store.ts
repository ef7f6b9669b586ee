import { atom } from 'nanostores';
import { getReservationGuests, updateReservationGuests } from '../../../shared/api/reservation-guests.ts';
import { callApi } from '../../lib/api-client.ts';
import { checkRoomGuests, type RoomGuestValues } from '../../lib/room-guests.ts';
import { $reservation, loadReservation } from './reservation-store.ts';
import type { ChangeClosedReason } from '../../ui/change-form.tsx';

/**
 * Spec 2 §7.4 guests, as the reservation page changes them: the names read from the server
 * (which also says whether they may still change), edited, then saved in one call.
 */
export type GuestNamesState =
  | { status: 'closed' }
  | { status: 'loading' }
  | {
      status: 'editing' | 'saving';
      rooms: string[];
      names: RoomGuestValues[];
      /** Every wrong field shown (after a refused save). */
      showErrors: boolean;
      error: unknown;
    }
  /** The server says no more changes (the stay began, or it is cancelled). */
  | { status: 'closed_by_hotel'; reason: ChangeClosedReason }
  | { status: 'error'; error: unknown };

export const $guestNames = atom<GuestNamesState>({ status: 'closed' });

/** The reservation shown, as the guest proved it is theirs. */
function shown() {
  const state = $reservation.get();
  return state.status === 'done' ? state : null;
}

/** Opens the editor with the names as the server has them. */
export async function openGuestNames(hotelCode: string): Promise<void> {
  const reservation = shown();
  if (!reservation) return;
  $guestNames.set({ status: 'loading' });
  try {
    const { data } = await callApi(getReservationGuests, {
      params: { code: hotelCode, reservation_number: reservation.reservation.reservation_number },
      query: reservation.access,
    });
    if (!data.editable) return $guestNames.set({ status: 'closed_by_hotel', reason: data.reason });
    $guestNames.set({
      status: 'editing',
      rooms: data.rooms.map((room) => room.room_type_name),
      names: data.rooms.map((room) => ({ ...room.guest_name })),
      showErrors: false,
      error: null,
    });
  } catch (error) {
    $guestNames.set({ status: 'error', error });
  }
}

export function changeGuestNames(names: RoomGuestValues[]): void {
  const state = $guestNames.get();
  if (state.status === 'editing') $guestNames.set({ ...state, names });
}

export function closeGuestNames(): void {
  $guestNames.set({ status: 'closed' });
}

/** Saves the names (checked first by the locale's name rule); the reservation is read again. */
export async function saveGuestNames(hotelCode: string): Promise<boolean> {
  const state = $guestNames.get();
  const reservation = shown();
  if (state.status !== 'editing' || !reservation) return false;
  if (checkRoomGuests(state.names).length > 0) {
    $guestNames.set({ ...state, showErrors: true });
    return false;
  }
  $guestNames.set({ ...state, status: 'saving', error: null });
  const number = reservation.reservation.reservation_number;
  try {
    await callApi(updateReservationGuests, {
      params: { code: hotelCode, reservation_number: number },
      query: reservation.access,
      body: { rooms: state.names.map((guest_name) => ({ guest_name })) },
    });
    await loadReservation(hotelCode, number, reservation.access, { force: true });
    $guestNames.set({ status: 'closed' });
    return true;
  } catch (error) {
    $guestNames.set({ ...state, status: 'editing', showErrors: true, error });
    return false;
  }
}
