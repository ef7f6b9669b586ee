import { atom } from 'nanostores';
import type { ReservationExtraInput } from '../../../shared/api/extras.ts';
import type { AnswerInput } from '../../../shared/api/questions.ts';
import { createReservation, type CreateReservationBody, type Reservation } from '../../../shared/api/reservations.ts';
import { searchRooms } from '../../../shared/api/rooms.ts';
import { ERROR_REASONS } from '../../../shared/errors.ts';
import type { Locale } from '../../../shared/constants.ts';
import type { PaymentMethod } from '../../../shared/payments.ts';
import { track } from '../../lib/analytics.ts';
import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { randomId } from '../../lib/ids.ts';
import { markJustBooked } from '../../lib/just-booked.ts';
import { keepPendingPayment, type PendingPayment } from '../../lib/pending-payment.ts';
import { checkoutItems, trackPurchase } from '../../lib/purchase.ts';
import {
  $selection,
  clearSelection,
  roomsInOrder,
  saveSelection,
  selectionKey,
  selectionTotals,
  type Selection,
  type SelectedRoom,
} from '../../lib/selection.ts';
import { majorUnits } from '../../ui/money.tsx';
import { $paymentMethod } from './payment-method-store.ts';
import { $guest, clearGuest, guestInputOf, roomGuestNameFor, type GuestValues } from './guest-store.ts';

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
 * The current attempt: its idempotency key and the body it was made for. A retry of the same
 * body after a failure reuses the key (a lost answer must not book twice); any change to the
 * body (the room, the guest, an extra, the coupon) makes a new one.
 */
let attempt: { body: string; key: string } | null = null;
let inFlight: Promise<Reservation | null> | null = null;
let checkoutStartedFor: string | null = null;

/** The room or the guest changed: an earlier failure no longer describes what will be booked. */
function clearFailure(): void {
  if (!inFlight && $booking.get().status === 'error') $booking.set({ status: 'idle' });
}
$selection.listen(clearFailure);
$guest.listen(clearFailure);

/** How a reservation held payment_pending is settled by card: all now, a deposit, or the card verified as a guarantee. */
function cardPaymentType(type: PaymentMethod): PendingPayment['paymentType'] {
  return type === 'credit_card_deposit' || type === 'on_site_credit_card_required' ? type : 'credit_card';
}

/** The rooms as the reservation and the room search take them, in the search's room order. */
function roomEntries(rooms: readonly SelectedRoom[]) {
  return roomsInOrder(rooms).map((room) => ({
    adults: room.numberOfAdults,
    kids_tiers: room.kidsTiers,
    ...(room.childrenAges.length > 0 ? { children_ages: room.childrenAges } : {}),
    ...companionEntries(room),
  }));
}

/** A room's companions as the contract writes them, left out when there are none. */
function companionEntries(room: Pick<SelectedRoom, 'adultCompanions' | 'kidCompanions'>) {
  return {
    ...(room.adultCompanions ? { adult_companion: room.adultCompanions } : {}),
    ...(room.kidCompanions ? { kid_tier_A_companion: room.kidCompanions } : {}),
  };
}

/** The guest opened checkout with rooms: tell analytics once per choice of rooms. */
export function startCheckout(selection: Selection): void {
  const id = `${selection.rooms.map((room) => room.roomPlanCode).join(',')}|${selection.checkin}|${selection.checkout}`;
  if (checkoutStartedFor === id) return;
  checkoutStartedFor = id;
  track('begin_checkout', {
    currency: selection.currency,
    value: majorUnits(selectionTotals(selection.rooms).total, selection.currency),
    items: checkoutItems(selection),
  });
}

/**
 * What checkout adds to the rooms, composed by the checkout page from the extras, coupon and
 * questions features: sent as the reservation's extras, coupon_code and answers.
 */
export type BookingAddOns = {
  extras: ReservationExtraInput[];
  /** The extras total the guest saw (tax included); the server refuses another with 1103. */
  extrasTotal: number;
  couponCode: string | null;
  answers: AnswerInput[];
};

/**
 * Books the selected rooms (spec 2 §7.4), paid at the hotel or, with a card method, held
 * `payment_pending` for the payment step (kept in `$pendingPayment`). A second call while one is
 * on its way gets the same promise (no double booking from a double click). `displayedTotal` is
 * the total the guest saw (rooms, extras, less the discount and a card's payment promotion): the
 * server books only at it. Resolves with the reservation, or null when it failed (the error is
 * in `$booking`).
 */
