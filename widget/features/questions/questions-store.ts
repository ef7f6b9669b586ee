import { atom } from 'nanostores';
import { safeParse } from 'valibot';
import {
  AttachmentSchema,
  listQuestions,
  uploadFileAttachment,
  type AdditionalQuestion,
  type AnswerInput,
  type Attachment,
} from '../../../shared/api/questions.ts';
import { dataOf, MultiLineTextSchema } from '../../../shared/api/common.ts';
import { fillPath, SERVICE_PREFIX } from '../../../shared/api/define.ts';
import { ATTACHMENT_CONTENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../../../shared/attachments.ts';
import { CLIENT_SESSION_HEADER, LOCALE_HEADER } from '../../../shared/constants.ts';
import { ERROR_CODES } from '../../../shared/errors.ts';
import { callApi, NetworkError } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { firstError } from '../../lib/error-envelope.ts';
import { requestedLocale } from '../../lib/i18n.ts';
import { randomId } from '../../lib/ids.ts';
import { getClientSession } from '../../lib/session.ts';

/** The questions asked for this booking (spec 2 §7.3: a failed load is the search result's error). */
export type QuestionsState =
  | { status: 'idle' }
  | { status: 'loading'; id: string }
  | { status: 'done'; id: string; questions: AdditionalQuestion[] }
  | { status: 'error'; id: string; error: unknown };
export const $questions = atom<QuestionsState>({ status: 'idle' });

/** One file picked for a file question, while and after it uploads. */
export type UploadItem = {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  /** 0 to 1. */
  progress: number;
  attachment?: Attachment;
  error?: unknown;
};

/** What the guest has entered for one question (and room). */
export type AnswerDraft = { text?: string; time?: string; men?: string; women?: string; codes?: string[]; files?: UploadItem[] };

/** Drafts keyed by `answerKey(question, room)`. */
export const $answers = atom<Record<string, AnswerDraft>>({});
/** Validation keys by answer key (answer_required, text_too_long, text_invalid_characters, people_mismatch, upload_pending, upload_failed). */
export const $answerErrors = atom<Record<string, string>>({});
/** Problems with files the guest picked, refused before upload (file_too_large, file_type, too_many_files), by question id. */
export const $fileNotices = atom<Record<string, Array<{ name: string; reason: 'file_too_large' | 'file_type' | 'too_many_files' }>>>({});
/** Guests in each booked room, in room order (set by the form from its props). */
export const $questionRooms = atom<number[]>([1]);

/** The key of a question's draft: per-room questions have one per room. */
export function answerKey(questionId: string, room: number | null = null): string {
  return room === null ? questionId : `${questionId}:${room}`;
}

/** Loads the questions of the hotel and its brand for the booked plans, once per hotel, plans and language. */
export async function loadQuestions(hotelCode: string, roomPlanCodes: string[], locale: string): Promise<void> {
  const plans = [...new Set(roomPlanCodes)].sort();
  const id = JSON.stringify([hotelCode, plans, locale]);
  const current = $questions.get();
  if (current.status !== 'idle' && current.status !== 'error' && current.id === id) return;
  $questions.set({ status: 'loading', id });
  try {
    const { data } = await callApi(listQuestions, {
      params: { code: hotelCode },
      // spec 1 §6: nobody signs in yet, so the guest is one of all_users
      query: { q: JSON.stringify({ label_filters: ['all_users'] }), room_plan_codes: plans.length ? plans.join(',') : undefined },
    });
    if (($questions.get() as { id?: string }).id === id) $questions.set({ status: 'done', id, questions: data });
  } catch (error) {
    if (($questions.get() as { id?: string }).id === id) $questions.set({ status: 'error', id, error });
  }
}

/** Changes a draft (and clears its error). */
export function updateAnswer(key: string, patch: AnswerDraft): void {
  $answers.set({ ...$answers.get(), [key]: { ...$answers.get()[key], ...patch } });
  if ($answerErrors.get()[key]) {
    const { [key]: _, ...rest } = $answerErrors.get();
    $answerErrors.set(rest);
  }
}

/** Sets the rooms the per-room questions ask about: guests in each room. */
export function setQuestionRooms(roomGuests: number[]): void {
  const current = $questionRooms.get();
  if (current.length !== roomGuests.length || current.some((n, i) => n !== roomGuests[i])) $questionRooms.set([...roomGuests]);
}

/** Forgets every answer (a new booking). */
export function resetAnswers(): void {
  $answers.set({});
  $answerErrors.set({});
  $fileNotices.set({});
}

function questionsNow(): AdditionalQuestion[] {
  const state = $questions.get();
  return state.status === 'done' ? state.questions : [];
}

const EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  gif: 'image/gif',
  pdf: 'application/pdf',
};
/** What the file input accepts. */
export const ACCEPT = [...ATTACHMENT_CONTENT_TYPES, '.heic', '.heif'].join(',');

