// Compiles locales/*/server.po into the messages @lingui/core runs without its compiler: at build
// time into dist/server-catalogs/{locale}.json (what production reads), and for development and
// tests straight from the PO files. Uses dev dependencies only: never import it from the server's
// run-time path.
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const LOCALES_DIR = new URL('../../locales/', import.meta.url);
const SOURCE_LOCALE = 'en';
const po = formatter({ lineNumbers: false });

/** Reads a locale's server.po into id -> translation, leaving out empty translations. */
async function translations(locale) {
  const file = new URL(`${locale}/server.po`, LOCALES_DIR);
  if (!existsSync(file)) return {};
  const catalog = await po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file.pathname });
  const messages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    const text = entry.translation || (locale === SOURCE_LOCALE ? entry.message : undefined);
    if (text) messages[id] = text;
  }
  return messages;
}

/** Every locale's catalog, compiled; a message a locale lacks is the English one, so none is left uncompiled. */
export async function compileServerCatalogs() {
  const english = await translations(SOURCE_LOCALE);
  const locales = readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const catalogs = {};
  for (const locale of locales) {
    const merged = { ...english, ...(await translations(locale)) };
    catalogs[locale] = Object.fromEntries(Object.entries(merged).map(([id, text]) => [id, compileMessage(text)]));
  }
  return catalogs;
}

/** Writes the compiled catalogs as {dir}/{locale}.json (dir: a path). */
export async function writeServerCatalogs(dir) {
  mkdirSync(dir, { recursive: true });
  for (const [locale, messages] of Object.entries(await compileServerCatalogs())) {
    writeFileSync(join(dir, `${locale}.json`), JSON.stringify(messages));
  }
}
