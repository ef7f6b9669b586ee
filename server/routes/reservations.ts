import type { Context, Hono } from 'hono';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { getReservationQuestions, updateReservationAnswers } from '../../shared/api/reservation-answers.ts';
import { getReservationExtras, updateReservationExtras } from '../../shared/api/reservation-extras.ts';
import { getReservationGuests, updateReservationGuests } from '../../shared/api/reservation-guests.ts';
import { cancelReservation, cancelReservationRoom, createReservation, getReservation } from '../../shared/api/reservations.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/constants.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { ApiFailure } from '../http/failure.ts';
import { FIELD_MESSAGES, TITLES } from '../http/messages.ts';
import { mountCall } from '../http/mount-call.ts';
import { cancelReservation as cancel } from '../use-cases/cancel-reservation.ts';
import { cancelReservationRoom as cancelRoom } from '../use-cases/cancel-room.ts';
import { createReservation as create } from '../use-cases/create-reservation.ts';
import { findOwnReservation } from '../use-cases/reservation-access.ts';
import { reservationQuestions, updateReservationAnswers as answerAgain } from '../use-cases/reservation-answers.ts';
import { reservationExtras, updateReservationExtras as changeExtras } from '../use-cases/reservation-extras.ts';
import { reservationGuests, updateReservationGuests as renameGuests } from '../use-cases/reservation-guests.ts';
import { issueReceipt } from '../use-cases/issue-receipt.ts';
import { getReceipt } from '../../shared/api/receipts.ts';
import { reservationAnswer } from '../use-cases/reservation-view.ts';
import { requireHotel, requireHotelConfig } from './hotel-access.ts';
import { audienceOfMember, optionalMember } from './member-access.ts';
import { type Limit, limitAttempts, limitFailures } from '../http/rate-limit.ts';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/**
 * Failed lookups and cancels by number from one address (a wrong number, e-mail or bypass
 * token): plenty for a guest's typos, too few to guess.
 */
const FAILED_LOOKUPS: Limit = { kind: 'reservation_lookup', attempts: 20, windowMs: 15 * 60 * 1000 };
/** Every lookup and cancel by number from one address, whatever it carries. */
const LOOKUPS: Limit = { kind: 'reservation_access', attempts: 60, windowMs: 15 * 60 * 1000 };

/**
 * Checks a guest's access to a reservation by number (e-mail or bypass token) under the lookup
 * limits: every call from an address counts (unless `polled`: the 3-D Secure pending page asks
 * again every few seconds), and a failed one counts against the failures.
 */
export async function checkGuestAccess(
  deps: AppDeps,
  c: Context,
  hotel: HotelRow,
  number: string,
  access: { email?: string; bypass_token?: string },
  polled = false,
): Promise<void> {
  if (!polled) await limitAttempts(deps, c, LOOKUPS);
  await limitFailures(deps, c, FAILED_LOOKUPS, () => findOwnReservation(deps.db, hotel, number, access));
}

/** The request's idempotency key, required (a booking or a change): refused when missing or malformed. */
export function idempotencyKeyOf(c: Context): string {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (!key || !KEY_PATTERN.test(key)) {
    throw new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [], {
      [IDEMPOTENCY_KEY_HEADER]: [{ code: 'idempotency_key_required', message: FIELD_MESSAGES.idempotency_key_required! }],
    });
  }
  return key;
}

/** Runs a call on a reservation by number under the lookup limits: every call counts, a failed lookup counts against the failures. */
export async function guestLookup<T>(deps: AppDeps, c: Context, run: () => Promise<T>): Promise<T> {
  await limitAttempts(deps, c, LOOKUPS);
  return limitFailures(deps, c, FAILED_LOOKUPS, run);
}

/**
 * Reservations: create (a member's when booked signed in), look up, cancel, receipt, the guest
 * staying in each room and the answers to the hotel's questions (spec 2 §7.4, spec 1 §6).
 */
export function mountReservations(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, createReservation, async ({ params, body, session, c }) => {
    const key = idempotencyKeyOf(c);
    // the configuration the booking is checked against, read once
    const config = await requireHotelConfig(deps, params.code, session);
    const member = await optionalMember(deps, c, config.hotel);
    // spec 1 §6: member rates are booked only by the members they are for, checked here again
    return create(deps, config, body, { key, sessionId: session.id }, await audienceOfMember(deps, member), member?.member.id ?? null);
  });

  mountCall(app, deps, getReservation, async ({ params, query, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    await limitAttempts(deps, c, LOOKUPS);
    const row = await limitFailures(deps, c, FAILED_LOOKUPS, () => findOwnReservation(deps.db, hotel, params.reservation_number, query));
    return reservationAnswer(deps, hotel, row, locale);
  });

  mountCall(app, deps, cancelReservation, async ({ params, query, body, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const member = await optionalMember(deps, c, hotel);
    return guestLookup(deps, c, () => cancel(deps, hotel, params.reservation_number, query, body, locale, member?.member.id ?? null));
  });

  // issue 15: one room of several, counted as lookups as cancelling is
  mountCall(app, deps, cancelReservationRoom, async ({ params, query, body, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const member = await optionalMember(deps, c, hotel);
    return guestLookup(deps, c, () => cancelRoom(deps, hotel, params.reservation_number, params.room_number, query, body, locale, member?.member.id ?? null));
  });

  // spec 2 §7.4 guests: counted as lookups of the reservation, as cancelling is
  mountCall(app, deps, getReservationGuests, async ({ params, query, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    return guestLookup(deps, c, () => reservationGuests(deps, hotel, params.reservation_number, query, locale));
  });

  mountCall(app, deps, updateReservationGuests, async ({ params, query, body, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const member = await optionalMember(deps, c, hotel);
    return guestLookup(deps, c, () => renameGuests(deps, hotel, params.reservation_number, query, body, locale, member?.member.id ?? null));
  });

  // spec 2 §7.4 extras of a reservation, counted as lookups too
  mountCall(app, deps, getReservationExtras, async ({ params, query, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    return guestLookup(deps, c, () => reservationExtras(deps, hotel, params.reservation_number, query, locale));
  });

  mountCall(app, deps, updateReservationExtras, async ({ params, query, body, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const member = await optionalMember(deps, c, hotel);
    return guestLookup(deps, c, () => changeExtras(deps, hotel, params.reservation_number, query, body, locale, member?.member.id ?? null));
  });

  // spec 2 §7.4 additional questions of a reservation and their batch update, counted as lookups too
  mountCall(app, deps, getReservationQuestions, async ({ params, query, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    return guestLookup(deps, c, () => reservationQuestions(deps, hotel, params.reservation_number, query, locale));
  });

  mountCall(app, deps, updateReservationAnswers, async ({ params, query, body, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const member = await optionalMember(deps, c, hotel);
    return guestLookup(deps, c, () => answerAgain(deps, hotel, params.reservation_number, query, body, locale, member?.member.id ?? null));
  });

  mountCall(app, deps, getReceipt, async ({ params, query, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    // only a wrong number, e-mail or token counts as a failed lookup, not a name the rules refuse
    await checkGuestAccess(deps, c, hotel, params.reservation_number, query);
    return issueReceipt(deps, hotel, params.reservation_number, query, locale);
  });
}
