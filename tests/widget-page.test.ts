import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/app.ts';
import { themeVariables } from '../shared/theme.ts';
import { createTestServer, DRIVERS, type TestServer } from './support/test-server.ts';

const HOSTILE = '</script><script>alert(1)</script>\u2028<!--';
const dataOf = (page: string) => {
  const block = page.match(/<script type="application\/json" id="yado-page-data">([\s\S]*?)<\/script>/);
  return block ? JSON.parse(block[1]!) : null;
};

describe.each(DRIVERS)('the widget page on %s', (driver) => {
  let server: TestServer;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    expect(existsSync('dist/widget/catalogs/ja.json'), 'build first: node build.mjs').toBe(true);
    server = await createTestServer(driver);
    app = createApp(server.deps, { distDir: 'dist' });
  });
  afterAll(() => server.close());

  it('carries the hotel’s init settings and the first text in the guest’s language: the settings call’s answer', async () => {
    const page = await (await app.request('/widget/booking/result?code=demo-kyoto', { headers: { 'accept-language': 'ja-JP,ja;q=0.9' } })).text();
    const data = dataOf(page);
    expect(data.code).toBe('demo-kyoto');
    expect(data.locale).toBe('ja');
    expect(Object.values(data.messages)).toContainEqual(['お部屋を探す']);
    const session = await (
      await app.request('/identity/v1/client_sessions', {
        method: 'POST',
        body: JSON.stringify({ key: 'demo-kyoto' }),
        headers: { 'content-type': 'application/json' },
      })
    ).json();
    const answer = await app.request('/api/v1/hotels/demo-kyoto/settings/booking_widget', {
      headers: { 'x-locale': 'ja', 'x-client-session': session.data.client_session },
    });
    expect(data.settings).toEqual((await answer.json()).data);
    // the hotel's colours, made readable on the server: the first screen carries no colour arithmetic
    expect(data.theme).toEqual(themeVariables(data.settings.settings));
    expect(Object.keys(data.theme)).toEqual(expect.arrayContaining(['--brand', '--on-brand', '--link', '--focus']));
  });

  it('carries the first text in Arabic for an Arabic browser, as the widget will start in it', async () => {
    const page = await (await app.request('/widget/?code=demo-kyoto', { headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' } })).text();
    expect(dataOf(page).locale).toBe('ar');
    const english = dataOf(await (await app.request('/widget/?code=demo-kyoto', { headers: { 'accept-language': 'en' } })).text());
    expect(dataOf(page).messages).not.toEqual(english.messages);
  });

  it('sends a deep link on to the path it names, with the dates a link written without encoding split off', async () => {
    const answer = await app.request(
      '/widget/?open_widget=/booking/result?checkin=2026-12-01&checkout=2026-12-03&code=demo-kyoto&parentUrl=https%3A%2F%2Fhotel.example',
    );
    expect(answer.status).toBe(302);
    const url = new URL(answer.headers.get('location')!, 'http://localhost');
    expect(url.pathname).toBe('/widget/booking/result');
    expect(url.searchParams.get('checkin')).toBe('2026-12-01');
    expect(url.searchParams.get('checkout')).toBe('2026-12-03');
    expect(url.searchParams.get('code')).toBe('demo-kyoto');
  });

  it('opens an e-mailed link in the language it names, and the page there carries that language', async () => {
    const link = encodeURIComponent('/reservation/confirmation/YD12345678?code=demo-kyoto&bypass_token=xyz&locale=ar');
    const answer = await app.request(`/widget/?open_widget=${link}&code=demo-kyoto&parentUrl=https%3A%2F%2Fhotel.example`, {
      headers: { 'accept-language': 'en-US' },
    });
    const location = answer.headers.get('location')!;
    expect(new URL(location, 'http://localhost').pathname).toBe('/widget/reservation/confirmation/YD12345678');
    const page = await (await app.request(location, { headers: { 'accept-language': 'en-US' } })).text();
    expect(dataOf(page).locale).toBe('ar');
  });

  it('opens the widget at its start for a deep link that would leave its routes', async () => {
    for (const path of ['/../demo/mailbox', '//evil.example/x', '/%2e%2e/demo']) {
      const answer = await app.request(`/widget/?open_widget=${encodeURIComponent(path)}&code=demo-kyoto`);
      expect(answer.headers.get('location'), path).toBe('/widget/?code=demo-kyoto');
    }
  });

  it('follows the query’s locale over the browser’s', async () => {
    const page = await (await app.request('/widget/?code=demo-kyoto&locale=ko', { headers: { 'accept-language': 'ja' } })).text();
    expect(dataOf(page).locale).toBe('ko');
  });

  it('carries nothing for an unknown or malformed hotel code, or none', async () => {
    for (const url of ['/widget/?code=no-such-hotel', '/widget/?code=%3C%2Fscript%3E', '/widget/']) {
      expect(dataOf(await (await app.request(url)).text()), url).toBeNull();
    }
  });

  it('keeps what the hotel wrote inside its data block, and gives the page a new ETag when it changes', async () => {
    const url = '/widget/?code=demo-kyoto';
    const before = await app.request(url);
    const etag = before.headers.get('etag');
    expect(before.headers.get('cache-control')).toBe('no-cache');
    expect(before.headers.get('vary')).toContain('Accept-Language');
    expect((await app.request(url, { headers: { 'if-none-match': etag! } })).status).toBe(304);

    await sql`UPDATE hotels SET names = jsonb_set(names, '{en}', to_jsonb(${HOSTILE}::text)) WHERE code = 'demo-kyoto'`.execute(server.deps.db);
    const after = await app.request(url, { headers: { 'if-none-match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const page = await after.text();
    // the built page's module and Intl warm-up, and the data block: the hotel's text adds none
    expect(page.match(/<script\b/g)).toHaveLength(3);
    expect(page.match(/<\/script>/g)).toHaveLength(3);
    expect(dataOf(page).settings.hotel_name).toBe(HOSTILE);
  });
});
