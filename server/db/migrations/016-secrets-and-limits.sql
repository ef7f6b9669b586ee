-- Idempotency keys: scoped to the client session and kept only for their window. The key is
-- stored as a hash and the first answer sealed with a key derived from the client's own key,
-- so the database alone never reveals a bypass token or a guest's details. Rows written before
-- this migration held the answer (with its bypass token) in clear: they go.
DELETE FROM idempotency_keys;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys DROP COLUMN key;
ALTER TABLE idempotency_keys DROP COLUMN response;
ALTER TABLE idempotency_keys ADD COLUMN key_hash text NOT NULL;
ALTER TABLE idempotency_keys ADD COLUMN sealed_response text;
ALTER TABLE idempotency_keys ADD COLUMN expires_at timestamptz NOT NULL;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (hotel_id, key_hash);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);

-- The client-session secret is no longer kept in the database (SESSION_SECRET, or one per process).
DELETE FROM app_settings WHERE key = 'session_secret';

-- Rate limits are counted by rate-limiter-flexible, in this table on PostgreSQL.
DROP TABLE rate_limits;
CREATE TABLE rate_limiter (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
