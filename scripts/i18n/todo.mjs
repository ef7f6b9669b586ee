// Lists the messages a locale has not translated yet, as JSON {id: English text}, for a
// translator to fill in and hand to fill.mjs. Usage: node scripts/i18n/todo.mjs ko widget
import { readFileSync } from 'node:fs';
import PO from 'pofile';

const [locale, catalog = 'widget'] = process.argv.slice(2);
if (!locale) throw new Error('usage: node scripts/i18n/todo.mjs LOCALE [widget|server]');
const source = PO.parse(readFileSync(`locales/en/${catalog}.po`, 'utf8'));
const target = PO.parse(readFileSync(`locales/${locale}/${catalog}.po`, 'utf8'));
const done = new Map(target.items.map((item) => [item.msgid, item.msgstr[0]]));
const todo = {};
for (const item of source.items) {
  if (item.obsolete || done.get(item.msgid)) continue;
  todo[item.msgid] = item.msgstr[0] || item.msgid;
}
console.log(JSON.stringify(todo, null, 2));
