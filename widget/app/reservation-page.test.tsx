// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { $askedQuestions } from '../features/reservation/asked-questions.ts';
import { renderConfirmation, unmountConfirmation, useConfirmationPage } from '../features/reservation/confirmation-testing.tsx';
import { questionFixture, reservationFixture } from '../testing/fixtures.ts';
import { buttonByText, click, json, settle, typeInto, type Recorded } from '../testing/render.tsx';
import { ReservationPage } from './reservation-page.tsx';

const ALLERGIES = questionFixture({ id: 'q-text', name: 'Allergies', required: true });
const answer = (text: string) => ({
  question_id: 'q-text',
  question_type: 'free_text' as const,
  question: 'Allergies',
  room_index: null,
  answer: text,
  value: { type: 'text' as const, text },
  attachments: [],
});

const show = (server: (request: Recorded) => Response) => renderConfirmation(server, ReservationPage);

useConfirmationPage();

describe('answering the hotel’s questions again on the reservation page', () => {
  it('opens the form with the answers given, refuses an empty required one, and saves every answer with the guest’s token', async () => {
    let given = 'Nuts';
    const page = await show((request) => {
      if (request.url.pathname.endsWith('/batch_update')) {
        given = ((request.body as { answers: Array<{ value: { text: string } }> }).answers[0]?.value.text ?? '') as string;
        return json(200, { data: { editable: true, reason: null, questions: [ALLERGIES], answers: [answer(given)] } });
      }
      if (request.url.pathname.endsWith('/additional_questions'))
        return json(200, { data: { editable: true, reason: null, questions: [ALLERGIES], answers: [answer(given)] } });
      return json(200, { data: reservationFixture({ answers: [answer(given)] }) });
    });
    expect(page.text()).toContain('Nuts');
    await click(buttonByText(page.container, 'Change your answers'));
    const text = () => page.container.querySelector<HTMLTextAreaElement>('textarea');
    await vi.waitFor(() => expect(text()).not.toBeNull(), { timeout: 5000 });
    expect(text()!.value).toBe('Nuts');
    await typeInto(text(), '');
    await click(buttonByText(page.container, 'Save answers'));
    expect(page.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await typeInto(text(), 'Shellfish');
    await click(buttonByText(page.container, 'Save answers'));
    await settle(6);
    const put = page.requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/reservations/YD7K2M9Q/additional_questions/batch_update');
    expect(put.url.searchParams.get('bypass_token')).toBe('tok-1');
    expect(put.body).toEqual({ answers: [{ question_id: 'q-text', value: { type: 'text', text: 'Shellfish' } }] });
    await vi.waitFor(() => expect(page.container.querySelector('[role="status"]')?.textContent).toBe('Your answers are saved.'));
    await vi.waitFor(() => expect(page.container.querySelector('#reservation-answers')?.closest('section')?.textContent).toContain('Shellfish'));
  });

  it('is offered with no answer given only when the hotel asks something', async () => {
    let questions: unknown[] = [];
    const server = (request: Recorded) =>
      request.url.pathname.endsWith('/additional_questions')
        ? json(200, { data: { editable: true, reason: null, questions, answers: [] } })
        : json(200, { data: reservationFixture({ answers: [] }) });
    let page = await show(server);
    await settle(6);
    const asked = page.requests.find((r) => r.url.pathname.endsWith('/additional_questions'))!;
    expect(asked.url.searchParams.get('bypass_token')).toBe('tok-1');
    expect(buttonByText(page.container, 'Change your answers')).toBeNull();
    expect(page.text()).not.toContain('Questions from the hotel');

    unmountConfirmation();
    $askedQuestions.set({});
    questions = [ALLERGIES];
    page = await show(server);
    await vi.waitFor(() => expect(buttonByText(page.container, 'Change your answers')).not.toBeNull());
  });

  it('is not offered once the stay has begun', async () => {
    const page = await show(() =>
      json(200, { data: reservationFixture({ cancellation: { cancellable: false, reason: 'stay_past', percentage: 0, fee: 0 } }) }),
    );
    expect(buttonByText(page.container, 'Change your answers')).toBeNull();
  });
});
