-- Spec 1 §2 and §3: is_brand_facility sends a hotel's searches to its brand's hotel list
-- (off unless set). The default search setting (checkin_date_offset, sort_order,
-- yesterday_bookable, available_rooms_only) and reservable_period_months already live in
-- hotels.settings since 001; they are kept where set.
UPDATE hotels SET settings = '{"is_brand_facility": false}'::jsonb || settings;
