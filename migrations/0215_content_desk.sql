-- 0215: customer-center content edited in the marketing desk (issue 27): notices, FAQ, magazine articles and terms.
-- Each has a state (draft / published) and a version (optimistic concurrency, 0210). A notice's or an article's
-- reg_dttm is its publish time: set in the future it is scheduled (the shop shows it from then, dated then); an FAQ has
-- its own publish_at (NULL = at once). The shop reads what a guest may see through the visible_* views, so a draft or a
-- not-yet-due item is never shown. A terms version is published with its effective day (the page shows the newest one in
-- force); a member's agreement keeps the version in force when they agreed (member_terms_consents, written by a
-- trigger on the members row in the same statement as the agreement time). Page versions: 'support' (the customer
-- center) and 'terms' (the /terms/* pages, edge-cached) move with every publish.
ALTER TABLE notices ADD COLUMN state TEXT NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'published'));
ALTER TABLE notices ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE notices ADD COLUMN upd_dttm TEXT;
ALTER TABLE faqs ADD COLUMN state TEXT NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'published'));
ALTER TABLE faqs ADD COLUMN publish_at TEXT;
ALTER TABLE faqs ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE faqs ADD COLUMN upd_dttm TEXT;
ALTER TABLE magazine_articles ADD COLUMN state TEXT NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'published'));
ALTER TABLE magazine_articles ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE magazine_articles ADD COLUMN upd_dttm TEXT;
ALTER TABLE terms_documents ADD COLUMN state TEXT NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'published'));
ALTER TABLE terms_documents ADD COLUMN rev INTEGER NOT NULL DEFAULT 1;
ALTER TABLE terms_documents ADD COLUMN upd_dttm TEXT;

CREATE VIEW visible_notices AS
  SELECT * FROM notices WHERE state = 'published' AND reg_dttm <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
CREATE VIEW visible_faqs AS
  SELECT * FROM faqs WHERE state = 'published' AND display_yn = 'Y' AND COALESCE(publish_at, '') <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
CREATE VIEW visible_magazine_articles AS
  SELECT * FROM magazine_articles WHERE state = 'published' AND reg_dttm <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now');

CREATE TABLE member_terms_consents (
  member_no INTEGER NOT NULL REFERENCES members(member_no),
  terms_cd TEXT NOT NULL,
  version TEXT NOT NULL,
  agreed_at TEXT NOT NULL,
  PRIMARY KEY (member_no, terms_cd, version)
);
-- The terms a member agrees to at sign-up (and again when a dormant member comes back): service, privacy policy,
-- membership, and location when they agreed to it — each at the newest published version in force on that Seoul day.
CREATE TRIGGER members_terms_consent_ins AFTER INSERT ON members WHEN NEW.terms_agree_dttm IS NOT NULL
BEGIN
  INSERT OR IGNORE INTO member_terms_consents (member_no, terms_cd, version, agreed_at)
  SELECT NEW.member_no, t.terms_cd,
         (SELECT d.version FROM terms_documents d WHERE d.terms_cd = t.terms_cd AND d.state = 'published'
             AND d.effective_ymd <= strftime('%Y%m%d', NEW.terms_agree_dttm, '+9 hours') ORDER BY d.effective_ymd DESC, d.version DESC LIMIT 1),
         NEW.terms_agree_dttm
    FROM (SELECT 'service' AS terms_cd UNION ALL SELECT 'privacypolicy' UNION ALL SELECT 'membership'
          UNION ALL SELECT 'locationinfo' WHERE NEW.location_agree_yn = 'Y') t
   WHERE EXISTS (SELECT 1 FROM terms_documents d WHERE d.terms_cd = t.terms_cd AND d.state = 'published'
                   AND d.effective_ymd <= strftime('%Y%m%d', NEW.terms_agree_dttm, '+9 hours'));
END;
CREATE TRIGGER members_terms_consent_upd AFTER UPDATE OF terms_agree_dttm ON members
  WHEN NEW.terms_agree_dttm IS NOT NULL AND NEW.terms_agree_dttm IS NOT OLD.terms_agree_dttm
BEGIN
  INSERT OR IGNORE INTO member_terms_consents (member_no, terms_cd, version, agreed_at)
  SELECT NEW.member_no, t.terms_cd,
         (SELECT d.version FROM terms_documents d WHERE d.terms_cd = t.terms_cd AND d.state = 'published'
             AND d.effective_ymd <= strftime('%Y%m%d', NEW.terms_agree_dttm, '+9 hours') ORDER BY d.effective_ymd DESC, d.version DESC LIMIT 1),
         NEW.terms_agree_dttm
    FROM (SELECT 'service' AS terms_cd UNION ALL SELECT 'privacypolicy' UNION ALL SELECT 'membership'
          UNION ALL SELECT 'locationinfo' WHERE NEW.location_agree_yn = 'Y') t
   WHERE EXISTS (SELECT 1 FROM terms_documents d WHERE d.terms_cd = t.terms_cd AND d.state = 'published'
                   AND d.effective_ymd <= strftime('%Y%m%d', NEW.terms_agree_dttm, '+9 hours'));
END;

INSERT OR IGNORE INTO page_versions (scope, version) VALUES ('support', 1), ('terms', 1);
