-- 0002: members, sessions and identity (platform slice; the membership issue adds its own tables later).
CREATE TABLE members (
  member_no INTEGER PRIMARY KEY,
  login_id TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  member_nm TEXT NOT NULL,
  gender TEXT CHECK (gender IN ('M','F')),
  birth TEXT NOT NULL DEFAULT '00000000',
  email TEXT,
  mobile TEXT,
  nick_name TEXT UNIQUE,
  my_store_code TEXT,
  online_card_no TEXT,
  integration_member_gb_nm TEXT NOT NULL DEFAULT '정회원',
  auth_role TEXT NOT NULL DEFAULT 'ROLE_USER' CHECK (auth_role IN ('ROLE_USER','ROLE_STORE')),
  store_code TEXT,
  fav_goods_type TEXT NOT NULL DEFAULT '01',
  eye_style TEXT,
  face_style TEXT,
  face_width INTEGER,
  status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE','DORMANT','WITHDRAWN')),
  mkt_app_yn TEXT NOT NULL DEFAULT 'N', mkt_app_dttm TEXT,
  mkt_sms_yn TEXT NOT NULL DEFAULT 'N', mkt_sms_dttm TEXT,
  mkt_email_yn TEXT NOT NULL DEFAULT 'N', mkt_email_dttm TEXT,
  mkt_kakao_yn TEXT NOT NULL DEFAULT 'N', mkt_kakao_dttm TEXT,
  failed_login_count INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT,
  last_login_dttm TEXT,
  reg_dttm TEXT NOT NULL,
  upd_dttm TEXT NOT NULL
);
CREATE UNIQUE INDEX members_mobile_idx ON members (mobile) WHERE mobile IS NOT NULL AND status <> 'WITHDRAWN';
CREATE UNIQUE INDEX members_email_idx ON members (email) WHERE email IS NOT NULL AND status <> 'WITHDRAWN';

-- Opaque 256-bit session tokens; only their SHA-256 is stored.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  created_dttm TEXT NOT NULL,
  last_seen_dttm TEXT NOT NULL,
  expires_dttm TEXT NOT NULL,
  revoked_dttm TEXT,
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_member_idx ON sessions (member_no);
