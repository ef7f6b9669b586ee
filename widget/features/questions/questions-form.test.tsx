// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { AdditionalQuestion } from '../../../shared/api/questions.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { buttonByText, click, json, mockFetch, mount, settle, typeInto } from '../../testing/render.tsx';
import { QuestionsForm } from './questions-form.tsx';
import { $questions, answersInput, resetAnswers, setUploadTransport, validateQuestionAnswers } from './questions-store.ts';
import { questionBase } from '../../testing/fixtures.ts';

vi.mock('../../lib/session.ts', () => ({ getClientSession: vi.fn(async () => 'cs-1') }));

const base = questionBase;
const QUESTIONS: AdditionalQuestion[] = [
  {
    ...base,
    id: 'q-arrival',
    question_type: 'checkin_time',
    field_key: 'checkin',
    name: 'Arrival time',
    required: true,
    time_options: ['15:00', '15:30', '16:00'],
    help_text: 'When you arrive.',
  },
  { ...base, id: 'q-people', question_type: 'people_per_room', name: 'Men and women', per_room: true },
  { ...base, id: 'q-text', question_type: 'free_text', name: 'Allergies' },
  {
    ...base,
    id: 'q-purpose',
    question_type: 'options',
    name: 'Purpose',
    options: [
      { code: 'leisure', name: 'Leisure' },
      { code: 'business', name: 'Business' },
    ],
  },
  {
    ...base,
    id: 'q-breakfast',
    question_type: 'options',
    name: 'Breakfast',
    multiple: true,
    options: [
      { code: 'jp', name: 'Japanese' },
      { code: 'veg', name: 'Vegetarian' },
    ],
  },
  { ...base, id: 'q-file', question_type: 'file', field_key: 'file_attachment', name: 'Passport' },
];

let unmount = () => {};
async function render() {
  const { requests } = mockFetch(() => json(200, { data: QUESTIONS }));
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <QuestionsForm hotelCode="sakura-kyoto" roomPlanCodes={['twin--breakfast', 'twin--room-only']} roomGuests={[2, 1]} />
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle();
  return { container: view.container, requests };
}
const legends = (root: Element) => Array.from(root.querySelectorAll('legend')).map((l) => l.textContent);

beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  $questions.set({ status: 'idle' });
  resetAnswers();
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  setUploadTransport();
});

