import type { D1Database } from '@cloudflare/workers-types'
import type { MemberInfo } from '../../shared/api/member-types'
import type { MemberRow } from './rows'
import { dormancyData, lastChangeCode } from '../../shared/member-state'

// The row type of `members` is the schema's, shared with the seed factories (db/rows.ts).
export type { MemberRow }

export const memberByLoginId = (db: D1Database, loginId: string) =>
  db.prepare(`SELECT * FROM members WHERE login_id = ?1 AND status <> 'WITHDRAWN'`).bind(loginId).first<MemberRow>()

export const memberByNo = (db: D1Database, memberNo: number) =>
  db.prepare('SELECT * FROM members WHERE member_no = ?1').bind(memberNo).first<MemberRow>()

export function toMemberInfo(m: MemberRow, snsLoginType: string | null = null, now = new Date()): MemberInfo {
  const row = m as MemberRow & { password_changed_dttm?: string | null; dormant_dttm?: string | null }
  return {
    id: m.login_id,
    memberNo: m.member_no,
    loginId: m.login_id,
    userName: m.member_nm,
    userGender: m.gender,
    birth: m.birth,
    birthyear: m.birth.slice(0, 4),
    userEmail: m.email,
    userMobile: m.mobile,
    nickName: m.nick_name,
    myStoreCode: m.my_store_code,
    onlineCardNo: m.online_card_no,
    integrationMemberGbNm: m.integration_member_gb_nm,
    authRole: m.auth_role,
    authGbCd: m.auth_role === 'ROLE_STORE' ? 'S' : 'U',
    storeCode: m.store_code,
    eyeCode: !!m.eye_style,
    faceCode: !!m.face_style,
    faceWidth: m.face_width,
    lastChangeCode: lastChangeCode(
      { hasPassword: !!m.password_hash, passwordChangedAt: row.password_changed_dttm ?? null, regAt: m.reg_dttm },
      now,
    ),
    dormancyData: dormancyData({
      status: m.status,
      lastLoginAt: m.last_login_dttm,
      regAt: m.reg_dttm,
      dormantAt: row.dormant_dttm ?? null,
    }),
    authFavorite: { favGoodsType: m.fav_goods_type || '01' },
    marketingAgree: {
      app: m.mkt_app_yn === 'Y',
      sms: m.mkt_sms_yn === 'Y',
      email: m.mkt_email_yn === 'Y',
      kakao: m.mkt_kakao_yn === 'Y',
    },
    snsLoginType,
  }
}

export const memberByMobile = (db: D1Database, mobile: string) =>
  db.prepare(`SELECT * FROM members WHERE mobile = ?1 AND status <> 'WITHDRAWN'`).bind(mobile).first<MemberRow>()

export const memberByCiHash = (db: D1Database, ciHash: string) =>
  db
    .prepare(`SELECT * FROM members WHERE ci_hash = ?1 AND status <> 'WITHDRAWN' ORDER BY member_no LIMIT 1`)
    .bind(ciHash)
    .first<MemberRow>()

export const memberBySocial = (db: D1Database, provider: string, providerUserId: string) =>
  db
    .prepare(
      `SELECT m.* FROM social_links s JOIN members m ON m.member_no = s.member_no WHERE s.provider = ?1 AND s.provider_user_id = ?2 AND m.status <> 'WITHDRAWN'`,
    )
    .bind(provider, providerUserId)
    .first<MemberRow>()

export async function socialProviders(db: D1Database, memberNo: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT provider FROM social_links WHERE member_no = ?1 ORDER BY linked_dttm')
    .bind(memberNo)
    .all<{ provider: string }>()
  return results.map((r) => r.provider)
}

/** Which of the unique fields are taken by a member that is not withdrawn (login ids stay taken forever). */
export async function isTaken(db: D1Database, field: 'loginId' | 'mobile' | 'email' | 'nickName', value: string): Promise<boolean> {
  const sql = {
    loginId: 'SELECT 1 FROM members WHERE login_id = ?1',
    mobile: `SELECT 1 FROM members WHERE mobile = ?1 AND status <> 'WITHDRAWN'`,
    email: `SELECT 1 FROM members WHERE lower(email) = lower(?1) AND status <> 'WITHDRAWN'`,
    nickName: 'SELECT 1 FROM members WHERE nick_name = ?1',
  }[field]
  return !!(await db.prepare(sql).bind(value).first())
}

export interface NewMember {
  loginId: string
  passwordHash: string | null
  name: string
  gender: 'M' | 'F'
  birth: string
  mobile: string
  email: string | null
  nickName: string | null
  ciHash: string | null
  marketing: { app: boolean; sms: boolean; email: boolean; kakao: boolean }
  location: boolean
  guardian: { name: string; mobile: string } | null
  level: string
}

