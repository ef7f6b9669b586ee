-- The sites a brand's hotels embed the widget on: origins such as https://www.hotel.example, or
-- https://*.hotel.example for every subdomain, lower case, no path. The widget page may be
-- framed by these and by each hotel's own page (hotels.url) only (Content-Security-Policy
-- frame-ancestors). Each entry must be an origin: nothing else can reach the header.
ALTER TABLE hotel_brands ADD COLUMN site_origins text[] NOT NULL DEFAULT '{}'
  CHECK (array_to_string(site_origins, '|') ~ '^(https?://(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:[0-9]{1,5})?(\||$))*$');
