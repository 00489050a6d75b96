-- 0030: commerce — cart, dibs, orders, payments, claims, points, addresses, refund accounts,
-- offline purchases, gift cards, digital coupons and the sandbox PG's own state.
-- Money is integer won; *_dttm are UTC ISO strings; *_ymd 'YYYYMMDD'.

-- Cart lines of a member ('M:<memberNo>') or of a guest's anonymous cart cookie ('G:<id>').
CREATE TABLE carts (
  cart_no INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_key TEXT NOT NULL,
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  item_no TEXT NOT NULL REFERENCES goods_items(item_no),
  buy_qtt INTEGER NOT NULL CHECK (buy_qtt BETWEEN 1 AND 99),
  select_yn TEXT NOT NULL DEFAULT 'Y' CHECK (select_yn IN ('Y','N')),
  reg_dttm TEXT NOT NULL,
  upd_dttm TEXT NOT NULL,
  UNIQUE (owner_key, item_no)
);
CREATE INDEX carts_owner_idx ON carts (owner_key, cart_no);

CREATE TABLE dibs (
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  reg_dttm TEXT NOT NULL,
  PRIMARY KEY (member_no, goods_no)
);
CREATE INDEX dibs_member_idx ON dibs (member_no, reg_dttm DESC);

-- Never oversell: any update that would take stock below zero aborts the whole batch.
CREATE TRIGGER goods_items_stock_guard BEFORE UPDATE OF stock_qtt ON goods_items
WHEN NEW.stock_qtt < 0
BEGIN
  SELECT RAISE(ABORT, 'OUT_OF_STOCK');
END;

-- Point policy (one row): use needs min_balance, in units of use_unit, up to max_use_rate % of the goods amount.
CREATE TABLE point_policy (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  min_balance INTEGER NOT NULL,
  min_order_amt INTEGER NOT NULL,
  use_unit INTEGER NOT NULL,
  max_use_rate INTEGER NOT NULL,
  max_use_amt INTEGER NOT NULL,
  earn_rate INTEGER NOT NULL,
  coupon_combine_yn TEXT NOT NULL DEFAULT 'Y'
);
INSERT INTO point_policy VALUES (1, 1000, 10000, 100, 30, 50000, 1, 'Y');

-- Point ledger (마켓포인트): + 지급, − 차감. The balance is the sum; it can never go below zero.
CREATE TABLE point_ledger (
  ledger_no INTEGER PRIMARY KEY AUTOINCREMENT,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  amount INTEGER NOT NULL,
  reason TEXT NOT NULL,
  ord_no TEXT,
  reg_dttm TEXT NOT NULL,
  expire_dttm TEXT
);
CREATE INDEX point_ledger_member_idx ON point_ledger (member_no, reg_dttm DESC);
-- One use and one return per order and reason: a retried batch cannot double them.
CREATE UNIQUE INDEX point_ledger_order_idx ON point_ledger (ord_no, reason) WHERE ord_no IS NOT NULL;
CREATE TRIGGER point_ledger_balance_guard BEFORE INSERT ON point_ledger
WHEN NEW.amount < 0 AND (SELECT COALESCE(SUM(amount), 0) FROM point_ledger WHERE member_no = NEW.member_no) + NEW.amount < 0
BEGIN
  SELECT RAISE(ABORT, 'POINT_SHORT');
END;

CREATE TABLE member_addresses (
  addr_no INTEGER PRIMARY KEY AUTOINCREMENT,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  addr_nm TEXT NOT NULL,
  receiver_nm TEXT NOT NULL,
  mobile TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  address1 TEXT NOT NULL,
  address2 TEXT NOT NULL DEFAULT '',
  default_yn TEXT NOT NULL DEFAULT 'N',
  reg_dttm TEXT NOT NULL
);
CREATE INDEX member_addresses_member_idx ON member_addresses (member_no);

