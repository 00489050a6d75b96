-- 0060: guarded writes and exactly-once claims.

-- A batch guard: `INSERT INTO batch_guard (ok, guard) SELECT <condition>, '<name>'` inside a D1 batch
-- aborts the WHOLE batch (every statement before and after it) with 'GUARD:<name>' when the condition
-- is false, and writes nothing when it is true (an INSTEAD OF trigger on a view stores no row).
-- src/server/db/guard.ts builds these statements; nothing else writes here.
CREATE VIEW batch_guard AS SELECT 1 AS ok, '' AS guard;
CREATE TRIGGER batch_guard_check INSTEAD OF INSERT ON batch_guard
WHEN NOT NEW.ok
BEGIN
  SELECT RAISE(ABORT, 'GUARD:' || NEW.guard);
END;

-- A claim request carries an optional idempotency key (the form's, like the checkout's orderToken):
-- the same request sent twice is one claim.
ALTER TABLE claims ADD COLUMN request_key TEXT;
CREATE UNIQUE INDEX claims_request_key_idx ON claims (member_no, request_key) WHERE request_key IS NOT NULL;
-- A cancel whose refund failed stays (status FAIL) and is retried by taking it back atomically.
ALTER TABLE claims ADD COLUMN attempts INTEGER NOT NULL DEFAULT 1;
