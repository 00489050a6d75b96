-- 0001: catalogue and storefront content (platform slice). Money is integer won; times are UTC ISO strings.

CREATE TABLE site_info (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  market_name TEXT NOT NULL,
  company_name TEXT NOT NULL,
  ceo_name TEXT NOT NULL,
  biz_reg_no TEXT NOT NULL,
  mail_order_no TEXT NOT NULL,
  address TEXT NOT NULL,
  privacy_officer TEXT NOT NULL,
  email TEXT NOT NULL,
  cust_ct_tel_no TEXT NOT NULL,
  cust_ct_lunch_time TEXT NOT NULL,
  cust_ct_oper_time TEXT NOT NULL,
  copyright TEXT NOT NULL
);

CREATE TABLE gnb_menus (
  menu_no INTEGER PRIMARY KEY,
  parent_no INTEGER REFERENCES gnb_menus(menu_no),
  menu_nm TEXT NOT NULL,
  link_url TEXT NOT NULL,
  sort_seq INTEGER NOT NULL DEFAULT 0,
  use_yn TEXT NOT NULL DEFAULT 'Y'
);

CREATE TABLE seo_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  common_title TEXT NOT NULL,
  common_manager TEXT NOT NULL,
  description TEXT NOT NULL,
  keywords TEXT NOT NULL,
  goods_detail_title TEXT NOT NULL,
  goods_detail_manager TEXT NOT NULL,
  robots_file_path TEXT NOT NULL,
  anls_id TEXT NOT NULL DEFAULT '',
  og_image TEXT NOT NULL DEFAULT ''
);

-- Legacy paths of the chain's earlier shop -> new paths (edge redirects middleware).
CREATE TABLE redirects (
  from_path TEXT PRIMARY KEY,
  to_path TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 301
);

CREATE TABLE brands (
  brand_no INTEGER PRIMARY KEY,
  brand_nm TEXT NOT NULL,
  brand_en_nm TEXT NOT NULL,
  logo_src TEXT NOT NULL DEFAULT '',
  sort_seq INTEGER NOT NULL DEFAULT 0
);

