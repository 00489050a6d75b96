import type { D1Database } from '@cloudflare/workers-types'
import type { FamilyRole } from '../../shared/api/family-types'
import { FAMILY_MAX_SIZE, INVITE_MAX_PER_DAY, INVITE_MAX_PER_HOUR } from '../../shared/family/rules'
import { changed, guardedBatch, holds } from './guard'

/**
 * Family accounts (0081 family_groups / family_members / family_invites). Every read and write names the
 * signed-in member in its WHERE clause: only the representative invites, cancels and removes, and only in
 * their own group; a member leaves only themselves.
 */

export interface FamilyRow {
  group_no: number
  member_no: number
  role: FamilyRole
  relation: string
  join_dttm: string
  member_nm: string
  mobile: string | null
}

/** The member's own group and role, or null. */
export const myFamily = (db: D1Database, memberNo: number) =>
  db
    .prepare('SELECT group_no, role FROM family_members WHERE member_no = ?1')
    .bind(memberNo)
    .first<{ group_no: number; role: FamilyRole }>()

/** Everyone in the member's group (the representative first), read through the member's own row. */
export async function familyOf(db: D1Database, memberNo: number): Promise<FamilyRow[]> {
  const { results } = await db
    .prepare(
      `SELECT fm.group_no, fm.member_no, fm.role, fm.relation, fm.join_dttm, m.member_nm, m.mobile
         FROM family_members me JOIN family_members fm ON fm.group_no = me.group_no JOIN members m ON m.member_no = fm.member_no
        WHERE me.member_no = ?1
        ORDER BY fm.role = 'REP' DESC, fm.join_dttm, fm.member_no`,
    )
    .bind(memberNo)
    .all<FamilyRow>()
  return results
}

export interface InviteRow {
  invite_no: number
  group_no: number
  invite_code: string
  mobile: string
  relation: string
  status: 'SENT' | 'ACCEPTED' | 'CANCELLED' | 'EXPIRED'
  expires_dttm: string
  reg_dttm: string
}

/** The representative's pending, unexpired invitations. */
export async function pendingInvitesOf(db: D1Database, repMemberNo: number, nowIso: string): Promise<InviteRow[]> {
  const { results } = await db
    .prepare(
      `SELECT i.* FROM family_invites i JOIN family_groups g ON g.group_no = i.group_no
        WHERE g.rep_member_no = ?1 AND i.status = 'SENT' AND i.expires_dttm > ?2 ORDER BY i.invite_no DESC`,
    )
    .bind(repMemberNo, nowIso)
    .all<InviteRow>()
  return results
}

const REP_GROUP = '(SELECT group_no FROM family_groups WHERE rep_member_no = ?1)'

/**
 * One invitation, in one guarded batch: the group is made on the first invite (unless the member is already
 * someone else's family member), stale invitations expire, then the rate limits, the family size, the "not
 * yourself / not already in the family" rules and the one-pending-per-mobile index all hold or nothing is written.
 */
