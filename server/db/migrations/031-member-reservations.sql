-- Bookings of a member (spec 1 §6): a reservation made with a member's access token is theirs.
-- Null for a guest booking. Kept when the account is deleted (the hotel's records stay whole).
ALTER TABLE reservations ADD COLUMN member_id uuid REFERENCES members (id);
CREATE INDEX reservations_member ON reservations (member_id, checkin_date) WHERE member_id IS NOT NULL;

-- Account deletion (spec 1 §4): the row stays for the reservations that name it, with nothing
-- of the person left in it (e-mail, password and names blanked).
ALTER TABLE members ADD COLUMN deleted_at timestamptz;

-- E-mail change (spec 1 §4): pending until the link sent to the new address is clicked; the
-- token's row holds that address.
ALTER TABLE member_tokens ADD COLUMN new_email text;
ALTER TABLE member_tokens DROP CONSTRAINT member_tokens_purpose_check;
ALTER TABLE member_tokens ADD CONSTRAINT member_tokens_purpose_check
  CHECK (purpose IN ('confirmation', 'reset_password', 'email_change'));
