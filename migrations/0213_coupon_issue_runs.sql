-- 0213: issuing a coupon to a member segment from the marketing desk (issue 27) as a resumable background job.
-- A run walks the segment's members in member_no order, 500 a batch, from `cursor_member_no` (state in D1: a retried
-- or redelivered batch starts where the last one that committed ended, guarded on the cursor it read). Each member
-- gets the coupon at most once by construction (member_coupons UNIQUE (coupon_no, member_no, issue_seq=1)); a member
-- who already has it is counted as skipped. One RUNNING run per coupon and segment: a second start returns it.
CREATE TABLE coupon_issue_runs (
  run_no INTEGER PRIMARY KEY AUTOINCREMENT,
  coupon_no INTEGER NOT NULL REFERENCES coupons(coupon_no),
  segment_key TEXT NOT NULL,
  grade_cd TEXT NOT NULL,
  consent_only TEXT NOT NULL DEFAULT 'N' CHECK (consent_only IN ('Y', 'N')),
  valid_start_dttm TEXT NOT NULL,
  valid_end_dttm TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'RUNNING' CHECK (state IN ('RUNNING', 'DONE')),
  cursor_member_no INTEGER NOT NULL DEFAULT 0,
  considered INTEGER NOT NULL DEFAULT 0,
  issued INTEGER NOT NULL DEFAULT 0,
  last_issued INTEGER NOT NULL DEFAULT 0,
  skipped INTEGER NOT NULL DEFAULT 0,
  batches INTEGER NOT NULL DEFAULT 0,
  started_by TEXT NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE UNIQUE INDEX coupon_issue_runs_running ON coupon_issue_runs (coupon_no, segment_key) WHERE state = 'RUNNING';
CREATE INDEX members_grade_idx ON members (grade_cd, member_no) WHERE status = 'ACTIVE';
