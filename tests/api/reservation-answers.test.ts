import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdditionalQuestion } from '../../shared/api/questions.ts';
import { CLIENT_SESSION_HEADER } from '../../shared/constants.ts';
import { book, bookingBody } from '../support/booking.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';
import { fileForm, PNG, postUpload } from '../support/uploads.ts';

describe.each(DRIVERS)('answering the hotel’s questions again after booking, on %s', (driver) => {
  let server: TestServer;
  let dir: string;
  let questions: AdditionalQuestion[];
  const byName = (name: string) => questions.find((q) => q.name === name)!;
  const allergies = (text: string) => ({ question_id: byName('Allergies').id, value: { type: 'text', text } });
  const photo = (ids: string[]) => ({ question_id: byName('Passport photo (guests from abroad)').id, value: { type: 'files', attachment_ids: ids } });
  const upload = async () =>
    (await postUpload(server.app, server.headers[CLIENT_SESSION_HEADER]!, 'demo-kyoto', fileForm(PNG, 'passport.png', 'image/png'))).json.data.id as string;

  beforeAll(async () => {
    server = await createTestServer(driver);
    dir = await mkdtemp(join(tmpdir(), 'yado-answers-test-'));
    server.deps.attachmentsDir = dir;
    questions = (await server.call('GET', '/hotels/demo-kyoto/additional_questions')).json.data;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function booked(answers: unknown[] = [allergies('Nuts')], dates = { checkin_date: '2026-12-20', checkout_date: '2026-12-22' }) {
    const { status, json } = await book(server, bookingBody({ ...dates, answers }));
    expect(status, JSON.stringify(json)).toBe(201);
    const path = `/hotels/demo-kyoto/reservations/${json.data.reservation_number}/additional_questions?bypass_token=${json.data.bypass_token}`;
    const put = `/hotels/demo-kyoto/reservations/${json.data.reservation_number}/additional_questions/batch_update?bypass_token=${json.data.bypass_token}`;
    return { path, put, number: json.data.reservation_number as string, token: json.data.bypass_token as string };
  }
  const linkedTo = (number: string) =>
    server.db
      .selectFrom('file_attachments as f')
      .innerJoin('reservations as r', 'r.id', 'f.reservation_id')
      .select('f.id')
      .where('r.reservation_number', '=', number)
      .execute()
      .then((rows) => rows.map((row) => row.id).sort());

  it('shows the questions of the reservation’s plans with the answers given, open until the check-in day', async () => {
    const { path } = await booked();
    const { status, json } = await server.call('GET', path);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ editable: true, reason: null });
    expect(json.data.questions.map((q: AdditionalQuestion) => q.name)).toContain('Allergies');
    expect(json.data.answers).toEqual([expect.objectContaining({ question: 'Allergies', answer: 'Nuts' })]);
  });

  it('replaces every answer at once, checked as at booking, and the reservation shows the new ones', async () => {
    const { path, put, number, token } = await booked();
    const purpose = byName('Purpose of your stay').id;
    const { status, json } = await server.call('PUT', put, {
      body: { answers: [allergies('Shellfish'), { question_id: purpose, value: { type: 'options', codes: ['business'] } }] },
    });
    expect(status).toBe(200);
    expect(json.data.answers.map((a: { answer: string }) => a.answer)).toEqual(['Business', 'Shellfish']);
    const reservation = await server.call('GET', `/hotels/demo-kyoto/reservations/${number}?bypass_token=${token}`);
    expect(reservation.json.data.answers.map((a: { answer: string }) => a.answer)).toEqual(['Business', 'Shellfish']);
    // a wrong answer changes nothing
    const wrong = await server.call('PUT', put, { body: { answers: [{ question_id: purpose, value: { type: 'options', codes: ['sightseeing'] } }] } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors[0].details['answers.0'][0].code).toBe('option_unknown');
    expect((await server.call('GET', path)).json.data.answers.map((a: { answer: string }) => a.answer)).toEqual(['Business', 'Shellfish']);
  });

  it('keeps the reservation’s files it still names, links new ones, lets go of the others, and never takes another booking’s', async () => {
    const [kept, dropped] = [await upload(), await upload()];
    const { put, number } = await booked([allergies('Nuts'), photo([kept, dropped])]);
    expect(await linkedTo(number)).toEqual([kept, dropped].sort());
    const added = await upload();
    const { status } = await server.call('PUT', put, { body: { answers: [photo([kept, added])] } });
    expect(status).toBe(200);
    expect(await linkedTo(number)).toEqual([kept, added].sort());
    const free = await server.db.selectFrom('file_attachments').select('reservation_id').where('id', '=', dropped).executeTakeFirstOrThrow();
    expect(free.reservation_id).toBeNull();

    const other = await booked([allergies('None')], { checkin_date: '2026-12-24', checkout_date: '2026-12-25' });
    const taken = await server.call('PUT', other.put, { body: { answers: [photo([kept])] } });
    expect(taken.status).toBe(422);
    expect(taken.json.errors[0].details['answers.0'][0].code).toBe('attachment_invalid');
    expect(await linkedTo(number)).toEqual([kept, added].sort());
  });

  it('shows nothing to a stranger, and closes the day after check-in and once cancelled', async () => {
    const { number, put } = await booked([allergies('Nuts')], { checkin_date: '2026-12-05', checkout_date: '2026-12-07' });
    const stranger = await server.call('PUT', `/hotels/demo-kyoto/reservations/${number}/additional_questions/batch_update?bypass_token=nope`, {
      body: { answers: [] },
    });
    expect(stranger.status).toBe(404);
    await server.travelTo(new Date('2026-12-05T16:00:00Z'));
    const after = await server.call('PUT', put, { body: { answers: [allergies('Eggs')] } });
    expect(after.json.errors[0].details.base[0].code).toBe('stay_past');
    await server.travelTo(TEST_NOW);

    const later = await booked([allergies('Nuts')], { checkin_date: '2026-12-27', checkout_date: '2026-12-28' });
    await server.call('PUT', `/hotels/demo-kyoto/reservations/${later.number}/cancel?bypass_token=${later.token}`, {
      body: { reason: 'other', cancellation_fee_displayed: 0 },
    });
    const cancelled = await server.call('PUT', later.put, { body: { answers: [allergies('Eggs')] } });
    expect(cancelled.json.errors[0].details.base[0].code).toBe('already_cancelled');
    expect((await server.call('GET', later.path)).json.data).toMatchObject({ editable: false, reason: 'already_cancelled' });
  });
});
