import type { MessageDescriptor } from '@lingui/core';

/** Why an answer was refused (details of a 422, keyed `answers.{index}` or `questions.{id}[.{room}]`). */
export const ANSWER_REASONS = {
  answer_required: /*i18n*/ { id: 'reason.answer_required', message: 'Please answer this question.' },
  room_answer_required: /*i18n*/ { id: 'reason.room_answer_required', message: 'Please answer this question for room {room}.' },
  question_not_asked: /*i18n*/ { id: 'reason.question_not_asked', message: 'This question is not asked for this booking.' },
  answer_type_mismatch: /*i18n*/ { id: 'reason.answer_type_mismatch', message: 'This answer does not fit the question.' },
  room_index_invalid: /*i18n*/ { id: 'reason.room_index_invalid', message: 'This room is not part of the booking.' },
  duplicate_answer: /*i18n*/ { id: 'reason.duplicate_answer', message: 'This question was answered twice.' },
  time_not_offered: /*i18n*/ { id: 'reason.time_not_offered', message: 'Please choose one of the times offered.' },
  people_count_mismatch: /*i18n*/ { id: 'reason.people_count_mismatch', message: 'Men and women together must make the {guests} guests of this room.' },
  option_unknown: /*i18n*/ { id: 'reason.option_unknown', message: 'Please choose among the options offered.' },
  single_option: /*i18n*/ { id: 'reason.single_option', message: 'Please choose one option only.' },
  attachment_invalid: /*i18n*/ { id: 'reason.attachment_invalid', message: 'This file was not uploaded for this hotel, or is already used.' },
  too_many_files: /*i18n*/ { id: 'reason.too_many_files', message: 'At most {max} files can be sent with one reservation.' },
} satisfies Record<string, MessageDescriptor>;

/** A reason key. */
export type AnswerReason = keyof typeof ANSWER_REASONS;

/** How a men-and-women answer reads in the booking's language. */
export const PEOPLE_ANSWER: MessageDescriptor = /*i18n*/ {
  id: 'answer.people',
  message: '{men, plural, one {# man} other {# men}}, {women, plural, one {# woman} other {# women}}',
};
