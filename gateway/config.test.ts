import { describe, expect, it } from 'vitest';
import { DEV_SECRET_KEY, readGatewayConfig } from './config.ts';

describe('the sandbox gateway settings', () => {
  it('runs on 127.0.0.1:8090 with development keys by default', () => {
    expect(readGatewayConfig({})).toMatchObject({
      port: 8090,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8090',
      secretKey: DEV_SECRET_KEY,
      webhookUrl: null,
    });
  });

  it('refuses to start in production without its keys', () => {
    expect(() => readGatewayConfig({ NODE_ENV: 'production' })).toThrow(/GATEWAY_SECRET_KEY/);
    expect(readGatewayConfig({ NODE_ENV: 'production', GATEWAY_SECRET_KEY: 'sk', GATEWAY_WEBHOOK_SECRET: 'wh' }).secretKey).toBe('sk');
  });

  it('refuses a port that is not one', () => {
    expect(() => readGatewayConfig({ GATEWAY_PORT: 'http' })).toThrow(/GATEWAY_PORT/);
  });
});
