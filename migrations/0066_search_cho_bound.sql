-- 0066: initial-consonant names in order (issue 18), so a search of initial consonants can tell whether any goods'
-- name starts with a word (a 50 tier) or only contains it (40) without reading every name: the bound that lets
-- the first goods by sales answer a common query (src/server/db/search.ts `goodsWindowSql`).
CREATE INDEX search_goods_cho_idx ON search_goods (name_cho);
