-- Attempts per key (e.g. reservation lookups from one address) per fixed time window, shared
-- by every server behind the database.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
