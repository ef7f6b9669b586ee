// Writes translations into a locale's catalog from a JSON file {id: translation}; entries not
// yet in the catalog are added. Usage: node scripts/i18n/fill.mjs ko widget ko-widget.json
import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';

const [locale, catalog, file] = process.argv.slice(2);
if (!locale || !catalog || !file) throw new Error('usage: node scripts/i18n/fill.mjs LOCALE widget|server FILE.json');
const path = `locales/${locale}/${catalog}.po`;
const po = PO.parse(readFileSync(path, 'utf8'));
const translations = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(po.items.map((item) => [item.msgid, item]));
let filled = 0;
for (const [id, text] of Object.entries(translations)) {
  let item = byId.get(id);
  if (!item) {
    item = new PO.Item();
    item.msgid = id;
    po.items.push(item);
  }
  item.msgstr = [text];
  filled += 1;
}
// pofile adds empty standard headers; the catalogs keep only those Lingui writes
for (const key of Object.keys(po.headers)) if (!po.headers[key]) delete po.headers[key];
writeFileSync(path, po.toString().replace(/\n*$/, '\n'));
console.log(`${path}: ${filled} messages written`);
