import type { D1Database } from '@cloudflare/workers-types'
import type { MemberInfo } from '../../shared/api/member-types'
import type { MemberRow } from './seed/types'

// The row type of `members` is the schema's, shared with the seed factories (db/seed/types.ts).
export type { MemberRow }

export const memberByLoginId = (db: D1Database, loginId: string) =>
  db.prepare(`SELECT * FROM members WHERE login_id = ?1 AND status <> 'WITHDRAWN'`).bind(loginId).first<MemberRow>()

export const memberByNo = (db: D1Database, memberNo: number) =>
  db.prepare('SELECT * FROM members WHERE member_no = ?1').bind(memberNo).first<MemberRow>()

export function toMemberInfo(m: MemberRow, snsLoginType: string | null = null): MemberInfo {
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
    lastChangeCode: null,
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
  db.prepare(`SELECT * FROM members WHERE ci_hash = ?1 AND status <> 'WITHDRAWN' ORDER BY member_no LIMIT 1`).bind(ciHash).first<MemberRow>()

export const memberBySocial = (db: D1Database, provider: string, providerUserId: string) =>
  db
    .prepare(`SELECT m.* FROM social_links s JOIN members m ON m.member_no = s.member_no WHERE s.provider = ?1 AND s.provider_user_id = ?2 AND m.status <> 'WITHDRAWN'`)
    .bind(provider, providerUserId)
    .first<MemberRow>()

export async function socialProviders(db: D1Database, memberNo: number): Promise<string[]> {
  const { results } = await db.prepare('SELECT provider FROM social_links WHERE member_no = ?1 ORDER BY linked_dttm').bind(memberNo).all<{ provider: string }>()
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
      m.loginId, m.passwordHash, m.name, m.gender, m.birth, m.email, m.mobile, m.nickName, m.ciHash, m.level,
      yn(m.marketing.app), at(m.marketing.app), yn(m.marketing.sms), at(m.marketing.sms), yn(m.marketing.email), at(m.marketing.email), yn(m.marketing.kakao), at(m.marketing.kakao),
      yn(m.location), m.guardian?.name ?? null, m.guardian?.mobile ?? null, t,
    )
    .first<{ member_no: number }>()
  return row!.member_no
}

export async function linkSocial(db: D1Database, provider: string, providerUserId: string, memberNo: number, email: string | null, now = new Date()) {
  await db
    .prepare('INSERT OR IGNORE INTO social_links (provider, provider_user_id, member_no, email, linked_dttm) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(provider, providerUserId, memberNo, email, now.toISOString())
    .run()
}

/** mem***01: the first three and the last two characters kept (shorter ids keep fewer). */
export function maskLoginId(id: string): string {
  if (id.length <= 3) return id[0] + '*'.repeat(id.length - 1)
  const keepEnd = id.length >= 7 ? 2 : 0
  return id.slice(0, 3) + '*'.repeat(id.length - 3 - keepEnd) + id.slice(id.length - keepEnd)
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
  db.prepare('UPDATE members SET locked_until = ?3 WHERE member_no = ?1 AND (locked_until IS NULL OR locked_until <= ?2)').bind(memberNo, nowIso, untilIso).run()

/** A right password ends the count (locks that are running stay). */
export const resetLoginAttempts = (db: D1Database, memberNo: number) => db.prepare('UPDATE members SET failed_login_count = 0 WHERE member_no = ?1').bind(memberNo).run()
