import * as v from 'valibot';
import { guestDetailColumns, guestRulesFrom } from '../../shared/api/guest.ts';
import { reservationGuestsSchemaFor } from '../../shared/api/guest-for-hotel.ts';
import type { CreateReservationBody, Reservation } from '../../shared/api/reservations.ts';
import { OPEN_WIDGET_PARAM, type CurrencyCode, type Locale } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { reservationTotals } from '../../shared/reservation-totals.ts';
import type { AppDeps } from '../deps.ts';
import type { BookingRows } from '../db/repositories/booking-repository.ts';
import type { HotelConfig } from '../db/config-cache.ts';
import { reservationExtraRows } from '../db/repositories/extras-repository.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import type { InventoryTake } from '../db/repositories/inventory-repository.ts';
import { outboxRow } from '../db/repositories/outbox-repository.ts';
import { reservationRecords } from '../db/repositories/reservations-repository.ts';
import { readStay, type RoomPlanRow, type StayRows } from '../db/repositories/rooms-repository.ts';
import { isDayUseStay, occupiedDates, occupiedUntil } from '../domain/day-use.ts';
import { DomainError, INVALID_INPUT, invalidInput } from '../domain/errors.ts';
import { countBy } from '../domain/group-by.ts';
import { extrasTotals } from '../domain/extras.ts';
import type { RoomGuests } from '../domain/room-guests.ts';
import { priceRoom } from '../domain/room-search.ts';
import { paymentTerms } from '../../shared/payment-terms.ts';
import { assertNoMaintenance } from '../domain/payment-maintenance.ts';
import { THREE_D_SECURE_WAIT_MS } from '../../shared/payments.ts';
import { newBypassToken, newReservationNumber, sha256 } from '../domain/tokens.ts';
import { formatMoney } from '../mail/format.ts';
import { confirmationMail } from '../mail/templates.ts';
import { answerRows, validateAnswers } from './answers.ts';
import { type BookExtrasInput, type PricedExtras, priceBookedExtras } from './book-extras.ts';
import { guestNamesOf } from './guest-lines.ts';
import { type AppliedCoupon, applyBookedCoupon, discountRows, discountView } from './redeem-coupon.ts';
import { reservationView } from './reservation-view.ts';
import { allowedPlans, visibleRoomPlans } from './sellable-plans.ts';
import { assertRooms, assertStay, guestsConfigFor } from './stay-and-rooms.ts';
import { type Audience, audienceViewer, memberPlanVisible } from '../domain/member-programmes.ts';
import { viewerLabels } from '../domain/questions.ts';

/**
 * A booking checked, priced and written out, before anything is locked: the rows to write, the
 * stock to take, and the answer the guest gets once they are.
 */
export type ReservationDraft = {
  /** The answer, as a lookup of the reservation would show it, with its bypass token. */
  answer: Reservation;
  createdAt: Date;
  rows: Omit<BookingRows, 'key'>;
  inventory: InventoryTake;
  extras: { lines: PricedExtras['lines']; input: BookExtrasInput };
  coupon: AppliedCoupon | null;
};

/** When a card booking's confirmation e-mail may go: never, until its payment is captured. */
export const HELD_MAIL = new Date('9999-12-31T00:00:00Z');

/** Spec 2 §8.2 1105: a night of the stay has too few rooms left. */
export function roomFull(): DomainError {
  return new DomainError(ERROR_CODES.roomFull, 'room_full');
}

/** Spec 2 §8.2 2304: the plan is no longer sold for this stay. */
export function planGone(): DomainError {
  return new DomainError(ERROR_CODES.planMismatch, ERROR_REASONS.planNotFound);
}

/**
 * Spec 1 §6 "only members get member-only rates", checked again at booking whatever the browser
 * showed: a room of a member rate the booker may not see is refused with 2304, saying whether
 * signing in would help (not signed in) or not (another programme, a lower rank).
 */
function memberRateRefusal(config: HotelConfig, room: { room_plan_code: string; room_type_code: string }, audience: Audience): DomainError | null {
  const plan = config.roomPlans.find((p) => p.room_plan_code === room.room_plan_code && p.room_type_code === room.room_type_code);
  if (plan?.visibility !== 'member' || memberPlanVisible(plan.member_audiences, audience)) return null;
  return new DomainError(ERROR_CODES.planMismatch, audience ? ERROR_REASONS.memberRateNotForMember : ERROR_REASONS.memberRateSignInRequired);
}

