import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

/** The query builder every repository takes. One dialect of SQL, two drivers. */
export type Db = Kysely<Database>;

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Dates stay YYYY-MM-DD strings (no time-zone drift); money (bigint) and numeric become numbers. */
const parsers = {
  [DATE_OID]: (value: string) => value,
  [INT8_OID]: (value: string) => Number(value),
  [NUMERIC_OID]: (value: string) => Number(value),
};

/** Where the data lives: a PostgreSQL URL, a PGlite directory, or memory (PGlite). */
export type DbTarget = { url: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob | File };

/** The database the environment names: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR. */
export function configuredTarget(config: { databaseUrl: string | undefined; dataDir: string }): DbTarget {
  return config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };
}

/** Opens the database. PostgreSQL when a URL is given, otherwise embedded PGlite. */
export async function openDb(target: DbTarget): Promise<{ db: Db; pglite?: PGlite; pool?: pg.Pool }> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // an idle connection the server dropped (a restart, a failover) must not take the process down
    pool.on('error', (error) => console.error(`database: idle connection lost (${error.message})`));
    pool.on('connect', (client) => {
      for (const [oid, parse] of Object.entries(parsers)) client.setTypeParser(Number(oid), parse);
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
  }
  // PGlite creates only the last folder of its path: a fresh checkout has no ./data yet
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  const pglite =
    'dataDir' in target
      ? await PGlite.create({ dataDir: target.dataDir, parsers })
      : await PGlite.create({ parsers, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) });
  return { db: new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }), pglite };
}
