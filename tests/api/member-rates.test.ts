import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../server/db/seed-member.ts';
import { issueAccessToken } from '../../server/domain/member-tokens.ts';
import { createRateLimiters } from '../../server/http/rate-limit.ts';
import { book, bookingBody } from '../support/booking.ts';
import { linkToken, mailsTo, memberCall, signUpBody } from '../support/members.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

type Offer = { room_plan_code: string; hotel_plan_code: string; rate_visibility: string; nightly_prices: Array<{ price: number }> };

describe.each(DRIVERS)('member rates and programmes on %s', (driver) => {
  let server: TestServer;
  let demoMember: string;
  let regularMember: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer(driver);
    demoMember = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    regularMember = await newMember('ren.ito@example.com');
    const programs = await server.db.selectFrom('programs').select(['id', 'code']).execute();
    const ranks = await server.db.selectFrom('program_ranks').select(['id', 'code']).execute();
    ids = Object.fromEntries([...programs, ...ranks].map((row) => [row.code, row.id]));
  });
  afterAll(() => server.close());
  afterEach(async () => {
    if (driver === 'pglite') server.deps.rateLimiters = createRateLimiters();
    else await server.db.deleteFrom('rate_limiter').execute();
  });

  async function signIn(email: string, password: string): Promise<string> {
    const answer = await memberCall(server, 'POST', 'sign_in', { body: { email, password } });
    expect(answer.status).toBe(200);
    return answer.json.data.access_token;
  }

  /** Signs up, confirms from the e-mail and signs in: a member of the brand's default programme. */
  async function newMember(email: string): Promise<string> {
    expect((await memberCall(server, 'POST', 'sign_up', { body: signUpBody(email) })).status).toBe(201);
    const token = linkToken((await mailsTo(server, email)).at(-1)!.body_text, 'confirmation_token');
    expect((await memberCall(server, 'GET', `confirm?confirmation_token=${token}`)).status).toBe(200);
    return signIn(email, 'Kyoto2026x');
  }

  const auth = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  async function search(token?: string, room: Record<string, unknown> = { adults: 2 }) {
    const rooms = encodeURIComponent(JSON.stringify([room]));
    const answer = await server.call('GET', `/hotels/demo-kyoto/rooms?checkin_date=2026-12-20&checkout_date=2026-12-22&rooms=${rooms}`, {
      headers: auth(token),
    });
    const offers: Offer[] = answer.status === 200 ? answer.json.data.room_types.flatMap((t: { room_plans: Offer[] }) => t.room_plans) : [];
    return { ...answer, offers, planCodes: [...new Set(offers.map((o) => o.hotel_plan_code))].sort() };
  }

  it('hides member rates from a guest who is not signed in, and says signing in may show more', async () => {
    const { status, json, offers, planCodes } = await search();
    expect(status).toBe(200);
    expect(planCodes).toEqual(['breakfast', 'early-bird', 'room-only']);
    expect(offers.every((o) => o.rate_visibility === 'all')).toBe(true);
    expect(json.data.sign_in_shows_member_rates).toBe(true);
  });

  it('shows a member the rates for every member, and a programme’s rate only from its rank up', async () => {
    const gold = await search(demoMember);
    expect(gold.planCodes).toEqual(['breakfast', 'club-gold', 'early-bird', 'members', 'room-only']);
    expect(gold.json.data.sign_in_shows_member_rates).toBe(false);
    const members = gold.offers.find((o) => o.room_plan_code === 'std-twin--members')!;
    const roomOnly = gold.offers.find((o) => o.room_plan_code === 'std-twin--room-only')!;
    expect(members.rate_visibility).toBe('member');
    expect(roomOnly.rate_visibility).toBe('all');
    // 10% off room only, rounded to ¥100
    expect(members.nightly_prices.map((n) => n.price)).toEqual(roomOnly.nightly_prices.map((n) => Math.round((n.price * 0.9) / 100) * 100));

    // a new member is in Yado Club at Regular: the Gold rate stays hidden
    const regular = await search(regularMember);
    expect(regular.planCodes).toEqual(['breakfast', 'early-bird', 'members', 'room-only']);
  });

  it('shows member rates in an undated search to the members they are for only', async () => {
    const undated = async (token?: string) => {
      const rooms = encodeURIComponent(JSON.stringify([{ adults: 2 }]));
      const answer = await server.call('GET', `/hotels/demo-kyoto/rooms?search_type=undated&nights=2&rooms=${rooms}`, { headers: auth(token) });
      expect(answer.status).toBe(200);
      return [...new Set(answer.json.data.room_types.flatMap((t: { room_plans: Offer[] }) => t.room_plans.map((p) => p.hotel_plan_code)))].sort();
    };
    expect(await undated()).toEqual(['breakfast', 'early-bird', 'room-only']);
    expect(await undated(regularMember)).toEqual(['breakfast', 'early-bird', 'members', 'room-only']);
    expect(await undated(demoMember)).toEqual(['breakfast', 'club-gold', 'early-bird', 'members', 'room-only']);
  });

  it('never answers one audience’s kept search to another', async () => {
    // the Gold member's answer is kept first; a guest and a Regular member then ask the same
    expect((await search(demoMember)).planCodes).toContain('club-gold');
    expect((await search(demoMember)).planCodes).toContain('club-gold');
    expect((await search()).planCodes).not.toContain('members');
    expect((await search(regularMember)).planCodes).not.toContain('club-gold');
    expect((await search(demoMember)).planCodes).toContain('club-gold');
  });

  it('refuses a search with an expired or forged member token, never reading it as a guest', async () => {
    const member = await server.db.selectFrom('members').select(['id', 'brand_id']).where('email', '=', DEMO_MEMBER.email).executeTakeFirstOrThrow();
    const session = await server.db.selectFrom('member_sessions').select('id').where('member_id', '=', member.id).executeTakeFirstOrThrow();
    const expired = issueAccessToken(
      { memberId: member.id, brandId: member.brand_id, sessionId: session.id },
      server.deps.sessionSecret,
      new Date(TEST_NOW.getTime() - 3600_000),
    );
    const late = await search(expired.token);
    expect(late.status).toBe(401);
    expect(late.json.errors[0].code).toBe('1400');
    const forged = await search(`${demoMember.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
    expect(forged.json.errors[0].code).toBe('3401');
  });

  it('prices the companions of the member’s programme, the one paying less applying', async () => {
    const nightsOf = (offers: Offer[]) => offers.find((o) => o.room_plan_code === 'washitsu--room-only')!.nightly_prices.map((n) => n.price);
    const base = nightsOf((await search(undefined, { adults: 1 })).offers);
    // everyone: a child companion pays half of a school-age child's 70%; Yado Club: a quarter of it
    expect(nightsOf((await search(undefined, { adults: 1, kid_tier_A_companion: 1 })).offers)).toEqual(base.map((p) => p + Math.round(p * 0.35)));
    expect(nightsOf((await search(regularMember, { adults: 1, kid_tier_A_companion: 1 })).offers)).toEqual(base.map((p) => p + Math.round(p * 0.175)));
  });

  it('refuses to book a member rate without the right sign-in (2304), writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('reservations')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const room = (plan: string) => ({ rooms: [{ room_type_code: 'std-twin', room_plan_code: `std-twin--${plan}`, adults: 2, kids_tiers: [] }] });

    const guest = await book(server, bookingBody(room('members')));
    expect(guest.status).toBe(403);
    expect(guest.json.errors[0].code).toBe('2304');
    expect(guest.json.errors[0].details.base[0].code).toBe('member_rate_sign_in_required');

    const regular = await server.call('POST', '/hotels/demo-kyoto/reservations', {
      body: bookingBody(room('club-gold')),
      headers: { 'idempotency-key': 'regular-member-gold-rate', ...auth(regularMember) },
    });
    expect(regular.status).toBe(403);
    expect(regular.json.errors[0].code).toBe('2304');
    expect(regular.json.errors[0].details.base[0].code).toBe('member_rate_not_for_member');
    expect(await count()).toBe(before);

    const gold = await server.call('POST', '/hotels/demo-kyoto/reservations', {
      body: bookingBody(room('club-gold')),
      headers: { 'idempotency-key': 'gold-member-gold-rate', ...auth(demoMember) },
    });
    expect(gold.status).toBe(201);
    expect(gold.json.data.rooms[0].room_plan_code).toBe('std-twin--club-gold');
    expect(await count()).toBe(before + 1);
  });

  it('asks a member the questions, and shows them the notices, of their programme’s and rank’s labels', async () => {
    const questions = async (token?: string) =>
      (await server.call('GET', '/hotels/demo-kyoto/additional_questions', { headers: auth(token) })).json.data.map((q: { name: string }) => q.name);
    expect(await questions()).not.toContain('Your pillow (members)');
    expect(await questions(demoMember)).toContain('Your pillow (members)');
    const brandQuestions = await server.call('GET', '/hotel_brands/yado-demo/additional_questions', { headers: auth(demoMember) });
    expect(brandQuestions.status).toBe(200);

    const notices = async (token?: string) =>
      (await server.call('GET', '/hotels/demo-kyoto/notifications?checkin_date=2026-12-20', { headers: auth(token) })).json.data.map(
        (n: { title: string }) => n.title,
      );
    expect(await notices()).not.toContain('Members: check out as late as 12:00');
    expect(await notices(demoMember)).toContain('Members: check out as late as 12:00');

    // a question only members are asked is answered in a member's booking, and refused in a guest's
    const pillow = (await server.call('GET', '/hotels/demo-kyoto/additional_questions', { headers: auth(demoMember) })).json.data.find(
      (q: { name: string }) => q.name === 'Your pillow (members)',
    );
    const answers = [{ question_id: pillow.id, value: { type: 'options', codes: ['soft'] } }];
    const body = bookingBody({ checkin_date: '2027-01-10', checkout_date: '2027-01-11', answers });
    const asMember = await server.call('POST', '/hotels/demo-kyoto/reservations', {
      body,
      headers: { 'idempotency-key': 'pillow-member', ...auth(demoMember) },
    });
    expect(asMember.status).toBe(201);
    expect((await book(server, body)).status).toBe(422);
  });

  it('shows the member’s programme and rank, and switches programme keeping the rank of each', async () => {
    const shown = await memberCall(server, 'GET', 'show', { bearer: demoMember });
    expect(shown.status).toBe(200);
    expect(shown.json.data).toMatchObject({
      email: DEMO_MEMBER.email,
      program_id: ids['yado-club'],
      rank_id: ids.gold,
      non_signed_in_program_ids: [ids['care-family']],
      program: { code: 'yado-club', name: 'Yado Club', is_default: true },
      rank: { code: 'gold', name: 'Gold', level: 2 },
    });
    expect(shown.json.data.program.ranks.map((r: { code: string }) => r.code)).toEqual(['regular', 'silver', 'gold']);
    expect(shown.json.data.program.additional_tiers_attributes).toEqual([
      { code: 'kid_tier_A_companion', is_active: true, name: 'Child companions, 6–12 (a quarter of the child price, Yado Club)', rate_percent: 25 },
    ]);

    const toBusiness = await memberCall(server, 'POST', 'switch', { bearer: demoMember, body: { program_id: ids['yado-business'] } });
    expect(toBusiness.status).toBe(200);
    expect(toBusiness.json.data).toMatchObject({ program_id: ids['yado-business'], rank: { code: 'member', level: 0 } });
    // member rates follow the programme: Yado Club's Gold rate is gone, the rate for every member stays
    expect((await search(demoMember)).planCodes).toEqual(['breakfast', 'early-bird', 'members', 'room-only']);

    const back = await memberCall(server, 'POST', 'switch', { bearer: demoMember, body: { program_id: ids['yado-club'] } });
    expect(back.json.data).toMatchObject({ program_id: ids['yado-club'], rank: { code: 'gold' } });
    expect((await search(demoMember)).planCodes).toContain('club-gold');
  });

  it('lets a member of the default programme switch, and refuses a programme members cannot join', async () => {
    const regular = await memberCall(server, 'GET', 'show', { bearer: regularMember });
    expect(regular.json.data).toMatchObject({ program_id: ids['yado-club'], rank: { code: 'regular', level: 0 } });

    for (const programId of [ids['care-family'], '00000000-0000-4000-8000-000000000000']) {
      const refused = await memberCall(server, 'POST', 'switch', { bearer: regularMember, body: { program_id: programId } });
      expect(refused.status).toBe(422);
      expect(refused.json.errors[0].details.program_id[0].code).toBe('program_not_available');
    }
    const switched = await memberCall(server, 'POST', 'switch', { bearer: regularMember, body: { program_id: ids['yado-business'] } });
    expect(switched.json.data).toMatchObject({ program_id: ids['yado-business'], rank_id: ids.member });
    expect((await memberCall(server, 'GET', 'show', { bearer: regularMember })).json.data.program.code).toBe('yado-business');
  });

  it('lists the programmes members of the brand may join, with their ranks', async () => {
    const { status, json } = await server.call('GET', '/hotel_brands/yado-demo/membership_programs', { headers: { 'x-locale': 'ja' } });
    expect(status).toBe(200);
    expect(json.data.map((p: { code: string; name: string; ranks: Array<{ name: string }> }) => [p.code, p.name, p.ranks.map((r) => r.name)])).toEqual([
      ['yado-business', '宿ビジネス', ['メンバー', 'エグゼクティブ']],
      ['yado-club', '宿クラブ', ['レギュラー', 'シルバー', 'ゴールド']],
    ]);
  });
});
