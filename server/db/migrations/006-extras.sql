-- Extras a guest can add to a stay (spec 1 §3 "Additional questions and extras", §5).
-- Prices are tax included, minor units of the hotel's currency, with the extra's tax rate.

CREATE TABLE extras (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  code text NOT NULL,
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  -- generic: once for the stay; dated: for given nights of the stay, priced and stocked per night
  extra_type text NOT NULL CHECK (extra_type IN ('generic', 'dated')),
  unit text NOT NULL CHECK (unit IN ('per_item', 'per_person', 'per_room')),
  min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity >= 1),
  max_quantity integer NOT NULL,
  -- generic only: the unit price (dated extras are priced in extra_dates)
  price bigint CHECK (price >= 0),
  tax_rate_bp integer NOT NULL CHECK (tax_rate_bp >= 0),
  -- booking closes at deadline_hour o'clock, hotel time, deadline_days_before days before the
  -- check-in date (generic) or the extra's night (dated); both null: no deadline
  deadline_days_before integer CHECK (deadline_days_before >= 0),
  deadline_hour integer CHECK (deadline_hour BETWEEN 0 AND 23),
  -- no longer sold (1106) when inactive or outside [sale_starts_on, sale_ends_on], hotel dates
  active boolean NOT NULL DEFAULT true,
  sale_starts_on date,
  sale_ends_on date,
  -- generic only: units left to sell over all stays (null: unlimited); sold only while stock_sold + n <= stock_total
  stock_total integer CHECK (stock_total >= 0),
  stock_sold integer NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (hotel_id, code),
  CHECK (max_quantity >= min_quantity),
  CHECK (extra_type = 'dated' OR price IS NOT NULL),
  CHECK ((deadline_days_before IS NULL) = (deadline_hour IS NULL)),
  CHECK (stock_sold >= 0 AND (stock_total IS NULL OR stock_sold <= stock_total))
);

-- A dated extra is sold on a night only when it has a row here: its price and stock that night.
CREATE TABLE extra_dates (
  extra_id uuid NOT NULL REFERENCES extras (id),
  service_date date NOT NULL,
  price bigint NOT NULL CHECK (price >= 0),
  stock_total integer CHECK (stock_total >= 0),
  stock_sold integer NOT NULL DEFAULT 0,
  PRIMARY KEY (extra_id, service_date),
  CHECK (stock_sold >= 0 AND (stock_total IS NULL OR stock_sold <= stock_total))
);

-- A hotel plan that includes an extra at no charge (search answer inclusive_extra_ids).
CREATE TABLE hotel_plan_inclusive_extras (
  hotel_plan_id uuid NOT NULL REFERENCES hotel_plans (id),
  extra_id uuid NOT NULL REFERENCES extras (id),
  PRIMARY KEY (hotel_plan_id, extra_id)
);

-- The extras of a reservation as booked: names and prices copied, so later edits change nothing.
CREATE TABLE reservation_extras (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reservation_id uuid NOT NULL REFERENCES reservations (id),
  position integer NOT NULL,
  extra_id uuid NOT NULL REFERENCES extras (id),
  names jsonb NOT NULL,
  extra_type text NOT NULL,
  unit text NOT NULL,
  service_date date,
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price bigint NOT NULL,
  price bigint NOT NULL,
  price_without_tax bigint NOT NULL,
  tax bigint NOT NULL,
  inclusive boolean NOT NULL,
  -- set when a cancellation gave the stock back, so it is given back once
  stock_released boolean NOT NULL DEFAULT false,
  UNIQUE (reservation_id, position)
);