function acceptable(file: File): boolean {
  const byName = EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''];
  return (
    (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type) ||
    (!file.type && byName !== undefined) ||
    (file.type === 'application/octet-stream' && byName !== undefined)
  );
}

function filesOfAll(): number {
  return Object.values($answers.get()).reduce((n, draft) => n + (draft.files?.filter((f) => f.status !== 'error').length ?? 0), 0);
}

function updateItem(questionId: string, key: string, patch: Partial<UploadItem>): void {
  const files = ($answers.get()[questionId]?.files ?? []).map((item) => (item.key === key ? { ...item, ...patch } : item));
  $answers.set({ ...$answers.get(), [questionId]: { ...$answers.get()[questionId], files } });
}

/** Sends one file; `onProgress` gets 0 to 1. Replaced in tests. */
export type UploadTransport = (request: {
  url: string;
  body: FormData;
  headers: Record<string, string>;
  onProgress: (fraction: number) => void;
}) => Promise<{ status: number; body: unknown }>;

const xhrTransport: UploadTransport = ({ url, body, headers, onProgress }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: the status says enough */
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.send(body);
  });
let transport: UploadTransport = xhrTransport;

/** Replaces how files are sent (tests); no argument restores XMLHttpRequest. */
export function setUploadTransport(next?: UploadTransport): void {
  transport = next ?? xhrTransport;
}

/** Uploads one file with the client-session header; a refused session is renewed once (spec 2 §8.1). */
async function uploadOne(hotelCode: string, file: File, onProgress: (fraction: number) => void): Promise<Attachment> {
  const url = SERVICE_PREFIX.api + fillPath(uploadFileAttachment.path, { code: hotelCode });
  for (let renew = false; ; renew = true) {
    const body = new FormData();
    body.set('file', file, file.name);
    const headers = { accept: 'application/json', [LOCALE_HEADER]: requestedLocale(), [CLIENT_SESSION_HEADER]: await getClientSession(hotelCode, { renew }) };
    const answer = await transport({ url, body, headers, onProgress });
    const ok = safeParse(dataOf(AttachmentSchema), answer.body);
    if (answer.status === 201 && ok.success) return ok.output.data;
    const first = firstError(answer.body);
    const error = new ApiError(answer.status, first?.code ?? '', first?.title ?? `HTTP ${answer.status}`, first?.details ?? { base: [] });
    if (answer.status === 403 && error.code === ERROR_CODES.sessionExpired && !renew) continue;
    throw error;
  }
}

/**
 * Adds files to a file question: checks each before sending (a photo or PDF, at most 80 MB, at
 * most 30 files in all; spec 1 §5), then uploads the rest one after another with progress.
 */
