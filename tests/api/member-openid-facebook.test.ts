import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertMemberIdentity } from '../../server/db/repositories/member-identities-repository.ts';
import { pkceChallenge } from '../../server/domain/open-id.ts';
import { createRateLimiters } from '../../server/http/rate-limit.ts';
import type { FacebookProvider } from '../../server/openid/provider-config.ts';
import { authorizeAtFacebook, type FakeFacebook, startFakeFacebook } from '../support/facebook-fake.ts';
import { memberCall, refreshTokenOf, signUpBody } from '../support/members.ts';
import { REDIRECT_URI } from '../support/open-id.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

// server/README.md "Facebook": OAuth 2.0 against a local fake of Facebook (no live test)
const APP = { clientId: '1234567890', clientSecret: randomBytes(16).toString('hex'), redirectUri: REDIRECT_URI };
const NEW = { id: '10000000001', name: 'Aiko Mori', first_name: 'Aiko', last_name: 'Mori', email: 'aiko@social.example' };
const HAS_ACCOUNT = { id: '10000000002', name: 'Ken Abe', first_name: 'Ken', last_name: 'Abe', email: 'ken@example.com' };
const LINKED = { id: '10000000003', name: 'Rin Sato', first_name: 'Rin', last_name: 'Sato', email: 'rin@social.example' };
// members linked by the refusal tests: each would be signed in but for the failure
const LINKED_GRAPH = { ...LINKED, id: '10000000004' };
const LINKED_PROOF = { ...LINKED, id: '10000000005' };
const TRUSTED = { id: '10000000006', name: 'Mei Ono', first_name: 'Mei', last_name: 'Ono', email: 'Mei.Ono@social.example' };

const verifier = () => randomBytes(32).toString('base64url');

