-- Customer center (support): FAQ, 1:1 inquiries, magazine and eye-exam articles, partnership requests.
CREATE TABLE faqs (
  faq_no INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  sort_seq INTEGER NOT NULL DEFAULT 0,
  display_yn TEXT NOT NULL DEFAULT 'Y'
);
CREATE INDEX faqs_category_idx ON faqs (category, sort_seq);

CREATE TABLE inquiries (
  inquiry_no INTEGER PRIMARY KEY AUTOINCREMENT,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  category TEXT NOT NULL CHECK (category IN ('상품','배송','주문','환불/취소','교환/AS','기타')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  answer TEXT,
  answer_dttm TEXT,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX inquiries_member_idx ON inquiries (member_no, inquiry_no DESC);

CREATE TABLE magazine_articles (
  article_no INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  img_src TEXT NOT NULL,
  content_html TEXT NOT NULL,
  reg_dttm TEXT NOT NULL
);

CREATE TABLE inspection_articles (
  article_no INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  img_src TEXT NOT NULL,
  content_html TEXT NOT NULL,
  sort_seq INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE partnership_requests (
  request_no INTEGER PRIMARY KEY AUTOINCREMENT,
  company TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  content TEXT NOT NULL,
  privacy_agree_yn TEXT NOT NULL CHECK (privacy_agree_yn = 'Y'),
  reg_dttm TEXT NOT NULL
);
