import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { CLIENT_SESSION_HEADER, LOCALE_HEADER, type Locale } from '../../shared/constants.ts';
import { SERVICE_PREFIX, type AnySchema, type CallDeclaration } from '../../shared/api/define.ts';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { localeOf } from '../i18n.ts';
import { verifyClientSession, type ClientSession } from './client-session.ts';
import { issuesToFields } from './envelope.ts';
import { PreparedAnswer } from './prepared-answer.ts';
import { ApiFailure } from './failure.ts';
import { TITLES } from './messages.ts';

type Out<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

/** What a handler gets: validated input, the caller's locale and session, and the raw context. */
export type CallContext<C extends CallDeclaration> = {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  locale: Locale;
  session: C['session'] extends true ? ClientSession : null;
  c: Context;
};

type Data<C extends CallDeclaration> = C['produces'] extends string ? v.InferOutput<C['answer']> : v.InferOutput<C['answer']>['data'];

/** A handler returns the answer's `data` (the wrapper adds `{ data }`), or an answer it keeps built. */
export type CallHandler<C extends CallDeclaration> = (input: CallContext<C>) => Promise<Data<C> | PreparedAnswer<Data<C>>>;

/** Validates input with a declared schema: a 422 naming each field that fails, never a 500. */
export function validate<S extends AnySchema | undefined>(schema: S, value: unknown): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [], issuesToFields(result.issues));
  return result.output as Out<S>;
}

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiFailure(400, ERROR_CODES.invalid, TITLES.malformedJson, [{ code: ERROR_REASONS.malformedJson, message: TITLES.malformedJson }]);
  }
}

/** A call that answers a file (`produces`): the handler's `{ filename, bytes }`, sent as the file, never cached. */
function sendFile(c: Context, call: CallDeclaration, data: unknown): Response {
  const file = v.parse(call.answer, data) as { filename: string; bytes: Uint8Array };
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, call.status, {
    'Content-Type': call.produces!,
    'Content-Length': String(file.bytes.byteLength),
    'Content-Disposition': `attachment; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'Cache-Control': 'no-store',
  });
}

/**
 * Mounts a shared call declaration (STYLE.md: defined once): checks the client session, then
 * validates params, query and body with the declared schemas before the handler runs, and in
 * development checks the answer against the declared answer schema too.
 */
export function mountCall<C extends CallDeclaration>(app: Hono, deps: AppDeps, call: C, handler: CallHandler<C>): void {
  app.on(call.method, SERVICE_PREFIX[call.service] + call.path, async (c) => {
    const locale = localeOf(c.req.header(LOCALE_HEADER));
    const session = call.session ? verifyClientSession(c.req.header(CLIENT_SESSION_HEADER), deps.sessionSecret, deps.now()) : null;
    const params = validate(call.params, c.req.param());
    const query = validate(call.query, c.req.query());
    const body = call.body ? validate(call.body, await readJson(c)) : undefined;
    const data = await handler({ params, query, body, locale, session, c } as CallContext<C>);
    if (call.produces) return sendFile(c, call, data);
    if (data instanceof PreparedAnswer) {
      if (deps.checkAnswers) v.parse(call.answer, { data: data.data });
      return data.send(c, call.status);
    }
    const answer = { data };
    if (deps.checkAnswers) v.parse(call.answer, answer);
    // with its length said, compress-answers.ts need not read the answer back to measure it
    const text = JSON.stringify(answer);
    return c.body(text, call.status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
  });
}
