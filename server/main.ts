import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { configuredTarget } from './db/client.ts';
import { startOutboxSender } from './mail/outbox-sender.ts';
import { prepare } from './start.ts';
import { startAttachmentSweeper } from './use-cases/store-attachment.ts';

const config = readConfig();
const { deps } = await prepare(configuredTarget(config), {
  publicUrl: config.publicUrl,
  demo: config.demo,
  checkAnswers: process.env.NODE_ENV !== 'production',
  trustProxy: config.trustProxy,
  ...(config.sessionSecret ? { secret: config.sessionSecret } : {}),
});
const app = createApp(deps, { distDir: 'dist', demoHostDir: 'demo-host' });
// uploads for bookings never made go after a day
const stopSweeper = startAttachmentSweeper(deps);
const stopMail = config.smtpUrl ? startOutboxSender(deps.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }) : () => {};

const server = serve({ fetch: app.fetch, port: config.port, ...(config.host ? { hostname: config.host } : {}) }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`Yado is running on ${config.publicUrl} (port ${info.port}, ${where}${config.smtpUrl ? ', mail over SMTP' : ', mail kept in the outbox'})`);
  if (config.demo) console.log(`Demo hotel page: ${config.publicUrl}/  ·  demo mailbox: ${config.publicUrl}/demo/mailbox`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopMail();
    stopSweeper();
    server.close(() => deps.db.destroy().finally(() => process.exit(0)));
  });
}
