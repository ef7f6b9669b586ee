-- Room photos: each room type shows a gallery of images, in order. The size is the image's own
-- (width and height in pixels), so the widget reserves its place before it loads; alt text is
-- hotel text, one value per locale like every other; srcset lists wider or narrower copies of
-- the same picture ([{url, width}]) for the browser to choose from.
CREATE TABLE room_type_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  room_type_id uuid NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  sort integer NOT NULL,
  url text NOT NULL CHECK (url <> ''),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  alts jsonb NOT NULL DEFAULT '{}',
  srcset jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX room_type_images_room_type ON room_type_images (room_type_id, sort);
-- The images are part of the cached configuration (config-cache.ts, migration 019).
CREATE TRIGGER room_type_images_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_type_images FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
-- A room type's one picture of before becomes its first image; its size was never recorded, so it
-- is taken as 4:3, the shape of the gallery's frame (the picture is cropped to the frame anyway).
INSERT INTO room_type_images (room_type_id, sort, url, width, height)
  SELECT id, 0, image_url, 1200, 900 FROM room_types WHERE image_url IS NOT NULL AND image_url <> '';
ALTER TABLE room_types DROP COLUMN image_url;
