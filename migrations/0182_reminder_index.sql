-- 0182: the reservation reminder's query (reservations of one day still RESERVED, by rsv_no) reads only that day's
-- rows at a year's size (200,000 reservations) instead of the whole table (issue 31).
CREATE INDEX reservations_remind_idx ON reservations (rsv_ymd, rsv_no) WHERE status = 'RESERVED' AND member_no IS NOT NULL;
