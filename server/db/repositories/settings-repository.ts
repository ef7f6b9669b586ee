import { randomBytes } from 'node:crypto';
import type { Db } from '../client.ts';

/**
 * The secret that signs client sessions: made once and kept in the database, so every server
 * behind one database signs and checks alike. SESSION_SECRET in the environment overrides it.
 */
export async function sessionSecret(db: Db): Promise<string> {
  await db.insertInto('app_settings')
    .values({ key: 'session_secret', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'session_secret').executeTakeFirstOrThrow();
  return row.value;
}
