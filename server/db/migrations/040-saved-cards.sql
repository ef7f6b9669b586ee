-- Saved cards (issue 14, spec 1 §3 Credit card, spec 2 §7.7 credit_cards). The card stays in the
-- gateway's vault: we keep the member's customer id at the gateway and, per saved card, the
-- gateway's reference with its brand, last four digits, expiry and holder. Never the number or
-- the security code.
CREATE TABLE member_gateway_customers (
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  gateway text NOT NULL,
  customer_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, gateway),
  UNIQUE (gateway, customer_id)
);

CREATE TABLE member_saved_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- the order cards were saved in (several may be saved within one clock tick)
  seq bigint GENERATED ALWAYS AS IDENTITY,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  gateway text NOT NULL,
  gateway_payment_method_id text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL CHECK (exp_year BETWEEN 2000 AND 2100),
  holder text,
  created_at timestamptz NOT NULL,
  UNIQUE (gateway, gateway_payment_method_id)
);
CREATE INDEX member_saved_cards_member ON member_saved_cards (member_id, seq);
