import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { openIdRedirectUri } from '../use-cases/member-openid.ts';
import { DEMO_OPENID_ACCOUNTS, type LocalOpenIdProvider, startLocalOpenIdProvider } from './openid-provider.ts';

/**
 * Demo mode only: starts the local OpenID provider on 127.0.0.1 (OPENID_DEMO_PORT, a free port
 * by default) and adds it to the providers as `demo` ("Demo ID") for every brand. Null, with a
 * line on the console, when oidc-provider (a development dependency) is not installed.
 */
export async function startDemoOpenIdProvider(deps: AppDeps): Promise<LocalOpenIdProvider | null> {
  const client = { clientId: 'yado-demo', clientSecret: randomBytes(24).toString('base64url') };
  const started = await startLocalOpenIdProvider({
    port: Number(process.env.OPENID_DEMO_PORT ?? 0),
    client: { ...client, redirectUris: [openIdRedirectUri(deps)] },
    accounts: DEMO_OPENID_ACCOUNTS,
  });
  if (!started) {
    console.log('The demo OpenID provider needs the development dependencies (oidc-provider): the demo runs without social sign-in.');
    return null;
  }
  deps.openIdProviders = [
    ...(deps.openIdProviders ?? []).filter((p) => p.id !== 'demo'),
    {
      type: 'oidc',
      id: 'demo',
      name: 'Demo ID',
      issuer: started.issuer,
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      scopes: ['openid', 'email', 'profile'],
      brands: null,
      trustEmail: false,
      allowHttp: true,
    },
  ];
  return started;
}
