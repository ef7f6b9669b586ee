import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.ts';
import { readOpenIdProviders } from './provider-config.ts';

const LINE = { id: 'line', name: 'LINE', issuer: 'https://access.line.me', client_id: '1650000000', scopes: ['openid', 'profile', 'email'], trust_email: true };

describe('OpenID provider settings', () => {
  it('has no provider unless OPENID_PROVIDERS names some', () => {
    expect(readOpenIdProviders({}, true)).toEqual([]);
  });

  it('reads a provider, its secret from its own variable, never from the JSON', () => {
    const env = {
      OPENID_PROVIDERS: JSON.stringify([LINE, { id: 'hotel-id', name: 'Hotel ID', issuer: 'https://id.example.com', client_id: 'yado', brands: ['demo'] }]),
    };
    expect(() => readOpenIdProviders(env, true)).toThrow('OPENID_LINE_CLIENT_SECRET must hold the client secret');
    const providers = readOpenIdProviders({ ...env, OPENID_LINE_CLIENT_SECRET: 'line-secret', OPENID_HOTEL_ID_CLIENT_SECRET: 'hotel-secret' }, true);
    expect(providers).toEqual([
      {
        id: 'line',
        name: 'LINE',
        issuer: 'https://access.line.me',
        clientId: '1650000000',
        clientSecret: 'line-secret',
        scopes: ['openid', 'profile', 'email'],
        brands: null,
        trustEmail: true,
        allowHttp: false,
      },
      {
        id: 'hotel-id',
        name: 'Hotel ID',
        issuer: 'https://id.example.com',
        clientId: 'yado',
        clientSecret: 'hotel-secret',
        scopes: ['openid', 'profile', 'email'],
        brands: ['demo'],
        trustEmail: false,
        allowHttp: false,
      },
    ]);
    expect(() => readOpenIdProviders({ ...env, OPENID_PROVIDERS: JSON.stringify([{ ...LINE, client_secret: 'x' }]) }, true)).toThrow(
      'OPENID_PROVIDERS is not valid',
    );
  });

  it('speaks plain HTTP only to a provider on this machine, and never in production', () => {
    const local = { OPENID_PROVIDERS: JSON.stringify([{ ...LINE, issuer: 'http://127.0.0.1:9000' }]), OPENID_LINE_CLIENT_SECRET: 's' };
    expect(readOpenIdProviders(local, false)[0]!.allowHttp).toBe(true);
    expect(() => readOpenIdProviders(local, true)).toThrow('must be an https URL');
    const remote = { ...local, OPENID_PROVIDERS: JSON.stringify([{ ...LINE, issuer: 'http://id.example.com' }]) };
    expect(() => readOpenIdProviders(remote, false)).toThrow('must be an https URL');
  });

  it('refuses Facebook, whose web login has no ID token to verify', () => {
    const env = { OPENID_PROVIDERS: JSON.stringify([{ ...LINE, id: 'facebook', issuer: 'https://www.facebook.com' }]), OPENID_FACEBOOK_CLIENT_SECRET: 's' };
    expect(() => readOpenIdProviders(env, true)).toThrow('is Facebook, whose web login is OAuth 2.0 without an ID token');
  });

  it('refuses to start with a provider named twice or JSON that is not', () => {
    expect(() => readConfig({ OPENID_PROVIDERS: '[', SESSION_SECRET: 'x'.repeat(32) }, [])).toThrow(ConfigError);
    expect(() => readOpenIdProviders({ OPENID_PROVIDERS: JSON.stringify([LINE, LINE]), OPENID_LINE_CLIENT_SECRET: 's' }, false)).toThrow('twice');
  });
});
