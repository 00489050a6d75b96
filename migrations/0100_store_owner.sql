-- 0100: the store-owner area (ROLE_STORE) and the in-store kiosk.
-- Every owner write is ONE guarded batch: the row changes only from the state the owner saw (WHERE state = ?)
-- and only at the owner's own store (WHERE store = the owner's), and its history row names the owner.

-- Store pickup (orders.dlvr_method '02') as the store handles it: NULL (waiting) → READY (상품준비완료) →
-- PICKED_UP (수령완료), or READY → NOSHOW (미수령).
ALTER TABLE orders ADD COLUMN pickup_state TEXT CHECK (pickup_state IN ('READY', 'PICKED_UP', 'NOSHOW'));
ALTER TABLE orders ADD COLUMN pickup_state_dttm TEXT;
CREATE INDEX orders_store_idx ON orders (store_code, reg_dttm DESC) WHERE store_code IS NOT NULL;

-- Who changed an order's status (a store owner's member_no; NULL for the shopper or the system).
ALTER TABLE order_status_history ADD COLUMN actor_member_no INTEGER;

-- Reservation handling by the store: who marked it, and the history of those marks.
ALTER TABLE reservations ADD COLUMN handled_by INTEGER;
CREATE TABLE reservation_history (
  hist_no INTEGER PRIMARY KEY AUTOINCREMENT,
  rsv_no INTEGER NOT NULL REFERENCES reservations(rsv_no),
  status TEXT NOT NULL,
  memo TEXT NOT NULL DEFAULT '',
  actor_member_no INTEGER,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX reservation_history_idx ON reservation_history (rsv_no, hist_no);

-- Kiosk devices: a store owner starts kiosk mode on a device for their store; the device keeps a random token
-- (only its SHA-256 here) and sends it with the store code. A URL alone cannot bind a kiosk to a store.
CREATE TABLE kiosk_devices (
  device_no INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  store_no INTEGER NOT NULL REFERENCES stores(store_no),
  device_nm TEXT NOT NULL DEFAULT '',
  started_by INTEGER NOT NULL REFERENCES members(member_no),
  reg_dttm TEXT NOT NULL,
  last_seen_dttm TEXT NOT NULL,
  revoked_dttm TEXT
);
CREATE INDEX kiosk_devices_store_idx ON kiosk_devices (store_no);

-- The visit queue of a store's day. Ticket numbers count per store and day; one entry per visitor (mobile) per
-- store and day (a second check-in finds the first); one entry per reservation. member_no is NULL for a first
-- visit by someone without an account.
CREATE TABLE visit_queue (
  queue_no INTEGER PRIMARY KEY AUTOINCREMENT,
  store_no INTEGER NOT NULL REFERENCES stores(store_no),
  visit_ymd TEXT NOT NULL,
  ticket_no INTEGER NOT NULL,
  visitor_mobile TEXT NOT NULL,
  member_no INTEGER REFERENCES members(member_no),
  rsv_no INTEGER REFERENCES reservations(rsv_no),
  purpose TEXT NOT NULL,
  answers TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '대기' CHECK (state IN ('대기', '상담시작', '검사중', '검사완료', '상담중', '상담완료', '가공중', '안경완성')),
  device_no INTEGER REFERENCES kiosk_devices(device_no),
  reg_dttm TEXT NOT NULL,
  upd_dttm TEXT NOT NULL,
  UNIQUE (store_no, visit_ymd, ticket_no)
);
CREATE UNIQUE INDEX visit_queue_visitor_day_uq ON visit_queue (store_no, visit_ymd, visitor_mobile);
CREATE UNIQUE INDEX visit_queue_rsv_uq ON visit_queue (rsv_no) WHERE rsv_no IS NOT NULL;
CREATE INDEX visit_queue_member_idx ON visit_queue (member_no, visit_ymd);

CREATE TABLE visit_queue_history (
  hist_no INTEGER PRIMARY KEY AUTOINCREMENT,
  queue_no INTEGER NOT NULL REFERENCES visit_queue(queue_no),
  state TEXT NOT NULL,
  actor_member_no INTEGER,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX visit_queue_history_idx ON visit_queue_history (queue_no, hist_no);
