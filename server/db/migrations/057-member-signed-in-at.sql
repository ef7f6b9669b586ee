-- When a member's session last proved who they are by signing in (a password or an OpenID
-- provider), apart from when the session row was made: a session redeemed from a one-time access
-- token is new, but carries the sign-in time of the session that asked for the token, so a device
-- left signed in cannot make itself "recently signed in". A member without a password (made by an
-- OpenID sign-in) changes their e-mail, sets a password or deletes the account only within minutes
-- of such a sign-in (use-cases/member-accounts.ts assertAccountOwner).
ALTER TABLE member_sessions ADD COLUMN signed_in_at timestamptz;
UPDATE member_sessions SET signed_in_at = created_at;
ALTER TABLE member_sessions ALTER COLUMN signed_in_at SET NOT NULL;
-- null for a token issued before this column: redeemed, its session counts as signed in long ago
ALTER TABLE member_one_time_tokens ADD COLUMN signed_in_at timestamptz;
