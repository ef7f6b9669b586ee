import * as v from 'valibot';
import { guestDetailColumns, guestRulesFrom, reservationGuestsSchemaFor } from '../../shared/api/guest.ts';
import type { CreateReservationBody, Reservation } from '../../shared/api/reservations.ts';
import { IDEMPOTENCY_WINDOW_MS, OPEN_WIDGET_PARAM, type CurrencyCode } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { claimKey, findKey, storeAnswer } from '../db/repositories/idempotency-repository.ts';
import { takePlanStock, takeRooms } from '../db/repositories/inventory-repository.ts';
import { enqueueMail } from '../db/repositories/outbox-repository.ts';
import { listPolicies } from '../db/repositories/policies-repository.ts';
import { insertReservation, listReservationRooms, findReservation } from '../db/repositories/reservations-repository.ts';
import { listRates, listRoomPlans, type RoomPlanRow } from '../db/repositories/rooms-repository.ts';
import { isDayUseStay, occupiedDates, occupiedUntil } from '../domain/day-use.ts';
import { hasDayUsePlans } from '../db/repositories/day-use-repository.ts';
import { reservationTotals } from '../../shared/reservation-totals.ts';
import type { RoomGuests } from '../domain/room-guests.ts';
import { priceRoom } from '../domain/room-search.ts';
import { idempotencyKeyHash, newBypassToken, newReservationNumber, openAnswer, sealAnswer, sha256 } from '../domain/tokens.ts';
import { DomainError, INVALID_INPUT, invalidInput } from '../domain/errors.ts';
import { confirmationMail } from '../mail/templates.ts';
import { formatMoney } from '../mail/format.ts';
import { loadReservationLines, reservationView } from './reservation-view.ts';
import { bookExtras, saveReservationExtras } from './book-extras.ts';
import { redeemCoupon, saveReservationDiscounts } from './redeem-coupon.ts';
import { saveAnswers, validateAnswers } from './answers.ts';
import { sellablePlans } from './sellable-plans.ts';
import { assertRooms, assertStay } from './stay-and-rooms.ts';
import { extrasTotals } from '../domain/extras.ts';

/** Thrown inside the transaction when another request already holds the idempotency key. */
class KeyTaken extends Error {}

function planGone(): DomainError {
  return new DomainError(ERROR_CODES.planMismatch, ERROR_REASONS.planNotFound);
}

/** The link in the confirmation e-mail: the hotel's page, opening the widget at the reservation. */
export function lookupLink(deps: AppDeps, hotel: HotelRow, number: string, token: string): string {
  const url = new URL(hotel.url, deps.publicUrl);
  url.searchParams.set(OPEN_WIDGET_PARAM, `/reservation/confirmation/${number}?code=${hotel.code}&bypass_token=${token}`);
  return url.toString();
}

/** The booking's idempotency key as the client sent it, and the client session it is scoped to. */
export type IdempotencyKey = { key: string; sessionId: string };

async function answerForKey(deps: AppDeps, hotel: HotelRow, idem: IdempotencyKey, requestHash: string): Promise<Reservation | null> {
  const stored = await findKey(deps.db, hotel.id, idempotencyKeyHash(idem.sessionId, idem.key), deps.now());
  if (!stored) return null;
  if (stored.request_hash !== requestHash) {
    throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.idempotencyKeyReused);
  }
  const answer = stored.sealed_response ? openAnswer(stored.sealed_response, idem.sessionId, idem.key) : null;
  if (!answer) throw new DomainError(ERROR_CODES.busy, 'in_progress');
  return answer as Reservation;
}

/** A room of the body matched to its room plan, with its guests resolved. */
type BookedRoom = { plan: RoomPlanRow; guests: RoomGuests };

/**
 * Matches each room of the body to its room plan and checks what can be checked before the
 * transaction: the room takes its guests, one cancellation policy for the whole reservation,
 * and no plan beyond its sale limit (spec 1 §3).
 */
