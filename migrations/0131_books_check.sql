-- 0131: the books, checked every night (issue 24). One row per night (books_checks) and one per break found
-- (books_breaks): which invariant, which order / member / card / coupon / vote, and what the numbers were. The head
-- office reads them (and the log line the job writes). A second run the same night replaces that night's rows.
CREATE TABLE books_checks (
  check_ymd TEXT PRIMARY KEY,
  checked_dttm TEXT NOT NULL,
  checks INTEGER NOT NULL,
  breaks INTEGER NOT NULL,
  summary TEXT NOT NULL
);
CREATE TABLE books_breaks (
  break_no INTEGER PRIMARY KEY AUTOINCREMENT,
  check_ymd TEXT NOT NULL REFERENCES books_checks(check_ymd),
  check_name TEXT NOT NULL,
  subject TEXT NOT NULL,
  detail TEXT NOT NULL,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX books_breaks_ymd_idx ON books_breaks (check_ymd, check_name);
