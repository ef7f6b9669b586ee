import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { INTL_LOCALE, LOCALES, type Locale } from '../shared/constants.ts';

/** Where `npm run build` writes the compiled server catalogs, one {locale}.json each. */
export const COMPILED_CATALOGS_DIR = 'dist/server-catalogs';

const cache = new Map<Locale, I18n>();

function readCompiled(dir: string): Record<string, Messages> {
  const catalogs: Record<string, Messages> = {};
  for (const locale of LOCALES) {
    const file = join(dir, `${locale}.json`);
    if (!existsSync(file))
      throw new Error(
        `The server's compiled catalog ${file} is missing: run npm run build where the dev dependencies are installed, and copy dist/ to this machine.`,
      );
    catalogs[locale] = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  }
  return catalogs;
}

async function compileFromPo(): Promise<Record<string, Messages>> {
  try {
    // the PO parser and the message compiler are dev dependencies: production reads the build's JSON
    const { compileServerCatalogs } = await import('../scripts/i18n/server-catalogs.mjs');
    return await compileServerCatalogs();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      'The server reads its catalogs from locales/*/server.po outside production, which needs the dev dependencies: install them, or set NODE_ENV=production to read the built dist/server-catalogs.',
      { cause: error },
    );
  }
}

/**
 * Loads every locale's server catalog once, at start-up: in production (or given a folder) the
 * compiled JSON of the build, otherwise the PO files as they are now.
 */
export async function loadServerCatalogs(options: { compiledDir?: string } = {}): Promise<void> {
  const compiledDir = options.compiledDir ?? (process.env.NODE_ENV === 'production' ? COMPILED_CATALOGS_DIR : undefined);
  const catalogs = compiledDir ? readCompiled(compiledDir) : await compileFromPo();
  for (const locale of LOCALES) cache.set(locale, catalogOf(locale, catalogs[locale] ?? {}));
}

function catalogOf(locale: Locale, messages: Messages): I18n {
  const catalog = setupI18n({ locale, messages: { [locale]: messages } });
  // Intl (plurals, numbers) needs a BCP 47 tag: zh_Hans is our catalog name, zh-Hans its tag
  catalog.activate(locale, [INTL_LOCALE[locale]]);
  return catalog;
}

/** Translates a message for a locale; falls back to the English source text. */
export function translate(locale: Locale, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  let catalog = cache.get(locale);
  if (!catalog) {
    // without loaded catalogs (some unit tests) Lingui compiles the English source, outside production
    catalog = catalogOf(locale, {});
    cache.set(locale, catalog);
  }
  // the descriptor is passed whole, so the extractor (which reads literal calls) skips this line
  const message: MessageDescriptor = values ? { ...descriptor, values } : descriptor;
  return catalog._(message);
}

/** The request's locale from its header, or English. */
export function localeOf(header: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(header ?? '') ? (header as Locale) : 'en';
}
