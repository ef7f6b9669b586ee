-- A change of a stay paid in full by card that costs more (issue 15): the difference is asked by a
-- payment link tied to the reservation, made in the change's transaction. change_count is the
-- reservation's update_count after that change: one link per change, however often it is sent.
ALTER TABLE payment_links ADD COLUMN change_count integer;
CREATE UNIQUE INDEX payment_links_change_idx ON payment_links (reservation_id, change_count) WHERE change_count IS NOT NULL;
-- A captured payment of a link tied to a reservation is added to the reservation's paid amount
-- once: credited_at is when it was (null: not yet, or not a link's payment).
ALTER TABLE payment_transactions ADD COLUMN credited_at timestamptz;
