-- 0200 (issue 33, fitting from home): face measurements the member took in the browser and saved. Only numbers:
-- the camera image never leaves the device. Each save also writes face info (members.face_width, face_profiles)
-- and an eye record with the monocular PDs (eye_record_no; a deleted record leaves the measurement without it).
CREATE TABLE face_measurements (
  measure_no INTEGER PRIMARY KEY,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  pd REAL NOT NULL CHECK (pd BETWEEN 45 AND 85),
  r_pd REAL NOT NULL,
  l_pd REAL NOT NULL,
  face_width INTEGER NOT NULL,
  face_shape TEXT NOT NULL CHECK (face_shape IN ('OVAL', 'ROUND', 'SQUARE', 'LONG', 'HEART')),
  scale_from TEXT NOT NULL CHECK (scale_from IN ('IRIS', 'CARD')),
  frames INTEGER NOT NULL CHECK (frames >= 1),
  pd_spread REAL NOT NULL,
  eye_record_no INTEGER REFERENCES eye_records(record_no) ON DELETE SET NULL,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX face_measurements_member_idx ON face_measurements (member_no, measure_no DESC);
