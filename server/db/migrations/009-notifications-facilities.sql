-- Notices a hotel or its brand shows guests (spec 1 §3, selected booking state: facility and
-- brand notifications). Title and body are jsonb keyed by locale; the body is hotel-written HTML,
-- sanitized by the server on the way out. Shown only while the check-in date lies within the
-- display dates, both ends included (spec 1 §5), to viewers matching one of the labels (spec 1 §6).

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- exactly one of the two: a notice of one hotel, or of every hotel of a brand
  hotel_id uuid REFERENCES hotels (id),
  brand_id uuid REFERENCES hotel_brands (id),
  titles jsonb NOT NULL,
  bodies jsonb NOT NULL,
  display_start_date date NOT NULL,
  display_end_date date NOT NULL,
  -- empty: every plan; otherwise only bookings of one of these hotel plans
  hotel_plan_codes text[] NOT NULL DEFAULT '{}',
  -- all_users, membership_program_{id}, membership_rank_{id}, membership_rank_all,
  -- membership_organization_{id}, membership_organization_all
  labels text[] NOT NULL DEFAULT '{all_users}',
  severity text NOT NULL DEFAULT 'info' CHECK (severity IN ('info', 'warning')),
  sort integer NOT NULL DEFAULT 0,
  CHECK ((hotel_id IS NULL) <> (brand_id IS NULL)),
  CHECK (display_end_date >= display_start_date),
  CHECK (cardinality(labels) > 0)
);
CREATE INDEX notifications_hotel_idx ON notifications (hotel_id, display_start_date) WHERE hotel_id IS NOT NULL;
CREATE INDEX notifications_brand_idx ON notifications (brand_id, display_start_date) WHERE brand_id IS NOT NULL;
