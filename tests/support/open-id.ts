import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { type LocalOpenIdAccount, type LocalOpenIdProvider, startLocalOpenIdProvider } from '../../server/demo/openid-provider.ts';
import { pkceChallenge } from '../../server/domain/open-id.ts';
import { OPEN_ID_CALLBACK_PATH } from '../../shared/api/member-openid.ts';
import { memberCall, type RawAnswer } from './members.ts';
import type { TestServer } from './test-server.ts';

/** Where the local provider sends the pop-up back: our callback page. */
export const REDIRECT_URI = `http://localhost:8080${OPEN_ID_CALLBACK_PATH}`;

/**
 * Signs in at the local provider as `account` (or cancels, for none) through its pages over HTTP (with its cookies) and
 * answers where it sends the pop-up back: our callback with the code, state and iss.
 */
export async function authorizeAt(op: LocalOpenIdProvider, authorizationUrl: string, account: string): Promise<URL> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(url, op.issuer), { redirect: 'manual', ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(';')[0]!;
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    await response.arrayBuffer();
    return response.headers.get('location') ?? '';
  };
  const interaction = new URL(await go(authorizationUrl), op.issuer);
  expect(interaction.pathname).toMatch(/^\/interaction\//);
  let location = await go(`${interaction.pathname}/login`, {
    method: 'POST',
    body: new URLSearchParams(account ? { account } : { cancel: '1' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  for (let hops = 0; !location.startsWith(REDIRECT_URI); hops += 1) {
    if (hops > 5 || !location) throw new Error(`the provider did not come back: ${location}`);
    location = await go(location);
  }
  return new URL(location);
}

/** Starts the local provider with `accounts` and makes it the server's one provider, `local`, for every brand. */
export async function useLocalProvider(server: TestServer, accounts: readonly LocalOpenIdAccount[]): Promise<LocalOpenIdProvider> {
  const client = { clientId: 'yado-test', clientSecret: randomBytes(24).toString('base64url') };
  const op = (await startLocalOpenIdProvider({ client: { ...client, redirectUris: [REDIRECT_URI] }, accounts }))!;
  server.deps.openIdProviders = [
    {
      type: 'oidc',
      id: 'local',
      name: 'Local provider',
      issuer: op.issuer,
      ...client,
      scopes: ['openid', 'email', 'profile'],
      brands: null,
      trustEmail: false,
      allowHttp: true,
    },
  ];
  return op;
}

/** A whole sign-in as `account` at the provider `local`, as the widget makes it: the redeem's answer (access token, refresh cookie). */
export async function openIdSignIn(server: TestServer, op: LocalOpenIdProvider, account: string): Promise<RawAnswer> {
  const codeVerifier = randomBytes(32).toString('base64url');
  const started = await memberCall(server, 'POST', 'open_id/start', {
    body: { provider: 'local', code_challenge: pkceChallenge(codeVerifier), code_challenge_method: 'S256' },
  });
  const returned = await authorizeAt(op, started.json.data.authorization_url, account);
  await server.app.request(`${returned.pathname}${returned.search}`, { headers: { accept: 'text/html' } });
  return memberCall(server, 'POST', 'open_id/sign_in', { body: { state: started.json.data.state, code_verifier: codeVerifier } });
}