/**
 * The link in the confirmation e-mail: the hotel's own site (its configured URL, resolved
 * against PUBLIC_URL when it is a path), opening the widget at the reservation in the language
 * the guest booked in (the widget's `locale` start-up parameter).
 */
export function lookupLink(deps: AppDeps, hotel: HotelRow, number: string, token: string, locale: Locale): string {
  const url = new URL(hotel.url, deps.publicUrl);
  const query = new URLSearchParams({ code: hotel.code, bypass_token: token, locale });
  url.searchParams.set(OPEN_WIDGET_PARAM, `/reservation/confirmation/${number}?${query}`);
  return url.toString();
}

/** A room of the body matched to its room plan, with its guests resolved. */
export type BookedRoom = { plan: RoomPlanRow; guests: RoomGuests };

/**
 * Matches each room of the body to its room plan and checks the room takes its guests, one
 * cancellation policy for the whole reservation, and no plan beyond its sale limit (spec 1 §3).
 * Reads the stay of the booked plans (rates, rooms left, restrictions) in one statement, whose
 * restrictions decide, as they do for the search, whether the plan is sold for this stay.
 */
export async function matchRooms(
  deps: AppDeps,
  config: HotelConfig,
  body: Pick<CreateReservationBody, 'promo_code' | 'checkin_date' | 'checkout_date'> & { rooms: Array<{ room_type_code: string; room_plan_code: string }> },
  rooms: RoomGuests[],
  stay: { nights: string[]; until: string },
  audience: Audience,
): Promise<{ booked: BookedRoom[]; stayRows: StayRows }> {
  const hotel = config.hotel;
  const input = {
    mode: body.promo_code ? ('secret' as const) : ('none' as const),
    promoCode: body.promo_code,
    checkin: body.checkin_date,
    nights: stay.nights,
    now: deps.now(),
    dayUse: isDayUseStay(body.checkin_date, body.checkout_date),
    audience,
  };
  const visible = await visibleRoomPlans(deps.db, hotel, config.roomPlans, config.dayUsePlanIds, input);
  const matched = body.rooms.map((room) => visible.find((p) => p.room_plan_code === room.room_plan_code && p.room_type_code === room.room_type_code));
  for (const [index, plan] of matched.entries()) {
    const refusal = plan ? null : memberRateRefusal(config, body.rooms[index]!, audience);
    if (refusal) throw refusal;
  }
  const plans = [...new Set(matched.filter((plan) => plan !== undefined))];
  const stayRows = await readStay(
    deps.db,
    {
      roomPlanIds: plans.map((p) => p.room_plan_id),
      roomTypeIds: [...new Set(plans.map((p) => p.room_type_id))],
      hotelPlanIds: [...new Set(plans.map((p) => p.hotel_plan_id))],
    },
    { checkin: body.checkin_date, until: stay.until, lastNight: stay.nights.at(-1) ?? body.checkin_date, adults: rooms.map((room) => room.adults) },
  );
  const sold = new Set(allowedPlans(plans, stayRows.restrictions, input));
  const booked = matched.map((plan, index) => {
    if (!plan || !sold.has(plan)) throw planGone();
    if (rooms[index]!.beds > plan.max_guests) {
      throw invalidInput({ [`rooms.${index}`]: [{ code: ERROR_REASONS.tooManyGuests, values: { max: plan.max_guests } }] });
    }
    return { plan, guests: rooms[index]! };
  });
  if (new Set(booked.map((b) => b.plan.cancellation_policy_id)).size > 1) {
    throw invalidInput({ rooms: [{ code: ERROR_REASONS.mixedCancellationPolicies }] });
  }
  for (const [planId, count] of countBy(booked, (b) => b.plan.hotel_plan_id)) {
    const limit = booked.find((b) => b.plan.hotel_plan_id === planId)!.plan.sale_limit;
    if (limit !== null && count > limit) {
      throw invalidInput({ rooms: [{ code: ERROR_REASONS.saleLimitExceeded, values: { max: limit } }] });
    }
  }
  return { booked, stayRows };
}

/** The value of a settled read, or its error thrown: reads run together, their refusals come in the rules' order. */
function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/**
 * Checks and prices a booking (spec 1 §3, §5) with reads only, nothing locked: the stay, the
 * guests, the rooms and their plans, every night's price, extras, coupon, the total the guest
 * saw, answers and the cancellation policy, in that order of refusal. Builds every row of the
 * reservation, its e-mail and its answer, so the transaction only writes and takes stock. The
 * audience (the signed-in member, or null) decides the member rates, companions and questions.
 */