export function submitReservation(input: {
  hotelCode: string;
  selection: Selection;
  guest: GuestValues;
  locale: Locale;
  displayedTotal: number;
  addOns?: BookingAddOns;
  /** Spec 1 §5: one method for every room; at the hotel unless given. */
  paymentType?: PaymentMethod;
}): Promise<Reservation | null> {
  if (inFlight) return inFlight;
  const { selection, guest, addOns } = input;
  const total = input.displayedTotal;
  const body: CreateReservationBody = {
    checkin_date: selection.checkin,
    checkout_date: selection.checkout,
    rooms: roomsInOrder(selection.rooms).map((room, index) => ({
      room_type_code: room.roomTypeCode,
      room_plan_code: room.roomPlanCode,
      adults: room.numberOfAdults,
      kids_tiers: room.kidsTiers,
      children_ages: room.childrenAges,
      adult_companion: room.adultCompanions ?? 0,
      kid_tier_A_companion: room.kidCompanions ?? 0,
      // the guest of each room, asked when several rooms are booked
      ...(selection.rooms.length > 1 ? { guest_name: roomGuestNameFor(index) } : {}),
    })),
    // kana, English name and address go along when the hotel asks them
    guest: guestInputOf(guest),
    payment_type: input.paymentType ?? 'on_site',
    special_request: guest.special_request,
    extras: addOns?.extras ?? [],
    ...(addOns && addOns.extras.length > 0 ? { displayed_extras_total: addOns.extrasTotal } : {}),
    ...(addOns?.couponCode ? { coupon_code: addOns.couponCode } : {}),
    answers: addOns?.answers ?? [],
    locale: input.locale,
    // the server books only at this price; a different one comes back as price_changed
    displayed_total_price: total,
  };
  const fingerprint = JSON.stringify(body);
  if (attempt?.body !== fingerprint) attempt = { body: fingerprint, key: randomId() };
  const key = attempt.key;
  $booking.set({ status: 'submitting' });
  inFlight = (async () => {
    try {
      const { data } = await callApi(createReservation, { params: { code: input.hotelCode }, body }, { idempotencyKey: key });
      $booking.set({ status: 'done', reservation: data });
      if (data.status === 'payment_pending' && data.bypass_token) {
        // booked, not bought: the payment step takes it on, and tells analytics once it is paid
        keepPendingPayment({
          hotelCode: input.hotelCode,
          reservationNumber: data.reservation_number,
          bypassToken: data.bypass_token,
          paymentType: cardPaymentType(data.payment_type),
          selectionKey: selectionKey(selection),
          transactionId: null,
        });
        return data;
      }
      markJustBooked(data.reservation_number);
      trackPurchase(data, selection);
      return data;
    } catch (error) {
      const repriced = error instanceof ApiError && error.hasReason(ERROR_REASONS.priceChanged) ? await reprice(input.hotelCode, selection) : null;
      $booking.set(repriced ? { status: 'price_changed', previousTotal: total } : { status: 'error', error });
      return null;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Spec 2 §8.3, price became cheaper or more expensive: searches the same stay and rooms again
 * and puts each room's current prices (every night, taxes, total: room_prices[roomIndex]) into
 * the selection, so the guest sees the new breakdown before agreeing to it. Null when a room
 * can no longer be had.
 */
async function reprice(hotelCode: string, selection: Selection): Promise<Selection | null> {
  try {
    const { data } = await callApi(searchRooms, {
      params: { code: hotelCode },
      query: {
        checkin_date: selection.checkin,
        checkout_date: selection.checkout,
        rooms: JSON.stringify(roomEntries(selection.rooms)),
        // a day use is priced for its one date
        ...(selection.checkout === selection.checkin ? { is_day_use: 'true' as const } : {}),
        room_type_codes: [...new Set(selection.rooms.map((room) => room.roomTypeCode))].join(','),
      },
    });
    const plans = data.room_types.flatMap((room) => room.room_plans);
    const rooms: SelectedRoom[] = [];
    for (const room of selection.rooms) {
      const plan = plans.find((p) => p.room_plan_code === room.roomPlanCode);
      const price = plan && !plan.is_sold_out ? plan.room_prices[room.roomIndex] : null;
      if (!price) return null;
      rooms.push({
        ...room,
        salePrice: price.total_price,
        salePriceWithoutTax: price.total_price_without_tax,
        tax: price.tax,
        nightlyPrices: price.nightly_prices,
      });
    }
    const updated: Selection = { ...selection, rooms };
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
  attempt = null;
  checkoutStartedFor = null;
  $paymentMethod.set(null);
  $booking.set({ status: 'idle' });
}
