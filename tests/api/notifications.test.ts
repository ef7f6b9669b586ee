import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/api/notifications.ts';
import '../../server/db/notifications-schema.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

const HOT_SPRING = 'The hot spring is closed 14–16 December';
const SHUTTLE = 'Winter timetable for our airport shuttles';
const EARLY_BIRD = 'Early bird saver: dates cannot be changed';
const MEMBERS = 'Members: check out as late as 12:00';

describe.each(DRIVERS)('hotel and brand notices on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  async function notices(query: string, hotel = 'demo-kyoto', locale = 'en') {
    const { status, json } = await server.call('GET', `/hotels/${hotel}/notifications?${query}`, { headers: { 'x-locale': locale } });
    expect(status).toBe(200);
    return json.data as Notification[];
  }
  const titles = (list: Notification[]) => list.map((n) => n.title);

  it('shows the hotel’s notice and the brand’s for a check-in date within their display dates', async () => {
    const list = await notices('checkin_date=2026-12-15');
    expect(titles(list)).toEqual([HOT_SPRING, SHUTTLE]);
    expect(list[0]).toMatchObject({
      scope: 'hotel',
      severity: 'warning',
      display_start_date: '2026-11-30',
      display_end_date: '2026-12-30',
      hotel_plan_codes: [],
      labels: ['all_users'],
    });
    expect(list[1]).toMatchObject({ scope: 'brand', severity: 'info' });
  });

  it('includes both display dates and nothing outside them (spec 1 §5)', async () => {
    // the demo was loaded on 30 November 2026: the hot spring's notice is shown to stays arriving
    // in the month from then, the closure two weeks on (14-16 December)
    expect(await notices('checkin_date=2026-11-29')).toEqual([]);
    expect(titles(await notices('checkin_date=2026-11-30'))).toEqual([HOT_SPRING, SHUTTLE]);
    expect(titles(await notices('checkin_date=2026-12-30'))).toContain(HOT_SPRING);
    expect(titles(await notices('checkin_date=2026-12-31'))).toEqual([SHUTTLE]);
    // the brand notice runs three months from the day the demo was loaded
    expect(titles(await notices('checkin_date=2027-02-28'))).toEqual([SHUTTLE]);
    expect(await notices('checkin_date=2027-03-01')).toEqual([]);
  });

  it('adds a notice about one plan only when that plan is asked about', async () => {
    expect(titles(await notices('checkin_date=2027-01-10'))).not.toContain(EARLY_BIRD);
    expect(titles(await notices('checkin_date=2027-01-10&hotel_plan_codes=breakfast'))).not.toContain(EARLY_BIRD);
    const list = await notices('checkin_date=2027-01-10&hotel_plan_codes=breakfast,early-bird');
    expect(titles(list)).toEqual([EARLY_BIRD, SHUTTLE]);
    expect(list[0]!.hotel_plan_codes).toEqual(['early-bird']);
  });

  it('shows a guest who is not signed in only the notices labelled all_users (spec 1 §6)', async () => {
    expect(titles(await notices('checkin_date=2027-01-10&hotel_plan_codes=early-bird'))).not.toContain(MEMBERS);
    const kyoto = await server.db.selectFrom('hotels').select('id').where('code', '=', 'demo-kyoto').executeTakeFirstOrThrow();
    await server.db
      .insertInto('notifications')
      .values([
        {
          hotel_id: kyoto.id,
          brand_id: null,
          titles: JSON.stringify({ en: 'For everyone and members' }),
          bodies: JSON.stringify({ en: '<p>x</p>' }),
          display_start_date: '2027-04-01',
          display_end_date: '2027-04-01',
          labels: ['membership_rank_all', 'all_users'],
        },
        {
          hotel_id: kyoto.id,
          brand_id: null,
          titles: JSON.stringify({ en: 'For one programme' }),
          bodies: JSON.stringify({ en: '<p>x</p>' }),
          display_start_date: '2027-04-01',
          display_end_date: '2027-04-01',
          labels: ['membership_program_1'],
        },
        {
          hotel_id: kyoto.id,
          brand_id: null,
          titles: JSON.stringify({ en: 'For one company' }),
          bodies: JSON.stringify({ en: '<p>x</p>' }),
          display_start_date: '2027-04-01',
          display_end_date: '2027-04-01',
          labels: ['membership_organization_all'],
        },
      ])
      .execute();
    expect(titles(await notices('checkin_date=2027-04-01'))).toEqual(['For everyone and members']);
  });

  it('shows the brand’s notices at every hotel of the brand, and each hotel’s only at that hotel', async () => {
    expect(titles(await notices('checkin_date=2026-12-15', 'demo-seoul'))).toEqual(['Myeongdong station exit 6 is closed for works', SHUTTLE]);
    expect(titles(await notices('checkin_date=2026-12-15', 'demo-taipei'))).toEqual(['Breakfast is served on the 2nd floor during renovation', SHUTTLE]);
  });

  it('writes the notices in the guest’s language', async () => {
    const list = await notices('checkin_date=2026-12-15', 'demo-kyoto', 'ja');
    expect(titles(list)).toEqual(['12月14日〜16日は大浴場（温泉）を休業します', '空港シャトルバスの冬ダイヤ']);
    expect(list[0]!.body_html).toContain('<strong>12月14日〜16日</strong>');
  });

  it('answers the hotel’s HTML sanitized: no scripts, no on* attributes, links open in a new tab', async () => {
    const [hotSpring] = await notices('checkin_date=2026-12-15');
    expect(hotSpring!.body_html).toContain('<a href="https://en.wikipedia.org/wiki/Sent%C5%8D" target="_blank" rel="noopener noreferrer">public bath</a>');
    const kyoto = await server.db.selectFrom('hotels').select('id').where('code', '=', 'demo-kyoto').executeTakeFirstOrThrow();
    await server.db
      .insertInto('notifications')
      .values({
        hotel_id: kyoto.id,
        brand_id: null,
        titles: JSON.stringify({ en: 'Hostile' }),
        bodies: JSON.stringify({
          en: '<p onclick="steal()">Hello<script>alert(document.cookie)</script> <img src=x onerror=alert(1)><a href="javascript:alert(2)" onmouseover="x()">link</a></p><style>body{display:none}</style>',
        }),
        display_start_date: '2027-05-01',
        display_end_date: '2027-05-01',
      })
      .execute();
    const [hostile] = await notices('checkin_date=2027-05-01');
    expect(hostile!.body_html).toBe('<p>Hello <a target="_blank" rel="noopener noreferrer">link</a></p>');
  });

  it('refuses a missing or malformed check-in date with the field named', async () => {
    const missing = await server.call('GET', '/hotels/demo-kyoto/notifications');
    expect(missing.status).toBe(422);
    expect(missing.json.errors[0].details.checkin_date).toBeDefined();
    const bad = await server.call('GET', '/hotels/demo-kyoto/notifications?checkin_date=2026-02-31');
    expect(bad.status).toBe(422);
    expect(bad.json.errors[0].details.checkin_date[0].code).toBe('date_invalid');
    const codes = await server.call('GET', '/hotels/demo-kyoto/notifications?checkin_date=2026-12-01&hotel_plan_codes=a,,b');
    expect(codes.status).toBe(422);
    expect(codes.json.errors[0].details.hotel_plan_codes[0].code).toBe('code_list_invalid');
  });
});
