import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANK_PAGE_PATH, createApp } from '../server/app.ts';
import { createSandboxGateway } from '../server/payments/sandbox.ts';
import { createTestServer, DRIVERS, type TestServer } from './support/test-server.ts';

/** The directives of a Content-Security-Policy header, by name. */
function csp(response: Response): Record<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(/;\s*/)
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}

function expectEveryAnswerHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe.each(DRIVERS)('security headers on %s', (driver) => {
  let server: TestServer;
  const apps = {} as Record<'demo' | 'live', ReturnType<typeof createApp>>;
  beforeAll(async () => {
    expect(existsSync('dist/widget/index.html'), 'build first: node build.mjs').toBe(true);
    server = await createTestServer(driver);
    apps.demo = createApp(server.deps, { distDir: 'dist', demoHostDir: 'demo-host' });
    apps.live = createApp({ ...server.deps, demo: false }, { distDir: 'dist', demoHostDir: 'demo-host' });
  });
  afterAll(() => server.close());

  describe('the widget page', () => {
    it('runs only its own scripts and talks only to its own origin', async () => {
      const response = await apps.demo.request('/widget/booking/result?code=demo-kyoto&parentUrl=http://localhost:8080&embed=inline');
      expect(response.status).toBe(200);
      const policy = csp(response);
      const page = await response.text();
      // the Intl warm-up and the first screen's stylesheet are in the page, each allowed by its hash alone: no 'unsafe-inline'
      const warmUp = page.match(/<script>(new Intl\.DateTimeFormat\([^<]*)<\/script>/)![1]!;
      expect(policy['script-src']).toBe(`'self' ${sha256(warmUp)}`);
      expect(policy['connect-src']).toBe("'self'");
      const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
      expect(styles).toHaveLength(1);
      expect(policy['style-src']).toBe(`'self' ${sha256(styles[0]!)}`);
      expect(policy['img-src']).toBe("'self' data: https:");
      expect(policy['object-src']).toBe("'none'");
      expect(policy['base-uri']).toBe("'self'");
      expect(policy['form-action']).toBe("'self'");
      // no payment gateway in this test server: only its own frames
      expect(policy['frame-src']).toBe("'self'");
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      // frame-ancestors decides who may frame it; X-Frame-Options could only say "nobody else"
      expect(response.headers.get('x-frame-options')).toBeNull();
      expectEveryAnswerHeaders(response);
    });

    it('may frame the card gateway’s pages when payments are on', async () => {
      const payments = createSandboxGateway({ baseUrl: 'http://127.0.0.1:8090', secretKey: 'sk', webhookSecret: 'wh' });
      const app = createApp({ ...server.deps, payments }, { distDir: 'dist' });
      const policy = csp(await app.request('/widget/booking/result?code=demo-kyoto'));
      expect(policy['frame-src']).toBe("'self' http://127.0.0.1:8090");
      expect(policy['connect-src']).toBe("'self'");
    });

    it('is sent with the same headers as the blank page the bench frames as its floor', async () => {
      const query = '?code=demo-kyoto&parentUrl=http://localhost:8080&embed=inline';
      const [page, blank] = await Promise.all([apps.live.request(`/widget/${query}`), apps.live.request(`${BLANK_PAGE_PATH}${query}`)]);
      expect(blank.status).toBe(200);
      expect(await blank.text()).not.toContain('<script');
      for (const name of [
        'content-security-policy',
        'cross-origin-resource-policy',
        'cache-control',
        'content-type',
        'x-content-type-options',
        'referrer-policy',
      ]) {
        expect(blank.headers.get(name), name).toBe(page.headers.get(name));
      }
    });

    it('has one inline script, the Intl warm-up (allowed by its hash), besides its own files: its inline block is data, which is never run', async () => {
      const page = await (await apps.demo.request('/widget/?code=demo-kyoto')).text();
      const scripts = [...page.matchAll(/<script\b[^>]*>([^<]*)/gi)].map((match) => ({ tag: match[0].slice(0, match[0].indexOf('>') + 1), text: match[1]! }));
      const data = scripts.filter((script) => script.tag === '<script type="application/json" id="yado-page-data">');
      expect(data).toHaveLength(1);
      const inline = scripts.filter((script) => script.tag === '<script>');
      expect(inline.map((script) => script.text)).toEqual(['new Intl.DateTimeFormat("en", { timeZone: "UTC" }).format(0);']);
      const files = scripts.filter((script) => !data.includes(script) && !inline.includes(script));
      expect(files.length).toBeGreaterThan(0);
      for (const script of files) expect(script.tag).toMatch(/\ssrc="\/widget\/assets\//);
    });

    it('may be framed by the demo hotel page and, in demo mode, by any loopback page', async () => {
      const response = await apps.demo.request('/widget/?code=demo-kyoto');
      expect(csp(response)['frame-ancestors']).toBe('http://localhost:8080 http://localhost:* http://127.0.0.1:*');
      expect(csp(await apps.demo.request('/widget/search?hotel_code=demo-kyoto'))['frame-ancestors']).toBe(
        'http://localhost:8080 http://localhost:* http://127.0.0.1:*',
      );
    });

    it('may be framed only by the brand’s registered sites and the hotel page outside demo mode', async () => {
      await server.db
        .updateTable('hotel_brands')
        .set({ site_origins: ['https://www.yado-demo.example', 'https://*.yado-group.example'] })
        .where('code', '=', 'yado-demo')
        .execute();
      try {
        const response = await apps.live.request('/widget/?code=demo-kyoto');
        expect(csp(response)['frame-ancestors']).toBe('https://www.yado-demo.example https://*.yado-group.example http://localhost:8080');
      } finally {
        await server.db.updateTable('hotel_brands').set({ site_origins: [] }).where('code', '=', 'yado-demo').execute();
      }
    });

    it.each([
      ['an unknown hotel code', '/widget/?code=no-such-hotel'],
      ['a malformed hotel code', '/widget/?code=%27none%27%3B%20script-src%20*'],
      ['no hotel code', '/widget/'],
    ])('may be framed by nobody for %s, in demo mode or not', async (_what, path) => {
      for (const app of [apps.demo, apps.live]) {
        const response = await app.request(path);
        expect(response.status).toBe(200);
        expect(csp(response)['frame-ancestors']).toBe("'none'");
      }
    });
  });

  it.each(['/loader.js', '/loader-panel.js', '/loader-inline.js'])('lets any site load the loader’s %s', async (path) => {
    const response = await apps.live.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expectEveryAnswerHeaders(response);
  });

  it('lets any site load the widget’s assets', async () => {
    const page = await (await apps.live.request('/widget/?code=demo-kyoto')).text();
    const asset = page.match(/src="(\/widget\/assets\/[^"]+)"/)![1]!;
    const response = await apps.live.request(asset);
    expect(response.status).toBe(200);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expectEveryAnswerHeaders(response);
  });

  it('runs on a demo page only our scripts and its own inline ones, and frames it nowhere else', async () => {
    const response = await apps.demo.request('/');
    expect(response.status).toBe(200);
    const page = await response.text();
    const policy = csp(response);
    const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => sha256(match[1]!));
    expect(inline.length).toBeGreaterThan(0);
    for (const hash of inline) expect(policy['script-src']).toContain(hash);
    expect(policy['script-src']).not.toContain('unsafe-inline');
    expect(policy['frame-ancestors']).toBe("'self'");
    expect(policy['object-src']).toBe("'none'");
    expectEveryAnswerHeaders(response);
  });

  it('allows the demo mailbox its own inline style', async () => {
    const response = await apps.demo.request('/demo/mailbox');
    const style = (await response.text()).match(/<style>([\s\S]*?)<\/style>/)![1]!;
    expect(csp(response)['style-src']).toBe(`'self' ${sha256(style)}`);
    expect(csp(response)['script-src']).not.toContain('unsafe-inline');
  });

  it.each([
    ['a call', '/api/v1/openapi.json', 200],
    ['an unknown call', '/api/v1/nothing-here', 404],
    ['the health check', '/healthz', 200],
  ])('never lets another page frame or embed an API answer (%s)', async (_what, path, status) => {
    const response = await apps.live.request(path);
    expect(response.status).toBe(status);
    expect(csp(response)['frame-ancestors']).toBe("'none'");
    expect(csp(response)['default-src']).toBe("'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expectEveryAnswerHeaders(response);
  });

  it('keeps anything but origins out of a brand’s site origins', async () => {
    for (const bad of ["https://hotel.example; script-src 'unsafe-inline'", 'https://hotel.example/path', 'HTTPS://HOTEL.EXAMPLE', 'javascript:alert(1)']) {
      await expect(
        server.db
          .updateTable('hotel_brands')
          .set({ site_origins: [bad] })
          .where('code', '=', 'yado-demo')
          .execute(),
      ).rejects.toThrow(/check/i);
    }
  });
});
