import type { AnswerInput, AnswerValue, QuestionType, ReservationAnswer } from '../../shared/api/questions.ts';
import { MAX_ATTACHMENTS } from '../../shared/attachments.ts';
import type { Locale } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { findAttachments, listAnswerRows, listReservationAttachments, type AttachmentRow, type QuestionRow } from '../db/repositories/questions-repository.ts';
import { invalidInput, type Refusal } from '../domain/errors.ts';
import { localizedText, type HotelLocale } from '../domain/localized-text.ts';
import { translate } from '../i18n.ts';
import { PEOPLE_ANSWER, type AnswerReason } from './answer-messages.ts';
import { askedQuestions, questionTimes } from './questions.ts';

/** The kind of value each question type takes. */
const VALUE_TYPE: Record<QuestionType, AnswerValue['type']> = {
  checkin_time: 'time',
  checkout_time: 'time',
  people_per_room: 'people',
  free_text: 'text',
  options: 'options',
  file: 'files',
};

/** What validateAnswers needs to know about the booking. */
export type AnswersContext = {
  answers: AnswerInput[];
  /** The plan code of each booked room, in room order. */
  roomPlanCodes: string[];
  roomCount: number;
  /** The booking's language: questions and answers are kept in it. */
  locale: Locale;
  /** The guest's labels (spec 1 §6); ['all_users'] while nobody signs in. */
  labels: string[];
  /** Guests in each room (adults and children), in room order: men and women must add up to it. */
  roomGuests?: number[];
  /** Answering again after booking: files already this reservation's may be kept. */
  reservationId?: string;
};

const isEmpty = (value: AnswerValue) =>
  (value.type === 'text' && value.text === '') ||
  (value.type === 'options' && value.codes.length === 0) ||
  (value.type === 'files' && value.attachment_ids.length === 0);

/** Whether a per-room question is asked for room `room` (its plan is one of the question's). */
function askedForRoom(question: QuestionRow, room: number, context: AnswersContext): boolean {
  if (question.room_plan_codes.length === 0 || context.roomPlanCodes.length !== context.roomCount) return true;
  return question.room_plan_codes.includes(context.roomPlanCodes[room]!);
}

function valueProblem(
  question: QuestionRow,
  value: AnswerValue,
  hotel: HotelRow,
  room: number | null,
  context: AnswersContext,
): [AnswerReason, Record<string, unknown>?] | null {
  if (value.type === 'time' && !questionTimes(question, hotel).includes(value.time)) return ['time_not_offered'];
  if (
    value.type === 'people' &&
    room !== null &&
    context.roomGuests?.[room] !== undefined &&
    value.men_count + value.women_count !== context.roomGuests[room]
  ) {
    return ['people_count_mismatch', { guests: context.roomGuests[room] }];
  }
  if (value.type === 'options') {
    const known = question.options.map((o) => o.code);
    if (new Set(value.codes).size !== value.codes.length || value.codes.some((code) => !known.includes(code))) return ['option_unknown'];
    if (!question.multiple && value.codes.length > 1) return ['single_option'];
  }
  return null;
}

function answerText(question: QuestionRow, value: AnswerValue, files: AttachmentRow[], locale: Locale, hotelLocale: HotelLocale): string {
  switch (value.type) {
    case 'text':
      return value.text;
    case 'time':
      return value.time;
    case 'people':
      return translate(locale, PEOPLE_ANSWER, { men: value.men_count, women: value.women_count });
    case 'options':
      return value.codes.map((code) => localizedText(question.options.find((o) => o.code === code)!.names, locale, hotelLocale)).join(', ');
    case 'files':
      return files.map((file) => file.filename).join(', ');
  }
}

const attachmentView = (row: AttachmentRow) => ({ id: row.id, filename: row.filename, size: row.size, content_type: row.content_type });

/**
 * Checks a reservation's answers (spec 1 §3, §5) against the questions this guest is asked for
 * these plans: each answer names a question asked, in the right kind and room; required
 * questions are answered (per-room ones for every room); times and options are among those
 * offered; men and women make the room's guests; files exist, belong to the hotel, are not used
 * by another reservation, and number at most 30. Refuses (invalid input) with fields
 * `answers.{index}`, `questions.{id}` or `questions.{id}.{room}`. Returns the answers to store.
 */
