import type { ReservationExtraLine } from '../../shared/api/extras.ts';
import { type DifferencePayment, UPDATE_ERROR_CODES, type ReservationChange, type UpdateReservationBody } from '../../shared/api/reservation-updates.ts';
import type { CurrencyCode, Locale } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { reservationTotals } from '../../shared/reservation-totals.ts';
import { type PaymentTerms, paymentTerms } from '../../shared/payment-terms.ts';
import type { PaymentMethod } from '../../shared/payments.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelConfig } from '../db/config-cache.ts';
import { findReservationExtras, reservationExtraRows } from '../db/repositories/extras-repository.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import type { InventoryShift } from '../db/repositories/inventory-repository.ts';
import { listDiscountLines } from '../db/repositories/coupons-repository.ts';
import type { ReservationRow, RoomRows } from '../db/repositories/reservations-repository.ts';
import { hotelPlanIdsOf } from '../db/repositories/rooms-repository.ts';
import { listStayRestrictions } from '../db/repositories/restrictions-repository.ts';
import type { Names } from '../db/schema.ts';
import { nightCount } from '../domain/dates.ts';
import { isDayUseStay, occupiedDates, occupiedUntil } from '../domain/day-use.ts';
import { DomainError, invalidInput } from '../domain/errors.ts';
import { extrasTotals } from '../domain/extras.ts';
import { localizedText } from '../domain/localized-text.ts';
import { quoteCancellation } from '../domain/cancellation.ts';
import {
  cardChangeMoney,
  changeMovesCard,
  meetsOriginalMinimum,
  originalMinimumNights,
  planChangeAllowed,
  priceDifference,
  stockShifts,
  type UpdateSettings,
  updateSettings,
} from '../domain/reservation-update.ts';
import { priceRoom } from '../domain/room-search.ts';
import { formatMoney } from '../mail/format.ts';
import { extraLineOf, priceBookedExtras } from './book-extras.ts';
import { matchRooms, planGone } from './draft-reservation.ts';
import { type AppliedCoupon, discountView, reapplyCoupon } from './redeem-coupon.ts';
import { loadReservationLines, reservationView } from './reservation-view.ts';
import { assertRooms, assertStay } from './stay-and-rooms.ts';
import { findMember } from '../db/repositories/members-repository.ts';
import { audienceOf, findMemberStanding } from '../db/repositories/programs-repository.ts';
import { GUEST } from '../domain/member-programmes.ts';

/** Spec 1 §4, §6: the update setting of a stored reservation now. */
export function settingsOf(deps: AppDeps, hotel: HotelRow, row: ReservationRow): UpdateSettings {
  return updateSettings({
    // a hotel turns online changes off with its setting reservation_update_active (on unless set false)
    offered: (hotel.settings as { reservation_update_active?: boolean }).reservation_update_active !== false,
    status: row.status,
    paymentType: row.payment_type,
    paidAmount: row.paid_amount,
    lockedByHotel: row.update_locked,
    checkin: row.checkin_date,
    timezone: hotel.timezone,
    now: deps.now(),
  });
}

/** Refuses a change the update setting forbids; a reservation the hotel's staff edited answers 3014 (spec 2 §8.2). */
export function assertUpdatable(deps: AppDeps, hotel: HotelRow, row: ReservationRow): void {
  const { reason } = settingsOf(deps, hotel, row);
  if (!reason) return;
  const code = reason === 'locked_by_hotel' ? UPDATE_ERROR_CODES.originalChanged : ERROR_CODES.invalid;
  throw new DomainError(code, 'update_refused', { values: { phone: hotel.phone }, meta: { update_reason: reason } });
}

/**
 * What a change moves on the card of a stay paid by card (cardChangeMoney), against what the
 * new stay charges by card (its total, or its deposit: the percentage booked of the new total,
 * rounded as at booking by paymentTerms): the cancellation fee in force now on what it gives up,
 * the rest of the excess refunded, or what is still due when it asks more than the card holds;
 * nothing for a stay paid at the hotel.
 */
function cardMoney(deps: AppDeps, hotel: HotelRow, row: ReservationRow, terms: PaymentTerms) {
  if (!changeMovesCard(row.payment_type)) return { refund: 0, fee: 0, due: 0 };
  const { percentage } = quoteCancellation({
    parts: row.cancellation_policy.parts,
    checkin: row.checkin_date,
    timezone: hotel.timezone,
    now: deps.now(),
    totalPrice: row.total_price,
    cancelled: false,
    locked: false,
  });
  return cardChangeMoney({
    charged: row.paid_amount - row.refunded_amount - row.change_fee_amount,
    newCharge: terms.depositAmount ?? 0,
    previousTotal: row.total_price,
    newTotal: terms.total,
    percentage,
  });
}

/** How the change's money is settled: at the hotel, by a payment link, by a refund, or not at all. */
function differencePayment(row: ReservationRow, money: { refund: number; fee: number; due: number }): DifferencePayment {
  if (!changeMovesCard(row.payment_type)) return 'at_hotel';
  if (money.due > 0) return 'card_link';
  return money.refund > 0 || money.fee > 0 ? 'refund' : 'none';
}

