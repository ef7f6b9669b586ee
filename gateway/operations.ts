import { type Brand, type CardInput, type CardRefusal, type CheckedCard, type DeclineCode, checkCard } from './cards.ts';
import {
  type CardToken,
  type Customer,
  newId,
  type Payment,
  type PaymentLink,
  type PaymentMethod,
  type PaymentPurpose,
  type Refund,
  SandboxState,
} from './payments.ts';
import type { GatewayLocale } from './text.ts';
import type { EventType, WebhookSender } from './webhooks.ts';

/** A refused operation: the HTTP status, the kind and a machine code, as the API answers it. */
export class GatewayError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 404 | 409 | 422,
    readonly type: 'invalid_request' | 'authentication' | 'card_error' | 'state' | 'idempotency' | 'not_found',
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Hosted fields take a card for 30 minutes after a payment is made; a token lasts as long (like GMO's). */
const SESSION_SECONDS = 30 * 60;
const ALL_BRANDS: Brand[] = ['visa', 'mastercard', 'amex', 'jcb', 'diners'];

/** What creating a payment takes. */
export type NewPayment = {
  purpose: PaymentPurpose;
  amount: number;
  currency: string;
  capture_method: 'automatic' | 'manual';
  parent_origin: string;
  return_url: string | null;
  accepted_brands: Brand[] | null;
  card_valid_through: string | null;
  reference: string;
  locale: GatewayLocale;
  /** The customer the card may be saved for, or null (no "Save this card"). */
  customer?: string | null;
  /** The pages that may frame the parent (frame-ancestors is checked against every ancestor). */
  frame_ancestors?: string[];
};

/** What pays a payment: a single-use token of the hosted fields, or a card saved for the payment's customer. */
export type PaymentSource = { token: string } | { payment_method: string };

/** The sandbox's operations on its in-memory state; each change of status sends a signed webhook. */
export class Sandbox {
  readonly state = new SandboxState();

  constructor(
    private readonly publicUrl: string,
    private readonly now: () => Date,
    private readonly webhooks: WebhookSender,
  ) {}

  private seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  private changed(payment: Payment, type: EventType): Payment {
    this.webhooks.send(type, payment);
    return payment;
  }

  payment(id: string): Payment {
    const payment = this.state.payments.get(id);
    if (!payment) throw new GatewayError(404, 'not_found', 'payment_not_found', 'No such payment.');
    return payment;
  }

  create(input: NewPayment, link: string | null = null): Payment {
    const id = newId('pay');
    const created = this.seconds();
    const payment: Payment = {
      id,
      object: 'payment',
      purpose: input.purpose,
      amount: input.amount,
      currency: input.currency,
      capture_method: input.capture_method,
      status: 'requires_payment_method',
      amount_captured: 0,
      amount_refunded: 0,
      refunds: [],
      failure_code: null,
      card: null,
      next_action: null,
      hosted_fields_url: `${this.publicUrl}/fields/${id}`,
      parent_origin: input.parent_origin,
      frame_ancestors: input.frame_ancestors ?? [],
      return_url: input.return_url,
      accepted_brands: input.accepted_brands ?? ALL_BRANDS,
      card_valid_through: input.card_valid_through,
      reference: input.reference,
      created,
      expires_at: created + SESSION_SECONDS,
      link,
      locale: input.locale,
      customer: input.customer ?? null,
      payment_method: null,
    };
    if (payment.customer !== null) this.customer(payment.customer);
    this.state.payments.set(id, payment);
    return payment;
  }

  /** Checks a card typed in the hosted fields and makes a single-use token of it. */
  tokenize(
    paymentId: string,
    input: CardInput,
    save = false,
    holder: string | null = null,
  ): { ok: true; token: CardToken } | { ok: false; reason: CardRefusal } {
    const payment = this.payment(paymentId);
    if (payment.status !== 'requires_payment_method' || payment.expires_at <= this.seconds()) {
      throw new GatewayError(409, 'state', 'payment_not_open', 'This payment takes no card now.');
    }
    const checked = checkCard(input, { now: this.now(), acceptedBrands: payment.accepted_brands, validThrough: payment.card_valid_through });
    if (!checked.ok) return checked;
    // only a payment made for a customer can save its card
    const token: CardToken = {
      id: newId('tok'),
      paymentId,
      card: checked.card,
      used: false,
      expiresAt: this.seconds() + SESSION_SECONDS,
      save: save && payment.customer !== null,
      holder: holder?.trim() || null,
    };
    this.state.tokens.set(token.id, token);
    return { ok: true, token };
  }

  /** Charges a payment with a single-use token or its customer's saved card: authorized, a challenge, or a decline. */
  confirm(paymentId: string, source: PaymentSource): Payment {
    const payment = this.payment(paymentId);
    if ('payment_method' in source) return this.chargeSaved(payment, source.payment_method);
    const token = this.state.tokens.get(source.token);
    if (!token || token.paymentId !== paymentId) throw new GatewayError(422, 'invalid_request', 'token_invalid', 'No such token for this payment.');
    if (token.used) throw new GatewayError(422, 'invalid_request', 'token_used', 'This token has been used.');
    if (token.expiresAt <= this.seconds()) throw new GatewayError(422, 'invalid_request', 'token_expired', 'This token has expired.');
    if (payment.status !== 'requires_payment_method') throw new GatewayError(409, 'state', 'payment_not_open', 'This payment takes no card now.');
    token.used = true;
    if (token.save) this.state.saveOnSuccess.set(paymentId, { holder: token.holder });
    return this.charge(payment, token.card, token.holder);
  }

  /**
   * A customer-present payment with a saved card (Stripe's on-session PaymentIntent with a
   * payment_method): the card must be the payment's customer's, of a brand it accepts and valid
   * through its date; the bank may still ask for 3-D Secure, as for a typed card.
   */
  private chargeSaved(payment: Payment, methodId: string): Payment {
    const method = this.state.paymentMethods.get(methodId);
    const card = this.state.methodCards.get(methodId);
    if (!method || !card || method.detached || payment.customer === null || method.customer !== payment.customer) {
      throw new GatewayError(404, 'not_found', 'payment_method_not_found', 'No such payment method for this customer.');
    }
    if (payment.status !== 'requires_payment_method') throw new GatewayError(409, 'state', 'payment_not_open', 'This payment takes no card now.');
    const expiry = `${card.expYear}-${String(card.expMonth).padStart(2, '0')}`;
    const refusal: CardRefusal | null = !payment.accepted_brands.includes(card.brand)
      ? 'brand_not_accepted'
      : expiry < this.now().toISOString().slice(0, 7)
        ? 'expired_card'
        : payment.card_valid_through && expiry < payment.card_valid_through.slice(0, 7)
          ? 'valid_through_too_short'
          : null;
    if (refusal) throw new GatewayError(402, 'card_error', refusal, 'This saved card cannot pay this payment.');
    payment.payment_method = method.id;
    return this.charge(payment, card, method.card.holder);
  }

  private charge(payment: Payment, card: CheckedCard, holder: string | null): Payment {
    this.state.cards.set(payment.id, card);
    payment.card = { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, holder };
    switch (card.behaviour.kind) {
      case 'frictionless':
        return this.authorize(payment);
      case 'declined':
        return this.fail(payment, card.behaviour.code);
      default:
        payment.status = 'requires_action';
        payment.next_action = { type: 'challenge', url: `${this.publicUrl}/challenge/${payment.id}` };
        return this.changed(payment, 'payment.requires_action');
    }
  }

  /** The guest's answer on the challenge page. */
  answerChallenge(paymentId: string, answer: 'complete' | 'fail' | 'cancel'): Payment {
    const payment = this.payment(paymentId);
    const behaviour = this.state.cards.get(paymentId)?.behaviour;
    if (payment.status !== 'requires_action' || !behaviour) throw new GatewayError(409, 'state', 'no_challenge', 'This payment waits for no challenge.');
    payment.next_action = null;
    if (answer === 'cancel') return this.fail(payment, 'authentication_canceled');
    if (behaviour.kind === 'challenge_unanswered') throw new GatewayError(409, 'state', 'bank_not_answering', 'The bank has not answered.');
    if (answer === 'fail') return this.fail(payment, 'authentication_failed');
    return behaviour.kind === 'challenge' && behaviour.after === 'declined' ? this.fail(payment, 'card_declined') : this.authorize(payment);
  }

  private authorize(payment: Payment): Payment {
    this.saveCard(payment);
    // a verification checks the card and holds nothing: there is nothing to capture
    if (payment.purpose === 'verification') {
      payment.status = 'verified';
      return this.changed(payment, 'payment.verified');
    }
    if (payment.capture_method === 'manual') {
      payment.status = 'authorized';
      return this.changed(payment, 'payment.authorized');
    }
    payment.status = 'captured';
    payment.amount_captured = payment.amount;
    this.linkPaid(payment);
    return this.changed(payment, 'payment.captured');
  }

  /** A payment confirmed with "Save this card" succeeded: its card goes in the vault for its customer. */
  private saveCard(payment: Payment): void {
    const asked = this.state.saveOnSuccess.get(payment.id);
    this.state.saveOnSuccess.delete(payment.id);
    const card = this.state.cards.get(payment.id);
    if (!asked || !card || payment.customer === null) return;
    const method: PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      customer: payment.customer,
      card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, holder: asked.holder },
      created: this.seconds(),
      detached: false,
    };
    this.state.paymentMethods.set(method.id, method);
    this.state.methodCards.set(method.id, card);
    payment.payment_method = method.id;
  }

  private fail(payment: Payment, code: DeclineCode): Payment {
    this.state.saveOnSuccess.delete(payment.id);
    payment.status = 'failed';
    payment.failure_code = code;
    payment.next_action = null;
    return this.changed(payment, 'payment.failed');
  }

  capture(paymentId: string, amount: number | null): Payment {
    const payment = this.payment(paymentId);
    if (payment.status !== 'authorized') throw new GatewayError(409, 'state', 'payment_not_authorized', `A ${payment.status} payment cannot be captured.`);
    const captured = amount ?? payment.amount;
    if (captured > payment.amount) throw new GatewayError(422, 'invalid_request', 'amount_too_large', 'A capture cannot exceed the authorized amount.');
    payment.status = 'captured';
    payment.amount_captured = captured;
    this.linkPaid(payment);
    return this.changed(payment, 'payment.captured');
  }

  void(paymentId: string): Payment {
    const payment = this.payment(paymentId);
    if (!['requires_payment_method', 'requires_action', 'authorized'].includes(payment.status)) {
      throw new GatewayError(409, 'state', 'payment_not_voidable', `A ${payment.status} payment cannot be voided.`);
    }
    payment.status = 'canceled';
    payment.next_action = null;
    return this.changed(payment, 'payment.canceled');
  }

  refund(paymentId: string, amount: number, reason: string): { refund: Refund; payment: Payment } {
    const payment = this.payment(paymentId);
    if (payment.status !== 'captured') throw new GatewayError(409, 'state', 'payment_not_captured', `A ${payment.status} payment cannot be refunded.`);
    if (payment.amount_refunded + amount > payment.amount_captured) {
      throw new GatewayError(422, 'invalid_request', 'amount_too_large', 'Refunds cannot exceed the captured amount.');
    }
    const refund: Refund = { id: newId('re'), amount, reason, created: this.seconds() };
    payment.refunds.push(refund);
    payment.amount_refunded += amount;
    this.changed(payment, 'payment.refunded');
    return { refund, payment };
  }

  createCustomer(reference: string): Customer {
    const customer: Customer = { id: newId('cus'), object: 'customer', reference, created: this.seconds() };
    this.state.customers.set(customer.id, customer);
    return customer;
  }

  customer(id: string): Customer {
    const customer = this.state.customers.get(id);
    if (!customer) throw new GatewayError(404, 'not_found', 'customer_not_found', 'No such customer.');
    return customer;
  }

  /** A customer's saved cards, oldest first; detached ones are gone. */
  paymentMethodsOf(customerId: string): PaymentMethod[] {
    this.customer(customerId);
    return [...this.state.paymentMethods.values()].filter((m) => m.customer === customerId && !m.detached);
  }

  /** Removes a saved card from its customer: it pays nothing from now on. */
  detach(methodId: string): PaymentMethod {
    const method = this.state.paymentMethods.get(methodId);
    if (!method) throw new GatewayError(404, 'not_found', 'payment_method_not_found', 'No such payment method.');
    method.detached = true;
    this.state.methodCards.delete(methodId);
    return method;
  }

  createLink(input: { amount: number; currency: string; description: string; reference: string; expires_at: number }): PaymentLink {
    const id = newId('plink');
    const link: PaymentLink = {
      id,
      object: 'payment_link',
      url: `${this.publicUrl}/links/${id}`,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      reference: input.reference,
      status: 'open',
      payment: null,
      created: this.seconds(),
      expires_at: input.expires_at,
    };
    this.state.links.set(id, link);
    return link;
  }

  link(id: string): PaymentLink {
    const link = this.state.links.get(id);
    if (!link) throw new GatewayError(404, 'not_found', 'link_not_found', 'No such payment link.');
    if (link.status === 'open' && link.expires_at <= this.seconds()) link.status = 'expired';
    return link;
  }

  /** The payment a link's page takes a card for: the open one, or a new one after a failure. */
  paymentForLink(link: PaymentLink, locale: GatewayLocale): Payment {
    const current = link.payment ? this.state.payments.get(link.payment) : undefined;
    if (current && ['requires_payment_method', 'requires_action'].includes(current.status) && current.expires_at > this.seconds()) {
      current.locale = locale;
      return current;
    }
    const payment = this.create(
      {
        purpose: 'payment',
        amount: link.amount,
        currency: link.currency,
        capture_method: 'automatic',
        parent_origin: this.publicUrl,
        return_url: link.url,
        accepted_brands: null,
        card_valid_through: null,
        reference: link.reference,
        locale,
      },
      link.id,
    );
    link.payment = payment.id;
    return payment;
  }

  private linkPaid(payment: Payment): void {
    const link = payment.link ? this.state.links.get(payment.link) : undefined;
    if (!link) return;
    link.status = 'paid';
    this.webhooks.send('payment_link.paid', link);
  }
}
