import type { Reservation } from '../../shared/api/reservations.ts';
import { majorUnits } from '../ui/money.tsx';
import { track } from './analytics.ts';
import type { Selection } from './selection.ts';

/** GA4 items: one per booked room of the selection. */
export function checkoutItems(selection: Selection) {
  return selection.rooms.map((room) => ({
    item_id: room.roomPlanCode,
    item_name: room.roomPlanName,
    item_category: room.roomTypeName,
    price: majorUnits(room.salePrice, selection.currency),
    quantity: 1,
  }));
}

/** GA4 `purchase` once a reservation stands (booked at the hotel, or paid by card), with how it is paid. */
export function trackPurchase(reservation: Reservation, selection: Selection | null): void {
  track('purchase', {
    transaction_id: reservation.reservation_number,
    value: majorUnits(reservation.total_price, reservation.currency),
    tax: majorUnits(reservation.tax, reservation.currency),
    currency: reservation.currency,
    payment_type: reservation.payment_type,
    items: selection ? checkoutItems(selection) : [],
  });
}
