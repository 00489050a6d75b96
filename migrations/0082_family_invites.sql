-- 0082: family invitations — at most one pending invitation per mobile in a family (a second send while one is
-- pending is refused; expired ones are marked EXPIRED first), and invitations found by mobile.
CREATE UNIQUE INDEX family_invites_pending_idx ON family_invites (group_no, mobile) WHERE status = 'SENT';
CREATE INDEX family_invites_reg_idx ON family_invites (group_no, reg_dttm);
