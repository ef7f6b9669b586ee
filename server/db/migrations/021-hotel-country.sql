-- The hotel's country (ISO 3166-1) in its settings: a phone number a guest types without + is read
-- as one of that country (shared/phone.ts) and stored in E.164. Hotels set up before this take it
-- from their time zone; Japan where the zone names no other country (spec 1 §3: currency JPY by default).
UPDATE hotels
SET settings = settings || jsonb_build_object('country', CASE timezone
  WHEN 'Asia/Seoul' THEN 'KR'
  WHEN 'Asia/Taipei' THEN 'TW'
  WHEN 'Asia/Shanghai' THEN 'CN'
  WHEN 'Asia/Hong_Kong' THEN 'HK'
  WHEN 'Asia/Bangkok' THEN 'TH'
  WHEN 'Asia/Jakarta' THEN 'ID'
  WHEN 'Asia/Dubai' THEN 'AE'
  WHEN 'Asia/Singapore' THEN 'SG'
  ELSE 'JP'
END)
WHERE NOT settings ? 'country';