export async function insertInvite(
  db: D1Database,
  p: {
    repMemberNo: number
    code: string
    mobile: string
    relation: string
    nowIso: string
    expiresIso: string
    hourAgoIso: string
    dayAgoIso: string
  },
): Promise<void> {
  await guardedBatch(db, [
    db
      .prepare(
        `INSERT INTO family_groups (rep_member_no, reg_dttm) SELECT ?1, ?2 WHERE NOT EXISTS (SELECT 1 FROM family_members WHERE member_no = ?1) ON CONFLICT (rep_member_no) DO NOTHING`,
      )
      .bind(p.repMemberNo, p.nowIso),
    db
      .prepare(
        `INSERT INTO family_members (group_no, member_no, role, relation, consent_dttm, join_dttm) SELECT group_no, ?1, 'REP', '', ?2, ?2 FROM family_groups WHERE rep_member_no = ?1 ON CONFLICT DO NOTHING`,
      )
      .bind(p.repMemberNo, p.nowIso),
    holds(
      db,
      'family.not_rep',
      `EXISTS (SELECT 1 FROM family_members fm JOIN family_groups g ON g.group_no = fm.group_no WHERE fm.member_no = ?1 AND fm.role = 'REP' AND g.rep_member_no = ?1)`,
      p.repMemberNo,
    ),
    db
      .prepare(`UPDATE family_invites SET status = 'EXPIRED' WHERE group_no = ${REP_GROUP} AND status = 'SENT' AND expires_dttm <= ?2`)
      .bind(p.repMemberNo, p.nowIso),
    holds(db, 'family.self', `NOT EXISTS (SELECT 1 FROM members WHERE member_no = ?1 AND mobile = ?2)`, p.repMemberNo, p.mobile),
    holds(
      db,
      'family.already',
      `NOT EXISTS (SELECT 1 FROM family_members fm JOIN members m ON m.member_no = fm.member_no WHERE fm.group_no = ${REP_GROUP} AND m.mobile = ?2)`,
      p.repMemberNo,
      p.mobile,
    ),
    holds(
      db,
      'family.rate_hour',
      `(SELECT COUNT(*) FROM family_invites WHERE group_no = ${REP_GROUP} AND reg_dttm > ?2) < ?3`,
      p.repMemberNo,
      p.hourAgoIso,
      INVITE_MAX_PER_HOUR,
    ),
    holds(
      db,
      'family.rate_day',
      `(SELECT COUNT(*) FROM family_invites WHERE group_no = ${REP_GROUP} AND reg_dttm > ?2) < ?3`,
      p.repMemberNo,
      p.dayAgoIso,
      INVITE_MAX_PER_DAY,
    ),
    holds(
      db,
      'family.size',
      `(SELECT COUNT(*) FROM family_members WHERE group_no = ${REP_GROUP}) + (SELECT COUNT(*) FROM family_invites WHERE group_no = ${REP_GROUP} AND status = 'SENT') < ?2`,
      p.repMemberNo,
      FAMILY_MAX_SIZE,
    ),
    db
      .prepare(
        `INSERT INTO family_invites (group_no, invite_code, mobile, relation, status, expires_dttm, reg_dttm) SELECT ${REP_GROUP}, ?2, ?3, ?4, 'SENT', ?5, ?6`,
      )
      .bind(p.repMemberNo, p.code, p.mobile, p.relation, p.expiresIso, p.nowIso),
  ])
}

export const inviteByCode = (db: D1Database, code: string) =>
  db.prepare('SELECT * FROM family_invites WHERE invite_code = ?1').bind(code).first<InviteRow>()

/** The group's representative: name (the invitee's page) and mobile (told when someone joins). */
export const inviteRepName = (db: D1Database, groupNo: number) =>
  db
    .prepare('SELECT m.member_nm, m.mobile FROM family_groups g JOIN members m ON m.member_no = g.rep_member_no WHERE g.group_no = ?1')
    .bind(groupNo)
    .first<{ member_nm: string; mobile: string | null }>()

/** The representative cancels a pending invitation of their own group; false when there was none. */
export async function cancelInvite(db: D1Database, repMemberNo: number, inviteNo: number): Promise<boolean> {
  const r = await db
    .prepare(`UPDATE family_invites SET status = 'CANCELLED' WHERE invite_no = ?2 AND status = 'SENT' AND group_no = ${REP_GROUP}`)
    .bind(repMemberNo, inviteNo)
    .run()
  return r.meta.changes === 1
}

/**
 * Acceptance, exactly once, in ONE guarded batch: the invitation goes SENT→ACCEPTED (unexpired, for the verified
 * mobile), the identity verification is spent, and the family_members row is inserted (UNIQUE member_no: a
 * member in another family aborts everything). Any guard failing rolls the whole batch back.
 */
export async function acceptInvite(
  db: D1Database,
  p: { code: string; memberNo: number; mobile: string; txId: string; nowIso: string },
): Promise<number> {
  await guardedBatch(db, [
    db
      .prepare(
        `UPDATE family_invites SET status = 'ACCEPTED', invitee_member_no = ?2, accept_dttm = ?4 WHERE invite_code = ?1 AND status = 'SENT' AND mobile = ?3 AND expires_dttm > ?4`,
      )
      .bind(p.code, p.memberNo, p.mobile, p.nowIso),
    changed(db, 'family.invite'),
    db
      .prepare(`UPDATE identity_verifications SET state = 'USED', used_dttm = ?2 WHERE tx_id = ?1 AND state = 'DONE' AND expires_dttm > ?2`)
      .bind(p.txId, p.nowIso),
    changed(db, 'family.identity'),
    holds(
      db,
      'family.size',
      `(SELECT COUNT(*) FROM family_members WHERE group_no = (SELECT group_no FROM family_invites WHERE invite_code = ?1)) < ?2`,
      p.code,
      FAMILY_MAX_SIZE,
    ),
    db
      .prepare(
        `INSERT INTO family_members (group_no, member_no, role, relation, consent_dttm, join_dttm) SELECT group_no, ?2, 'MEMBER', relation, ?3, ?3 FROM family_invites WHERE invite_code = ?1 AND invitee_member_no = ?2`,
      )
      .bind(p.code, p.memberNo, p.nowIso),
    changed(db, 'family.join'),
  ])
  const row = await myFamily(db, p.memberNo)
  return row!.group_no
}

