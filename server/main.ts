import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { ConfigError, readConfig, type ServerConfig } from './config.ts';
import { configuredTarget } from './db/client.ts';
import { startOutboxSender } from './mail/outbox-sender.ts';
import { prepare } from './start.ts';
import { startIdempotencySweeper } from './use-cases/expire-idempotency-keys.ts';
import { startAttachmentSweeper } from './use-cases/store-attachment.ts';

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Yado cannot start: ${error.message}`);
  process.exit(1);
}
if (config.webConcurrency > 1 && cluster.isPrimary) runPrimary(config.webConcurrency);
else await serveOne(config);

/** One server process: the database, the app, its sweepers and mail, until SIGINT or SIGTERM. */
async function serveOne(config: ServerConfig): Promise<void> {
  const { deps } = await prepare(configuredTarget(config), {
    publicUrl: config.publicUrl,
    demo: config.demo,
    checkAnswers: !config.production,
    trustProxy: config.trustProxy,
    ...(config.sessionSecret ? { secret: config.sessionSecret } : {}),
  });
  const app = createApp(deps, { distDir: 'dist', demoHostDir: 'demo-host' });
  // uploads for bookings never made go after a day; idempotency keys after their window
  const stopSweepers = [startAttachmentSweeper(deps), startIdempotencySweeper(deps)];
  const stopMail = config.smtpUrl ? startOutboxSender(deps.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }) : () => {};

  const server = serve({ fetch: app.fetch, port: config.port, ...(config.host ? { hostname: config.host } : {}) }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(
      `Yado is running on ${config.publicUrl} (listening on ${info.address} port ${info.port}, ${where}${config.smtpUrl ? ', mail over SMTP' : ', mail kept in the outbox'})`,
    );
    if (config.demo) {
      console.log('DEMO MODE: demo hotels and a mailbox page that shows every e-mail sent. Not for real guests.');
      console.log(`Demo hotel page: ${config.publicUrl}/  ·  demo mailbox: ${config.publicUrl}/demo/mailbox`);
    }
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopMail();
      for (const stop of stopSweepers) stop();
      server.close(() => deps.db.destroy().finally(() => process.exit(0)));
    });
  }
}