/** A change checked and priced with reads only: the rows it writes, the stock it moves and its answer. */
export type ChangeDraft = {
  row: ReservationRow;
  next: { row: ReservationRow; rooms: RoomRows };
  shift: InventoryShift;
  /** Charged extra lines on nights the new stay no longer has (ids to delete, stock to give back). */
  droppedExtras: Array<{ id: string; extra_id: string; service_date: string | null; quantity: number }>;
  /** The plan's included extras for the new stay, replacing the old ones. */
  inclusiveRows: ReturnType<typeof reservationExtraRows>;
  coupon: { applied: AppliedCoupon | null; dropped: boolean };
  change: ReservationChange;
};

/**
 * Checks and prices a change of a reservation (spec 1 §4, §5) before anything is locked: the
 * update setting, the new stay's calendar rules, each room's new room plan (sold for the new
 * stay, same plan as before), the original's minimum nights, every night's price for the same
 * guests, the extras and the coupon that still apply, and the total the guest saw.
 */
export async function draftChange(
  deps: AppDeps,
  config: HotelConfig,
  row: ReservationRow,
  rooms: RoomRows,
  body: UpdateReservationBody,
  locale: Locale,
  { commit }: { commit: boolean },
): Promise<ChangeDraft> {
  const hotel = config.hotel;
  assertUpdatable(deps, hotel, row);
  if (body.rooms.length !== rooms.length) throw invalidInput({ rooms: [{ code: 'update_rooms_count', values: { count: rooms.length } }] });
  const dayUse = isDayUseStay(body.checkin_date, body.checkout_date);
  const until = occupiedUntil(body.checkin_date, body.checkout_date);
  assertStay(deps, hotel, body.checkin_date, dayUse && config.dayUsePlanIds.size > 0 ? until : body.checkout_date);
  const nights = occupiedDates(body.checkin_date, body.checkout_date);
  const originalNights = occupiedDates(row.checkin_date, row.checkout_date);
  const minimum = originalMinimumNights(
    await listStayRestrictions(
      deps.db,
      rooms.map((room) => room.room_plan_id),
      row.checkin_date,
      row.checkin_date,
    ),
    row.checkin_date,
  );
  if (!meetsOriginalMinimum(minimum, nightCount(body.checkin_date, body.checkout_date), nightCount(row.checkin_date, row.checkout_date))) {
    throw invalidInput({ checkout_date: [{ code: 'below_original_minimum_nights', values: { min: minimum } }] });
  }
  // the same guests in each room, under the hotel's kids setting as it is now
  const guests = await assertRooms(
    deps,
    hotel,
    rooms.map((room) => ({
      adults: room.adults,
      kids_tiers: room.kids_tiers,
      children_ages: room.children_ages,
      adult_companion: room.adult_companions,
      kid_tier_A_companion: room.kid_companions,
    })),
    { indexed: true, config },
  );
  // spec 1 §6: a member's booking is priced for the member (their rates); a guest's for a guest
  const owner = row.member_id ? await findMember(deps.db, config.hotel.brand_id, row.member_id) : undefined;
  const audience = owner ? audienceOf(await findMemberStanding(deps.db, owner)) : GUEST;
  const { booked, stayRows } = await matchRooms(deps, config, { ...body, promo_code: undefined }, guests, { nights, until }, audience);
  // each room's plan as stored (a room plan withdrawn since still names its plan)
  const plansOf = new Map(
    (await hotelPlanIdsOf(deps.db, [...rooms.map((room) => room.room_plan_id), ...booked.map((b) => b.plan.room_plan_id)])).map((p) => [p.id, p.hotel_plan_id]),
  );
  const planOf = (roomPlanId: string) => plansOf.get(roomPlanId)!;
  booked.forEach((b, index) => {
    if (!planChangeAllowed(planOf(rooms[index]!.room_plan_id), b.plan.hotel_plan_id)) {
      throw invalidInput({ [`rooms.${index}`]: [{ code: 'plan_change_not_allowed' }] });
    }
  });
  const prices = booked.map((b) => priceRoom(b.plan, b.guests, stayRows.rates, nights.length, hotel.tax_rate_bp));
  if (prices.some((price) => price === null)) throw planGone();

  // extras: charged lines on nights still in the stay are kept, the rest dropped; included ones follow the plan
  const stored = await findReservationExtras(deps.db, row.id);
  const inStay = (date: string | null) => date === null || nights.includes(date);
  const kept = stored.filter((line) => !line.inclusive && inStay(line.service_date));
  const dropped = stored.filter((line) => !line.inclusive && !inStay(line.service_date));
  const included = await priceBookedExtras(deps.db, hotel, {
    checkin: body.checkin_date,
    checkout: body.checkout_date,
    roomPlanCodes: booked.map((b) => b.plan.room_plan_code),
    extras: [],
    now: deps.now(),
    locale,
  });
  const keptLines = kept.map((line) => extraLineOf(line, locale, hotel.locale));
  const extraLines: ReservationExtraLine[] = [...keptLines, ...included.lines];

  // the coupon, applied again to the new nights, or said to be gone
  const discounts = await listDiscountLines(deps.db, row.id);
  const couponLines = discounts.filter((line) => line.kind === 'coupon');
  const couponCode = couponLines[0]?.code ?? null;
  const coupon = couponCode
    ? await reapplyCoupon(deps.db, hotel, {
        code: couponCode,
        now: deps.now(),
        rooms: booked.map((b, index) => ({ roomIndex: index, hotelPlanCode: b.plan.hotel_plan_code, nights: prices[index]!.nightly_prices })),
      })
    : null;

  const roomsTotal = prices.reduce((sum, price) => sum + price!.total_price, 0);
  const sums = reservationTotals({ roomsTotal, extras: extrasTotals(extraLines), discounts: coupon?.lines ?? [], taxRateBp: hotel.tax_rate_bp });
  // paid as booked: the plans still take the method (same plans), the card's promotion as at booking,
  // a card deposit at the percentage it was booked at
  const atBooking = row.deposit_percentage;
  const decided = paymentTerms({
    method: row.payment_type as PaymentMethod,
    plans: booked.map((b) => (atBooking === null ? b.plan : { ...b.plan, deposit_percentage: atBooking })),
    total: sums.total,
    tax: sums.tax,
    promotion: config.paymentPromotion ?? null,
  });
  if (!decided.ok) throw invalidInput({ rooms: [{ code: decided.reason }] });
  const totals = decided.terms;
  const money = cardMoney(deps, hotel, row, totals);
  const shown = body.displayed_total_price;
  if (commit && shown !== undefined && shown !== totals.total) {
    throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.priceChanged, {
      values: { total: formatMoney(totals.total, hotel.currency as CurrencyCode, locale) },
      meta: { total_price: totals.total, displayed_total_price: shown },
    });
  }
  if (commit && shown === undefined) throw invalidInput({ displayed_total_price: [{ code: 'displayed_total_required' }] });

  const now = deps.now();
  const nextRow: ReservationRow = {
    ...row,
    checkin_date: body.checkin_date,
    checkout_date: body.checkout_date,
    total_price: totals.total,
    tax: totals.tax,
    update_count: row.update_count + 1,
    updated_at: now,
    // what the card holds after the change (the new total or deposit, less what a payment link still asks);
    // the rest is due at the hotel (remain_amount) until the link is paid
    deposit_amount: totals.depositAmount === null ? null : totals.depositAmount - money.due,
    promotion_discount_amount: totals.promotionDiscount,
    refunded_amount: row.refunded_amount + money.refund,
    change_fee_amount: row.change_fee_amount + money.fee,
  };
  const nextRooms: RoomRows = rooms.map((room, index) => ({
    ...room,
    room_type_id: booked[index]!.plan.room_type_id,
    room_plan_id: booked[index]!.plan.room_plan_id,
    room_type_code: booked[index]!.plan.room_type_code,
    room_plan_code: booked[index]!.plan.room_plan_code,
    room_type_names: booked[index]!.plan.room_type_names,
    room_plan_names: booked[index]!.plan.plan_names,
    total_price: prices[index]!.total_price,
    nights: prices[index]!.nightly_prices.map((night) => ({ date: night.date, price: night.price })),
  }));
  const lines = await loadReservationLines(deps.db, hotel, row.id, locale);
  const view = reservationView(hotel, nextRow, nextRooms, locale, now, {
    ...lines,
    extras: extraLines,
    discounts: discountView(coupon?.lines ?? [], locale, hotel.locale),
  });
  const droppedCoupon =
    couponCode && !coupon
      ? {
          code: couponCode,
          name: localizedText(couponLines[0]!.names as Names, locale, hotel.locale),
          amount: couponLines.reduce((sum, line) => sum + line.amount, 0),
        }
      : null;
  const held = (list: RoomRows, dates: string[]) =>
    list.map((room) => ({ roomTypeId: room.room_type_id, hotelPlanId: planOf(room.room_plan_id), nights: dates }));
  return {
    row,
    next: { row: nextRow, rooms: nextRooms },
    shift: stockShifts(held(rooms, originalNights), held(nextRooms, nights)),
    droppedExtras: dropped.map((line) => ({ id: line.id, extra_id: line.extra_id, service_date: line.service_date, quantity: line.quantity })),
    inclusiveRows: reservationExtraRows(row.id, included.lines, included.names).map((r, i) => ({ ...r, position: stored.length + i })),
    coupon: { applied: coupon, dropped: droppedCoupon !== null },
    change: {
      reservation: view,
      previous_total_price: row.total_price,
      difference: priceDifference(row.total_price, totals.total).difference,
      dropped_extras: dropped.map((line) => extraLineOf(line, locale, hotel.locale)),
      dropped_coupon: droppedCoupon,
      refund_amount: money.refund,
      change_fee: money.fee,
      difference_payment: differencePayment(row, money),
      amount_due: money.due,
      payment_number: null,
      allowed: true,
    },
  };
}
