import type { PaymentTransactionStatus } from '../../shared/payments.ts';
import { THREE_D_SECURE_WAIT_MS } from '../../shared/payments.ts';

/**
 * The payment transaction state machine (spec 1 §4 Payment transaction): pre_3d_secure, then
 * capturing, then captured; other outcomes failed, cancelled and authorized. Pure: it decides,
 * the caller stores the transition it returns. Refunds are not a status in the spec: they are
 * transitions of a captured transaction onto itself that add to its refunded amount.
 */

/** Why a payment failed, whatever the gateway (each maps to a catalogue code, payment-failures.ts). */
export type PaymentFailureReason =
  | 'card_declined'
  | 'insufficient_funds'
  | 'lost_or_stolen'
  | 'expired_card'
  | 'incorrect_number'
  | 'brand_not_accepted'
  | 'authentication_failed'
  | 'authentication_cancelled'
  | 'authentication_suspended'
  | 'not_3ds_capable'
  | 'processing_error'
  | 'timeout';

/** What a transaction is now: its status and its amounts in the gateway's minor units. */
export type TransactionState = {
  status: PaymentTransactionStatus;
  /** The amount asked for when the session was made. */
  amount: number;
  /** What the gateway captured (0 until captured; less than `amount` for a partial capture). */
  capturedAmount: number;
  /** What has been refunded of the captured amount. */
  refundedAmount: number;
};

/** Something that happened to a payment: the cause of a transition. */
export type PaymentEvent =
  /** The card was authenticated (3-D Secure passed or was not needed) and the amount held. */
  | { type: 'authorized' }
  /** A capture of `amount` was asked for (automatic capture asks for it at authorization). */
  | { type: 'capture_requested'; amount: number }
  /** The gateway captured `amount`. */
  | { type: 'captured'; amount: number }
  /** The card was refused before any capture: declined, 3-D Secure failed, processing error. */
  | { type: 'declined'; reason: PaymentFailureReason }
  /** The capture itself failed. */
  | { type: 'capture_failed'; reason: PaymentFailureReason }
  /** The hold was released before capture (the guest left, code 1105, staff). */
  | { type: 'voided' }
  /** Spec 2 §9.1: the 3-D Secure wait of 15 minutes lapsed; the booking is aborted. */
  | { type: 'expired' }
  /** `amount` of the captured money went back to the card. */
  | { type: 'refunded'; amount: number; refundId: string };

/** The cause of a transition: the event's type. */
export type TransitionCause = PaymentEvent['type'];

/** Where the news of an event came from. */
export type EventSource = 'gateway_answer' | 'webhook' | 'retrieve' | 'hold_expiry';

/** One recorded transition: from, to, why, when, and the amount or reason it carried. */
export type Transition = {
  from: PaymentTransactionStatus;
  to: PaymentTransactionStatus;
  cause: TransitionCause;
  at: Date;
  source: EventSource;
  amount: number | null;
  reason: PaymentFailureReason | null;
  refundId: string | null;
};

/** A refused event, as data: the transaction stays as it was. */
export type TransitionRefusal = {
  ok: false;
  reason: 'transition_not_allowed' | 'amount_not_allowed';
  from: PaymentTransactionStatus;
  cause: TransitionCause;
};

/** The result of applying an event. */
export type TransitionResult = { ok: true; state: TransactionState; transition: Transition } | TransitionRefusal;

/** Which status each event leads to, from each status it may happen in. Anything else is refused. */
const ALLOWED: Record<TransitionCause, Partial<Record<PaymentTransactionStatus, PaymentTransactionStatus>>> = {
  authorized: { pre_3d_secure: 'authorized' },
  capture_requested: { pre_3d_secure: 'capturing', authorized: 'capturing' },
  captured: { capturing: 'captured' },
  declined: { pre_3d_secure: 'failed' },
  capture_failed: { capturing: 'failed' },
  voided: { pre_3d_secure: 'cancelled', authorized: 'cancelled' },
  expired: { pre_3d_secure: 'cancelled' },
  refunded: { captured: 'captured' },
};

/** The statuses no event leaves. */
export const FINAL_STATUSES: ReadonlySet<PaymentTransactionStatus> = new Set(['failed', 'cancelled']);

/**
 * A new transaction: a session was made and the card is not yet authenticated. A card
 * verification (a card kept as a guarantee) is of 0: authorized once the card passes, it has
 * nothing to capture (a capture must be of more than 0 and no more than the amount).
 */
export function newTransaction(amount: number, purpose: 'payment' | 'verification' = 'payment'): TransactionState {
  if (purpose === 'verification' && amount !== 0) throw new RangeError(`a card verification is of 0, not ${amount}`);
  if (purpose === 'payment' && (!Number.isSafeInteger(amount) || amount <= 0)) {
    throw new RangeError(`a payment amount is a positive integer in minor units, not ${amount}`);
  }
  return { status: 'pre_3d_secure', amount, capturedAmount: 0, refundedAmount: 0 };
}

function amountAllowed(state: TransactionState, event: PaymentEvent): boolean {
  switch (event.type) {
    case 'capture_requested':
    case 'captured':
      // a deposit captures less than the hold; never more
      return Number.isSafeInteger(event.amount) && event.amount > 0 && event.amount <= state.amount;
    case 'refunded':
      return Number.isSafeInteger(event.amount) && event.amount > 0 && state.refundedAmount + event.amount <= state.capturedAmount;
    default:
      return true;
  }
}

/** Applies an event at an instant: the new state and the transition to record, or a refusal. */
export function applyEvent(state: TransactionState, event: PaymentEvent, at: Date, source: EventSource): TransitionResult {
  const to = ALLOWED[event.type][state.status];
  if (to === undefined) return { ok: false, reason: 'transition_not_allowed', from: state.status, cause: event.type };
  if (!amountAllowed(state, event)) return { ok: false, reason: 'amount_not_allowed', from: state.status, cause: event.type };
  const next: TransactionState = { ...state, status: to };
  if (event.type === 'captured') next.capturedAmount = event.amount;
  if (event.type === 'refunded') next.refundedAmount = state.refundedAmount + event.amount;
  const amount = 'amount' in event ? event.amount : null;
  const reason = 'reason' in event ? event.reason : null;
  const refundId = event.type === 'refunded' ? event.refundId : null;
  return { ok: true, state: next, transition: { from: state.status, to, cause: event.type, at, source, amount, reason, refundId } };
}

/** Spec 1 §4: a transaction still waiting for 3-D Secure 15 minutes after it began must be aborted. */
export function holdLapsed(state: TransactionState, createdAt: Date, now: Date): boolean {
  return state.status === 'pre_3d_secure' && now.getTime() - createdAt.getTime() >= THREE_D_SECURE_WAIT_MS;
}
