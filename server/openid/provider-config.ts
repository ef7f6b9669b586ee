import * as v from 'valibot';

/** What every kind of provider has. Every field but the secret comes from OPENID_PROVIDERS (JSON). */
type ProviderBase = {
  /** The configuration's name, as the widget sends it (`line`, `google`, `facebook`, `demo`). */
  id: string;
  /** What the sign-in button says. */
  name: string;
  clientId: string;
  /** From OPENID_{ID}_CLIENT_SECRET, never from the JSON or the database (README "Safe by default"). */
  clientSecret: string;
  /** Codes of the brands whose members may use it; null: every brand. */
  brands: readonly string[] | null;
  /** Plain-HTTP requests to the provider: only for a provider on this machine (tests, the demo). */
  allowHttp: boolean;
  /**
   * Whether the operator takes the provider's e-mail address as checked when the provider does not
   * say so: LINE Login sends no `email_verified` (LINE checks addresses itself), Facebook never says.
   * Otherwise only an OpenID provider's `email_verified: true` counts, and a Facebook user becomes a
   * member only by an identity already linked.
   */
  trustEmail: boolean;
};

/** An OpenID Connect provider: a signed ID token says who signed in. */
export type OidcProvider = ProviderBase & {
  type: 'oidc';
  /** The issuer URL: its /.well-known/openid-configuration is read at the first sign-in. */
  issuer: string;
  /** Scopes asked for; always with `openid`. */
  scopes: readonly string[];
};

/** Facebook Login for the web: OAuth 2.0 with PKCE, then the Graph API says who signed in. */
export type FacebookProvider = ProviderBase & {
  type: 'facebook';
  /** Facebook's login dialog, token endpoint and Graph API `/me` (overridden only outside production). */
  endpoints: { authorization: string; token: string; me: string };
};

/** A provider members may sign in with. */
export type OpenIdProvider = OidcProvider | FacebookProvider;

/** The Graph API version of Facebook's endpoints unless `api_version` says another. */
export const FACEBOOK_API_VERSION = 'v21.0';

/** Facebook's own endpoints for a Graph API version. */
export const facebookEndpoints = (version: string): FacebookProvider['endpoints'] => ({
  authorization: `https://www.facebook.com/${version}/dialog/oauth`,
  token: `https://graph.facebook.com/${version}/oauth/access_token`,
  me: `https://graph.facebook.com/${version}/me`,
});

const Common = {
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  name: v.pipe(v.string(), v.nonEmpty()),
  client_id: v.pipe(v.string(), v.nonEmpty()),
  brands: v.optional(v.array(v.string())),
  trust_email: v.optional(v.boolean(), false),
};
const Url = v.pipe(v.string(), v.url());

const EntrySchema = v.variant('type', [
  v.strictObject({
    ...Common,
    type: v.optional(v.literal('oidc'), 'oidc'),
    issuer: Url,
    scopes: v.optional(v.array(v.pipe(v.string(), v.regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/))), ['openid', 'profile', 'email']),
  }),
  v.strictObject({
    ...Common,
    type: v.literal('facebook'),
    api_version: v.optional(v.pipe(v.string(), v.regex(/^v\d{1,3}\.\d{1,2}$/)), FACEBOOK_API_VERSION),
    endpoints: v.optional(v.strictObject({ authorization: Url, token: Url, me: Url })),
  }),
]);
type Entry = v.InferOutput<typeof EntrySchema>;

/** The environment variable holding a provider's client secret. */
export const secretVariable = (id: string) => `OPENID_${id.toUpperCase().replaceAll('-', '_')}_CLIENT_SECRET`;

/** Whether a URL is on this machine (a provider there may be spoken to over plain HTTP). */
export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/** The URLs a provider is spoken to at: https, or plain HTTP to this machine outside production (answered: whether it is). */
function allowsHttp(entry: Entry, what: string, urls: string[], production: boolean): boolean {
  const allowHttp = !production && urls.every(isLoopback);
  if (urls.some((url) => new URL(url).protocol !== 'https:') && !allowHttp)
    throw new Error(`The ${what} of the OpenID provider "${entry.id}" must be an https URL (plain HTTP only on this machine, outside production).`);
  return allowHttp;
}

function providerOf(entry: Entry, clientSecret: string, production: boolean): OpenIdProvider {
  const base = { id: entry.id, name: entry.name, clientId: entry.client_id, clientSecret, brands: entry.brands ?? null, trustEmail: entry.trust_email };
  if (entry.type === 'facebook') {
    // the secret goes to the token endpoint: never to another host in production
    if (entry.endpoints && production)
      throw new Error(`The Facebook provider "${entry.id}" has its own endpoints: only outside production (tests, the demo); set api_version instead.`);
    const endpoints = entry.endpoints ?? facebookEndpoints(entry.api_version);
    return { type: 'facebook', ...base, endpoints, allowHttp: allowsHttp(entry, 'endpoints', Object.values(endpoints), production) };
  }
  // server/README.md: Facebook's web login issues no ID token; it has its own type
  if (/(^|\.)facebook\.com$/.test(new URL(entry.issuer).hostname))
    throw new Error(`The OpenID provider "${entry.id}" is Facebook, whose web login has no ID token: configure it with "type": "facebook" (server/README.md).`);
  return {
    type: 'oidc',
    ...base,
    issuer: entry.issuer,
    scopes: entry.scopes.includes('openid') ? entry.scopes : ['openid', ...entry.scopes],
    allowHttp: allowsHttp(entry, 'issuer', [entry.issuer], production),
  };
}

/**
 * Reads OPENID_PROVIDERS (a JSON array of `{ id, name, issuer, client_id, scopes?, brands?,
 * trust_email? }`, or `{ id, name, type: "facebook", client_id, brands?, api_version?, trust_email? }`) and
 * each provider's secret. Throws a sentence for the operator on anything wrong. A provider's URLs
 * must be https, except on this machine outside production.
 */
export function readOpenIdProviders(env: NodeJS.ProcessEnv, production: boolean): OpenIdProvider[] {
  if (!env.OPENID_PROVIDERS) return [];
  let json: unknown;
  try {
    json = JSON.parse(env.OPENID_PROVIDERS);
  } catch {
    throw new Error('OPENID_PROVIDERS must be a JSON array of provider configurations (server/README.md).');
  }
  const parsed = v.safeParse(v.array(EntrySchema), json);
  if (!parsed.success) {
    throw new Error(`OPENID_PROVIDERS is not valid at ${v.getDotPath(parsed.issues[0]) ?? 'its top'}: ${parsed.issues[0].message} (server/README.md).`);
  }
  const ids = new Set<string>();
  return parsed.output.map((entry) => {
    if (ids.has(entry.id)) throw new Error(`OPENID_PROVIDERS names the provider "${entry.id}" twice.`);
    ids.add(entry.id);
    const clientSecret = env[secretVariable(entry.id)];
    if (!clientSecret) throw new Error(`${secretVariable(entry.id)} must hold the client secret of the OpenID provider "${entry.id}".`);
    return providerOf(entry, clientSecret, production);
  });
}
