import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { earlyChunks, firstScreenFiles, largestCatalog } from '../bench/sizes.mjs';
import { createApp } from '../server/app.ts';
import type { AppDeps } from '../server/deps.ts';
import { loadServerCatalogs } from '../server/i18n.ts';

// the files and API answers below need no database
const app = createApp({ checkAnswers: true, demo: false, attachmentsDir: tmpdir() } as AppDeps, { distDir: 'dist', demoHostDir: 'demo-host' });
const BROWSER = 'gzip, deflate, br, zstd';

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.request(url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};
const decode = (encoding: string | null, bytes: Buffer) => (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes);

beforeAll(async () => {
  expect(existsSync('dist/widget/index.html'), 'build first: node build.mjs').toBe(true);
  await loadServerCatalogs();
});

describe.each([
  ['the loader', () => ['/loader.js', 'dist/loader.js', 'text/javascript']],
  ['the floating panel’s code', () => ['/loader-panel.js', 'dist/loader-panel.js', 'text/javascript']],
  ['the inline frame’s code', () => ['/loader-inline.js', 'dist/loader-inline.js', 'text/javascript']],
  ['the widget page', () => ['/widget/', 'dist/widget/index.html', 'text/html']],
  ['the first screen’s script', () => firstFile(firstScreenFiles().js[0]!, 'text/javascript')],
  ['the hotel notices’ stylesheet', () => firstFile(earlyChunks().css[0]!, 'text/css')],
  ['the largest catalog', () => firstFile(largestCatalog()!, 'text/javascript')],
])('%s on the wire', (_name, target) => {
  const [url, file, type] = target() as [string, string, string];

  it.each([
    [BROWSER, 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['', null],
  ])('for Accept-Encoding “%s” is sent as %s, and decodes to the built file', async (acceptEncoding, encoding) => {
    const { response, bytes } = await get(url, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(decode(encoding, bytes).equals(readFileSync(file))).toBe(true);
    if (encoding) expect(bytes.length).toBeLessThan(readFileSync(file).length);
  });
});

function firstFile(path: string, type: string): [string, string, string] {
  return [path.replace(/^dist/, ''), path, type];
}

describe('caching', () => {
  it('keeps hashed chunks for a year, whatever their coding', async () => {
    const script = firstScreenFiles().js[0]!.replace(/^dist/, '');
    for (const acceptEncoding of [BROWSER, '']) {
      const { response } = await get(script, { 'accept-encoding': acceptEncoding });
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each([
    ['/loader.js', 'public, max-age=300'],
    ['/loader-panel.js', 'public, max-age=300'],
    ['/loader-inline.js', 'public, max-age=300'],
    ['/widget/', 'no-cache'],
  ])('revalidates %s by an ETag of the bytes sent, one per coding, with an empty 304', async (url, cacheControl) => {
    const brotli = (await get(url, { 'accept-encoding': 'br' })).response;
    const identity = (await get(url)).response;
    const etag = brotli.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(identity.headers.get('etag')).not.toBe(etag);
    expect(brotli.headers.get('cache-control')).toBe(cacheControl);

    const { response, bytes } = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(response.status).toBe(304);
    expect(bytes.length).toBe(0);
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect((await get(url, { 'if-none-match': etag })).response.status).toBe(200);
  });
});

describe('API answers', () => {
  it.each(['br', 'gzip'])('compresses a JSON answer over 1 kB with %s and keeps its headers', async (encoding) => {
    const plain = await get('/api/v1/openapi.json');
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const { response, bytes } = await get('/api/v1/openapi.json', { 'accept-encoding': encoding });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(decode(encoding, bytes).equals(plain.bytes)).toBe(true);
  });

  it('sends a small answer, such as an error envelope, as it is', async () => {
    const { response, bytes } = await get('/api/v1/no-such-call', { 'accept-encoding': BROWSER });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(bytes.toString())).toMatchObject({ errors: [{ status: 404 }] });
  });

  it('sends every answer uncompressed to a client that asks for no coding', async () => {
    const { response } = await get('/api/v1/openapi.json');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
  });
});

describe('the first screen’s stylesheet', () => {
  it('comes in the widget page, and no chunk loaded on demand asks for a stylesheet the build did not write', async () => {
    const { response, bytes } = await get('/widget/');
    expect(response.status).toBe(200);
    const page = bytes.toString();
    expect(page).toMatch(/<style>[^<]*\.search-form\{/);
    expect(page).not.toContain('rel="stylesheet"');
    const chunks = readdirSync('dist/widget/assets').filter((name) => name.endsWith('.js'));
    const wanted = new Set(chunks.flatMap((name) => [...readFileSync(`dist/widget/assets/${name}`, 'utf8').matchAll(/assets\/[\w-]+\.css/g)].map((m) => m[0])));
    expect(wanted.size).toBeGreaterThan(3);
    for (const file of wanted) expect(existsSync(`dist/widget/${file}`), file).toBe(true);
  });
});
