import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sql } from 'kysely';
import { AnswerInputSchema, type AdditionalQuestion, type AnswerInput } from '../../shared/api/questions.ts';
import { CLIENT_SESSION_HEADER } from '../../shared/constants.ts';
import { CreateReservationBodySchema } from '../../shared/api/reservations.ts';
import { findHotelByCode, type HotelRow } from '../../server/db/repositories/hotels-repository.ts';
import { DomainError } from '../../server/domain/errors.ts';
import { domainFailure } from '../../server/http/domain-failure.ts';
import { listAnswers, validateAnswers, type AnswersContext } from '../../server/use-cases/answers.ts';
import { bookDraft } from '../../server/use-cases/create-reservation.ts';
import { draftReservation } from '../../server/use-cases/draft-reservation.ts';
import { purgeUnlinkedAttachments, startAttachmentSweeper } from '../../server/use-cases/store-attachment.ts';
import { book, bookingBody } from '../support/booking.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';
import { fileForm, JPEG, PNG, postUpload } from '../support/uploads.ts';

describe.each(DRIVERS)('additional questions and attachments on %s', (driver) => {
  let server: TestServer;
  let dir: string;
  let kyoto: HotelRow;
  let questions: AdditionalQuestion[];
  const byName = (name: string) => questions.find((q) => q.name === name)!;

  beforeAll(async () => {
    server = await createTestServer(driver);
    dir = await mkdtemp(join(tmpdir(), 'yado-attachments-test-'));
    server.deps.attachmentsDir = dir;
    kyoto = (await findHotelByCode(server.db, 'demo-kyoto'))!;
    // the demo asks the arrival time without insisting; here the hotel insists
    await server.db.updateTable('additional_questions').set({ required: true }).where(sql<boolean>`names->>'en' = 'Arrival time'`).execute();
    questions = (await server.call('GET', '/hotels/demo-kyoto/additional_questions')).json.data;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (hotel: string, bytes: Buffer, name = 'passport.png', type = 'image/png', headers: Record<string, string> = {}) =>
    postUpload(server.app, server.headers[CLIENT_SESSION_HEADER]!, hotel, fileForm(bytes, name, type), headers);
  const filesOnDisk = async () => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);

  it('lists the hotel’s and the brand’s questions for a guest, in order, with times from the hotel', async () => {
    expect(questions.map((q) => [q.scope, q.question_type])).toEqual([
      ['hotel', 'checkin_time'],
      ['hotel', 'people_per_room'],
      ['hotel', 'options'],
      ['hotel', 'options'],
      ['hotel', 'free_text'],
      ['hotel', 'file'],
      ['brand', 'free_text'],
    ]);
    const arrival = byName('Arrival time');
    expect(arrival).toMatchObject({ required: true, field_key: 'checkin', per_room: false });
    expect(arrival.time_options[0]).toBe('15:00');
    expect(arrival.time_options.at(-1)).toBe('22:00');
    expect(byName('Men and women in each room')).toMatchObject({ per_room: true, field_key: 'number_of_men_women_per_room' });
    expect(byName('Passport photo (guests from abroad)').field_key).toBe('file_attachment');
    expect(byName('Purpose of your stay').options.map((o) => o.code)).toEqual(['leisure', 'business', 'celebration', 'other']);
    const ja = await server.call('GET', '/hotels/demo-kyoto/additional_questions', { headers: { 'x-locale': 'ja' } });
    expect(ja.json.data[0].name).toBe('チェックイン予定時刻');
  });

  it('asks plan-limited questions only for their plans', async () => {
    const roomOnly = await server.call('GET', '/hotels/demo-kyoto/additional_questions?room_plan_codes=std-twin--room-only');
    expect(roomOnly.json.data.map((q: AdditionalQuestion) => q.name)).not.toContain('Breakfast wishes');
    const breakfast = await server.call('GET', '/hotels/demo-kyoto/additional_questions?room_plan_codes=std-twin--room-only,std-twin--breakfast');
    expect(breakfast.json.data.find((q: AdditionalQuestion) => q.name === 'Breakfast wishes')).toMatchObject({
      multiple: true,
      room_plan_codes: expect.arrayContaining(['std-twin--breakfast']),
    });
  });

  it('filters by label, never showing members’ questions to a guest who claims a member label', async () => {
    const q = (filters: string[]) => `q=${encodeURIComponent(JSON.stringify({ label_filters: filters }))}`;
    const guests = await server.call('GET', `/hotels/demo-kyoto/additional_questions?${q(['all_users'])}`);
    expect(guests.json.data).toHaveLength(questions.length);
    const members = await server.call('GET', `/hotels/demo-kyoto/additional_questions?${q(['membership_rank_all'])}`);
    expect(members.status).toBe(200);
    expect(members.json.data).toEqual([]);
    expect(questions.map((x) => x.name)).not.toContain('Your pillow (members)');
  });

  it('refuses q that is not JSON, or names an unknown label, with the field', async () => {
    const broken = await server.call('GET', `/hotels/demo-kyoto/additional_questions?q=${encodeURIComponent('{label_filters:')}`);
    expect(broken.status).toBe(422);
    expect(broken.json.errors[0].details.q[0].code).toBe('q_invalid');
    const unknown = await server.call('GET', `/hotels/demo-kyoto/additional_questions?q=${encodeURIComponent('{"label_filters":["admins"]}')}`);
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors[0].details['q.label_filters.0'][0].code).toBe('label_filter_invalid');
  });

  it('lists disabled questions only when asked, and the brand’s questions by brand code or id', async () => {
    const disabled = await server.call('GET', '/hotels/demo-kyoto/additional_questions?enabled=false');
    expect(disabled.json.data.map((q: AdditionalQuestion) => q.name)).toEqual(['Newspaper wanted (no longer asked)']);
    const brand = await server.call('GET', '/hotel_brands/yado-demo/additional_questions');
    expect(brand.json.data.map((q: AdditionalQuestion) => q.name)).toEqual(['How did you hear about Yado?']);
    const byId = await server.call('GET', `/hotel_brands/${kyoto.brand_id}/additional_questions`);
    expect(byId.json.data).toEqual(brand.json.data);
    expect((await server.call('GET', '/hotel_brands/nobody/additional_questions')).status).toBe(404);
    const seoul = await server.call('GET', '/hotels/demo-seoul/additional_questions');
    expect(seoul.json.data.map((q: AdditionalQuestion) => q.question_type)).toEqual(['checkout_time', 'free_text']);
    expect(seoul.json.data[0].time_options.at(-1)).toBe('11:00');
  });

  it('stores an uploaded photo on disk with its type read from its bytes', async () => {
    const { status, json } = await upload('demo-kyoto', PNG, '../../passport.png', 'application/octet-stream');
    expect(status).toBe(201);
    expect(json.data).toMatchObject({ filename: 'passport.png', size: PNG.length, content_type: 'image/png' });
    const row = await server.db.selectFrom('file_attachments').selectAll().where('id', '=', json.data.id).executeTakeFirstOrThrow();
    expect(row.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    expect(row.reservation_id).toBeNull();
    expect(Buffer.compare(await readFile(join(dir, ...row.storage_key.split('/'))), PNG)).toBe(0);
  });

  it('refuses a file that only claims to be a photo, and keeps nothing of it', async () => {
    const before = await filesOnDisk();
    const { status, json } = await upload('demo-kyoto', Buffer.from('MZ\x90\x00 this is a program'), 'photo.jpg', 'image/jpeg');
    expect(status).toBe(422);
    expect(json.errors[0]).toMatchObject({ code: '1251', status: 422 });
    expect(json.errors[0].details.file[0].code).toBe('type_not_accepted');
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses a file over the size limit with 413, whether its length is declared or not', async () => {
    server.deps.maxAttachmentBytes = 1024;
    try {
      const before = await filesOnDisk();
      const big = Buffer.concat([PNG, Buffer.alloc(2048)]);
      const streamed = await upload('demo-kyoto', big);
      expect(streamed.status).toBe(413);
      expect(streamed.json.errors[0]).toMatchObject({ status: 413, code: '1251', title: 'This file is too large: files can be at most 0 MB.' });
      expect(streamed.json.errors[0].details.file[0].code).toBe('file_too_large');
      const declared = await upload('demo-kyoto', Buffer.concat([PNG, Buffer.alloc(200_000)]), 'x.png', 'image/png', { 'content-length': '200300' });
      expect(declared.status).toBe(413);
      expect(await filesOnDisk()).toEqual(before);
      // a file within the limit still passes, bigger than the 256 KB JSON limit would matter here
      expect((await upload('demo-kyoto', PNG)).status).toBe(201);
    } finally {
      server.deps.maxAttachmentBytes = 80 * 1024 * 1024;
    }
  });

  it('takes a file larger than the API’s 256 KB body limit', async () => {
    const { status, json } = await upload('demo-kyoto', Buffer.concat([JPEG, Buffer.alloc(400 * 1024, 3)]), 'scan.jpg', 'image/jpeg');
    expect(status).toBe(201);
    expect(json.data.content_type).toBe('image/jpeg');
  });

  it('needs the client session and a multipart body', async () => {
    const noSession = await server.app.request('/api/v1/hotels/demo-kyoto/file_attachments', { method: 'POST', body: fileForm(PNG, 'a.png', 'image/png') });
    expect(noSession.status).toBe(403);
    const json = await server.call('POST', '/hotels/demo-kyoto/file_attachments', { body: { file: 'x' } });
    expect(json.status).toBe(422);
    expect(json.json.errors[0].details.file[0].code).toBe('upload_invalid');
  });

  describe('answers', () => {
    const context = (answers: AnswerInput[], extra: Partial<AnswersContext> = {}): AnswersContext => ({
      answers,
      roomPlanCodes: ['std-twin--room-only', 'std-twin--breakfast'],
      roomCount: 2,
      locale: 'en',
      labels: ['all_users'],
      roomGuests: [2, 3],
      ...extra,
    });
    const arrival = (time = '18:30'): AnswerInput => ({ question_id: byName('Arrival time').id, value: { type: 'time', time } });
    async function fieldsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect(domainFailure(error as DomainError)?.status).toBe(422);
      return Object.fromEntries(Object.entries((error as DomainError).fields).map(([field, reasons]) => [field, reasons.map((r) => r.code)]));
    }

    it('needs every required question answered', async () => {
      const fields = await fieldsOf(validateAnswers(server.db, kyoto, context([])));
      expect(fields).toEqual({ [`questions.${byName('Arrival time').id}`]: ['answer_required'] });
      const blank = await fieldsOf(validateAnswers(server.db, kyoto, context([{ question_id: byName('Allergies').id, value: { type: 'text', text: '' } }])));
      expect(Object.keys(blank)).toEqual([`questions.${byName('Arrival time').id}`]);
    });

    it('refuses times not offered, wrong kinds, unknown options, two options on a single choice and unasked questions', async () => {
      const purpose = byName('Purpose of your stay').id;
      const members = (
        await server.db.selectFrom('additional_questions').select('id').where(sql<boolean>`'membership_rank_all' = ANY(labels)`).executeTakeFirstOrThrow()
      ).id;
      const fields = await fieldsOf(
        validateAnswers(
          server.db,
          kyoto,
          context([
            arrival('03:00'),
            { question_id: byName('Allergies').id, value: { type: 'time', time: '18:00' } },
            { question_id: purpose, value: { type: 'options', codes: ['spa'] } },
            { question_id: members, value: { type: 'options', codes: ['soft'] } },
          ]),
        ),
      );
      expect(fields).toEqual({
        'answers.0': ['time_not_offered'],
        'answers.1': ['answer_type_mismatch'],
        'answers.2': ['option_unknown'],
        'answers.3': ['question_not_asked'],
      });
      const two = await fieldsOf(
        validateAnswers(server.db, kyoto, context([arrival(), { question_id: purpose, value: { type: 'options', codes: ['leisure', 'business'] } }])),
      );
      expect(two).toEqual({ 'answers.1': ['single_option'] });
      // the members' question is asked once the guest holds a member label
      await expect(
        validateAnswers(
          server.db,
          kyoto,
          context([arrival(), { question_id: members, value: { type: 'options', codes: ['soft'] } }], { labels: ['all_users', 'membership_rank_all'] }),
        ),
      ).resolves.toHaveLength(2);
      // the breakfast question is not asked when no room has a breakfast plan
      const breakfast = { question_id: byName('Breakfast wishes').id, value: { type: 'options' as const, codes: ['japanese'] } };
      expect(
        await fieldsOf(
          validateAnswers(server.db, kyoto, context([arrival(), breakfast], { roomPlanCodes: ['std-twin--room-only'], roomCount: 1, roomGuests: [2] })),
        ),
      ).toEqual({ 'answers.1': ['question_not_asked'] });
    });

    it('asks men and women per room, adding up to the room’s guests', async () => {
      const people = byName('Men and women in each room').id;
      const answer = (room: number | null, men: number, women: number): AnswerInput => ({
        question_id: people,
        room_index: room,
        value: { type: 'people', men_count: men, women_count: women },
      });
      const fields = await fieldsOf(
        validateAnswers(server.db, kyoto, context([arrival(), answer(0, 1, 1), answer(1, 1, 1), answer(2, 1, 0), answer(null, 1, 0), answer(0, 2, 0)])),
      );
      expect(fields).toEqual({
        'answers.2': ['people_count_mismatch'],
        'answers.3': ['room_index_invalid'],
        'answers.4': ['room_index_invalid'],
        'answers.5': ['duplicate_answer'],
      });
      const ok = await validateAnswers(server.db, kyoto, context([answer(1, 2, 1), answer(0, 1, 1), arrival()]));
      expect(ok.map((a) => [a.question, a.room_index, a.answer])).toEqual([
        ['Arrival time', null, '18:30'],
        ['Men and women in each room', 0, '1 man, 1 woman'],
        ['Men and women in each room', 1, '2 men, 1 woman'],
      ]);
    });

    it('refuses more than 30 files, files of another hotel and files already used', async () => {
      const file = byName('Passport photo (guests from abroad)').id;
      const ids = Array.from({ length: 31 }, () => randomUUID());
      expect(v.safeParse(AnswerInputSchema, { question_id: file, value: { type: 'files', attachment_ids: ids } }).success).toBe(false);
      const many = await fieldsOf(
        validateAnswers(server.db, kyoto, context([arrival(), { question_id: file, value: { type: 'files', attachment_ids: ids } }])),
      );
      expect(many.answers).toEqual(['too_many_files']);
      const seoulFile = (await upload('demo-seoul', JPEG, 'seoul.jpg')).json.data.id;
      const other = await fieldsOf(
        validateAnswers(server.db, kyoto, context([arrival(), { question_id: file, value: { type: 'files', attachment_ids: [seoulFile] } }])),
      );
      expect(other).toEqual({ 'answers.1': ['attachment_invalid'] });
    });

    it('stores answers with a reservation in its language, links the files, and refuses them for a second booking', async () => {
      const photo = (await upload('demo-kyoto', PNG, 'pass.png')).json.data;
      const answers: AnswerInput[] = [
        arrival('20:00'),
        { question_id: byName('Purpose of your stay').id, value: { type: 'options', codes: ['celebration'] } },
        { question_id: byName('Passport photo (guests from abroad)').id, value: { type: 'files', attachment_ids: [photo.id] } },
      ];
      expect((await book(server, bookingBody({ locale: 'ja' }))).status).toBe(422); // the arrival time is required here
      const booked = await book(server, bookingBody({ locale: 'ja', answers }));
      expect(booked.status).toBe(201);
      expect(booked.json.data.answers.map((a: { question: string; answer: string }) => [a.question, a.answer])).toEqual([
        ['チェックイン予定時刻', '20:00'],
        ['ご旅行の目的', '記念日・お祝い'],
        ['パスポートの写真（海外からのお客様）', 'pass.png'],
      ]);
      const reservationId: string = (
        await server.db.selectFrom('reservations').select('id').where('reservation_number', '=', booked.json.data.reservation_number).executeTakeFirstOrThrow()
      ).id;
      const stored = await listAnswers(server.db, reservationId);
      expect(stored[2]!.attachments).toEqual([photo]);
      const again = await book(server, bookingBody({ answers }));
      expect(again.status).toBe(422);
      expect(again.json.errors[0].details['answers.2'][0].code).toBe('attachment_invalid');
      // the answer is the reservation as a lookup shows it
      const looked = await server.call(
        'GET',
        `/hotels/demo-kyoto/reservations/${booked.json.data.reservation_number}?bypass_token=${booked.json.data.bypass_token}`,
        {
          headers: { 'x-locale': 'ja' },
        },
      );
      const { bypass_token: _, ...answered } = booked.json.data;
      expect(looked.json.data).toEqual(answered);
    });

    it('purges files no reservation took after a day, and keeps linked ones', async () => {
      const loose = (await upload('demo-kyoto', PNG, 'loose.png')).json.data.id;
      const purged = await purgeUnlinkedAttachments(server.db, dir, new Date(Date.now() + 60_000));
      expect(purged).toBeGreaterThan(0);
      expect(await server.db.selectFrom('file_attachments').select('id').where('id', '=', loose).executeTakeFirst()).toBeUndefined();
      const linked = await server.db.selectFrom('file_attachments').select('id').where('reservation_id', 'is not', null).execute();
      expect(linked).toHaveLength(1);
      expect(await filesOnDisk()).toHaveLength(1);
    });

    it('sweeps files left unlinked for a day while the server runs, not fresher ones', async () => {
      const fresh = (await upload('demo-kyoto', PNG, 'fresh.png')).json.data.id;
      const old = (await upload('demo-kyoto', PNG, 'old.png')).json.data.id;
      await server.db
        .updateTable('file_attachments')
        .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
        .where('id', '=', old)
        .execute();
      const swept = await new Promise<number>((resolve) => {
        const stop = startAttachmentSweeper(
          { db: server.db, attachmentsDir: dir, now: () => new Date() },
          {
            onSwept: (count) => {
              stop();
              resolve(count);
            },
          },
        );
      });
      expect(swept).toBe(1);
      const left = await server.db.selectFrom('file_attachments').select('id').where('id', 'in', [fresh, old]).execute();
      expect(left.map((row) => row.id)).toEqual([fresh]);
    });

    it('refuses a booking whose file another booking took after the answers were checked, writing nothing of it', async () => {
      const photo = (await upload('demo-kyoto', PNG, 'race.png')).json.data;
      const answers: AnswerInput[] = [
        arrival('20:00'),
        { question_id: byName('Passport photo (guests from abroad)').id, value: { type: 'files', attachment_ids: [photo.id] } },
      ];
      const body = v.parse(CreateReservationBodySchema, bookingBody({ checkin_date: '2027-01-20', checkout_date: '2027-01-21', answers }));
      const draft = await draftReservation(server.deps, (await server.deps.config.hotel(kyoto.code))!, body, null);
      const other = await book(server, bookingBody({ checkin_date: '2027-01-22', checkout_date: '2027-01-23', answers }));
      expect(other.status).toBe(201);
      const refused = await bookDraft(server.deps, kyoto, draft, { key: 'file-race-key', sessionId: 'session', requestHash: 'hash' }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DomainError);
      expect(domainFailure(refused as DomainError)!.fields).toEqual({ answers: [expect.objectContaining({ code: 'attachment_invalid' })] });
      expect(await server.db.selectFrom('reservations').select('id').where('reservation_number', '=', draft.answer.reservation_number).execute()).toEqual([]);
      const sold = await server.db.selectFrom('room_inventory').select('sold').where('stay_date', '=', '2027-01-20').execute();
      expect(sold.every((row) => row.sold === 0)).toBe(true);
    });
  });
});
