-- 0090: member voice — reviews written by members (one per order line, photos, points once), goods Q&A,
-- 1:1 inquiry attachments and edits, member style-vote posts with one ballot per member, reports, and the
-- `hidden_yn` flag the customer center uses to take member content down.

-- Reviews: tied to the order line they review (one review per line, ever: a deleted review keeps its row,
-- so a line cannot be reviewed twice for points). point_amt is what the review paid (후기작성).
ALTER TABLE goods_reviews ADD COLUMN ord_no TEXT;
ALTER TABLE goods_reviews ADD COLUMN line_no INTEGER;
ALTER TABLE goods_reviews ADD COLUMN point_amt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE goods_reviews ADD COLUMN hidden_yn TEXT NOT NULL DEFAULT 'N';
ALTER TABLE goods_reviews ADD COLUMN upd_dttm TEXT;
ALTER TABLE goods_reviews ADD COLUMN del_dttm TEXT;
CREATE UNIQUE INDEX goods_reviews_line_idx ON goods_reviews (ord_no, line_no) WHERE ord_no IS NOT NULL;
CREATE INDEX goods_reviews_member_idx ON goods_reviews (member_no, review_no DESC);
CREATE INDEX goods_reviews_score_idx ON goods_reviews (goods_no, display_yn, score DESC);

-- A photo is a member upload (file_key = member_files.file_id, served while the review is public) or, for reviews
-- imported from the predecessor shop, an image URL (img_src).
CREATE TABLE review_photos (
  review_no INTEGER NOT NULL REFERENCES goods_reviews(review_no),
  seq INTEGER NOT NULL,
  file_key TEXT,
  img_src TEXT,
  width INTEGER NOT NULL DEFAULT 0,
  height INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (review_no, seq),
  CHECK (file_key IS NOT NULL OR img_src IS NOT NULL)
);
CREATE INDEX review_photos_file_idx ON review_photos (file_key) WHERE file_key IS NOT NULL;

-- Review policy: points for a text review (일반) and a photo review (프리미엄), and the window in which
-- deleting a review takes its points back.
CREATE TABLE review_policy (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  text_point INTEGER NOT NULL,
  photo_point INTEGER NOT NULL,
  withdraw_days INTEGER NOT NULL
);
INSERT INTO review_policy VALUES (1, 500, 1000, 30);

-- A ledger line may name what it pays for (e.g. 'review:<ordNo>:<lineNo>'): one line per key, so a grant or a
-- withdrawal written twice aborts its batch.
ALTER TABLE point_ledger ADD COLUMN ref_key TEXT;
CREATE UNIQUE INDEX point_ledger_ref_idx ON point_ledger (ref_key) WHERE ref_key IS NOT NULL;

-- Goods Q&A: public or secret questions; answered by the shop.
CREATE TABLE goods_qna (
  qna_no INTEGER PRIMARY KEY AUTOINCREMENT,
  goods_no TEXT NOT NULL REFERENCES goods(goods_no),
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  writer_nm TEXT NOT NULL,
  question TEXT NOT NULL,
  secret_yn TEXT NOT NULL DEFAULT 'N' CHECK (secret_yn IN ('Y','N')),
  answer TEXT,
  answer_dttm TEXT,
  hidden_yn TEXT NOT NULL DEFAULT 'N',
  reg_dttm TEXT NOT NULL,
  upd_dttm TEXT
);
CREATE INDEX goods_qna_goods_idx ON goods_qna (goods_no, qna_no DESC);
CREATE INDEX goods_qna_member_idx ON goods_qna (member_no, qna_no DESC);

-- 1:1 inquiries: edits while unanswered, attachments (private files), the hidden flag.
ALTER TABLE inquiries ADD COLUMN hidden_yn TEXT NOT NULL DEFAULT 'N';
ALTER TABLE inquiries ADD COLUMN upd_dttm TEXT;
CREATE TABLE inquiry_files (
  inquiry_no INTEGER NOT NULL REFERENCES inquiries(inquiry_no),
  seq INTEGER NOT NULL,
  file_key TEXT NOT NULL,
  file_nm TEXT NOT NULL,
  size INTEGER NOT NULL,
  PRIMARY KEY (inquiry_no, seq)
);

-- Style votes written by members: the writer, a report counter, the hidden flag.
ALTER TABLE style_votes ADD COLUMN member_no INTEGER REFERENCES members(member_no);
ALTER TABLE style_votes ADD COLUMN writer_nm TEXT NOT NULL DEFAULT '다비치';
ALTER TABLE style_votes ADD COLUMN hidden_yn TEXT NOT NULL DEFAULT 'N';
ALTER TABLE style_votes ADD COLUMN report_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE style_votes ADD COLUMN reg_dttm TEXT;
ALTER TABLE style_votes ADD COLUMN upd_dttm TEXT;
CREATE INDEX style_votes_member_idx ON style_votes (member_no, vote_no DESC);

-- A member's look is a photo, not a catalogue goods: goods_no becomes optional (table rebuilt; nothing
-- references it yet), photo_key names the look's photo.
CREATE TABLE style_vote_options_new (
  option_no INTEGER PRIMARY KEY,
  vote_no INTEGER NOT NULL REFERENCES style_votes(vote_no),
  goods_no TEXT REFERENCES goods(goods_no),
  label TEXT NOT NULL,
  vote_count INTEGER NOT NULL DEFAULT 0,
  photo_key TEXT,
  sort_seq INTEGER NOT NULL DEFAULT 0
);
INSERT INTO style_vote_options_new (option_no, vote_no, goods_no, label, vote_count, sort_seq)
  SELECT option_no, vote_no, goods_no, label, vote_count, option_no FROM style_vote_options;
DROP TABLE style_vote_options;
ALTER TABLE style_vote_options_new RENAME TO style_vote_options;
CREATE INDEX style_vote_options_vote_idx ON style_vote_options (vote_no, sort_seq);

-- One ballot per member per post (the primary key is the guard).
CREATE TABLE style_vote_ballots (
  vote_no INTEGER NOT NULL REFERENCES style_votes(vote_no),
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  option_no INTEGER NOT NULL REFERENCES style_vote_options(option_no),
  reg_dttm TEXT NOT NULL,
  PRIMARY KEY (vote_no, member_no)
);
CREATE INDEX style_vote_ballots_member_idx ON style_vote_ballots (member_no, reg_dttm DESC);

-- One report per member per post.
CREATE TABLE style_vote_reports (
  vote_no INTEGER NOT NULL REFERENCES style_votes(vote_no),
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  reason TEXT NOT NULL,
  reg_dttm TEXT NOT NULL,
  PRIMARY KEY (vote_no, member_no)
);
CREATE INDEX style_vote_options_photo_idx ON style_vote_options (photo_key) WHERE photo_key IS NOT NULL;
