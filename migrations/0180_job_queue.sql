-- 0180: nightly and background work on Cloudflare Queues (src/server/jobs/queue.ts).
-- job_messages: one row per message key (job | run | range | part). Written 'queued' before the message is sent,
--   'done' / 'dead' once: a redelivered message finds its row done and changes nothing; what is still 'queued'
--   after a night is work not yet done, counted by the nightly summary (never left behind silently).
-- job_runs: one row per run (the night's scheduled time, or an on-demand run) and job — counters moved by one
--   UPDATE only when a job_messages row changed state, so redelivery never counts twice.
-- job_dead_letters: messages that exhausted their retries (written by the dead-letter queue's consumer).
-- job_night_summaries: the nightly summary the console shows (one row per night).
CREATE TABLE job_messages (
  msg_key TEXT PRIMARY KEY,
  run_at TEXT NOT NULL,
  job TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'done', 'dead')),
  changed INTEGER NOT NULL DEFAULT 0,
  rows_written INTEGER NOT NULL DEFAULT 0,
  reg_dttm TEXT NOT NULL,
  done_dttm TEXT
);
CREATE INDEX job_messages_run_idx ON job_messages (run_at, state);
CREATE INDEX job_messages_reg_idx ON job_messages (reg_dttm);

CREATE TABLE job_runs (
  run_at TEXT NOT NULL,
  job TEXT NOT NULL,
  enqueued INTEGER NOT NULL DEFAULT 0,
  finished INTEGER NOT NULL DEFAULT 0,
  changed INTEGER NOT NULL DEFAULT 0,
  rows_written INTEGER NOT NULL DEFAULT 0, -- D1's rows_written of the job's own statements (indexes included)
  retried INTEGER NOT NULL DEFAULT 0,
  dead INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  first_dttm TEXT NOT NULL,
  last_dttm TEXT NOT NULL,
  PRIMARY KEY (run_at, job)
);

CREATE TABLE job_dead_letters (
  msg_key TEXT PRIMARY KEY,
  run_at TEXT,
  job TEXT,
  body TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  reg_dttm TEXT NOT NULL,
  reported_dttm TEXT
);

CREATE TABLE job_night_summaries (
  run_at TEXT PRIMARY KEY,
  jobs INTEGER NOT NULL,
  changed INTEGER NOT NULL,
  pending INTEGER NOT NULL,
  dead INTEGER NOT NULL,
  summary TEXT NOT NULL,
  reg_dttm TEXT NOT NULL
);
