import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/constants.ts';
import '../../server/db/coupons-schema.ts';
import '../../server/db/notifications-schema.ts';
import '../../server/db/questions-tables.ts';
import '../../server/db/repositories/extras-tables.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

/** Every column of hotel-authored text (jsonb keyed by locale), with the rows of the demo brand it holds. */
const TEXT_COLUMNS = [
  { table: 'hotel_brands', columns: ['names'], demo: "code = 'yado-demo'" },
  { table: 'hotels', columns: ['names', 'descriptions', 'addresses'], demo: 'brand_id = $brand' },
  { table: 'kids_tiers', columns: ['names'], demo: 'hotel_id IN $hotels' },
  { table: 'room_types', columns: ['names', 'descriptions'], demo: 'hotel_id IN $hotels' },
  { table: 'room_type_images', columns: ['alts'], demo: 'room_type_id IN (SELECT id FROM room_types WHERE hotel_id IN $hotels)' },
  { table: 'hotel_plans', columns: ['names', 'descriptions'], demo: 'hotel_id IN $hotels' },
  { table: 'cancellation_policies', columns: ['names', 'descriptions'], demo: 'hotel_id IN $hotels' },
  { table: 'extras', columns: ['names', 'descriptions'], demo: 'hotel_id IN $hotels' },
  { table: 'notifications', columns: ['titles', 'bodies'], demo: '(hotel_id IN $hotels OR brand_id = $brand)' },
  { table: 'additional_questions', columns: ['names', 'help_texts'], demo: '(hotel_id IN $hotels OR brand_id = $brand)' },
  { table: 'coupons', columns: ['names'], demo: 'hotel_id IN $hotels' },
  { table: 'payment_promotions', columns: ['names'], demo: 'hotel_id IN $hotels' },
  { table: 'programs', columns: ['names'], demo: 'brand_id = $brand' },
  { table: 'program_additional_tiers', columns: ['names'], demo: 'program_id IN (SELECT id FROM programs WHERE brand_id = $brand)' },
  { table: 'program_ranks', columns: ['names'], demo: 'program_id IN (SELECT id FROM programs WHERE brand_id = $brand)' },
];

describe.each(DRIVERS)('hotel-authored text in every language on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  it('declares each demo hotel’s default language, and accepts only ja, ko or zh_Hant (spec 2 §9.5)', async () => {
    const rows = await server.db.selectFrom('hotels').select(['code', 'locale']).orderBy('code').execute();
    expect(rows).toEqual([
      { code: 'demo-kyoto', locale: 'ja' },
      { code: 'demo-seoul', locale: 'ko' },
      { code: 'demo-taipei', locale: 'zh_Hant' },
    ]);
    await expect(
      server.db
        .updateTable('hotels')
        .set({ locale: 'en' as 'ja' })
        .where('code', '=', 'demo-kyoto')
        .execute(),
    ).rejects.toThrow();
  });

  it('gives every text of every demo hotel a value in all eight locales', async () => {
    const brand = await server.db.selectFrom('hotel_brands').select('id').where('code', '=', 'yado-demo').executeTakeFirstOrThrow();
    const missing: string[] = [];
    const check = (where: string, texts: Record<string, string>) => {
      // a text the hotel never wrote (no help text) is empty in every language alike
      if (Object.keys(texts).length === 0) return;
      const absent = LOCALES.filter((locale) => !texts[locale]?.trim());
      if (absent.length > 0) missing.push(`${where} ${texts.en}: ${absent.join(', ')}`);
    };
    for (const { table, columns, demo } of TEXT_COLUMNS) {
      const filter = demo.replaceAll('$hotels', `(SELECT id FROM hotels WHERE brand_id = '${brand.id}')`).replaceAll('$brand', `'${brand.id}'`);
      const { rows } = await sql<
        Record<string, Record<string, string>>
      >`SELECT ${sql.join(columns.map((c) => sql.ref(c)))} FROM ${sql.table(table)} WHERE ${sql.raw(filter)}`.execute(server.db);
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) for (const column of columns) check(`${table}.${column}`, row[column]!);
    }
    const questions = await server.db.selectFrom('additional_questions').select(['names', 'options']).execute();
    for (const question of questions) for (const option of question.options) check(`option of ${question.names.en}`, option.names);
    expect(missing).toEqual([]);
  });

  it("shows a text the guest's language lacks in the hotel's own language, not English", async () => {
    const seoul = await server.db.selectFrom('hotels').select(['id']).where('code', '=', 'demo-seoul').executeTakeFirstOrThrow();
    await server.db
      .insertInto('notifications')
      .values({
        hotel_id: seoul.id,
        brand_id: null,
        titles: JSON.stringify({ en: 'Lobby closed', ko: '로비 임시 휴업' }),
        bodies: JSON.stringify({ en: '<p>Use the side door.</p>', ko: '<p>옆문을 이용해 주세요.</p>' }),
        display_start_date: '2026-12-01',
        display_end_date: '2026-12-31',
        hotel_plan_codes: [],
        labels: ['all_users'],
        severity: 'info',
        sort: 9,
      })
      .execute();
    await server.db
      .updateTable('extras')
      .set({ names: JSON.stringify({ en: 'Breakfast buffet', ko: '조식 뷔페' }) })
      .where('hotel_id', '=', seoul.id)
      .where('code', '=', 'breakfast-buffet')
      .execute();
    await server.db
      .updateTable('hotels')
      .set({ names: JSON.stringify({ en: 'Yado Seoul', ko: '야도 서울' }) })
      .where('id', '=', seoul.id)
      .execute();

    const get = async (path: string, locale: string) => {
      const { status, json } = await server.call('GET', path, { headers: { 'x-locale': locale } });
      expect(status).toBe(200);
      return json.data;
    };
    const notices = await get('/hotels/demo-seoul/notifications?checkin_date=2026-12-10', 'th');
    expect(notices.map((n: { title: string }) => n.title)).toContain('로비 임시 휴업');
    expect(notices.find((n: { title: string }) => n.title === '로비 임시 휴업').body_html).toBe('<p>옆문을 이용해 주세요.</p>');
    const extras = await get('/hotels/demo-seoul/extras?checkin_date=2026-12-10&checkout_date=2026-12-11', 'ar');
    expect(extras.extras.map((e: { name: string }) => e.name)).toContain('조식 뷔페');
    expect((await get('/hotels/demo-seoul/settings/booking_widget', 'id')).hotel_name).toBe('야도 서울');
    // the guest's own language still comes first, and English is the hotel's language's fallback
    expect((await get('/hotels/demo-seoul/settings/booking_widget', 'en')).hotel_name).toBe('Yado Seoul');
    await server.db.updateTable('hotels').set({ locale: 'ja' }).where('id', '=', seoul.id).execute();
    expect((await get('/hotels/demo-seoul/settings/booking_widget', 'id')).hotel_name).toBe('Yado Seoul');
  });
});
