import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsAnswer } from '../../server/routes/settings.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

const SETTINGS = '/api/v1/hotels/demo-kyoto/settings/booking_widget';
const DECODE: Record<string, (bytes: Buffer) => Buffer> = { identity: (bytes) => bytes, gzip: gunzipSync, br: brotliDecompressSync };

describe.each(DRIVERS)('the settings call’s answer, built once per configuration and language, on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  /** The settings call in a language and a coding: the answer's headers and its hotel name, decoded. */
  const settingsIn = async (locale: string, coding: string) => {
    const answer = await server.app.request(SETTINGS, { headers: { ...server.headers, 'x-locale': locale, 'accept-encoding': coding } });
    expect(answer.status).toBe(200);
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('content-length')).toBe(String(bytes.length));
    expect(answer.headers.get('content-encoding')).toBe(coding === 'identity' ? null : coding);
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('content-type')).toBe('application/json');
    return JSON.parse(DECODE[coding]!(bytes).toString('utf8')).data.hotel_name as string;
  };

  it('keeps one answer per configuration and language while the configuration does not change', async () => {
    const config = (await server.deps.config.hotel('demo-kyoto'))!;
    expect(settingsAnswer(config, 'ja')).toBe(settingsAnswer(config, 'ja'));
    expect(settingsAnswer(config, 'en')).not.toBe(settingsAnswer(config, 'ja'));
    await settingsIn('ja', 'br');
    expect(await server.deps.config.hotel('demo-kyoto')).toBe(config);
  });

  it('answers with the configuration as it is now from the first request after a change, in every language and coding', async () => {
    const combinations = ['en', 'ja'].flatMap((locale) => ['identity', 'gzip', 'br'].map((coding) => [locale, coding] as const));
    const before = new Map<string, string>();
    for (const [locale, coding] of combinations) before.set(`${locale} ${coding}`, await settingsIn(locale, coding));
    expect(new Set(combinations.map(([locale, coding]) => before.get(`${locale} ${coding}`) === before.get(`${locale} identity`)))).toEqual(new Set([true]));

    await sql`UPDATE hotels SET names = names || '{"en": "Kyoto Renamed", "ja": "京都改名"}'::jsonb WHERE code = 'demo-kyoto'`.execute(server.db);
    for (const [locale, coding] of combinations)
      expect(await settingsIn(locale, coding), `${locale} ${coding}`).toBe(locale === 'ja' ? '京都改名' : 'Kyoto Renamed');
    expect(before.get('en identity')).not.toBe('Kyoto Renamed');
  });
});
