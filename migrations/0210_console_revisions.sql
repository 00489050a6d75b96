-- 0210: optimistic concurrency for every console editor (issue 27, both desks). Each save of an edited record
-- writes the snapshot of what it saved, under the record's new version, in the same guarded batch as the UPDATE
-- that moves only from the version the operator saw. A stale save (409) is answered with what changed between the
-- version the operator saw and the one in force, field by field, and who saved it (src/server/db/revisions.ts).
CREATE TABLE console_revisions (
  kind TEXT NOT NULL,
  ref TEXT NOT NULL,
  version INTEGER NOT NULL,
  snapshot TEXT NOT NULL,
  operator_no INTEGER,
  login_id TEXT NOT NULL DEFAULT '',
  at TEXT NOT NULL,
  PRIMARY KEY (kind, ref, version)
);
