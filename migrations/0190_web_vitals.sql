-- Field data (issue 32): web vitals of real sessions, rolled up per day, page template and metric into a
-- histogram (log buckets of 5 %, src/shared/vitals.ts): one row per (day, template, metric, bucket) whatever the
-- traffic, so the p75 of any day range is one grouped read. Written by POST /api/v1/front/telemetry/vitals.
CREATE TABLE web_vitals_daily (
  day TEXT NOT NULL,
  template TEXT NOT NULL,
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TTFB', 'FCP')),
  bucket INTEGER NOT NULL CHECK (bucket BETWEEN 0 AND 400),
  n INTEGER NOT NULL,
  PRIMARY KEY (day, template, metric, bucket)
) WITHOUT ROWID;
