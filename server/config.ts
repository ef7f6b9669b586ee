import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { type MaintenanceWindow, parseMaintenanceWindows } from './domain/payment-maintenance.ts';
import { type OpenIdProvider, readOpenIdProviders } from './openid/provider-config.ts';

/** Settings read from the environment, with the demo's defaults. */
export type ServerConfig = {
  port: number;
  /** HOST: the address to listen on; loopback by default in demo mode, every interface otherwise. */
  host: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  /** ATTACHMENTS_DIR: where uploaded files are kept; default `attachments` beside DATA_DIR (./data/attachments). */
  attachmentsDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  sessionSecret: string | undefined;
  /** Demo data and the demo mailbox: only when asked for (YADO_DEMO=true or --demo), never in production. */
  demo: boolean;
  /**
   * YADO_TEST_HOOKS=true: the e2e run's hooks (server/demo/test-hooks.ts), such as running the
   * payment jobs as of a later time, and per-address limits 20 times as loose (the whole run
   * comes from one address). Only with demo mode, so never in production.
   */
  testHooks: boolean;
  production: boolean;
  /** TRUST_PROXY=N: the number of proxies in front that append to X-Forwarded-For (0: none). */
  trustProxy: number;
  /** WEB_CONCURRENCY=N: server processes sharing the port (node:cluster); 1 by default, more only on PostgreSQL. */
  webConcurrency: number;
  /** Online card payment, or null when it is off (PAYMENT_GATEWAY=none; the default in production). */
  payments: PaymentsConfig | null;
  /** OPENID_PROVIDERS and OPENID_{ID}_CLIENT_SECRET: the providers members may sign in with (server/README.md, Members). */
  openIdProviders: OpenIdProvider[];
};

/** The card gateway the server talks to (server/payments/). */
export type PaymentsConfig = {
  gateway: 'sandbox';
  /** PAYMENT_GATEWAY_URL: where the gateway's API and pages are. */
  url: string;
  /** PAYMENT_GATEWAY_SECRET_KEY: the key our server calls the gateway with. */
  secretKey: string;
  /** PAYMENT_WEBHOOK_SECRET: the key the gateway signs its webhooks with. */
  webhookSecret: string;
  /** Start the sandbox gateway beside the server (development and demo, when no PAYMENT_GATEWAY_URL is set). */
  startSandbox: { port: number } | null;
  /** PAYMENT_MAINTENANCE: the gateway's planned maintenance windows (spec 2 §9.3), when online payment is refused. */
  maintenance: MaintenanceWindow[];
};

/** Keys shorter than this are not real keys. */
const MIN_KEY_LENGTH = 24;

/**
 * Reads PAYMENT_*. Development and the demo start the sandbox gateway beside the server on
 * 127.0.0.1 (another site than the widget's localhost) with keys made at start; production needs
 * the gateway's URL and real keys, or PAYMENT_GATEWAY=none.
 */
