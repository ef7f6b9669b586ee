// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdditionalQuestion } from '../../../shared/api/questions.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { json, mockFetch } from '../../testing/render.tsx';
import {
  $answerErrors,
  $answers,
  $fileNotices,
  $questions,
  addFiles,
  answerKey,
  answersInput,
  loadQuestions,
  removeFile,
  resetAnswers,
  setQuestionRooms,
  setUploadTransport,
  updateAnswer,
  validateQuestionAnswers,
  type UploadTransport,
} from './questions-store.ts';
import { questionFixture as sharedQuestion } from '../../testing/fixtures.ts';

vi.mock('../../lib/session.ts', () => ({
  getClientSession: vi.fn(async (_code: string, options: { renew?: boolean } = {}) => (options.renew ? 'cs-2' : 'cs-1')),
}));

/** A question as the API gives it; overrides keep each test's point visible. */
const questionFixture = (overrides: Partial<AdditionalQuestion> = {}) =>
  sharedQuestion({ id: '7a1c3b52-0d4e-4f6a-9b8c-1e2f3a4b5c6d', name: 'Allergies', ...overrides });
const ARRIVAL = questionFixture({
  id: 'q-arrival',
  question_type: 'checkin_time',
  field_key: 'checkin',
  name: 'Arrival time',
  required: true,
  time_options: ['15:00', '15:30'],
});
const PEOPLE = questionFixture({ id: 'q-people', question_type: 'people_per_room', name: 'Men and women', per_room: true });
const TEXT = questionFixture({ id: 'q-text' });
const PURPOSE = questionFixture({
  id: 'q-purpose',
  question_type: 'options',
  name: 'Purpose',
  options: [
    { code: 'leisure', name: 'Leisure' },
    { code: 'business', name: 'Business' },
  ],
});
const FILE = questionFixture({ id: 'q-file', question_type: 'file', field_key: 'file_attachment', name: 'Passport' });
const ALL = [ARRIVAL, PEOPLE, TEXT, PURPOSE, FILE];

const png = (name = 'p.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function showQuestions(questions = ALL) {
  $questions.set({ status: 'done', id: 'x', questions });
}

beforeEach(() => {
  $questions.set({ status: 'idle' });
  resetAnswers();
  setQuestionRooms([2, 3]);
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUploadTransport();
});

