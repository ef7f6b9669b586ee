import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_ATTACHMENT_BYTES } from '../shared/attachments.ts';
import type { AppDeps } from './deps.ts';
import { readConfig } from './config.ts';
import { openDb, type DbTarget } from './db/client.ts';
import { ConfigCache } from './db/config-cache.ts';
import { migrate } from './db/migrate.ts';
import { loadDemo } from './db/load-demo.ts';
import { createRateLimiters } from './http/rate-limit.ts';
import { loadServerCatalogs } from './i18n.ts';
import type { PaymentGateway } from './payments/port.ts';
import type { OpenIdProvider } from './openid/provider-config.ts';

/**
 * Opens and migrates the database, loads the demo data when it is missing, loads the server's
 * catalogs, and returns the dependencies the app runs on. Used by main.ts and by the tests.
 */
export async function prepare(
  target: DbTarget,
  options: {
    now?: () => Date;
    secret?: string;
    publicUrl: string;
    demo: boolean;
    checkAnswers: boolean;
    trustProxy?: number;
    attachmentsDir?: string;
    payments?: PaymentGateway | null;
    /** Every per-address limit multiplied: the browser tests' server only (createRateLimiters). */
    limitScale?: number;
    /** The OpenID providers members may sign in with (config.ts OPENID_PROVIDERS). */
    openIdProviders?: readonly OpenIdProvider[];
  },
) {
  const { db, pglite, pool } = await openDb(target);
  await migrate(db);
  const now = options.now ?? (() => new Date());
  if (options.demo) await loadDemo(db, now());
  await loadServerCatalogs();
  const deps: AppDeps = {
    db,
    config: pglite ? await ConfigCache.listening(db, pglite) : new ConfigCache(db),
    now,
    // never stored: without SESSION_SECRET each process makes its own, and a guest's widget
    // simply asks for a new client session after a restart (code 4000)
    sessionSecret: options.secret ?? randomBytes(32).toString('base64url'),
    checkAnswers: options.checkAnswers,
    publicUrl: options.publicUrl,
    demo: options.demo,
    trustProxy: options.trustProxy ?? 0,
    rateLimiters: createRateLimiters(pool, options.limitScale),
    // an in-memory database keeps its files in a temporary folder, a lasting one in ATTACHMENTS_DIR
    attachmentsDir: options.attachmentsDir ?? ('memory' in target ? join(tmpdir(), 'yado-attachments') : readConfig().attachmentsDir),
    maxAttachmentBytes: MAX_ATTACHMENT_BYTES,
    payments: options.payments ?? null,
    openIdProviders: options.openIdProviders ?? [],
  };
  return { deps, pglite };
}
