-- What makes a room accessible (step-free access, roll-in shower, ...), shown on the room and
-- usable as a search filter. Values are the shared ACCESSIBILITY_FEATURES codes.
ALTER TABLE room_types ADD COLUMN accessibility text[] NOT NULL DEFAULT '{}';

-- The demo's accessible rooms (the demo data is loaded before this runs on a new database,
-- and already present on an existing one).
UPDATE room_types SET accessibility = '{step_free_access,wide_doorways,roll_in_shower,grab_bars,shower_seat,lowered_bed,visual_alarm}'
WHERE code IN ('dlx-double', 'family-twin', 'city-twin');
UPDATE room_types SET accessibility = '{step_free_access,visual_alarm}' WHERE code IN ('garden-suite', 'superior-queen');
