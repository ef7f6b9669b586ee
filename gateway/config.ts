/** The sandbox gateway's settings, read from the environment. */
export type GatewayConfig = {
  port: number;
  host: string;
  publicUrl: string;
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string | null;
};

/** The keys a development or demo run uses when none are set: never accepted in production. */
export const DEV_SECRET_KEY = 'sk_sandbox_development_only';
/** The webhook signing key of development and demo runs. */
export const DEV_WEBHOOK_SECRET = 'whsec_sandbox_development_only';

/** Reads GATEWAY_* (port 8090 on 127.0.0.1 by default: another site than the widget's localhost). */
export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = Number(env.GATEWAY_PORT ?? 8090);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`GATEWAY_PORT must be a port number, not "${env.GATEWAY_PORT}".`);
  const production = env.NODE_ENV === 'production';
  const secretKey = env.GATEWAY_SECRET_KEY || (production ? '' : DEV_SECRET_KEY);
  const webhookSecret = env.GATEWAY_WEBHOOK_SECRET || (production ? '' : DEV_WEBHOOK_SECRET);
  if (!secretKey || !webhookSecret) throw new Error('GATEWAY_SECRET_KEY and GATEWAY_WEBHOOK_SECRET must be set with NODE_ENV=production.');
  const host = env.GATEWAY_HOST || '127.0.0.1';
  return {
    port,
    host,
    publicUrl: (env.GATEWAY_PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    secretKey,
    webhookSecret,
    webhookUrl: env.GATEWAY_WEBHOOK_URL || null,
  };
}
