-- Cancelling one room of a reservation of several (spec 1 §4, issue 15), where the hotel allows it
-- (hotels.settings room_cancellation_active). The room stays on record, out of the stay: when it
-- was cancelled, why, and the fee its cancellation cost (kept from a card payment, or owed at the
-- hotel). A reservation's rooms are those not cancelled.
ALTER TABLE reservation_rooms ADD COLUMN cancelled_at timestamptz;
ALTER TABLE reservation_rooms ADD COLUMN cancel_reason text;
ALTER TABLE reservation_rooms ADD COLUMN cancellation_fee integer CHECK (cancellation_fee >= 0);
