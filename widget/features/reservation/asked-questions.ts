import { map } from 'nanostores';
import { getReservationQuestions } from '../../../shared/api/reservation-answers.ts';
import { callApi } from '../../lib/api-client.ts';
import type { ReservationAccess } from './reservation-store.ts';

/**
 * Whether the hotel asks a reservation's guest any question (spec 2 §7.4), by hotel and
 * reservation number: the reservation page offers to answer only then. Missing while unknown.
 */
export const $askedQuestions = map<Record<string, boolean>>({});

/** The key of a reservation in `$askedQuestions`. */
export const askedKey = (hotelCode: string, number: string) => `${hotelCode}/${number}`;

/**
 * Asks the server once a page whether the reservation's guest is asked any question. A failure
 * counts as asked: the offer stays, and the form says what it finds when opened.
 */
export async function checkAskedQuestions(hotelCode: string, number: string, access: ReservationAccess): Promise<void> {
  const key = askedKey(hotelCode, number);
  if (key in $askedQuestions.get()) return;
  try {
    const { data } = await callApi(getReservationQuestions, { params: { code: hotelCode, reservation_number: number }, query: access });
    $askedQuestions.setKey(key, data.questions.length > 0);
  } catch {
    $askedQuestions.setKey(key, true);
  }
}
