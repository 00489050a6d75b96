-- 0221: time deals made in the catalogue desk (issue 27, role MD).
-- A deal sells one goods at deal_price from start_dttm to end_dttm (UTC ISO; the console edits them in Asia/Seoul),
-- optionally up to stock_cap units. A deal runs while its window is open and, with a cap, while sold_qtt < stock_cap;
-- the goods card, /main's deal shelf and the order price all read that one rule (src/server/db/goods.ts RUNNING_DEAL).
-- sold_qtt moves by the units an order takes, in the order's own batch; the trigger below aborts the whole batch
-- when it would pass the cap (never oversold, whatever the concurrency), and a released order gives its units back.
-- version: optimistic concurrency of the console editor (0210).
ALTER TABLE time_deals ADD COLUMN stock_cap INTEGER CHECK (stock_cap IS NULL OR stock_cap > 0);
ALTER TABLE time_deals ADD COLUMN sold_qtt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE time_deals ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE time_deals ADD COLUMN reg_dttm TEXT;
ALTER TABLE time_deals ADD COLUMN upd_dttm TEXT;
ALTER TABLE time_deals ADD COLUMN upd_by TEXT;
CREATE INDEX time_deals_goods_idx ON time_deals (goods_no, end_dttm);

CREATE TRIGGER time_deals_cap_guard BEFORE UPDATE OF sold_qtt, stock_cap ON time_deals
WHEN NEW.sold_qtt < 0 OR (NEW.stock_cap IS NOT NULL AND NEW.sold_qtt > NEW.stock_cap)
BEGIN
  SELECT RAISE(ABORT, 'GUARD:deal.cap');
END;

-- The deal an order line was sold under (its units go back to the deal when the order is released).
ALTER TABLE order_lines ADD COLUMN deal_no INTEGER;

-- The product lists' edge page cache key carries this version (src/server/edge/page-cache.ts): a catalogue write bumps it
-- (with 'main') in its batch, so goods cards show a new price or deal at once.
INSERT INTO page_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO NOTHING;
