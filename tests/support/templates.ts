import { adminQuery, databaseUrl, uniqueName } from '../../scripts/postgres-admin.mjs';
import { prepare } from '../../server/start.ts';

export { adminQuery, databaseUrl, uniqueName };

/** The tests' clock: 1 December 2026, 10:00 in Kyoto. Demo data is seeded from the day before. */
export const TEST_NOW = new Date('2026-12-01T01:00:00Z');

/** How every test server runs; the templates are seeded with the same, at TEST_NOW. */
export function testOptions(now: () => Date) {
  return { now, secret: 'test', publicUrl: 'http://localhost:8080', demo: true, checkAnswers: true };
}

/** A migrated PGlite with the demo data, dumped (tar) for `loadDataDir`. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const { deps, pglite } = await prepare(
    { memory: true },
    testOptions(() => TEST_NOW),
  );
  // a checkpoint first, so each copy starts without replaying the seed from the WAL;
  // uncompressed, as gunzipping 69 MB costs each copy more than reading it
  await pglite!.exec('CHECKPOINT');
  const dump = await pglite!.dumpDataDir('none');
  await deps.db.destroy();
  return dump;
}

/**
 * Migrates and seeds a new PostgreSQL database to copy suites' databases from
 * (`CREATE DATABASE ... TEMPLATE`); its connections are closed, as copying requires.
 */
export async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = uniqueName('yado_template');
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const { deps } = await prepare(
    { url: databaseUrl(adminUrl, name) },
    testOptions(() => TEST_NOW),
  );
  await deps.db.destroy();
  return name;
}
