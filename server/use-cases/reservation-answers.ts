import type { AnswersInputSchema } from '../../shared/api/questions.ts';
import type { ReservationQuestions } from '../../shared/api/reservation-answers.ts';
import type * as v from 'valibot';
import type { Locale } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { relinkAttachments, replaceAnswers } from '../db/repositories/questions-repository.ts';
import { listReservationRooms, type ReservationRow, type RoomRows } from '../db/repositories/reservations-repository.ts';
import { answerRows, attachmentTaken, listAnswers, validateAnswers } from './answers.ts';
import { askedQuestions, questionView } from './questions.ts';
import { afterBookingState, lockForChange } from './after-booking-access.ts';
import { findOwnReservation } from './reservation-access.ts';

type Access = { email?: string; bypass_token?: string };

/** The labels a reservation's questions are chosen by (spec 1 §6): every guest's. */
const LABELS = ['all_users'];

const guestsIn = (room: RoomRows[number]) =>
  room.adults +
  room.adult_companions +
  room.kid_companions +
  Math.max(
    room.kids_tiers.reduce((sum, tier) => sum + tier.count, 0),
    room.children_ages.length,
  );

async function questionsView(db: Db, hotel: HotelRow, row: ReservationRow, rooms: RoomRows, locale: Locale, now: Date): Promise<ReservationQuestions> {
  const [asked, answers] = await Promise.all([
    askedQuestions(db, { hotelId: hotel.id, brandId: hotel.brand_id }, { labels: LABELS, planCodes: rooms.map((room) => room.room_plan_code) }),
    listAnswers(db, row.id),
  ]);
  return { ...afterBookingState(hotel, row, now), questions: asked.map((question) => questionView(question, hotel, locale)), answers };
}

/** The questions of a reservation and its answers, for its guest (spec 2 §7.4). */
export async function reservationQuestions(deps: AppDeps, hotel: HotelRow, number: string, access: Access, locale: Locale): Promise<ReservationQuestions> {
  const row = await findOwnReservation(deps.db, hotel, number, access);
  return questionsView(deps.db, hotel, row, await listReservationRooms(deps.db, row.id), locale, deps.now());
}

/**
 * Answers a reservation's questions anew (spec 2 §7.4 batch update): checked as at booking, in
 * the booking's language, then stored in place of the old answers in one transaction, with the
 * files the answers name linked (new ones only if nobody took them) and the others let go.
 */
export async function updateReservationAnswers(
  deps: AppDeps,
  hotel: HotelRow,
  number: string,
  access: Access,
  body: { answers: v.InferOutput<typeof AnswersInputSchema> },
  locale: Locale,
  signedIn: string | null = null,
): Promise<ReservationQuestions> {
  return deps.db.transaction().execute(async (trx: Db) => {
    const now = deps.now();
    const { row, rooms } = await lockForChange(trx, hotel, number, access, now, signedIn);
    const answers = await validateAnswers(trx, hotel, {
      answers: body.answers,
      roomPlanCodes: rooms.map((room) => room.room_plan_code),
      roomCount: rooms.length,
      locale: row.locale as Locale,
      labels: LABELS,
      roomGuests: rooms.map(guestsIn),
      reservationId: row.id,
    });
    const stored = answerRows(row.id, answers);
    await replaceAnswers(trx, row.id, stored.rows);
    const linked = await relinkAttachments(trx, row.id, stored.attachmentIds);
    if (linked !== stored.attachmentIds.length) throw attachmentTaken();
    return questionsView(trx, hotel, row, rooms, locale, now);
  });
}
