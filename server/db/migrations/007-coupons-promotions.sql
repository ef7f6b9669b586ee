-- Coupons, promo codes for secret rates, rate visibility and payment promotions (spec 1 §3, §5).

-- A discount coupon of a hotel (spec 1 §3 "Coupon"). The code is matched without regard to case.
-- Validity is the booking date: a coupon is accepted on the days from valid_from to valid_until
-- (hotel time, both inclusive), whatever the dates of the stay.
CREATE TABLE coupons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{1,40}$'),
  names jsonb NOT NULL,
  discount_type text NOT NULL CHECK (discount_type IN ('percentage', 'amount')),
  -- a percentage (1 to 100), or an amount off the reservation in the hotel currency's minor units
  value bigint NOT NULL CHECK (value > 0),
  -- spec 1 §5: only the first n nights of each room are discounted (null: every night)
  max_discounted_nights integer CHECK (max_discounted_nights > 0),
  valid_from date,
  valid_until date,
  -- hotel plans the coupon discounts; empty: every plan
  hotel_plan_codes text[] NOT NULL DEFAULT '{}',
  -- reservations that may use it (null: no limit); used_count is raised only while below the limit
  usage_limit integer CHECK (usage_limit >= 0),
  used_count integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  CHECK (discount_type <> 'percentage' OR value <= 100),
  CHECK (used_count >= 0 AND (usage_limit IS NULL OR used_count <= usage_limit)),
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from <= valid_until)
);
CREATE UNIQUE INDEX coupons_hotel_code_idx ON coupons (hotel_id, lower(code));

-- Which reservation used which coupon; released_at is set when the reservation is cancelled
-- and the use is given back, once.
CREATE TABLE coupon_redemptions (
  coupon_id uuid NOT NULL REFERENCES coupons (id),
  reservation_id uuid NOT NULL REFERENCES reservations (id),
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz,
  PRIMARY KEY (coupon_id, reservation_id)
);
CREATE INDEX coupon_redemptions_reservation_idx ON coupon_redemptions (reservation_id);

-- The discount of a reservation, one line per room and night (spec 1 §3 "Discount kinds"). The
-- amount is tax included and positive; tax is the part of it that was tax.
CREATE TABLE reservation_discounts (
  reservation_id uuid NOT NULL REFERENCES reservations (id),
  kind text NOT NULL CHECK (kind IN ('coupon', 'payment', 'all_users', 'creansmaerd')),
  code text NOT NULL,
  names jsonb NOT NULL,
  room_index integer NOT NULL CHECK (room_index >= 0),
  stay_date date NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  tax bigint NOT NULL CHECK (tax >= 0),
  PRIMARY KEY (reservation_id, kind, code, room_index, stay_date)
);

-- Spec 1 §3 "Rate visibility": who sees a plan's rates. 'all' everyone; 'member' signed-in
-- members only; 'secret' only with a promo code that unlocks the plan.
ALTER TABLE hotel_plans ADD COLUMN visibility text NOT NULL DEFAULT 'all' CHECK (visibility IN ('all', 'member', 'secret'));

-- A promo code (search parameter promo_code) unlocks secret plans of its hotel while valid
-- (booking date, hotel time, both ends inclusive).
CREATE TABLE promo_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{1,40}$'),
  hotel_plan_codes text[] NOT NULL,
  valid_from date,
  valid_until date,
  active boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX promo_codes_hotel_code_idx ON promo_codes (hotel_id, lower(code));

-- A payment promotion (spec 1 §5): a discount for paying by credit card, shown only on
-- credit-card plans that match the target: 'include' the listed plans, or 'exclude' them.
CREATE TABLE payment_promotions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  names jsonb NOT NULL,
  discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 1 AND 100),
  target_mode text NOT NULL CHECK (target_mode IN ('include', 'exclude')),
  hotel_plan_codes text[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX payment_promotions_hotel_idx ON payment_promotions (hotel_id) WHERE active;
