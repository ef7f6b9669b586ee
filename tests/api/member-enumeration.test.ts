import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../server/db/seed-member.ts';
import { createRateLimiters } from '../../server/http/rate-limit.ts';
import { checkPassword } from '../../server/domain/passwords.ts';
import { linkToken, mailsTo, memberCall, type RawAnswer, refreshTokenOf, signUpBody } from '../support/members.ts';
import { findSecretsInClear } from '../support/secret-scan.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

/** An address of the same length as the demo member's with no account: answers may then match byte for byte. */
const NOBODY = 'nobody@yado.example';

/** Status, headers and body of an answer, the e-mail typed written as EMAIL. */
function shape(answer: RawAnswer, email: string) {
  const headers = [...answer.headers.entries()].filter(([name]) => name !== 'date');
  return { status: answer.status, headers, body: answer.text.replaceAll(email, 'EMAIL') };
}

describe.each(DRIVERS)('no account enumeration on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    server.deps.trustProxy = 0;
    if (driver === 'pglite') server.deps.rateLimiters = createRateLimiters();
    else await server.db.deleteFrom('rate_limiter').execute();
  });

  const signIn = (email: string, password: string, from = '203.0.113.1') =>
    memberCall(server, 'POST', 'sign_in', { body: { email, password }, headers: { 'x-forwarded-for': from } });

  it('answers sign-in alike for an unknown e-mail, a wrong password and an unconfirmed account', async () => {
    expect(NOBODY.length).toBe(DEMO_MEMBER.email.length);
    await memberCall(server, 'POST', 'sign_up', {
      body: signUpBody('waiting@yado.example', { password: 'Waiting2026', password_confirmation: 'Waiting2026' }),
    });
    const unknown = await signIn(NOBODY, 'Whatever2026');
    const wrong = await signIn(DEMO_MEMBER.email, 'Whatever2026');
    const unconfirmed = await signIn('waiting@yado.example', 'Waiting2026');
    expect(unknown.status).toBe(422);
    expect(shape(wrong, DEMO_MEMBER.email)).toEqual(shape(unknown, NOBODY));
    expect(shape(unconfirmed, 'waiting@yado.example')).toEqual(shape(unknown, NOBODY));
  });

  it('answers sign-up alike for a new e-mail and one with an account, whose owner is told by e-mail', async () => {
    const taken = await memberCall(server, 'POST', 'sign_up', { body: signUpBody(DEMO_MEMBER.email) });
    const fresh = await memberCall(server, 'POST', 'sign_up', { body: signUpBody(NOBODY) });
    expect(fresh.status).toBe(201);
    expect(shape(taken, DEMO_MEMBER.email)).toEqual(shape(fresh, NOBODY));
    const owner = (await mailsTo(server, DEMO_MEMBER.email)).at(-1)!;
    expect(owner.kind).toBe('member_exists');
    expect(owner.subject).toBe('You already have an account at Yado Kyoto Demo');
    expect(owner.body_text).toContain('%2Fforgot-password%3F');
    // the account's password did not change
    expect((await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(200);
  });

  it('answers forgot-password and resend alike whether or not the e-mail has an account, e-mailing only a real one', async () => {
    for (const path of ['start_reset_password_process', 'resend_confirmation']) {
      const known = await memberCall(server, 'POST', path, { body: { email: DEMO_MEMBER.email } });
      const unknown = await memberCall(server, 'POST', path, { body: { email: 'nobod2@yado.example' } });
      expect(known.status).toBe(200);
      expect(shape(known, DEMO_MEMBER.email)).toEqual(shape(unknown, 'nobod2@yado.example'));
    }
    expect((await mailsTo(server, 'nobod2@yado.example')).length).toBe(0);
    expect((await mailsTo(server, DEMO_MEMBER.email)).slice(-2).map((m) => m.kind)).toEqual(['member_reset_password', 'member_exists']);
  });

  it('takes about as long to refuse an unknown e-mail as a wrong password: both run argon2', async () => {
    // the fastest of each: a busy machine only ever adds time, so the minimum is the cost itself
    const fastest = (values: number[]) => Math.min(...values);
    const timed = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    const refused = (email: string) => async () => expect((await signIn(email, 'Whatever2026')).status).toBe(422);
    // one of each first: the dummy hash is made at the first unknown e-mail
    await refused(NOBODY)();
    await refused(DEMO_MEMBER.email)();
    const { password_hash } = await server.db.selectFrom('members').select('password_hash').where('email', '=', DEMO_MEMBER.email).executeTakeFirstOrThrow();
    const argon: number[] = [];
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      argon.push(await timed(() => checkPassword(password_hash, 'Whatever2026')));
      unknown.push(await timed(refused(NOBODY)));
      known.push(await timed(refused(DEMO_MEMBER.email)));
    }
    // a refusal that skipped the hash would take a fraction of one argon2 check, measured here
    expect(fastest(unknown)).toBeGreaterThan(fastest(argon) * 0.7);
    expect(fastest(known)).toBeGreaterThan(fastest(argon) * 0.7);
    expect(fastest(unknown) / fastest(known)).toBeGreaterThan(0.5);
    expect(fastest(unknown) / fastest(known)).toBeLessThan(2);
  });

  it('pauses sign-in for an e-mail from one address after 10 failures, known or not, and tells only a real owner', async () => {
    server.deps.trustProxy = 1;
    const started = Date.now();
    for (const email of [DEMO_MEMBER.email, NOBODY]) {
      for (let i = 0; i < 10; i += 1) expect((await signIn(email, `Wrong${i}2026`)).status).toBe(422);
    }
    const lockedKnown = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const lockedUnknown = await signIn(NOBODY, DEMO_MEMBER.password);
    const took = Math.ceil((Date.now() - started) / 1000);
    expect(lockedKnown.status).toBe(429);
    expect(lockedKnown.json.errors[0].details.base[0].code).toBe('too_many_attempts');
    // the two pauses began at their own tenth failure, ten hashed refusals apart: seconds on a busy machine
    const waits = [lockedKnown, lockedUnknown].map((answer) => Number(answer.headers.get('retry-after')));
    expect(Math.abs(waits[0]! - waits[1]!)).toBeLessThanOrEqual(took + 1);
    for (const wait of waits) expect(wait).toBeGreaterThan(3600 - took - 2);
    const withoutWait = (answer: RawAnswer, email: string) => {
      const { headers, body, ...rest } = shape(answer, email);
      // the wait is also in the body's meta, where it differs by the same seconds
      const sameWait = body.replace(/"retry_after_seconds":\d+/, '"retry_after_seconds":0');
      return { ...rest, body: sameWait, headers: headers.filter(([name]) => name !== 'retry-after') };
    };
    expect(withoutWait(lockedKnown, DEMO_MEMBER.email)).toEqual(withoutWait(lockedUnknown, NOBODY));
    expect((await mailsTo(server, DEMO_MEMBER.email)).filter((m) => m.kind === 'member_locked').length).toBe(1);
    // the owner, from elsewhere, still signs in
    expect((await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password, '198.51.100.9')).status).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    server.deps.trustProxy = 1;
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 9; i += 1) expect((await signIn(DEMO_MEMBER.email, `Wrong${i}2026`)).status).toBe(422);
      expect((await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(200);
    }
  });

  it('stops an address after 100 failed sign-ins in a day, whatever the e-mails', async () => {
    server.deps.trustProxy = 1;
    const limiter = server.deps.rateLimiters.limiterFor({ kind: 'member_sign_in_daily', attempts: 100, windowMs: 24 * 3600_000 });
    await limiter.penalty('203.0.113.1', 100);
    expect((await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(429);
    expect((await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password, '198.51.100.10')).status).toBe(200);
  });

  it('keeps no password or token in clear: only hashes', async () => {
    const email = 'hashed@yado.example';
    const password = 'Hashed2026pw';
    await memberCall(server, 'POST', 'sign_up', { body: signUpBody(email, { password, password_confirmation: password }) });
    const confirmation = linkToken((await mailsTo(server, email))[0]!.body_text, 'confirmation_token');
    await memberCall(server, 'GET', `confirm?confirmation_token=${confirmation}`);
    const signedIn = await signIn(email, password);
    const refresh = refreshTokenOf(signedIn)!;
    const rotated = refreshTokenOf(await memberCall(server, 'POST', 'tokens', { body: {}, cookie: refresh }))!;
    await memberCall(server, 'POST', 'start_reset_password_process', { body: { email } });
    const reset = linkToken((await mailsTo(server, email)).at(-1)!.body_text, 'reset_password_token');
    const secrets = [password, confirmation, refresh, rotated, reset, signedIn.json.data.access_token];
    // the e-mails waiting in the outbox carry their links until sent (then blanked: outbox-sender.ts)
    expect((await findSecretsInClear(server.db, secrets)).filter((place) => !place.startsWith('outbox.body_'))).toEqual([]);
    const stored = await server.db.selectFrom('members').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
