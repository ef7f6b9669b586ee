import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiters } from '../../server/http/rate-limit.ts';
import { DEMO_MEMBER } from '../../server/db/seed-member.ts';
import { issueAccessToken } from '../../server/domain/member-tokens.ts';
import { MEMBERSHIP_CALLS } from '../../shared/api/memberships.ts';
import { type CallDeclaration, SERVICE_PREFIX } from '../../shared/api/define.ts';
import { linkToken, mailsTo, memberCall, refreshTokenOf, signUpBody } from '../support/members.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('membership calls on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    if (driver === 'pglite') server.deps.rateLimiters = createRateLimiters();
    else await server.db.deleteFrom('rate_limiter').execute();
  });

  const signIn = (email: string, password: string, headers?: Record<string, string>) =>
    memberCall(server, 'POST', 'sign_in', { body: { email, password }, ...(headers ? { headers } : {}) });

  /** Signs up, confirms from the e-mail, and signs in. */
  async function newMember(email: string) {
    expect((await memberCall(server, 'POST', 'sign_up', { body: signUpBody(email) })).status).toBe(201);
    const token = linkToken((await mailsTo(server, email)).at(-1)!.body_text, 'confirmation_token');
    expect((await memberCall(server, 'GET', `confirm?confirmation_token=${token}`)).status).toBe(200);
    const answer = await signIn(email, 'Kyoto2026x');
    expect(answer.status).toBe(200);
    return { access: answer.json.data.access_token as string, refresh: refreshTokenOf(answer)! };
  }

  it('signs a member up provisionally, e-mails the confirmation link, and lets them in only once it is clicked', async () => {
    const email = 'ken.mori@example.com';
    const up = await memberCall(server, 'POST', 'sign_up', { body: signUpBody('Ken.Mori@example.com') });
    expect(up.status).toBe(201);
    expect(up.json).toEqual({ data: { email } });
    const [mail] = await mailsTo(server, email);
    expect(mail!.kind).toBe('member_confirmation');
    expect(mail!.body_text).toContain('open_widget=%2Fmember-confirmation%3Fconfirmation_token%3D');

    // before confirming, the right password fails as a wrong one does, and the owner gets a new link
    const early = await signIn(email, 'Kyoto2026x');
    expect(early.status).toBe(422);
    expect(early.json.errors[0].details.base[0].code).toBe('sign_in_failed');
    expect((await mailsTo(server, email)).map((m) => m.kind)).toEqual(['member_confirmation', 'member_confirm_first']);

    const token = linkToken(mail!.body_text, 'confirmation_token');
    const confirmed = await memberCall(server, 'GET', `confirm?confirmation_token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ data: { email } });
    const again = await memberCall(server, 'GET', `confirm?confirmation_token=${token}`);
    expect(again.status).toBe(409);
    expect(again.json.errors[0].code).toBe('1402');

    const signedIn = await signIn(email, 'Kyoto2026x');
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data).toMatchObject({ token_type: 'Bearer', expires_in: 900, user: { email, first_name: 'Ken', last_name: 'Mori', locale: 'en' } });
    const shown = await memberCall(server, 'GET', 'show', { bearer: signedIn.json.data.access_token });
    expect(shown.status).toBe(200);
    expect(shown.json.data.email).toBe(email);
  });

  it('writes the member’s e-mails in the language they signed up in', async () => {
    const email = 'haruka@example.com';
    await memberCall(server, 'POST', 'sign_up', { body: signUpBody(email, { first_name: 'はるか', last_name: '山田', locale: 'ja' }) });
    const [mail] = await mailsTo(server, email);
    expect(mail!.subject).toBe('宿 京都デモの会員登録を確認してください');
    expect(mail!.body_text).toMatch(/^山田 はるか 様/);
    expect(mail!.body_text).toContain('locale%3Dja');
  });

  it('refuses an unknown or expired confirmation link with 1401', async () => {
    expect((await memberCall(server, 'GET', `confirm?confirmation_token=${'x'.repeat(43)}`)).json.errors[0].code).toBe('1401');
    const email = 'late@example.com';
    await memberCall(server, 'POST', 'sign_up', { body: signUpBody(email) });
    const token = linkToken((await mailsTo(server, email))[0]!.body_text, 'confirmation_token');
    try {
      await server.travelTo(new Date(TEST_NOW.getTime() + 3 * 24 * 3600_000 + 1000));
      const late = await memberCall(server, 'GET', `confirm?confirmation_token=${token}`);
      expect(late.status).toBe(422);
      expect(late.json.errors[0].code).toBe('1401');
    } finally {
      await server.travelTo(TEST_NOW);
    }
  });

  it('sets the refresh token as an HttpOnly, Secure, SameSite=None, Partitioned cookie on the membership path only', async () => {
    const answer = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('yado_member_refresh='))!;
    const attributes = cookie
      .split(/;\s*/)
      .slice(1)
      .map((a) => a.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=none', 'partitioned', 'path=/api/v1/hotels/demo-kyoto/memberships']));
    expect(attributes.some((a) => a.startsWith('expires='))).toBe(true);
    // the refresh token is never in the JSON the page's script reads
    expect(answer.text).not.toContain(refreshTokenOf(answer)!);
  });

  it('rotates the refresh token at every use, and ends the session when an old one comes back', async () => {
    const { access, refresh } = await newMember('rotate@example.com');
    const first = await memberCall(server, 'POST', 'tokens', { body: {}, cookie: refresh });
    expect(first.status).toBe(200);
    const second = refreshTokenOf(first)!;
    expect(second).not.toBe(refresh);
    expect(first.json.data.access_token).toEqual(expect.any(String));
    // the body's token works as the cookie does (spec 2 §7.7 tokens: payload token)
    const third = await memberCall(server, 'POST', 'tokens', { body: { token: second } });
    expect(third.status).toBe(200);
    const latest = refreshTokenOf(third)!;

    // an unknown token in the body is refused without touching the browser's cookie
    const unknown = await memberCall(server, 'POST', 'tokens', { body: { token: 'u'.repeat(43) } });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.getSetCookie()).toEqual([]);

    const reused = await memberCall(server, 'POST', 'tokens', { body: {}, cookie: refresh });
    expect(reused.status).toBe(401);
    expect(reused.json.errors[0]).toMatchObject({ code: '3401', details: { base: [{ code: 'refresh_token_reused' }] } });
    expect(reused.headers.getSetCookie().join()).toMatch(/yado_member_refresh=;.*Max-Age=0/i);
    // the whole session ended: the newest refresh token and every access token of it
    expect((await memberCall(server, 'POST', 'tokens', { body: {}, cookie: latest })).status).toBe(401);
    const shown = await memberCall(server, 'GET', 'show', { bearer: access });
    expect(shown.status).toBe(401);
    expect(shown.json.errors[0].code).toBe('3401');
  });

  it('ends the earlier session when a browser signs in again over it', async () => {
    const { refresh } = await newMember('twice@example.com');
    const again = await memberCall(server, 'POST', 'sign_in', { body: { email: 'twice@example.com', password: 'Kyoto2026x' }, cookie: refresh });
    expect(again.status).toBe(200);
    expect((await memberCall(server, 'POST', 'tokens', { body: {}, cookie: refresh })).status).toBe(401);
    expect((await memberCall(server, 'POST', 'tokens', { body: {}, cookie: refreshTokenOf(again)! })).status).toBe(200);
  });

  it('signs out: the session ends server-side and the cookie is cleared', async () => {
    const { access, refresh } = await newMember('signout@example.com');
    const out = await memberCall(server, 'DELETE', 'sign_out', { cookie: refresh, bearer: access });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ data: { signed_out: true } });
    expect(out.headers.getSetCookie().join()).toMatch(/yado_member_refresh=;.*Max-Age=0.*Partitioned/i);
    expect((await memberCall(server, 'POST', 'tokens', { body: {}, cookie: refresh })).status).toBe(401);
    expect((await memberCall(server, 'GET', 'show', { bearer: access })).status).toBe(401);
    // signing out again, or without anything, is harmless
    expect((await memberCall(server, 'DELETE', 'sign_out')).status).toBe(200);
  });

  it('answers 401 with 1400 for an expired access token, which a refresh replaces', async () => {
    const { access, refresh } = await newMember('expiry@example.com');
    try {
      await server.travelTo(new Date(TEST_NOW.getTime() + 15 * 60_000 + 1000));
      const expired = await memberCall(server, 'GET', 'show', { bearer: access });
      expect(expired.status).toBe(401);
      expect(expired.json.errors[0]).toMatchObject({ code: '1400', details: { base: [{ code: 'access_token_expired' }] } });
      expect(expired.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const renewed = await memberCall(server, 'POST', 'tokens', { body: {}, cookie: refresh });
      expect((await memberCall(server, 'GET', 'show', { bearer: renewed.json.data.access_token })).status).toBe(200);
    } finally {
      await server.travelTo(TEST_NOW);
    }
  });

  it.each((MEMBERSHIP_CALLS as readonly CallDeclaration[]).filter((call) => call.member === 'required').map((call) => [call.name, call] as const))(
    '%s, declared for a signed-in member, answers 401 without an access token',
    async (_name, call) => {
      const response = await server.app.request(`${SERVICE_PREFIX.api}${call.path.replace(':code', 'demo-kyoto')}`, {
        method: call.method,
        headers: server.headers,
        ...(call.method === 'GET'
          ? {}
          : {
              body: JSON.stringify({
                current_password: 'Kyoto2026x',
                password: 'Osaka2027y',
                password_confirmation: 'Osaka2027y',
                program_id: '00000000-0000-4000-8000-000000000000',
              }),
            }),
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('3401');
    },
  );

  it('refuses forged, missing and other brands’ access tokens', async () => {
    const missing = await memberCall(server, 'GET', 'show');
    expect(missing.status).toBe(401);
    expect(missing.json.errors[0].code).toBe('3401');
    const forged = issueAccessToken({ memberId: 'm', brandId: 'b', sessionId: 's' }, 'another secret', TEST_NOW).token;
    expect((await memberCall(server, 'GET', 'show', { bearer: forged })).json.errors[0].code).toBe('3401');
    const otherBrand = issueAccessToken({ memberId: 'm', brandId: '00000000-0000-0000-0000-000000000000', sessionId: 's' }, 'test', TEST_NOW).token;
    const refused = await memberCall(server, 'GET', 'show', { bearer: otherBrand });
    expect(refused.status).toBe(401);
    expect(refused.json.errors[0].code).toBe('3402');
  });

  it('resets a forgotten password by the e-mailed link, once, and ends every session', async () => {
    const email = 'forgot@example.com';
    const { refresh } = await newMember(email);
    expect((await memberCall(server, 'POST', 'start_reset_password_process', { body: { email } })).status).toBe(200);
    const mail = (await mailsTo(server, email)).at(-1)!;
    expect(mail.kind).toBe('member_reset_password');
    expect(mail.body_text).toContain('%2Fchange-password%3Freset_password_token%3D');
    const token = linkToken(mail.body_text, 'reset_password_token');

    const weak = await memberCall(server, 'PUT', 'reset_password', {
      body: { reset_password_token: token, password: 'short', password_confirmation: 'short' },
    });
    expect(weak.status).toBe(422);
    expect(weak.json.errors[0].details.password.map((r: { code: string }) => r.code)).toEqual([
      'password_too_short',
      'password_needs_upper',
      'password_needs_digit',
    ]);
    const same = await memberCall(server, 'PUT', 'reset_password', {
      body: { reset_password_token: token, password: 'Kyoto2026x', password_confirmation: 'Kyoto2026x' },
    });
    expect(same.json.errors[0].code).toBe('1302');

    const reset = await memberCall(server, 'PUT', 'reset_password', {
      body: { reset_password_token: token, password: 'Osaka2027y', password_confirmation: 'Osaka2027y' },
    });
    expect(reset.status).toBe(200);
    expect((await memberCall(server, 'POST', 'tokens', { body: {}, cookie: refresh })).status).toBe(401);
    expect((await signIn(email, 'Kyoto2026x')).status).toBe(422);
    expect((await signIn(email, 'Osaka2027y')).status).toBe(200);
    const twice = await memberCall(server, 'PUT', 'reset_password', {
      body: { reset_password_token: token, password: 'Nara2028zz', password_confirmation: 'Nara2028zz' },
    });
    expect(twice.status).toBe(422);
    expect(twice.json.errors[0].code).toBe('3780');
  });

  it('updates the profile, checking names against the locale’s script', async () => {
    const { access } = await newMember('profile@example.com');
    const updated = await memberCall(server, 'PUT', 'update', {
      bearer: access,
      body: { first_name: '健', last_name: '森', phone: '090-1234-5678', promotion_email: true },
      headers: { 'x-locale': 'ja' },
    });
    expect(updated.status).toBe(200);
    // a number without + is one of the hotel's country, kept in E.164 as a guest's is
    expect(updated.json.data).toMatchObject({ first_name: '健', last_name: '森', phone: '+819012345678', promotion_email: true });
    const hangul = await memberCall(server, 'PUT', 'update', { bearer: access, body: { first_name: '민준' }, headers: { 'x-locale': 'ja' } });
    expect(hangul.status).toBe(422);
    expect(hangul.json.errors[0].details.first_name[0].code).toBe('name_japanese_or_latin');
    expect((await memberCall(server, 'GET', 'show', { bearer: access })).json.data.first_name).toBe('健');
  });

  it('changes the password with the current one, ending the member’s other sessions but not this one', async () => {
    const email = 'change@example.com';
    const here = await newMember(email);
    const elsewhere = await signIn(email, 'Kyoto2026x');
    const wrong = await memberCall(server, 'PUT', 'update_password', {
      bearer: here.access,
      body: { current_password: 'Wrong2026x', password: 'Kobe2029ab', password_confirmation: 'Kobe2029ab' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors[0].details.current_password[0].code).toBe('current_password_wrong');
    const changed = await memberCall(server, 'PUT', 'update_password', {
      bearer: here.access,
      body: { current_password: 'Kyoto2026x', password: 'Kobe2029ab', password_confirmation: 'Kobe2029ab' },
    });
    expect(changed.status).toBe(200);
    expect((await memberCall(server, 'GET', 'show', { bearer: here.access })).status).toBe(200);
    expect((await memberCall(server, 'GET', 'show', { bearer: elsewhere.json.data.access_token })).status).toBe(401);
    expect((await signIn(email, 'Kobe2029ab')).status).toBe(200);
  });

  it('answers bad input with 4xx and the fields at fault, never a 500', async () => {
    const noTerms = await memberCall(server, 'POST', 'sign_up', {
      body: signUpBody('terms@example.com', { terms_accepted: false, password_confirmation: 'other' }),
    });
    expect(noTerms.status).toBe(422);
    expect(Object.keys(noTerms.json.errors[0].details)).toEqual(expect.arrayContaining(['terms_accepted', 'password_confirmation']));
    const script = await memberCall(server, 'POST', 'sign_up', { body: signUpBody('script@example.com', { first_name: '민준', locale: 'ja' }) });
    expect(script.json.errors[0].details.first_name[0].code).toBe('name_japanese_or_latin');
    expect((await mailsTo(server, 'script@example.com')).length).toBe(0);
    const garbage = await server.app.request('/api/v1/hotels/demo-kyoto/memberships/sign_in', { method: 'POST', headers: server.headers, body: '{' });
    expect(garbage.status).toBe(400);
    expect((await memberCall(server, 'GET', 'confirm?confirmation_token=%00')).status).toBe(422);
    expect((await memberCall(server, 'POST', 'tokens', { body: { token: 'a'.repeat(300) } })).status).toBe(422);
    expect((await memberCall(server, 'POST', 'sign_in', { body: { email: 'x@example.com', password: 'p'.repeat(129) } })).status).toBe(422);
  });
});
