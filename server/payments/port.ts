import type { CardBrand } from '../../shared/payments.ts';
import type { GatewayPaymentFacts } from '../domain/payment-reconcile.ts';

/**
 * The gateway port: what the booking server asks of any card gateway. One adapter implements it
 * per gateway (sandbox.ts now); README.md says how to write another. The server only ever hands
 * the gateway single-use tokens made by the gateway's own hosted fields: no card data passes
 * through here (PCI SAQ A).
 *
 * Amounts are integers in the gateway's minor units (`minorDigits`); convert with
 * domain/payment-amounts.ts. Every call that changes something carries an idempotency key: the
 * same key (with the same input) gets the same result, however often it is sent; a retrieve reads
 * and needs none. No method throws for a gateway's answer: each returns a typed result.
 */
export interface PaymentGateway {
  /** A short stable name, stored with each transaction (`sandbox`). */
  readonly name: string;
  /** Origins whose pages the widget frames (hosted fields, 3-D Secure): its CSP's frame-src. */
  readonly frameOrigins: readonly string[];
  /** Digits of the minor unit this gateway counts `currency` in (they differ by gateway: TWD, IDR, CLP...). */
  minorDigits(currency: string): number;
  /** Opens a payment and its hosted card fields for the widget to frame. */
  createSession(input: CreateSessionInput): Promise<GatewayResult<PaymentSession>>;
  /**
   * Opens a card verification and its hosted card fields: a zero-amount check of the card (3-D
   * Secure as for a payment) to keep it as a guarantee, charging nothing (Stripe SetupIntent,
   * Adyen zero-value authorization, the schemes' account verification). `confirm`, `retrieve`
   * and `void` take its id as a payment's; once verified it reads `authorized` with nothing to
   * capture, and is never captured or refunded.
   */
  createVerification(input: CreateVerificationInput): Promise<GatewayResult<PaymentSession>>;
  /**
   * Charges the session (or verifies the card of a verification) with the single-use token from
   * the hosted fields, or with a card saved for the session's customer (`paymentMethodId`: a
   * customer-present payment, so the bank may still ask for 3-D Secure).
   */
  confirm(input: ConfirmInput): Promise<GatewayResult<GatewayPayment>>;
  /**
   * Makes a customer at the gateway, whom saved cards belong to (Stripe's Customer, Adyen's
   * shopperReference): a session opened with its id offers "Save this card" in the hosted fields
   * and may be paid with its saved cards. `reference` is ours (a member), shown in the dashboard.
   */
  createCustomer(input: { reference: string; idempotencyKey: string }): Promise<GatewayResult<{ customerId: string }>>;
  /** Removes a saved card from its customer at the gateway (Stripe detach, Adyen disable): it pays nothing from then on. */
  detachPaymentMethod(input: { paymentMethodId: string; idempotencyKey: string }): Promise<GatewayResult<{ paymentMethodId: string }>>;
  /** What the gateway says of a payment now: the server's truth with the webhooks. */
  retrieve(paymentId: string): Promise<GatewayResult<GatewayPayment>>;
  /** Captures an authorized payment: all of it, or `amount` (a deposit). */
  capture(input: { paymentId: string; amount: number | null; idempotencyKey: string }): Promise<GatewayResult<GatewayPayment>>;
  /** Releases a hold before capture (abandoned 3-D Secure, code 1105). */
  void(input: { paymentId: string; idempotencyKey: string }): Promise<GatewayResult<GatewayPayment>>;
  /** Returns `amount` of a captured payment to the card. */
  refund(input: {
    paymentId: string;
    amount: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<GatewayResult<{ refundId: string; payment: GatewayPayment }>>;
  /** A link to a page of the gateway that takes the payment of an amount. */
  createLink(input: CreateLinkInput): Promise<GatewayResult<GatewayLink>>;
  /**
   * Checks a webhook's signature and freshness and reads its event. Only the signature is
   * checked here; whether the event was seen before is the caller's to check (it has the store).
   */
  verifyWebhook(rawBody: string, headers: Headers, now: Date): WebhookVerification;
}

/** An amount in the gateway's minor units, with its ISO 4217 currency. */
export type Money = { amount: number; currency: string };

/** What opening a payment takes. */
export type CreateSessionInput = {
  money: Money;
  /** `manual`: authorize now, capture later (a check between, e.g. the room still free); `automatic`: capture at once. */
  capture: 'automatic' | 'manual';
  /** The exact origin of the page that frames the hosted fields: the only one they talk to. */
  parentOrigin: string;
  /**
   * The pages that may frame that page (the hotel's sites around the widget): a browser checks
   * frame-ancestors against every ancestor, so the fields need them too. None: the parent alone.
   */
  frameAncestors?: string[];
  /** Where a top-level 3-D Secure step comes back to. */
  returnUrl: string | null;
  /** Brands the guest may pay with (spec 1 §5), or null for all the gateway takes. */
  acceptedBrands: readonly CardBrand[] | null;
  /** YYYY-MM-DD the card must be valid through (spec 1 §5: the check-out date), or null. */
  cardValidThrough: string | null;
  /** Our reference, shown in the gateway's dashboard (a reservation or payment number). */
  reference: string;
  /** The guest's language (en, ja, ko, zh_Hans, zh_Hant, id, th, ar): the hosted fields and challenge speak it. */
  locale: string;
  /** The gateway customer (createCustomer) the card may be saved for and whose saved cards may pay; null: a guest. */
  customerId?: string | null;
  idempotencyKey: string;
};

/** What confirming a session takes: the hosted fields' single-use token, or a saved card of the session's customer. */
export type ConfirmInput = { paymentId: string; idempotencyKey: string } & ({ token: string } | { paymentMethodId: string });

/** What opening a card verification takes: a session's input without an amount or a capture. */
export type CreateVerificationInput = Omit<CreateSessionInput, 'money' | 'capture'> & { currency: string };

/** An opened payment: its id at the gateway and the page the widget frames. */
export type PaymentSession = { paymentId: string; hostedFieldsUrl: string; expiresAt: Date; payment: GatewayPayment };

/** A payment as the gateway sees it: the facts the state machine reconciles with, and more. */
export type GatewayPayment = GatewayPaymentFacts & {
  paymentId: string;
  money: Money;
  /** The card paid with; `holder` the name typed on it, if any. */
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number; holder: string | null } | null;
  /** What the guest must do next: the 3-D Secure challenge page (framed, or top-level with `?mode=redirect`). */
  nextAction: { type: 'challenge'; url: string } | null;
  /**
   * The saved card (the gateway's payment method) this payment was made with, or the one it
   * saved for its customer when the guest ticked "Save this card"; null otherwise.
   */
  paymentMethodId: string | null;
};

/** What making a payment link takes. */
export type CreateLinkInput = { money: Money; description: string; reference: string; expiresAt: Date; idempotencyKey: string };

/** A payment link at the gateway. */
export type GatewayLink = { linkId: string; url: string; status: 'open' | 'paid' | 'expired'; expiresAt: Date; paymentId: string | null };

/** Why a call did not do what was asked. */
export type GatewayError =
  /** The gateway refused the input (a bad token, an amount too large): a bug or a guest's stale page. */
  | { kind: 'invalid_request'; code: string; message: string }
  /** The payment is not in a state that allows this (capture of a failed payment). */
  | { kind: 'state'; code: string; message: string }
  | { kind: 'not_found'; code: string; message: string }
  /** The same idempotency key was sent with other input. */
  | { kind: 'idempotency_conflict'; code: string; message: string }
  /** Our keys are wrong: a configuration error. */
  | { kind: 'authentication'; code: string; message: string }
  /** No answer, a timeout, a 5xx or an answer we cannot read: retry with the same idempotency key. */
  | { kind: 'unavailable'; code: string; message: string };

/** A result: the value, or a typed error. */
export type GatewayResult<T> = { ok: true; value: T } | { ok: false; error: GatewayError };

/** A webhook whose signature holds. */
export type WebhookEvent = {
  eventId: string;
  type: string;
  /** The signed instant: with the event id, what tells a replay from a new delivery. */
  signedAt: Date;
  /** The signature as sent (stored to refuse the very same delivery twice). */
  signature: string;
  /** The payment the event is about, as of the event, or null for events about other things. */
  payment: GatewayPayment | null;
};

/** The verdict on a webhook. */
export type WebhookVerification =
  | { ok: true; event: WebhookEvent }
  | { ok: false; reason: 'signature_missing' | 'signature_invalid' | 'timestamp_outside_tolerance' | 'body_invalid' };
