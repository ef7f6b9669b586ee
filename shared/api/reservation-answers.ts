import * as v from 'valibot';
import { dataOf, HotelCodeSchema } from './common.ts';
import { defineCall } from './define.ts';
import { AdditionalQuestionSchema, AnswersInputSchema, ReservationAnswerSchema } from './questions.ts';
import { ReservationAccessQuerySchema, ReservationNumberSchema } from './reservations.ts';

/**
 * Spec 2 §7.4 additional questions of a reservation: the questions its guest is asked (for its
 * plans), the answers given, and whether they may still change.
 */
export const ReservationQuestionsSchema = v.object({
  /** Whether the guest may still change the answers (until the check-in day, not once cancelled). */
  editable: v.boolean(),
  /** Why not, when not: `already_cancelled`, `stay_past`, or `locked_by_hotel` (the hotel's staff edited it). */
  reason: v.nullable(v.picklist(['already_cancelled', 'stay_past', 'locked_by_hotel'])),
  questions: v.array(AdditionalQuestionSchema),
  answers: v.array(ReservationAnswerSchema),
});
/** The questions and answers of a reservation. */
export type ReservationQuestions = v.InferOutput<typeof ReservationQuestionsSchema>;

const params = v.object({ code: HotelCodeSchema, reservation_number: ReservationNumberSchema });

/** Spec 2 §7.4 (GET additional questions of a reservation), under the hotel as the other reservation calls are. */
export const getReservationQuestions = defineCall({
  name: 'getReservationQuestions',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/additional_questions',
  summary: 'The questions a reservation’s guest is asked, with the answers given',
  session: true,
  params,
  query: ReservationAccessQuerySchema,
  answer: dataOf(ReservationQuestionsSchema),
  status: 200,
});

/**
 * Spec 2 §7.4 `PUT /additional_questions/batch_update`: every answer of the reservation anew,
 * checked as at booking (required ones, times, options, men and women, files), until the
 * check-in day. Files already the reservation's may be kept; new ones are uploaded first.
 */
export const updateReservationAnswers = defineCall({
  name: 'updateReservationAnswers',
  method: 'PUT',
  service: 'api',
  path: '/hotels/:code/reservations/:reservation_number/additional_questions/batch_update',
  summary: 'Answer a reservation’s questions anew; refused once cancelled or after the check-in day',
  session: true,
  /** Spec 1 §6: a member's booking changes only with that member's sign-in. */
  member: 'optional',
  params,
  query: ReservationAccessQuerySchema,
  body: v.object({ answers: AnswersInputSchema }),
  answer: dataOf(ReservationQuestionsSchema),
  status: 200,
});