export async function draftReservation(deps: AppDeps, config: HotelConfig, body: CreateReservationBody, audience: Audience): Promise<ReservationDraft> {
  const hotel = config.hotel;
  // day use (check-out equal to check-in) only where the hotel sells day-use plans; it takes its one date
  const until = occupiedUntil(body.checkin_date, body.checkout_date);
  if (!isDayUseStay(body.checkin_date, body.checkout_date) || config.dayUsePlanIds.size === 0) assertStay(deps, hotel, body.checkin_date, body.checkout_date);
  else assertStay(deps, hotel, body.checkin_date, until);
  const guests = v.safeParse(reservationGuestsSchemaFor(guestRulesFrom(hotel.settings, body.locale)), body);
  if (!guests.success) throw new DomainError(ERROR_CODES.invalid, INVALID_INPUT, { issues: guests.issues });
  const guest = guests.output.guest;
  const nights = occupiedDates(body.checkin_date, body.checkout_date);
  const now = deps.now();
  const roomPlanCodes = body.rooms.map((room) => room.room_plan_code);
  const extrasInput: BookExtrasInput = {
    checkin: body.checkin_date,
    checkout: body.checkout_date,
    roomPlanCodes,
    extras: body.extras,
    now,
    locale: body.locale,
    ...(body.displayed_extras_total !== undefined ? { displayedTotal: body.displayed_extras_total } : {}),
  };
  const rooms = await assertRooms(deps, hotel, body.rooms, { indexed: true, config: guestsConfigFor(config, audience) });
  // the extras and the answers need only the body: read while the rooms and their stay are
  const [matched, extras, answers] = await Promise.allSettled([
    matchRooms(deps, config, body, rooms, { nights, until }, audience),
    priceBookedExtras(deps.db, hotel, extrasInput),
    validateAnswers(deps.db, hotel, {
      answers: body.answers,
      roomPlanCodes,
      roomCount: body.rooms.length,
      locale: body.locale,
      // spec 1 §6: the questions of the booker's labels (a member's programme and rank)
      labels: viewerLabels(audienceViewer(audience)),
      roomGuests: rooms.map((room) => room.adults + room.adultCompanions + room.children + room.kidCompanions),
    }),
  ]);
  const { booked, stayRows } = settled(matched);
  const prices = booked.map((b) => priceRoom(b.plan, b.guests, stayRows.rates, nights.length, hotel.tax_rate_bp) ?? throwError(planGone()));
  const priced = settled(extras);
  const coupon = body.coupon_code
    ? await applyBookedCoupon(deps.db, hotel, {
        code: body.coupon_code,
        now,
        rooms: booked.map((b, index) => ({ roomIndex: index, hotelPlanCode: b.plan.hotel_plan_code, nights: prices[index]!.nightly_prices })),
      })
    : null;
  // one rule with the widget's checkout: rooms plus extras less the discount, and its tax
  const roomsTotal = prices.reduce((sum, p) => sum + p.total_price, 0);
  const totals = reservationTotals({ roomsTotal, extras: extrasTotals(priced.lines), discounts: coupon?.lines ?? [], taxRateBp: hotel.tax_rate_bp });
  // spec 1 §5: one payment method for every room, taken by each room's plan; the promotion for card
  const decided = paymentTerms({
    method: body.payment_type,
    plans: booked.map((b) => b.plan),
    total: totals.total,
    tax: totals.tax,
    promotion: config.paymentPromotion ?? null,
  });
  if (!decided.ok) throw invalidInput({ payment_type: [{ code: decided.reason }] });
  // a card charged or verified (kept as a guarantee) needs the gateway
  const byCard = decided.terms.depositAmount !== null || decided.terms.cardVerification;
  if (byCard) {
    if (!deps.payments) throw invalidInput({ payment_type: [{ code: ERROR_REASONS.paymentTypeNotAllowed }] });
    assertNoMaintenance(deps.paymentMaintenance, now, hotel.timezone, body.locale);
  }
  const { total, tax } = decided.terms;
  const shown = body.displayed_total_price;
  if (shown !== undefined && shown !== total) {
    throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.priceChanged, {
      values: { total: formatMoney(total, hotel.currency as CurrencyCode, body.locale) },
      meta: { total_price: total, displayed_total_price: shown },
    });
  }
  const answered = settled(answers);
  const policy = config.policies.find((p) => p.id === booked[0]!.plan.cancellation_policy_id) ?? throwError(planGone());
  // a night already full is refused here, without a transaction: the guests who race for the last
  // rooms and lose cost little (the transaction still takes the rooms only where enough are left)
  const left = stayRows.availability;
  for (const [roomTypeId, count] of countBy(booked, (b) => b.plan.room_type_id)) {
    const type = left.find((row) => row.room_type_id === roomTypeId);
    if (!type || type.nights < nights.length || type.rooms_left < count) throw roomFull();
  }

  const bypassToken = newBypassToken();
  const number = newReservationNumber();
  const records = reservationRecords(
    {
      hotelId: hotel.id,
      reservationNumber: number,
      checkin: body.checkin_date,
      checkout: body.checkout_date,
      currency: hotel.currency,
      guest: { first_name: guest.first_name, last_name: guest.last_name, email: guest.email, phone: guest.phone },
      guestDetails: guestDetailColumns(guest),
      locale: body.locale,
      specialRequest: body.special_request,
      paymentType: body.payment_type,
      payment: !byCard
        ? null
        : {
            depositAmount: decided.terms.depositAmount,
            // paymentTerms took the deposit only when every room's plan asks the same percentage
            depositPercentage: body.payment_type === 'credit_card_deposit' ? booked[0]!.plan.deposit_percentage : null,
            promotionDiscount: decided.terms.promotionDiscount,
            onSiteAllowed: decided.terms.onSiteAllowed,
            expiresAt: new Date(now.getTime() + THREE_D_SECURE_WAIT_MS),
          },
      totalPrice: total,
      tax,
      bypassTokenHash: sha256(bypassToken),
      policy: {
        id: policy.id,
        names: policy.names,
        descriptions: policy.descriptions,
        parts: policy.parts,
        no_show_percentage: policy.no_show_percentage,
        room_plan_codes: policy.room_plan_codes,
      },
      rooms: booked.map(({ plan, guests }, index) => ({
        roomTypeId: plan.room_type_id,
        roomPlanId: plan.room_plan_id,
        roomTypeCode: plan.room_type_code,
        roomPlanCode: plan.room_plan_code,
        roomTypeNames: plan.room_type_names,
        roomPlanNames: plan.plan_names,
        adults: guests.adults,
        kidsTiers: guests.kids,
        adultCompanions: guests.adultCompanions,
        kidCompanions: guests.kidCompanions,
        childrenAges: guests.childrenAges,
        guestName: body.rooms[index]!.guest_name ?? { first_name: guest.first_name, last_name: guest.last_name },
        totalPrice: prices[index]!.total_price,
        nights: prices[index]!.nightly_prices,
      })),
    },
    now,
  );
  const id = records.row.id;
  const lines = {
    extras: priced.lines,
    discounts: discountView(coupon?.lines ?? [], body.locale, hotel.locale),
    answers: answered,
    guestNames: guestNamesOf(config),
  };
  const view = reservationView(hotel, records.row, records.rooms, body.locale, now, lines);
  const mail = confirmationMail(view, body.locale, lookupLink(deps, hotel, number, bypassToken, body.locale));
  const stored = answerRows(id, answered);
  return {
    answer: { ...view, bypass_token: bypassToken, currency: view.currency as CurrencyCode },
    createdAt: now,
    rows: {
      ...records.insert,
      extras: reservationExtraRows(id, priced.lines, priced.names),
      ...discountRows(id, coupon),
      answers: stored.rows,
      attachmentIds: stored.attachmentIds,
      // a card booking's e-mail waits until the payment is captured (the hold is lifted then)
      mail: {
        ...outboxRow({ kind: 'reservation_confirmation', recipient: view.guest.email, ...mail, reservationId: id }),
        next_attempt_at: records.row.status === 'payment_pending' ? HELD_MAIL : null,
      },
    },
    // room types and plans in a fixed order, so two bookings of the same ones lock their rows in one order
    inventory: {
      rooms: countBy(booked, (b) => b.plan.room_type_id)
        .sort()
        .map(([roomTypeId, count]) => ({ roomTypeId, count })),
      plans: countBy(booked, (b) => b.plan.hotel_plan_id)
        .sort()
        .map(([hotelPlanId, count]) => ({ hotelPlanId, count })),
      checkin: body.checkin_date,
      checkout: until,
      nights: nights.length,
    },
    extras: { lines: priced.lines, input: extrasInput },
    coupon,
  };
}

function throwError(error: Error): never {
  throw error;
}
