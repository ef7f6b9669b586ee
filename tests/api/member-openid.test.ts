import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredLoginIntents } from '../../server/db/repositories/member-identities-repository.ts';
import { type LocalOpenIdProvider, startLocalOpenIdProvider } from '../../server/demo/openid-provider.ts';
import { pkceChallenge } from '../../server/domain/open-id.ts';
import type { OidcProvider } from '../../server/openid/provider-config.ts';
import { createRateLimiters } from '../../server/http/rate-limit.ts';
import { CLIENT_SESSION_HEADER } from '../../shared/constants.ts';
import { memberCall, refreshTokenOf, signUpBody } from '../support/members.ts';
import { authorizeAt, REDIRECT_URI } from '../support/open-id.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

const CLIENT = { clientId: 'yado-test', clientSecret: randomBytes(24).toString('base64url') };
const ACCOUNTS = [
  { sub: 'alice-1', email: 'Alice@Social.example', email_verified: true, given_name: 'Alice', family_name: 'Ito' },
  { sub: 'bob-2', email: 'bob@social.example', email_verified: false, given_name: 'Bob', family_name: 'Ono' },
  { sub: 'carol-3', email: 'carol@example.com', email_verified: true, given_name: 'Carol', family_name: 'Abe' },
  { sub: 'dan-4', email: 'dan@social.example', email_verified: true, given_name: 'Dan', family_name: 'Goto' },
  { sub: 'eve-5', email: 'eve@social.example', email_verified: true, given_name: 'Eve', family_name: 'Kato' },
];

const verifier = () => randomBytes(32).toString('base64url');

