import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { compilePart, FIRST_TEXT_ENTRIES, partOf, RESULTS_TEXT_ENTRIES, staticImports } from './catalog-parts.ts';

const options = { root: process.cwd(), entries: FIRST_TEXT_ENTRIES, resultsEntries: RESULTS_TEXT_ENTRIES };
const id = (message: string) => generateMessageId(message);

describe('the catalog split in a first-screen part, a results part and a later part', () => {
  it('counts as first screen what the entry imports statically, not the pages it loads on demand', () => {
    const first = staticImports('widget/main.tsx', process.cwd());
    expect(first).toContain('widget/main.tsx');
    expect(first).toContain('widget/features/search/results-page.tsx');
    expect(first).toContain('widget/app/language-select.tsx');
    expect(first).not.toContain('widget/features/booking/guest-form.tsx');
    expect(first).not.toContain('widget/features/reservation/cancel-dialog.tsx');
  });

  it('leaves out, when asked, modules the first screen imports for their types only', () => {
    // widget/lib/api-client.ts imports shared/errors.ts for the ErrorEnvelope type only
    expect(staticImports('widget/main.tsx', process.cwd())).toContain('shared/errors.ts');
    const code = staticImports('widget/main.tsx', process.cwd(), { types: false });
    expect(code).not.toContain('shared/errors.ts');
    expect(code).toContain('shared/constants.ts');
    // the error codes load with the first error answer (lib/error-envelope.ts)
    expect(code).not.toContain('shared/error-codes.ts');
    expect(code).toContain('widget/features/search/results-page.tsx');
    // the contract modules, replaced in the build, and what only they import
    const beyond = staticImports('widget/main.tsx', process.cwd(), { types: false, stopAt: /^shared\/api\// });
    expect(beyond).not.toContain('shared/api/rooms.ts');
    expect(beyond).not.toContain('shared/currencies.ts');
    expect(code).toContain('shared/currencies.ts');
  });

  it('puts a message in the first part when any file using it is on the first screen', () => {
    const first = new Set(['widget/app/header.tsx']);
    expect(partOf([['widget/app/header.tsx'], ['widget/features/booking/guest-form.tsx']], first)).toBe('first');
    expect(partOf([['widget/features/booking/guest-form.tsx']], first)).toBe('later');
    expect(partOf(undefined, first)).toBe('first');
  });

  it('puts a message in the results part when no first-screen file uses it and a file of the results part does', () => {
    const first = new Set(['widget/app/header.tsx']);
    const results = new Set(['widget/features/search/result-list.tsx']);
    expect(partOf([['widget/features/search/result-list.tsx'], ['widget/features/booking/guest-form.tsx']], first, results)).toBe('results');
    expect(partOf([['widget/features/search/result-list.tsx'], ['widget/app/header.tsx']], first, results)).toBe('first');
    expect(partOf([['widget/features/booking/guest-form.tsx']], first, results)).toBe('later');
  });

  it('splits a locale’s messages into three parts that together hold all of them once', async () => {
    const file = `${process.cwd()}/locales/ja/widget.po`;
    const none = { root: process.cwd(), entries: [] };
    const [first, results, later, unknown, every] = await Promise.all([
      compilePart(file, 'first', options),
      compilePart(file, 'results', options),
      compilePart(file, 'later', options),
      compilePart(file, 'first', none),
      compilePart(file, 'later', none),
    ]);
    expect(first.ids).toContain(id('Find your room'));
    expect(first.code).toContain('お部屋を探す');
    // the results' toolbar and their live region are not the search form's: they come with the results part
    expect(first.ids).not.toContain(id('Searching for available rooms…'));
    expect(results.ids).toContain(id('Searching for available rooms…'));
    expect(later.ids).toContain(id('Book now'));
    expect(later.code).toContain('予約を確定する');
    const all = [...first.ids, ...results.ids, ...later.ids];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(unknown.ids.length + every.ids.length);
    expect(later.ids.length).toBeGreaterThan(20);
  });
});
