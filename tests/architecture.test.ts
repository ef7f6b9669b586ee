import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, repoRoot, type SourceImport } from './support/imports.ts';

/** A rule of STYLE.md ("Import direction", "Feature folders", "The domain knows no HTTP") as a test. */
type Rule = { rule: string; breaks: (file: string, found: SourceImport & { target: string }) => boolean };

const under = (path: string, ...folders: string[]) => folders.some((folder) => path === folder || path.startsWith(`${folder}/`));
const feature = (path: string) => /^widget\/features\/([^/]+)\//.exec(path)?.[1];

const RULES: Rule[] = [
  { rule: 'shared imports nothing of ours but shared', breaks: (file, { target }) => under(file, 'shared') && !under(target, 'shared') },
  { rule: 'the loader imports only shared/protocol', breaks: (file, { target }) => under(file, 'loader') && !under(target, 'loader', 'shared/protocol') },
  { rule: 'the widget never imports the server', breaks: (file, { target }) => under(file, 'widget') && under(target, 'server') },
  { rule: 'the server never imports the widget', breaks: (file, { target }) => under(file, 'server') && under(target, 'widget') },
  // the sandbox gateway stands for another company's service: the server knows it only over HTTP
  { rule: 'the sandbox gateway imports nothing of ours', breaks: (file, { target }) => under(file, 'gateway') && !under(target, 'gateway') },
  { rule: 'the server never imports the sandbox gateway', breaks: (file, { target }) => under(file, 'server') && under(target, 'gateway') },
  {
    rule: 'a widget feature never imports another feature',
    breaks: (file, { target }) => feature(file) !== undefined && feature(target) !== undefined && feature(file) !== feature(target),
  },
  {
    // the row types the rules reason about may be borrowed from server/db; its code may not
    rule: 'the domain knows no HTTP, routes, database or mail',
    breaks: (file, { target, typeOnly }) =>
      under(file, 'server/domain') && (under(target, 'server/http', 'server/routes', 'server/mail') || (under(target, 'server/db') && !typeOnly)),
  },
  {
    rule: 'a use-case never imports routes or HTTP',
    breaks: (file, { target }) => under(file, 'server/use-cases') && under(target, 'server/routes', 'server/http'),
  },
];

/** Known breaks, each with the reason it may stay for now. Keep this list short and dated. */
const ALLOWED = new Set<string>([]);

/** Every import that breaks a rule, as `rule: file -> import`. */
function breaches(graph: Array<{ file: string } & SourceImport>): string[] {
  return graph.flatMap(({ file, ...found }) => {
    const { target } = found;
    if (target === null || ALLOWED.has(`${file} -> ${target}`)) return [];
    return RULES.filter((r) => r.breaks(file, { ...found, target })).map((r) => `${r.rule}: ${file} -> ${found.specifier}`);
  });
}

describe('the architecture', () => {
  const graph = importGraph(repoRoot);

  it('reads every part of the code', () => {
    for (const part of ['shared/', 'loader/', 'widget/features/', 'server/domain/', 'server/use-cases/', 'gateway/']) {
      expect(
        graph.some(({ file }) => file.startsWith(part)),
        part,
      ).toBe(true);
    }
  });

  it('keeps every import in its direction (STYLE.md)', () => {
    expect(breaches(graph)).toEqual([]);
  });

  it('still needs every exception it allows', () => {
    const used = new Set(graph.map(({ file, target }) => `${file} -> ${target}`));
    expect([...ALLOWED].filter((entry) => !used.has(entry))).toEqual([]);
  });

  it('reads static, re-exported, bare and dynamic imports, and not those in comments', () => {
    const source = [
      "import { a, type B } from './a.ts';",
      "import type { C } from '../c.ts';",
      'import D, {',
      '  e,',
      "} from 'd';",
      "export * from './f.ts';",
      "export { g } from './g.ts';",
      "import './h.css';",
      "const i = await import('../i/i.ts');",
      "/** import { j } from './j.ts' */",
      "// const k = await import('./k.ts');",
    ].join('\n');
    expect(importsOf('server/x/y.ts', source).map((i) => [i.target ?? i.specifier, i.typeOnly])).toEqual([
      ['server/x/a.ts', false],
      ['server/c.ts', true],
      ['d', false],
      ['server/x/f.ts', false],
      ['server/x/g.ts', false],
      ['server/x/h.css', false],
      ['server/i/i.ts', false],
    ]);
  });

  it('names each file and import that breaks a rule', () => {
    const graph = [
      { file: 'server/domain/pricing.ts', ...importsOf('server/domain/pricing.ts', "import { TITLES } from '../http/messages.ts';")[0]! },
      { file: 'widget/features/search/a.ts', ...importsOf('widget/features/search/a.ts', "import { b } from '../booking/b.ts';")[0]! },
    ];
    expect(breaches(graph)).toEqual([
      'the domain knows no HTTP, routes, database or mail: server/domain/pricing.ts -> ../http/messages.ts',
      'a widget feature never imports another feature: widget/features/search/a.ts -> ../booking/b.ts',
    ]);
  });
});