async function matchRooms(deps: AppDeps, hotel: HotelRow, body: CreateReservationBody): Promise<BookedRoom[]> {
  const rooms = await assertRooms(deps, hotel, body.rooms, { indexed: true });
  const plans = await sellablePlans(deps.db, hotel, await listRoomPlans(deps.db, hotel.id), {
    mode: body.promo_code ? 'secret' : 'none',
    promoCode: body.promo_code,
    checkin: body.checkin_date,
    nights: occupiedDates(body.checkin_date, body.checkout_date),
    now: deps.now(),
    dayUse: isDayUseStay(body.checkin_date, body.checkout_date),
  });
  const booked = body.rooms.map((room, index) => {
    const plan = plans.find((p) => p.room_plan_code === room.room_plan_code && p.room_type_code === room.room_type_code);
    if (!plan) throw planGone();
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
  return booked;
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/**
 * Takes every room type's rooms and every plan's stock for the stay; throws "room became full"
 * (1105) when any night is short, so the transaction rolls back with nothing taken.
 */
async function takeInventory(trx: Db, booked: BookedRoom[], checkin: string, checkout: string, nights: number): Promise<void> {
  const full = () => new DomainError(ERROR_CODES.roomFull, 'room_full');
  // room types in a fixed order, so two bookings of the same types lock their rows in one order
  for (const [roomTypeId, count] of [...countBy(booked, (b) => b.plan.room_type_id)].sort()) {
    if (!(await takeRooms(trx, roomTypeId, checkin, checkout, nights, count))) throw full();
  }
  for (const [planId, count] of [...countBy(booked, (b) => b.plan.hotel_plan_id)].sort()) {
    if (!(await takePlanStock(trx, planId, checkin, checkout, count))) throw full();
  }
}

/**
 * Books a reservation of one or more rooms paid at the hotel. The server prices every room and
 * night itself; rooms are taken night by night in one transaction with the reservation, its
 * lines, its e-mail and its idempotency record, so either all of it is written or none of it
 * is. A repeat of the same key answers with the first answer; a full night answers 1105 with
 * nothing taken.
 */
export async function createReservation(deps: AppDeps, hotel: HotelRow, body: CreateReservationBody, idem: IdempotencyKey): Promise<Reservation> {
  const requestHash = sha256(JSON.stringify(body));
  const keyHash = idempotencyKeyHash(idem.sessionId, idem.key);
  const earlier = await answerForKey(deps, hotel, idem, requestHash);
  if (earlier) return earlier;

  // day use (check-out equal to check-in) only where the hotel sells day-use plans; it takes its one date
  if (!isDayUseStay(body.checkin_date, body.checkout_date) || !(await hasDayUsePlans(deps.db, hotel.id)))
    assertStay(deps, hotel, body.checkin_date, body.checkout_date);
  else assertStay(deps, hotel, body.checkin_date, occupiedUntil(body.checkin_date, body.checkout_date));
  const guests = v.safeParse(reservationGuestsSchemaFor(guestRulesFrom(hotel.settings, body.locale)), body);
  if (!guests.success) throw new DomainError(ERROR_CODES.invalid, INVALID_INPUT, { issues: guests.issues });
  const guest = guests.output.guest;
  const booked = await matchRooms(deps, hotel, body);
  const nights = occupiedDates(body.checkin_date, body.checkout_date);
  const bypassToken = newBypassToken();
  const number = newReservationNumber();

  try {
    return await deps.db.transaction().execute(async (trx) => {
      const now = deps.now();
      if (!(await claimKey(trx, hotel.id, keyHash, requestHash, now, new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS)))) throw new KeyTaken();
      const rates = await listRates(
        trx,
        [...new Set(booked.map((b) => b.plan.room_plan_id))],
        body.checkin_date,
        occupiedUntil(body.checkin_date, body.checkout_date),
        booked.map((b) => b.guests.adults),
      );
      const prices = booked.map(
        (b) =>
          priceRoom(b.plan, b.guests, rates, nights.length, hotel.tax_rate_bp) ??
          (() => {
            throw planGone();
          })(),
      );
      const roomsTotal = prices.reduce((sum, p) => sum + p.total_price, 0);
      const roomPlanCodes = booked.map((b) => b.plan.room_plan_code);
      const extras = await bookExtras(trx, hotel, {
        checkin: body.checkin_date,
        checkout: body.checkout_date,
        roomPlanCodes,
        extras: body.extras,
        now: deps.now(),
        locale: body.locale,
        ...(body.displayed_extras_total !== undefined ? { displayedTotal: body.displayed_extras_total } : {}),
      });
      const extrasSum = extrasTotals(extras);
      const coupon = body.coupon_code
        ? await redeemCoupon(trx, hotel, {
            code: body.coupon_code,
            now: deps.now(),
            rooms: booked.map((b, index) => ({ roomIndex: index, hotelPlanCode: b.plan.hotel_plan_code, nights: prices[index]!.nightly_prices })),
          })
        : null;
      // one rule with the widget's checkout: rooms plus extras less the discount, and its tax
      const { total, tax } = reservationTotals({ roomsTotal, extras: extrasSum, discounts: coupon?.lines ?? [], taxRateBp: hotel.tax_rate_bp });
      const shown = body.displayed_total_price;
      if (shown !== undefined && shown !== total) {
        throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.priceChanged, {
          values: { total: formatMoney(total, hotel.currency as CurrencyCode, body.locale) },
          meta: { total_price: total, displayed_total_price: shown },
        });
      }
      const answers = await validateAnswers(trx, hotel, {
        answers: body.answers,
        roomPlanCodes,
        roomCount: booked.length,
        locale: body.locale,
        labels: ['all_users'],
        roomGuests: booked.map((b) => b.guests.adults + b.guests.adultCompanions + b.guests.children + b.guests.kidCompanions),
      });
      const policy = (await listPolicies(trx, hotel.id)).find((p) => p.id === booked[0]!.plan.cancellation_policy_id);
      if (!policy) throw planGone();
      await takeInventory(trx, booked, body.checkin_date, occupiedUntil(body.checkin_date, body.checkout_date), nights.length);
      await insertReservation(trx, {
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
      });
      const row = (await findReservation(trx, hotel.id, number))!;
      await saveReservationExtras(trx, row.id, extras);
      if (coupon) await saveReservationDiscounts(trx, row.id, coupon.lines);
      await saveAnswers(trx, row.id, answers);
      const lines = await loadReservationLines(trx, hotel, row.id, body.locale);
      const view = reservationView(hotel, row, await listReservationRooms(trx, row.id), body.locale, deps.now(), lines);
      const mail = confirmationMail(view, body.locale, lookupLink(deps, hotel, number, bypassToken));
      await enqueueMail(trx, { kind: 'reservation_confirmation', recipient: view.guest.email, ...mail, reservationId: row.id });
      const answer = { ...view, bypass_token: bypassToken, currency: view.currency as CurrencyCode };
      await storeAnswer(trx, hotel.id, keyHash, sealAnswer(answer, idem.sessionId, idem.key));
      return answer;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await answerForKey(deps, hotel, idem, requestHash);
    if (!first) throw new DomainError(ERROR_CODES.busy, 'in_progress');
    return first;
  }
}
