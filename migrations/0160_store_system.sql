-- 0160: the link to the chain's store system (src/server/providers/store-system, docs/store-system-protocol.md).
-- The store system is the source of truth for store memberships, store points and store purchases; these tables
-- are the shop's synchronised copy for reads, written once per store-system key (import and webhook alike).

-- One online account ↔ one store membership (통합회원): a member links once, a store membership once.
CREATE TABLE store_links (
  member_no INTEGER PRIMARY KEY REFERENCES members(member_no),
  store_member_id TEXT NOT NULL UNIQUE,
  card_no TEXT NOT NULL,
  store_code TEXT NOT NULL,
  store_nm TEXT NOT NULL,
  grade_nm TEXT NOT NULL DEFAULT '',
  joined_dttm TEXT NOT NULL,
  synced_dttm TEXT NOT NULL
);

-- Store points (다비치포인트): one row per store-system movement (entry_id is the store system's own id).
CREATE TABLE store_point_ledger (
  entry_id TEXT PRIMARY KEY,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  kind TEXT NOT NULL CHECK (kind IN ('가입', '일반후기', '포토후기', '탈퇴소멸', '결제사용', '결제취소반환', '구매확정적립', '적립회수')),
  amount INTEGER NOT NULL,
  store_code TEXT,
  store_nm TEXT NOT NULL DEFAULT '',
  sale_id TEXT,
  occurred_dttm TEXT NOT NULL,
  expire_dttm TEXT,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX store_point_ledger_member_idx ON store_point_ledger (member_no, occurred_dttm DESC);

-- Store purchases now come from the store system: one row per sale line, once (sale_id, line_no).
ALTER TABLE offline_orders ADD COLUMN sale_id TEXT;
ALTER TABLE offline_orders ADD COLUMN line_no INTEGER;
ALTER TABLE offline_orders ADD COLUMN goods_no TEXT;
ALTER TABLE offline_orders ADD COLUMN goods_type_cd TEXT;
ALTER TABLE offline_orders ADD COLUMN prescription_json TEXT;
ALTER TABLE offline_orders ADD COLUMN sold_dttm TEXT;
ALTER TABLE offline_orders ADD COLUMN refund_dttm TEXT;
CREATE UNIQUE INDEX offline_orders_sale_idx ON offline_orders (sale_id, line_no) WHERE sale_id IS NOT NULL;

-- Every webhook and till call from the store system, kept by its idempotency key (the POS's key): the same key
-- again is a no-op. status: APPLIED, or PENDING for a store membership no online account is linked to yet
-- (applied when that membership joins). body_hash tells a retry from a different request reusing a key.
CREATE TABLE store_events (
  event_key TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  store_code TEXT NOT NULL,
  store_member_id TEXT,
  body_hash TEXT NOT NULL,
  payload_json TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('APPLIED', 'PENDING')),
  answer_json TEXT,
  received_dttm TEXT NOT NULL,
  applied_dttm TEXT
);
CREATE INDEX store_events_pending_idx ON store_events (store_member_id) WHERE status = 'PENDING';

-- Offline coupons (나의 D-쿠폰) redeemed at a till: which store, when, under which POS key.
ALTER TABLE member_coupons ADD COLUMN use_store_code TEXT;
ALTER TABLE member_coupons ADD COLUMN use_store_nm TEXT;
ALTER TABLE member_coupons ADD COLUMN use_key TEXT;

-- The adapter's circuit breaker, shared by every isolate: consecutive failures and until when it stays open.
CREATE TABLE store_system_breaker (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  failures INTEGER NOT NULL DEFAULT 0,
  open_until TEXT,
  upd_dttm TEXT
);
INSERT INTO store_system_breaker (id, failures) VALUES (1, 0);

-- The sandbox store system's own data (only used when SANDBOX = on; src/demo/sandbox/pos.ts).
CREATE TABLE sandbox_pos_members (
  store_member_id TEXT PRIMARY KEY,
  member_nm TEXT NOT NULL,
  mobile TEXT NOT NULL,
  card_no TEXT NOT NULL UNIQUE,
  store_code TEXT NOT NULL,
  grade_nm TEXT NOT NULL,
  join_ymd TEXT NOT NULL,
  last_visit_ymd TEXT NOT NULL,
  online_member_no INTEGER,
  link_key TEXT
);
CREATE INDEX sandbox_pos_members_mobile_idx ON sandbox_pos_members (mobile);
CREATE TABLE sandbox_pos_points (
  entry_id TEXT PRIMARY KEY,
  store_member_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  amount INTEGER NOT NULL,
  store_code TEXT NOT NULL,
  sale_id TEXT,
  occurred_dttm TEXT NOT NULL
);
CREATE TABLE sandbox_pos_sales (
  sale_id TEXT PRIMARY KEY,
  store_member_id TEXT,
  store_code TEXT NOT NULL,
  sold_dttm TEXT NOT NULL,
  pay_method_nm TEXT NOT NULL,
  lines_json TEXT NOT NULL,
  refund_dttm TEXT
);
CREATE TABLE sandbox_pos_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  outage_yn TEXT NOT NULL DEFAULT 'N',
  slow_ms INTEGER NOT NULL DEFAULT 0,
  calls INTEGER NOT NULL DEFAULT 0
);
INSERT INTO sandbox_pos_settings (id) VALUES (1);