describe('questions store', () => {
  it('loads the questions for the guest’s labels and the booked plans, once per hotel, plans and language', async () => {
    const { requests } = mockFetch(() => json(200, { data: ALL }));
    await loadQuestions('sakura-kyoto', ['twin--breakfast', 'twin--room-only', 'twin--breakfast'], 'en');
    await loadQuestions('sakura-kyoto', ['twin--room-only', 'twin--breakfast'], 'en');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/additional_questions');
    expect(JSON.parse(requests[0]!.url.searchParams.get('q')!)).toEqual({ label_filters: ['all_users'] });
    expect(requests[0]!.url.searchParams.get('room_plan_codes')).toBe('twin--breakfast,twin--room-only');
    expect($questions.get().status).toBe('done');
  });

  it('keeps a failed load as an error', async () => {
    mockFetch(() => json(500, { errors: [{ title: 'Boom', status: 500, code: '3203', details: { base: [] } }] }));
    await loadQuestions('sakura-kyoto', [], 'en');
    expect($questions.get().status).toBe('error');
  });

  it('builds the answers in the contract’s shape, leaving empty ones out', () => {
    showQuestions();
    updateAnswer(answerKey(ARRIVAL.id), { time: '15:30' });
    updateAnswer(answerKey(PEOPLE.id, 0), { men: '1', women: '1' });
    updateAnswer(answerKey(PEOPLE.id, 1), { men: '', women: '3' });
    updateAnswer(answerKey(TEXT.id), { text: '  peanuts ' });
    updateAnswer(answerKey(PURPOSE.id), { codes: [] });
    expect(answersInput()).toEqual([
      { question_id: 'q-arrival', value: { type: 'time', time: '15:30' } },
      { question_id: 'q-people', room_index: 0, value: { type: 'people', men_count: 1, women_count: 1 } },
      { question_id: 'q-people', room_index: 1, value: { type: 'people', men_count: 0, women_count: 3 } },
      { question_id: 'q-text', value: { type: 'text', text: 'peanuts' } },
    ]);
  });

  it('asks for required answers and men and women that make each room’s guests', () => {
    showQuestions();
    updateAnswer(answerKey(PEOPLE.id, 1), { men: '1', women: '1' });
    expect(validateQuestionAnswers()).toBe(false);
    expect($answerErrors.get()).toEqual({ 'q-arrival': 'answer_required', 'q-people:1': 'people_mismatch' });
    updateAnswer('q-arrival', { time: '15:00' });
    expect($answerErrors.get()['q-arrival']).toBeUndefined();
    updateAnswer(answerKey(PEOPLE.id, 1), { men: '2', women: '1' });
    updateAnswer(answerKey(TEXT.id), { text: 'x'.repeat(256) });
    expect(validateQuestionAnswers()).toBe(false);
    expect($answerErrors.get()).toEqual({ 'q-text': 'text_too_long' });
    updateAnswer(answerKey(TEXT.id), { text: 'late arrival\u0000' });
    expect(validateQuestionAnswers()).toBe(false);
    expect($answerErrors.get()).toEqual({ 'q-text': 'text_invalid_characters' });
    updateAnswer(answerKey(TEXT.id), { text: 'x'.repeat(255) });
    expect(validateQuestionAnswers()).toBe(true);
  });

  it('uploads files with the client session and progress, and sends the uploaded ids', async () => {
    showQuestions();
    const progress: number[] = [];
    const transport = vi.fn<UploadTransport>(async ({ url, headers, body, onProgress }) => {
      expect(url).toBe('/api/v1/hotels/sakura-kyoto/file_attachments');
      expect(headers['x-client-session']).toBe('cs-1');
      expect((body.get('file') as File).name).toBe('p.png');
      onProgress(0.5);
      progress.push($answers.get()['q-file']!.files![0]!.progress);
      return { status: 201, body: { data: { id: '0b6d1f4e-8a2c-4f0e-9a51-3c7e2d9b1a40', filename: 'p.png', size: 10, content_type: 'image/png' } } };
    });
    setUploadTransport(transport);
    await addFiles('sakura-kyoto', 'q-file', [png()]);
    expect(progress).toEqual([0.5]);
    expect($answers.get()['q-file']!.files![0]).toMatchObject({ status: 'done', progress: 1 });
    expect(answersInput()).toContainEqual({ question_id: 'q-file', value: { type: 'files', attachment_ids: ['0b6d1f4e-8a2c-4f0e-9a51-3c7e2d9b1a40'] } });
    removeFile('q-file', $answers.get()['q-file']!.files![0]!.key);
    expect(answersInput().some((a) => a.question_id === 'q-file')).toBe(false);
  });

  it('renews an expired session once and keeps a refused upload as an error', async () => {
    showQuestions();
    const sessions: string[] = [];
    setUploadTransport(async ({ headers }) => {
      sessions.push(headers['x-client-session']!);
      return sessions.length === 1
        ? { status: 403, body: { errors: [{ title: 'Expired', status: 403, code: '4000', details: { base: [] } }] } }
        : {
            status: 422,
            body: {
              errors: [
                { title: 'This file cannot be uploaded', status: 422, code: '1251', details: { base: [], file: [{ code: 'type_not_accepted', error: 'no' }] } },
              ],
            },
          };
    });
    await addFiles('sakura-kyoto', 'q-file', [png()]);
    expect(sessions).toEqual(['cs-1', 'cs-2']);
    expect($answers.get()['q-file']!.files![0]!.status).toBe('error');
    expect(validateQuestionAnswers()).toBe(false);
    expect($answerErrors.get()['q-file']).toBe('upload_failed');
  });

  it('refuses files that are too large, not photos or PDF, or past 30, before sending them', async () => {
    showQuestions();
    const transport = vi.fn<UploadTransport>(async () => ({
      status: 201,
      body: { data: { id: crypto.randomUUID(), filename: 'p.png', size: 10, content_type: 'image/png' } },
    }));
    setUploadTransport(transport);
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 80 * 1024 * 1024 + 1 });
    await addFiles('sakura-kyoto', 'q-file', [
      huge,
      new File(['x'], 'run.exe', { type: 'application/x-msdownload' }),
      ...Array.from({ length: 31 }, (_, i) => png(`p${i}.png`)),
    ]);
    expect(transport).toHaveBeenCalledTimes(30);
    expect($fileNotices.get()['q-file']!.map((n) => [n.name, n.reason])).toEqual([
      ['huge.png', 'file_too_large'],
      ['run.exe', 'file_type'],
      ['p30.png', 'too_many_files'],
    ]);
    expect(answersInput().find((a) => a.question_id === 'q-file')!.value).toMatchObject({ type: 'files', attachment_ids: expect.any(Array) });
  });
});
