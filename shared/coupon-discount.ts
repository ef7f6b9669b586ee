/**
 * The coupon discount rule (spec 1 §5, "Points and coupons"), one pure function the server
 * books with and the widget previews with, so both always agree on the amount.
 */

/** What of a coupon the discount depends on. */
export type CouponTerms = {
  code: string;
  discount_type: 'percentage' | 'amount';
  /** A percentage (1 to 100), or an amount off the reservation in minor units. */
  value: number;
  /** Only the first n nights of each room are discounted; null: every night. */
  max_discounted_nights: number | null;
  /** Hotel plans the coupon discounts; empty: every plan. */
  hotel_plan_codes: readonly string[];
};

/** One booked room: its position in the reservation, its plan and its tax-included nights. */
export type CouponRoom = {
  roomIndex: number;
  hotelPlanCode: string;
  nights: ReadonlyArray<{ date: string; price: number }>;
};

/** The discount on one night of one room, in minor units (positive: taken off the price). */
export type CouponDiscountLine = { kind: 'coupon'; code: string; roomIndex: number; date: string; amount: number };

/** The hotel forbids this coupon: with percentage_coupon_discount_only, amount coupons are refused. */
export class CouponNotAllowedError extends Error {
  override readonly name = 'CouponNotAllowedError';
  readonly reason = 'coupon_amount_not_allowed';
  constructor() {
    super('only percentage coupons are accepted');
  }
}

type Eligible = { roomIndex: number; date: string; price: number };

/** The nights the coupon may discount: target plans only, the first n nights of each room. */
function eligibleNights(coupon: CouponTerms, rooms: readonly CouponRoom[]): Eligible[] {
  const targets = coupon.hotel_plan_codes;
  const eligible: Eligible[] = [];
  for (const room of [...rooms].sort((a, b) => a.roomIndex - b.roomIndex)) {
    if (targets.length > 0 && !targets.includes(room.hotelPlanCode)) continue;
    const nights = [...room.nights].sort((a, b) => a.date.localeCompare(b.date));
    // spec 1 §5: a coupon discount applies only to the first n nights
    const counted = coupon.max_discounted_nights === null ? nights : nights.slice(0, coupon.max_discounted_nights);
    for (const night of counted) eligible.push({ roomIndex: room.roomIndex, date: night.date, price: night.price });
  }
  return eligible;
}

/**
 * Spreads an amount over nights as evenly as whole minor units allow (earlier nights take the
 * odd units), never more than a night's price; what a cheap night cannot take goes to the others.
 */
function spread(amount: number, nights: readonly Eligible[]): number[] {
  const count = nights.length;
  if (count === 0) return [];
  const base = Math.floor(amount / count);
  const odd = amount % count;
  const shares = nights.map((night, i) => Math.min(night.price, base + (i < odd ? 1 : 0)));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; i < count && left > 0; i++) {
    const more = Math.min(nights[i]!.price - shares[i]!, left);
    shares[i]! += more;
    left -= more;
  }
  return shares;
}

/**
 * The discount a coupon gives on the booked rooms, line by line. A percentage coupon takes its
 * percentage off each eligible night, rounded down to a minor unit; an amount coupon takes its
 * amount off the reservation once, spread over the eligible nights. Nights that get nothing
 * have no line. Throws CouponNotAllowedError for an amount coupon when only percentages are.
 */
export function applyCoupon(
  coupon: CouponTerms,
  rooms: readonly CouponRoom[],
  options: { percentageOnly: boolean },
): { lines: CouponDiscountLine[]; total: number } {
  if (coupon.discount_type === 'amount' && options.percentageOnly) throw new CouponNotAllowedError();
  const nights = eligibleNights(coupon, rooms);
  const amounts =
    coupon.discount_type === 'percentage' ? nights.map((night) => Math.floor((night.price * Math.min(coupon.value, 100)) / 100)) : spread(coupon.value, nights);
  const lines: CouponDiscountLine[] = [];
  nights.forEach((night, i) => {
    const amount = amounts[i]!;
    if (amount > 0) lines.push({ kind: 'coupon', code: coupon.code, roomIndex: night.roomIndex, date: night.date, amount });
  });
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
