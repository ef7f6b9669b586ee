// Throwaway PostgreSQL databases for the tests, the bench and the production check: made and
// dropped through the server's admin database, named so that runs never collide.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the admin database of `adminUrl` (CREATE or DROP DATABASE). */
export async function adminQuery(adminUrl, statement) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of another database on the server of `adminUrl`. */
export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name no other suite or run uses. */
export function uniqueName(prefix) {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}
