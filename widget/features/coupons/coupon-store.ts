import { atom, computed } from 'nanostores';
import { checkCoupon, type Coupon } from '../../../shared/api/coupons.ts';
import { applyCoupon, type CouponDiscountLine, type CouponRoom } from '../../../shared/coupon-discount.ts';
import { SEARCH_STORAGE_TTL_MS } from '../../../shared/constants.ts';
import { callApi } from '../../lib/api-client.ts';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';

/** The stay a coupon is checked for: the hotel, the dates and the room plans chosen. */
export type CouponStay = { hotelCode: string; checkin: string; checkout: string; roomPlanCodes: readonly string[] };

/** The coupon field's state (spec 1 §5: one coupon at a time). */
export type CouponState =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; coupon: Coupon; stay: CouponStay }
  /** `error` is an ApiError from the check, or 'remove_first' when a coupon is already applied. */
  | { status: 'error'; code: string; error: unknown };

const KEY = 'yado.coupon';

function restore(): CouponState {
  const stored = readStored<{ coupon: Coupon; stay: CouponStay }>('session', KEY);
  return stored ? { status: 'applied', ...stored } : { status: 'idle' };
}

export const $couponState = atom<CouponState>(restore());

/** The coupon applied to the booking, or null; its code goes into the reservation's coupon_code. */
export const $appliedCoupon = computed($couponState, (state) => (state.status === 'applied' ? state.coupon : null));

let ticket = 0;

function sameStay(a: CouponStay, b: CouponStay): boolean {
  return a.hotelCode === b.hotelCode && a.checkin === b.checkin && a.checkout === b.checkout && a.roomPlanCodes.join(',') === b.roomPlanCodes.join(',');
}

async function check(code: string, stay: CouponStay): Promise<boolean> {
  const mine = ++ticket;
  $couponState.set({ status: 'checking', code });
  try {
    const { data } = await callApi(checkCoupon, {
      params: { code: stay.hotelCode, coupon_code: code },
      query: { checkin_date: stay.checkin, checkout_date: stay.checkout, room_plan_codes: stay.roomPlanCodes.join(',') || undefined },
    });
    if (mine !== ticket) return false;
    writeStored('session', KEY, { coupon: data, stay }, { ttlMs: SEARCH_STORAGE_TTL_MS });
    $couponState.set({ status: 'applied', coupon: data, stay });
    return true;
  } catch (error) {
    if (mine === ticket) {
      removeStored('session', KEY);
      $couponState.set({ status: 'error', code, error });
    }
    return false;
  }
}

/** A refusal shown beside the applied coupon: a second code while one is applied ('remove_first'). */
export const $couponError = atom<{ code: string; error: 'remove_first' } | null>(null);

/**
 * Checks a code for the stay and applies it. Spec 1 §5: only one coupon at a time, so while one
 * is applied a new code is refused ('remove_first') until the guest removes the old one.
 */
export async function applyCouponCode(code: string, stay: CouponStay): Promise<boolean> {
  const trimmed = code.trim();
  if ($couponState.get().status === 'applied') {
    $couponError.set({ code: trimmed, error: 'remove_first' });
    return false;
  }
  $couponError.set(null);
  return check(trimmed, stay);
}

/** Removes the applied coupon (or clears the field's error). */
export function removeCoupon(): void {
  ticket++;
  removeStored('session', KEY);
  $couponError.set(null);
  $couponState.set({ status: 'idle' });
}

/**
 * Checks the applied coupon again when the stay changed (other dates or plans): it stays
 * applied when still valid, otherwise the field shows why it was dropped.
 */
export async function refreshCoupon(stay: CouponStay): Promise<void> {
  const current = $couponState.get();
  if (current.status !== 'applied' || sameStay(current.stay, stay)) return;
  await check(current.coupon.code, stay);
}

/**
 * The applied coupon's discount on these rooms, line by line per night, by the same rule the
 * server books with (shared/coupon-discount.ts). Nothing when no coupon is applied.
 */
export function couponDiscount(rooms: readonly CouponRoom[]): { lines: CouponDiscountLine[]; total: number } {
  const coupon = $appliedCoupon.get();
  if (!coupon) return { lines: [], total: 0 };
  // the server refused amount coupons already if the hotel takes percentages only
  return applyCoupon(coupon, rooms, { percentageOnly: false });
}
