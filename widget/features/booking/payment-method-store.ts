import { atom } from 'nanostores';
import { type PaymentTerms, paymentTerms } from '../../../shared/payment-terms.ts';
import { type BookableMethod, offeredPaymentMethods, type SelectedRoom, type Selection } from '../../lib/selection.ts';

/** The payment method the guest picked on the review step, or null for the default. */
export const $paymentMethod = atom<BookableMethod | null>(null);

/** The guest picks how to pay. */
export function choosePaymentMethod(method: BookableMethod): void {
  $paymentMethod.set(method);
}

/**
 * The method the booking is made with: the guest's pick where every room's plan takes it, else
 * the first the plans offer (paying at the hotel where it is one, as before cards were sold).
 */
export function paymentMethodFor(rooms: ReadonlyArray<Pick<SelectedRoom, 'paymentTypes'>>, picked: BookableMethod | null): BookableMethod | null {
  const offered = offeredPaymentMethods(rooms);
  if (picked && offered.includes(picked)) return picked;
  return offered[0] ?? null;
}

/**
 * Spec 1 §3 and §5, the server's own rule (shared/payment-terms.ts): what a booking of these
 * rooms at `total` (tax `tax`) charges with `method`: a card payment less the payment promotion
 * where every plan is in its target, a deposit's share now. Null when the plans cannot be paid so.
 */
export function checkoutPaymentTerms(
  selection: Pick<Selection, 'rooms' | 'paymentPromotion'>,
  method: BookableMethod,
  total: number,
  tax: number,
): PaymentTerms | null {
  const decided = paymentTerms({
    method,
    plans: selection.rooms.map((room) => ({
      hotel_plan_code: room.hotelPlanCode,
      payment_types: room.paymentTypes ?? ['on_site'],
      deposit_percentage: room.depositPercentage ?? null,
    })),
    total,
    tax,
    promotion: selection.paymentPromotion ?? null,
  });
  return decided.ok ? decided.terms : null;
}
