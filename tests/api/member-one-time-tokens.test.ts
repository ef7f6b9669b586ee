import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../server/db/seed-member.ts';
import { CLIENT_SESSION_HEADER } from '../../shared/constants.ts';
import { accessTokenOf, addOtherBrandHotel, memberCall, refreshTokenOf } from '../support/members.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

const MINUTE = 60_000;

describe.each(DRIVERS)('one-time access tokens on %s', (driver) => {
  let server: TestServer;
  let bearer: string;
  let otherSession: string;

  beforeAll(async () => {
    server = await createTestServer(driver);
    bearer = await accessTokenOf(server, DEMO_MEMBER.email, DEMO_MEMBER.password);
    otherSession = await addOtherBrandHotel(server);
  });
  afterAll(() => server.close());

  const issue = () => memberCall(server, 'POST', 'one_time_access_tokens', { body: {}, bearer });
  const redeem = (body: Record<string, unknown>) => memberCall(server, 'POST', 'one_time_access_tokens/sign_in', { body });

  it('issues a token to a signed-in member only, and keeps nothing but its hash', async () => {
    expect((await memberCall(server, 'POST', 'one_time_access_tokens', { body: {} })).status).toBe(401);
    const issued = await issue();
    expect(issued.status).toBe(201);
    const { one_time_access_token: token, otid, expires_at } = issued.json.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expires_at).getTime() - TEST_NOW.getTime()).toBe(5 * MINUTE);
    const row = await server.db.selectFrom('member_one_time_tokens').selectAll().where('id', '=', otid).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('signs a new window in once: a session with its own refresh cookie; the second redeem is 3403', async () => {
    const { one_time_access_token: token, otid } = (await issue()).json.data;
    const first = await redeem({ one_time_access_token: token, otid });
    expect(first.status).toBe(200);
    expect(first.json.data.user.email).toBe(DEMO_MEMBER.email);
    expect(refreshTokenOf(first)).toBeTruthy();
    const show = await memberCall(server, 'GET', 'show', { bearer: first.json.data.access_token });
    expect(show.status).toBe(200);

    const again = await redeem({ one_time_access_token: token, otid });
    expect(again.status).toBe(401);
    expect(again.json.errors[0].code).toBe('3403');
    expect(refreshTokenOf(again)).toBeUndefined();
  });

  it('redeems without the otid, but not with another token’s', async () => {
    const a = (await issue()).json.data;
    const b = (await issue()).json.data;
    const crossed = await redeem({ one_time_access_token: a.one_time_access_token, otid: b.otid });
    expect(crossed.status).toBe(401);
    expect(crossed.json.errors[0].code).toBe('3401');
    expect((await redeem({ one_time_access_token: a.one_time_access_token })).status).toBe(200);
  });

  it('refuses an expired token and an unknown one with 3401', async () => {
    const { one_time_access_token: token } = (await issue()).json.data;
    await server.travelTo(new Date(TEST_NOW.getTime() + 5 * MINUTE + 1000));
    const expired = await redeem({ one_time_access_token: token });
    expect(expired.status).toBe(401);
    expect(expired.json.errors[0].code).toBe('3401');
    const unknown = await redeem({ one_time_access_token: 'x'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.json.errors[0].code).toBe('3401');
    await server.travelTo(TEST_NOW);
    bearer = await accessTokenOf(server, DEMO_MEMBER.email, DEMO_MEMBER.password);
  });

  it('refuses another brand’s hotel with 3402 and leaves the token unspent for its own', async () => {
    const { one_time_access_token: token } = (await issue()).json.data;
    const elsewhere = await server.app.request('/api/v1/hotels/other-hotel/memberships/one_time_access_tokens/sign_in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_SESSION_HEADER]: otherSession },
      body: JSON.stringify({ one_time_access_token: token }),
    });
    expect(elsewhere.status).toBe(401);
    expect(((await elsewhere.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('3402');
    expect((await redeem({ one_time_access_token: token })).status).toBe(200);
  });

  it('gives each of two racing redeems of one token a different answer: one session, one 3403', async () => {
    const { one_time_access_token: token } = (await issue()).json.data;
    const answers = await Promise.all([redeem({ one_time_access_token: token }), redeem({ one_time_access_token: token })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('refuses sign-in, one-time sign-in and sign-up at a hotel that switched them off (spec 1 §5), and answers the switches in the settings', async () => {
    const { one_time_access_token: token } = (await issue()).json.data;
    const set = (on: boolean) =>
      sql`UPDATE hotels SET settings = settings || ${JSON.stringify({ member_sign_in_active: on })}::jsonb WHERE code = 'demo-kyoto'`.execute(server.db);
    await set(false);
    try {
      const signIn = await memberCall(server, 'POST', 'sign_in', { body: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } });
      expect(signIn.status).toBe(403);
      expect(signIn.json.errors[0].details.base[0].code).toBe('member_sign_in_unavailable');
      expect((await redeem({ one_time_access_token: token })).status).toBe(403);
      const openId = await memberCall(server, 'POST', 'open_id/start', {
        body: { provider: 'demo', code_challenge: 'a'.repeat(43), code_challenge_method: 'S256' },
      });
      expect(openId.status).toBe(403);
      const signUp = await memberCall(server, 'POST', 'sign_up', { body: { email: 'x@yado.example' } });
      expect(signUp.status).not.toBe(201);
      const settings = await server.call('GET', '/hotels/demo-kyoto/settings/booking_widget');
      expect(settings.json.data.settings.membership).toEqual({ sign_in_active: false, sign_up_active: false });
    } finally {
      await set(true);
    }
    // the token refused while sign-in was off is still good
    expect((await redeem({ one_time_access_token: token })).status).toBe(200);
  });
});
