-- 0161: 모바일 상품권 used at a store's till (issue 28). A registered gift card may be used in part at a till when its kind
-- allows it (partial_yn); the use is a USE history line keyed 'POS:<storeCode>:<idempotency key>' (gift_card_history is
-- UNIQUE on card_no, kind, ord_no), written in one guarded batch with the balance and the kept till call.
ALTER TABLE gift_cards ADD COLUMN partial_yn TEXT NOT NULL DEFAULT 'Y' CHECK (partial_yn IN ('Y', 'N'));
