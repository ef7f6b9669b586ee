import { sql } from 'kysely';
import type { TestServer } from './test-server.ts';

/** The membership calls' prefix at the demo's Kyoto hotel. */
export const MEMBERSHIPS = '/api/v1/hotels/demo-kyoto/memberships';

/** A raw answer: status, headers, body text and its JSON. */
// biome-ignore lint/suspicious/noExplicitAny: tests read any answer's fields without declaring its shape
export type RawAnswer = { status: number; headers: Headers; text: string; json: any };

/** Calls a membership call with the client session, keeping the answer's headers (Set-Cookie). */
export async function memberCall(
  server: TestServer,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; cookie?: string; bearer?: string } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...server.headers, ...init.headers };
  if (init.cookie) headers.cookie = `yado_member_refresh=${init.cookie}`;
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  const response = await server.app.request(`${MEMBERSHIPS}/${path}`, {
    method,
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: text ? JSON.parse(text) : null };
}

/** The refresh token the answer set in its cookie, if any. */
export function refreshTokenOf(answer: { headers: Headers }): string | undefined {
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('yado_member_refresh='));
  const value = cookie?.split(';')[0]?.slice('yado_member_refresh='.length);
  return value || undefined;
}

/** The e-mails queued for a recipient, newest last. */
export function mailsTo(server: TestServer, email: string) {
  return server.db.selectFrom('outbox').select(['kind', 'subject', 'body_text']).where('recipient', '=', email).orderBy('id').execute();
}

/** The token of a link in an e-mail (URL-encoded inside open_widget). */
export function linkToken(text: string, name: 'confirmation_token' | 'reset_password_token'): string {
  const match = new RegExp(`${name}(?:=|%3D)([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${name} in ${text}`);
  return match[1]!;
}

/** A valid sign-up body. */
export function signUpBody(email: string, more: Record<string, unknown> = {}) {
  return {
    email,
    password: 'Kyoto2026x',
    password_confirmation: 'Kyoto2026x',
    first_name: 'Ken',
    last_name: 'Mori',
    locale: 'en',
    terms_accepted: true,
    ...more,
  };
}

/** Signs in and answers the access token. */
export async function accessTokenOf(server: TestServer, email: string, password: string): Promise<string> {
  const answer = await memberCall(server, 'POST', 'sign_in', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${answer.text}`);
  return answer.json.data.access_token;
}

/** Signs a new member up, confirms them from the e-mail and signs them in: their access token (password Kyoto2026x). */
export async function newSignedInMember(server: TestServer, email: string, more: Record<string, unknown> = {}): Promise<string> {
  const up = await memberCall(server, 'POST', 'sign_up', { body: signUpBody(email, more) });
  if (up.status !== 201) throw new Error(`sign-up of ${email}: ${up.status} ${up.text}`);
  const token = linkToken((await mailsTo(server, email)).at(-1)!.body_text, 'confirmation_token');
  await memberCall(server, 'GET', `confirm?confirmation_token=${token}`);
  return accessTokenOf(server, email, 'Kyoto2026x');
}

/**
 * Adds a second brand with one hotel, `other-hotel`, a copy of Kyoto's row, and answers a client
 * session of that hotel (its brand's).
 */
export async function addOtherBrandHotel(server: TestServer): Promise<string> {
  const brand = await server.db
    .insertInto('hotel_brands')
    .values({ code: 'other-brand', names: JSON.stringify({ en: 'Other Hotels' }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const columns = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'hotels'
    AND column_name NOT IN ('id', 'brand_id', 'code')`.execute(server.db);
  const list = sql.join(columns.rows.map((c) => sql.ref(c.column_name)));
  await sql`INSERT INTO hotels (brand_id, code, ${list}) SELECT ${brand.id}, 'other-hotel', ${list} FROM hotels WHERE code = 'demo-kyoto'`.execute(server.db);
  const answer = await server.app.request('/identity/v1/client_sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'other-hotel' }),
  });
  return ((await answer.json()) as { data: { client_session: string } }).data.client_session;
}
