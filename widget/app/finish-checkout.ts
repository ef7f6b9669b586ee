import { finishBooking } from '../features/booking/booking-store.ts';
import { removeCoupon } from '../features/coupons/coupon-store.ts';
import { clearExtras } from '../features/extras/extras-store.ts';
import { resetAnswers } from '../features/questions/questions-store.ts';

/** The reservation stands (booked at the hotel, or paid by card): forget the rooms, the guest, the extras, the coupon and the answers. */
export function finishCheckout(): void {
  finishBooking();
  clearExtras();
  removeCoupon();
  resetAnswers();
}
