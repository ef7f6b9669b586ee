-- A message that failed to send waits before its next attempt, longer after each failure
-- (outbox-sender.ts); NULL means it may be sent now.
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz;
