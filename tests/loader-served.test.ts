import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/app.ts';
import type { AppDeps } from '../server/deps.ts';
import { asciiLiteral } from '../server/http/loader-file.ts';
import { loadServerCatalogs } from '../server/i18n.ts';

/**
 * The built file (English label) is held to 1,200 B by tests/loader-size.test.ts; a label of
 * Chinese, Japanese, Korean, Arabic or Thai characters swapped in adds up to 11 B gzipped as
 * UTF-8, 7 B as the \u escapes the server writes (browsers get brotli: about 1,050 B). Every
 * label is one short word, as "予約" is. 1,210 B until the escapes.
 */
const LOADER_BUDGET = 1206;

describe('the loader as the server serves it', () => {
  // the loader route reads only the build; no database is needed
  const app = createApp({ checkAnswers: true, demo: false, attachmentsDir: tmpdir() } as AppDeps, { distDir: 'dist' });
  beforeAll(async () => {
    expect(existsSync('dist/loader.js'), 'build first: node build.mjs').toBe(true);
    await loadServerCatalogs();
  });

  it.each([
    ['ja-JP,ja;q=0.9', '予約', 'ja'],
    ['ko-KR', '예약', 'ko'],
    ['zh-CN', '预订', 'zh-Hans'],
    ['zh-TW', '訂房', 'zh-Hant'],
    ['ar-SA,ar;q=0.9', 'احجز', 'ar'],
    ['th-TH', 'จอง', 'th'],
    ['id-ID', 'Pesan kamar', 'id'],
    ['fr-FR,fr;q=0.9,ar;q=0.8', 'احجز', 'ar'],
    ['en-US,en;q=0.8', 'Book a room', 'en'],
    ['fr-FR', 'Book a room', 'en'],
  ])('labels the floating button in the guest’s language for %s, within the byte budget', async (acceptLanguage, label, contentLanguage) => {
    const response = await app.request('/loader.js', { headers: { 'accept-language': acceptLanguage } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    expect(response.headers.get('content-language')).toBe(contentLanguage);
    const body = await response.text();
    expect(body).toContain(asciiLiteral(label));
    if (label !== 'Book a room') expect(body).not.toContain('Book a room');
    expect(gzipSync(body).length).toBeLessThanOrEqual(LOADER_BUDGET);
  });
});

describe('the label as the loader spells it', () => {
  it.each(['予約', 'จอง', 'احجز', 'Book a room', 'Réserver "vite" \\ 🏨'])('is the same string %s, in ASCII alone', (label) => {
    const literal = asciiLiteral(label);
    expect(literal).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(literal)).toBe(label);
  });
});
