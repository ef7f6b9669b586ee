import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, buildPgliteTemplate, buildPostgresTemplate } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the PGlite template dump. */
    pgliteTemplate: string;
    /** The PostgreSQL template database, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates and seeds the demo data once per run, before the API suites start: a PGlite dump in
 * a temporary file and, with TEST_DATABASE_URL, a PostgreSQL template database. Each suite then
 * starts from a copy instead of running initdb, the migrations and the seed itself.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const folder = await mkdtemp(join(tmpdir(), 'yado-tests-'));
  const file = join(folder, 'pglite-template.tar');
  const [dump, postgres] = await Promise.all([buildPgliteTemplate(), adminUrl ? buildPostgresTemplate(adminUrl) : null]);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', postgres);
  console.log(`API test templates ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (adminUrl && postgres) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${postgres}`);
  };
}
