import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/app.ts';
import type { AppDeps } from '../server/deps.ts';
import { asciiLiteral } from '../server/http/loader-file.ts';
import { loadServerCatalogs } from '../server/i18n.ts';

/**
 * What every host page loads, in every language, as the server sends it: gzip (level 9, and the
 * default level 6 a proxy would use), brotli and each within the same 1,200 B as the built file
 * (tests/loader-size.test.ts). A label of Chinese, Japanese, Korean, Arabic or Thai characters
 * adds up to 7 B gzipped as the \u escapes the server writes (browsers get brotli: about
 * 1,040 B). Every label is one short word, as "予約" is. 1,206 B until the loader was minified
 * by oxc after esbuild (build.mjs): 1,184 B.
 */
const LOADER_BUDGET = 1200;

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
    const request = (encoding: string) => app.request('/loader.js', { headers: { 'accept-language': acceptLanguage, 'accept-encoding': encoding } });
    const response = await request('identity');
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    expect(response.headers.get('content-language')).toBe(contentLanguage);
    const body = await response.text();
    expect(body).toContain(asciiLiteral(label, '`'));
    if (label !== 'Book a room') expect(body).not.toContain('Book a room');
    // the label is the button's: what the loader runs with when the tag gives none
    expect(body).toMatch(new RegExp(`\\|\\|${escapeRegExp(asciiLiteral(label, '`'))}`));
    expect(gzipSync(body).length, 'gzip, level 6').toBeLessThanOrEqual(LOADER_BUDGET);
    for (const coding of ['gzip', 'br']) {
      const sent = await request(coding);
      expect(sent.headers.get('content-encoding')).toBe(coding);
      expect((await sent.arrayBuffer()).byteLength, coding).toBeLessThanOrEqual(LOADER_BUDGET);
    }
  });
});

describe('the label as the loader spells it', () => {
  it.each(['予約', 'จอง', 'احجز', 'Book a room', 'Réserver "vite" \\ 🏨', `it’s \`$\{x}\` \n`])(
    'is the same string %s, in ASCII alone, in any quotes',
    (label) => {
      for (const quote of ['"', "'", '`'] as const) {
        const literal = asciiLiteral(label, quote);
        expect(literal).toMatch(/^[\x20-\x7e]+$/);
        expect(new Function(`return ${literal}`)()).toBe(label);
      }
    },
  );
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