-- goods_type_cd: 01 안경테, 02 선글라스, 03 안경렌즈, 04 콘택트렌즈, 05 용품
CREATE TABLE categories (
  ctg_no INTEGER PRIMARY KEY,
  goods_type_cd TEXT NOT NULL,
  ctg_nm TEXT NOT NULL,
  sort_seq INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE goods_icons (
  icon_cd TEXT PRIMARY KEY,
  icon_nm TEXT NOT NULL,
  icon_img_src TEXT NOT NULL,
  bg_color TEXT NOT NULL DEFAULT '#111827'
);

CREATE TABLE goods (
  goods_no TEXT PRIMARY KEY,
  goods_type_cd TEXT NOT NULL CHECK (goods_type_cd IN ('01','02','03','04','05')),
  ctg_no INTEGER NOT NULL REFERENCES categories(ctg_no),
  brand_no INTEGER NOT NULL REFERENCES brands(brand_no),
  goods_nm TEXT NOT NULL,
  goods_dscrt TEXT NOT NULL DEFAULT '',
  img_src TEXT NOT NULL,
  supply_price INTEGER NOT NULL,
  customer_price INTEGER NOT NULL,
  sale_price INTEGER NOT NULL,
  discount_rate INTEGER NOT NULL DEFAULT 0,
  grade REAL NOT NULL DEFAULT 0,
  review_count INTEGER NOT NULL DEFAULT 0,
  dibs_count INTEGER NOT NULL DEFAULT 0,
  sale_count INTEGER NOT NULL DEFAULT 0,
  view_count INTEGER NOT NULL DEFAULT 0,
  dlvr_yn TEXT NOT NULL DEFAULT 'Y',
  direct_yn TEXT NOT NULL DEFAULT 'Y',
  md_pick_yn TEXT NOT NULL DEFAULT 'N',
  ai_pick_yn TEXT NOT NULL DEFAULT 'N',
  search_text TEXT NOT NULL DEFAULT '',
  display_yn TEXT NOT NULL DEFAULT 'Y',
  reg_dttm TEXT NOT NULL
);
CREATE INDEX goods_type_idx ON goods (goods_type_cd, display_yn, reg_dttm DESC);
CREATE INDEX goods_brand_idx ON goods (brand_no);

CREATE TABLE goods_images (
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  seq INTEGER NOT NULL,
  img_src TEXT NOT NULL,
  PRIMARY KEY (goods_no, seq)
);

-- Items (SKU): colour/size for frames and sunglasses; power (SPH), cylinder, axis and pack count for lenses.
CREATE TABLE goods_items (
  item_no TEXT PRIMARY KEY,
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  item_nm TEXT NOT NULL,
  color TEXT,
  size TEXT,
  power TEXT,
  cylinder TEXT,
  axis TEXT,
  pack_count INTEGER,
  add_price INTEGER NOT NULL DEFAULT 0,
  stock_qtt INTEGER NOT NULL DEFAULT 0,
  sort_seq INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX goods_items_goods_idx ON goods_items (goods_no);

CREATE TABLE goods_icon_map (
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  icon_cd TEXT NOT NULL REFERENCES goods_icons(icon_cd),
  PRIMARY KEY (goods_no, icon_cd)
);

-- MAIN (main banners), SUB (sub banners), TOP (top banner)
CREATE TABLE banners (
  banner_no INTEGER PRIMARY KEY,
  banner_type TEXT NOT NULL CHECK (banner_type IN ('MAIN','SUB','TOP')),
  goods_type_cd TEXT,
  banner_nm TEXT NOT NULL,
  banner_dscrt TEXT NOT NULL DEFAULT '',
  img_src TEXT NOT NULL,
  mobile_img_src TEXT NOT NULL,
  link_url TEXT NOT NULL DEFAULT '',
  bg_color TEXT NOT NULL DEFAULT '#ffffff',
  sort_seq INTEGER NOT NULL DEFAULT 0,
  display_start TEXT NOT NULL,
  display_end TEXT NOT NULL
);

-- pc_gb_cd: C common (shown), P pc only, M mobile only. Only C is shown (spec §4).
CREATE TABLE popups (
  popup_no INTEGER PRIMARY KEY,
  popup_nm TEXT NOT NULL,
  img_src TEXT NOT NULL,
  link_url TEXT NOT NULL DEFAULT '',
  pc_gb_cd TEXT NOT NULL,
  sort_seq INTEGER NOT NULL DEFAULT 0,
  display_start TEXT NOT NULL,
  display_end TEXT NOT NULL
);

CREATE TABLE collections (
  collection_no INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  img_src TEXT NOT NULL,
  sort_seq INTEGER NOT NULL DEFAULT 0,
  display_yn TEXT NOT NULL DEFAULT 'Y',
  reg_dttm TEXT NOT NULL
);
CREATE TABLE collection_goods (
  collection_no INTEGER NOT NULL REFERENCES collections(collection_no),
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  sort_seq INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (collection_no, goods_no)
);

-- Promotions (기획전). exhibition_yn = shown in the main page's exhibitions; slug for fixed campaign pages.
CREATE TABLE promotions (
  prmt_no INTEGER PRIMARY KEY,
  slug TEXT UNIQUE,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  img_src TEXT NOT NULL,
  mobile_img_src TEXT NOT NULL,
  content_html TEXT NOT NULL DEFAULT '',
  keywords TEXT NOT NULL DEFAULT '',
  dc_rate INTEGER NOT NULL DEFAULT 0,
  theme_color TEXT NOT NULL DEFAULT '#0f766e',
  exhibition_yn TEXT NOT NULL DEFAULT 'Y',
  start_dttm TEXT NOT NULL,
  end_dttm TEXT NOT NULL
);
CREATE TABLE promotion_goods (
  prmt_no INTEGER NOT NULL REFERENCES promotions(prmt_no),
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  sort_seq INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (prmt_no, goods_no)
);

CREATE TABLE events (
  event_no INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  img_src TEXT NOT NULL,
  content_html TEXT NOT NULL DEFAULT '',
  start_dttm TEXT NOT NULL,
  end_dttm TEXT NOT NULL,
  reg_dttm TEXT NOT NULL
);

CREATE TABLE keyword_groups (
  keyword_no INTEGER PRIMARY KEY,
  goods_type_cd TEXT NOT NULL,
  keyword TEXT NOT NULL,
  sort_seq INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE keyword_goods (
  keyword_no INTEGER NOT NULL REFERENCES keyword_groups(keyword_no),
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  sort_seq INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (keyword_no, goods_no)
);

CREATE TABLE time_deals (
  deal_no INTEGER PRIMARY KEY,
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  deal_price INTEGER NOT NULL,
  start_dttm TEXT NOT NULL,
  end_dttm TEXT NOT NULL
);
CREATE INDEX time_deals_end_idx ON time_deals (end_dttm);

-- age_group: 10, 20, 30, 40, 50 (50대+)
CREATE TABLE age_rankings (
  age_group INTEGER NOT NULL,
  goods_type_cd TEXT NOT NULL,
  rank INTEGER NOT NULL,
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  PRIMARY KEY (age_group, goods_type_cd, rank)
);

CREATE TABLE style_votes (
  vote_no INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  start_dttm TEXT NOT NULL,
  end_dttm TEXT NOT NULL
);
CREATE TABLE style_vote_options (
  option_no INTEGER PRIMARY KEY,
  vote_no INTEGER NOT NULL REFERENCES style_votes(vote_no),
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  label TEXT NOT NULL,
  vote_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE notices (
  notice_no INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  content_html TEXT NOT NULL,
  important_yn TEXT NOT NULL DEFAULT 'N',
  view_count INTEGER NOT NULL DEFAULT 0,
  reg_dttm TEXT NOT NULL
);