/** The representative removes a member of their own group (never themselves); false when not theirs. */
export async function removeFamilyMember(db: D1Database, repMemberNo: number, memberNo: number): Promise<boolean> {
  const r = await db
    .prepare(`DELETE FROM family_members WHERE member_no = ?2 AND role = 'MEMBER' AND group_no = ${REP_GROUP}`)
    .bind(repMemberNo, memberNo)
    .run()
  return r.meta.changes === 1
}

/** A member leaves their family (the representative cannot: they dissolve it). */
export async function leaveFamily(db: D1Database, memberNo: number): Promise<boolean> {
  const r = await db.prepare(`DELETE FROM family_members WHERE member_no = ?1 AND role = 'MEMBER'`).bind(memberNo).run()
  return r.meta.changes === 1
}

/** The representative dissolves the family: its invitations, every member row and the group go (one batch). */
export async function dissolveFamily(db: D1Database, repMemberNo: number): Promise<void> {
  await db.batch([
    db.prepare(`DELETE FROM family_invites WHERE group_no = ${REP_GROUP}`).bind(repMemberNo),
    db.prepare(`DELETE FROM family_members WHERE group_no = ${REP_GROUP}`).bind(repMemberNo),
    db.prepare('DELETE FROM family_groups WHERE rep_member_no = ?1').bind(repMemberNo),
  ])
}

export interface PurchaseRow {
  member_no: number
  ord_no: string
  paid_dttm: string
  goods_nm: string
  goods_type_cd: string
  status: string
  line_amt: number
  buy_qtt: number
  claim_qtt: number
}

/**
 * Glasses and contacts order lines paid in [fromIso, toIso) by the people the member may see: the whole
 * family for the representative, only themselves otherwise (the scope is in the query).
 */
export async function glassesPurchasesOf(
  db: D1Database,
  memberNo: number,
  types: readonly string[],
  fromIso: string,
  toIso: string,
): Promise<PurchaseRow[]> {
  const { results } = await db
    .prepare(
      `SELECT o.member_no, o.ord_no, o.paid_dttm, l.goods_nm, l.goods_type_cd, l.status, l.line_amt, l.buy_qtt, l.claim_qtt
         FROM orders o JOIN order_lines l ON l.ord_no = o.ord_no
        WHERE o.member_no IN (
                SELECT ?1
                UNION SELECT fm.member_no FROM family_members fm JOIN family_groups g ON g.group_no = fm.group_no WHERE g.rep_member_no = ?1)
          AND o.paid_dttm >= ?2 AND o.paid_dttm < ?3
          AND l.goods_type_cd IN (SELECT value FROM json_each(?4))
       UNION ALL
       -- Store purchases from the store system (a refunded sale is left out): the store sale is its "order".
       SELECT f.member_no, 'POS:' || f.sale_id, f.sold_dttm, f.goods_nm, f.goods_type_cd, '90', f.amount, f.qtt, 0
         FROM offline_orders f
        WHERE f.member_no IN (
                SELECT ?1
                UNION SELECT fm.member_no FROM family_members fm JOIN family_groups g ON g.group_no = fm.group_no WHERE g.rep_member_no = ?1)
          AND f.sale_id IS NOT NULL AND f.refund_dttm IS NULL AND f.sold_dttm >= ?2 AND f.sold_dttm < ?3
          AND f.goods_type_cd IN (SELECT value FROM json_each(?4))
        ORDER BY 3, 2`,
    )
    .bind(memberNo, fromIso, toIso, JSON.stringify(types))
    .all<PurchaseRow>()
  return results
}
