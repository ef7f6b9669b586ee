-- A card kept as a guarantee (payment type on_site_credit_card_required, spec 1 §3): paid at the
-- hotel, the card verified at the gateway for a zero amount (3-D Secure as for a payment) while
-- the reservation waits payment_pending. Its transaction is a verification: amount 0, authorized
-- once the card passed, never captured. The gateway's payment id, the card's brand and last four
-- digits on it tell staff which card guarantees the booking; never the card number.
ALTER TABLE payment_transactions ADD COLUMN purpose text NOT NULL DEFAULT 'payment' CHECK (purpose IN ('payment', 'verification'));
ALTER TABLE payment_transactions DROP CONSTRAINT payment_transactions_amount_check;
ALTER TABLE payment_transactions ADD CONSTRAINT payment_transactions_amount_check
  CHECK ((purpose = 'payment' AND amount > 0) OR (purpose = 'verification' AND amount = 0));