export async function addFiles(hotelCode: string, questionId: string, files: File[]): Promise<void> {
  const notices: Array<{ name: string; reason: 'file_too_large' | 'file_type' | 'too_many_files' }> = [];
  const accepted: UploadItem[] = [];
  const sources = new Map<string, File>();
  for (const file of files) {
    if (!acceptable(file)) notices.push({ name: file.name, reason: 'file_type' });
    else if (file.size > MAX_ATTACHMENT_BYTES) notices.push({ name: file.name, reason: 'file_too_large' });
    else if (filesOfAll() + accepted.length >= MAX_ATTACHMENTS) notices.push({ name: file.name, reason: 'too_many_files' });
    else {
      const item: UploadItem = { key: randomId(), name: file.name, size: file.size, status: 'uploading', progress: 0 };
      accepted.push(item);
      sources.set(item.key, file);
    }
  }
  $fileNotices.set({ ...$fileNotices.get(), [questionId]: notices });
  updateAnswer(questionId, { files: [...($answers.get()[questionId]?.files ?? []), ...accepted] });
  for (const item of accepted) {
    try {
      const attachment = await uploadOne(hotelCode, sources.get(item.key)!, (progress) => updateItem(questionId, item.key, { progress }));
      updateItem(questionId, item.key, { status: 'done', progress: 1, attachment });
    } catch (error) {
      updateItem(questionId, item.key, { status: 'error', error });
    }
  }
}

/** Takes a file off a file question (an uploaded file is simply not sent with the booking). */
export function removeFile(questionId: string, key: string): void {
  updateAnswer(questionId, { files: ($answers.get()[questionId]?.files ?? []).filter((item) => item.key !== key) });
}

const count = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : 0);

/**
 * Checks the drafts before the booking goes on: required questions answered (per-room ones for
 * each room), text within 255 characters, men and women adding up to each room's guests, and no
 * file still uploading or failed. Sets $answerErrors; true when all is well.
 */
export function validateQuestionAnswers(): boolean {
  const errors: Record<string, string> = {};
  const drafts = $answers.get();
  const rooms = $questionRooms.get();
  for (const q of questionsNow()) {
    const keys = q.per_room ? rooms.map((_, room) => answerKey(q.id, room)) : [answerKey(q.id)];
    keys.forEach((key, room) => {
      const draft = drafts[key] ?? {};
      const files = draft.files ?? [];
      const empty =
        q.question_type === 'free_text'
          ? !draft.text?.trim()
          : q.question_type === 'options'
            ? !draft.codes?.length
            : q.question_type === 'file'
              ? !files.some((f) => f.status === 'done')
              : q.question_type === 'people_per_room'
                ? !draft.men && !draft.women
                : !draft.time;
      const text = draft.text ? safeParse(MultiLineTextSchema, draft.text) : null;
      if (files.some((f) => f.status === 'uploading')) errors[key] = 'upload_pending';
      else if (files.some((f) => f.status === 'error')) errors[key] = 'upload_failed';
      else if (empty && q.required) errors[key] = 'answer_required';
      else if (text && !text.success) errors[key] = text.issues[0].message;
      else if (q.per_room && !empty && count(draft.men) + count(draft.women) !== rooms[room]) errors[key] = 'people_mismatch';
    });
  }
  $answerErrors.set(errors);
  return Object.keys(errors).length === 0;
}

/** The answers to send with the reservation (spec 2 §7.4), in the contract's shape; empty ones left out. */
export function answersInput(): AnswerInput[] {
  const drafts = $answers.get();
  const answers: AnswerInput[] = [];
  for (const q of questionsNow()) {
    if (q.per_room) {
      $questionRooms.get().forEach((_, room) => {
        const draft = drafts[answerKey(q.id, room)];
        if (draft && (draft.men || draft.women))
          answers.push({ question_id: q.id, room_index: room, value: { type: 'people', men_count: count(draft.men), women_count: count(draft.women) } });
      });
      continue;
    }
    const draft = drafts[answerKey(q.id)];
    if (!draft) continue;
    if (q.question_type === 'free_text' && draft.text?.trim()) answers.push({ question_id: q.id, value: { type: 'text', text: draft.text.trim() } });
    if ((q.question_type === 'checkin_time' || q.question_type === 'checkout_time') && draft.time)
      answers.push({ question_id: q.id, value: { type: 'time', time: draft.time } });
    if (q.question_type === 'options' && draft.codes?.length) answers.push({ question_id: q.id, value: { type: 'options', codes: draft.codes } });
    const ids = (draft.files ?? []).flatMap((f) => (f.status === 'done' && f.attachment ? [f.attachment.id] : []));
    if (q.question_type === 'file' && ids.length) answers.push({ question_id: q.id, value: { type: 'files', attachment_ids: ids } });
  }
  return answers;
}
