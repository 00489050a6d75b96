-- 0080: private uploads (R2 objects owned by a member) and the member's eyesight records.
-- member_files is the shared upload table (src/server/files): every object in the FILES bucket has one row
-- naming its owner, so a read is `WHERE file_id = ? AND member_no = ?` (another member gets 404).
CREATE TABLE member_files (
  file_id TEXT PRIMARY KEY,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  purpose TEXT NOT NULL,
  r2_key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  byte_size INTEGER NOT NULL CHECK (byte_size > 0),
  width INTEGER,
  height INTEGER,
  original_name TEXT NOT NULL DEFAULT '',
  reg_dttm TEXT NOT NULL
);
CREATE INDEX member_files_member_idx ON member_files (member_no, purpose);

-- Eyesight records: store exams (store_no set, written from the store-owner area or the fitting device) and
-- prescriptions the member uploads (institution + file). Values in dioptres / degrees / mm, validated to optical
-- ranges in src/shared/eyes.ts before they get here.
CREATE TABLE eye_records (
  record_no INTEGER PRIMARY KEY,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  source TEXT NOT NULL CHECK (source IN ('STORE', 'UPLOAD', 'DEVICE')),
  store_no INTEGER REFERENCES stores(store_no),
  exam_ymd TEXT NOT NULL,
  institution TEXT NOT NULL DEFAULT '',
  r_sph REAL, r_cyl REAL, r_axis INTEGER, r_add REAL, r_prism REAL, r_base TEXT, r_pd REAL,
  l_sph REAL, l_cyl REAL, l_axis INTEGER, l_add REAL, l_prism REAL, l_base TEXT, l_pd REAL,
  file_id TEXT REFERENCES member_files(file_id),
  memo TEXT NOT NULL DEFAULT '',
  reg_dttm TEXT NOT NULL,
  CHECK (source = 'UPLOAD' OR store_no IS NOT NULL)
);
CREATE INDEX eye_records_member_idx ON eye_records (member_no, exam_ymd DESC, record_no DESC);
CREATE INDEX eye_records_store_idx ON eye_records (store_no, exam_ymd DESC);

-- A lens reservation (goods 03/04) may carry the eye record the member chose to attach; the store reads it
-- with the reservation.
ALTER TABLE reservations ADD COLUMN eye_record_no INTEGER REFERENCES eye_records(record_no);
