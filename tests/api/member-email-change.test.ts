import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../server/db/seed-member.ts';
import { storedHash } from '../../server/domain/member-tokens.ts';
import { accessTokenOf, linkToken, mailsTo, memberCall, newSignedInMember } from '../support/members.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('a member’s e-mail change on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const change = (token: string, email: string, current_password = 'Kyoto2026x') =>
    memberCall(server, 'PUT', 'update_email', { body: { email, current_password }, bearer: token });
  const confirm = (token: string) => memberCall(server, 'GET', `confirm?confirmation_token=${token}&email_update=true`);
  const signIn = (email: string) => memberCall(server, 'POST', 'sign_in', { body: { email, password: 'Kyoto2026x' } });

  it('keeps the old address until the link sent to the new one is clicked, and tells the old address', async () => {
    const token = await newSignedInMember(server, 'old@example.com');
    const asked = await change(token, 'New@Example.com');
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ data: { pending_email: 'new@example.com' } });

    const [link] = await mailsTo(server, 'new@example.com');
    expect(link!.kind).toBe('member_email_change');
    expect(link!.body_text).toContain('open_widget=%2Fmember-confirmation%3Fconfirmation_token%3D');
    expect(link!.body_text).toContain('email_update%3Dtrue');
    const told = (await mailsTo(server, 'old@example.com')).at(-1)!;
    expect(told.kind).toBe('member_email_change_requested');
    expect(told.body_text).toContain('new@example.com');

    // pending: the account still answers to the old address only
    expect((await memberCall(server, 'GET', 'show', { bearer: token })).json.data.email).toBe('old@example.com');
    expect((await signIn('new@example.com')).status).toBe(422);
    const secret = linkToken(link!.body_text, 'confirmation_token');
    const stored = await server.db
      .selectFrom('member_tokens')
      .select(['token_hash', 'new_email', 'expires_at'])
      .where('purpose', '=', 'email_change')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(storedHash(secret));
    expect(stored[0]!.new_email).toBe('new@example.com');
    expect(stored[0]!.expires_at.getTime() - TEST_NOW.getTime()).toBe(24 * 60 * 60 * 1000);

    const confirmed = await confirm(secret);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ data: { email: 'new@example.com' } });
    expect((await signIn('new@example.com')).status).toBe(200);
    expect((await signIn('old@example.com')).status).toBe(422);
    const again = await confirm(secret);
    expect(again.status).toBe(422);
    expect(again.json.errors[0].code).toBe('3780');
  });

  it('answers alike when the new address already has an account, and tells that address instead of sending a link', async () => {
    const token = await newSignedInMember(server, 'mover@example.com');
    const free = await change(token, 'free@example.com');
    const taken = await change(token, DEMO_MEMBER.email);
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.json.data)).toEqual(Object.keys(free.json.data));
    expect(taken.json.data.pending_email).toBe(DEMO_MEMBER.email);

    expect((await mailsTo(server, DEMO_MEMBER.email)).map((mail) => mail.kind)).toEqual(['member_email_taken']);
    expect((await mailsTo(server, 'mover@example.com')).filter((mail) => mail.kind === 'member_email_change_requested')).toHaveLength(2);
    // the earlier link stopped working when the second change was asked; the taken address got none
    const first = linkToken((await mailsTo(server, 'free@example.com'))[0]!.body_text, 'confirmation_token');
    expect((await confirm(first)).status).toBe(422);
    expect((await accessTokenOf(server, DEMO_MEMBER.email, DEMO_MEMBER.password)).length).toBeGreaterThan(0);
  });

  it('refuses a wrong current password, the same address, an expired link and a call without a sign-in', async () => {
    const token = await newSignedInMember(server, 'careful@example.com');
    const wrong = await change(token, 'elsewhere@example.com', 'NotMine2026');
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors[0].details.current_password[0].code).toBe('current_password_wrong');
    expect(await mailsTo(server, 'elsewhere@example.com')).toEqual([]);
    const same = await change(token, 'Careful@example.com');
    expect(same.status).toBe(422);
    expect(same.json.errors[0].details.email[0].code).toBe('email_unchanged');
    expect((await memberCall(server, 'PUT', 'update_email', { body: { email: 'x@example.com', current_password: 'Kyoto2026x' } })).status).toBe(401);

    expect((await change(token, 'later@example.com')).status).toBe(200);
    const secret = linkToken((await mailsTo(server, 'later@example.com'))[0]!.body_text, 'confirmation_token');
    // the link of a change is no sign-up confirmation, and lasts a day
    expect((await memberCall(server, 'GET', `confirm?confirmation_token=${secret}`)).status).toBe(422);
    await server.travelTo(new Date(TEST_NOW.getTime() + 25 * 60 * 60 * 1000));
    expect((await confirm(secret)).json.errors[0].code).toBe('3780');
    expect((await signIn('careful@example.com')).status).toBe(200);
  });
});
