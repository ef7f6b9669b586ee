-- Members (spec 1 §3 User and member, §4 Sign-up and account): a member belongs to a brand and
-- signs in at any of its hotels. Nothing secret is kept in clear: the password as an argon2id
-- hash, every token (e-mailed links, refresh tokens) as its SHA-256.
CREATE TABLE members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand_id uuid NOT NULL REFERENCES hotel_brands (id),
  -- lower-cased: one account per address and brand, whatever the case typed
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  first_name_kana text,
  last_name_kana text,
  phone text,
  locale text NOT NULL,
  promotion_email boolean NOT NULL DEFAULT false,
  -- provisional until the confirmation link is clicked (spec 1 §4)
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand_id, email)
);

-- Single-use tokens sent by e-mail: sign-up confirmation and password reset.
CREATE TABLE member_tokens (
  token_hash text PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirmation', 'reset_password')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_tokens_member ON member_tokens (member_id, purpose);

-- A signed-in session (one sign-in): its access tokens name it, its refresh tokens rotate in it,
-- and revoking it (sign-out, a refresh token used twice, a password change) ends them all.
CREATE TABLE member_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX member_sessions_member ON member_sessions (member_id);

-- Refresh tokens, rotated at every use: a used one presented again revokes its session.
CREATE TABLE member_refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES member_sessions (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_refresh_tokens_session ON member_refresh_tokens (session_id);
