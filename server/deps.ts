import type { Db } from './db/client.ts';
import type { ConfigCache } from './db/config-cache.ts';
import type { RateLimiters } from './http/rate-limit.ts';
import type { PaymentGateway } from './payments/port.ts';
import type { MaintenanceWindow } from './domain/payment-maintenance.ts';
import type { OpenIdProvider } from './openid/provider-config.ts';

/** What the routes need from the outside world; tests pass their own. */
export type AppDeps = {
  db: Db;
  /** Hotels' configuration kept in the process, read again when it changes (config-cache.ts). */
  config: ConfigCache;
  /** The current instant; tests move it to check-in day and back. */
  now: () => Date;
  /** Signs client-session tokens; shared by every server behind one database. */
  sessionSecret: string;
  /** Validate every answer against its declared schema (on in tests and development). */
  checkAnswers: boolean;
  /** Origin the e-mailed links point at, e.g. http://localhost:8080. */
  publicUrl: string;
  /** How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY=N); 0: read the socket. */
  trustProxy: number;
  /** The rate limiters: in PostgreSQL when the server runs on it, else in memory. */
  rateLimiters: RateLimiters;
  /** Serve the demo mailbox page (never in production). */
  demo: boolean;
  /** Folder the bytes of uploaded files are kept in (tests use a temporary one). */
  attachmentsDir: string;
  /** Largest upload in bytes (spec 1 §5: 80 MB); tests lower it. */
  maxAttachmentBytes: number;
  /** The card gateway (server/payments/port.ts), or null when online payment is off. */
  payments: PaymentGateway | null;
  /** The gateway's planned maintenance windows (spec 2 §9.3): online payment is refused in them. None when left out. */
  paymentMaintenance?: readonly MaintenanceWindow[];
  /** The OpenID providers members may sign in with (OPENID_PROVIDERS, server/README.md); none when left out. */
  openIdProviders?: readonly OpenIdProvider[];
};
