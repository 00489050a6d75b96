-- 0212: banners edited in the marketing desk (issue 27): a version per row for optimistic concurrency (0210) and
-- the time of the last console change. Order is sort_seq within a banner type (and goods type for MAIN).
ALTER TABLE banners ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE banners ADD COLUMN upd_dttm TEXT;
