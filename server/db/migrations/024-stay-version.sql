-- The version of each hotel's stay rows: the rates, rooms left, plan stock and stay restrictions
-- a room search reads (readStay). Every statement that changes one of those rows bumps the
-- version of the hotels whose rows it changed, in the same transaction, so a server that keeps
-- stays it read in its process (stay-cache.ts) reads one row (beside the configuration version,
-- in the same statement) to know, exactly, whether its copy is still current, also when another
-- process or an operator's SQL made the change. Like the configuration version, the bump
-- notifies at commit (channel stay_changed, the hotel's id as payload) for PGlite.
--
-- The triggers look at the rows the statement changed (transition tables), so a statement that
-- changes nothing (a booking refused because the night is full) locks no version row, and a
-- booking of one hotel never waits for another hotel's. A booking locks its hotel's row last, at
-- the end of the one statement that takes its rooms, and holds it until its commit right after.
-- A transaction that changes stay rows in two statements holds the row between them: bookings
-- and cancellations change them in one statement each (inventory-repository.ts).
CREATE TABLE stay_versions (
  hotel_id uuid PRIMARY KEY REFERENCES hotels (id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 1
);

-- Bumps the hotels of the changed rows: TG_ARGV[0] is the table naming the hotel (room_types,
-- room_plans or hotel_plans), TG_ARGV[1] the changed rows' column pointing at it. The hotels are
-- bumped in the order of their ids, so two statements of several hotels queue instead of
-- deadlocking. (migrate.ts splits statements at a line ending in a semicolon: none inside the body does.)
CREATE FUNCTION bump_stay_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed text; BEGIN
  IF TG_OP = 'TRUNCATE' THEN changed := 'SELECT id AS hotel_id FROM hotels'; ELSE
    changed := format(
      'SELECT k.hotel_id FROM %I k WHERE k.id IN (SELECT %I FROM %s)',
      TG_ARGV[0],
      TG_ARGV[1],
      CASE TG_OP WHEN 'DELETE' THEN 'old_rows' WHEN 'INSERT' THEN 'new_rows' ELSE format('old_rows UNION SELECT %I FROM new_rows', TG_ARGV[1]) END
    ); END IF; EXECUTE format(
    'WITH bumped AS (INSERT INTO stay_versions AS v (hotel_id) SELECT DISTINCT hotel_id FROM (%s) c ORDER BY hotel_id
       ON CONFLICT (hotel_id) DO UPDATE SET version = v.version + 1 RETURNING hotel_id)
     SELECT count(pg_notify(''stay_changed'', hotel_id::text)) FROM bumped',
    changed
  ); RETURN NULL; END $$;

-- Four triggers on each stay table: inserts, updates and deletes with the rows they changed, and
-- truncation (every hotel).
DO $$ DECLARE t record; BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('room_rates', 'room_plans', 'room_plan_id'),
    ('plan_restrictions', 'room_plans', 'room_plan_id'),
    ('room_inventory', 'room_types', 'room_type_id'),
    ('plan_inventory', 'hotel_plans', 'hotel_plan_id')
  ) AS v (stay_table, key_table, key_column) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_stay_versions(%L, %L)',
      t.stay_table || '_stay_insert', t.stay_table, t.key_table, t.key_column); EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_stay_versions(%L, %L)',
      t.stay_table || '_stay_update', t.stay_table, t.key_table, t.key_column); EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_stay_versions(%L, %L)',
      t.stay_table || '_stay_delete', t.stay_table, t.key_table, t.key_column); EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_stay_versions()', t.stay_table || '_stay_truncate', t.stay_table); END LOOP; END $$;
