-- Yado schema. Runs unchanged on PGlite (PostgreSQL 18) and PostgreSQL 15+.
-- Names in several languages are jsonb objects keyed by locale: {"en": "...", "ja": "..."}.

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE hotel_brands (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  names jsonb NOT NULL
);

CREATE TABLE hotels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand_id uuid NOT NULL REFERENCES hotel_brands (id),
  code text NOT NULL UNIQUE,
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  addresses jsonb NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  url text NOT NULL,
  currency text NOT NULL,
  timezone text NOT NULL,
  checkin_time text NOT NULL,
  checkout_time text NOT NULL,
  tax_rate_bp integer NOT NULL CHECK (tax_rate_bp >= 0),
  book_languages text[] NOT NULL,
  settings jsonb NOT NULL
);

CREATE TABLE kids_tiers (
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  code text NOT NULL,
  names jsonb NOT NULL,
  age_from integer NOT NULL,
  age_to integer NOT NULL,
  counts_as_guest boolean NOT NULL,
  -- a child of the tier pays this percentage of the per-adult price of the night
  rate_percent integer NOT NULL CHECK (rate_percent BETWEEN 0 AND 100),
  sort integer NOT NULL,
  PRIMARY KEY (hotel_id, code)
);

CREATE TABLE room_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  code text NOT NULL,
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  image_url text,
  size_sqm numeric NOT NULL,
  size_tatami numeric,
  bed_count integer NOT NULL,
  bed_type text NOT NULL,
  smoking boolean NOT NULL,
  wifi text NOT NULL,
  bath boolean NOT NULL,
  shower boolean NOT NULL,
  bathtub boolean NOT NULL,
  toilet boolean NOT NULL,
  max_guests integer NOT NULL,
  sort integer NOT NULL,
  UNIQUE (hotel_id, code)
);

CREATE TABLE cancellation_policies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  -- [{days_before, hours_after, percentage_of_cost}]
  parts jsonb NOT NULL,
  no_show_percentage integer NOT NULL
);

CREATE TABLE hotel_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  code text NOT NULL,
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  meal text NOT NULL,
  cancellation_policy_id uuid NOT NULL REFERENCES cancellation_policies (id),
  sort integer NOT NULL,
  UNIQUE (hotel_id, code)
);

CREATE TABLE room_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  code text NOT NULL,
  room_type_id uuid NOT NULL REFERENCES room_types (id),
  hotel_plan_id uuid NOT NULL REFERENCES hotel_plans (id),
  UNIQUE (hotel_id, code)
);

-- The price of one room for one night with this many adults, tax included, minor units.
CREATE TABLE room_rates (
  room_plan_id uuid NOT NULL REFERENCES room_plans (id),
  stay_date date NOT NULL,
  adults integer NOT NULL,
  price bigint NOT NULL CHECK (price >= 0),
  PRIMARY KEY (room_plan_id, stay_date, adults)
);

-- One row per room type per night. Booking raises sold only while sold + n <= total.
CREATE TABLE room_inventory (
  room_type_id uuid NOT NULL REFERENCES room_types (id),
  stay_date date NOT NULL,
  total integer NOT NULL CHECK (total >= 0),
  sold integer NOT NULL DEFAULT 0,
  PRIMARY KEY (room_type_id, stay_date),
  CHECK (sold >= 0 AND sold <= total)
);

CREATE TABLE reservations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  reservation_number text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('done', 'cancelled')),
  checkin_date date NOT NULL,
  checkout_date date NOT NULL CHECK (checkout_date > checkin_date),
  currency text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  locale text NOT NULL,
  special_request text NOT NULL,
  payment_type text NOT NULL,
  total_price bigint NOT NULL,
  tax bigint NOT NULL,
  -- the policy as it stood when the guest booked: later edits never change the fee
  cancellation_policy jsonb NOT NULL,
  bypass_token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  cancel_reason text,
  cancel_details text,
  cancellation_fee bigint
);
CREATE INDEX reservations_hotel_idx ON reservations (hotel_id, checkin_date);

CREATE TABLE reservation_rooms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reservation_id uuid NOT NULL REFERENCES reservations (id),
  position integer NOT NULL,
  room_type_id uuid NOT NULL REFERENCES room_types (id),
  room_plan_id uuid NOT NULL REFERENCES room_plans (id),
  room_type_code text NOT NULL,
  room_plan_code text NOT NULL,
  room_type_names jsonb NOT NULL,
  room_plan_names jsonb NOT NULL,
  adults integer NOT NULL,
  kids_tiers jsonb NOT NULL,
  total_price bigint NOT NULL,
  UNIQUE (reservation_id, position)
);

CREATE TABLE reservation_nights (
  reservation_room_id uuid NOT NULL REFERENCES reservation_rooms (id),
  stay_date date NOT NULL,
  price bigint NOT NULL,
  PRIMARY KEY (reservation_room_id, stay_date)
);

-- A repeated submission with the same key answers with the stored first answer.
CREATE TABLE idempotency_keys (
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (hotel_id, key)
);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text NOT NULL,
  reservation_id uuid REFERENCES reservations (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- a sender holds a message until then; past it, another sender may retry it
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_pending_idx ON outbox (id) WHERE status = 'pending';
