import * as v from 'valibot';
import { MAX_ATTACHMENTS } from '../attachments.ts';
import { BrandRefSchema, dataOf, HotelCodeSchema, MultiLineTextSchema, QueryBoolSchema, QueryCodeListSchema } from './common.ts';
import { defineCall } from './define.ts';

/** Kinds of additional question (spec 1 §3: checkin, checkout, people per room, free text, options or file). */
export const QUESTION_TYPES = ['checkin_time', 'checkout_time', 'people_per_room', 'free_text', 'options', 'file'] as const;
/** One kind of additional question. */
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Spec 1 §3 extra field keys, one per question type. */
export const QUESTION_FIELD_KEYS = {
  checkin_time: 'checkin',
  checkout_time: 'checkout',
  people_per_room: 'number_of_men_women_per_room',
  free_text: 'free',
  options: 'free',
  file: 'file_attachment',
} as const satisfies Record<QuestionType, string>;

/**
 * Spec 1 §6 label filters: who a question is shown to. A guest who is not signed in holds
 * `all_users` only; members also hold their program and rank, organization users their organization.
 */
export const LabelFilterSchema = v.pipe(
  v.string(),
  v.regex(/^(all_users|membership_rank_all|membership_organization_all|membership_(program|rank|organization)_[A-Za-z0-9-]{1,64})$/, 'label_filter_invalid'),
);

/** Spec 2 §7.4 `q`: JSON `{"label_filters": [...]}`; text that is not JSON is refused with the field `q`. */
export const QuestionsFilterSchema = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: 'q_invalid' });
      return NEVER;
    }
  }),
  v.object({ label_filters: v.optional(v.pipe(v.array(LabelFilterSchema), v.maxLength(50, 'q_invalid')), []) }, 'q_invalid'),
);

/** Query of both question lists (spec 2 §7.4: q, room_plan_codes, enabled). */
export const QuestionsQuerySchema = v.object({
  q: v.optional(QuestionsFilterSchema),
  /** Plan codes of the rooms being booked; questions limited to other plans are left out. */
  room_plan_codes: v.optional(QueryCodeListSchema),
  /** Which questions to list: enabled ones (the default) or disabled ones. */
  enabled: v.optional(QueryBoolSchema),
});

/** A choice of an options question. */
export const QuestionOptionSchema = v.object({ code: v.string(), name: v.string() });

/** An additional question asked at checkout, in the request's language. */
export const AdditionalQuestionSchema = v.object({
  id: v.string(),
  /** Asked by this hotel, or by every hotel of the brand. */
  scope: v.picklist(['hotel', 'brand']),
  question_type: v.picklist(QUESTION_TYPES),
  /** Spec 1 §3 extra field key (checkin, checkout, number_of_men_women_per_room, free, file_attachment). */
  field_key: v.string(),
  name: v.string(),
  help_text: v.string(),
  required: v.boolean(),
  /** Asked once for each booked room (people per room), else once a reservation. */
  per_room: v.boolean(),
  /** Options questions: several options may be chosen. */
  multiple: v.boolean(),
  options: v.array(QuestionOptionSchema),
  /** Check-in and check-out questions: the times offered, HH:MM, from the hotel's times. */
  time_options: v.array(v.string()),
  labels: v.array(v.string()),
  /** Asked only for these plans; empty: for every plan. */
  room_plan_codes: v.array(v.string()),
  enabled: v.boolean(),
});
/** An additional question. */
export type AdditionalQuestion = v.InferOutput<typeof AdditionalQuestionSchema>;

/** Spec 2 §7.4: the hotel's questions and its brand's, merged in display order. */
export const listQuestions = defineCall({
  name: 'listQuestions',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/additional_questions',
  summary: 'Additional questions of a hotel and its brand',
  session: true,
  /** A signed-in member's token adds the questions of their programme's and rank's labels (spec 1 §6). */
  member: 'optional',
  params: v.object({ code: HotelCodeSchema }),
  query: QuestionsQuerySchema,
  answer: dataOf(v.array(AdditionalQuestionSchema)),
  status: 200,
});

