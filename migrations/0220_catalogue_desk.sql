-- 0220: the catalogue desk of the head-office console (issue 27, role MD).
-- goods.version: optimistic concurrency — every console write moves it by one and names the version the operator
--   saw (src/shared/admin/version-conflict.ts); the seed's goods start at 1.
-- goods.search_words: the operator's extra search words (synonyms, model codes); search_text is rebuilt from the
--   name, brand, type, category, attributes and these words on every console save, so the search triggers of 0061
--   and the facet counters of 0064 see console writes like any other.
ALTER TABLE goods ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE goods ADD COLUMN search_words TEXT NOT NULL DEFAULT '';
ALTER TABLE goods ADD COLUMN upd_dttm TEXT;
ALTER TABLE goods ADD COLUMN upd_by TEXT;

-- Attributes per goods type (src/shared/goods-attributes.ts): wear cycle, focus, material … one row per key.
CREATE TABLE goods_attrs (
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  attr_key TEXT NOT NULL,
  attr_value TEXT NOT NULL,
  PRIMARY KEY (goods_no, attr_key)
);

-- Goods numbers of the console: one atomic UPDATE … RETURNING takes the next (above the seed's and 500000).
CREATE TABLE goods_no_seq (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last_no INTEGER NOT NULL
);
INSERT INTO goods_no_seq (id, last_no) VALUES (1, 500000);

-- Operator-uploaded goods pictures (R2 bucket FILES, keys media/goods/<media_id>/<size>.jpg): the sizes the shop
-- needs (list 480², detail 1000², zoom 2000² at most, og 1200×630) are made once at upload and served immutable
-- under /media/goods/<media_id>/<size>.jpg (src/server/files/media.ts).
CREATE TABLE goods_media (
  media_id TEXT PRIMARY KEY,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  byte_size INTEGER NOT NULL,
  original_name TEXT NOT NULL DEFAULT '',
  operator_no INTEGER NOT NULL,
  reg_dttm TEXT NOT NULL
);