describe('questions form', () => {
  it('asks each question in a labelled fieldset with the control its type needs', async () => {
    const { container, requests } = await render();
    expect(requests[0]!.url.searchParams.get('room_plan_codes')).toBe('twin--breakfast,twin--room-only');
    expect(legends(container)).toEqual([
      'Arrival time',
      'Men and women (optional)',
      'Allergies (optional)',
      'Purpose (optional)',
      'Breakfast (optional)',
      'Passport (optional)',
    ]);
    const times = Array.from(container.querySelectorAll('#question-q-arrival select option')).map((o) => o.textContent);
    expect(times).toEqual(['Choose a time', '15:00', '15:30', '16:00']);
    expect(container.querySelector('#question-q-arrival')!.getAttribute('aria-describedby')).toBe('question-q-arrival-help');
    // one men and one women input for each of the two rooms, bounded by the room's guests
    const counts = container.querySelectorAll<HTMLInputElement>('#question-q-people input[type=number]');
    expect(counts).toHaveLength(4);
    expect(counts[2]!.max).toBe('1');
    expect(container.querySelectorAll('#question-q-purpose input[type=radio]')).toHaveLength(2);
    expect(container.querySelectorAll('#question-q-breakfast input[type=checkbox]')).toHaveLength(2);
    expect(container.querySelector<HTMLInputElement>('#question-q-file input[type=file]')!.accept).toContain('application/pdf');
  });

  it('isolates the hotel’s question, help text and options, so English text keeps its punctuation in Arabic', async () => {
    const { container } = await render();
    expect(container.querySelector('#question-q-arrival legend bdi')!.textContent).toBe('Arrival time');
    expect(container.querySelector('#question-q-arrival-help')!.getAttribute('dir')).toBe('auto');
    expect(Array.from(container.querySelectorAll('#question-q-purpose label bdi')).map((b) => b.textContent)).toEqual(['Leisure', 'Business']);
  });

  it('counts the characters of a free answer up to 255', async () => {
    const { container } = await render();
    const textarea = container.querySelector('#question-q-text textarea') as HTMLTextAreaElement;
    expect(textarea.maxLength).toBe(255);
    await typeInto(textarea, 'peanuts');
    expect(container.querySelector('#question-q-text-count')!.textContent).toBe('7 of 255 characters');
  });

  it('says which answer is missing or does not add up, tied to its question', async () => {
    const { container } = await render();
    const counts = container.querySelectorAll<HTMLInputElement>('#question-q-people input[type=number]');
    await typeInto(counts[0]!, '3');
    await act(() => {
      validateQuestionAnswers();
    });
    expect(container.querySelector('#question-q-arrival-error')!.textContent).toBe('Please answer this question.');
    expect(container.querySelector('#question-q-arrival')!.getAttribute('aria-describedby')).toContain('question-q-arrival-error');
    expect(container.querySelector('#question-q-people-0-error')!.textContent).toBe('Men and women together must make the 2 guests of this room.');
  });

  it('uploads a picked file with a progress bar, and removes it', async () => {
    let finish = () => {};
    setUploadTransport(
      ({ onProgress }) =>
        new Promise((resolve) => {
          onProgress(0.4);
          finish = () =>
            resolve({ status: 201, body: { data: { id: '0b6d1f4e-8a2c-4f0e-9a51-3c7e2d9b1a40', filename: 'pass.jpg', size: 3, content_type: 'image/jpeg' } } });
        }),
    );
    const { container } = await render();
    const input = container.querySelector('#question-q-file input[type=file]') as HTMLInputElement;
    const file = new File(['abc'], 'pass.jpg', { type: 'image/jpeg' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    const bar = container.querySelector('#question-q-file progress') as HTMLProgressElement;
    expect(bar.getAttribute('aria-label')).toBe('Uploading pass.jpg');
    expect(Number(bar.getAttribute('value'))).toBe(0.4);
    await act(() => finish());
    await settle();
    expect(container.querySelector('#question-q-file progress')).toBeNull();
    // the control says the file it holds, not the browser's "No file chosen"
    expect(container.querySelector('#question-q-file .file-picker-chosen')!.textContent).toBe('pass.jpg');
    expect(container.querySelector('#question-q-file .file-picker-button')!.textContent).toBe('Add another file');
    expect(input.getAttribute('aria-describedby')).toContain(container.querySelector('#question-q-file .file-picker-chosen')!.id);
    expect(answersInput()).toContainEqual({ question_id: 'q-file', value: { type: 'files', attachment_ids: ['0b6d1f4e-8a2c-4f0e-9a51-3c7e2d9b1a40'] } });
    await click(buttonByText(container.querySelector('#question-q-file')!, 'Remove'));
    expect(container.querySelector('.question-file')).toBeNull();
    expect(container.querySelector('#question-q-file .file-picker-chosen')!.textContent).toBe('No file chosen');
  });

  it('shows the error of a failed load', async () => {
    mockFetch(() => json(404, { errors: [{ title: 'We could not find this hotel.', status: 404, code: '1000', details: { base: [] } }] }));
    const view = await mount(
      <I18nProvider i18n={i18n}>
        <QuestionsForm hotelCode="nowhere" roomPlanCodes={[]} roomGuests={[2]} />
      </I18nProvider>,
    );
    unmount = view.unmount;
    await settle();
    expect(view.container.querySelector('[role=alert]')!.textContent).toBe('We could not find this hotel.');
  });
});
