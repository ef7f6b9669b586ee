import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const PACKAGE = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** What a production install runs: the server, and the operator's demo loader. */
const ENTRIES = ['server/main.ts', 'server/seed-demo.ts'];

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The packages each bare import on the static import graph from `entry` names, with the file
 * importing it. esbuild reads the files as tsx runs them (type-only imports are dropped);
 * dynamic imports are not followed: only development reaches them.
 */
async function runtimePackages(entry: string): Promise<Map<string, string>> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const edge of metafile.inputs[file]?.imports ?? []) {
      if (edge.kind !== 'import-statement') continue;
      if (!edge.external) visit(edge.path);
      else if (!isBuiltin(edge.path)) packages.set(packageOf(edge.path), file);
    }
  };
  visit(entry);
  return packages;
}

describe.each(ENTRIES)('the run-time imports of %s', (entry) => {
  it('name only dependencies, none a dev dependency (npm ci --omit=dev installs no others)', async () => {
    const packages = await runtimePackages(entry);
    expect(packages.size).toBeGreaterThan(0);
    const outside = [...packages]
      .filter(([name]) => !(name in PACKAGE.dependencies))
      .map(([name, file]) => {
        const dev = name in PACKAGE.devDependencies ? 'a dev dependency' : 'not declared';
        return `${name} (${dev}) imported by ${file}`;
      });
    expect(outside).toEqual([]);
  });
});

describe('the import walk', () => {
  it('finds the server’s packages and leaves out what only development imports dynamically', async () => {
    const packages = await runtimePackages('server/main.ts');
    expect(packages.has('hono')).toBe(true);
    expect(packages.has('kysely')).toBe(true);
    // server/i18n.ts compiles the PO files through a dynamic import outside production
    expect(packages.has('@lingui/format-po')).toBe(false);
  });
});

describe('npm run serve', () => {
  it('starts the server in production through tsx, a dependency, without building', () => {
    expect(PACKAGE.scripts.serve).toBe('NODE_ENV=production node --import tsx server/main.ts');
    expect(PACKAGE.dependencies).toHaveProperty('tsx');
  });
});
