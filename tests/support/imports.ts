import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

/** One import of a source file: what it names and, for our own files, the repo path it reaches. */
export type SourceImport = { specifier: string; target: string | null; typeOnly: boolean };

const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', 'locales', '.git']);

/** Every .ts and .tsx file below `root`, as repo paths with forward slashes. */
export function sourceFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.isSymbolicLink()) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative(root, path).split(sep).join('/')] : [];
  });
}

const STATIC = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[\w$]+\s*,\s*)?(?:\*\s*(?:as\s+[\w$]+\s*)?|\{[^}]*\}\s*|[\w$]+\s+)from\s*['"]([^'"]+)['"]/g;
const BARE = /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Drops block comments and whole-line comments, so an import in a doc comment does not count. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/**
 * The imports of one file (`file` is its repo path): static `import ... from`, `export ... from`,
 * bare `import '...'` and dynamic `import('...')`. Relative specifiers resolve to repo paths.
 */
export function importsOf(file: string, source: string): SourceImport[] {
  const code = withoutComments(source);
  const found: Array<[string, boolean]> = [
    ...[...code.matchAll(STATIC)].map((m): [string, boolean] => [m[3]!, Boolean(m[2])]),
    ...[...code.matchAll(BARE)].map((m): [string, boolean] => [m[1]!, false]),
    ...[...code.matchAll(DYNAMIC)].map((m): [string, boolean] => [m[1]!, false]),
  ];
  return found.map(([specifier, typeOnly]) => ({
    specifier,
    typeOnly,
    target: specifier.startsWith('.') ? posix.normalize(posix.join(posix.dirname(file), specifier)) : null,
  }));
}

/** The imports of every source file below `root`. */
export function importGraph(root: string): Array<{ file: string } & SourceImport> {
  return sourceFiles(root).flatMap((file) => importsOf(file, readFileSync(join(root, file), 'utf8')).map((found) => ({ file, ...found })));
}

export const repoRoot = join(dirname(new URL(import.meta.url).pathname), '..', '..');
