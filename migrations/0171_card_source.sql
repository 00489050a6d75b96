-- The easy-pay app behind a card payment (spec §3 card source codes: KG Inicis CARD_SrcCode / P_SRC_CODE, one
-- character, e.g. K 카카오페이): kept with the order and shown with its payment; the sandbox gateway lets a shopper pick one.
ALTER TABLE orders ADD COLUMN card_src_cd TEXT;
ALTER TABLE sandbox_pg_tx ADD COLUMN card_src_cd TEXT;
