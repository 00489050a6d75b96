-- 0061: search index maintained at write time (issue 18), and the catalogue list's filter/facet indexes.
--
-- search_terms: one row per completion candidate and per brand/category field of product search
--   kind goods (ref goods_no, displayed goods only) · brand (ref brand_no) · brand_en (ref brand_no) ·
--   category (ref ctg_nm, distinct names) · ctg (ref ctg_no: "ctg_nm type_nm", the goods' category field) ·
--   keyword (ref keyword). weight orders equal matches (keyword 1000 + count, brand 900, brand_en 850,
--   category 800, goods sale_count).
-- search_goods: one row per displayed goods with the keys of its name and search words.
-- Keys: c = lower-case without spaces, cho = initial consonants of c, j = jamo of c
-- (src/shared/search/hangul.ts `matchKeys`). Triggers keep the rows in step with goods, brands, categories and
-- keywords; a row whose text changed has pending = 1 and NULL keys until the Worker computes them
-- (refreshSearchIndex in src/server/db/search.ts, before any query reads the index; the seed fills them at once).
-- FTS5 trigram tables over the keys find substrings of 3+ characters without a scan.

CREATE TABLE search_terms (
  term_id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('goods','brand','brand_en','category','ctg','keyword')),
  ref TEXT NOT NULL,
  num INTEGER,
  text TEXT NOT NULL,
  weight INTEGER NOT NULL DEFAULT 0,
  c TEXT,
  cho TEXT,
  j TEXT,
  pending INTEGER NOT NULL DEFAULT 1,
  UNIQUE (kind, ref)
);
CREATE INDEX search_terms_c_idx ON search_terms (c);
CREATE INDEX search_terms_cho_idx ON search_terms (cho);
CREATE INDEX search_terms_pending_idx ON search_terms (pending) WHERE pending = 1;

