-- Day use (spec 1 §2 is_day_use, spec 2 §7.3): a plan flagged day_use sells a room for the day,
-- with no night. A day-use stay has check-out equal to check-in; it is priced from the plan's rate
-- of that date and takes that date's room inventory and plan stock. Overnight stays never see
-- day-use plans, and day-use stays see only them.
ALTER TABLE hotel_plans ADD COLUMN day_use boolean NOT NULL DEFAULT false;

-- The hours of the day a day-use plan lets the room (e.g. 10:00 to 16:00), shown with the plan.
ALTER TABLE hotel_plans ADD COLUMN day_use_from text CHECK (day_use_from IS NULL OR day_use_from ~ '^[0-2][0-9]:[0-5][0-9]$');
ALTER TABLE hotel_plans ADD COLUMN day_use_until text CHECK (day_use_until IS NULL OR day_use_until ~ '^[0-2][0-9]:[0-5][0-9]$');

CREATE INDEX hotel_plans_day_use ON hotel_plans (hotel_id) WHERE day_use;

-- A reservation may now end the day it begins (day use); never before it.
ALTER TABLE reservations DROP CONSTRAINT IF EXISTS reservations_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_stay_check CHECK (checkout_date >= checkin_date);
