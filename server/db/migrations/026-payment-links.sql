-- Payment links (spec 1 §4 Payment link): an amount a guest pays at /payments/{payment_number}
-- with the same card flow as the checkout. Paid, failed and refunded are read from the link's
-- payment transactions; staff set open, completed (settled another way) or cancelled.
CREATE TABLE payment_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  payment_number text NOT NULL UNIQUE,
  reservation_id uuid REFERENCES reservations (id),
  -- our minor units of the currency (spec 2 §9.4), as reservations keep them
  currency text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  descriptions jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'cancelled')),
  -- the open page asks for a reload when the amount changed since it was shown
  amount_changed_at timestamptz NOT NULL,
  expires_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX payment_links_hotel_idx ON payment_links (hotel_id, created_at);

ALTER TABLE payment_transactions ADD COLUMN payment_link_id uuid REFERENCES payment_links (id);
CREATE INDEX payment_transactions_link_idx ON payment_transactions (payment_link_id);