export async function insertMember(db: D1Database, m: NewMember, now = new Date()): Promise<number> {
  const t = now.toISOString()
  const yn = (b: boolean) => (b ? 'Y' : 'N')
  const at = (b: boolean) => (b ? t : null)
  const row = await db
    .prepare(
      `INSERT INTO members (login_id, password_hash, member_nm, gender, birth, email, mobile, nick_name, ci_hash,
         integration_member_gb_nm, mkt_app_yn, mkt_app_dttm, mkt_sms_yn, mkt_sms_dttm, mkt_email_yn, mkt_email_dttm, mkt_kakao_yn, mkt_kakao_dttm,
         location_agree_yn, guardian_nm, guardian_mobile, terms_agree_dttm, privacy_agree_dttm, password_changed_dttm, reg_dttm, upd_dttm)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?22, ?22, ?22, ?22)
       RETURNING member_no`,
    )
    .bind(
      m.loginId,
      m.passwordHash,
      m.name,
      m.gender,
      m.birth,
      m.email,
      m.mobile,
      m.nickName,
      m.ciHash,
      m.level,
      yn(m.marketing.app),
      at(m.marketing.app),
      yn(m.marketing.sms),
      at(m.marketing.sms),
      yn(m.marketing.email),
      at(m.marketing.email),
      yn(m.marketing.kakao),
      at(m.marketing.kakao),
      yn(m.location),
      m.guardian?.name ?? null,
      m.guardian?.mobile ?? null,
      t,
    )
    .first<{ member_no: number }>()
  return row!.member_no
}

