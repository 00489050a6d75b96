-- 0183: member and store-owner reads at a year's size (issue 31, `npm run bench:year` / scripts/bench-year-sql.mjs).
-- An order's claims and cash receipts (order detail) were full scans of their tables (50,000 claims a year: 2.5 ms,
-- growing); the store owner's pickups still to hand over read every order of the store (≈ 735 a year per store,
-- 15 ms, growing) and sorted them: now only the open pickups, in the order the dashboard lists them.
CREATE INDEX claims_order_idx ON claims (ord_no, claim_no);
CREATE INDEX cash_receipts_order_idx ON cash_receipts (ord_no, receipt_no);
CREATE INDEX orders_pickup_open_idx ON orders (store_code, reservation_ymd, reservation_hhmm, reg_dttm)
  WHERE dlvr_method = '02' AND status IN ('20', '30');
