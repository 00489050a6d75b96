-- 0184: a point line by its order (confirmation's earned points, refunds, order detail) is an index lookup again.
-- 0130 narrowed point_ledger_order_idx to rows without a ref_key (its uniqueness), so `WHERE ord_no = ?` alone no
-- longer matched it and read the whole ledger: 5,000,000 lines a year, ≈ 1 s per purchase confirmation (issue 31,
-- found by the night simulation). This index serves every lookup by order; the unique one keeps its rule.
CREATE INDEX point_ledger_ord_lookup_idx ON point_ledger (ord_no) WHERE ord_no IS NOT NULL;
