import { dirname, join } from 'node:path';

/** Settings read from the environment, with the demo's defaults. */
export type ServerConfig = {
  port: number;
  /** HOST: the address to listen on (127.0.0.1 behind a proxy on the same machine); default every address. */
  host: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  /** ATTACHMENTS_DIR: where uploaded files are kept; default `attachments` beside DATA_DIR (./data/attachments). */
  attachmentsDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  sessionSecret: string | undefined;
  demo: boolean;
  trustProxy: boolean;
};

/** Reads the environment once at start-up. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const dataDir = env.DATA_DIR ?? './data/pglite';
  return {
    port,
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    attachmentsDir: env.ATTACHMENTS_DIR || join(dirname(dataDir), 'attachments'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Yado <reservations@yado.example>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    sessionSecret: env.SESSION_SECRET || undefined,
    demo: env.YADO_DEMO !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
