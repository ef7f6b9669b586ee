import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { ConfigError, readConfig, type ServerConfig } from './config.ts';
import { configuredTarget } from './db/client.ts';
import { startOutboxSender } from './mail/outbox-sender.ts';
import { prepare } from './start.ts';
import { startDemoOpenIdProvider } from './demo/demo-openid.ts';
import { startIdempotencySweeper } from './use-cases/expire-idempotency-keys.ts';
import { startMemberTokenSweeper } from './use-cases/expire-member-tokens.ts';
import { startReceiptNotices } from './use-cases/receipt-notices.ts';
import { startAttachmentSweeper } from './use-cases/store-attachment.ts';
import { createSandboxGateway } from './payments/sandbox.ts';
import { startSandboxGateway } from './payments/start-sandbox.ts';
import { PAYMENT_WEBHOOK_PATH } from './routes/payment-webhooks.ts';
import { startHoldExpiry } from './use-cases/payments.ts';
import { startReservationHoldExpiry } from './use-cases/reservation-payment.ts';
import { missingReceiptFonts } from './receipts/fonts.ts';
import { watchEventLoop } from './event-loop-watch.ts';

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Yado cannot start: ${error.message}`);
  process.exit(1);
}
// one sandbox gateway for the whole server, however many processes serve it: the server
// processes forked below read this run's keys from the environment
if (cluster.isPrimary && config.payments?.startSandbox) {
  process.env.PAYMENT_GATEWAY_SECRET_KEY = config.payments.secretKey;
  process.env.PAYMENT_WEBHOOK_SECRET = config.payments.webhookSecret;
}
const stopSandbox =
  cluster.isPrimary && config.payments?.startSandbox
    ? startSandboxGateway({ ...config.payments, startSandbox: config.payments.startSandbox }, `${config.publicUrl}${PAYMENT_WEBHOOK_PATH}`)
    : () => {};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stopSandbox);
if (config.webConcurrency > 1 && cluster.isPrimary) runPrimary(config.webConcurrency);
else await serveOne(config);

/** One server process: the database, the app, its sweepers and mail, until SIGINT or SIGTERM. */
async function serveOne(config: ServerConfig): Promise<void> {
  const { deps } = await prepare(configuredTarget(config), {
    publicUrl: config.publicUrl,
    demo: config.demo,
    checkAnswers: !config.production,
    trustProxy: config.trustProxy,
    // a whole browser-test run comes from one address: its server (test hooks, demo mode only) limits 20 times as loosely
    limitScale: config.testHooks ? 20 : 1,
    ...(config.sessionSecret ? { secret: config.sessionSecret } : {}),
    payments: config.payments
      ? createSandboxGateway({ baseUrl: config.payments.url, secretKey: config.payments.secretKey, webhookSecret: config.payments.webhookSecret })
      : null,
    openIdProviders: config.openIdProviders,
  });
  // the demo's own OpenID provider, so its social sign-in works offline (one process only: it keeps its sessions in memory)
  const demoOpenId = config.demo && cluster.isPrimary ? await startDemoOpenIdProvider(deps) : null;
  deps.paymentMaintenance = config.payments?.maintenance ?? [];
  const app = createApp(deps, { distDir: 'dist', demoHostDir: 'demo-host', testHooks: config.testHooks });
  // uploads for bookings never made go after a day; idempotency keys after their window, members'
  // expired links, refresh tokens and ended sessions hourly, card payments still waiting for 3-D Secure after 15 minutes are
  // aborted, and guests whose stay paid online reached check-out are told their receipt is ready (hourly)
  const stopSweepers = [
    startAttachmentSweeper(deps),
    startIdempotencySweeper(deps),
    startMemberTokenSweeper(deps),
    ...(deps.payments ? [startHoldExpiry(deps), startReservationHoldExpiry(deps), startReceiptNotices(deps)] : []),
  ];
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
    if (demoOpenId) console.log(`Demo OpenID provider (social sign-in, no password) at ${demoOpenId.issuer}`);
    if (config.payments) console.log(`Card payments through the ${config.payments.gateway} gateway at ${config.payments.url}`);
    const fonts = missingReceiptFonts();
    if (fonts.length) {
      console.warn(`Receipts cannot be built without these fonts (README, Receipts; or set YADO_FONT_DIRS): ${fonts.join(', ')}`);
    }
  });

  const stopWatch = watchEventLoop();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopWatch();
      stopMail();
      void demoOpenId?.close();
      for (const stop of stopSweepers) stop();
      server.close(() => deps.db.destroy().finally(() => process.exit(0)));
    });
  }
}
