import { readFileSync, existsSync } from 'node:fs';
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatter } from '@lingui/format-po';
import { INTL_LOCALE, LOCALES, type Locale } from '../shared/constants.ts';

const LOCALES_DIR = new URL('../locales/', import.meta.url);
const po = formatter({ lineNumbers: false });
const cache = new Map<Locale, I18n>();

/** Reads locales/{locale}/server.po into id -> translation, skipping empty translations. */
async function loadCatalog(locale: Locale): Promise<Record<string, string>> {
  const file = new URL(`${locale}/server.po`, LOCALES_DIR);
  if (!existsSync(file)) return {};
  const catalog = await po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file.pathname });
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(catalog)) if (entry.translation) messages[id] = entry.translation;
  return messages;
}

/** Loads every locale's server catalog once, at start-up. */
export async function loadServerCatalogs(): Promise<void> {
  for (const locale of LOCALES) {
    const catalog = setupI18n();
    catalog.setMessagesCompiler(compileMessage);
    catalog.load(locale, await loadCatalog(locale));
    // Intl (plurals, numbers) needs a BCP 47 tag: zh_Hans is our catalog name, zh-Hans its tag
    catalog.activate(locale, [INTL_LOCALE[locale]]);
    cache.set(locale, catalog);
  }
}

/** Translates a message for a locale; falls back to the English source text. */
export function translate(locale: Locale, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  let catalog = cache.get(locale);
  if (!catalog) {
    catalog = setupI18n({ locale, messages: { [locale]: {} } });
    catalog.setMessagesCompiler(compileMessage);
    // Intl (plurals, numbers) needs a BCP 47 tag: zh_Hans is our catalog name, zh-Hans its tag
    catalog.activate(locale, [INTL_LOCALE[locale]]);
    cache.set(locale, catalog);
  }
  // the descriptor is passed whole, so the extractor (which reads literal calls) skips this line
  const message: MessageDescriptor = values ? { ...descriptor, values } : descriptor;
  return catalog._(message);
}

/** Picks the text of a multi-language field for a locale, falling back to English. */
export function pickName(names: Record<string, string>, locale: Locale): string {
  return names[locale] ?? names.en ?? Object.values(names)[0] ?? '';
}

/** The request's locale from its header, or English. */
export function localeOf(header: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(header ?? '') ? (header as Locale) : 'en';
}
