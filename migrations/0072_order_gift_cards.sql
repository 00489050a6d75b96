-- A registered gift card paying part of an order (one card per order). Written in the order's own batch with
-- the card's guarded debit (gift_cards.amount is the balance) and the USE history line; an order released
-- (cancel, void, abandoned checkout) gives the amount back once, with a CANCEL history line
-- (gift_card_history is UNIQUE on card_no, kind, ord_no).
CREATE TABLE order_gift_card_uses (
  ord_no TEXT PRIMARY KEY REFERENCES orders(ord_no),
  card_no TEXT NOT NULL REFERENCES gift_cards(card_no),
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  amount INTEGER NOT NULL CHECK (amount > 0),
  reg_dttm TEXT NOT NULL
);
CREATE INDEX order_gift_card_uses_card_idx ON order_gift_card_uses (card_no);