describe.each(DRIVERS)('sign-in with an OpenID provider on %s', (driver) => {
  let server: TestServer;
  let op: LocalOpenIdProvider;
  beforeAll(async () => {
    server = await createTestServer(driver);
    op = (await startLocalOpenIdProvider({ client: { ...CLIENT, redirectUris: [REDIRECT_URI] }, accounts: ACCOUNTS }))!;
    server.deps.openIdProviders = [
      {
        type: 'oidc',
        id: 'local',
        name: 'Local provider',
        issuer: op.issuer,
        clientId: CLIENT.clientId,
        clientSecret: CLIENT.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        brands: null,
        trustEmail: false,
        allowHttp: true,
      },
    ];
  });
  afterAll(async () => {
    await op.close();
    await server.close();
  });
  afterEach(async () => {
    op.rewriteTokens = null;
    if (driver === 'pglite') server.deps.rateLimiters = createRateLimiters();
    else await server.db.deleteFrom('rate_limiter').execute();
  });

  /** Starts a sign-in as the widget does: a verifier kept, its challenge sent. */
  async function start(provider = 'local') {
    const codeVerifier = verifier();
    const started = await memberCall(server, 'POST', 'open_id/start', {
      body: { provider, code_challenge: pkceChallenge(codeVerifier), code_challenge_method: 'S256' },
    });
    return { started, codeVerifier, state: started.json?.data?.state as string, url: started.json?.data?.authorization_url as string };
  }

  /** The pop-up comes back to our callback page. */
  const callback = (returned: URL) => server.app.request(`${returned.pathname}${returned.search}`, { headers: { accept: 'text/html' } });
  const redeem = (state: string, codeVerifier: string) => memberCall(server, 'POST', 'open_id/sign_in', { body: { state, code_verifier: codeVerifier } });
  const reasonOf = (answer: { json: { errors: Array<{ details: { base: Array<{ code: string }> } }> } }) => answer.json.errors[0]!.details.base[0]!.code;

  /** A whole sign-in as `account`, up to the redeem's answer. */
  async function signInAs(account: string) {
    const flow = await start();
    expect(flow.started.status).toBe(201);
    expect((await callback(await authorizeAt(op, flow.url, account))).status).toBe(200);
    return redeem(flow.state, flow.codeVerifier);
  }

  it('lists the providers of the brand, and only those', async () => {
    const listed = await memberCall(server, 'GET', 'open_id/providers');
    expect(listed.json).toEqual({ data: [{ id: 'local', name: 'Local provider' }] });
    const everyBrand = server.deps.openIdProviders!;
    try {
      server.deps.openIdProviders = [{ ...everyBrand[0]!, brands: ['another-brand'] }];
      expect((await memberCall(server, 'GET', 'open_id/providers')).json).toEqual({ data: [] });
      expect((await start()).started.status).toBe(404);
    } finally {
      server.deps.openIdProviders = everyBrand;
    }
  });

  it('signs a new member in through the provider, and finds the same member the next time', async () => {
    const flow = await start();
    expect(flow.started.status).toBe(201);
    const url = new URL(flow.url);
    expect(url.origin).toBe(op.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      code_challenge_method: 'S256',
      state: flow.state,
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the state is kept only as its hash
    const intents = await server.db.selectFrom('member_login_intents').selectAll().execute();
    expect(JSON.stringify(intents)).not.toContain(flow.state);

    // before the pop-up is back, the widget is told to wait
    const early = await redeem(flow.state, flow.codeVerifier);
    expect(early.status).toBe(409);
    expect(reasonOf(early)).toBe('open_id_pending');

    const returned = await authorizeAt(op, flow.url, 'alice-1');
    expect(returned.searchParams.get('state')).toBe(flow.state);
    const page = await callback(returned);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[^']+'; /);
    const html = await page.text();
    expect(html).toContain(`{"state":"${flow.state}","origin":"http://localhost:8080"}`);
    // the page's one script runs: the CSP names its hash
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(page.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(script).toContain('postMessage');
    // the code is sealed, never kept in clear
    expect(JSON.stringify(await server.db.selectFrom('member_login_intents').selectAll().execute())).not.toContain(returned.searchParams.get('code'));

    const signedIn = await redeem(flow.state, flow.codeVerifier);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data).toMatchObject({
      token_type: 'Bearer',
      user: { email: 'alice@social.example', first_name: 'Alice', last_name: 'Ito', locale: 'en' },
    });
    expect(refreshTokenOf(signedIn)).toBeTruthy();
    const shown = await memberCall(server, 'GET', 'show', { bearer: signedIn.json.data.access_token });
    expect(shown.status).toBe(200);
    const member = await server.db.selectFrom('members').selectAll().where('email', '=', 'alice@social.example').executeTakeFirstOrThrow();
    expect(member.password_hash).toBeNull();
    expect(member.confirmed_at).not.toBeNull();
    expect(await server.db.selectFrom('member_identities').select(['issuer', 'subject']).where('member_id', '=', member.id).execute()).toEqual([
      { issuer: op.issuer, subject: 'alice-1' },
    ]);

    const again = await signInAs('alice-1');
    expect(again.status).toBe(200);
    expect(again.json.data.user.id).toBe(member.id);
    expect(await server.db.selectFrom('members').select('id').where('email', '=', 'alice@social.example').execute()).toHaveLength(1);
  });

  it('tells the widget when the guest cancels at the provider, and the redeem is refused at once', async () => {
    const flow = await start();
    const returned = await authorizeAt(op, flow.url, '');
    expect(returned.searchParams.get('error')).toBe('access_denied');
    const page = await callback(returned);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('The sign-in was not completed.');
    const refused = await redeem(flow.state, flow.codeVerifier);
    expect(refused.status).toBe(422);
    // said to the widget that holds the verifier: the guest cancelled, nothing else went wrong
    expect(reasonOf(refused)).toBe('open_id_cancelled');
    expect(reasonOf(await redeem(flow.state, flow.codeVerifier))).toBe('open_id_sign_in_failed');

    // a redeem with another verifier learns nothing of it
    const other = await start();
    expect((await callback(await authorizeAt(op, other.url, ''))).status).toBe(200);
    expect(reasonOf(await redeem(other.state, verifier()))).toBe('open_id_sign_in_failed');
  });

  it('refuses a wrong state at the callback and at the redeem', async () => {
    const flow = await start();
    const returned = await authorizeAt(op, flow.url, 'dan-4');
    const forged = new URL(returned);
    forged.searchParams.set('state', verifier());
    const page = await callback(forged);
    expect(page.status).toBe(400);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(await page.text()).not.toContain('yado-open-id');
    expect((await callback(returned)).status).toBe(200);
    const wrong = await redeem(verifier(), flow.codeVerifier);
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors[0].code).toBe('1000');
    expect(reasonOf(wrong)).toBe('open_id_sign_in_failed');
  });

  it('redeems a login code once: a replay, and a second return of the pop-up, are refused', async () => {
    const flow = await start();
    const returned = await authorizeAt(op, flow.url, 'dan-4');
    expect((await callback(returned)).status).toBe(200);
    expect((await callback(returned)).status).toBe(400);
    expect((await redeem(flow.state, flow.codeVerifier)).status).toBe(200);
    const replay = await redeem(flow.state, flow.codeVerifier);
    expect(replay.status).toBe(422);
    expect(reasonOf(replay)).toBe('open_id_sign_in_failed');
  });

  it('refuses a wrong verifier, and the sign-in is spent by it', async () => {
    const flow = await start();
    await callback(await authorizeAt(op, flow.url, 'dan-4'));
    const wrong = await redeem(flow.state, verifier());
    expect(wrong.status).toBe(422);
    expect(reasonOf(wrong)).toBe('open_id_sign_in_failed');
    expect((await redeem(flow.state, flow.codeVerifier)).status).toBe(422);
  });

  it('refuses a sign-in redeemed from another client session', async () => {
    const flow = await start();
    await callback(await authorizeAt(op, flow.url, 'dan-4'));
    const session = await server.app.request('/identity/v1/client_sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'demo-kyoto' }),
    });
    const other = await memberCall(server, 'POST', 'open_id/sign_in', {
      body: { state: flow.state, code_verifier: flow.codeVerifier },
      headers: { [CLIENT_SESSION_HEADER]: ((await session.json()) as { data: { client_session: string } }).data.client_session },
    });
    expect(other.status).toBe(422);
    expect(reasonOf(other)).toBe('open_id_sign_in_failed');
    // the right session still can: a stranger's try does not spend it
    expect((await redeem(flow.state, flow.codeVerifier)).status).toBe(200);
  });

  it('refuses an ID token made for another audience, and makes no member', async () => {
    op.rewriteTokens = (body) => {
      const payload = JSON.parse(Buffer.from(String(body.id_token).split('.')[1]!, 'base64url').toString());
      return { ...body, id_token: op.sign({ ...payload, aud: 'another-client' }) };
    };
    const refused = await signInAs('eve-5');
    expect(refused.status).toBe(422);
    expect(reasonOf(refused)).toBe('open_id_sign_in_failed');
    expect(await server.db.selectFrom('member_identities').select('id').where('subject', '=', 'eve-5').execute()).toHaveLength(0);
    expect(await server.db.selectFrom('members').select('id').where('email', '=', 'eve@social.example').execute()).toHaveLength(0);
  });

  it('refuses an ID token signed by another key', async () => {
    op.rewriteTokens = (body) => {
      const [header, payload] = String(body.id_token).split('.');
      return { ...body, id_token: `${header}.${payload}.${randomBytes(256).toString('base64url')}` };
    };
    const refused = await signInAs('dan-4');
    expect(refused.status).toBe(422);
    expect(reasonOf(refused)).toBe('open_id_sign_in_failed');
  });

  it('refuses a login code after the sign-in expired (10 minutes)', async () => {
    const flow = await start();
    await callback(await authorizeAt(op, flow.url, 'dan-4'));
    try {
      await server.travelTo(new Date(TEST_NOW.getTime() + 10 * 60_000 + 1000), { keepSession: true });
      const late = await redeem(flow.state, flow.codeVerifier);
      expect(late.status).toBe(422);
      expect(reasonOf(late)).toBe('open_id_sign_in_failed');
      // and the sweeper deletes it
      expect(await deleteExpiredLoginIntents(server.db, server.deps.now())).toBeGreaterThan(0);
      expect(await server.db.selectFrom('member_login_intents').select('state_hash').where('expires_at', '<', server.deps.now()).execute()).toEqual([]);
    } finally {
      await server.travelTo(TEST_NOW);
    }
  });

  it('never takes over an account that has the e-mail address, even one the provider verified', async () => {
    expect((await memberCall(server, 'POST', 'sign_up', { body: signUpBody('carol@example.com') })).status).toBe(201);
    const before = await server.db.selectFrom('members').selectAll().where('email', '=', 'carol@example.com').executeTakeFirstOrThrow();
    const refused = await signInAs('carol-3');
    expect(refused.status).toBe(422);
    expect(reasonOf(refused)).toBe('open_id_account_exists');
    expect(refused.headers.getSetCookie()).toEqual([]);
    const after = await server.db.selectFrom('members').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
    expect(await server.db.selectFrom('member_identities').select('id').where('member_id', '=', before.id).execute()).toHaveLength(0);
  });

  it('makes no member from an e-mail address the provider did not verify', async () => {
    const refused = await signInAs('bob-2');
    expect(refused.status).toBe(422);
    expect(reasonOf(refused)).toBe('open_id_email_missing');
    expect(await server.db.selectFrom('members').select('id').where('email', '=', 'bob@social.example').execute()).toHaveLength(0);
  });

  it('answers 502 when the provider cannot be reached (503 is our maintenance to the widget), and keeps no sign-in', async () => {
    const reachable = server.deps.openIdProviders!;
    try {
      server.deps.openIdProviders = [{ ...(reachable[0] as OidcProvider), id: 'gone', issuer: 'http://127.0.0.1:9' }];
      const before = await server.db.selectFrom('member_login_intents').select('state_hash').execute();
      const { started } = await start('gone');
      expect(started.status).toBe(502);
      expect(started.json.errors[0].code).toBe('3203');
      expect(await server.db.selectFrom('member_login_intents').select('state_hash').execute()).toHaveLength(before.length);
    } finally {
      server.deps.openIdProviders = reachable;
    }
  });

  it('refuses a provider the brand does not have', async () => {
    const { started } = await start('facebook');
    expect(started.status).toBe(404);
    expect(started.json.errors[0].code).toBe('1000');
  });
});
