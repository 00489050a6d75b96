-- 0222: brands, categories and keyword shelves edited in the catalogue desk (issue 27, role MD).
-- display_yn on a brand or category: whether the shop offers it as a filter and in its lists (brand facet, brand
--   ranking, category facet); the goods themselves keep their own display flag.
-- version: optimistic concurrency of the console editors (0210); upd_*: who changed it last.
ALTER TABLE brands ADD COLUMN display_yn TEXT NOT NULL DEFAULT 'Y' CHECK (display_yn IN ('Y', 'N'));
ALTER TABLE brands ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE brands ADD COLUMN upd_dttm TEXT;
ALTER TABLE brands ADD COLUMN upd_by TEXT;
ALTER TABLE categories ADD COLUMN display_yn TEXT NOT NULL DEFAULT 'Y' CHECK (display_yn IN ('Y', 'N'));
ALTER TABLE categories ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE categories ADD COLUMN upd_dttm TEXT;
ALTER TABLE categories ADD COLUMN upd_by TEXT;

-- Keyword shelves (the "#키워드" tabs of /main per goods type): order by sort_seq, shown from display_start until
-- display_end (UTC ISO; NULL = open on that side).
ALTER TABLE keyword_groups ADD COLUMN display_start TEXT;
ALTER TABLE keyword_groups ADD COLUMN display_end TEXT;
ALTER TABLE keyword_groups ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE keyword_groups ADD COLUMN upd_dttm TEXT;
ALTER TABLE keyword_groups ADD COLUMN upd_by TEXT;
