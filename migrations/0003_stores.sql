-- 0003: stores (store finder, pickup, kiosk). Hours per weekday (0 = Sunday) as HHMM.
CREATE TABLE stores (
  store_no INTEGER PRIMARY KEY,
  store_code TEXT NOT NULL UNIQUE,
  store_nm TEXT NOT NULL,
  sido TEXT NOT NULL,
  sigungu TEXT NOT NULL,
  road_addr TEXT NOT NULL,
  lot_addr TEXT NOT NULL DEFAULT '',
  tel_no TEXT NOT NULL,
  fax_no TEXT NOT NULL DEFAULT '',
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  store_kind TEXT NOT NULL DEFAULT '다비치',
  ownership TEXT NOT NULL DEFAULT '가맹점',
  pickup_yn TEXT NOT NULL DEFAULT 'Y',
  eye_test_yn TEXT NOT NULL DEFAULT 'Y',
  hearing_yn TEXT NOT NULL DEFAULT 'N',
  contact_only_yn TEXT NOT NULL DEFAULT 'N',
  parking_yn TEXT NOT NULL DEFAULT 'N',
  img_src TEXT NOT NULL DEFAULT '',
  blog_url TEXT NOT NULL DEFAULT '',
  promo_note TEXT NOT NULL DEFAULT '',
  slot_capacity INTEGER NOT NULL DEFAULT 3,
  open_yn TEXT NOT NULL DEFAULT 'Y'
);
CREATE INDEX stores_area_idx ON stores (sido, sigungu);

CREATE TABLE store_hours (
  store_no INTEGER NOT NULL REFERENCES stores(store_no),
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  open_time TEXT,
  close_time TEXT,
  closed_yn TEXT NOT NULL DEFAULT 'N',
  PRIMARY KEY (store_no, weekday)
);

CREATE TABLE store_holidays (
  store_no INTEGER NOT NULL REFERENCES stores(store_no),
  holiday_ymd TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (store_no, holiday_ymd)
);
