import type { ColumnType, Generated } from 'kysely';
import type { PaymentTransactionStatus } from '../../shared/payments.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A payment at a card gateway (migration 025). */
export interface PaymentTransactionsTable {
  id: Generated<string>;
  hotel_id: string;
  reservation_id: string | null;
  gateway: string;
  gateway_payment_id: string;
  status: PaymentTransactionStatus;
  capture_method: 'automatic' | 'manual';
  currency: string;
  amount: number;
  captured_amount: Generated<number>;
  refunded_amount: Generated<number>;
  failure_reason: string | null;
  card_brand: string | null;
  card_last4: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 029: `verification` checks a card kept as a guarantee for a zero amount; nothing is captured. */
  purpose: ColumnType<'payment' | 'verification', 'payment' | 'verification' | undefined, never>;
  /** Migration 026: the payment link this transaction pays, if any. */
  payment_link_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 054: when a captured payment of a link tied to a reservation was added to its paid amount. */
  credited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A payment link (migration 026). */
export interface PaymentLinksTable {
  id: Generated<string>;
  hotel_id: string;
  payment_number: string;
  reservation_id: string | null;
  currency: string;
  amount: number;
  descriptions: ColumnType<Record<string, string>, string | undefined, string>;
  status: Generated<'open' | 'completed' | 'cancelled'>;
  amount_changed_at: Timestamp;
  expires_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 054: the reservation's update_count after the change whose difference the link asks; null for staff links. */
  change_count: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Tables of card payments, merged into the app's Database type. */
declare module './schema.ts' {
  interface Database {
    payment_transactions: PaymentTransactionsTable;
    payment_links: PaymentLinksTable;
    payment_transitions: {
      id: Generated<number>;
      transaction_id: string;
      from_status: PaymentTransactionStatus;
      to_status: PaymentTransactionStatus;
      cause: string;
      source: string;
      amount: number | null;
      reason: string | null;
      refund_id: string | null;
      gateway_event_id: string | null;
      at: Timestamp;
    };
    payment_webhook_deliveries: { gateway: string; signature: string; event_id: string; event_type: string; received_at: Timestamp };
  }
}
