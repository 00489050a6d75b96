-- 0202 (issue 33, contact-lens reorder): one row per contact-lens purchase whose run-out reminder went out.
-- The nightly job writes the row with ONE conditional INSERT (only while the member consents and has no
-- contact-lens visit booked; the key makes a redelivered message a no-op), then the inbox notice under the
-- dedup key 'cl-reorder:<src_key>' and its number here. src_key: 'rsv:<rsv_no>:<seq>' (an online reservation
-- collected in store) or 'sale:<offline_no>' (a store sale).
CREATE TABLE contact_reminders (
  src_key TEXT PRIMARY KEY,
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  remind_ymd TEXT NOT NULL,
  run_out_ymd TEXT NOT NULL,
  noti_no INTEGER,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX contact_reminders_member_idx ON contact_reminders (member_no);
CREATE INDEX contact_reminders_unsent_idx ON contact_reminders (src_key) WHERE noti_no IS NULL;
-- The job reads the last year's contact-lens purchases: collected visits and store sales by day.
CREATE INDEX reservations_visited_day_idx ON reservations (rsv_ymd, member_no) WHERE status = 'VISITED';
CREATE INDEX offline_orders_contact_day_idx ON offline_orders (purchase_ymd, member_no) WHERE goods_type_cd = '04';
