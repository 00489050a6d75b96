-- 0021: key material of the local provider sandboxes (e.g. the sandbox Apple RS256 key pair, made at first use).
CREATE TABLE sandbox_keys (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_dttm TEXT NOT NULL
);

-- Apple's form_post answer (the verified id_token) waiting for the callback page to collect it.
ALTER TABLE oauth_states ADD COLUMN result TEXT;
