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
