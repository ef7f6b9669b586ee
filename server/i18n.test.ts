import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileServerCatalogs, writeServerCatalogs } from '../scripts/i18n/server-catalogs.mjs';
import { TITLES } from './http/messages.ts';
import { loadServerCatalogs, translate } from './i18n.ts';

const NIGHTS = { id: 'mail.nights', message: '{count, plural, one {# night} other {# nights}}' };

describe('the server catalogs in production', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are read from the build and translate plurals and placeholders without Lingui’s compiler', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'yado-catalogs-'));
    await writeServerCatalogs(dir);
    // @lingui/core leaves its message compiler out when NODE_ENV is production
    vi.stubEnv('NODE_ENV', 'production');
    await loadServerCatalogs({ compiledDir: dir });
    expect(translate('ja', NIGHTS, { count: 3 })).toBe('3泊');
    expect(translate('en', NIGHTS, { count: 1 })).toBe('1 night');
    expect(translate('en', NIGHTS, { count: 2 })).toBe('2 nights');
    expect(translate('ko', TITLES.outsideReservablePeriod, { lastDate: '2027-06-01' })).toContain('2027-06-01');
  });

  it('stop the start with a clear message when the build’s catalogs are missing', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await expect(loadServerCatalogs({ compiledDir: mkdtempSync(join(tmpdir(), 'yado-empty-')) })).rejects.toThrow(/npm run build/);
  });
});

describe('compiled server catalogs', () => {
  it('hold every English message in every locale, so none is left uncompiled', async () => {
    const catalogs = await compileServerCatalogs();
    const ids = Object.keys(catalogs.en!).sort();
    expect(ids.length).toBeGreaterThan(100);
    for (const [locale, messages] of Object.entries(catalogs)) expect(Object.keys(messages).sort(), locale).toEqual(ids);
  });
});
