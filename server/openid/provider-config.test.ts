import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.ts';
import { readOpenIdProviders } from './provider-config.ts';

const FACEBOOK = { id: 'facebook', name: 'Facebook', type: 'facebook', client_id: '1234567890' };
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
        type: 'oidc',
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
        type: 'oidc',
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

  it('sends an OpenID issuer on facebook.com to the Facebook type, whose web login has no ID token', () => {
    const env = { OPENID_PROVIDERS: JSON.stringify([{ ...LINE, id: 'facebook', issuer: 'https://www.facebook.com' }]), OPENID_FACEBOOK_CLIENT_SECRET: 's' };
    expect(() => readOpenIdProviders(env, true)).toThrow('configure it with "type": "facebook"');
  });

  it("reads Facebook with its app secret from its own variable, at Facebook's endpoints", () => {
    const env = { OPENID_PROVIDERS: JSON.stringify([FACEBOOK]) };
    expect(() => readOpenIdProviders(env, true)).toThrow('OPENID_FACEBOOK_CLIENT_SECRET must hold the client secret');
    expect(readOpenIdProviders({ ...env, OPENID_FACEBOOK_CLIENT_SECRET: 'app-secret' }, true)).toEqual([
      {
        type: 'facebook',
        id: 'facebook',
        name: 'Facebook',
        clientId: '1234567890',
        clientSecret: 'app-secret',
        brands: null,
        endpoints: {
          authorization: 'https://www.facebook.com/v21.0/dialog/oauth',
          token: 'https://graph.facebook.com/v21.0/oauth/access_token',
          me: 'https://graph.facebook.com/v21.0/me',
        },
        allowHttp: false,
        trustEmail: false,
      },
    ]);
    const trusted = { OPENID_PROVIDERS: JSON.stringify([{ ...FACEBOOK, trust_email: true }]), OPENID_FACEBOOK_CLIENT_SECRET: 's' };
    expect(readOpenIdProviders(trusted, true)[0]).toMatchObject({ trustEmail: true });
    const newer = { OPENID_PROVIDERS: JSON.stringify([{ ...FACEBOOK, api_version: 'v23.0' }]), OPENID_FACEBOOK_CLIENT_SECRET: 's' };
    expect(readOpenIdProviders(newer, true)[0]).toMatchObject({ endpoints: { me: 'https://graph.facebook.com/v23.0/me' } });
    // the OpenID fields are not Facebook's: a mixed-up entry is refused, not half read
    for (const wrong of [
      { ...FACEBOOK, issuer: 'https://www.facebook.com' },
      { ...FACEBOOK, scopes: ['openid'] },
      { ...FACEBOOK, api_version: '21' },
    ]) {
      expect(() => readOpenIdProviders({ OPENID_PROVIDERS: JSON.stringify([wrong]), OPENID_FACEBOOK_CLIENT_SECRET: 's' }, false)).toThrow(
        'OPENID_PROVIDERS is not valid',
      );
    }
  });

  it("sends Facebook's app secret to other endpoints only outside production, and plain HTTP only on this machine", () => {
    const local = 'http://127.0.0.1:9000';
    const endpoints = { authorization: `${local}/dialog/oauth`, token: `${local}/oauth/access_token`, me: `${local}/me` };
    const env = { OPENID_PROVIDERS: JSON.stringify([{ ...FACEBOOK, endpoints }]), OPENID_FACEBOOK_CLIENT_SECRET: 's' };
    expect(readOpenIdProviders(env, false)[0]).toMatchObject({ endpoints, allowHttp: true });
    expect(() => readOpenIdProviders(env, true)).toThrow('has its own endpoints: only outside production');
    const https = { ...env, OPENID_PROVIDERS: JSON.stringify([{ ...FACEBOOK, endpoints: { ...endpoints, me: 'https://graph.example.com/me' } }]) };
    expect(() => readOpenIdProviders(https, true)).toThrow('only outside production');
    expect(() => readOpenIdProviders(https, false)).toThrow('The endpoints of the OpenID provider "facebook" must be an https URL');
  });

  it('refuses to start with a provider named twice or JSON that is not', () => {
    expect(() => readConfig({ OPENID_PROVIDERS: '[', SESSION_SECRET: 'x'.repeat(32) }, [])).toThrow(ConfigError);
    expect(() => readOpenIdProviders({ OPENID_PROVIDERS: JSON.stringify([LINE, LINE]), OPENID_LINE_CLIENT_SECRET: 's' }, false)).toThrow('twice');
  });
});
