import { randomBytes } from 'node:crypto';
import type { Brand, CheckedCard, DeclineCode } from './cards.ts';
import type { GatewayLocale } from './text.ts';

/**
 * The sandbox's payments, tokens and links. Kept in memory (a Map each): a restart forgets them,
 * which a sandbox may; a real gateway keeps them in its own database.
 */

/**
 * A payment's status at the sandbox (its own words, as a real gateway has its own). `verified`
 * ends a card verification: the card passed (3-D Secure included) and nothing is held or charged.
 */
export type PaymentStatus = 'requires_payment_method' | 'requires_action' | 'authorized' | 'verified' | 'captured' | 'failed' | 'canceled';

/**
 * What a payment is for: `payment` charges its amount; `verification` checks a card with a
 * zero amount (as Stripe's SetupIntent, Adyen's zero-value authorization or the card schemes'
 * account verification do), to keep it as a guarantee: it ends `verified`, with nothing to capture.
 */
export type PaymentPurpose = 'payment' | 'verification';

/** A refund of part or all of a captured payment. */
export type Refund = { id: string; amount: number; reason: string; created: number };

/** A payment as the API answers it. */
export type Payment = {
  id: string;
  object: 'payment';
  purpose: PaymentPurpose;
  /** What is charged, in minor units; 0 for a verification. */
  amount: number;
  currency: string;
  capture_method: 'automatic' | 'manual';
  status: PaymentStatus;
  amount_captured: number;
  amount_refunded: number;
  refunds: Refund[];
  failure_code: DeclineCode | null;
  /** The card it was confirmed with; `holder` as typed (optional in the fields), or null. */
  card: { brand: Brand; last4: string; exp_month: number; exp_year: number; holder: string | null } | null;
  next_action: { type: 'challenge'; url: string } | null;
  hosted_fields_url: string;
  /** The only origin the hosted fields and the challenge page talk to (postMessage, frame-ancestors). */
  parent_origin: string;
  /** The pages that may frame the parent, besides it: its frame-ancestors with parent_origin (the hotel's sites around the widget). */
  frame_ancestors: string[];
  return_url: string | null;
  accepted_brands: Brand[];
  /** YYYY-MM-DD the card must be valid through (spec 1 §5: the check-out date), or null. */
  card_valid_through: string | null;
  reference: string;
  created: number;
  /** Unix seconds after which the hosted fields take no card. */
  expires_at: number;
  /** The payment link this payment pays, if any. */
  link: string | null;
  /** The language of the hosted fields and the challenge page. */
  locale: GatewayLocale;
  /** The customer a card may be saved for (the hosted fields then offer "Save this card"), or null. */
  customer: string | null;
  /** The saved payment method this payment was made with, or the one it saved; null otherwise. */
  payment_method: string | null;
};

/** A customer of the merchant's at the gateway: whom saved cards belong to (Stripe's Customer). */
export type Customer = { id: string; object: 'customer'; reference: string; created: number };

/**
 * A card saved in the vault for later payments by its customer (Stripe's PaymentMethod, Adyen's
 * stored payment method): brand, last four digits and expiry only; the number and the security
 * code are never kept. `detached` methods pay nothing.
 */
export type PaymentMethod = {
  id: string;
  object: 'payment_method';
  customer: string;
  card: { brand: Brand; last4: string; exp_month: number; exp_year: number; holder: string | null };
  created: number;
  detached: boolean;
};

/** A single-use card token: what the hosted fields hand to the merchant's page. */
export type CardToken = {
  id: string;
  paymentId: string;
  card: CheckedCard;
  used: boolean;
  expiresAt: number;
  /** The guest ticked "Save this card". */
  save: boolean;
  /** The name on the card, if typed: kept with a saved card. */
  holder: string | null;
};

/** A payment link: an amount to pay on the gateway's own page. */
export type PaymentLink = {
  id: string;
  object: 'payment_link';
  url: string;
  amount: number;
  currency: string;
  description: string;
  reference: string;
  status: 'open' | 'paid' | 'expired';
  payment: string | null;
  created: number;
  expires_at: number;
};

/** An id with a prefix and 16 random bytes. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

/** Everything the sandbox remembers. */
export class SandboxState {
  readonly payments = new Map<string, Payment>();
  readonly tokens = new Map<string, CardToken>();
  readonly links = new Map<string, PaymentLink>();
  /** Behaviour of the card a payment was confirmed with (the challenge page reads it). */
  readonly cards = new Map<string, CheckedCard>();
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  /** The test behaviour of each saved card (what its number would do), never the number. */
  readonly methodCards = new Map<string, CheckedCard>();
  /** Payments confirmed with "Save this card" ticked, with the name on the card: the card is saved once the payment succeeds. */
  readonly saveOnSuccess = new Map<string, { holder: string | null }>();
  /** Answers by idempotency key: the request's fingerprint and the stored answer. */
  readonly idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
}
