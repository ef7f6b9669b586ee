-- The version of the hotels' configuration (hotels, brands, kids tiers, companion programmes,
-- room types, plans, room plans, payment promotions). Every statement that changes one of those
-- tables bumps it in the same transaction, so a server that caches configuration in its process
-- (config-cache.ts) reads this one row to know, exactly, whether its copy is still current, also
-- when another process or an operator's SQL made the change. The bump also notifies channel
-- config_changed at commit: PGlite, a database inside the server's one process, delivers that
-- before the committing statement returns, so there the server need not read the row. Rates,
-- stock and bookings are never cached and do not bump it.
CREATE TABLE config_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO config_version (id, version) VALUES (true, 1);
CREATE FUNCTION bump_config_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE config_version SET version = version + 1; PERFORM pg_notify('config_changed', ''); RETURN NULL; END $$;
CREATE TRIGGER hotels_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotels FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
CREATE TRIGGER hotel_brands_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotel_brands FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
CREATE TRIGGER kids_tiers_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON kids_tiers FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
CREATE TRIGGER programs_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programs FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
CREATE TRIGGER program_additional_tiers_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON program_additional_tiers FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
CREATE TRIGGER room_types_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_types FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
CREATE TRIGGER hotel_plans_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotel_plans FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
CREATE TRIGGER room_plans_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_plans FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
CREATE TRIGGER payment_promotions_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_promotions FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
