import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// plain JS with its own .d.mts
import { BUILD_PARTS, isStale } from '../scripts/build-freshness.mjs';

/** A part as build.mjs knows it, in a scratch folder: one output built from a folder and a file. */
const PART = { outputs: ['dist/out.js'], sources: ['src', 'config.ts'] };

let root: string;
/** Writes a file under the scratch folder, dated `minutes` from a fixed moment. */
function write(path: string, minutes: number) {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, path);
  const time = new Date(Date.UTC(2026, 10, 25, 9) + minutes * 60_000);
  utimesSync(file, time, time);
  // folders as old as can be: only the files' times count, unless a test dates a folder
  for (let folder = join(file, '..'); folder.startsWith(root) && folder !== root; folder = join(folder, '..')) {
    utimesSync(folder, new Date(0), new Date(0));
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'yado-build-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm start builds a part again', () => {
  it('builds a part whose output is missing', () => {
    write('src/a.ts', 0);
    expect(isStale(PART, root)).toBe(true);
  });

  it('keeps an output written after every source', () => {
    write('src/deep/a.ts', 0);
    write('config.ts', 1);
    write('dist/out.js', 2);
    expect(isStale(PART, root)).toBe(false);
  });

  it.each([
    ['a file deep in a source folder', 'src/deep/b.ts'],
    ['a source file outside a folder', 'config.ts'],
  ])('builds again when %s changed after the output', (_what, changed) => {
    write('src/a.ts', 0);
    write('dist/out.js', 2);
    write(changed, 3);
    expect(isStale(PART, root)).toBe(true);
  });

  it('builds again when a file was removed from a source folder after the build', () => {
    write('src/a.ts', 0);
    write('dist/out.js', 2);
    const folder = new Date(Date.UTC(2026, 10, 25, 9, 5));
    utimesSync(join(root, 'src'), folder, folder);
    expect(isStale(PART, root)).toBe(true);
  });

  it('names the sources of each part of dist/, the shared contract among the widget’s', () => {
    expect(BUILD_PARTS.loader.sources).toContain('shared/protocol');
    expect(BUILD_PARTS.widget.sources).toEqual(expect.arrayContaining(['widget', 'shared', 'locales']));
    expect(BUILD_PARTS.serverCatalogs.sources).toContain('locales');
  });
});