-- Orders. idem_key is made when the order page renders: a repeated submit finds the same order.
-- dlvr_method: '01' 택배, '02' 매장픽업. status: ORDER_STATUSES (src/shared/codes.ts).
CREATE TABLE orders (
  ord_no TEXT PRIMARY KEY,
  idem_key TEXT NOT NULL UNIQUE,
  member_no INTEGER REFERENCES members(member_no),
  status TEXT NOT NULL,
  order_classification TEXT NOT NULL DEFAULT 'direct',
  dlvr_method TEXT NOT NULL CHECK (dlvr_method IN ('01','02')),
  orderer_nm TEXT NOT NULL,
  orderer_mobile TEXT NOT NULL,
  orderer_email TEXT NOT NULL DEFAULT '',
  receiver_nm TEXT NOT NULL DEFAULT '',
  receiver_mobile TEXT NOT NULL DEFAULT '',
  zip_code TEXT NOT NULL DEFAULT '',
  address1 TEXT NOT NULL DEFAULT '',
  address2 TEXT NOT NULL DEFAULT '',
  dlvr_memo TEXT NOT NULL DEFAULT '',
  store_code TEXT,
  store_nm TEXT,
  store_addr TEXT,
  store_tel TEXT,
  reservation_ymd TEXT,
  reservation_hhmm TEXT,
  goods_amt INTEGER NOT NULL,
  dlvr_amt INTEGER NOT NULL,
  coupon_dc_amt INTEGER NOT NULL DEFAULT 0,
  point_use_amt INTEGER NOT NULL DEFAULT 0,
  pay_amt INTEGER NOT NULL,
  earn_point INTEGER NOT NULL DEFAULT 0,
  pay_method TEXT NOT NULL,
  pg_tid TEXT,
  card_cd TEXT,
  card_quota TEXT,
  bank_cd TEXT,
  vacct_no TEXT,
  paid_dttm TEXT,
  courier_nm TEXT,
  invoice_no TEXT,
  dispatch_dttm TEXT,
  delivered_dttm TEXT,
  cancel_dttm TEXT,
  fail_msg TEXT,
  reg_dttm TEXT NOT NULL,
  upd_dttm TEXT NOT NULL
);
CREATE INDEX orders_member_idx ON orders (member_no, reg_dttm DESC);

CREATE TABLE order_lines (
  ord_no TEXT NOT NULL REFERENCES orders(ord_no),
  line_no INTEGER NOT NULL,
  goods_no TEXT NOT NULL,
  item_no TEXT NOT NULL,
  goods_nm TEXT NOT NULL,
  item_nm TEXT NOT NULL,
  goods_type_cd TEXT NOT NULL,
  img_src TEXT NOT NULL,
  brand_nm TEXT NOT NULL DEFAULT '',
  sale_price INTEGER NOT NULL,
  buy_qtt INTEGER NOT NULL,
  coupon_dc_amt INTEGER NOT NULL DEFAULT 0,
  line_amt INTEGER NOT NULL,
  claim_qtt INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  PRIMARY KEY (ord_no, line_no)
);

-- Status changes kept as history (order level when line_no is NULL).
CREATE TABLE order_status_history (
  hist_no INTEGER PRIMARY KEY AUTOINCREMENT,
  ord_no TEXT NOT NULL REFERENCES orders(ord_no),
  line_no INTEGER,
  status TEXT NOT NULL,
  memo TEXT NOT NULL DEFAULT '',
  reg_dttm TEXT NOT NULL
);
CREATE INDEX order_status_history_idx ON order_status_history (ord_no, hist_no);

