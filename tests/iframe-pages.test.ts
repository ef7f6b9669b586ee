import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/app.ts';
import { createTestServer, type TestServer } from './support/test-server.ts';

/** The page's data block and its scripts. */
function read(page: string) {
  const data = JSON.parse(page.match(/<script type="application\/json" id="yado-iframe">([\s\S]*?)<\/script>/)![1]!);
  const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return { data, scripts };
}

describe('the pages a chatbot frames: /iframe-token and /iframe-change-locale (spec 1 §2, shared/iframe-pages.ts)', () => {
  let server: TestServer;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    server = await createTestServer();
    app = createApp(server.deps, { distDir: 'dist' });
  });
  afterAll(() => server.close());

  it('runs only its one script, framed only by the hotel’s sites, and keeps no referrer nor copy', async () => {
    const answer = await app.request('/widget/iframe-token?code=demo-kyoto&parentUrl=https%3A%2F%2Fchat.example%2Fbot');
    expect(answer.status).toBe(200);
    const { data, scripts } = read(await answer.text());
    expect(scripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`;
    const csp = answer.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${hash}`);
    expect(csp).toMatch(/frame-ancestors [^;]*http:\/\/localhost:\*/);
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // the parent's exact origin, and the call and the widget's note of the cookie
    expect(data).toMatchObject({
      origin: 'https://chat.example',
      code: 'demo-kyoto',
      signIn: '/api/v1/hotels/demo-kyoto/memberships/one_time_access_tokens/sign_in',
      noteKey: 'yado.demo-kyoto.member_cookie',
    });
  });

  it('talks to no parent named by `*`, nor by something that is no http(s) origin, nor for an unknown hotel code', async () => {
    for (const query of [
      'code=demo-kyoto&parentUrl=*',
      'code=demo-kyoto&parentUrl=javascript%3Aalert(1)',
      'code=demo-kyoto',
      'code=Bad%20Code&parentUrl=https%3A%2F%2Fchat.example',
    ]) {
      const { data } = read(await (await app.request(`/widget/iframe-token?${query}`)).text());
      expect(data.origin, query).toBeNull();
    }
    const frameAncestors = (await app.request('/widget/iframe-token?code=Bad%20Code')).headers.get('content-security-policy');
    expect(frameAncestors).toContain("frame-ancestors 'none'");
  });

  it('stores one of the widget’s locales as the chatbot locale, and refuses anything else', async () => {
    const answer = await app.request('/widget/iframe-change-locale?code=demo-kyoto&locale=ja&parentUrl=https%3A%2F%2Fchat.example');
    expect(read(await answer.text()).data).toEqual({ origin: 'https://chat.example', locale: 'ja', localeKey: 'yado.locale' });
    expect((await app.request('/widget/iframe-change-locale?code=demo-kyoto&locale=xx')).status).toBe(400);
  });
});
