-- 0130: money split across lines (안분) and refunds from it (issue 24).

-- Each line's share of the order-level amounts, written with the order (src/shared/order/allocation.ts):
-- order coupon, delivery fee, points, gift card and the card/account payment. For every line
-- line_amt − alloc_coupon_amt + alloc_dlvr_amt = alloc_point_amt + alloc_gc_amt + alloc_pay_amt, and each column
-- sums to the order's own total. alloc_yn 'N': an order written before this migration (allocated on its first refund).
-- refund_qtt: units of the line refunded so far (a claim refunds units refund_qtt … refund_qtt + q).
ALTER TABLE order_lines ADD COLUMN alloc_yn TEXT NOT NULL DEFAULT 'N';
ALTER TABLE order_lines ADD COLUMN alloc_coupon_amt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN alloc_dlvr_amt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN alloc_point_amt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN alloc_gc_amt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN alloc_pay_amt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN refund_qtt INTEGER NOT NULL DEFAULT 0 CHECK (refund_qtt >= 0);

-- The refund of one claim (src/server/services/refund.ts), once: TAKEN (the plan is fixed, benefits taken back,
-- the gateway is being called) → DONE (tenders given back) or FAIL (the gateway refused; retried by one caller, who
-- takes it back to TAKEN). At most one refund of an order is in flight (the gateway's partial cancel needs the
-- remaining amount). Amounts are what is given back, tender by tender, after deductions.
CREATE TABLE claim_refunds (
  claim_no INTEGER PRIMARY KEY REFERENCES claims(claim_no),
  ord_no TEXT NOT NULL REFERENCES orders(ord_no),
  state TEXT NOT NULL CHECK (state IN ('TAKEN', 'FAIL', 'DONE')),
  token TEXT NOT NULL,
  pay_amt INTEGER NOT NULL CHECK (pay_amt >= 0),
  gc_amt INTEGER NOT NULL CHECK (gc_amt >= 0),
  point_amt INTEGER NOT NULL CHECK (point_amt >= 0),
  take_back_amt INTEGER NOT NULL DEFAULT 0,
  shortfall_amt INTEGER NOT NULL DEFAULT 0,
  fee_amt INTEGER NOT NULL DEFAULT 0,
  dlvr_kept_amt INTEGER NOT NULL DEFAULT 0,
  whole_yn TEXT NOT NULL DEFAULT 'N',
  attempts INTEGER NOT NULL DEFAULT 1,
  msg TEXT,
  taken_dttm TEXT NOT NULL,
  done_dttm TEXT,
  reg_dttm TEXT NOT NULL
);
CREATE UNIQUE INDEX claim_refunds_in_flight_idx ON claim_refunds (ord_no) WHERE state = 'TAKEN';
CREATE INDEX claim_refunds_order_idx ON claim_refunds (ord_no, state);

-- What each refunded line carried of each share (sums per order line ≤ its allocation; = at refund_qtt = buy_qtt).
CREATE TABLE claim_refund_lines (
  claim_no INTEGER NOT NULL REFERENCES claim_refunds(claim_no),
  ord_no TEXT NOT NULL,
  line_no INTEGER NOT NULL,
  qtt INTEGER NOT NULL CHECK (qtt > 0),
  coupon_amt INTEGER NOT NULL,
  dlvr_amt INTEGER NOT NULL,
  point_amt INTEGER NOT NULL,
  gc_amt INTEGER NOT NULL,
  pay_amt INTEGER NOT NULL,
  PRIMARY KEY (claim_no, line_no)
);
CREATE INDEX claim_refund_lines_order_idx ON claim_refund_lines (ord_no, line_no);

-- A gateway call made for a claim's refund names the claim (a retry finds a refund the gateway already made).
ALTER TABLE payments ADD COLUMN claim_no INTEGER;
CREATE UNIQUE INDEX payments_claim_refund_idx ON payments (claim_no) WHERE claim_no IS NOT NULL AND kind = 'CANCEL' AND result_code IN ('00', '0000');

-- Per-claim ledger lines carry ref_key (refund:<claim>:…): the (ord_no, reason) rule stays for the lines without one.
DROP INDEX point_ledger_order_idx;
CREATE UNIQUE INDEX point_ledger_order_idx ON point_ledger (ord_no, reason) WHERE ord_no IS NOT NULL AND ref_key IS NULL;

-- Gift-card history: a partial refund gives back part of a payment (kind CANCEL, claim_no set), once per claim.
CREATE TABLE gift_card_history_new (
  hist_no INTEGER PRIMARY KEY AUTOINCREMENT,
  card_no TEXT NOT NULL,
  member_no INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('REGISTER', 'USE', 'CANCEL')),
  amount INTEGER NOT NULL,
  ord_no TEXT,
  reg_dttm TEXT NOT NULL,
  claim_no INTEGER
);
INSERT INTO gift_card_history_new (hist_no, card_no, member_no, kind, amount, ord_no, reg_dttm)
  SELECT hist_no, card_no, member_no, kind, amount, ord_no, reg_dttm FROM gift_card_history;
DROP TABLE gift_card_history;
ALTER TABLE gift_card_history_new RENAME TO gift_card_history;
CREATE UNIQUE INDEX gift_card_history_key_idx ON gift_card_history (card_no, kind, ord_no, COALESCE(claim_no, 0));
CREATE INDEX gift_card_history_card_idx ON gift_card_history (card_no, hist_no DESC);

-- A review whose line was refunded loses its 구매 인증 badge (the review stays; its points were taken back).
ALTER TABLE goods_reviews ADD COLUMN purchase_revoked_dttm TEXT;

-- Sandbox gateway: how much of a transaction has been cancelled (partial refunds).
ALTER TABLE sandbox_pg_tx ADD COLUMN cancel_amt INTEGER NOT NULL DEFAULT 0;
