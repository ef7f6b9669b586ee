import { sql } from 'kysely';
import type { Db } from '../../server/db/client.ts';
import { type CardDataFinding, findCardData } from './card-numbers.ts';

/**
 * Every row of the database's own tables holding card data (findCardData): each column but
 * binary ones is read as text, so a number kept in a text, JSON or numeric column is found.
 */
export async function findCardDataInDatabase(db: Db): Promise<Array<CardDataFinding & { place: string }>> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type <> 'bytea'
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows) tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  const found: Array<CardDataFinding & { place: string }> = [];
  for (const [table, names] of tables) {
    // one text per row, its values apart (a separator no number runs through)
    const values = sql.join(
      names.map((name) => sql`coalesce(${sql.ref(name)}::text, '')`),
      sql`, `,
    );
    const rows = await sql<{ row: string }>`SELECT concat_ws(' | ', ${values}) AS row FROM ${sql.table(table)}`.execute(db);
    for (const { row } of rows.rows) for (const finding of findCardData(row)) found.push({ ...finding, place: table });
  }
  return found;
}