export async function linkSocial(
  db: D1Database,
  provider: string,
  providerUserId: string,
  memberNo: number,
  email: string | null,
  now = new Date(),
) {
  await db
    .prepare('INSERT OR IGNORE INTO social_links (provider, provider_user_id, member_no, email, linked_dttm) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(provider, providerUserId, memberNo, email, now.toISOString())
    .run()
}

/**
 * Counts a sign-in attempt BEFORE the password is checked, in one atomic UPDATE … RETURNING, so parallel
 * attempts each get their own number and no burst gets more than `max` tries. An expired lock starts the
 * count again; the attempt after the `max`-th sets the lock itself. The caller decides on the returned row.
 */
export const takeLoginAttempt = (db: D1Database, memberNo: number, nowIso: string, max: number, lockUntilIso: string) =>
  db
    .prepare(
      `UPDATE members SET
         failed_login_count = CASE WHEN locked_until IS NOT NULL AND locked_until <= ?2 THEN 1 ELSE failed_login_count + 1 END,
         locked_until = CASE
           WHEN locked_until IS NOT NULL AND locked_until > ?2 THEN locked_until
           WHEN (CASE WHEN locked_until IS NOT NULL AND locked_until <= ?2 THEN 1 ELSE failed_login_count + 1 END) > ?3 THEN ?4
           ELSE NULL END
       WHERE member_no = ?1
       RETURNING failed_login_count AS attempt, locked_until`,
    )
    .bind(memberNo, nowIso, max, lockUntilIso)
    .first<{ attempt: number; locked_until: string | null }>()

/** Locks sign-in until `untilIso` unless a lock is already running. */
export const lockLogin = (db: D1Database, memberNo: number, nowIso: string, untilIso: string) =>
  db
    .prepare('UPDATE members SET locked_until = ?3 WHERE member_no = ?1 AND (locked_until IS NULL OR locked_until <= ?2)')
    .bind(memberNo, nowIso, untilIso)
    .run()

/** A right password ends the count (locks that are running stay). */
export const resetLoginAttempts = (db: D1Database, memberNo: number) =>
  db.prepare('UPDATE members SET failed_login_count = 0 WHERE member_no = ?1').bind(memberNo).run()

/** A successful sign-in: the lockout count ends and the time is kept. */
export const recordLogin = (db: D1Database, memberNo: number, nowIso: string) =>
  db
    .prepare('UPDATE members SET failed_login_count = 0, locked_until = NULL, last_login_dttm = ?2 WHERE member_no = ?1')
    .bind(memberNo, nowIso)
    .run()

/* ---- social sign-up tickets: a provider's user waiting to become a member (migration 0020) ---- */

export async function insertSnsTicket(
  db: D1Database,
  t: {
    ticketHash: string
    provider: string
    providerUserId: string
    email: string | null
    name: string | null
    nowIso: string
    expiresIso: string
  },
) {
  await db
    .prepare(
      'INSERT INTO sns_tickets (ticket_hash, provider, provider_user_id, email, member_nm, created_dttm, expires_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
    )
    .bind(t.ticketHash, t.provider, t.providerUserId, t.email, t.name, t.nowIso, t.expiresIso)
    .run()
}

export const liveSnsTicket = (db: D1Database, ticketHash: string, nowIso: string) =>
  db
    .prepare('SELECT provider, provider_user_id, email FROM sns_tickets WHERE ticket_hash = ?1 AND used_dttm IS NULL AND expires_dttm > ?2')
    .bind(ticketHash, nowIso)
    .first<{ provider: string; provider_user_id: string; email: string | null }>()

/** Uses a ticket once; false when it was used already (a retry or a race). */
export async function spendSnsTicket(db: D1Database, ticketHash: string, nowIso: string) {
  const r = await db
    .prepare('UPDATE sns_tickets SET used_dttm = ?2 WHERE ticket_hash = ?1 AND used_dttm IS NULL')
    .bind(ticketHash, nowIso)
    .run()
  return r.meta.changes > 0
}

/* ---- account changes ---- */

/** The kiosk store a member signed in at becomes their store. */
export const setKioskStore = (db: D1Database, memberNo: number, storeCode: string) =>
  db.prepare('UPDATE members SET my_store_code = ?2 WHERE member_no = ?1').bind(memberNo, storeCode).run()

/** A dormant account comes back. */
export const reactivateMember = (db: D1Database, memberNo: number, nowIso: string) =>
  db.prepare(`UPDATE members SET status = 'ACTIVE', dormant_dttm = NULL, upd_dttm = ?2 WHERE member_no = ?1`).bind(memberNo, nowIso).run()

/** The verified person (name, birth, gender and the CI's hash) on the member's account. */
export const setMemberIdentity = (
  db: D1Database,
  memberNo: number,
  p: { ciHash: string; name: string; birth: string; gender: string },
  nowIso: string,
) =>
  db
    .prepare('UPDATE members SET ci_hash = ?2, member_nm = ?3, birth = ?4, gender = ?5, upd_dttm = ?6 WHERE member_no = ?1')
    .bind(memberNo, p.ciHash, p.name, p.birth, p.gender, nowIso)
    .run()

/** A new password (forgotten-password flow): the lockout ends too. */
export const resetPassword = (db: D1Database, memberNo: number, passwordHash: string, nowIso: string) =>
  db
    .prepare(
      'UPDATE members SET password_hash = ?2, password_changed_dttm = ?3, failed_login_count = 0, locked_until = NULL, upd_dttm = ?3 WHERE member_no = ?1',
    )
    .bind(memberNo, passwordHash, nowIso)
    .run()

/** The columns a member changes on their account page and in their marketing consents. */
const MEMBER_COLUMNS = new Set([
  'password_hash',
  'password_changed_dttm',
  'mobile',
  'email',
  'nick_name',
  'zipcode',
  'address',
  'address_detail',
  'push_yn',
  'push_dttm',
  'mkt_app_yn',
  'mkt_app_dttm',
  'mkt_sms_yn',
  'mkt_sms_dttm',
  'mkt_email_yn',
  'mkt_email_dttm',
  'mkt_kakao_yn',
  'mkt_kakao_dttm',
])

/** Updates the given account columns (and upd_dttm) in one statement; nothing when there is nothing to change. */
export async function updateMemberColumns(db: D1Database, memberNo: number, values: Record<string, string | null>, nowIso: string) {
  const cols = Object.keys(values)
  if (!cols.length) return
  for (const col of cols) if (!MEMBER_COLUMNS.has(col)) throw new Error(`members.${col} is not a member-editable column`)
  const sets = cols.map((col, i) => `${col} = ?${i + 3}`)
  await db
    .prepare(`UPDATE members SET ${sets.join(', ')}, upd_dttm = ?2 WHERE member_no = ?1`)
    .bind(memberNo, nowIso, ...cols.map((c) => values[c]))
    .run()
}

/** Withdrawal in one batch: the account closes, the reason is kept, social links and sessions end. */
export async function withdrawMember(
  db: D1Database,
  memberNo: number,
  reason: { reasonCd: string; reasonText: string | null },
  nowIso: string,
) {
  await db.batch([
    db
      .prepare(`UPDATE members SET status = 'WITHDRAWN', withdrawn_dttm = ?2, upd_dttm = ?2 WHERE member_no = ?1 AND status <> 'WITHDRAWN'`)
      .bind(memberNo, nowIso),
    db
      .prepare('INSERT OR REPLACE INTO member_withdrawals (member_no, reason_cd, reason_text, withdrawn_dttm) VALUES (?1, ?2, ?3, ?4)')
      .bind(memberNo, reason.reasonCd, reason.reasonText, nowIso),
    db.prepare('DELETE FROM social_links WHERE member_no = ?1').bind(memberNo),
    db.prepare('UPDATE sessions SET revoked_dttm = ?2 WHERE member_no = ?1 AND revoked_dttm IS NULL').bind(memberNo, nowIso),
  ])
}

/** Name, mobile and e-mail of a member, prefilled as the orderer of a checkout. */
export const ordererOf = (db: D1Database, memberNo: number) =>
  db
    .prepare('SELECT member_nm, mobile, email FROM members WHERE member_no = ?1')
    .bind(memberNo)
    .first<{ member_nm: string; mobile: string | null; email: string | null }>()

/** The mobile number of a member (reservation confirmations by SMS). */
export async function memberMobile(db: D1Database, memberNo: number) {
  return (
    (await db.prepare('SELECT mobile FROM members WHERE member_no = ?1').bind(memberNo).first<{ mobile: string | null }>())?.mobile ?? null
  )
}