function paymentsConfig(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig | null {
  const gateway = env.PAYMENT_GATEWAY || (production ? 'none' : 'sandbox');
  if (gateway === 'none') return null;
  const maintenance = parseMaintenanceWindows(env.PAYMENT_MAINTENANCE);
  if (!maintenance)
    throw new ConfigError(`PAYMENT_MAINTENANCE must be FROM/UNTIL instants with their offset, comma separated, not "${env.PAYMENT_MAINTENANCE}".`);
  if (gateway !== 'sandbox') throw new ConfigError(`PAYMENT_GATEWAY must be sandbox or none, not "${gateway}".`);
  const url = env.PAYMENT_GATEWAY_URL?.replace(/\/$/, '');
  const secretKey = env.PAYMENT_GATEWAY_SECRET_KEY;
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET;
  if (url || production) {
    if (!url) throw new ConfigError('PAYMENT_GATEWAY_URL must be set in production when payments are on (or set PAYMENT_GATEWAY=none).');
    if (!URL.canParse(url)) throw new ConfigError(`PAYMENT_GATEWAY_URL must be a URL, not "${url}".`);
    for (const [name, value] of [
      ['PAYMENT_GATEWAY_SECRET_KEY', secretKey],
      ['PAYMENT_WEBHOOK_SECRET', webhookSecret],
    ] as const) {
      if (!value || value.length < MIN_KEY_LENGTH)
        throw new ConfigError(`${name} must be set to the gateway's key (at least ${MIN_KEY_LENGTH} characters) when payments are on.`);
    }
    return { gateway, url, secretKey: secretKey!, webhookSecret: webhookSecret!, startSandbox: null, maintenance };
  }
  const port = Number(env.GATEWAY_PORT ?? 8090);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ConfigError(`GATEWAY_PORT must be a port number, not "${env.GATEWAY_PORT}".`);
  // keys of this run only: the sandbox started beside gets the same ones
  return {
    gateway,
    url: `http://127.0.0.1:${port}`,
    secretKey: secretKey || `sk_${randomBytes(24).toString('base64url')}`,
    webhookSecret: webhookSecret || `whsec_${randomBytes(24).toString('base64url')}`,
    startSandbox: { port },
    maintenance,
  };
}

/** A setting that cannot be run with; the server prints it and does not start. */
export class ConfigError extends Error {}

function proxyHops(value: string | undefined): number {
  if (value === undefined || value === '' || value === 'false') return 0;
  // `true` was the setting's earlier form: one proxy
  if (value === 'true') return 1;
  if (!/^\d{1,2}$/.test(value)) throw new ConfigError(`TRUST_PROXY must be the number of proxies in front of the server (0 to 99), not "${value}".`);
  return Number(value);
}

function processCount(value: string | undefined, databaseUrl: string | undefined): number {
  if (value === undefined || value === '') return 1;
  if (!/^\d{1,3}$/.test(value) || Number(value) < 1)
    throw new ConfigError(`WEB_CONCURRENCY must be the number of server processes (1 to 999), not "${value}".`);
  // PGlite is a database inside the one process that opened it: a second process cannot share it
  if (Number(value) > 1 && !databaseUrl)
    throw new ConfigError('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database (PGlite) lives in one process.');
  return Number(value);
}

function openIdProviders(env: NodeJS.ProcessEnv, production: boolean): OpenIdProvider[] {
  try {
    return readOpenIdProviders(env, production);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** Reads the environment (and the command line's --demo) once at start-up. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const dataDir = env.DATA_DIR ?? './data/pglite';
  const production = env.NODE_ENV === 'production';
  const demo = env.YADO_DEMO === 'true' || (argv.includes('--demo') && env.YADO_DEMO !== 'false');
  if (demo && production) throw new ConfigError('Demo mode cannot be on with NODE_ENV=production: unset YADO_DEMO (or --demo).');
  const testHooks = env.YADO_TEST_HOOKS === 'true';
  if (testHooks && !demo) throw new ConfigError('YADO_TEST_HOOKS needs demo mode (YADO_DEMO=true), which production refuses.');
  const sessionSecret = env.SESSION_SECRET || undefined;
  if (production && (!sessionSecret || sessionSecret.length < 32)) {
    throw new ConfigError('SESSION_SECRET must be set to at least 32 random characters in production (every server behind one database shares it).');
  }
  return {
    port,
    host: env.HOST || (demo ? '127.0.0.1' : undefined),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    attachmentsDir: env.ATTACHMENTS_DIR || join(dirname(dataDir), 'attachments'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Yado <reservations@yado.example>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    sessionSecret,
    demo,
    testHooks,
    production,
    trustProxy: proxyHops(env.TRUST_PROXY),
    webConcurrency: processCount(env.WEB_CONCURRENCY, env.DATABASE_URL || undefined),
    payments: paymentsConfig(env, production),
    openIdProviders: openIdProviders(env, production),
  };
}
