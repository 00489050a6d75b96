-- 0040: visit reservations (members, guests, TV home-shopping buyers).
-- Overbooking cannot happen: every booking / change / cancel is ONE D1 batch (a transaction) that writes the
-- reservation row and then recounts the slot's active reservations into reservation_slots.booked, whose
-- CHECK (booked <= capacity) aborts the whole batch when the slot is full. Recounting (instead of +1/-1)
-- makes a retried cancel or change a no-op.
CREATE TABLE reservation_slots (
  store_no INTEGER NOT NULL REFERENCES stores(store_no),
  rsv_ymd TEXT NOT NULL,
  rsv_time TEXT NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity >= 0),
  booked INTEGER NOT NULL DEFAULT 0 CHECK (booked >= 0 AND booked <= capacity),
  PRIMARY KEY (store_no, rsv_ymd, rsv_time)
);

CREATE TABLE reservations (
  rsv_no INTEGER PRIMARY KEY,
  -- public reservation number shown to the customer (guest lookup key)
  reservation_no TEXT NOT NULL UNIQUE,
  member_no INTEGER REFERENCES members(member_no),
  guest_nm TEXT,
  guest_mobile TEXT,
  store_no INTEGER NOT NULL REFERENCES stores(store_no),
  rsv_ymd TEXT NOT NULL,
  rsv_time TEXT NOT NULL,
  purpose_group TEXT NOT NULL,
  purpose TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  eye_test_yn TEXT NOT NULL DEFAULT 'N',
  channel TEXT NOT NULL DEFAULT 'ONLINE' CHECK (channel IN ('ONLINE', 'HOMESHOPPING')),
  hs_channel TEXT,
  hs_order_no TEXT,
  hs_goods_nm TEXT,
  status TEXT NOT NULL DEFAULT 'RESERVED' CHECK (status IN ('RESERVED', 'VISITED', 'CANCELLED', 'NOSHOW')),
  reg_dttm TEXT NOT NULL,
  upd_dttm TEXT NOT NULL,
  cancel_dttm TEXT,
  visit_dttm TEXT,
  CHECK (member_no IS NOT NULL OR (guest_nm IS NOT NULL AND guest_mobile IS NOT NULL))
);
CREATE INDEX reservations_member_idx ON reservations (member_no, rsv_ymd DESC);
CREATE INDEX reservations_slot_idx ON reservations (store_no, rsv_ymd, rsv_time, status);
CREATE INDEX reservations_guest_idx ON reservations (guest_mobile, reservation_no);
-- One active booking per member per date and time (domain notes).
CREATE UNIQUE INDEX reservations_member_slot_uq ON reservations (member_no, rsv_ymd, rsv_time)
  WHERE member_no IS NOT NULL AND status = 'RESERVED';

-- Goods attached to a reservation: reservation-only goods (03/04), goods to try, order pickup, home-shopping goods.
CREATE TABLE reservation_goods (
  rsv_no INTEGER NOT NULL REFERENCES reservations(rsv_no),
  seq INTEGER NOT NULL,
  goods_no TEXT NOT NULL,
  item_no TEXT,
  buy_qtt INTEGER NOT NULL DEFAULT 1 CHECK (buy_qtt BETWEEN 1 AND 99),
  line_kind TEXT NOT NULL DEFAULT 'TRY' CHECK (line_kind IN ('RESERVATION_ONLY', 'TRY', 'PICKUP', 'PREORDER')),
  PRIMARY KEY (rsv_no, seq)
);
