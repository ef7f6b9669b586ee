import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../../shared/api/calls.ts';
import { CLIENT_SESSION_HEADER, IDEMPOTENCY_KEY_HEADER, LOCALE_HEADER } from '../../shared/constants.ts';
import { ErrorDetailSchema, ErrorEnvelopeSchema } from '../../shared/error-envelope.ts';
import { ERROR_CATALOGUE } from '../../shared/errors.ts';
import { book, bookingBody, GUEST, roomsQuery } from '../support/booking.ts';
import {
  encode,
  oddHeader,
  oddPathValue,
  oddText,
  pathsOf,
  tainted,
  valueAt,
  withChange,
  wrongJson,
  wrongValue,
  wrongValueFor,
} from '../support/bad-values.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

/*
 * A generated sweep of bad input over every operation of the served OpenAPI document: wrong
 * types, huge and control-character text, impossible dates, odd path parameters, broken JSON,
 * missing and odd headers. Whatever comes in, the answer is never a 5xx, and every failure is
 * the error envelope with a catalogue code. Path and query values are real most of the time,
 * so requests get past the first check and reach the deeper ones.
 *
 * A failure prints fast-check's seed and path; rerun the file with FC_SEED=<seed> to send the
 * same requests again. SWEEP_RUNS sets the requests per operation (default 30).
 */
const SEED = Number(process.env.FC_SEED) || Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.SWEEP_RUNS) || 30;

/**
 * Left out for now: the multipart upload route is mounted by hand (server/routes/questions.ts)
 * and is being reworked to check its path through the contract; `%00` as its hotel code still
 * reaches PostgreSQL there. Put it back in the sweep once that lands.
 */
const LEFT_OUT: string[] = [];

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: { enum?: string[] } };
type Operation = {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  requestBody?: { content: { 'application/json': { schema: { properties?: object } } } };
};
type SweepRequest = { url: string; init: RequestInit; note: string };

/** A failure must be the envelope (shared/errors.ts), with a catalogue code, its status, and field reasons shaped like `base`. */
function checkEnvelope(status: number, text: string) {
  const json = JSON.parse(text) as { errors: Array<{ details: Record<string, unknown> }> };
  v.parse(ErrorEnvelopeSchema, json).errors.forEach((error, index) => {
    expect(error.status).toBe(status);
    expect(ERROR_CATALOGUE).toContain(error.code);
    for (const reasons of Object.values(json.errors[index]!.details)) v.parse(v.array(ErrorDetailSchema), reasons);
  });
}

