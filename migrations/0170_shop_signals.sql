-- Shop signals (issue 29): dated sales and views, rankings computed from them, members' recently viewed goods.

-- Every sale and every take-back of one order line, once: the primary key makes a second write of the same
-- event a no-op (INSERT OR IGNORE), and only a row that was really inserted moves the counters (trigger below).
-- kind SALE: the paid quantity (ref ''); kind BACK: a cancel (ref 'CANCEL') or a return claim (ref = claim no),
-- qty negative. age_group is the buyer's age group at the sale (spec: (this year − birth year + 1) rounded
-- down to tens), NULL for a guest's order.
CREATE TABLE goods_sales (
  ord_no TEXT NOT NULL,
  line_no INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('SALE', 'BACK')),
  ref TEXT NOT NULL DEFAULT '',
  goods_no TEXT NOT NULL,
  goods_type_cd TEXT NOT NULL,
  member_no INTEGER,
  age_group INTEGER,
  qty INTEGER NOT NULL,
  ymd TEXT NOT NULL,
  reg_dttm TEXT NOT NULL,
  PRIMARY KEY (ord_no, line_no, kind, ref)
);
CREATE INDEX goods_sales_ymd_idx ON goods_sales (ymd, goods_no);
CREATE INDEX goods_sales_member_idx ON goods_sales (member_no, reg_dttm DESC) WHERE member_no IS NOT NULL;

-- Per goods and Seoul day: units sold (net of take-backs) and product views (flushed in batches).
CREATE TABLE goods_daily (
  goods_no TEXT NOT NULL,
  ymd TEXT NOT NULL,
  sale_qty INTEGER NOT NULL DEFAULT 0,
  view_cnt INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (goods_no, ymd)
);
CREATE INDEX goods_daily_ymd_idx ON goods_daily (ymd);

CREATE TRIGGER goods_sales_count AFTER INSERT ON goods_sales
BEGIN
  UPDATE goods SET sale_count = MAX(0, sale_count + NEW.qty) WHERE goods_no = NEW.goods_no;
  INSERT INTO goods_daily (goods_no, ymd, sale_qty) VALUES (NEW.goods_no, NEW.ymd, NEW.qty)
    ON CONFLICT (goods_no, ymd) DO UPDATE SET sale_qty = sale_qty + excluded.sale_qty;
END;

-- Rankings by period (day, week, month) and goods type, recomputed on a schedule from goods_daily.
CREATE TABLE goods_rankings (
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  goods_type_cd TEXT NOT NULL,
  rank INTEGER NOT NULL,
  goods_no TEXT NOT NULL,
  score INTEGER NOT NULL,
  sale_qty INTEGER NOT NULL,
  view_cnt INTEGER NOT NULL,
  PRIMARY KEY (period, goods_type_cd, rank)
);
CREATE TABLE brand_rankings (
  goods_type_cd TEXT NOT NULL,
  rank INTEGER NOT NULL,
  brand_no INTEGER NOT NULL,
  score INTEGER NOT NULL,
  sale_qty INTEGER NOT NULL,
  PRIMARY KEY (goods_type_cd, rank)
);
-- When each computed table was last written (the ranking pages say it); `claimed_at` lets one refresh run at a time.
CREATE TABLE signal_runs (
  name TEXT PRIMARY KEY,
  computed_at TEXT,
  claimed_at TEXT
);
INSERT INTO signal_runs (name) VALUES ('rankings');

-- The "popular" sort reads the same score as the week ranking.
ALTER TABLE goods ADD COLUMN popular_score INTEGER NOT NULL DEFAULT 0;
CREATE INDEX goods_popular_idx ON goods (goods_type_cd, display_yn, popular_score DESC);

-- A member's recently viewed goods (guests keep theirs on the device), written with the batched view flush.
CREATE TABLE member_recent_views (
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  goods_no TEXT NOT NULL,
  viewed_at TEXT NOT NULL,
  PRIMARY KEY (member_no, goods_no)
);
CREATE INDEX member_recent_views_idx ON member_recent_views (member_no, viewed_at DESC);

-- The goods count of dibs is recounted from the rows in the toggle's own batch; this makes the recount an index read.
CREATE INDEX dibs_goods_idx ON dibs (goods_no);
