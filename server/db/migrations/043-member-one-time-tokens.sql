-- One-time access tokens (issue 14; spec 1 §2 start-up parameters one_time_access_token and otid,
-- spec 2 §8.1 3403): a signed-in member (the chatbot's widget, the LIFF page) asks for one and
-- hands it to a new widget window in its start-up URL, which redeems it for a session of its own.
-- Single use, minutes long, kept only as its SHA-256; `id` is the token's public name (otid).
CREATE TABLE member_one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  brand_id uuid NOT NULL REFERENCES hotel_brands (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_one_time_tokens_expiry ON member_one_time_tokens (expires_at);
CREATE INDEX member_one_time_tokens_member ON member_one_time_tokens (member_id);
