import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './client.ts';

describe('the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'yado-db-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('opens in a data folder whose parents do not exist yet, as on a fresh checkout', async () => {
    const { db } = await openDb({ dataDir: join(root, 'data', 'pglite') });
    const { rows } = await sql<{ answer: number }>`SELECT 42 AS answer`.execute(db);
    expect(rows[0]!.answer).toBe(42);
    await db.destroy();
  });
});
