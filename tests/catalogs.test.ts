import { readFileSync } from 'node:fs';
import { parse, type Token } from '@messageformat/parser';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/constants.ts';

const po = formatter({ lineNumbers: false });
const CATALOGS = ['widget', 'server'] as const;

async function read(locale: string, catalog: string): Promise<Record<string, { message?: string; translation?: string; obsolete?: boolean }>> {
  const file = `locales/${locale}/${catalog}.po`;
  return po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file }) as never;
}

/** The placeholders of an ICU message: arguments ({name}, plurals, selects) and rich-text tags (<0/>). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(`{${token.arg}}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message, { strict: false }));
  for (const tag of message.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${tag[1]}>`);
  return [...names].sort();
}

describe.each(CATALOGS)('the %s catalogs', (catalog) => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates every message the source uses, with the same placeholders', async (locale) => {
    const source = await read('en', catalog);
    const target = await read(locale, catalog);
    const missing: string[] = [];
    const mismatched: string[] = [];
    for (const [id, entry] of Object.entries(source)) {
      if (entry.obsolete) continue;
      const english = entry.translation || entry.message || id;
      const translated = target[id]?.translation;
      if (!translated) {
        missing.push(id);
        continue;
      }
      if (placeholders(english).join() !== placeholders(translated).join()) mismatched.push(`${id}: ${translated}`);
    }
    expect(missing, `${locale} lacks these messages`).toEqual([]);
    expect(mismatched, `${locale} has placeholders that differ from English`).toEqual([]);
  });
});

describe('placeholders', () => {
  it('finds arguments inside plurals and numbered tags', () => {
    expect(placeholders('{count, plural, one {# night at {hotel}} other {# nights}} <0/>')).toEqual(['<0>', '{count}', '{hotel}']);
  });
});
