import { atom } from 'nanostores';
import type { AdditionalQuestion, ReservationAnswer } from '../../../shared/api/questions.ts';
import { getReservationQuestions, updateReservationAnswers } from '../../../shared/api/reservation-answers.ts';
import { callApi } from '../../lib/api-client.ts';
import {
  $answerErrors,
  $answers,
  $fileNotices,
  $questions,
  type AnswerDraft,
  answerKey,
  answersInput,
  resetAnswers,
  setQuestionRooms,
  validateQuestionAnswers,
} from './questions-store.ts';
import type { ChangeClosedReason } from '../../ui/change-form.tsx';

/** The reservation answered again: its number and how its guest proved it is theirs. */
export type AnsweredReservation = { hotelCode: string; number: string; access: { email?: string; bypass_token?: string }; roomGuests: number[] };

/** Spec 2 §7.4 additional questions of a reservation, as the reservation page changes them. */
export type AnswersAgainState =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'editing' | 'saving'; error: unknown }
  /** The server says no more changes (the stay began, or it is cancelled). */
  | { status: 'closed_by_hotel'; reason: ChangeClosedReason }
  | { status: 'error'; error: unknown };

export const $answersAgain = atom<AnswersAgainState>({ status: 'closed' });

/** A stored answer as the form's draft (files already uploaded are done). */
function draftOf(answer: ReservationAnswer): AnswerDraft {
  const { value } = answer;
  if (value.type === 'text') return { text: value.text };
  if (value.type === 'time') return { time: value.time };
  if (value.type === 'options') return { codes: [...value.codes] };
  if (value.type === 'people') return { men: String(value.men_count), women: String(value.women_count) };
  return {
    files: answer.attachments.map((file) => ({ key: file.id, name: file.filename, size: file.size, status: 'done' as const, progress: 1, attachment: file })),
  };
}

/** Puts a reservation's questions and its answers in the form's stores. */
export function showReservationQuestions(questions: AdditionalQuestion[], answers: ReservationAnswer[], roomGuests: number[]): void {
  $questions.set({ status: 'done', id: 'reservation', questions });
  $answers.set(Object.fromEntries(answers.map((answer) => [answerKey(answer.question_id, answer.room_index), draftOf(answer)])));
  $answerErrors.set({});
  $fileNotices.set({});
  setQuestionRooms(roomGuests);
}

/** Reads the reservation's questions and answers, and opens the form when they may still change. */
export async function openAnswersAgain(reservation: AnsweredReservation): Promise<void> {
  $answersAgain.set({ status: 'loading' });
  try {
    const { data } = await callApi(getReservationQuestions, {
      params: { code: reservation.hotelCode, reservation_number: reservation.number },
      query: reservation.access,
    });
    if (!data.editable) return $answersAgain.set({ status: 'closed_by_hotel', reason: data.reason });
    showReservationQuestions(data.questions, data.answers, reservation.roomGuests);
    $answersAgain.set({ status: 'editing', error: null });
  } catch (error) {
    $answersAgain.set({ status: 'error', error });
  }
}

/** Sends every answer anew (checked first as at booking); true once the server took them. */
export async function saveAnswersAgain(reservation: AnsweredReservation): Promise<boolean> {
  if ($answersAgain.get().status !== 'editing' || !validateQuestionAnswers()) return false;
  $answersAgain.set({ status: 'saving', error: null });
  try {
    await callApi(updateReservationAnswers, {
      params: { code: reservation.hotelCode, reservation_number: reservation.number },
      query: reservation.access,
      body: { answers: answersInput() },
    });
    closeAnswersAgain();
    return true;
  } catch (error) {
    $answersAgain.set({ status: 'editing', error });
    return false;
  }
}

/** Closes the form and forgets its drafts (the checkout's own start empty). */
export function closeAnswersAgain(): void {
  resetAnswers();
  $questions.set({ status: 'idle' });
  $answersAgain.set({ status: 'closed' });
}
