// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { AdditionalQuestion } from '../../../shared/api/questions.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { mount, settle } from '../../testing/render.tsx';
import { AnswersSummary } from './answers-summary.tsx';
import { $answers, $questionRooms, $questions, resetAnswers } from './questions-store.ts';
import { questionBase } from '../../testing/fixtures.ts';

const base = questionBase;
const QUESTIONS: AdditionalQuestion[] = [
  { ...base, id: 'q-arrival', question_type: 'checkin_time', field_key: 'checkin', name: 'Arrival time', time_options: ['18:00'] },
  { ...base, id: 'q-people', question_type: 'people_per_room', name: 'Men and women', per_room: true },
  { ...base, id: 'q-text', question_type: 'free_text', name: 'Allergies' },
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
beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  resetAnswers();
  $questions.set({ status: 'done', id: 'x', questions: QUESTIONS });
  $questionRooms.set([2, 1]);
});
afterEach(() => unmount());

describe('answers summary', () => {
  it('lists each answer in words, per room where asked per room, and leaves out what was not answered', async () => {
    $answers.set({
      'q-arrival': { time: '18:00' },
      'q-people:0': { men: '1', women: '1' },
      'q-breakfast': { codes: ['jp', 'veg'] },
      'q-file': {
        files: [
          { key: 'f', name: 'passport.png', size: 10, status: 'done', progress: 1 },
          { key: 'g', name: 'half.png', size: 10, status: 'uploading', progress: 0.5 },
        ],
      },
    });
    const view = await mount(
      <I18nProvider i18n={i18n}>
        <AnswersSummary />
      </I18nProvider>,
    );
    unmount = view.unmount;
    await settle();
    const rows = Array.from(view.container.querySelectorAll('dt')).map((dt) => `${dt.textContent} = ${dt.nextElementSibling!.textContent}`);
    expect(rows).toEqual([
      'Arrival time = 18:00',
      'Men and women (Room 1) = Men 1 and Women 1',
      'Breakfast = Japanese and Vegetarian',
      'Passport = passport.png',
    ]);
  });

  it('shows nothing when nothing was answered', async () => {
    const view = await mount(
      <I18nProvider i18n={i18n}>
        <AnswersSummary />
      </I18nProvider>,
    );
    unmount = view.unmount;
    await settle();
    expect(view.container.querySelector('section')).toBeNull();
  });
});
