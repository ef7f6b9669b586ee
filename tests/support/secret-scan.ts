import { sql } from 'kysely';
import type { Db } from '../../server/db/client.ts';

/**
 * Every place in the database's own tables where one of `secrets` appears in clear: each
 * text, character or JSON column of the public schema is searched. Returns `table.column` names.
 */
export async function findSecretsInClear(db: Db, secrets: string[]): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(db);
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    for (const secret of secrets) {
      const hit = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM ${sql.table(table_name)} WHERE strpos(${sql.ref(column_name)}::text, ${secret}) > 0`.execute(db);
      if (hit.rows[0]!.n > 0) found.push(`${table_name}.${column_name}`);
    }
  }
  return found;
}
