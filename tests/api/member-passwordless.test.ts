import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalOpenIdProvider } from '../../server/demo/openid-provider.ts';
import { createRateLimiters } from '../../server/http/rate-limit.ts';
import { mailsTo, memberCall, newSignedInMember, refreshTokenOf } from '../support/members.ts';
import { openIdSignIn, useLocalProvider } from '../support/open-id.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

const person = (sub: string, given_name: string) => ({ sub, email: `${sub}@social.example`, email_verified: true, given_name, family_name: 'Ito' });
const ACCOUNTS = ['del-1', 'del-2', 'pwd-1', 'mail-1', 'mail-2', 'ott-1'].map((sub) => person(sub, 'Aiko'));

const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);
const reasonOf = (answer: { json: { errors: Array<{ details: { base: Array<{ code: string }> } }> } }) => answer.json.errors[0]!.details.base[0]!.code;

/*
 * A member made by an OpenID sign-in has no password: their e-mail change, first password and
 * account deletion ask none, but a sign-in (not a refresh) within the last 10 minutes.
 */
describe.each(DRIVERS)('a member without a password on %s', (driver) => {
  let server: TestServer;
  let op: LocalOpenIdProvider;
  beforeAll(async () => {
    server = await createTestServer(driver);
    op = await useLocalProvider(server, ACCOUNTS);
  });
  afterAll(async () => {
    await op.close();
    await server.close();
  });
  afterEach(async () => {
    await server.travelTo(TEST_NOW);
    if (driver === 'pglite') server.deps.rateLimiters = createRateLimiters();
    else await server.db.deleteFrom('rate_limiter').execute();
  });

  /** Signs in with the provider at the current time: the access token and the refresh token. */
  async function signIn(account: string) {
    const answer = await openIdSignIn(server, op, account);
    expect(answer.status).toBe(200);
    return { bearer: answer.json.data.access_token as string, refresh: refreshTokenOf(answer)! };
  }

  /** A new access token from the refresh token: the same session, no new sign-in. */
  async function refreshed(refresh: string) {
    const answer = await memberCall(server, 'POST', 'tokens', { body: {}, cookie: refresh });
    expect(answer.status).toBe(200);
    return answer.json.data.access_token as string;
  }

  it('is shown as having no password, and a member who signed up with one as having one', async () => {
    const { bearer } = await signIn('del-1');
    expect((await memberCall(server, 'GET', 'show', { bearer })).json.data.has_password).toBe(false);
    const withPassword = await newSignedInMember(server, 'kept@example.com');
    expect((await memberCall(server, 'GET', 'show', { bearer: withPassword })).json.data.has_password).toBe(true);
  });

  it('deletes the account without a password within 10 minutes of signing in', async () => {
    const { bearer } = await signIn('del-1');
    await server.travelTo(minutes(9));
    const deleted = await memberCall(server, 'POST', 'cancel', { body: {}, bearer });
    expect(deleted.status).toBe(200);
    expect(deleted.json.data.deleted).toBe(true);
    expect((await mailsTo(server, 'del-1@social.example')).map((mail) => mail.kind)).toContain('member_deleted');
  });

  it('refuses the deletion once the sign-in is more than 10 minutes old, even with a fresh access token', async () => {
    const { refresh } = await signIn('del-2');
    await server.travelTo(minutes(11));
    const refused = await memberCall(server, 'POST', 'cancel', { body: {}, bearer: await refreshed(refresh) });
    expect(refused.status).toBe(403);
    expect(reasonOf(refused)).toBe('recent_sign_in_required');
    expect(refused.json.errors[0].title).toMatch(/sign in again/);
    // a new sign-in with the provider makes it possible again
    const again = await signIn('del-2');
    expect((await memberCall(server, 'POST', 'cancel', { body: {}, bearer: again.bearer })).status).toBe(200);
  });

  it('sets a first password without a current one, then signs in with it and needs it like any member', async () => {
    const { bearer, refresh } = await signIn('pwd-1');
    const body = { password: 'Sapporo2026x', password_confirmation: 'Sapporo2026x' };
    await server.travelTo(minutes(11));
    const late = await memberCall(server, 'PUT', 'update_password', { body, bearer: await refreshed(refresh) });
    expect(late.status).toBe(403);
    expect(reasonOf(late)).toBe('recent_sign_in_required');

    await server.travelTo(minutes(5));
    expect((await memberCall(server, 'PUT', 'update_password', { body, bearer })).status).toBe(200);
    expect((await memberCall(server, 'GET', 'show', { bearer })).json.data.has_password).toBe(true);
    const signedIn = await memberCall(server, 'POST', 'sign_in', { body: { email: 'pwd-1@social.example', password: 'Sapporo2026x' } });
    expect(signedIn.status).toBe(200);

    // from now on the password is asked, however recent the sign-in
    const without = await memberCall(server, 'POST', 'cancel', { body: {}, bearer });
    expect(without.status).toBe(422);
    expect(without.json.errors[0].details.current_password[0].code).toBe('password_required');
    const wrong = await memberCall(server, 'PUT', 'update_password', {
      body: { current_password: 'Wrong2026x', password: 'Nagoya2026x', password_confirmation: 'Nagoya2026x' },
      bearer,
    });
    expect(wrong.json.errors[0].details.current_password[0].code).toBe('current_password_wrong');
  });

  it('asks an e-mail change without a password within 10 minutes of signing in, and refuses it later', async () => {
    const first = await signIn('mail-1');
    const asked = await memberCall(server, 'PUT', 'update_email', { body: { email: 'aiko@new.example' }, bearer: first.bearer });
    expect(asked.status).toBe(200);
    expect(asked.json.data.pending_email).toBe('aiko@new.example');

    const second = await signIn('mail-2');
    await server.travelTo(minutes(11));
    const late = await memberCall(server, 'PUT', 'update_email', { body: { email: 'aiko2@new.example' }, bearer: await refreshed(second.refresh) });
    expect(late.status).toBe(403);
    expect(reasonOf(late)).toBe('recent_sign_in_required');
    expect(await mailsTo(server, 'aiko2@new.example')).toEqual([]);
  });

  it('counts a session from a one-time access token as signed in when the session that asked for it was', async () => {
    const { refresh } = await signIn('ott-1');
    await server.travelTo(minutes(11));
    const issued = await memberCall(server, 'POST', 'one_time_access_tokens', { body: {}, bearer: await refreshed(refresh) });
    const { one_time_access_token, otid } = issued.json.data;
    const redeemed = await memberCall(server, 'POST', 'one_time_access_tokens/sign_in', { body: { one_time_access_token, otid } });
    expect(redeemed.status).toBe(200);
    const refused = await memberCall(server, 'POST', 'cancel', { body: {}, bearer: redeemed.json.data.access_token });
    expect(refused.status).toBe(403);
    expect(reasonOf(refused)).toBe('recent_sign_in_required');
  });

  it('still asks a member with a password for it, however recent the sign-in', async () => {
    const bearer = await newSignedInMember(server, 'typed@example.com');
    const without = await memberCall(server, 'PUT', 'update_email', { body: { email: 'typed2@example.com' }, bearer });
    expect(without.status).toBe(422);
    expect(without.json.errors[0].details.current_password[0].code).toBe('password_required');
    const wrong = await memberCall(server, 'POST', 'cancel', { body: { current_password: 'Wrong2026x' }, bearer });
    expect(wrong.json.errors[0].details.current_password[0].code).toBe('current_password_wrong');
    const right = await memberCall(server, 'POST', 'cancel', { body: { current_password: 'Kyoto2026x' }, bearer });
    expect(right.status).toBe(200);
  });
});
