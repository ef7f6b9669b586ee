-- Member programmes and ranks (spec 1 §3 User program_id and rank_id, spec 2 §7.7 switch), and
-- plans for members of a programme or rank (spec 1 §6: only members get member-only rates).

-- A programme members may belong to (members_open) and the one a member is in until they switch
-- (member_default, at most one a brand). Programmes for guests not signed in (non_signed_in) stay
-- as migration 015 made them.
ALTER TABLE programs ADD COLUMN members_open boolean NOT NULL DEFAULT false;
ALTER TABLE programs ADD COLUMN member_default boolean NOT NULL DEFAULT false;
ALTER TABLE programs ADD CONSTRAINT programs_default_is_open CHECK (NOT member_default OR members_open);
CREATE UNIQUE INDEX programs_one_member_default ON programs (brand_id) WHERE member_default;

-- A programme's ranks, lowest level first: a member joins at the lowest and may rise.
CREATE TABLE program_ranks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  program_id uuid NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
  code text NOT NULL,
  names jsonb NOT NULL,
  level integer NOT NULL CHECK (level >= 0),
  UNIQUE (program_id, code),
  UNIQUE (program_id, level),
  UNIQUE (program_id, id)
);
CREATE TRIGGER program_ranks_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON program_ranks FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();

-- The programmes a member belongs to, with their rank in each (kept when they switch away, so a
-- switch back finds the rank again).
CREATE TABLE member_programs (
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  program_id uuid NOT NULL REFERENCES programs (id),
  rank_id uuid NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, program_id),
  FOREIGN KEY (program_id, rank_id) REFERENCES program_ranks (program_id, id)
);

-- The member's current programme, one they belong to; null: the brand's default programme at its
-- lowest rank, until the member switches.
ALTER TABLE members ADD COLUMN program_id uuid;
ALTER TABLE members ADD CONSTRAINT members_current_program FOREIGN KEY (id, program_id) REFERENCES member_programs (member_id, program_id);

-- Who sees a plan of visibility 'member': without rows every signed-in member of the brand; with
-- rows a member whose current programme is one of them, at min_rank_id's level or above (any
-- rank when null).
CREATE TABLE hotel_plan_member_audiences (
  hotel_plan_id uuid NOT NULL REFERENCES hotel_plans (id) ON DELETE CASCADE,
  program_id uuid NOT NULL REFERENCES programs (id),
  min_rank_id uuid,
  PRIMARY KEY (hotel_plan_id, program_id),
  FOREIGN KEY (program_id, min_rank_id) REFERENCES program_ranks (program_id, id)
);
CREATE TRIGGER hotel_plan_member_audiences_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotel_plan_member_audiences FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
