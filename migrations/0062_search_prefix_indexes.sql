-- 0062: completion reads its prefix range from covering indexes (key, kind, weight), so the best-weighted
-- prefix matches are picked from the index alone and only the rows shown are read (issue 18).
DROP INDEX IF EXISTS search_terms_c_idx;
DROP INDEX IF EXISTS search_terms_cho_idx;
CREATE INDEX search_terms_c_idx ON search_terms (c, kind, weight);
CREATE INDEX search_terms_cho_idx ON search_terms (cho, kind, weight);
