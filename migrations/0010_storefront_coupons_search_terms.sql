-- 0010: storefront — coupons (for the whole product), search keyword stats, goods reviews, terms documents.
-- Money is integer won; times are UTC ISO strings; Y/N flags are 'Y' | 'N'.

-- Coupon kinds (domain notes "Coupons"):
--   GOODS 상품쿠폰 · GOODS_MOBILE 모바일 전용 상품쿠폰 · BIRTHDAY 생일쿠폰 · SIGNUP 가입쿠폰 · DIRECT 직접발급 ·
--   ORDER 주문쿠폰 · PURCHASE 구매감사쿠폰 · GIFT 사은품쿠폰(예약전용) · STORE_ONLINE 매장발급 온라인쿠폰 ·
--   OFFLINE 오프라인 매장쿠폰(D-쿠폰, Code128)
CREATE TABLE coupons (
  coupon_no INTEGER PRIMARY KEY,
  coupon_kind_cd TEXT NOT NULL CHECK (coupon_kind_cd IN
    ('GOODS','GOODS_MOBILE','BIRTHDAY','SIGNUP','DIRECT','ORDER','PURCHASE','GIFT','STORE_ONLINE','OFFLINE')),
  coupon_nm TEXT NOT NULL,
  coupon_dscrt TEXT NOT NULL DEFAULT '',
  -- RATE: benefit_value % (up to benefit_max_amt) · AMOUNT: benefit_value won · TEXT: benefit_text (contact lenses)
  benefit_type_cd TEXT NOT NULL CHECK (benefit_type_cd IN ('RATE','AMOUNT','TEXT')),
  benefit_value INTEGER NOT NULL DEFAULT 0,
  benefit_max_amt INTEGER,
  benefit_text TEXT NOT NULL DEFAULT '',
  -- quantity limit: NULL = unlimited
  qtt_limit INTEGER,
  issued_qtt INTEGER NOT NULL DEFAULT 0,
  dup_download_yn TEXT NOT NULL DEFAULT 'N',
  solo_use_yn TEXT NOT NULL DEFAULT 'N',
  -- FIXED: valid_start/end · ISSUE_DAYS: valid_days from issue · CONFIRM_DAYS: valid_days from purchase confirmation
  valid_type_cd TEXT NOT NULL CHECK (valid_type_cd IN ('FIXED','ISSUE_DAYS','CONFIRM_DAYS')),
  valid_start_dttm TEXT,
  valid_end_dttm TEXT,
  valid_days INTEGER,
  min_order_amt INTEGER NOT NULL DEFAULT 0,
  -- ALL goods · INCLUDE listed goods/categories · EXCLUDE all except listed
  target_scope_cd TEXT NOT NULL DEFAULT 'ALL' CHECK (target_scope_cd IN ('ALL','INCLUDE','EXCLUDE')),
  goods_type_cd TEXT CHECK (goods_type_cd IS NULL OR goods_type_cd IN ('01','02','03','04','05')),
  -- comma list of age bands (10,20,30,40,50); '' = every age
  age_bands TEXT NOT NULL DEFAULT '',
  channel_cd TEXT NOT NULL DEFAULT 'ONLINE' CHECK (channel_cd IN ('ONLINE','OFFLINE','BOTH')),
  -- offered for download (coupon zone / product page)
  download_yn TEXT NOT NULL DEFAULT 'N',
  issue_start_dttm TEXT NOT NULL,
  issue_end_dttm TEXT NOT NULL,
  img_src TEXT NOT NULL DEFAULT '',
  use_yn TEXT NOT NULL DEFAULT 'Y',
  reg_dttm TEXT NOT NULL
);
CREATE INDEX coupons_issue_idx ON coupons (use_yn, download_yn, issue_end_dttm);

CREATE TABLE coupon_target_goods (
  coupon_no INTEGER NOT NULL REFERENCES coupons(coupon_no),
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  PRIMARY KEY (coupon_no, goods_no)
);
CREATE INDEX coupon_target_goods_goods_idx ON coupon_target_goods (goods_no);

CREATE TABLE coupon_target_categories (
  coupon_no INTEGER NOT NULL REFERENCES coupons(coupon_no),
  ctg_no INTEGER NOT NULL REFERENCES categories(ctg_no),
  PRIMARY KEY (coupon_no, ctg_no)
);

-- Issued coupons. issue_seq is 1 unless the coupon allows duplicate downloads, so
-- UNIQUE (coupon_no, member_no, issue_seq) makes a retried download a no-op.
CREATE TABLE member_coupons (
  issue_no INTEGER PRIMARY KEY,
  coupon_no INTEGER NOT NULL REFERENCES coupons(coupon_no),
  member_no INTEGER NOT NULL,
  issue_seq INTEGER NOT NULL DEFAULT 1,
  valid_start_dttm TEXT NOT NULL,
  valid_end_dttm TEXT NOT NULL,
  use_yn TEXT NOT NULL DEFAULT 'N',
  use_dttm TEXT,
  ord_no TEXT,
  issue_dttm TEXT NOT NULL,
  UNIQUE (coupon_no, member_no, issue_seq)
);
CREATE INDEX member_coupons_member_idx ON member_coupons (member_no, use_yn, valid_end_dttm);

-- Search keyword statistics (popular keywords). prev_rank is the rank at the last snapshot (arrows up/down).
CREATE TABLE search_keywords (
  keyword TEXT PRIMARY KEY,
  search_count INTEGER NOT NULL DEFAULT 0,
  prev_rank INTEGER,
  last_search_dttm TEXT NOT NULL
);
CREATE INDEX search_keywords_count_idx ON search_keywords (search_count DESC);

-- Goods reviews (일반 / 프리미엄=포토). The goods row keeps grade and review_count for cards.
CREATE TABLE goods_reviews (
  review_no INTEGER PRIMARY KEY,
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  member_no INTEGER,
  writer_nm TEXT NOT NULL,
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  content TEXT NOT NULL,
  photo_yn TEXT NOT NULL DEFAULT 'N',
  item_nm TEXT NOT NULL DEFAULT '',
  display_yn TEXT NOT NULL DEFAULT 'Y',
  reg_dttm TEXT NOT NULL
);
CREATE INDEX goods_reviews_goods_idx ON goods_reviews (goods_no, display_yn, reg_dttm DESC);

-- Terms and policy documents with versions. terms_cd: service, privacypolicy, locationinfo, youthprotection,
-- membership, onlinemall, careplus, smartfitting, davisionTerms. The page shows the newest effective version.
CREATE TABLE terms_documents (
  terms_cd TEXT NOT NULL,
  version TEXT NOT NULL,
  title TEXT NOT NULL,
  effective_ymd TEXT NOT NULL,
  content_html TEXT NOT NULL,
  reg_dttm TEXT NOT NULL,
  PRIMARY KEY (terms_cd, version)
);
