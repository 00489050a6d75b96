-- 0211: campaign pages made in the console (issue 27, marketing desk). A promotion moves draft → scheduled →
-- published (ended = its end time has passed); the shop shows a scheduled one from its start time and a published
-- one at once, a draft never (404). `version` moves by one with every save (optimistic concurrency, 0210) and is
-- part of the edge page cache key of campaign pages (page_versions), so a publish is served at once.
-- og_* override the share tags; doc_json is the editor's document (content_html is its sanitized HTML).
-- A draft preview link carries a random token (stored hashed) that expires.
ALTER TABLE promotions ADD COLUMN state TEXT NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'scheduled', 'published'));
ALTER TABLE promotions ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE promotions ADD COLUMN og_title TEXT NOT NULL DEFAULT '';
ALTER TABLE promotions ADD COLUMN og_description TEXT NOT NULL DEFAULT '';
ALTER TABLE promotions ADD COLUMN og_img_src TEXT NOT NULL DEFAULT '';
ALTER TABLE promotions ADD COLUMN doc_json TEXT NOT NULL DEFAULT '';
ALTER TABLE promotions ADD COLUMN preview_token_hash TEXT;
ALTER TABLE promotions ADD COLUMN preview_expires TEXT;
ALTER TABLE promotions ADD COLUMN upd_dttm TEXT;

-- Versions of groups of public pages, part of their edge page cache key (src/server/edge/page-cache.ts): a console
-- write that changes what a guest sees bumps its group in the same batch.
CREATE TABLE page_versions (
  scope TEXT PRIMARY KEY,
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO page_versions (scope, version) VALUES ('campaigns', 1), ('main', 1);