describe.each(DRIVERS)('bad-input sweep on %s', (driver) => {
  let server: TestServer;
  let operations: Operation[];
  const good: Record<string, string | string[]> = {};
  const bodies: Record<string, fc.Arbitrary<unknown>> = {};

  beforeAll(async () => {
    server = await createTestServer(driver);
    const document = (await (await server.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
    );
    // several reservations: a good cancel uses one up, and later ones should still reach the database
    const booked = [];
    const stays: Array<{ checkin_date: string; checkout_date: string }> = [];
    for (let day = 5; booked.length < 6; day += 1) {
      const stay = { checkin_date: `2026-12-${day}`, checkout_date: `2026-12-${day + 1}` };
      const answer = await book(server, bookingBody(stay));
      if (answer.status === 201) booked.push(answer.json.data);
      if (answer.status === 201) stays.push(stay);
    }
    const policies = (await server.call('GET', '/hotels/demo-kyoto/cancellation_policies')).json.data;
    const questions = (await server.call('GET', '/hotels/demo-kyoto/additional_questions')).json.data as Array<{ id: string; question_type: string }>;
    Object.assign(good, {
      code: 'demo-kyoto',
      brand: 'yado-demo',
      reservation_number: booked.map((r) => r.reservation_number),
      policy_id: policies[0].id,
      coupon_code: 'FAMILY2000',
      promo_code: 'Secret2026',
      email: GUEST.email,
      bypass_token: booked[0].bypass_token,
      checkin_date: '2026-12-20',
      checkout_date: '2026-12-22',
      from_date: '2026-12-10',
      to_date: '2026-12-20',
      rooms: decodeURIComponent(roomsQuery(2)),
      nights: '2',
      room_plan_codes: 'std-twin--room-only',
      hotel_plan_codes: 'std-twin--room-only',
      room_type_codes: 'std-twin',
      hotel_codes: 'demo-kyoto',
      q: '{"label_filters":["all_users"]}',
      enabled: 'true',
      page: '1',
      per_page: '20',
      search_type: 'dated',
      is_day_use: 'false',
      is_including_occupied: 'false',
      is_including_lowest_price: 'true',
      mode: 'none',
    });
    const freeText = questions.find((q) => q.question_type === 'free_text')!;
    const answers = [{ question_id: freeText.id, value: { type: 'text', text: 'No nuts' } }];
    Object.assign(bodies, {
      createClientSession: fc.constant({ key: 'demo-kyoto' }),
      // stays spread over several nights, so the rooms do not sell out and bookings keep reaching the database
      createReservation: fc.constantFrom(...stays).map((stay) => bookingBody({ ...stay, special_request: 'Late arrival\nabout 22:00', answers })),
      cancelReservation: fc.constant({ reason: 'other', details: 'Flight moved', cancellation_fee_displayed: 0 }),
      updateReservationGuests: fc.constant({ rooms: [{ guest_name: { first_name: 'Ken', last_name: 'Ito' } }] }),
      updateReservationAnswers: fc.constant({ answers }),
    });
  });
  afterAll(() => server.close());

  /** A value for one parameter: the real one most of the time, else missing or odd. */
  function parameterValue(parameter: Parameter): fc.Arbitrary<{ text: string } | { raw: string } | null> {
    const known = good[parameter.name] ?? parameter.schema.enum?.[0];
    const real = known === undefined ? null : fc.constantFrom(...[known].flat());
    const spoiled = real ? [real.chain(tainted).map((text) => ({ text }))] : [];
    const odd = fc.oneof(parameter.in === 'path' ? oddPathValue : oddText.map((text) => ({ text })), ...spoiled);
    // one odd value in ten: a request with many parameters still often gets past the first check
    return fc.oneof(
      { weight: real ? 16 : 0, arbitrary: real ? real.map((text) => ({ text })) : fc.constant(null) },
      { weight: parameter.required ? 0 : real ? 2 : 16, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: odd },
    );
  }

  /** A body: a good one with one place changed or dropped, or something else entirely. */
  function bodyOf(op: Operation): fc.Arbitrary<string | undefined> {
    const bases = bodies[op.operationId];
    if (!op.requestBody || !bases) return fc.constant(undefined);
    const properties = Object.keys(op.requestBody.content['application/json'].schema.properties ?? {});
    return bases.chain((base) => spoiledBody(base, properties));
  }

  function spoiledBody(base: unknown, properties: string[]): fc.Arbitrary<string> {
    const places = [...pathsOf(base), ...properties.map((name) => [name])];
    const texts = pathsOf(base).filter((path) => typeof valueAt(base, path) === 'string');
    const change = (paths: Array<Array<string | number>>, wrong: (original: unknown) => fc.Arbitrary<unknown>) =>
      fc
        .constantFrom(...paths)
        .chain((path) => fc.option(wrong(valueAt(base, path)), { freq: 8, nil: undefined }).map((value) => JSON.stringify(withChange(base, path, value))));
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant(JSON.stringify(base)) },
      // one text gone bad, the rest good: a control character must be refused by the contract, not by PostgreSQL
      { weight: 4, arbitrary: change(texts, (original) => tainted(original as string)) },
      { weight: 4, arbitrary: change(places, wrongValueFor) },
      { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 20 }), wrongValue).map(([key, value]) => JSON.stringify({ ...(base as object), [key]: value })) },
      { weight: 2, arbitrary: wrongJson },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          JSON.stringify({ ...(base as object), special_request: 'x'.repeat(300_000) }),
          JSON.stringify(Array.from({ length: 1_000 }, () => base)),
        ),
      },
    );
  }

  /** Headers: the session, locale, content type and idempotency key, each now and then missing or odd. */
  const headersOf = fc.record({
    session: fc.oneof({ weight: 16, arbitrary: fc.constant('real') }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: oddHeader }),
    locale: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('en', 'ja', 'ar') }, { weight: 1, arbitrary: oddHeader }),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('text/plain', 'application/json; charset=utf-16', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'),
      },
    ),
    idempotencyKey: fc.oneof({ weight: 6, arbitrary: fc.constant('fresh') }, { weight: 2, arbitrary: oddHeader }),
  });

  function requestOf(op: Operation): fc.Arbitrary<SweepRequest> {
    const parameters = op.parameters.filter((p) => p.in !== 'header');
    return fc
      .record({
        values: fc.tuple(...parameters.map(parameterValue)),
        stray: fc.option(fc.tuple(fc.string({ maxLength: 10 }), oddText), { freq: 5 }),
        headers: headersOf,
        body: bodyOf(op),
      })
      .map(({ values, stray, headers, body }) => {
        let path = op.path;
        const query: string[] = [];
        parameters.forEach((parameter, index) => {
          const value = values[index] ?? null;
          const written = value === null ? null : 'raw' in value ? value.raw : encode(value.text);
          if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, written ?? '');
          else if (written !== null) query.push(`${parameter.name}=${written}`);
        });
        if (stray) query.push(`${encode(stray[0])}=${encode(stray[1])}`);
        const sent: Record<string, string> = {};
        if (headers.session) sent[CLIENT_SESSION_HEADER] = headers.session === 'real' ? server.headers[CLIENT_SESSION_HEADER]! : headers.session;
        sent[LOCALE_HEADER] = headers.locale;
        if (headers.contentType) sent['content-type'] = headers.contentType;
        sent[IDEMPOTENCY_KEY_HEADER] = headers.idempotencyKey === 'fresh' ? randomUUID() : headers.idempotencyKey;
        const url = query.length ? `${path}?${query.join('&')}` : path;
        const note = `${op.method} ${url.slice(0, 300)} headers=${JSON.stringify(headers).slice(0, 200)} body=${(body ?? '').slice(0, 300)}`;
        return { url, note, init: { method: op.method, headers: sent, ...(body === undefined ? {} : { body }) } };
      });
  }

  it('sweeps every operation the served OpenAPI document lists', () => {
    expect(operations.map((op) => op.operationId).sort()).toEqual(ALL_CALLS.map((call) => call.name).sort());
  });

  for (const name of LEFT_OUT) it.todo(`${name} answers bad input with a 4xx envelope, never a 5xx`);

  it.each(ALL_CALLS.map((call) => call.name).filter((name) => !LEFT_OUT.includes(name)))(
    '%s answers bad input with a 4xx envelope, never a 5xx',
    async (name) => {
      const op = operations.find((candidate) => candidate.operationId === name)!;
      await fc.assert(
        fc.asyncProperty(requestOf(op), async (request) => {
          const response = await server.app.request(request.url, request.init);
          const text = await response.text();
          if (response.status >= 500) throw new Error(`${response.status} for ${request.note}\n${text.slice(0, 500)}`);
          if (response.status >= 300) checkEnvelope(response.status, text);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    120_000,
  );
});