export async function validateAnswers(trx: Db, hotel: HotelRow, context: AnswersContext): Promise<ReservationAnswer[]> {
  const asked = await askedQuestions(trx, { hotelId: hotel.id, brandId: hotel.brand_id }, { labels: context.labels, planCodes: context.roomPlanCodes });
  const byId = new Map(asked.map((q) => [q.id, q]));
  const fields: Record<string, Refusal[]> = {};
  const fail = (field: string, code: AnswerReason, values?: Record<string, unknown>) => {
    fields[field] = [...(fields[field] ?? []), { code, ...(values ? { values } : {}) }];
  };
  const given = new Set<string>();
  const accepted: Array<{ question: QuestionRow; room: number | null; value: AnswerValue; index: number }> = [];

  // takes an answer, or answers its first problem
  const take = (answer: AnswerInput, index: number): Parameters<typeof fail> | null => {
    const field = `answers.${index}`;
    const question = byId.get(answer.question_id);
    if (!question) return [field, 'question_not_asked'];
    if (answer.value.type !== VALUE_TYPE[question.question_type]) return [field, 'answer_type_mismatch'];
    const room = answer.room_index ?? null;
    const perRoom = question.question_type === 'people_per_room';
    if (perRoom ? room === null || room >= context.roomCount || !askedForRoom(question, room, context) : room !== null) return [field, 'room_index_invalid'];
    if (isEmpty(answer.value)) return null;
    const key = `${question.id}:${room}`;
    if (given.has(key)) return [field, 'duplicate_answer'];
    given.add(key);
    const problem = valueProblem(question, answer.value, hotel, room, context);
    if (problem) return [field, ...problem];
    accepted.push({ question, room, value: answer.value, index });
    return null;
  };
  for (const [index, answer] of context.answers.entries()) {
    const problem = take(answer, index);
    if (problem) fail(...problem);
  }

  for (const question of asked.filter((q) => q.required)) {
    if (question.question_type !== 'people_per_room') {
      if (!given.has(`${question.id}:null`)) fail(`questions.${question.id}`, 'answer_required');
      continue;
    }
    for (let room = 0; room < context.roomCount; room += 1) {
      if (askedForRoom(question, room, context) && !given.has(`${question.id}:${room}`))
        fail(`questions.${question.id}.${room}`, 'room_answer_required', { room: room + 1 });
    }
  }

  const fileIds = accepted.flatMap((a) => (a.value.type === 'files' ? a.value.attachment_ids : []));
  if (fileIds.length > MAX_ATTACHMENTS) fail('answers', 'too_many_files', { max: MAX_ATTACHMENTS });
  const files = new Map((await findAttachments(trx, [...new Set(fileIds)])).map((row) => [row.id, row]));
  const used = new Set<string>();
  for (const { value, index } of accepted) {
    if (value.type !== 'files') continue;
    for (const id of value.attachment_ids) {
      const file = files.get(id);
      const free = file?.reservation_id === null || (context.reservationId !== undefined && file?.reservation_id === context.reservationId);
      if (!file || file.hotel_id !== hotel.id || !free || used.has(id)) {
        fail(`answers.${index}`, 'attachment_invalid');
        break;
      }
      used.add(id);
    }
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);

  const order = (q: QuestionRow) => asked.indexOf(q);
  accepted.sort((a, b) => order(a.question) - order(b.question) || (a.room ?? -1) - (b.room ?? -1));
  return accepted.map(({ question, room, value }) => {
    const attached = value.type === 'files' ? value.attachment_ids.map((id) => files.get(id)!) : [];
    return {
      question_id: question.id,
      question_type: question.question_type,
      question: localizedText(question.names, context.locale, hotel.locale),
      room_index: room,
      answer: answerText(question, value, attached, context.locale, hotel.locale),
      value,
      attachments: attached.map(attachmentView),
    };
  });
}

/**
 * Validated answers as rows to store with a new reservation, and the files to link to it. The
 * files are linked only if no other booking took them meanwhile; the caller refuses the
 * booking (attachmentTaken) when fewer were linked.
 */
export function answerRows(reservationId: string, answers: ReservationAnswer[]) {
  return {
    rows: answers.map((a, position) => ({
      reservation_id: reservationId,
      position,
      question_id: a.question_id,
      question_type: a.question_type,
      question_label: a.question,
      room_index: a.room_index,
      value: JSON.stringify(a.value),
      answer_text: a.answer,
    })),
    attachmentIds: answers.flatMap((a) => a.attachments.map((file) => file.id)),
  };
}

/** A file another booking linked between the check and the booking's write: the booking is refused, nothing written. */
export function attachmentTaken() {
  return invalidInput({ answers: [{ code: 'attachment_invalid' satisfies AnswerReason }] });
}

/** A reservation's answers as stored, with their files. */
export async function listAnswers(db: Db, reservationId: string): Promise<ReservationAnswer[]> {
  const [rows, files] = await Promise.all([listAnswerRows(db, reservationId), listReservationAttachments(db, reservationId)]);
  const byId = new Map(files.map((file) => [file.id, file]));
  return rows.map((row) => {
    const value = row.value as AnswerValue;
    const attached = value.type === 'files' ? value.attachment_ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) : [];
    return {
      question_id: row.question_id,
      question_type: row.question_type as QuestionType,
      question: row.question_label,
      room_index: row.room_index,
      answer: row.answer_text,
      value,
      attachments: attached.map(attachmentView),
    };
  });
}
