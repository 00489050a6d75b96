-- 0064: maintained facet counters for the catalogue list (issue 18): displayed goods per (type, category, brand).
-- The list's total (without a price filter), brand counts and category counts sum a few dozen counter rows
-- instead of counting thousands of index entries per request. Triggers on goods keep them exact.
CREATE TABLE goods_facet_counts (
  goods_type_cd TEXT NOT NULL,
  ctg_no INTEGER NOT NULL,
  brand_no INTEGER NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (goods_type_cd, ctg_no, brand_no)
);
CREATE INDEX goods_facet_counts_ctg_idx ON goods_facet_counts (ctg_no);

INSERT INTO goods_facet_counts (goods_type_cd, ctg_no, brand_no, n)
  SELECT goods_type_cd, ctg_no, brand_no, COUNT(*) FROM goods WHERE display_yn = 'Y' GROUP BY goods_type_cd, ctg_no, brand_no;

CREATE TRIGGER goods_facets_ai AFTER INSERT ON goods WHEN new.display_yn = 'Y' BEGIN
  INSERT INTO goods_facet_counts (goods_type_cd, ctg_no, brand_no, n) VALUES (new.goods_type_cd, new.ctg_no, new.brand_no, 1)
    ON CONFLICT (goods_type_cd, ctg_no, brand_no) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER goods_facets_ad AFTER DELETE ON goods WHEN old.display_yn = 'Y' BEGIN
  UPDATE goods_facet_counts SET n = n - 1 WHERE goods_type_cd = old.goods_type_cd AND ctg_no = old.ctg_no AND brand_no = old.brand_no;
END;
CREATE TRIGGER goods_facets_au AFTER UPDATE OF goods_type_cd, ctg_no, brand_no, display_yn ON goods BEGIN
  UPDATE goods_facet_counts SET n = n - 1
   WHERE old.display_yn = 'Y' AND goods_type_cd = old.goods_type_cd AND ctg_no = old.ctg_no AND brand_no = old.brand_no;
  INSERT INTO goods_facet_counts (goods_type_cd, ctg_no, brand_no, n)
    SELECT new.goods_type_cd, new.ctg_no, new.brand_no, 1 WHERE new.display_yn = 'Y'
    ON CONFLICT (goods_type_cd, ctg_no, brand_no) DO UPDATE SET n = n + 1;
END;
