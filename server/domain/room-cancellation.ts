import { cardChangeMoney } from './reservation-update.ts';

/** What decides whether a guest may cancel one room of a reservation online. */
export type RoomCancellationFacts = {
  /** The hotel's setting room_cancellation_active. */
  offered: boolean;
  /** Rooms of the reservation not cancelled. */
  rooms: number;
  status: string;
  lockedByHotel: boolean;
  paymentType: string;
  /** The card discount's percentage the stay got (promotionPercent); null when none fits what was stored. */
  promotionPercent: number | null;
};

/**
 * Issue 15: one room of several is cancelled online where the hotel allows it, on a confirmed
 * reservation its staff have not edited, paid at the hotel or in full by card. A deposit leaves no
 * share of the payment that is that room's alone (what is owed online and what at the hotel is not
 * decided): those guests cancel the whole reservation or call the hotel.
 */
export function roomCancellationOffered(facts: RoomCancellationFacts): boolean {
  if (!facts.offered || facts.rooms < 2 || facts.status !== 'done' || facts.lockedByHotel) return false;
  if (facts.paymentType === 'on_site' || facts.paymentType === 'on_site_credit_card_required') return true;
  return facts.paymentType === 'credit_card' && facts.promotionPercent !== null;
}

/**
 * The card discount's percentage (spec 1 §3 payment promotion) a stay paid by card got: the whole
 * percentage that takes `discount` off `gross` (the total before it) rounded down as at booking;
 * 0 without a discount, null when no whole percentage gives it.
 */
export function promotionPercent(gross: number, discount: number): number | null {
  if (discount === 0) return 0;
  const percent = Math.round((discount * 100) / gross);
  return percent > 0 && percent <= 100 && Math.floor((gross * percent) / 100) === discount ? percent : null;
}

/** A total and its tax with the card discount taken off, as paymentTerms takes it at booking. */
export function withPromotion(gross: number, tax: number, percent: number): { total: number; tax: number; promotionDiscount: number } {
  const promotionDiscount = Math.floor((gross * percent) / 100);
  return { total: gross - promotionDiscount, tax: gross === 0 ? 0 : tax - Math.floor((tax * promotionDiscount) / gross), promotionDiscount };
}

/**
 * What one room's cancellation takes off the total the guest pays: its share (roomShare), less
 * the card discount that share had (the total with the discount on the rest of the stay).
 */
export function paidShare(input: { total: number; promotionDiscount: number; percent: number; share: number }): number {
  if (input.promotionDiscount === 0) return input.share;
  const gross = input.total + input.promotionDiscount;
  return input.total - withPromotion(gross - input.share, 0, input.percent).total;
}

/** A room's share of the total: its stay less the coupon's discount on it. */
export function roomShare(roomTotal: number, discounts: ReadonlyArray<{ room_index: number | null; amount: number }>, position: number): number {
  return roomTotal - discounts.filter((line) => line.room_index === position).reduce((sum, line) => sum + line.amount, 0);
}

/**
 * The money of cancelling one room (spec 2 §9.2: the policy's percentage in force now of the
 * room's share, rounded down): at the hotel the fee is owed there; paid in full by card, the fee
 * is kept from the payment and the rest of the room's share refunded (cardChangeMoney).
 */
export function roomCancellationMoney(input: {
  share: number;
  percentage: number;
  total: number;
  /** Paid in full by card: what the card paid and was not refunded or kept; null at the hotel. */
  charged: number | null;
}): { fee: number; refund: number } {
  const fee = Math.floor((input.share * input.percentage) / 100);
  if (input.charged === null) return { fee, refund: 0 };
  const newTotal = input.total - input.share;
  const money = cardChangeMoney({ charged: input.charged, newCharge: newTotal, previousTotal: input.total, newTotal, percentage: input.percentage });
  // a card that paid less than the stay left (not a payment in full) refunds nothing, the fee owed at the hotel
  return money.due === 0 ? { fee: money.fee, refund: money.refund } : { fee, refund: 0 };
}
