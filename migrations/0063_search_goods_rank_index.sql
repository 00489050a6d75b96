-- 0063: the one-word search fast path ranks name matches from a narrow covering index (doc_id → sale_count,
-- name_c, goods_no) instead of reading each wide search_goods row (issue 18).
CREATE INDEX search_goods_rank_idx ON search_goods (doc_id, sale_count, name_c, goods_no);
