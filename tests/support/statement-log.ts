import type { Hono } from 'hono';
import type { KyselyPlugin } from 'kysely';
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/client.ts';
import type { TestServer } from './test-server.ts';

/** One statement the app sent, in order; `begin`, `commit` and `rollback` mark its transactions. */
export type LoggedStatement = { sql: string; inTransaction: boolean };

/**
 * The test server's app on a database handle that writes down every statement it sent and got
 * an answer to (the SQL as compiled), and where each transaction began and ended, in the order
 * the answers came.
 */
export function recordStatements(server: TestServer): { app: Hono; log: LoggedStatement[]; clear: () => void } {
  const log: LoggedStatement[] = [];
  let open = 0;
  const base = server.db;
  // a query is compiled for every builder, also one embedded in another statement: only those
  // that return a result were sent
  const compiled = new WeakMap<object, string>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.set(queryId, base.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      log.push({ sql: compiled.get(queryId) ?? '?', inTransaction: open > 0 });
      return result;
    },
  };
  const recording = base.withPlugin(plugin);
  const mark = (sql: string) => log.push({ sql, inTransaction: true });
  const db = new Proxy(recording, {
    get(target, property) {
      if (property === 'transaction') {
        return () => {
          const builder = target.transaction();
          return {
            execute: async <T>(callback: (trx: Db) => Promise<T>): Promise<T> => {
              open += 1;
              mark('begin');
              try {
                const result = await builder.execute(callback);
                mark('commit');
                return result;
              } catch (error) {
                mark('rollback');
                throw error;
              } finally {
                open -= 1;
              }
            },
          };
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { app: createApp({ ...server.deps, db }), log, clear: () => log.splice(0) };
}

/**
 * Statements from the first one that takes rooms (an UPDATE or a locking read of
 * room_inventory) through the end of its transaction, the commit included: how long the rooms
 * stay locked.
 */
export function whileRoomsLocked(log: LoggedStatement[]): LoggedStatement[] {
  const first = log.findIndex((s) => s.inTransaction && /room_inventory/.test(s.sql) && /\bfor update\b|^update\b/i.test(s.sql));
  if (first < 0) return [];
  const end = log.findIndex((s, index) => index > first && (s.sql === 'commit' || s.sql === 'rollback'));
  return log.slice(first, end + 1);
}
