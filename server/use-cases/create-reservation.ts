import type { CreateReservationBody, Reservation } from '../../shared/api/reservations.ts';
import { IDEMPOTENCY_WINDOW_MS } from '../../shared/constants.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { MEMBER_ERROR_CODES } from '../../shared/member-error-codes.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelConfig } from '../db/config-cache.ts';
import { writeBooking } from '../db/repositories/booking-repository.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { findKey } from '../db/repositories/idempotency-repository.ts';
import { lockLiveMember } from '../db/repositories/members-repository.ts';
import { takeInventory } from '../db/repositories/inventory-repository.ts';
import { DomainError } from '../domain/errors.ts';
import { idempotencyKeyHash, openAnswer, sealAnswer, sha256 } from '../domain/tokens.ts';
import { attachmentTaken } from './answers.ts';
import { takeBookedExtras } from './book-extras.ts';
import type { Audience } from '../domain/member-programmes.ts';
import { draftReservation, type ReservationDraft, roomFull } from './draft-reservation.ts';
import { takeCoupon } from './redeem-coupon.ts';

/** Thrown inside the transaction when another request already holds the idempotency key. */
class KeyTaken extends Error {}

/** The booking's idempotency key as the client sent it, and the client session it is scoped to. */
export type IdempotencyKey = { key: string; sessionId: string };

/** The first answer given under an idempotency key while its window lasts; refused when the key came with another request, busy while its first request runs. */
export async function answerForKey<A = Reservation>(deps: AppDeps, hotel: HotelRow, idem: IdempotencyKey, requestHash: string): Promise<A | null> {
  const stored = await findKey(deps.db, hotel.id, idempotencyKeyHash(idem.sessionId, idem.key), deps.now());
  if (!stored) return null;
  if (stored.request_hash !== requestHash) {
    throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.idempotencyKeyReused);
  }
  const answer = stored.sealed_response ? openAnswer(stored.sealed_response, idem.sessionId, idem.key) : null;
  if (!answer) throw new DomainError(ERROR_CODES.busy, 'in_progress');
  return answer as A;
}

/**
 * Books a reservation of one or more rooms paid at the hotel. The server checks and prices
 * every room and night itself before anything is locked (draftReservation); then one
 * transaction writes the reservation, its lines, its e-mail and its idempotency record with its
 * answer in one statement, takes the charged extras and the coupon use, and takes the rooms and
 * plan stock of every night in one last statement before the commit, so either all of it is
 * written or none of it is, and the rooms stay locked for that statement and the commit only.
 * A repeat of the same key answers with the first answer; a full night answers 1105 with
 * nothing taken. The audience (the signed-in member's programme and rank, or a guest's) decides
 * the member rates, companions and questions the booking may have; `memberId`, the signed-in
 * member's, makes the reservation theirs.
 */
export async function createReservation(
  deps: AppDeps,
  config: HotelConfig,
  body: CreateReservationBody,
  idem: IdempotencyKey,
  audience: Audience,
  memberId: string | null = null,
): Promise<Reservation> {
  const hotel = config.hotel;
  const requestHash = sha256(JSON.stringify(body));
  let draft: ReservationDraft;
  try {
    draft = await draftReservation(deps, config, body, audience);
  } catch (error) {
    // a key used before still answers first, also when the booking could not be made now (its
    // room sold since): looked up only then, as a repeat that could be made finds it in the
    // transaction, whose claim of the key fails
    const earlier = await answerForKey(deps, hotel, idem, requestHash);
    if (earlier) return earlier;
    throw error;
  }
  // spec 1 §6: the booking of a signed-in member is theirs (the id from the access token, never the body)
  const owned = memberId ? { ...draft, rows: { ...draft.rows, reservation: { ...draft.rows.reservation, member_id: memberId } } } : draft;
  return bookDraft(deps, hotel, owned, { ...idem, requestHash });
}

/**
 * The transaction of a booking drafted by draftReservation: writes it with its idempotency key
 * and takes its stock, or nothing; a key another request holds answers with that request's
 * answer.
 */
export async function bookDraft(deps: AppDeps, hotel: HotelRow, draft: ReservationDraft, idem: IdempotencyKey & { requestHash: string }): Promise<Reservation> {
  const key = {
    hotel_id: hotel.id,
    key_hash: idempotencyKeyHash(idem.sessionId, idem.key),
    request_hash: idem.requestHash,
    sealed_response: sealAnswer(draft.answer, idem.sessionId, idem.key),
    created_at: draft.createdAt,
    expires_at: new Date(draft.createdAt.getTime() + IDEMPOTENCY_WINDOW_MS),
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      // a member's booking never lands on an account deleted since its sign-in was checked
      const memberId = draft.rows.reservation.member_id;
      if (memberId && !(await lockLiveMember(trx, memberId))) throw new DomainError(MEMBER_ERROR_CODES.memberSessionNotFound, 'member_session_revoked');
      const written = await writeBooking(trx, { key, ...draft.rows });
      if (!written.claimed) throw new KeyTaken();
      if (written.linked !== draft.rows.attachmentIds.length) throw attachmentTaken();
      // every booking takes extras, then the coupon, then rooms and plans: one order, no deadlock
      await takeBookedExtras(trx, hotel, draft.extras.lines, draft.extras.input);
      if (draft.coupon) await takeCoupon(trx, draft.coupon);
      if (!(await takeInventory(trx, draft.inventory))) throw roomFull();
    });
    return draft.answer;
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await answerForKey(deps, hotel, idem, idem.requestHash);
    if (!first) throw new DomainError(ERROR_CODES.busy, 'in_progress');
    return first;
  }
}
