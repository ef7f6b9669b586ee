import type { UpdateRefusal } from '../../shared/api/reservation-updates.ts';
import { hotelInstant, type IsoDate } from './dates.ts';

/**
 * Payment types whose money is taken by card online (spec 1 §3) and whose change moves it
 * (cardChangeMoney): paid in full by card, or a card deposit (the new stay's deposit, its
 * percentage of the new total, against what the card holds; the rest stays due at the hotel).
 */
const CARD_PAID = new Set(['credit_card', 'credit_card_deposit']);

/** Whether a change of a stay paid so moves money on its card (a refund, a fee kept, a payment link). */
export function changeMovesCard(paymentType: string): boolean {
  return CARD_PAID.has(paymentType);
}

/** What decides whether a guest may change a reservation now. */
export type UpdateFacts = {
  /** The hotel offers online changes at all (its setting). */
  offered: boolean;
  status: 'done' | 'payment_pending' | 'cancelled';
  paymentType: string;
  /** What the gateway captured for it. */
  paidAmount: number;
  /** Facility staff edited it (spec 1 §6). */
  lockedByHotel: boolean;
  checkin: IsoDate;
  timezone: string;
  now: Date;
};

/** Spec 2 §7.4 update setting: whether the feature is on, whether this reservation may change now, and why not. */
export type UpdateSettings = { is_active: boolean; updatable: boolean; reason: UpdateRefusal | null };

/**
 * Spec 1 §4: the change deadline, the start of the check-in day at the hotel. Changes are made
 * online until then, as cancellations are (none online on the check-in day: the guest phones).
 */
export function changeDeadline(checkin: IsoDate, timezone: string): Date {
  return hotelInstant(checkin, 0, timezone);
}

/**
 * Spec 1 §4, §6: whether the guest may change the reservation now, in the order a guest should
 * hear it: not offered, cancelled, locked by the hotel's staff, its card payment still open,
 * money taken online otherwise than by card (nothing a change could refund through the gateway),
 * then the change deadline. A stay paid in full by card or by a card deposit may change.
 */
export function updateSettings(facts: UpdateFacts): UpdateSettings {
  const refuse = (reason: UpdateRefusal): UpdateSettings => ({ is_active: facts.offered, updatable: false, reason });
  if (!facts.offered) return refuse('not_offered');
  if (facts.status === 'cancelled') return refuse('already_cancelled');
  if (facts.lockedByHotel) return refuse('locked_by_hotel');
  if (facts.status === 'payment_pending') return refuse('payment_pending');
  if (facts.paidAmount > 0 && !CARD_PAID.has(facts.paymentType)) return refuse('prepaid');
  if (facts.now >= changeDeadline(facts.checkin, facts.timezone)) return refuse('change_deadline_passed');
  return { is_active: true, updatable: true, reason: null };
}

/**
 * Spec 1 §5: the fewest nights the original stay had to last, from its plans' minimum stay on
 * its check-in date (the largest among its rooms); 1 when none asked more.
 */
export function originalMinimumNights(restrictions: ReadonlyArray<{ stay_date: IsoDate; min_stay: number | null }>, checkin: IsoDate): number {
  return restrictions.filter((r) => r.stay_date === checkin).reduce((most, r) => Math.max(most, r.min_stay ?? 1), 1);
}

/** Spec 1 §5: a changed stay lasts at least the original's minimum nights. A day use (no nights) keeps being one. */
export function meetsOriginalMinimum(minimum: number, nights: number, originalNights: number): boolean {
  if (originalNights === 0) return nights === 0;
  return nights >= minimum;
}

/**
 * Spec 1 §4: dates and room types may change, the plan of each room may not: the new room
 * must be sold under the same hotel plan as the room it replaces.
 */
export function planChangeAllowed(originalHotelPlanId: string, newHotelPlanId: string): boolean {
  return originalHotelPlanId === newHotelPlanId;
}

/** What a change costs or saves: the new total less the current one (positive: more to pay). */
export function priceDifference(currentTotal: number, proposedTotal: number): { difference: number; direction: 'more' | 'less' | 'same' } {
  const difference = proposedTotal - currentTotal;
  return { difference, direction: difference > 0 ? 'more' : difference < 0 ? 'less' : 'same' };
}

/** One room's hold on the stock: its room type, its plan, and the nights it occupies. */
export type HeldRoom = { roomTypeId: string; hotelPlanId: string; nights: readonly IsoDate[] };

/** A change of stock on one night of a room type (`id`) or plan: positive takes, negative gives back. */
export type StockShift = { id: string; date: IsoDate; n: number };

function shifts(before: readonly HeldRoom[], after: readonly HeldRoom[], of: (room: HeldRoom) => string): StockShift[] {
  const delta = new Map<string, StockShift>();
  const add = (rooms: readonly HeldRoom[], sign: number) => {
    for (const room of rooms) {
      for (const date of room.nights) {
        const key = `${of(room)}|${date}`;
        const shift = delta.get(key) ?? { id: of(room), date, n: 0 };
        shift.n += sign;
        delta.set(key, shift);
      }
    }
  };
  add(after, 1);
  add(before, -1);
  return [...delta.values()].filter((s) => s.n !== 0).sort((a, b) => a.id.localeCompare(b.id) || a.date.localeCompare(b.date));
}

/**
 * The stock a change moves: per room type and per plan, each night's rooms taken less those
 * given back, nights unchanged left out, in the order bookings lock rows (id, then date). One
 * net move per row, so a change that keeps a night never gives back and takes again a full
 * night's room, and never locks a row twice.
 */
export function stockShifts(before: readonly HeldRoom[], after: readonly HeldRoom[]): { rooms: StockShift[]; plans: StockShift[] } {
  return { rooms: shifts(before, after, (room) => room.roomTypeId), plans: shifts(before, after, (room) => room.hotelPlanId) };
}

/**
 * The money of a change of a stay paid by card (in full, or a deposit: `newCharge` is then the
 * new stay's deposit, the rest paid at the hotel): what goes back to the card, what the hotel
 * keeps and what is still due by card. What the change gives up (the old total less the new) pays
 * the cancellation fee in force now (spec 2 §9.2: its percentage, rounded down), the rest is
 * refunded. A change that costs more than is charged leaves the difference due (`due`: asked by a
 * payment link, else paid at the hotel); nothing is refunded or kept then.
 */
export function cardChangeMoney(input: {
  /** What the card paid and was not refunded nor kept for a fee. */
  charged: number;
  /** What the new stay charges by card. */
  newCharge: number;
  previousTotal: number;
  newTotal: number;
  /** The cancellation policy's percentage in force now. */
  percentage: number;
}): { refund: number; fee: number; due: number } {
  if (input.newCharge > input.charged) return { refund: 0, fee: 0, due: input.newCharge - input.charged };
  const givenUp = Math.max(0, input.previousTotal - input.newTotal);
  const fee = Math.min(Math.floor((givenUp * input.percentage) / 100), input.charged - input.newCharge);
  return { refund: input.charged - input.newCharge - fee, fee, due: 0 };
}
