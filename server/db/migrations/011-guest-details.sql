-- Guest details a hotel's settings may ask for (spec 1 §3 and §5): the kana reading of the
-- name (kanji_name_required), the name in English letters (english_name_required), the address
-- (customer_address_required: {country, postal_code, prefecture_or_state, street_address,
-- building_name_and_number}), and the representative guest's name of each booked room.
ALTER TABLE reservations ADD COLUMN first_name_kana text;
ALTER TABLE reservations ADD COLUMN last_name_kana text;
ALTER TABLE reservations ADD COLUMN english_first_name text;
ALTER TABLE reservations ADD COLUMN english_last_name text;
ALTER TABLE reservations ADD COLUMN address jsonb;

ALTER TABLE reservation_rooms ADD COLUMN guest_first_name text;
ALTER TABLE reservation_rooms ADD COLUMN guest_last_name text;

-- Existing demo databases: Seoul asks the guest's address and English name, Taipei the
-- English name and, in Japanese, the kanji name with its kana (new databases: seed-guest-details.ts).
UPDATE hotels SET settings = settings || '{"customer_address_required": true, "english_name_required": true}'::jsonb WHERE code = 'demo-seoul';
UPDATE hotels SET settings = settings || '{"kanji_name_required": true, "english_name_required": true}'::jsonb WHERE code = 'demo-taipei';