-- One use of one issued coupon, ever: the key is the member coupon's issue number.
CREATE TABLE order_coupon_uses (
  coupon_key TEXT PRIMARY KEY,
  ord_no TEXT NOT NULL REFERENCES orders(ord_no),
  member_no INTEGER NOT NULL,
  line_no INTEGER,
  dc_amt INTEGER NOT NULL,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX order_coupon_uses_order_idx ON order_coupon_uses (ord_no);

-- PG calls of an order: APPROVE, NETCANCEL, CANCEL (refund), FAIL. At most one approval per order.
CREATE TABLE payments (
  pay_no INTEGER PRIMARY KEY AUTOINCREMENT,
  ord_no TEXT NOT NULL REFERENCES orders(ord_no),
  kind TEXT NOT NULL,
  pay_method TEXT NOT NULL,
  amount INTEGER NOT NULL,
  tid TEXT,
  result_code TEXT NOT NULL,
  result_msg TEXT NOT NULL DEFAULT '',
  card_cd TEXT,
  card_quota TEXT,
  bank_cd TEXT,
  reg_dttm TEXT NOT NULL
);
CREATE UNIQUE INDEX payments_approve_idx ON payments (ord_no) WHERE kind = 'APPROVE';
CREATE INDEX payments_order_idx ON payments (ord_no, pay_no);

-- Claims: CANCEL (before shipment, refunded through the PG) and RETURN (within the return window).
CREATE TABLE claims (
  claim_no INTEGER PRIMARY KEY AUTOINCREMENT,
  ord_no TEXT NOT NULL REFERENCES orders(ord_no),
  member_no INTEGER,
  claim_type TEXT NOT NULL CHECK (claim_type IN ('CANCEL','RETURN')),
  reason_cd TEXT NOT NULL,
  reason_text TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,
  refund_amt INTEGER NOT NULL DEFAULT 0,
  return_fee INTEGER NOT NULL DEFAULT 0,
  shipping_paid_by TEXT,
  refund_way TEXT NOT NULL DEFAULT 'PG',
  lines_json TEXT NOT NULL DEFAULT '[]',
  reg_dttm TEXT NOT NULL,
  cmpl_dttm TEXT
);
-- One cancel per order; returns may be several (partial), but one open return per order at a time.
CREATE UNIQUE INDEX claims_cancel_idx ON claims (ord_no) WHERE claim_type = 'CANCEL';
CREATE INDEX claims_member_idx ON claims (member_no, reg_dttm DESC);

CREATE TABLE refund_accounts (
  member_no INTEGER PRIMARY KEY REFERENCES members(member_no),
  bank_cd TEXT NOT NULL,
  account_no TEXT NOT NULL,
  holder_nm TEXT NOT NULL,
  upd_dttm TEXT NOT NULL
);

-- Store purchases of a member (kept by the store system, read-only here).
CREATE TABLE offline_orders (
  offline_no INTEGER PRIMARY KEY AUTOINCREMENT,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  store_code TEXT NOT NULL,
  store_nm TEXT NOT NULL,
  purchase_ymd TEXT NOT NULL,
  goods_nm TEXT NOT NULL,
  qtt INTEGER NOT NULL DEFAULT 1,
  amount INTEGER NOT NULL,
  pay_method_nm TEXT NOT NULL
);
CREATE INDEX offline_orders_member_idx ON offline_orders (member_no, purchase_ymd DESC);

-- Gift cards (상품권) registered to a member.
CREATE TABLE gift_cards (
  card_no TEXT PRIMARY KEY,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  card_nm TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT '사용가능',
  issue_ymd TEXT NOT NULL,
  expire_ymd TEXT NOT NULL,
  used_ymd TEXT
);
CREATE INDEX gift_cards_member_idx ON gift_cards (member_no);

-- Digital coupons bought with card payment (e.g. 모바일 교환권).
CREATE TABLE digital_coupons (
  coupon_no TEXT PRIMARY KEY,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  coupon_nm TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT '사용가능',
  pay_method TEXT NOT NULL DEFAULT '3',
  card_cd TEXT,
  buy_ymd TEXT NOT NULL,
  expire_ymd TEXT NOT NULL
);
CREATE INDEX digital_coupons_member_idx ON digital_coupons (member_no);

-- The sandbox PG's own transactions (only used when SANDBOX = on).
CREATE TABLE sandbox_pg_tx (
  tid TEXT PRIMARY KEY,
  mid TEXT NOT NULL,
  oid TEXT NOT NULL,
  price INTEGER NOT NULL,
  pay_method TEXT NOT NULL,
  card_cd TEXT,
  card_quota TEXT,
  bank_cd TEXT,
  auth_token TEXT NOT NULL UNIQUE,
  scenario TEXT NOT NULL DEFAULT 'approve',
  status TEXT NOT NULL,
  buyer_nm TEXT NOT NULL DEFAULT '',
  reg_dttm TEXT NOT NULL,
  upd_dttm TEXT NOT NULL
);
CREATE INDEX sandbox_pg_tx_oid_idx ON sandbox_pg_tx (oid);
