-- Spec 1 §3 room_search_filters: the filters a hotel offers its guests (kept where set).
UPDATE hotels SET settings =
  '{"room_search_filters": ["non_smoking", "breakfast", "room_only", "bathtub", "twin_beds", "tatami"]}'::jsonb || settings;
