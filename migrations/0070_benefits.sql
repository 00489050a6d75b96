-- 0070: benefits — member grades, notifications (inbox + push devices), stamps, point conversion,
-- gift-card registration and the sandbox push outbox. Money is integer won; *_dttm are UTC ISO strings.

-- Grades (src/shared/benefits/grades.ts): BRONZE · SILVER · GOLD · PLATINUM, recomputed nightly.
ALTER TABLE members ADD COLUMN grade_cd TEXT NOT NULL DEFAULT 'BRONZE';
ALTER TABLE members ADD COLUMN grade_dttm TEXT;
-- When the push consent (push_yn, 0020) last changed.
ALTER TABLE members ADD COLUMN push_dttm TEXT;

-- A member's inbox. kind: SHIPPED · DELIVERED · CONFIRMED · RESERVATION · COUPON_EXPIRING · PICKUP_READY · STAMP · NOTICE.
-- dedup_key makes a repeated notice (a job run twice, a retried call) a no-op.
-- push_status: NONE (consent off or no device) · SENT · FAILED.
CREATE TABLE member_notifications (
  noti_no INTEGER PRIMARY KEY AUTOINCREMENT,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',
  dedup_key TEXT,
  push_status TEXT NOT NULL DEFAULT 'NONE',
  read_dttm TEXT,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX member_notifications_member_idx ON member_notifications (member_no, noti_no DESC);
CREATE UNIQUE INDEX member_notifications_dedup_idx ON member_notifications (member_no, dedup_key) WHERE dedup_key IS NOT NULL;

-- The app's FCM registration tokens of a member (one device may belong to one member at a time).
CREATE TABLE push_devices (
  token TEXT PRIMARY KEY,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  platform TEXT NOT NULL DEFAULT 'android' CHECK (platform IN ('android', 'ios', 'web')),
  reg_dttm TEXT NOT NULL,
  upd_dttm TEXT NOT NULL
);
CREATE INDEX push_devices_member_idx ON push_devices (member_no);

-- The sandbox FCM's outbox (only used when SANDBOX = on).
CREATE TABLE sandbox_push_outbox (
  msg_id INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL,
  token TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',
  created_dttm TEXT NOT NULL
);

-- Stamps (contact lenses only): a goods may belong to the 10-, 20- or 30-stamp card.
ALTER TABLE goods ADD COLUMN stamp_card_size INTEGER CHECK (stamp_card_size IS NULL OR stamp_card_size IN (10, 20, 30));

-- The reward of a full card: an offline coupon (reward_coupon_no, set by the seed/admin) valid N days.
CREATE TABLE stamp_programs (
  card_size INTEGER PRIMARY KEY CHECK (card_size IN (10, 20, 30)),
  reward_nm TEXT NOT NULL,
  reward_coupon_no INTEGER REFERENCES coupons(coupon_no),
  reward_valid_days INTEGER NOT NULL DEFAULT 90
);
INSERT INTO stamp_programs (card_size, reward_nm) VALUES
  (10, '콘택트렌즈 1박스 무료 교환'),
  (20, '콘택트렌즈 2박스 무료 교환'),
  (30, '콘택트렌즈 3박스 무료 교환');

-- Stamps earned when a reserved contact-lens line is collected in the store: one row per order line, ever.
CREATE TABLE member_stamps (
  stamp_no INTEGER PRIMARY KEY AUTOINCREMENT,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  card_size INTEGER NOT NULL,
  ord_no TEXT,
  line_no INTEGER,
  goods_no TEXT NOT NULL,
  goods_nm TEXT NOT NULL,
  store_code TEXT,
  store_nm TEXT NOT NULL DEFAULT '',
  qtt INTEGER NOT NULL CHECK (qtt > 0),
  reg_dttm TEXT NOT NULL,
  UNIQUE (ord_no, line_no)
);
CREATE INDEX member_stamps_member_idx ON member_stamps (member_no, card_size, reg_dttm DESC);

-- One reward per full card: (member, card size, n-th card).
CREATE TABLE stamp_rewards (
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  card_size INTEGER NOT NULL,
  card_seq INTEGER NOT NULL,
  reg_dttm TEXT NOT NULL,
  PRIMARY KEY (member_no, card_size, card_seq)
);

-- An issued coupon may carry its own face value (points converted into an offline coupon) and a barcode.
ALTER TABLE member_coupons ADD COLUMN face_amt INTEGER;
ALTER TABLE member_coupons ADD COLUMN barcode_no TEXT;
CREATE INDEX member_coupons_expiry_idx ON member_coupons (use_yn, valid_end_dttm);

-- Points converted into an offline coupon: one conversion per request key.
CREATE TABLE point_conversions (
  conv_no INTEGER PRIMARY KEY AUTOINCREMENT,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  request_key TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  reg_dttm TEXT NOT NULL,
  UNIQUE (member_no, request_key)
);
CREATE INDEX point_ledger_expiry_idx ON point_ledger (member_no, expire_dttm);

-- Gift cards printed by the chain, not yet registered (member_no NULL until a member registers one).
CREATE TABLE gift_card_issues (
  card_no TEXT PRIMARY KEY,
  card_nm TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  issue_ymd TEXT NOT NULL,
  expire_ymd TEXT NOT NULL,
  member_no INTEGER REFERENCES members(member_no),
  reg_dttm TEXT
);

-- History of a registered gift card: REGISTER, USE (an order), CANCEL (the order's cancel gives it back).
CREATE TABLE gift_card_history (
  hist_no INTEGER PRIMARY KEY AUTOINCREMENT,
  card_no TEXT NOT NULL,
  member_no INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('REGISTER', 'USE', 'CANCEL')),
  amount INTEGER NOT NULL,
  ord_no TEXT,
  reg_dttm TEXT NOT NULL,
  UNIQUE (card_no, kind, ord_no)
);
CREATE INDEX gift_card_history_card_idx ON gift_card_history (card_no, hist_no DESC);

-- Tries at registering gift cards, per member and hour (guessing card numbers is rate-limited).
CREATE TABLE gift_card_tries (
  member_no INTEGER NOT NULL,
  hour_key TEXT NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (member_no, hour_key)
);
