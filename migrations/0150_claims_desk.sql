-- 0150: the head office's claims desk (issue 26, desk 2): returns, exchanges and cancel requests worked by operators.
-- A claim keeps its order-status code in `status` (70/72 → 74/75 or 71/73; 60/62 → 66/67 or 61/63; 23 → 21 or back
-- to 30) and its place in the desk's workflow in `desk_stage` (src/shared/order/claim-flow.ts): every step moves
-- it only from the stage the operator saw (UPDATE … WHERE desk_stage = ?, guarded), in one batch with its event row.

ALTER TABLE claims ADD COLUMN desk_stage TEXT NOT NULL DEFAULT 'REQUESTED'
  CHECK (desk_stage IN ('REQUESTED', 'PICKUP_BOOKED', 'RECEIVED', 'INSPECTED', 'REFUNDING', 'REFUND_FAIL', 'DONE', 'REJECTED'));
-- An exchange is a claim whose goods come back (claim_type RETURN) and go out again instead of a refund.
ALTER TABLE claims ADD COLUMN exchange_yn INTEGER NOT NULL DEFAULT 0;
-- 회수: the pickup booked with the courier through the logistics centre (src/server/providers/wms).
ALTER TABLE claims ADD COLUMN pickup_courier_nm TEXT;
ALTER TABLE claims ADD COLUMN pickup_invoice_no TEXT;
ALTER TABLE claims ADD COLUMN pickup_booked_dttm TEXT;
-- 입고: the warehouse's signed return-received notice, or the store's receive step (store-pickup orders).
ALTER TABLE claims ADD COLUMN received_dttm TEXT;
ALTER TABLE claims ADD COLUMN received_at TEXT;
-- The law's clock (전자상거래법 §18): refund within 3 business days of the goods' receipt, as a Seoul date YYYYMMDD.
ALTER TABLE claims ADD COLUMN refund_due_ymd TEXT;
ALTER TABLE claims ADD COLUMN inspected_dttm TEXT;
-- Why the desk refused (a rejected return or a refused cancel request), shown to the member.
ALTER TABLE claims ADD COLUMN reject_reason TEXT;
-- An exchange's new parcel.
ALTER TABLE claims ADD COLUMN reship_courier_nm TEXT;
ALTER TABLE claims ADD COLUMN reship_invoice_no TEXT;

-- Claims the shop finished by itself (a cancel before shipment) are done; the rest wait for the desk.
UPDATE claims SET desk_stage = 'DONE' WHERE claim_type = 'CANCEL' AND status IN ('11', '21');
CREATE INDEX claims_desk_idx ON claims (desk_stage, reg_dttm);
CREATE UNIQUE INDEX claims_pickup_invoice_uq ON claims (pickup_invoice_no) WHERE pickup_invoice_no IS NOT NULL;

-- What happened to a claim, step by step (the member's claim page and the console show it). `actor`: 'MEMBER',
-- 'WMS', 'STORE:<store code>', 'OPERATOR:<login id>', 'SYSTEM'. One event per step and claim (a repeated step
-- is refused by the stage guard before it gets here).
CREATE TABLE claim_events (
  event_no INTEGER PRIMARY KEY AUTOINCREMENT,
  claim_no INTEGER NOT NULL REFERENCES claims(claim_no),
  step TEXT NOT NULL,
  from_stage TEXT NOT NULL,
  to_stage TEXT NOT NULL,
  status TEXT NOT NULL,
  memo TEXT NOT NULL DEFAULT '',
  actor TEXT NOT NULL,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX claim_events_claim_idx ON claim_events (claim_no, event_no);

-- 검수: the operator's verdict per returned line, with its reason and photo (a member_files id of the claim's member).
CREATE TABLE claim_line_checks (
  claim_no INTEGER NOT NULL REFERENCES claims(claim_no),
  line_no INTEGER NOT NULL,
  qtt INTEGER NOT NULL CHECK (qtt > 0),
  verdict TEXT NOT NULL CHECK (verdict IN ('ACCEPT', 'REJECT')),
  reason TEXT NOT NULL DEFAULT '',
  file_id TEXT,
  reg_dttm TEXT NOT NULL,
  PRIMARY KEY (claim_no, line_no)
);

-- The sandbox logistics centre's bookings (only used when SANDBOX = on): a repeated request key answers the first.
CREATE TABLE sandbox_wms_bookings (
  request_key TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('PICKUP', 'OUTBOUND')),
  ord_no TEXT NOT NULL,
  claim_no INTEGER NOT NULL,
  courier_cd TEXT NOT NULL,
  invoice_no TEXT NOT NULL UNIQUE,
  body TEXT NOT NULL,
  received_dttm TEXT,
  reg_dttm TEXT NOT NULL
);

-- The nightly summary of refunds past the law's deadline (src/server/jobs/claim-late-summary.ts): one row per night,
-- naming every late claim; the claims queue shows the latest.
CREATE TABLE claim_late_summaries (
  summary_ymd TEXT PRIMARY KEY,
  late_count INTEGER NOT NULL,
  claims_json TEXT NOT NULL,
  reg_dttm TEXT NOT NULL
);
