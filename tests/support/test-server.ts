import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { CLIENT_SESSION_HEADER } from '../../shared/constants.ts';
import { createApp } from '../../server/app.ts';
import type { AppDeps } from '../../server/deps.ts';
import { prepare } from '../../server/start.ts';
import { adminQuery, buildPgliteTemplate, databaseUrl, TEST_NOW, testOptions, uniqueName } from './templates.ts';

export { TEST_NOW };

/** The drivers the API suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DRIVERS: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

let template: Promise<Blob> | undefined;

/**
 * The migrated, seeded PGlite every test database starts from (a load takes about 0.4 s on an
 * idle machine): the dump the run's global setup made, or, for a file run without it
 * (outside the api project), one built here.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : buildPgliteTemplate();
  })();
  return template;
}

/** A new PostgreSQL database: a copy of the run's template, or an empty one the app migrates and seeds. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = uniqueName('yado_test');
  const source = inject('postgresTemplate');
  await adminQuery(adminUrl, source ? `CREATE DATABASE ${name} TEMPLATE ${source}` : `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(adminUrl, name),
    // dropped once the suite's own connections have gone (never forced: that would kill them mid-close)
    drop: async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}

/** A test server: the real app in-process on a fresh database with the demo data. */
export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** Starts the app on a fresh database of the given driver, with a movable clock. */
export async function createTestServer(driver: 'pglite' | 'postgres' = 'pglite') {
  const clock = { now: TEST_NOW };
  const closing: Array<() => Promise<void>> = [];
  const options = testOptions(() => clock.now);
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
    const session = (await (
      await app.request('/identity/v1/client_sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'demo-kyoto' }),
      })
    ).json()) as { data: { client_session: string } };
    headers[CLIENT_SESSION_HEADER] = session.data.client_session;
  }
  await renewSession();

  /**
   * Moves the clock. A client session lasts 18 hours, so it is renewed at the new time unless
   * `keepSession` asks to go on with the old one.
   */
  async function travelTo(instant: Date, { keepSession = false } = {}) {
    clock.now = instant;
    if (!keepSession) await renewSession();
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
    app,
    deps,
    db: deps.db,
    clock,
    call,
    headers,
    travelTo,
    /** Runs `work` first when the server closes (a wired gateway's webhooks end there). */
    beforeClose: (work: () => Promise<void>) => void closing.push(work),
    close: async () => {
      for (const work of closing) await work();
      await deps.db.destroy();
      await drop();
    },
  };
}

/** PGlite is not imported by tests directly; re-exported for the few that need raw access. */
export { PGlite };
