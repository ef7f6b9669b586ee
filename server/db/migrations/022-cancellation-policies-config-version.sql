-- The room search answers each offer's cancellation terms from the cached configuration
-- (config-cache.ts): a change of a cancellation policy bumps the configuration version too.
CREATE TRIGGER cancellation_policies_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cancellation_policies FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
