-- Social and OpenID sign-in (issue 14, server/README.md "Sign-in with an OpenID provider").
-- A member made by a provider's sign-in has no password until they set one (forgot password).
ALTER TABLE members ALTER COLUMN password_hash DROP NOT NULL;

-- The provider accounts a member signs in with: the ID token's verified `sub` at its issuer (an
-- OpenID subject is unique per issuer, so the key is the issuer, not the configuration's name).
CREATE TABLE member_identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  brand_id uuid NOT NULL REFERENCES hotel_brands (id),
  issuer text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand_id, issuer, subject)
);
CREATE INDEX member_identities_member ON member_identities (member_id);

-- A sign-in under way, from the widget's start to its redeem: short-lived and single use. Its
-- state is kept as a hash; the authorization code the pop-up brought back is sealed (AES-GCM)
-- under a key derived from the state, which only the widget holds, and the PKCE verifier never
-- reaches the database (only its S256 challenge).
CREATE TABLE member_login_intents (
  state_hash text PRIMARY KEY,
  hotel_id uuid NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  -- the client session that started it: another cannot redeem it
  client_session_hash text NOT NULL,
  provider text NOT NULL,
  code_challenge text NOT NULL,
  locale text NOT NULL,
  sealed_response text,
  returned_at timestamptz,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_login_intents_expiry ON member_login_intents (expires_at);
