import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pkceChallenge } from '../../server/domain/open-id.ts';
import { appSecretProof } from '../../server/openid/facebook.ts';
import type { FacebookProvider } from '../../server/openid/provider-config.ts';

/** A person at the fake Facebook: what `/me` answers of them (an address only when they have one). */
export type FakeFacebookUser = { id: string; name: string; first_name: string; last_name: string; email?: string };

/** A running fake of Facebook Login's dialog, token endpoint and Graph API `/me`, on 127.0.0.1. */
export type FakeFacebook = {
  endpoints: FacebookProvider['endpoints'];
  /** The requests the token endpoint and `/me` answered, as `token 200`, `me 400` (in order). */
  calls: string[];
  /** `/me` fails as Facebook does: `down` (its transient 500), `expired` (error 190: the token expired). */
  failMe: 'down' | 'expired' | null;
  /** The secret `/me` checks appsecret_proof with; null: the app's (another: the app secret was reset). */
  proofSecret: string | null;
  close(): Promise<void>;
};

const VERSION = 'v21.0';

/** Facebook's error answer (Graph API and OAuth alike). */
function fail(res: ServerResponse, status: number, error: { message: string; type: string; code: number; is_transient?: boolean }) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { ...error, fbtrace_id: randomBytes(8).toString('base64url') } }));
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Starts a fake Facebook for one app. Its dialog signs in as the user named by the extra query
 * parameter `as` (empty: the person cancels) and sends the pop-up back with a code, as Facebook
 * does; the token endpoint checks the app secret, the redirect URI and the PKCE verifier; `/me`
 * checks the access token and its appsecret_proof, and answers the fields asked for.
 */
export async function startFakeFacebook(app: { clientId: string; clientSecret: string; redirectUri: string }, users: readonly FakeFacebookUser[]) {
  const codes = new Map<string, { user: FakeFacebookUser; challenge: string; redirectUri: string; email: boolean; used: boolean }>();
  const tokens = new Map<string, { user: FakeFacebookUser; email: boolean }>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    void answer(url, req, res).catch((error: Error) => fail(res, 500, { message: error.message, type: 'OAuthException', code: 1 }));
  });

  async function answer(url: URL, req: IncomingMessage, res: ServerResponse) {
    const q = url.searchParams;
    if (req.method === 'GET' && url.pathname === `/${VERSION}/dialog/oauth`) {
      const challenge = q.get('code_challenge') ?? '';
      if (q.get('client_id') !== app.clientId || q.get('redirect_uri') !== app.redirectUri || q.get('response_type') !== 'code')
        return fail(res, 400, {
          message: "URL blocked: this redirect failed because the redirect URI is not allowed in the app's settings.",
          type: 'OAuthException',
          code: 191,
        });
      if (q.get('code_challenge_method') !== 'S256' || !/^[\w-]{43}$/.test(challenge))
        return fail(res, 400, { message: 'Invalid code challenge.', type: 'OAuthException', code: 100 });
      const back = new URL(app.redirectUri);
      const user = users.find((u) => u.id === q.get('as'));
      if (!user) {
        // the person pressed Cancel in Facebook's dialog
        const denied = { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied' };
        for (const [name, value] of Object.entries(denied)) back.searchParams.set(name, value);
      } else {
        const code = randomBytes(24).toString('base64url');
        const scopes = (q.get('scope') ?? '').split(',');
        codes.set(code, { user, challenge, redirectUri: app.redirectUri, email: scopes.includes('email'), used: false });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', q.get('state') ?? '');
      // Facebook appends this fragment to every redirect back
      back.hash = '_=_';
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === `/${VERSION}/oauth/access_token`) {
      const form = await formOf(req);
      const granted = codes.get(form.get('code') ?? '');
      const refuse = (message: string, code = 100) => {
        fake.calls.push('token 400');
        fail(res, 400, { message, type: 'OAuthException', code });
      };
      if (form.get('client_id') !== app.clientId || !same(form.get('client_secret') ?? '', app.clientSecret))
        return refuse('Error validating client secret.', 1);
      if (!granted || granted.used) return refuse('This authorization code has been used.');
      granted.used = true;
      if (form.get('redirect_uri') !== granted.redirectUri)
        return refuse('Error validating verification code. Please make sure your redirect_uri is identical.');
      if (!same(pkceChallenge(form.get('code_verifier') ?? ''), granted.challenge)) return refuse('Invalid code verifier.');
      const token = `EAA${randomBytes(32).toString('base64url')}`;
      tokens.set(token, { user: granted.user, email: granted.email });
      fake.calls.push('token 200');
      return json(res, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
    }
    if (req.method === 'GET' && url.pathname === `/${VERSION}/me`) {
      const token = q.get('access_token') ?? '';
      const held = tokens.get(token);
      const refuse = (status: number, error: Parameters<typeof fail>[2]) => {
        fake.calls.push(`me ${status}`);
        fail(res, status, error);
      };
      if (fake.failMe === 'down')
        return refuse(500, {
          message: 'An unexpected error has occurred. Please retry your request later.',
          type: 'OAuthException',
          code: 2,
          is_transient: true,
        });
      if (!held) return refuse(400, { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 });
      if (fake.failMe === 'expired') return refuse(400, { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190 });
      if (!same(q.get('appsecret_proof') ?? '', appSecretProof(token, fake.proofSecret ?? app.clientSecret)))
        return refuse(400, { message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException', code: 100 });
      const person: Record<string, string | undefined> = { ...held.user, email: held.email ? held.user.email : undefined };
      const fields = (q.get('fields') ?? 'id,name').split(',');
      fake.calls.push('me 200');
      return json(res, Object.fromEntries(fields.filter((f) => person[f] !== undefined).map((f) => [f, person[f]])));
    }
    res.writeHead(404).end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeFacebook = {
    endpoints: { authorization: `${origin}/${VERSION}/dialog/oauth`, token: `${origin}/${VERSION}/oauth/access_token`, me: `${origin}/${VERSION}/me` },
    calls: [],
    failMe: null,
    proofSecret: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** At the fake's dialog, signs in as `userId` (or cancels, for null): where Facebook sends the pop-up back. */
export async function authorizeAtFacebook(authorizationUrl: string, userId: string | null): Promise<URL> {
  const url = new URL(authorizationUrl);
  url.searchParams.set('as', userId ?? '');
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`the fake Facebook refused its dialog: ${response.status}`);
  return new URL(response.headers.get('location')!);
}
