-- Multi-room search and booking (spec 1 §3, §5): plans get a sale limit (rooms of the plan per
-- reservation) and an optional stock per night shared by every room type sold under the plan;
-- hotels get the kids-setting modes and the multi-room limit.

ALTER TABLE hotel_plans ADD COLUMN sale_limit integer CHECK (sale_limit IS NULL OR sale_limit > 0);

-- A plan with rows here sells at most `total` rooms on that night, across its room types.
-- A night without a row is not limited by the plan. Booking raises sold only while sold + n <= total.
CREATE TABLE plan_inventory (
  hotel_plan_id uuid NOT NULL REFERENCES hotel_plans (id),
  stay_date date NOT NULL,
  total integer NOT NULL CHECK (total >= 0),
  sold integer NOT NULL DEFAULT 0,
  PRIMARY KEY (hotel_plan_id, stay_date),
  CHECK (sold >= 0 AND sold <= total)
);

-- The kids age a tier was chosen for, when the hotel asks ages (kids_type ages).
ALTER TABLE reservation_rooms ADD COLUMN children_ages jsonb NOT NULL DEFAULT '[]';

-- Settings every hotel now has (kept where a hotel already set them).
UPDATE hotels SET settings =
  '{"kids_type": "tiers", "shared_bed_accept": true, "max_children_per_adult": 3}'::jsonb || settings;

-- The demo brand sells several rooms at once; Seoul asks children's ages.
UPDATE hotels SET settings = jsonb_set(settings, '{multi_rooms_search_limit}', '5') WHERE code = 'demo-kyoto';
UPDATE hotels SET settings = jsonb_set(jsonb_set(settings, '{multi_rooms_search_limit}', '3'), '{kids_type}', '"ages"') WHERE code = 'demo-seoul';
UPDATE hotels SET settings = jsonb_set(settings, '{multi_rooms_search_limit}', '3') WHERE code = 'demo-taipei';
-- Early-bird rooms are few: at most 2 per reservation and 4 a night across room types.
UPDATE hotel_plans SET sale_limit = 2 WHERE code = 'early-bird';
INSERT INTO plan_inventory (hotel_plan_id, stay_date, total)
SELECT hp.id, d::date, 4
FROM hotel_plans hp JOIN hotels h ON h.id = hp.hotel_id,
     generate_series((SELECT min(stay_date) FROM room_inventory), (SELECT max(stay_date) FROM room_inventory), interval '1 day') d
WHERE h.code IN ('demo-kyoto', 'demo-seoul', 'demo-taipei') AND hp.code = 'early-bird';