describe.each(DRIVERS)('sign-in with Facebook on %s', (driver) => {
  let server: TestServer;
  let fake: FakeFacebook;
  let provider: FacebookProvider;
  beforeAll(async () => {
    server = await createTestServer(driver);
    fake = await startFakeFacebook(APP, [NEW, HAS_ACCOUNT, LINKED, LINKED_GRAPH, LINKED_PROOF, TRUSTED]);
    provider = {
      type: 'facebook',
      id: 'facebook',
      name: 'Facebook',
      clientId: APP.clientId,
      clientSecret: APP.clientSecret,
      brands: null,
      endpoints: fake.endpoints,
      allowHttp: true,
      trustEmail: false,
    };
    server.deps.openIdProviders = [provider];
  });
  afterAll(async () => {
    await fake.close();
    await server.close();
  });
  afterEach(async () => {
    fake.calls.length = 0;
    fake.failMe = null;
    fake.proofSecret = null;
    server.deps.openIdProviders = [provider];
    if (driver === 'pglite') server.deps.rateLimiters = createRateLimiters();
    else await server.db.deleteFrom('rate_limiter').execute();
  });

  async function start() {
    const codeVerifier = verifier();
    const started = await memberCall(server, 'POST', 'open_id/start', {
      body: { provider: 'facebook', code_challenge: pkceChallenge(codeVerifier), code_challenge_method: 'S256' },
    });
    expect(started.status).toBe(201);
    return { codeVerifier, state: started.json.data.state as string, url: started.json.data.authorization_url as string };
  }
  const callback = (returned: URL) => server.app.request(`${returned.pathname}${returned.search}`, { headers: { accept: 'text/html' } });
  const redeem = (state: string, codeVerifier: string, more: Record<string, string> = {}) =>
    memberCall(server, 'POST', 'open_id/sign_in', { body: { state, code_verifier: codeVerifier, ...more } });
  const reasonOf = (answer: { json: { errors: Array<{ details: { base: Array<{ code: string }> } }> } }) => answer.json.errors[0]!.details.base[0]!.code;

  /** A whole sign-in as the Facebook user `id`, up to the redeem's answer. */
  async function signInAs(id: string) {
    const flow = await start();
    expect((await callback(await authorizeAtFacebook(flow.url, id))).status).toBe(200);
    return redeem(flow.state, flow.codeVerifier);
  }

  /** A member of the demo brand, signed up with a password, whose identity is the Facebook user `id`. */
  async function linkedMember(email: string, id: string) {
    expect((await memberCall(server, 'POST', 'sign_up', { body: signUpBody(email) })).status).toBe(201);
    const member = await server.db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const issuer = new URL(fake.endpoints.me).origin;
    await insertMemberIdentity(server.db, { memberId: member.id, brandId: member.brand_id, issuer, subject: id, now: new Date() });
    return member;
  }

  it("lists Facebook, and starts at its dialog with our state, the widget's PKCE challenge and no nonce", async () => {
    expect((await memberCall(server, 'GET', 'open_id/providers')).json).toEqual({ data: [{ id: 'facebook', name: 'Facebook' }] });
    const codeVerifier = verifier();
    const started = await memberCall(server, 'POST', 'open_id/start', {
      body: { provider: 'facebook', code_challenge: pkceChallenge(codeVerifier), code_challenge_method: 'S256' },
    });
    expect(started.status).toBe(201);
    const url = new URL(started.json.data.authorization_url);
    expect(`${url.origin}${url.pathname}`).toBe(fake.endpoints.authorization);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: APP.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'email,public_profile',
      state: started.json.data.state,
      code_challenge: pkceChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    // starting asks nothing of Facebook: no discovery document
    expect(fake.calls).toEqual([]);
  });

  it('makes no member from the address Facebook answers, which Facebook does not say is verified', async () => {
    const refused = await signInAs(NEW.id);
    expect(refused.status).toBe(422);
    expect(reasonOf(refused)).toBe('open_id_email_missing');
    // the code was exchanged (app secret, verifier) and /me read (appsecret_proof): the fake checked them
    expect(fake.calls).toEqual(['token 200', 'me 200']);
    expect(await server.db.selectFrom('members').select('id').where('email', '=', NEW.email).execute()).toEqual([]);
    expect(await server.db.selectFrom('member_identities').select('id').where('subject', '=', NEW.id).execute()).toEqual([]);
  });

  it('makes a member from the address Facebook answers when the operator trusts it, and still never takes over an account of that address', async () => {
    server.deps.openIdProviders = [{ ...provider, trustEmail: true }];
    const made = await signInAs(TRUSTED.id);
    expect(made.status).toBe(200);
    const member = await server.db.selectFrom('members').selectAll().where('email', '=', 'mei.ono@social.example').executeTakeFirstOrThrow();
    expect([member.password_hash, member.first_name]).toEqual([null, TRUSTED.first_name]);
    // the same Facebook user next time: the same member, by the linked id
    expect((await signInAs(TRUSTED.id)).status).toBe(200);
    expect(await server.db.selectFrom('member_identities').select('member_id').where('subject', '=', TRUSTED.id).execute()).toEqual([{ member_id: member.id }]);

    expect((await memberCall(server, 'POST', 'sign_up', { body: signUpBody(HAS_ACCOUNT.email) })).status).toBe(201);
    const refused = await signInAs(HAS_ACCOUNT.id);
    expect([refused.status, reasonOf(refused)]).toEqual([422, 'open_id_account_exists']);
  });

  it('never links an account by the address Facebook answers', async () => {
    expect((await memberCall(server, 'POST', 'sign_up', { body: signUpBody(HAS_ACCOUNT.email) })).status).toBe(201);
    const member = await server.db.selectFrom('members').select('id').where('email', '=', HAS_ACCOUNT.email).executeTakeFirstOrThrow();
    const refused = await signInAs(HAS_ACCOUNT.id);
    expect(refused.status).toBe(422);
    expect(reasonOf(refused)).toBe('open_id_email_missing');
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await server.db.selectFrom('member_identities').select('id').where('member_id', '=', member.id).execute()).toEqual([]);
  });

  it('signs in the member a Facebook id is linked to, whatever address Facebook answers', async () => {
    const member = await linkedMember('rin.sato@example.com', LINKED.id);
    for (let time = 0; time < 2; time += 1) {
      const signedIn = await signInAs(LINKED.id);
      expect(signedIn.status).toBe(200);
      expect(signedIn.json.data.user).toMatchObject({ id: member.id, email: 'rin.sato@example.com' });
      expect(refreshTokenOf(signedIn)).toBeTruthy();
      expect((await memberCall(server, 'GET', 'show', { bearer: signedIn.json.data.access_token })).status).toBe(200);
    }
    expect(await server.db.selectFrom('members').select('id').where('email', '=', LINKED.email).execute()).toEqual([]);
  });

  it('takes the id only from the Graph API, never from the browser or the return to our callback', async () => {
    await linkedMember('rin.forged@example.com', '10000000099');
    const flow = await start();
    const returned = await authorizeAtFacebook(flow.url, NEW.id);
    returned.searchParams.set('id', '10000000099');
    returned.searchParams.set('user_id', '10000000099');
    expect((await callback(returned)).status).toBe(200);
    const refused = await redeem(flow.state, flow.codeVerifier, { id: '10000000099', subject: '10000000099' });
    expect(refused.status).toBe(422);
    expect(reasonOf(refused)).toBe('open_id_email_missing');
  });

  it('refuses a wrong state at the callback and at the redeem', async () => {
    const flow = await start();
    const returned = await authorizeAtFacebook(flow.url, LINKED.id);
    const forged = new URL(returned);
    forged.searchParams.set('state', verifier());
    expect((await callback(forged)).status).toBe(400);
    expect((await callback(returned)).status).toBe(200);
    const wrong = await redeem(verifier(), flow.codeVerifier);
    expect(wrong.status).toBe(422);
    expect(reasonOf(wrong)).toBe('open_id_sign_in_failed');
    expect(fake.calls).toEqual([]);
  });

  it('refuses a wrong verifier before it reaches Facebook, and the sign-in is spent by it', async () => {
    const flow = await start();
    await callback(await authorizeAtFacebook(flow.url, LINKED.id));
    const wrong = await redeem(flow.state, verifier());
    expect(wrong.status).toBe(422);
    expect(reasonOf(wrong)).toBe('open_id_sign_in_failed');
    expect((await redeem(flow.state, flow.codeVerifier)).status).toBe(422);
    expect(fake.calls).toEqual([]);
  });

  it('tells the widget when the person cancels in Facebook’s dialog', async () => {
    const flow = await start();
    const returned = await authorizeAtFacebook(flow.url, null);
    expect(returned.searchParams.get('error_reason')).toBe('user_denied');
    expect((await callback(returned)).status).toBe(200);
    const refused = await redeem(flow.state, flow.codeVerifier);
    expect(reasonOf(refused)).toBe('open_id_cancelled');
    expect(fake.calls).toEqual([]);
  });

  it('refuses the sign-in, even of a linked member, when the Graph API fails or cannot be reached', async () => {
    await linkedMember('rin.graph@example.com', LINKED_GRAPH.id);
    for (const failMe of ['down', 'expired'] as const) {
      fake.failMe = failMe;
      const refused = await signInAs(LINKED_GRAPH.id);
      expect(refused.status).toBe(422);
      expect(reasonOf(refused)).toBe('open_id_sign_in_failed');
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    expect(fake.calls).toEqual(['token 200', 'me 500', 'token 200', 'me 400']);
    fake.failMe = null;
    // a port nothing listens on any more
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    server.deps.openIdProviders = [{ ...provider, endpoints: { ...provider.endpoints, me: `http://127.0.0.1:${port}/v21.0/me` } }];
    const unreachable = await signInAs(LINKED_GRAPH.id);
    expect(unreachable.status).toBe(422);
    expect(reasonOf(unreachable)).toBe('open_id_sign_in_failed');
    // the same sign-in with the Graph API answering
    server.deps.openIdProviders = [provider];
    expect((await signInAs(LINKED_GRAPH.id)).status).toBe(200);
  });

  it('refuses the sign-in when Facebook refuses our appsecret_proof or our app secret', async () => {
    await linkedMember('rin.proof@example.com', LINKED_PROOF.id);
    fake.proofSecret = randomBytes(16).toString('hex');
    const badProof = await signInAs(LINKED_PROOF.id);
    expect(badProof.status).toBe(422);
    expect(reasonOf(badProof)).toBe('open_id_sign_in_failed');
    expect(fake.calls).toEqual(['token 200', 'me 400']);
    fake.proofSecret = null;
    fake.calls.length = 0;
    server.deps.openIdProviders = [{ ...provider, clientSecret: 'another-secret' }];
    const badSecret = await signInAs(LINKED_PROOF.id);
    expect(reasonOf(badSecret)).toBe('open_id_sign_in_failed');
    expect(fake.calls).toEqual(['token 400']);
    server.deps.openIdProviders = [provider];
    expect((await signInAs(LINKED_PROOF.id)).status).toBe(200);
  });
});
