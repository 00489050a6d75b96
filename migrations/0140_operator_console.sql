-- 0140: the head office's operator console (issue 26): operators are not members — their own table, roles,
-- sessions (Path=/admin cookie, 8 h absolute / 30 min idle) and the append-only access log (개인정보의 안전성 확보조치
-- 기준 §8: operator, time, IP, action, subject, reason; kept at least 2 years, no UPDATE/DELETE path at all).

CREATE TABLE operators (
  operator_no INTEGER PRIMARY KEY AUTOINCREMENT,
  login_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  -- RFC 6238 secret (base32). NULL until the operator enrols (the otpauth QR is shown once, at enrolment).
  totp_secret TEXT,
  -- A secret offered at the first sign-in, kept until the operator proves it with a code.
  totp_pending TEXT,
  -- The last time step a code was accepted for: a code is good once (replay guard).
  totp_last_step INTEGER NOT NULL DEFAULT 0,
  -- Optional allow-list of IP ranges (comma-separated CIDRs), enforced in production only (SANDBOX off).
  ip_allow TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  failed_login_count INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT,
  last_login_dttm TEXT,
  reg_dttm TEXT NOT NULL
);

-- Roles as permissions: SUPER (operators, roles, settings, audit), CS, CLAIMS, MD, MARKETING.
CREATE TABLE operator_roles (
  operator_no INTEGER NOT NULL REFERENCES operators(operator_no),
  role TEXT NOT NULL CHECK (role IN ('SUPER', 'CS', 'CLAIMS', 'MD', 'MARKETING')),
  PRIMARY KEY (operator_no, role)
);

CREATE TABLE operator_sessions (
  token_hash TEXT PRIMARY KEY,
  operator_no INTEGER NOT NULL REFERENCES operators(operator_no),
  created_dttm TEXT NOT NULL,
  last_seen_dttm TEXT NOT NULL,
  expires_dttm TEXT NOT NULL,
  revoked_dttm TEXT,
  ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_no);

-- The access log: one row per read of personal data and per write, in the same batch as what it records.
CREATE TABLE operator_access_log (
  log_no INTEGER PRIMARY KEY AUTOINCREMENT,
  operator_no INTEGER,
  login_id TEXT NOT NULL,
  at TEXT NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  action TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  reason TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX operator_access_log_at_idx ON operator_access_log (at DESC);
CREATE INDEX operator_access_log_operator_idx ON operator_access_log (operator_no, at DESC);
CREATE INDEX operator_access_log_subject_idx ON operator_access_log (subject, at DESC);
CREATE TRIGGER operator_access_log_no_update BEFORE UPDATE ON operator_access_log
BEGIN
  SELECT RAISE(ABORT, 'GUARD:access-log.append-only');
END;
CREATE TRIGGER operator_access_log_no_delete BEFORE DELETE ON operator_access_log
BEGIN
  SELECT RAISE(ABORT, 'GUARD:access-log.append-only');
END;

-- Exactly-once console requests (manual points, …): one row per request key; a replay finds the row.
CREATE TABLE operator_requests (
  request_key TEXT PRIMARY KEY,
  operator_no INTEGER NOT NULL REFERENCES operators(operator_no),
  action TEXT NOT NULL,
  result TEXT NOT NULL DEFAULT '',
  reg_dttm TEXT NOT NULL
);
