-- 0110: cash payments — virtual-account deposits (the gateway's notice), cash receipts, escrow.

-- The virtual account's deadline and holder as the gateway issued them (approval answer VACT_Date/VACT_Time,
-- VACT_Name); the deposit's time; the shopper's cash-receipt request and escrow choice at checkout.
ALTER TABLE orders ADD COLUMN vacct_due_dttm TEXT;
ALTER TABLE orders ADD COLUMN vacct_holder_nm TEXT;
ALTER TABLE orders ADD COLUMN deposit_dttm TEXT;
-- 'NONE' | 'DEDUCTION' (소득공제) | 'PROOF' (지출증빙); id type 'MOBILE' | 'CARD' | 'BIZ'; the number (digits).
ALTER TABLE orders ADD COLUMN cash_receipt_type TEXT;
ALTER TABLE orders ADD COLUMN cash_receipt_id_type TEXT;
ALTER TABLE orders ADD COLUMN cash_receipt_no TEXT;
ALTER TABLE orders ADD COLUMN escrow_yn TEXT NOT NULL DEFAULT 'N';
-- Escrow purchase confirmation sent to the gateway (time), or its last error.
ALTER TABLE orders ADD COLUMN escrow_confirm_dttm TEXT;
CREATE INDEX orders_vacct_due_idx ON orders (status, vacct_due_dttm) WHERE vacct_due_dttm IS NOT NULL;

-- Every deposit notice the gateway sent, whatever became of it: PAID (moved the order), REPLAY (already
-- paid), AMOUNT (wrong amount, refused), UNKNOWN (no such order / account), CANCELLED (order no longer
-- waiting), DEPOSIT_CANCEL (the bank took a deposit back: recorded for the operator).
CREATE TABLE vbank_notices (
  notice_no INTEGER PRIMARY KEY AUTOINCREMENT,
  ord_no TEXT,
  tid TEXT,
  type_msg TEXT,
  vacct_no TEXT,
  amount INTEGER,
  depositor_nm TEXT,
  result TEXT NOT NULL,
  source_ip TEXT,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX vbank_notices_order_idx ON vbank_notices (ord_no, notice_no);
-- At most one notice pays an order: a second PAID row aborts its batch.
CREATE UNIQUE INDEX vbank_notices_paid_idx ON vbank_notices (ord_no) WHERE result = 'PAID';

-- Cash receipts (현금영수증) issued through the gateway. status: REQ 접수, OK 승인, ERR 오류, CANCEL 취소.
-- One live receipt (REQ/OK/ERR) per order; a cancelled one stays as history (a reduction cancels and
-- issues the remaining amount anew).
CREATE TABLE cash_receipts (
  receipt_no INTEGER PRIMARY KEY AUTOINCREMENT,
  ord_no TEXT NOT NULL REFERENCES orders(ord_no),
  use_opt TEXT NOT NULL,          -- '1' 소득공제, '2' 지출증빙
  id_type TEXT NOT NULL,          -- MOBILE | CARD | BIZ | SELF (국세청 자진발급 번호)
  reg_num TEXT NOT NULL,
  amount INTEGER NOT NULL,
  auto_yn TEXT NOT NULL DEFAULT 'N',
  status TEXT NOT NULL DEFAULT 'REQ',
  tid TEXT,
  auth_no TEXT,
  auth_dttm TEXT,
  err_msg TEXT,
  tries INTEGER NOT NULL DEFAULT 0,
  lock_token TEXT,
  lock_dttm TEXT,
  cancel_dttm TEXT,
  reg_dttm TEXT NOT NULL,
  upd_dttm TEXT NOT NULL
);
CREATE UNIQUE INDEX cash_receipts_live_idx ON cash_receipts (ord_no) WHERE status IN ('REQ', 'OK', 'ERR');
CREATE INDEX cash_receipts_status_idx ON cash_receipts (status, upd_dttm);

-- Sandbox gateway: virtual-account details, the mobile flow's transactions, its receipts and switches.
ALTER TABLE sandbox_pg_tx ADD COLUMN vacct_no TEXT;
ALTER TABLE sandbox_pg_tx ADD COLUMN noti_url TEXT;
ALTER TABLE sandbox_pg_tx ADD COLUMN channel TEXT NOT NULL DEFAULT 'PC';
ALTER TABLE sandbox_pg_tx ADD COLUMN escrow_yn TEXT NOT NULL DEFAULT 'N';
ALTER TABLE sandbox_pg_tx ADD COLUMN deposit_amt INTEGER;
CREATE TABLE sandbox_pg_receipts (
  tid TEXT PRIMARY KEY,
  mid TEXT NOT NULL,
  use_opt TEXT NOT NULL,
  reg_num TEXT NOT NULL,
  price INTEGER NOT NULL,
  status TEXT NOT NULL,
  reg_dttm TEXT NOT NULL
);
CREATE TABLE sandbox_pg_switches (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
