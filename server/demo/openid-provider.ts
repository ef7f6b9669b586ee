import { createSign, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An account of the local provider: what its ID tokens say of the person. */
export type LocalOpenIdAccount = { sub: string; email: string; email_verified: boolean; given_name: string; family_name: string };

/** The demo's provider accounts (README "Try it"): sign in with the demo's social button, no password. */
export const DEMO_OPENID_ACCOUNTS: readonly LocalOpenIdAccount[] = [
  { sub: 'demo-aoi', email: 'aoi.sato@social.yado.example', email_verified: true, given_name: 'Aoi', family_name: 'Sato' },
];

/** A running local OpenID provider. */
export type LocalOpenIdProvider = {
  issuer: string;
  /** Signs a JWT with the provider's own key (tests make ID tokens it never issued). */
  sign(claims: Record<string, unknown>): string;
  /** Changes the token endpoint's answer before it is sent (tests); null: untouched. */
  rewriteTokens: ((body: Record<string, unknown>) => Record<string, unknown>) | null;
  close(): Promise<void>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
}

/**
 * Starts a local OpenID Connect provider (oidc-provider, a development dependency) on 127.0.0.1:
 * one client, PKCE required, its sign-in page a list of accounts to choose from (no password:
 * for tests and the demo only), consent given automatically. Null when oidc-provider is not
 * installed (`npm ci --omit=dev`), so production starts without it.
 */
export async function startLocalOpenIdProvider(options: {
  port?: number;
  client: { clientId: string; clientSecret: string; redirectUris: string[] };
  accounts: readonly LocalOpenIdAccount[];
}): Promise<LocalOpenIdProvider | null> {
  let Provider: typeof import('oidc-provider').default;
  try {
    ({ default: Provider } = await import('oidc-provider'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk: JsonWebKey & { kid: string; alg: string; use: string } = { ...privateKey.export({ format: 'jwk' }), kid: 'local-1', alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.client.clientId,
        client_secret: options.client.clientSecret,
        redirect_uris: options.client.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account, name: `${account.given_name} ${account.family_name}` }) } : undefined;
    },
    // consent is given automatically: a grant of every scope asked for
    loadExistingGrant: async (ctx: import('oidc-provider').KoaContextOf) => {
      const oidc = ctx.oidc;
      const known = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (known) return oidc.provider.Grant.find(known);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    // its cookies over plain HTTP on loopback
    cookies: { keys: [jwk.d!.slice(0, 32)] },
  });
  const state: LocalOpenIdProvider = {
    issuer,
    rewriteTokens: null,
    sign(claims) {
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const input = `${part({ alg: 'RS256', typ: 'JWT', kid: jwk.kid })}.${part(claims)}`;
      return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === '/token' && ctx.status === 200 && state.rewriteTokens) ctx.body = state.rewriteTokens(ctx.body as Record<string, unknown>);
  });
  const handle = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) return handle(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'POST' && match[2]) {
          const form = await formBody(req);
          if (form.has('cancel')) return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' });
          const sub = form.get('account') ?? '';
          if (!accounts.has(sub)) throw new Error('no such account');
          return provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
        }
        const buttons = options.accounts
          .map((a) => `<button name="account" value="${escapeHtml(a.sub)}">${escapeHtml(`${a.given_name} ${a.family_name}`)} (${escapeHtml(a.email)})</button>`)
          .join('');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local OpenID provider</title></head><body><main><h1>Local OpenID provider (demo)</h1><p>Sign in as:</p><form method="post" action="/interaction/${escapeHtml(details.uid)}/login">${buttons} <button name="cancel" value="1">Cancel</button></form></main></body></html>`,
        );
      } catch (error) {
        res.statusCode = 400;
        res.end(error instanceof Error ? error.message : 'refused');
      }
    })();
  });
  return state;
}
