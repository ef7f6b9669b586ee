import type { ReservationExtraInput, ReservationExtraLine } from '../../shared/api/extras.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { IsoDate } from './dates.ts';
import { type CatalogueExtra, type ExtrasContext, type ExtrasRefusal, extraDeadline, priceExtras } from './extras.ts';
import { localizedText } from './localized-text.ts';
import { cardChangeMoney } from './reservation-update.ts';

/** Why the guest may not change a reservation's extras online now, or null while they may. */
export type ExtrasChangeRefusal = 'already_cancelled' | 'locked_by_hotel' | 'payment_pending' | 'prepaid' | 'stay_past' | null;

/** Payment types whose card money an extras change settles (extrasCardMoney). */
const CARD_TYPES = new Set(['credit_card', 'credit_card_deposit']);

/**
 * Spec 1 §4, §6: extras change after booking while the reservation stands, the hotel's staff
 * have not edited it and its stay has not ended. A stay paid or part-paid by card changes too
 * (extrasCardMoney); any other stay with money taken by card is refused (`prepaid`: the guest
 * phones the hotel). Each extra's own booking deadline governs the timing (changeExtras), not the
 * change deadline of the dates.
 */
export function extrasChangeRefusal(
  facts: { status: string; lockedByHotel: boolean; paymentType: string; paidAmount: number; checkout: IsoDate },
  today: IsoDate,
): ExtrasChangeRefusal {
  if (facts.status === 'cancelled') return 'already_cancelled';
  if (facts.lockedByHotel) return 'locked_by_hotel';
  if (facts.status === 'payment_pending') return 'payment_pending';
  if (facts.paidAmount > 0 && !CARD_TYPES.has(facts.paymentType)) return 'prepaid';
  if (today >= facts.checkout) return 'stay_past';
  return null;
}

/** Units of an extra (of one night, for a dated extra) to take (n > 0) or give back (n < 0). */
export type ExtraMove = { extra_id: string; date: IsoDate | null; n: number };

const keyOf = (extraId: string, date: string | null) => `${extraId}|${date ?? ''}`;

/**
 * A reservation's charged extras set anew (spec 1 §5, spec 2 §8.2): `wanted` is the whole list
 * the guest wants (a line left out or at 0 is removed). A line whose quantity does not change
 * keeps its booked price and is not checked again. A changed line, added or removed, must be
 * within its extra's booking deadline (1101); a line kept or added is checked and priced as at
 * booking (1100, 1102, 1104, 1106), at today's price, against the stock left plus the units the
 * reservation already holds. Answers the new charged lines and the stock to move, in the order
 * every transaction takes extras (extra id, then night).
 */
export function changeExtras(
  catalogue: readonly CatalogueExtra[],
  stored: readonly ReservationExtraLine[],
  wanted: readonly ReservationExtraInput[],
  ctx: Omit<ExtrasContext, 'roomPlanCodes'>,
): { ok: true; lines: ReservationExtraLine[]; moves: ExtraMove[] } | ExtrasRefusal {
  const held = new Map(stored.filter((line) => !line.inclusive).map((line) => [keyOf(line.extra_id, line.date), line]));
  const asked = new Map<string, { index: number; extra_id: string; date: IsoDate | null; quantity: number }>();
  wanted.forEach((item, index) => {
    const key = keyOf(item.extra_id, item.date ?? null);
    const seen = asked.get(key);
    if (seen) seen.quantity += item.quantity;
    else asked.set(key, { index, extra_id: item.extra_id, date: item.date ?? null, quantity: item.quantity });
  });
  const byId = new Map(catalogue.map((extra) => [extra.id, extra]));
  const kept: ReservationExtraLine[] = [];
  const changed: Array<{ index: number; extra_id: string; date: IsoDate | null; quantity: number }> = [];
  const moves: ExtraMove[] = [];
  for (const key of new Set([...held.keys(), ...asked.keys()])) {
    const before = held.get(key);
    const after = asked.get(key);
    const quantity = after?.quantity ?? 0;
    if (before && before.quantity === quantity) {
      kept.push(before);
      continue;
    }
    const { extra_id: extraId, date } = before ?? after!;
    const extra = byId.get(extraId);
    // a line given up: only its deadline matters (an extra no longer sold may still be removed)
    if (extra && before) {
      const deadline = extraDeadline(extra, date ?? ctx.checkin, ctx.timezone);
      if (deadline !== null && ctx.now >= deadline) {
        const name = localizedText(extra.names, ctx.locale, ctx.hotelLocale);
        return {
          ok: false,
          code: ERROR_CODES.extraDeadlinePassed,
          reason: ERROR_REASONS.extraDeadlinePassed,
          index: after?.index ?? null,
          values: { name },
          meta: { extra_id: extraId, date, deadline: deadline.toISOString() },
        };
      }
    }
    moves.push({ extra_id: extraId, date, n: quantity - (before?.quantity ?? 0) });
    if (quantity > 0) changed.push({ index: after!.index, extra_id: extraId, date, quantity });
  }
  // the units this reservation holds count as left for it
  const ownStock = catalogue.map((extra) => {
    const mine = (date: string | null) => held.get(keyOf(extra.id, date))?.quantity ?? 0;
    return {
      ...extra,
      stock_sold: extra.stock_sold - mine(null),
      dates: extra.dates.map((night) => ({ ...night, stock_sold: night.stock_sold - mine(night.date) })),
    };
  });
  const priced = priceExtras(
    ownStock,
    changed.map((line) => ({ extra_id: line.extra_id, quantity: line.quantity, ...(line.date ? { date: line.date } : {}) })),
    { ...ctx, roomPlanCodes: [] },
  );
  if (!priced.ok) return { ...priced, index: priced.index === null ? null : changed[priced.index]!.index };
  moves.sort((a, b) => a.extra_id.localeCompare(b.extra_id) || (a.date ?? '').localeCompare(b.date ?? ''));
  return { ok: true, lines: [...kept, ...priced.lines], moves: moves.filter((move) => move.n !== 0) };
}

/**
 * What an extras change moves on the card (spec 1 §4, §5). Paid in full by card
 * (`credit_card`): a dearer change leaves the difference due (asked by a payment link, else paid
 * at the hotel), a cheaper one refunds it (cardChangeMoney with no fee: a line is only removed
 * before its extra's own deadline, and then free). A card deposit (`credit_card_deposit`) stays
 * as it is and the difference moves what is paid at the hotel, unless the new total falls below
 * what the card holds: that excess is refunded. Nothing for a stay paid at the hotel.
 * `depositAmount`: what the card covers of the new total (`remain_amount` is the rest).
 */
export function extrasCardMoney(input: {
  paymentType: string;
  /** What the card paid and was not refunded nor kept for a fee. */
  charged: number;
  /** What the card covers of the current total (deposit_amount). */
  depositAmount: number | null;
  previousTotal: number;
  newTotal: number;
}): { refund: number; due: number; depositAmount: number | null } {
  const { charged, newTotal } = input;
  if (input.paymentType === 'credit_card') {
    const money = cardChangeMoney({ charged, newCharge: newTotal, previousTotal: input.previousTotal, newTotal, percentage: 0 });
    return { refund: money.refund, due: money.due, depositAmount: newTotal - money.due };
  }
  if (input.paymentType === 'credit_card_deposit' && newTotal < charged) {
    return { refund: charged - newTotal, due: 0, depositAmount: newTotal };
  }
  return { refund: 0, due: 0, depositAmount: input.depositAmount };
}
