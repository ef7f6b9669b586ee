// After the browser tests: opens the database the e2e server used and checks that no secret is
// kept in clear. The bypass tokens and members' link tokens are read from the e-mails sent (the
// outbox, where an undelivered e-mail legitimately carries its link); none may appear anywhere else.
// Run by scripts/test.mjs as `node --import tsx scripts/secrets-at-rest.ts DATA_DIR`.
import { sql } from 'kysely';
import { openDb } from '../server/db/client.ts';
import { findSecretsInClear } from '../tests/support/secret-scan.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: secrets-at-rest.ts DATA_DIR');
const { db } = await openDb({ dataDir });
const results: Array<{ check: string; problems: string[] }> = [];

const mails = await db.selectFrom('outbox').select('body_text').execute();
const linkTokens = (name: string) => [
  ...new Set(mails.flatMap((m) => [...m.body_text.matchAll(new RegExp(`${name}(?:=|%3D)([A-Za-z0-9_-]{20,})`, 'g'))].map((match) => match[1]!))),
];
const tokens = linkTokens('bypass_token');
results.push({ check: 'the browser tests booked and e-mailed reservations', problems: tokens.length > 0 ? [] : ['no bypass token found in any e-mail'] });
// members' confirmation and password reset links, when the browser tests signed anyone up
const memberTokens = [...linkTokens('confirmation_token'), ...linkTokens('reset_password_token')];
const inClear = (await findSecretsInClear(db, [...tokens, ...memberTokens])).filter((place) => !place.startsWith('outbox.body_'));
results.push({
  check: `${tokens.length} bypass tokens and ${memberTokens.length} member link tokens appear nowhere but in their own e-mails`,
  problems: inClear,
});

const columns = await sql<{ place: string }>`
  SELECT table_name || '.' || column_name AS place FROM information_schema.columns
  WHERE table_schema = 'public' AND column_name ~ '(token|secret|password)' AND column_name !~ '_hash$'`.execute(db);
results.push({ check: 'no column holds a token, secret or password except as a hash', problems: columns.rows.map((r) => r.place) });
const settings = await db.selectFrom('app_settings').select('key').where('key', '~', 'secret').execute();
results.push({ check: 'no secret among the application settings', problems: settings.map((r) => r.key) });
await db.destroy();

for (const { check, problems } of results) console.log(`${problems.length === 0 ? '✓' : '✗'} ${check}${problems.length ? `: ${problems.join(', ')}` : ''}`);
const failed = results.filter((r) => r.problems.length > 0).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