/** Spec 2 §7.4: the questions every hotel of a brand asks; the brand by id or code. */
export const listBrandQuestions = defineCall({
  name: 'listBrandQuestions',
  method: 'GET',
  service: 'api',
  path: '/hotel_brands/:brand/additional_questions',
  summary: 'Additional questions of a hotel brand',
  session: true,
  /** A signed-in member's token adds the questions of their programme's and rank's labels (spec 1 §6). */
  member: 'optional',
  params: v.object({ brand: BrandRefSchema }),
  query: QuestionsQuerySchema,
  answer: dataOf(v.array(AdditionalQuestionSchema)),
  status: 200,
});

/** An uploaded file as the API shows it. */
export const AttachmentSchema = v.object({
  id: v.string(),
  filename: v.string(),
  size: v.number(),
  /** The type read from the file's content, not the one the browser claimed. */
  content_type: v.string(),
});
/** An uploaded file. */
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

/**
 * Spec 2 §7.4: uploads one file, sent as multipart/form-data in the field `file` (the body is not
 * JSON, so it is not declared here). Photos (JPEG, PNG, WebP, HEIC, GIF) and PDF, at most 80 MB;
 * the type is read from the file's bytes. The id is then given in a file answer.
 */
export const uploadFileAttachment = defineCall({
  name: 'uploadFileAttachment',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/file_attachments',
  summary: 'Upload a file for a file question (multipart/form-data, field "file")',
  session: true,
  params: v.object({ code: HotelCodeSchema }),
  answer: dataOf(AttachmentSchema),
  status: 201,
});

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99, 'number_invalid'));

/** The value of one answer, by kind: each question type takes one kind. */
export const AnswerValueSchema = v.variant('type', [
  /** free_text */
  v.object({ type: v.literal('text'), text: MultiLineTextSchema }),
  /** checkin_time, checkout_time: one of the question's time options. */
  v.object({ type: v.literal('time'), time: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_invalid')) }),
  /** people_per_room: men and women in the room; together the room's guests. */
  v.object({ type: v.literal('people'), men_count: CountSchema, women_count: CountSchema }),
  /** options: codes of the chosen options (one unless the question is multiple). */
  v.object({ type: v.literal('options'), codes: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(50, 'options_invalid')) }),
  /** file: ids of uploaded files (spec 1 §5: at most 30). */
  v.object({
    type: v.literal('files'),
    attachment_ids: v.pipe(v.array(v.pipe(v.string(), v.uuid('attachment_invalid'))), v.maxLength(MAX_ATTACHMENTS, 'too_many_files')),
  }),
]);
/** The value of an answer. */
export type AnswerValue = v.InferOutput<typeof AnswerValueSchema>;

/** One answer sent with a reservation. */
export const AnswerInputSchema = v.object({
  question_id: v.pipe(v.string(), v.uuid('question_invalid')),
  /** For per-room questions the room, from 0 in booking order; otherwise left out or null. */
  room_index: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999, 'room_index_invalid')))),
  value: AnswerValueSchema,
});
/** One answer as the widget sends it. */
export type AnswerInput = v.InferOutput<typeof AnswerInputSchema>;

/** The answers of a reservation body (at most one per question and room). */
export const AnswersInputSchema = v.pipe(v.array(AnswerInputSchema), v.maxLength(200, 'answers_invalid'));

/** An answer as stored with a reservation and shown back (spec 1 §3 reservation: questions and answers). */
export const ReservationAnswerSchema = v.object({
  question_id: v.string(),
  question_type: v.picklist(QUESTION_TYPES),
  /** The question as the guest read it, in the booking's language. */
  question: v.string(),
  room_index: v.nullable(v.number()),
  /** The answer in words, for display (time, men and women, option names, file names). */
  answer: v.string(),
  value: AnswerValueSchema,
  attachments: v.array(AttachmentSchema),
});
/** A stored answer. */
export type ReservationAnswer = v.InferOutput<typeof ReservationAnswerSchema>;
