-- Additional questions (spec 1 §3 "Additional questions and extras", spec 2 §7.4): asked at
-- checkout by a hotel or by its whole brand, shown by label (spec 1 §6) and room plan; the
-- guests' answers and their uploaded files (spec 1 §5: 80 MB a file, at most 30 files).

CREATE TABLE additional_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  scope text NOT NULL CHECK (scope IN ('hotel', 'brand')),
  hotel_id uuid REFERENCES hotels (id),
  brand_id uuid REFERENCES hotel_brands (id),
  question_type text NOT NULL CHECK (question_type IN ('checkin_time', 'checkout_time', 'people_per_room', 'free_text', 'options', 'file')),
  names jsonb NOT NULL,
  help_texts jsonb NOT NULL DEFAULT '{}',
  required boolean NOT NULL DEFAULT false,
  -- options questions: whether several options may be chosen, and the options [{code, names}]
  multiple boolean NOT NULL DEFAULT false,
  options jsonb NOT NULL DEFAULT '[]',
  -- spec 1 §6 label filters: all_users, membership_program_{id}, membership_rank_{id}, ...
  labels text[] NOT NULL DEFAULT '{all_users}',
  -- asked only when a booked room has one of these plans; empty: every plan
  room_plan_codes text[] NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  CHECK ((scope = 'hotel' AND hotel_id IS NOT NULL AND brand_id IS NULL) OR (scope = 'brand' AND brand_id IS NOT NULL AND hotel_id IS NULL))
);
CREATE INDEX additional_questions_hotel ON additional_questions (hotel_id) WHERE hotel_id IS NOT NULL;
CREATE INDEX additional_questions_brand ON additional_questions (brand_id) WHERE brand_id IS NOT NULL;

-- An uploaded file; its bytes live on disk under storage_key. It is linked to a reservation
-- when the booking is made; files never linked may be purged after a day.
CREATE TABLE file_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id),
  filename text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  reservation_id uuid REFERENCES reservations (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_attachments_reservation ON file_attachments (reservation_id);
CREATE INDEX file_attachments_unlinked ON file_attachments (created_at) WHERE reservation_id IS NULL;

-- A guest's answer as made: the question's label in the booking's language and the answer in
-- words are kept, so later edits of the question do not change what the guest was asked.
CREATE TABLE reservation_answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  position integer NOT NULL,
  question_id uuid NOT NULL REFERENCES additional_questions (id),
  question_type text NOT NULL,
  question_label text NOT NULL,
  room_index integer,
  value jsonb NOT NULL,
  answer_text text NOT NULL,
  UNIQUE (reservation_id, position)
);
