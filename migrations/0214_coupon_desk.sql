-- 0214: coupons created and edited in the marketing desk (issue 27). A coupon's `version` moves by one with every
-- console save or step (optimistic concurrency, 0210); `upd_dttm` is the time of the last console change.
-- Segment issue runs (0213) keep their whole segment (age bands, favourite goods type, last order before/after, on top
-- of grade and marketing consent) as JSON; `segment_key` (already UNIQUE among running runs) names all of it.
ALTER TABLE coupons ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE coupons ADD COLUMN upd_dttm TEXT;
ALTER TABLE coupon_issue_runs ADD COLUMN segment_json TEXT NOT NULL DEFAULT '{}';
