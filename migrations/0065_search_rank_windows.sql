-- 0065: search and completion whose cost is bounded by the page, not by the number of matches (issue 18).
--
-- Rank-ordered covering indexes: a common word's best matches are read from the head of an index in rank order
-- (goods by sale_count, completion candidates by weight) with the match test on the indexed key, so SQLite
-- reads a bounded window instead of ranking every match (src/server/db/search.ts `nameWindowStatement`,
-- `containsWindowStatement`). The name index answers "is there a better-tier match outside the window?".
CREATE INDEX search_goods_sales_idx ON search_goods (sale_count DESC, goods_no, name_c);
CREATE INDEX search_goods_name_idx ON search_goods (name_c, sale_count, goods_no);
CREATE INDEX search_terms_weight_idx ON search_terms (weight, kind, c, cho);

-- Search totals kept per query and per version of the searchable text: counting 10,000 matches of a common word
-- on every request is replaced by one count per word per catalogue change. search_meta.v moves whenever what a
-- query can match changes (a displayed goods added, removed or re-keyed; a brand or category re-keyed); a
-- cached total is read only while its v is the current one, so a count computed before a change is never shown
-- after it (the count and the version it was read at come from one batch). Sales counts do not move v.
CREATE TABLE search_meta (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  v INTEGER NOT NULL
);
INSERT INTO search_meta (id, v) VALUES (1, 1);

CREATE TABLE search_totals (
  query TEXT PRIMARY KEY,
  total INTEGER NOT NULL,
  v INTEGER NOT NULL
);

CREATE TRIGGER search_goods_version_ai AFTER INSERT ON search_goods BEGIN
  UPDATE search_meta SET v = v + 1 WHERE id = 1;
END;
CREATE TRIGGER search_goods_version_ad AFTER DELETE ON search_goods BEGIN
  UPDATE search_meta SET v = v + 1 WHERE id = 1;
END;
CREATE TRIGGER search_goods_version_au AFTER UPDATE OF name_c, name_cho, name_j, extra_c, extra_cho, extra_j, brand_no, ctg_no ON search_goods BEGIN
  UPDATE search_meta SET v = v + 1 WHERE id = 1;
END;
CREATE TRIGGER search_terms_version_ai AFTER INSERT ON search_terms WHEN new.kind IN ('brand', 'brand_en', 'ctg') BEGIN
  UPDATE search_meta SET v = v + 1 WHERE id = 1;
END;
CREATE TRIGGER search_terms_version_ad AFTER DELETE ON search_terms WHEN old.kind IN ('brand', 'brand_en', 'ctg') BEGIN
  UPDATE search_meta SET v = v + 1 WHERE id = 1;
END;
CREATE TRIGGER search_terms_version_au AFTER UPDATE OF c, cho, j, num ON search_terms WHEN new.kind IN ('brand', 'brand_en', 'ctg') BEGIN
  UPDATE search_meta SET v = v + 1 WHERE id = 1;
END;
