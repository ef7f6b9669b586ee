-- Changing a booking after it was made (spec 1 §4, §6). Facility staff who edit a reservation lock
-- it against the guest's update and cancel (update_locked, with the reason shown to the guest);
-- update_count counts the guest's changes (each change checks and raises it, so a change drafted
-- against an older state of the reservation is refused), updated_at is the last change's time.
ALTER TABLE reservations ADD COLUMN update_locked boolean NOT NULL DEFAULT false;
ALTER TABLE reservations ADD COLUMN update_lock_reason text;
ALTER TABLE reservations ADD COLUMN update_count integer NOT NULL DEFAULT 0;
ALTER TABLE reservations ADD COLUMN updated_at timestamptz;
ALTER TABLE reservations ADD COLUMN change_fee_amount integer NOT NULL DEFAULT 0 CHECK (change_fee_amount >= 0);
