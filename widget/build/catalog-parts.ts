/**
 * A vite plugin that serves each locale's widget catalog in three parts, so the first screen
 * carries only the text it shows: `locales/{locale}/widget.po?first` holds every message used
 * by a module the widget's entry (FIRST_TEXT_ENTRIES) imports statically; `?results` those of
 * the results part below the search form and what it loads at once (RESULTS_TEXT_ENTRIES),
 * loaded with it once the form is drawn; `?later` holds the rest (the checkout and reservation
 * pages, the calendar, the guests chooser, loaded on demand). Translators keep one catalog
 * per locale; where a message is used is read from the source catalog's origins
 * (locales/en/widget.po). The build also writes each locale's first part as JSON
 * (`catalogs/{locale}.json` beside the widget's index.html): the server puts the guest's into
 * the widget's page (server/http/widget-page.ts), one request less before the first screen.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, createCompilationErrorMessage, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/** The three parts of a catalog. */
export type CatalogPart = 'first' | 'results' | 'later';

/** Whose text is in the first part: the widget's entry (the search form and the page around it). */
export const FIRST_TEXT_ENTRIES = ['widget/main.tsx'];

/**
 * Whose text is in the results part (where not in the first): what the results page loads at
 * once on demand, after the form is drawn and while the first search runs: the results part,
 * the result list and the hotel's notices (widget/lib/i18n.ts `loadResultsText`).
 */
export const RESULTS_TEXT_ENTRIES = [
  'widget/features/search/results-body.tsx',
  'widget/features/search/result-list.tsx',
  'widget/features/notifications/notices.tsx',
];

/** Where the build writes each locale's first part as JSON, under the widget's output folder. */
export const FIRST_TEXT_JSON_DIR = 'catalogs';

const PART_ID = /\/locales\/[^/]+\/widget\.po\?(first|results|later)$/;
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]/gm;
/** `import type … from` and `export type … from`: no code of theirs is loaded. */
const TYPE_ONLY = /^[\s;]*(?:import|export)\s+type\s/;

/**
 * The source files the entries import statically, themselves included, as paths relative to
 * `root`. Dynamic `import()` is not followed: what it loads comes later. Type-only imports are
 * followed too, which can only move text into the first part, never out of it; `{ types: false }`
 * leaves them out (the modules whose code the entries load). Files matching `stopAt` are
 * neither counted nor followed.
 */
export function staticImports(
  entries: string | readonly string[],
  root: string,
  { types = true, stopAt }: { types?: boolean; stopAt?: RegExp } = {},
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (seen.has(relative) || !/\.tsx?$/.test(file) || !existsSync(file) || stopAt?.test(relative)) return;
    seen.add(relative);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!types && TYPE_ONLY.test(match[0])) continue;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
    }
  };
  for (const entry of typeof entries === 'string' ? [entries] : entries) visit(path.resolve(root, entry));
  return seen;
}

/**
 * Which part a message belongs in: first when any file using it is on the first screen (or its
 * use is unknown), else results when any is in the results part, else later.
 */
export function partOf(
  origins: ReadonlyArray<readonly [string, ...unknown[]]> | undefined,
  firstScreen: ReadonlySet<string>,
  results: ReadonlySet<string> = new Set(),
): CatalogPart {
  if (!origins || origins.length === 0) return 'first';
  const used = (files: ReadonlySet<string>) => origins.some(([file]) => files.has(file));
  return used(firstScreen) ? 'first' : used(results) ? 'results' : 'later';
}

/** The compiled messages of one part of one locale's catalog (ES module source). */
export async function compilePart(
  file: string,
  part: CatalogPart,
  options: { root: string; entries: readonly string[]; resultsEntries?: readonly string[]; json?: boolean },
): Promise<{ code: string; ids: string[]; errors: string | null }> {
  const config = getConfig({ cwd: options.root });
  const rootDir = config.rootDir ?? options.root;
  const found = getCatalogForFile(path.relative(rootDir, file), await getCatalogs(config));
  if (!found) throw new Error(`${file} is not a catalog of lingui.config`);
  const { locale, catalog } = found;
  const sourceLocale = config.sourceLocale ?? 'en';
  const source = await catalog.read(sourceLocale);
  const firstScreen = staticImports(options.entries, rootDir);
  const results = staticImports(options.resultsEntries ?? [], rootDir);
  const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale });
  const chosen = Object.fromEntries(Object.entries(messages).filter(([id]) => partOf(source[id]?.origin as never, firstScreen, results) === part));
  const { source: code, errors } = createCompiledCatalog(locale, chosen, { namespace: options.json ? 'json' : 'es', pseudoLocale: config.pseudoLocale });
  return { code, ids: Object.keys(chosen), errors: errors.length ? createCompilationErrorMessage(locale, errors) : null };
}

/** The plugin; `entries` are the first screen's modules relative to `root` (the repository). */
export function catalogParts({
  root = process.cwd(),
  entries = FIRST_TEXT_ENTRIES,
  resultsEntries = RESULTS_TEXT_ENTRIES,
  chunkFileName = (_chunk: { name: string }) => 'assets/[name]-[hash].js',
}: {
  root?: string;
  entries?: readonly string[];
  /** The results part's modules relative to `root`. */
  resultsEntries?: readonly string[];
  /** How the other chunks are named. */
  chunkFileName?: (chunk: { name: string }) => string;
} = {}): Plugin {
  return {
    name: 'yado-catalog-parts',
    enforce: 'pre',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            // the results and later parts are not first-screen text: named apart from the first parts (bench/sizes.mjs)
            chunkFileNames: (chunk) => {
              const part = chunk.facadeModuleId && PART_ID.exec(chunk.facadeModuleId)?.[1];
              return part === 'later' || part === 'results' ? `assets/${part}-text-[hash].js` : chunkFileName(chunk);
            },
          },
        },
      },
    }),
    async load(id) {
      const part = PART_ID.exec(id)?.[1] as CatalogPart | undefined;
      if (!part) return null;
      const file = id.split('?')[0]!;
      this.addWatchFile(file);
      this.addWatchFile(path.resolve(root, 'locales/en/widget.po'));
      const { code, errors } = await compilePart(file, part, { root, entries, resultsEntries });
      if (errors) this.warn(errors);
      return { code, map: null, moduleType: 'js' };
    },
    async generateBundle() {
      const config = getConfig({ cwd: root });
      for (const locale of config.locales) {
        const file = path.resolve(root, `locales/${locale}/widget.po`);
        const { code } = await compilePart(file, 'first', { root, entries, resultsEntries, json: true });
        this.emitFile({ type: 'asset', fileName: `${FIRST_TEXT_JSON_DIR}/${locale}.json`, source: code });
      }
    },
  };
}
