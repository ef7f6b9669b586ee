import { atom } from 'nanostores';
import { createReservation, type Reservation } from '../../../shared/api/reservations.ts';
import { searchRooms } from '../../../shared/api/rooms.ts';
import { ERROR_REASONS } from '../../../shared/errors.ts';
import type { Locale } from '../../../shared/constants.ts';
import { track } from '../../lib/analytics.ts';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { randomId } from '../../lib/ids.ts';
import { markJustBooked } from '../../lib/just-booked.ts';
import { $selection, clearSelection, saveSelection, type SelectedRoom } from '../../lib/selection.ts';
import { majorUnits } from '../../ui/money.tsx';
import { $guest, clearGuest, type GuestValues } from './guest-store.ts';

/** The reservation submission. */
export type BookingState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'error'; error: unknown }
  /** The server's price differs from the one shown: the selection now holds the new one. */
  | { status: 'price_changed'; previousTotal: number }
  | { status: 'done'; reservation: Reservation };

export const $booking = atom<BookingState>({ status: 'idle' });

/**
 * The idempotency key of the current attempt: made once, reused when the guest retries after
 * a failure (a lost answer must not book twice), replaced when the room or the guest changes.
 */
let attemptKey: string | null = null;
let inFlight: Promise<Reservation | null> | null = null;
let checkoutStartedFor: string | null = null;

function newAttempt(): void {
  if (inFlight) return;
  attemptKey = null;
  if ($booking.get().status === 'error') $booking.set({ status: 'idle' });
}
$selection.listen(newAttempt);
$guest.listen(newAttempt);

function item(selection: SelectedRoom) {
  return {
    item_id: selection.roomPlanCode,
    item_name: selection.roomPlanName,
    item_category: selection.roomTypeName,
    price: majorUnits(selection.salePrice, selection.currency),
    quantity: 1,
  };
}

/** The guest opened checkout with a room: tell analytics once per chosen room. */
export function startCheckout(selection: SelectedRoom): void {
  const id = `${selection.roomPlanCode}|${selection.checkin}|${selection.checkout}`;
  if (checkoutStartedFor === id) return;
  checkoutStartedFor = id;
  track('begin_checkout', { currency: selection.currency, value: majorUnits(selection.salePrice, selection.currency), items: [item(selection)] });
}

/**
 * Books the selected room, paying at the hotel (spec 2 §7.4). A second call while one is on
 * its way gets the same promise (no double booking from a double click). Resolves with the
 * reservation, or null when it failed (the error is in `$booking`).
 */
export function submitReservation(input: { hotelCode: string; selection: SelectedRoom; guest: GuestValues; locale: Locale }): Promise<Reservation | null> {
  if (inFlight) return inFlight;
  const key = (attemptKey ??= randomId());
  const { selection, guest } = input;
  $booking.set({ status: 'submitting' });
  inFlight = (async () => {
    try {
      const { data } = await callApi(
        createReservation,
        {
          params: { code: input.hotelCode },
          body: {
            checkin_date: selection.checkin,
            checkout_date: selection.checkout,
            rooms: [{ room_type_code: selection.roomTypeCode, room_plan_code: selection.roomPlanCode, adults: selection.numberOfAdults, kids_tiers: selection.kidsTiers }],
            guest: { first_name: guest.first_name, last_name: guest.last_name, email: guest.email, email_confirmation: guest.email_confirmation, phone: guest.phone },
            payment_type: 'on_site',
            special_request: guest.special_request,
            locale: input.locale,
            // the server books only at this price; a different one comes back as price_changed
            displayed_total_price: selection.salePrice,
          },
        },
        { idempotencyKey: key },
      );
      $booking.set({ status: 'done', reservation: data });
      markJustBooked(data.reservation_number);
      track('purchase', {
        transaction_id: data.reservation_number,
        value: majorUnits(data.total_price, data.currency),
        tax: majorUnits(data.tax, data.currency),
        currency: data.currency,
        items: [item(selection)],
      });
      return data;
    } catch (error) {
      const repriced = error instanceof ApiError && error.hasReason(ERROR_REASONS.priceChanged) ? await reprice(input.hotelCode, selection) : null;
      $booking.set(repriced ? { status: 'price_changed', previousTotal: selection.salePrice } : { status: 'error', error });
      return null;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Spec 2 §8.3, price became cheaper or more expensive: searches the same stay again and puts
 * the room's current prices (every night, taxes, total) into the selection, so the guest sees
 * the new breakdown before agreeing to it. Null when the room can no longer be had.
 */
async function reprice(hotelCode: string, selection: SelectedRoom): Promise<SelectedRoom | null> {
  try {
    const { data } = await callApi(searchRooms, {
      params: { code: hotelCode },
      query: {
        checkin_date: selection.checkin,
        checkout_date: selection.checkout,
        rooms: JSON.stringify([{ adults: selection.numberOfAdults, kids_tiers: selection.kidsTiers }]),
        room_type_codes: selection.roomTypeCode,
      },
    });
    const plan = data.room_types.flatMap((room) => room.room_plans).find((p) => p.room_plan_code === selection.roomPlanCode);
    if (!plan || plan.is_sold_out) return null;
    const updated: SelectedRoom = {
      ...selection,
      salePrice: plan.total_price,
      salePriceWithoutTax: plan.total_price_without_tax,
      tax: plan.tax,
      nightlyPrices: plan.nightly_prices,
    };
    saveSelection(updated);
    return updated;
  } catch {
    return null;
  }
}

/** After the confirmation page took over: forget the room, the guest and the attempt. */
export function finishBooking(): void {
  clearSelection();
  clearGuest();
  attemptKey = null;
  checkoutStartedFor = null;
  $booking.set({ status: 'idle' });
}
