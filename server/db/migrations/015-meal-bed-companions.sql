-- Children's meal and bedding as extras (spec 1 §3 kids_type tiers_with_meal_and_bed_as_extras):
-- each kids tier lists the meal and bedding options it offers with the share of the per-adult
-- price of the night a child pays under each, e.g. {"meal_yes_bedding": 50, "meal_no": 0}.
-- Options not listed are not offered; other kids modes ignore the column.
ALTER TABLE kids_tiers ADD COLUMN meal_bed_rates jsonb NOT NULL DEFAULT '{}'::jsonb
  CHECK (jsonb_typeof(meal_bed_rates) = 'object');

-- Member programmes of a brand (spec 1 §3 Program). A programme for guests who are not signed in
-- (User.non_signed_in_program_ids) applies to everyone booking with the brand.
CREATE TABLE programs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand_id uuid NOT NULL REFERENCES hotel_brands (id),
  code text NOT NULL,
  names jsonb NOT NULL,
  non_signed_in boolean NOT NULL DEFAULT false,
  UNIQUE (brand_id, code)
);

-- A programme's additional tiers (additional_tiers_attributes): the companions a room may also
-- hold while the tier is active, named per locale. A companion pays rate_percent of the per-adult
-- price of the night (adult_companion), or of a kids tier A child's (kid_tier_A_companion).
CREATE TABLE program_additional_tiers (
  program_id uuid NOT NULL REFERENCES programs (id),
  code text NOT NULL CHECK (code IN ('adult_companion', 'kid_tier_A_companion')),
  is_active boolean NOT NULL,
  names jsonb NOT NULL,
  rate_percent integer NOT NULL CHECK (rate_percent BETWEEN 0 AND 100),
  PRIMARY KEY (program_id, code)
);

-- The companions each booked room holds (adult_companion and kid_tier_A_companion).
ALTER TABLE reservation_rooms ADD COLUMN adult_companions integer NOT NULL DEFAULT 0 CHECK (adult_companions >= 0);
ALTER TABLE reservation_rooms ADD COLUMN kid_companions integer NOT NULL DEFAULT 0 CHECK (kid_companions >= 0);
