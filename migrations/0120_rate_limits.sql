-- Fixed-window rate limits (src/server/db/rate-limit.ts): hits per bucket, subject (a client IP, …) and window.
-- A hit is one atomic upsert … RETURNING, so parallel requests can never both take the last slot.
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  subject TEXT NOT NULL,
  window_start INTEGER NOT NULL, -- epoch seconds of the window's start
  hits INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, subject, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
