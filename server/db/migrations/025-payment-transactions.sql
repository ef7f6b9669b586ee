-- Card payments (spec 1 §4 Payment transaction): one row per payment at a card gateway, and
-- every transition it went through with its time and cause. No card data is ever stored: the
-- gateway's hosted fields keep it; we keep the brand and the last four digits only.
CREATE TABLE payment_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  -- the reservation paid, once there is one (a payment link may pay without a new reservation)
  reservation_id uuid REFERENCES reservations (id),
  gateway text NOT NULL,
  gateway_payment_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('pre_3d_secure', 'capturing', 'captured', 'failed', 'cancelled', 'authorized')),
  capture_method text NOT NULL CHECK (capture_method IN ('automatic', 'manual')),
  -- amounts in the gateway's minor units of the currency
  currency text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  captured_amount bigint NOT NULL DEFAULT 0 CHECK (captured_amount >= 0 AND captured_amount <= amount),
  refunded_amount bigint NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= captured_amount),
  failure_reason text,
  card_brand text,
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (gateway, gateway_payment_id)
);
CREATE INDEX payment_transactions_reservation_idx ON payment_transactions (reservation_id);
-- the hold-expiry job reads the transactions still waiting for 3-D Secure, oldest first
CREATE INDEX payment_transactions_waiting_idx ON payment_transactions (created_at) WHERE status = 'pre_3d_secure';

CREATE TABLE payment_transitions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id uuid NOT NULL REFERENCES payment_transactions (id),
  from_status text NOT NULL,
  to_status text NOT NULL,
  cause text NOT NULL,
  -- where the news came from: the gateway's answer, a webhook, a retrieve, the hold expiry
  source text NOT NULL,
  amount bigint,
  reason text,
  refund_id text,
  gateway_event_id text,
  at timestamptz NOT NULL
);
CREATE INDEX payment_transitions_transaction_idx ON payment_transitions (transaction_id, id);
-- a refund is recorded once, whether its news came from the answer or the webhook
CREATE UNIQUE INDEX payment_transitions_refund_idx ON payment_transitions (transaction_id, refund_id) WHERE refund_id IS NOT NULL;

-- Each webhook delivery received, by its signature: the very same signed delivery twice is a
-- replay and is refused; a new delivery of a known event (the gateway's retry) applies nothing.
CREATE TABLE payment_webhook_deliveries (
  gateway text NOT NULL,
  signature text NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (gateway, signature)
);
CREATE INDEX payment_webhook_deliveries_event_idx ON payment_webhook_deliveries (gateway, event_id);
