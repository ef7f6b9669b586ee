import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

const SECRET = 'x'.repeat(40);

describe('server settings', () => {
  it('leaves demo mode off unless it is asked for', () => {
    expect(readConfig({}, []).demo).toBe(false);
    expect(readConfig({ YADO_DEMO: 'yes' }, []).demo).toBe(false);
    expect(readConfig({ YADO_DEMO: 'true' }, []).demo).toBe(true);
    expect(readConfig({}, ['node', 'server/main.ts', '--demo']).demo).toBe(true);
  });

  it('listens on loopback in demo mode unless HOST says otherwise, and everywhere otherwise', () => {
    expect(readConfig({ YADO_DEMO: 'true' }, []).host).toBe('127.0.0.1');
    expect(readConfig({ YADO_DEMO: 'true', HOST: '0.0.0.0' }, []).host).toBe('0.0.0.0');
    expect(readConfig({}, []).host).toBeUndefined();
  });

  it('refuses demo mode in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production', YADO_DEMO: 'true', SESSION_SECRET: SECRET }, [])).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET }, ['--demo'])).toThrow(ConfigError);
    expect(readConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET }, []).demo).toBe(false);
  });

  it('takes the e2e test hooks only in demo mode, so never in production', () => {
    expect(readConfig({}, []).testHooks).toBe(false);
    expect(readConfig({ YADO_DEMO: 'true', YADO_TEST_HOOKS: 'true' }, []).testHooks).toBe(true);
    expect(() => readConfig({ YADO_TEST_HOOKS: 'true' }, [])).toThrow(/YADO_TEST_HOOKS needs demo mode/);
    expect(() => readConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, YADO_TEST_HOOKS: 'true' }, [])).toThrow(ConfigError);
  });

  it('needs a long session secret in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production' }, [])).toThrow(/SESSION_SECRET/);
    expect(() => readConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' }, [])).toThrow(/SESSION_SECRET/);
  });

  it('reads TRUST_PROXY as a number of proxies', () => {
    expect(readConfig({}, []).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '2' }, []).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'true' }, []).trustProxy).toBe(1);
    expect(() => readConfig({ TRUST_PROXY: 'yes' }, [])).toThrow(ConfigError);
  });

  it('runs one process unless WEB_CONCURRENCY asks for more, and more only on PostgreSQL', () => {
    const pg = { DATABASE_URL: 'postgres://db/yado' };
    expect(readConfig({}, []).webConcurrency).toBe(1);
    expect(readConfig({ ...pg, WEB_CONCURRENCY: '4' }, []).webConcurrency).toBe(4);
    expect(readConfig({ WEB_CONCURRENCY: '1' }, []).webConcurrency).toBe(1);
    expect(() => readConfig({ WEB_CONCURRENCY: '2' }, [])).toThrow(/PGlite/);
    expect(() => readConfig({ ...pg, WEB_CONCURRENCY: '0' }, [])).toThrow(ConfigError);
    expect(() => readConfig({ ...pg, WEB_CONCURRENCY: 'many' }, [])).toThrow(ConfigError);
  });
});

describe('payment settings', () => {
  const KEYS = { PAYMENT_GATEWAY_SECRET_KEY: 'k'.repeat(32), PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32) };
  const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: SECRET };

  it('starts the sandbox gateway beside the server on 127.0.0.1 in development, with keys of this run', () => {
    const first = readConfig({ YADO_DEMO: 'true' }, []).payments;
    const second = readConfig({ YADO_DEMO: 'true' }, []).payments;
    expect(first).toMatchObject({ gateway: 'sandbox', url: 'http://127.0.0.1:8090', startSandbox: { port: 8090 } });
    expect(first!.secretKey).not.toBe(second!.secretKey);
    expect(first!.webhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(readConfig({ GATEWAY_PORT: '8203' }, []).payments?.url).toBe('http://127.0.0.1:8203');
  });

  it('talks to a gateway elsewhere when its URL is set, and then wants its keys', () => {
    expect(readConfig({ PAYMENT_GATEWAY_URL: 'https://pay.example/', ...KEYS }, []).payments).toMatchObject({
      url: 'https://pay.example',
      secretKey: KEYS.PAYMENT_GATEWAY_SECRET_KEY,
      startSandbox: null,
    });
    expect(() => readConfig({ PAYMENT_GATEWAY_URL: 'https://pay.example' }, [])).toThrow(/PAYMENT_GATEWAY_SECRET_KEY/);
  });

  it('keeps payments off in production unless asked, and then refuses to start without real keys', () => {
    expect(readConfig(PRODUCTION, []).payments).toBeNull();
    expect(() => readConfig({ ...PRODUCTION, PAYMENT_GATEWAY: 'sandbox' }, [])).toThrow(/PAYMENT_GATEWAY_URL/);
    expect(() => readConfig({ ...PRODUCTION, PAYMENT_GATEWAY: 'sandbox', PAYMENT_GATEWAY_URL: 'https://pay.example' }, [])).toThrow(ConfigError);
    expect(() =>
      readConfig({ ...PRODUCTION, PAYMENT_GATEWAY: 'sandbox', PAYMENT_GATEWAY_URL: 'https://pay.example', ...KEYS, PAYMENT_WEBHOOK_SECRET: 'short' }, []),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(
      readConfig({ ...PRODUCTION, PAYMENT_GATEWAY: 'sandbox', PAYMENT_GATEWAY_URL: 'https://pay.example', ...KEYS }, []).payments?.startSandbox,
    ).toBeNull();
  });

  it('turns payments off with PAYMENT_GATEWAY=none and refuses a gateway it does not know', () => {
    expect(readConfig({ PAYMENT_GATEWAY: 'none' }, []).payments).toBeNull();
    expect(() => readConfig({ PAYMENT_GATEWAY: 'stripe' }, [])).toThrow(/PAYMENT_GATEWAY/);
  });

  it('reads the gateway maintenance windows of PAYMENT_MAINTENANCE, none by default, and refuses one it cannot read', () => {
    expect(readConfig({}, []).payments?.maintenance).toEqual([]);
    expect(readConfig({ PAYMENT_MAINTENANCE: '2024-11-18T04:00+09:00/2024-11-18T06:00+09:00' }, []).payments?.maintenance).toEqual([
      { from: new Date('2024-11-17T19:00:00Z'), until: new Date('2024-11-17T21:00:00Z') },
    ]);
    expect(() => readConfig({ PAYMENT_MAINTENANCE: 'tonight' }, [])).toThrow(/PAYMENT_MAINTENANCE/);
  });
});
