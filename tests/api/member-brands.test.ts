import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredMemberTokens } from '../../server/db/repositories/members-repository.ts';
import { DEMO_MEMBER } from '../../server/db/seed-member.ts';
import { CLIENT_SESSION_HEADER } from '../../shared/constants.ts';
import { bookingBody } from '../support/booking.ts';
import { addOtherBrandHotel, mailsTo, refreshTokenOf, signUpBody } from '../support/members.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

const DAY = 24 * 3600_000;

describe.each(DRIVERS)('members of a brand on %s', (driver) => {
  let server: TestServer;
  /** Calls a membership call at a hotel with its brand's client session. */
  /** The other brand's client session. */
  let otherBrandSession: string;
  let at: (code: string, method: string, path: string, init?: { body?: unknown; cookie?: string; bearer?: string }) => Promise<Response>;

  beforeAll(async () => {
    server = await createTestServer(driver);
    const sessions: Record<string, string> = { 'demo-kyoto': server.headers[CLIENT_SESSION_HEADER]!, 'other-hotel': await addOtherBrandHotel(server) };
    otherBrandSession = sessions['other-hotel']!;
    at = async (code, method, path, init = {}) =>
      server.app.request(`/api/v1/hotels/${code}/memberships/${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          [CLIENT_SESSION_HEADER]: sessions[code]!,
          ...(init.cookie ? { cookie: `yado_member_refresh=${init.cookie}` } : {}),
          ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
        },
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
  });
  afterAll(() => server.close());

  const signInAt = (code: string) => at(code, 'POST', 'sign_in', { body: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } });

  it('keeps each brand’s members apart: the same e-mail is a new sign-up at another brand, and the other brand’s password does not open it', async () => {
    expect((await signInAt('other-hotel')).status).toBe(422);
    expect((await at('other-hotel', 'POST', 'sign_up', { body: signUpBody(DEMO_MEMBER.email) })).status).toBe(201);
    expect((await mailsTo(server, DEMO_MEMBER.email)).at(-1)!.kind).toBe('member_confirmation');
    expect((await signInAt('demo-kyoto')).status).toBe(200);
  });

  it('refuses one brand’s access and refresh tokens at another brand’s hotel with 3402', async () => {
    const signedIn = await signInAt('demo-kyoto');
    const { access_token } = ((await signedIn.json()) as { data: { access_token: string } }).data;
    const refresh = refreshTokenOf(signedIn)!;
    // the member's reservations and bookings at the other brand's hotel (never booked there as a guest's)
    const elsewhere = (path: string, init: RequestInit = {}) =>
      server.app.request(`/api/v1${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          [CLIENT_SESSION_HEADER]: otherBrandSession,
          authorization: `Bearer ${access_token}`,
          'idempotency-key': 'other-brand-booking',
        },
      });
    for (const answer of [
      await at('other-hotel', 'GET', 'show', { bearer: access_token }),
      await at('other-hotel', 'POST', 'tokens', { body: { token: refresh } }),
      await elsewhere('/user/reservations'),
      await elsewhere('/hotels/other-hotel/reservations', { method: 'POST', body: JSON.stringify(bookingBody()) }),
    ]) {
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('3402');
    }
    // and the refresh cookie is not even sent there: its path is the Kyoto hotel's membership calls
    expect(signedIn.headers.getSetCookie().join()).toContain('Path=/api/v1/hotels/demo-kyoto/memberships');
  });

  it('lets only one of two refreshes racing with the same token through, and then ends the session', async () => {
    const refresh = refreshTokenOf(await signInAt('demo-kyoto'))!;
    const answers = await Promise.all([1, 2].map(() => at('demo-kyoto', 'POST', 'tokens', { body: { token: refresh } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    const winner = answers.find((a) => a.status === 200)!;
    const next = refreshTokenOf(winner)!;
    expect((await at('demo-kyoto', 'POST', 'tokens', { body: { token: next } })).status).toBe(401);
  });

  it('sweeps expired links and refresh tokens and ended sessions, and keeps live ones', async () => {
    const live = refreshTokenOf(await signInAt('demo-kyoto'))!;
    await deleteExpiredMemberTokens(server.db, TEST_NOW);
    const ended = await server.db.selectFrom('member_sessions').select('id').where('revoked_at', 'is not', null).execute();
    expect(ended).toEqual([]);
    const renewed = await at('demo-kyoto', 'POST', 'tokens', { body: { token: live } });
    expect(renewed.status).toBe(200);
    expect(await deleteExpiredMemberTokens(server.db, new Date(TEST_NOW.getTime() + 31 * DAY))).toBeGreaterThan(0);
    const left = await server.db.selectFrom('member_refresh_tokens').select('token_hash').execute();
    expect(left).toEqual([]);
    expect(await server.db.selectFrom('member_sessions').select('id').execute()).toEqual([]);
  });
});
