-- Online payment of reservations (spec 1 §3 payment methods, §4, §5). Each plan says how it may be
-- paid: at the hotel (on_site), by card in full now (credit_card), a percentage by card now and the
-- rest at the hotel (credit_card_deposit), or at the hotel with a card on file
-- (on_site_credit_card_required). A reservation pays by one method for all its rooms.
ALTER TABLE hotel_plans ADD COLUMN payment_types text[] NOT NULL DEFAULT '{on_site}'
  CHECK (cardinality(payment_types) >= 1
    AND payment_types <@ ARRAY['on_site', 'credit_card', 'credit_card_deposit', 'on_site_credit_card_required']::text[]);
-- the share of the total taken online for credit_card_deposit, the rest paid at the hotel
ALTER TABLE hotel_plans ADD COLUMN deposit_percentage integer CHECK (deposit_percentage BETWEEN 1 AND 99);
ALTER TABLE hotel_plans ADD CONSTRAINT hotel_plans_deposit_with_method_check
  CHECK ((deposit_percentage IS NOT NULL) = ('credit_card_deposit' = ANY (payment_types)));

-- A card reservation is payment_pending (its rooms taken) until the gateway says the money is
-- captured; then done. One whose payment never completed is cancelled with its rooms given back.
ALTER TABLE reservations DROP CONSTRAINT reservations_status_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_status_check CHECK (status IN ('done', 'payment_pending', 'cancelled'));
-- what is charged online now (the total, less a payment promotion, or a deposit); null at the hotel
ALTER TABLE reservations ADD COLUMN deposit_amount bigint CHECK (deposit_amount > 0);
ALTER TABLE reservations ADD COLUMN promotion_discount_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE reservations ADD COLUMN paid_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE reservations ADD COLUMN refunded_amount bigint NOT NULL DEFAULT 0;
-- the plans allowed paying at the hotel: a guest whose card failed may switch to it
ALTER TABLE reservations ADD COLUMN on_site_allowed boolean NOT NULL DEFAULT true;
-- spec 2 §9.1: the 15-minute wait of a payment_pending reservation, then it is aborted
ALTER TABLE reservations ADD COLUMN payment_expires_at timestamptz;
CREATE INDEX reservations_payment_pending_idx ON reservations (payment_expires_at) WHERE status = 'payment_pending';
