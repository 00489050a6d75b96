-- 0081: face info and its share link, smart-fitting consent/devices/sessions, family accounts.
-- Face info beside members.face_width / eye_style / face_style (0002): the shape, PD and the share link.
CREATE TABLE face_profiles (
  member_no INTEGER PRIMARY KEY REFERENCES members(member_no),
  face_shape TEXT NOT NULL CHECK (face_shape IN ('OVAL', 'ROUND', 'SQUARE', 'LONG', 'HEART')),
  pd REAL,
  -- Public share link: a random token, NULL when not shared (revoking clears it; a new share gets a new token).
  share_token TEXT UNIQUE,
  share_nickname_yn TEXT NOT NULL DEFAULT 'N' CHECK (share_nickname_yn IN ('Y', 'N')),
  share_dttm TEXT,
  upd_dttm TEXT NOT NULL
);

-- Smart-fitting consent (/terms/smartfitting), recorded with its time; withdrawing keeps the row with revoke time.
CREATE TABLE fitting_consents (
  member_no INTEGER PRIMARY KEY REFERENCES members(member_no),
  agreed_dttm TEXT NOT NULL,
  revoked_dttm TEXT
);

-- In-store fitting devices: authenticated per store (the secret is stored as its SHA-256).
CREATE TABLE fitting_devices (
  device_id TEXT PRIMARY KEY,
  store_no INTEGER NOT NULL REFERENCES stores(store_no),
  secret_hash TEXT NOT NULL,
  device_nm TEXT NOT NULL DEFAULT '',
  active_yn TEXT NOT NULL DEFAULT 'Y',
  reg_dttm TEXT NOT NULL
);

-- One fitting session the device posted; (device_id, device_session_id) makes a retried post a no-op.
CREATE TABLE fitting_sessions (
  session_no INTEGER PRIMARY KEY,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  store_no INTEGER NOT NULL REFERENCES stores(store_no),
  device_id TEXT NOT NULL REFERENCES fitting_devices(device_id),
  device_session_id TEXT NOT NULL,
  fitted_dttm TEXT NOT NULL,
  face_width REAL,
  pd REAL,
  face_shape TEXT,
  reg_dttm TEXT NOT NULL,
  UNIQUE (device_id, device_session_id)
);
CREATE INDEX fitting_sessions_member_idx ON fitting_sessions (member_no, fitted_dttm DESC);

CREATE TABLE fitting_frames (
  session_no INTEGER NOT NULL REFERENCES fitting_sessions(session_no) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  goods_no TEXT NOT NULL,
  item_no TEXT,
  liked_yn TEXT NOT NULL DEFAULT 'N',
  file_id TEXT REFERENCES member_files(file_id),
  PRIMARY KEY (session_no, seq)
);

-- Family accounts: one group per representative; members join after identity verification and consent.
CREATE TABLE family_groups (
  group_no INTEGER PRIMARY KEY,
  rep_member_no INTEGER NOT NULL UNIQUE REFERENCES members(member_no),
  reg_dttm TEXT NOT NULL
);
CREATE TABLE family_members (
  group_no INTEGER NOT NULL REFERENCES family_groups(group_no),
  member_no INTEGER NOT NULL UNIQUE REFERENCES members(member_no),
  role TEXT NOT NULL CHECK (role IN ('REP', 'MEMBER')),
  relation TEXT NOT NULL DEFAULT '',
  consent_dttm TEXT NOT NULL,
  join_dttm TEXT NOT NULL,
  PRIMARY KEY (group_no, member_no)
);
-- Invitations by mobile: the invitee opens the code, verifies identity and consents; accepted exactly once.
CREATE TABLE family_invites (
  invite_no INTEGER PRIMARY KEY,
  group_no INTEGER NOT NULL REFERENCES family_groups(group_no),
  invite_code TEXT NOT NULL UNIQUE,
  mobile TEXT NOT NULL,
  relation TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT', 'ACCEPTED', 'CANCELLED', 'EXPIRED')),
  invitee_member_no INTEGER REFERENCES members(member_no),
  expires_dttm TEXT NOT NULL,
  reg_dttm TEXT NOT NULL,
  accept_dttm TEXT
);
CREATE INDEX family_invites_group_idx ON family_invites (group_no, status);
