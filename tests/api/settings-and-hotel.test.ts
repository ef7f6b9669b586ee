import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ALL_CALLS } from '../../shared/api/calls.ts';
import { InitSettingsSchema } from '../../shared/api/settings.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('settings, hotel and policies on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  it('gives the init settings of spec 2 §7.2.1 for a hotel code', async () => {
    const { status, json } = await server.call('GET', '/hotels/demo-kyoto/settings/booking_widget', { headers: { 'x-locale': 'ja' } });
    expect(status).toBe(200);
    const settings = v.parse(InitSettingsSchema, json.data);
    expect(settings).toMatchObject({
      code: 'demo-kyoto',
      hotel_name: '宿 京都デモ',
      currency: 'JPY',
      book_languages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'],
    });
    expect(settings.hotel_brand.name).toBe('ヤド・デモホテルズ');
    expect(settings.booking_widget_setting_attributes.default_search_setting.sort_order).toBe('price_low_to_high');
    expect(settings.settings.kids_tiers.map((t) => t.code)).toEqual(['A', 'B', 'C']);
  });

  it('says which hotels offer a search by nights without dates, and gives the tax rate checkout splits tax with', async () => {
    const settingsOf = async (code: string) => v.parse(InitSettingsSchema, (await server.call('GET', `/hotels/${code}/settings/booking_widget`)).json.data);
    const [kyoto, taipei] = [await settingsOf('demo-kyoto'), await settingsOf('demo-taipei')];
    expect(kyoto.settings.search_type).toBe('dated');
    expect(taipei.settings.search_type).toBe('undated');
    expect([kyoto.tax_rate_bp, taipei.tax_rate_bp]).toEqual([1000, 500]);
  });

  it('gives hotel info in the currency of each demo hotel', async () => {
    const kyoto = await server.call('GET', '/hotels/demo-kyoto');
    expect(kyoto.json.data).toMatchObject({ name: 'Yado Kyoto Demo', currency: 'JPY', timezone: 'Asia/Tokyo' });
    // the session is for the brand; every hotel of the brand answers
    const seoul = await server.call('GET', '/hotels/demo-seoul');
    expect(seoul.json.data.currency).toBe('KRW');
    const taipei = await server.call('GET', '/hotels/demo-taipei');
    expect(taipei.json.data.currency).toBe('TWD');
  });

  it('lists cancellation policies with their tiers, filtered by room plan', async () => {
    const all = await server.call('GET', '/hotels/demo-kyoto/cancellation_policies');
    expect(all.json.data).toHaveLength(2);
    const some = await server.call('GET', '/hotels/demo-kyoto/cancellation_policies?room_plan_codes=std-twin--early-bird');
    expect(some.json.data).toHaveLength(1);
    expect(some.json.data[0]).toMatchObject({ name: 'Non-refundable', cancellation_policy_parts: [{ days_before: 999, percentage_of_cost: 100 }] });
    const one = await server.call('GET', `/hotels/demo-kyoto/cancellation_policies/${all.json.data[0].id}`);
    expect(one.json.data.id).toBe(all.json.data[0].id);
    const none = await server.call('GET', '/hotels/demo-kyoto/cancellation_policies/00000000-0000-4000-8000-000000000000');
    expect(none.status).toBe(404);
  });

  it('describes every declared call in the generated OpenAPI document', async () => {
    const response = await server.app.request('/api/v1/openapi.json');
    const doc = (await response.json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(operations.sort()).toEqual(ALL_CALLS.map((c) => c.name).sort());
    expect(doc.paths['/api/v1/hotels/{code}/rooms']!.get).toBeDefined();
  });

  it('answers the health check once the database is ready', async () => {
    const response = await server.app.request('/healthz');
    expect(response.status).toBe(200);
  });
});
