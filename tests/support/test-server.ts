import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CLIENT_SESSION_HEADER } from '../../shared/constants.ts';
import { createApp } from '../../server/app.ts';
import type { AppDeps } from '../../server/deps.ts';
import { prepare } from '../../server/start.ts';

/** The drivers the API suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DRIVERS: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The tests' clock: 1 December 2026, 10:00 in Kyoto. Demo data is seeded from the day before. */
export const TEST_NOW = new Date('2026-12-01T01:00:00Z');

let template: Promise<Blob> | undefined;

/** A migrated, seeded PGlite dumped once per test worker; each test database starts from it (TOOLCHAIN.md). */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const { deps, pglite } = await prepare({ memory: true }, { now: () => TEST_NOW, secret: 'test', publicUrl: 'http://localhost:8080', demo: true, checkAnswers: true });
    const dump = await pglite!.dumpDataDir('none');
    await deps.db.destroy();
    return dump;
  })();
  return template;
}

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `yado_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // dropped once the suite's own connections have gone (never forced: that would kill them mid-close)
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      for (let attempt = 0; ; attempt += 1) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await client.end();
    },
  };
}

/** A test server: the real app in-process on a fresh database with the demo data. */
export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** Starts the app on a fresh database of the given driver, with a movable clock. */
export async function createTestServer(driver: 'pglite' | 'postgres' = 'pglite') {
  const clock = { now: TEST_NOW };
  const options = { now: () => clock.now, secret: 'test', publicUrl: 'http://localhost:8080', demo: true, checkAnswers: true };
  let deps: AppDeps;
  let drop = async () => {};
  if (driver === 'postgres') {
    const database = await freshPostgres();
    drop = database.drop;
    ({ deps } = await prepare({ url: database.url }, options));
  } else {
    ({ deps } = await prepare({ memory: true, loadDataDir: await pgliteTemplate() }, options));
  }
  const app = createApp(deps);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  async function renewSession() {
    const session = (await (await app.request('/identity/v1/client_sessions', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: 'demo-kyoto' }),
    })).json()) as { data: { client_session: string } };
    headers[CLIENT_SESSION_HEADER] = session.data.client_session;
  }
  await renewSession();

  /** Moves the clock (a client session lasts 18 hours, so it is renewed at the new time). */
  async function travelTo(instant: Date) {
    clock.now = instant;
    await renewSession();
  }

  /** Calls the API with the client session; `path` is under /api/v1. */
  async function call(method: string, path: string, init: { body?: unknown; headers?: Record<string, string>; rawBody?: string } = {}) {
    const response = await app.request(`/api/v1${path}`, {
      method,
      headers: { ...headers, ...init.headers },
      ...(init.rawBody !== undefined ? { body: init.rawBody } : init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read any answer's fields without declaring its shape
    return { status: response.status, json: (text ? JSON.parse(text) : null) as any };
  }

  return {
    app, deps, db: deps.db, clock, call, headers, travelTo,
    close: async () => {
      await deps.db.destroy();
      await drop();
    },
  };
}

/** PGlite is not imported by tests directly; re-exported for the few that need raw access. */
export { PGlite };
