import { serve } from '@hono/node-server';
import { createGatewayApp } from './app.ts';
import { readGatewayConfig } from './config.ts';

let config: ReturnType<typeof readGatewayConfig>;
try {
  config = readGatewayConfig();
} catch (error) {
  console.error(`The sandbox gateway cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const { app, webhooks } = createGatewayApp(config);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  console.log(`[gateway] sandbox card gateway on ${config.publicUrl} (state in memory, forgotten at restart); webhooks to ${config.webhookUrl ?? 'nowhere'}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    webhooks.stop();
    server.close(() => process.exit(0));
  });
}
