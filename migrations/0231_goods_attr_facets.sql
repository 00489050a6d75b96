-- 0231: the catalogue list's attribute filters (issue 30: 모양 · 소재 · 색상 from the catalogue desk's attributes).
-- goods_attrs_value_idx: the goods of one attribute value (a filter) without reading the table.
-- goods_attr_counts: displayed goods per (type, category, brand, attribute, value), kept exact by triggers like the
--   facet counters of 0064, so the list's attribute counts without an attribute or price filter sum a few hundred
--   counter rows instead of counting every goods of the type per request.
CREATE INDEX goods_attrs_value_idx ON goods_attrs (attr_key, attr_value, goods_no);

CREATE TABLE goods_attr_counts (
  goods_type_cd TEXT NOT NULL,
  ctg_no INTEGER NOT NULL,
  brand_no INTEGER NOT NULL,
  attr_key TEXT NOT NULL,
  attr_value TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (goods_type_cd, attr_key, attr_value, ctg_no, brand_no)
);

INSERT INTO goods_attr_counts (goods_type_cd, ctg_no, brand_no, attr_key, attr_value, n)
  SELECT g.goods_type_cd, g.ctg_no, g.brand_no, a.attr_key, a.attr_value, COUNT(*)
    FROM goods_attrs a JOIN goods g ON g.goods_no = a.goods_no WHERE g.display_yn = 'Y'
   GROUP BY g.goods_type_cd, g.ctg_no, g.brand_no, a.attr_key, a.attr_value;

CREATE TRIGGER goods_attr_counts_ai AFTER INSERT ON goods_attrs BEGIN
  INSERT INTO goods_attr_counts (goods_type_cd, ctg_no, brand_no, attr_key, attr_value, n)
    SELECT g.goods_type_cd, g.ctg_no, g.brand_no, new.attr_key, new.attr_value, 1 FROM goods g
     WHERE g.goods_no = new.goods_no AND g.display_yn = 'Y'
    ON CONFLICT (goods_type_cd, attr_key, attr_value, ctg_no, brand_no) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER goods_attr_counts_ad AFTER DELETE ON goods_attrs BEGIN
  UPDATE goods_attr_counts SET n = n - 1
   WHERE attr_key = old.attr_key AND attr_value = old.attr_value
     AND (goods_type_cd, ctg_no, brand_no) IN
         (SELECT goods_type_cd, ctg_no, brand_no FROM goods WHERE goods_no = old.goods_no AND display_yn = 'Y');
END;
CREATE TRIGGER goods_attr_counts_au AFTER UPDATE ON goods_attrs BEGIN
  UPDATE goods_attr_counts SET n = n - 1
   WHERE attr_key = old.attr_key AND attr_value = old.attr_value
     AND (goods_type_cd, ctg_no, brand_no) IN
         (SELECT goods_type_cd, ctg_no, brand_no FROM goods WHERE goods_no = old.goods_no AND display_yn = 'Y');
  INSERT INTO goods_attr_counts (goods_type_cd, ctg_no, brand_no, attr_key, attr_value, n)
    SELECT g.goods_type_cd, g.ctg_no, g.brand_no, new.attr_key, new.attr_value, 1 FROM goods g
     WHERE g.goods_no = new.goods_no AND g.display_yn = 'Y'
    ON CONFLICT (goods_type_cd, attr_key, attr_value, ctg_no, brand_no) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER goods_attr_counts_goods_au AFTER UPDATE OF goods_type_cd, ctg_no, brand_no, display_yn ON goods BEGIN
  UPDATE goods_attr_counts SET n = n - 1
   WHERE old.display_yn = 'Y' AND goods_type_cd = old.goods_type_cd AND ctg_no = old.ctg_no AND brand_no = old.brand_no
     AND (attr_key, attr_value) IN (SELECT attr_key, attr_value FROM goods_attrs WHERE goods_no = old.goods_no);
  INSERT INTO goods_attr_counts (goods_type_cd, ctg_no, brand_no, attr_key, attr_value, n)
    SELECT new.goods_type_cd, new.ctg_no, new.brand_no, a.attr_key, a.attr_value, 1 FROM goods_attrs a
     WHERE a.goods_no = new.goods_no AND new.display_yn = 'Y'
    ON CONFLICT (goods_type_cd, attr_key, attr_value, ctg_no, brand_no) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER goods_attr_counts_goods_ad AFTER DELETE ON goods WHEN old.display_yn = 'Y' BEGIN
  UPDATE goods_attr_counts SET n = n - 1
   WHERE goods_type_cd = old.goods_type_cd AND ctg_no = old.ctg_no AND brand_no = old.brand_no
     AND (attr_key, attr_value) IN (SELECT attr_key, attr_value FROM goods_attrs WHERE goods_no = old.goods_no);
END;