CREATE TABLE search_goods (
  doc_id INTEGER PRIMARY KEY,
  goods_no TEXT NOT NULL UNIQUE,
  brand_no INTEGER NOT NULL,
  ctg_no INTEGER NOT NULL,
  sale_count INTEGER NOT NULL DEFAULT 0,
  name_c TEXT,
  name_cho TEXT,
  name_j TEXT,
  extra_c TEXT,
  extra_cho TEXT,
  extra_j TEXT,
  name TEXT NOT NULL,
  extra TEXT NOT NULL,
  pending INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX search_goods_brand_idx ON search_goods (brand_no);
CREATE INDEX search_goods_ctg_idx ON search_goods (ctg_no);
CREATE INDEX search_goods_pending_idx ON search_goods (pending) WHERE pending = 1;

CREATE VIRTUAL TABLE search_terms_fts USING fts5(cho, j, content='search_terms', content_rowid='term_id', tokenize='trigram');
CREATE VIRTUAL TABLE search_goods_fts USING fts5(name_cho, name_j, extra_cho, extra_j, content='search_goods', content_rowid='doc_id', tokenize='trigram');

-- FTS5 external-content sync.
CREATE TRIGGER search_terms_ai AFTER INSERT ON search_terms BEGIN
  INSERT INTO search_terms_fts (rowid, cho, j) VALUES (new.term_id, new.cho, new.j);
END;
CREATE TRIGGER search_terms_ad AFTER DELETE ON search_terms BEGIN
  INSERT INTO search_terms_fts (search_terms_fts, rowid, cho, j) VALUES ('delete', old.term_id, old.cho, old.j);
END;
CREATE TRIGGER search_terms_au AFTER UPDATE OF cho, j ON search_terms BEGIN
  INSERT INTO search_terms_fts (search_terms_fts, rowid, cho, j) VALUES ('delete', old.term_id, old.cho, old.j);
  INSERT INTO search_terms_fts (rowid, cho, j) VALUES (new.term_id, new.cho, new.j);
END;
CREATE TRIGGER search_goods_ai AFTER INSERT ON search_goods BEGIN
  INSERT INTO search_goods_fts (rowid, name_cho, name_j, extra_cho, extra_j) VALUES (new.doc_id, new.name_cho, new.name_j, new.extra_cho, new.extra_j);
END;
CREATE TRIGGER search_goods_ad AFTER DELETE ON search_goods BEGIN
  INSERT INTO search_goods_fts (search_goods_fts, rowid, name_cho, name_j, extra_cho, extra_j) VALUES ('delete', old.doc_id, old.name_cho, old.name_j, old.extra_cho, old.extra_j);
END;
CREATE TRIGGER search_goods_au AFTER UPDATE OF name_cho, name_j, extra_cho, extra_j ON search_goods BEGIN
  INSERT INTO search_goods_fts (search_goods_fts, rowid, name_cho, name_j, extra_cho, extra_j) VALUES ('delete', old.doc_id, old.name_cho, old.name_j, old.extra_cho, old.extra_j);
  INSERT INTO search_goods_fts (rowid, name_cho, name_j, extra_cho, extra_j) VALUES (new.doc_id, new.name_cho, new.name_j, new.extra_cho, new.extra_j);
END;

-- goods → search_goods + the goods' completion term.
CREATE TRIGGER goods_search_ai AFTER INSERT ON goods WHEN new.display_yn = 'Y' BEGIN
  INSERT INTO search_goods (goods_no, brand_no, ctg_no, sale_count, name, extra)
    VALUES (new.goods_no, new.brand_no, new.ctg_no, new.sale_count, new.goods_nm, new.search_text);
  INSERT INTO search_terms (kind, ref, text, weight) VALUES ('goods', new.goods_no, new.goods_nm, new.sale_count);
END;
CREATE TRIGGER goods_search_au AFTER UPDATE OF goods_nm, search_text, brand_no, ctg_no, display_yn ON goods BEGIN
  DELETE FROM search_goods WHERE goods_no = old.goods_no;
  DELETE FROM search_terms WHERE kind = 'goods' AND ref = old.goods_no;
  INSERT INTO search_goods (goods_no, brand_no, ctg_no, sale_count, name, extra)
    SELECT new.goods_no, new.brand_no, new.ctg_no, new.sale_count, new.goods_nm, new.search_text WHERE new.display_yn = 'Y';
  INSERT INTO search_terms (kind, ref, text, weight)
    SELECT 'goods', new.goods_no, new.goods_nm, new.sale_count WHERE new.display_yn = 'Y';
END;
CREATE TRIGGER goods_search_count_au AFTER UPDATE OF sale_count ON goods BEGIN
  UPDATE search_goods SET sale_count = new.sale_count WHERE goods_no = new.goods_no;
  UPDATE search_terms SET weight = new.sale_count WHERE kind = 'goods' AND ref = new.goods_no;
END;
CREATE TRIGGER goods_search_ad AFTER DELETE ON goods BEGIN
  DELETE FROM search_goods WHERE goods_no = old.goods_no;
  DELETE FROM search_terms WHERE kind = 'goods' AND ref = old.goods_no;
END;

-- brands → brand and brand_en terms.
CREATE TRIGGER brands_search_ai AFTER INSERT ON brands BEGIN
  INSERT INTO search_terms (kind, ref, num, text, weight) VALUES ('brand', new.brand_no, new.brand_no, new.brand_nm, 900);
  INSERT INTO search_terms (kind, ref, num, text, weight) VALUES ('brand_en', new.brand_no, new.brand_no, new.brand_en_nm, 850);
END;
CREATE TRIGGER brands_search_au AFTER UPDATE OF brand_no, brand_nm, brand_en_nm ON brands BEGIN
  DELETE FROM search_terms WHERE kind IN ('brand', 'brand_en') AND ref = CAST(old.brand_no AS TEXT);
  INSERT INTO search_terms (kind, ref, num, text, weight) VALUES ('brand', new.brand_no, new.brand_no, new.brand_nm, 900);
  INSERT INTO search_terms (kind, ref, num, text, weight) VALUES ('brand_en', new.brand_no, new.brand_no, new.brand_en_nm, 850);
END;
CREATE TRIGGER brands_search_ad AFTER DELETE ON brands BEGIN
  DELETE FROM search_terms WHERE kind IN ('brand', 'brand_en') AND ref = CAST(old.brand_no AS TEXT);
END;

-- categories → the distinct category name (completion) and the per-category field "ctg_nm type_nm" (search).
CREATE TRIGGER categories_search_ai AFTER INSERT ON categories BEGIN
  INSERT OR IGNORE INTO search_terms (kind, ref, text, weight) VALUES ('category', new.ctg_nm, new.ctg_nm, 800);
  INSERT INTO search_terms (kind, ref, num, text) VALUES ('ctg', new.ctg_no, new.ctg_no, new.ctg_nm || ' ' ||
    CASE new.goods_type_cd WHEN '01' THEN '안경테' WHEN '02' THEN '선글라스' WHEN '03' THEN '안경렌즈' WHEN '04' THEN '콘택트렌즈' ELSE '용품' END);
END;
CREATE TRIGGER categories_search_au AFTER UPDATE OF ctg_no, ctg_nm, goods_type_cd ON categories BEGIN
  DELETE FROM search_terms WHERE kind = 'category' AND ref = old.ctg_nm AND NOT EXISTS (SELECT 1 FROM categories WHERE ctg_nm = old.ctg_nm);
  DELETE FROM search_terms WHERE kind = 'ctg' AND ref = CAST(old.ctg_no AS TEXT);
  INSERT OR IGNORE INTO search_terms (kind, ref, text, weight) VALUES ('category', new.ctg_nm, new.ctg_nm, 800);
  INSERT INTO search_terms (kind, ref, num, text) VALUES ('ctg', new.ctg_no, new.ctg_no, new.ctg_nm || ' ' ||
    CASE new.goods_type_cd WHEN '01' THEN '안경테' WHEN '02' THEN '선글라스' WHEN '03' THEN '안경렌즈' WHEN '04' THEN '콘택트렌즈' ELSE '용품' END);
END;
CREATE TRIGGER categories_search_ad AFTER DELETE ON categories BEGIN
  DELETE FROM search_terms WHERE kind = 'category' AND ref = old.ctg_nm AND NOT EXISTS (SELECT 1 FROM categories WHERE ctg_nm = old.ctg_nm);
  DELETE FROM search_terms WHERE kind = 'ctg' AND ref = CAST(old.ctg_no AS TEXT);
END;

-- search_keywords → keyword terms (a count change only moves the weight; keys stay).
CREATE TRIGGER search_keywords_search_ai AFTER INSERT ON search_keywords BEGIN
  INSERT INTO search_terms (kind, ref, text, weight) VALUES ('keyword', new.keyword, new.keyword, 1000 + new.search_count)
    ON CONFLICT (kind, ref) DO UPDATE SET weight = excluded.weight;
END;
CREATE TRIGGER search_keywords_search_au AFTER UPDATE OF search_count ON search_keywords BEGIN
  UPDATE search_terms SET weight = 1000 + new.search_count WHERE kind = 'keyword' AND ref = new.keyword;
END;
CREATE TRIGGER search_keywords_search_ad AFTER DELETE ON search_keywords BEGIN
  DELETE FROM search_terms WHERE kind = 'keyword' AND ref = old.keyword;
END;

-- Catalogue list (/api/v1/front/goods/list): every filter, sort and facet reads an index, counts from covering ones.
CREATE INDEX goods_list_ctg_idx ON goods (goods_type_cd, display_yn, ctg_no, brand_no, sale_price);
CREATE INDEX goods_list_brand_idx ON goods (goods_type_cd, display_yn, brand_no, sale_price);
CREATE INDEX goods_list_price_idx ON goods (goods_type_cd, display_yn, sale_price);
CREATE INDEX goods_list_popular_idx ON goods (goods_type_cd, display_yn, sale_count DESC, view_count DESC);
CREATE INDEX goods_list_discount_idx ON goods (goods_type_cd, display_yn, discount_rate DESC, sale_price);
CREATE INDEX goods_ctg_display_idx ON goods (ctg_no, display_yn);
