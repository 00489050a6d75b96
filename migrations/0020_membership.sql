-- 0020: membership — SMS certification, identity verifications (CI/DI encrypted), social links,
-- OAuth state, consents and withdrawal on members.

-- SMS certification codes: only a hash of the 6-digit code is kept; single use, 10 minutes, 5 tries.
CREATE TABLE sms_certs (
  cert_id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  created_dttm TEXT NOT NULL,
  expires_dttm TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_dttm TEXT
);
CREATE INDEX sms_certs_mobile_idx ON sms_certs (mobile, created_dttm);

-- Proof that a mobile was verified: single-use token (hash kept), valid 30 minutes.
CREATE TABLE sms_cert_proofs (
  proof_hash TEXT PRIMARY KEY,
  mobile TEXT NOT NULL,
  created_dttm TEXT NOT NULL,
  expires_dttm TEXT NOT NULL,
  used_dttm TEXT
);

-- Sandbox SMS outbox (written only when no real SMS gateway is configured).
CREATE TABLE sms_outbox (
  msg_id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  body TEXT NOT NULL,
  created_dttm TEXT NOT NULL
);
CREATE INDEX sms_outbox_mobile_idx ON sms_outbox (mobile, msg_id);

-- Identity verifications (PASS / KCB / i-PIN). CI and DI are AES-GCM encrypted; ci_hash finds duplicates.
CREATE TABLE identity_verifications (
  tx_id TEXT PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('pass','kcb','ipin')),
  purpose TEXT NOT NULL DEFAULT 'signup',
  state TEXT NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING','DONE','USED')),
  member_nm TEXT, birth TEXT, gender TEXT, mobile TEXT,
  ci_enc TEXT, di_enc TEXT, ci_hash TEXT,
  created_dttm TEXT NOT NULL,
  expires_dttm TEXT NOT NULL,
  used_dttm TEXT
);

-- Social accounts linked to members.
CREATE TABLE social_links (
  provider TEXT NOT NULL CHECK (provider IN ('kakao','naver','apple')),
  provider_user_id TEXT NOT NULL,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  email TEXT,
  linked_dttm TEXT NOT NULL,
  PRIMARY KEY (provider, provider_user_id)
);
CREATE INDEX social_links_member_idx ON social_links (member_no);

-- OAuth state/nonce of an authorization request (single use, 10 minutes) and the pending sign-up
-- ticket of a social account that has no member yet.
CREATE TABLE oauth_states (
  state TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  nonce TEXT NOT NULL,
  return_url TEXT,
  store_code TEXT,
  created_dttm TEXT NOT NULL,
  expires_dttm TEXT NOT NULL,
  used_dttm TEXT
);
CREATE TABLE sns_tickets (
  ticket_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  provider_user_id TEXT NOT NULL,
  email TEXT,
  member_nm TEXT,
  created_dttm TEXT NOT NULL,
  expires_dttm TEXT NOT NULL,
  used_dttm TEXT
);

-- Consents, identity and withdrawal on the member.
ALTER TABLE members ADD COLUMN ci_hash TEXT;
ALTER TABLE members ADD COLUMN terms_agree_dttm TEXT;
ALTER TABLE members ADD COLUMN privacy_agree_dttm TEXT;
ALTER TABLE members ADD COLUMN location_agree_yn TEXT NOT NULL DEFAULT 'N';
ALTER TABLE members ADD COLUMN guardian_nm TEXT;
ALTER TABLE members ADD COLUMN guardian_mobile TEXT;
ALTER TABLE members ADD COLUMN push_yn TEXT NOT NULL DEFAULT 'N';
ALTER TABLE members ADD COLUMN zipcode TEXT;
ALTER TABLE members ADD COLUMN address TEXT;
ALTER TABLE members ADD COLUMN address_detail TEXT;
ALTER TABLE members ADD COLUMN dormant_dttm TEXT;
ALTER TABLE members ADD COLUMN withdrawn_dttm TEXT;
ALTER TABLE members ADD COLUMN password_changed_dttm TEXT;

CREATE TABLE member_withdrawals (
  member_no INTEGER PRIMARY KEY,
  reason_cd TEXT NOT NULL,
  reason_text TEXT,
  withdrawn_dttm TEXT NOT NULL
);
