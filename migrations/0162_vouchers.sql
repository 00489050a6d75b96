-- 0162: 모바일 상품권 bought online (issue 28). A purchase is an order (order_classification 'voucher', card payment
-- through the gateway like any order); its paid batch issues the voucher code once (gift_card_issues, unregistered).
-- The buyer keeps it (registered to their own account) or sends it to a mobile number; whoever registers the code
-- holds it as a gift card (gift_cards), used at a store's till (in part, once per POS key) and at checkout.
-- state: PENDING (awaiting payment) → KEPT (paid, with the buyer) → SENT (gift sent to a mobile) → REGISTERED
-- (on someone's account; holder_member_no) or CANCELLED (the buyer's cancel of an unused voucher).
CREATE TABLE voucher_purchases (
  ord_no TEXT PRIMARY KEY REFERENCES orders(ord_no),
  buyer_member_no INTEGER NOT NULL REFERENCES members(member_no),
  card_no TEXT NOT NULL UNIQUE,
  card_nm TEXT NOT NULL,
  face_amt INTEGER NOT NULL CHECK (face_amt > 0),
  state TEXT NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'KEPT', 'SENT', 'REGISTERED', 'CANCELLED')),
  expire_ymd TEXT,
  paid_dttm TEXT,
  recipient_nm TEXT,
  recipient_mobile TEXT,
  gift_msg TEXT,
  sent_dttm TEXT,
  send_count INTEGER NOT NULL DEFAULT 0,
  holder_member_no INTEGER REFERENCES members(member_no),
  registered_dttm TEXT,
  cancel_dttm TEXT,
  reg_dttm TEXT NOT NULL
);
CREATE INDEX voucher_purchases_buyer_idx ON voucher_purchases (buyer_member_no, reg_dttm DESC);
CREATE INDEX voucher_purchases_holder_idx ON voucher_purchases (holder_member_no) WHERE holder_member_no IS NOT NULL;
