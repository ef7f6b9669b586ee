import * as v from 'valibot';

/**
 * An OpenID Connect provider members may sign in with. Every field but the secret comes from
 * OPENID_PROVIDERS (JSON); the client secret from OPENID_{ID}_CLIENT_SECRET, never from the
 * database (README "Safe by default").
 */
export type OpenIdProvider = {
  /** The configuration's name, as the widget sends it (`line`, `google`, `demo`). */
  id: string;
  /** What the sign-in button says. */
  name: string;
  /** The issuer URL: its /.well-known/openid-configuration is read at the first sign-in. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Scopes asked for; always with `openid`. */
  scopes: readonly string[];
  /** Codes of the brands whose members may use it; null: every brand. */
  brands: readonly string[] | null;
  /**
   * Whether the provider's `email` claim is verified without an `email_verified` claim (LINE
   * Login sends none; its addresses are checked by LINE). Otherwise only `email_verified: true`
   * counts.
   */
  trustEmail: boolean;
  /** Plain-HTTP requests to the provider: only for a provider on this machine (tests, the demo). */
  allowHttp: boolean;
};

const EntrySchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  name: v.pipe(v.string(), v.nonEmpty()),
  issuer: v.pipe(v.string(), v.url()),
  client_id: v.pipe(v.string(), v.nonEmpty()),
  scopes: v.optional(v.array(v.pipe(v.string(), v.regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/))), ['openid', 'profile', 'email']),
  brands: v.optional(v.array(v.string())),
  trust_email: v.optional(v.boolean(), false),
});

/** The environment variable holding a provider's client secret. */
export const secretVariable = (id: string) => `OPENID_${id.toUpperCase().replaceAll('-', '_')}_CLIENT_SECRET`;

/** Whether a URL is on this machine (a provider there may be spoken to over plain HTTP). */
export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/**
 * Reads OPENID_PROVIDERS (a JSON array of `{ id, name, issuer, client_id, scopes?, brands?,
 * trust_email? }`) and each provider's secret. Throws a sentence for the operator on anything
 * wrong. An issuer must be https, except one on this machine outside production.
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
    // server/README.md: Facebook Login for the web issues no ID token, so there is nothing to verify
    if (/(^|\.)facebook\.com$/.test(new URL(entry.issuer).hostname))
      throw new Error(`The OpenID provider "${entry.id}" is Facebook, whose web login is OAuth 2.0 without an ID token: not supported (server/README.md).`);
    const clientSecret = env[secretVariable(entry.id)];
    if (!clientSecret) throw new Error(`${secretVariable(entry.id)} must hold the client secret of the OpenID provider "${entry.id}".`);
    const allowHttp = isLoopback(entry.issuer) && !production;
    if (new URL(entry.issuer).protocol !== 'https:' && !allowHttp)
      throw new Error(`The issuer of the OpenID provider "${entry.id}" must be an https URL (plain HTTP only on this machine, outside production).`);
    return {
      id: entry.id,
      name: entry.name,
      issuer: entry.issuer,
      clientId: entry.client_id,
      clientSecret,
      scopes: entry.scopes.includes('openid') ? entry.scopes : ['openid', ...entry.scopes],
      brands: entry.brands ?? null,
      trustEmail: entry.trust_email,
      allowHttp,
    };
  });
}
