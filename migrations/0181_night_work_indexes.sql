-- 0181: what the nightly queue consumers need at a year's size (issue 31).
-- Each job's "what is due" query reads a partial index that matches its WHERE + ORDER BY, so a batch costs the
-- batch, not the orders table (1,000,000 rows a year).
CREATE INDEX orders_dispatched_due_idx ON orders (dispatch_dttm) WHERE status = '40' AND dispatch_dttm IS NOT NULL;
CREATE INDEX orders_delivered_due_idx ON orders (delivered_dttm) WHERE status = '50' AND delivered_dttm IS NOT NULL;
CREATE INDEX orders_confirmed_reg_idx ON orders (reg_dttm) WHERE status = '90' AND member_no IS NOT NULL;
CREATE INDEX offline_orders_ymd_idx ON offline_orders (purchase_ymd);

-- Grades are recomputed only for members whose purchases changed: a confirmed order appears or leaves (status to
-- or from 90, or its amounts change), a store purchase is added, changed or removed — marked here by triggers,
-- in the same statement as the change — and, each night, members whose purchases left the 12-month window
-- (marked by the grade job's planner from the two indexes above). The consumer clears what it recomputed.
CREATE TABLE grade_dirty (member_no INTEGER PRIMARY KEY);

CREATE TRIGGER orders_grade_dirty AFTER UPDATE OF status, goods_amt, coupon_dc_amt ON orders
  WHEN NEW.member_no IS NOT NULL AND (OLD.status = '90' OR NEW.status = '90')
BEGIN
  INSERT OR IGNORE INTO grade_dirty (member_no) VALUES (NEW.member_no);
END;

CREATE TRIGGER offline_orders_grade_dirty_ins AFTER INSERT ON offline_orders
BEGIN
  INSERT OR IGNORE INTO grade_dirty (member_no) VALUES (NEW.member_no);
END;

CREATE TRIGGER offline_orders_grade_dirty_upd AFTER UPDATE OF amount, purchase_ymd, member_no ON offline_orders
BEGIN
  INSERT OR IGNORE INTO grade_dirty (member_no) VALUES (NEW.member_no), (OLD.member_no);
END;

CREATE TRIGGER offline_orders_grade_dirty_del AFTER DELETE ON offline_orders
BEGIN
  INSERT OR IGNORE INTO grade_dirty (member_no) VALUES (OLD.member_no);
END;

CREATE TRIGGER orders_grade_dirty_ins AFTER INSERT ON orders
  WHEN NEW.member_no IS NOT NULL AND NEW.status = '90'
BEGIN
  INSERT OR IGNORE INTO grade_dirty (member_no) VALUES (NEW.member_no);
END;
