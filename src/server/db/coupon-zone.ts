import type { D1Database } from '@cloudflare/workers-types'
import { ZONE_KINDS } from '../../shared/benefits/coupons'
import { changed, guardedBatch } from './guard'

/** The coupon zone, downloads and a member's issued coupons (tables of 0010 + 0070). */

export interface ZoneCouponRow {
  coupon_no: number
  coupon_kind_cd: string
  coupon_nm: string
  coupon_dscrt: string
  benefit_type_cd: 'RATE' | 'AMOUNT' | 'TEXT'
  benefit_value: number
  benefit_max_amt: number | null
  benefit_text: string
  qtt_limit: number | null
  issued_qtt: number
  dup_download_yn: 'Y' | 'N'
  solo_use_yn: 'Y' | 'N'
  valid_type_cd: 'FIXED' | 'ISSUE_DAYS' | 'CONFIRM_DAYS'
  valid_start_dttm: string | null
  valid_end_dttm: string | null
  valid_days: number | null
  min_order_amt: number
  target_scope_cd: string
  goods_type_cd: string | null
  age_bands: string
  channel_cd: 'ONLINE' | 'OFFLINE' | 'BOTH'
  issue_start_dttm: string
  issue_end_dttm: string
  img_src: string
  /** How many times this member holds it (0 for a guest). */
  held: number
}

const KINDS = JSON.stringify(ZONE_KINDS)
const ZONE_WHERE = `c.use_yn = 'Y' AND c.download_yn = 'Y' AND c.coupon_kind_cd IN (SELECT value FROM json_each(?1))
  AND c.issue_start_dttm <= ?2 AND c.issue_end_dttm > ?2
  AND (?3 = '' OR c.goods_type_cd = ?3 OR c.goods_type_cd IS NULL)
  AND (?4 = '' OR (?4 = 'Y' AND c.channel_cd IN ('ONLINE','BOTH')) OR (?4 = 'N' AND c.channel_cd IN ('OFFLINE','BOTH')))`

/** One page of the zone (available first, exhausted last), with how often the member holds each. */
export async function zonePage(
  db: D1Database,
  q: { nowIso: string; goodsTypeCd: string; online: string; memberNo: number | null; rows: number; offset: number },
) {
  const args = [KINDS, q.nowIso, q.goodsTypeCd, q.online]
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT c.*, (SELECT COUNT(*) FROM member_coupons mc WHERE mc.coupon_no = c.coupon_no AND mc.member_no = ?5) AS held
           FROM coupons c WHERE ${ZONE_WHERE}
          ORDER BY (c.qtt_limit IS NOT NULL AND c.issued_qtt >= c.qtt_limit), c.issue_end_dttm, c.coupon_no DESC
          LIMIT ?6 OFFSET ?7`,
      )
      .bind(...args, q.memberNo ?? 0, q.rows, q.offset),
    db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(NOT EXISTS (SELECT 1 FROM member_coupons mc WHERE mc.coupon_no = c.coupon_no AND mc.member_no = ?5)
                                                  AND (c.qtt_limit IS NULL OR c.issued_qtt < c.qtt_limit)), 0) AS open
                  FROM coupons c WHERE ${ZONE_WHERE}`,
      )
      .bind(...args, q.memberNo ?? 0),
  ])
  const c = count.results[0] as { n: number; open: number }
  return { rows: list.results as unknown as ZoneCouponRow[], total: c.n, open: c.open }
}

/** A coupon offered for download now (or null). */
export const zoneCoupon = (db: D1Database, couponNo: number, nowIso: string, memberNo: number) =>
  db
    .prepare(
      `SELECT c.*, (SELECT COUNT(*) FROM member_coupons mc WHERE mc.coupon_no = c.coupon_no AND mc.member_no = ?5) AS held
         FROM coupons c WHERE c.coupon_no = ?6 AND ${ZONE_WHERE}`,
    )
    .bind(KINDS, nowIso, '', '', memberNo, couponNo)
    .first<ZoneCouponRow>()

export type IssueOutcome = 'issued' | 'exhausted' | 'held'

/**
 * Issues one coupon to one member in ONE guarded batch: the quantity counter moves only while below the
 * limit ('coupon.quantity' aborts otherwise — the last coupon goes to one member), and the issue's
 * (coupon, member, issue_seq) is UNIQUE: issue_seq 1 for a coupon without duplicate download (a second
 * download aborts the whole batch, counter included), the next number when duplicates are allowed, or the
 * caller's (the birthday coupon's year).
 */
export async function issueCoupon(
  db: D1Database,
  i: { couponNo: number; memberNo: number; start: string; end: string; nowIso: string; issueSeq?: number | null; countQuantity?: boolean },
): Promise<IssueOutcome> {
  const seq =
    i.issueSeq != null
      ? '?6'
      : `CASE WHEN (SELECT dup_download_yn FROM coupons WHERE coupon_no = ?1) = 'Y' THEN (SELECT COALESCE(MAX(issue_seq), 0) + 1 FROM member_coupons WHERE coupon_no = ?1 AND member_no = ?2) ELSE 1 END`
  try {
    await guardedBatch(db, [
      db
        .prepare(`UPDATE coupons SET issued_qtt = issued_qtt + 1 WHERE coupon_no = ?1 AND (qtt_limit IS NULL OR issued_qtt < qtt_limit)`)
        .bind(i.couponNo),
      changed(db, 'coupon.quantity'),
      db
        .prepare(
          `INSERT INTO member_coupons (coupon_no, member_no, issue_seq, valid_start_dttm, valid_end_dttm, issue_dttm) VALUES (?1, ?2, ${seq}, ?3, ?4, ?5)`,
        )
        .bind(...[i.couponNo, i.memberNo, i.start, i.end, i.nowIso, ...(i.issueSeq != null ? [i.issueSeq] : [])]),
    ])
    return 'issued'
  } catch (e) {
    const g = (e as { guard?: string }).guard
    if (g === 'coupon.quantity') return 'exhausted'
    if (g?.startsWith('unique:member_coupons')) return 'held'
    throw e
  }
}

export interface MemberCouponRow {
  issue_no: number
  coupon_no: number
  coupon_kind_cd: string
  coupon_nm: string
  coupon_dscrt: string
  benefit_type_cd: 'RATE' | 'AMOUNT' | 'TEXT'
  benefit_value: number
  benefit_max_amt: number | null
  benefit_text: string
  min_order_amt: number
  target_scope_cd: string
  goods_type_cd: string | null
  solo_use_yn: 'Y' | 'N'
  channel_cd: 'ONLINE' | 'OFFLINE' | 'BOTH'
  valid_start_dttm: string
  valid_end_dttm: string
  use_yn: 'Y' | 'N'
  use_dttm: string | null
  ord_no: string | null
  issue_dttm: string
  face_amt: number | null
  barcode_no: string | null
  use_store_nm: string | null
}

/** The member's issued coupons in one state (usable / used / expired) and channel, with counts per state. */
export async function memberCoupons(
  db: D1Database,
  memberNo: number,
  state: 'usable' | 'used' | 'expired',
  channel: 'all' | 'online' | 'offline',
  nowIso: string,
) {
  const stateSql = {
    usable: `mc.use_yn = 'N' AND mc.valid_end_dttm > ?2`,
    // ?2 (now) is bound for every state: D1 refuses a statement whose bindings outnumber its parameters.
    used: `mc.use_yn = 'Y' AND ?2 IS NOT NULL`,
    expired: `mc.use_yn = 'N' AND mc.valid_end_dttm <= ?2`,
  }[state]
  const channelSql = { all: '1', online: `c.channel_cd IN ('ONLINE','BOTH')`, offline: `c.channel_cd IN ('OFFLINE','BOTH')` }[channel]
  const [list, counts] = await db.batch([
    db
      .prepare(
        `SELECT mc.issue_no, mc.coupon_no, c.coupon_kind_cd, c.coupon_nm, c.coupon_dscrt, c.benefit_type_cd, c.benefit_value, c.benefit_max_amt, c.benefit_text,
                c.min_order_amt, c.target_scope_cd, c.goods_type_cd, c.solo_use_yn, c.channel_cd,
                mc.valid_start_dttm, mc.valid_end_dttm, mc.use_yn, mc.use_dttm, mc.ord_no, mc.issue_dttm, mc.face_amt, mc.barcode_no, mc.use_store_nm
           FROM member_coupons mc JOIN coupons c ON c.coupon_no = mc.coupon_no
          WHERE mc.member_no = ?1 AND ${stateSql} AND ${channelSql}
          ORDER BY ${state === 'usable' ? 'mc.valid_end_dttm ASC' : state === 'used' ? 'mc.use_dttm DESC' : 'mc.valid_end_dttm DESC'}, mc.issue_no DESC
          LIMIT 200`,
      )
      .bind(memberNo, nowIso),
    db
      .prepare(
        `SELECT COALESCE(SUM(mc.use_yn = 'N' AND mc.valid_end_dttm > ?2), 0) AS usable, COALESCE(SUM(mc.use_yn = 'Y'), 0) AS used,
                COALESCE(SUM(mc.use_yn = 'N' AND mc.valid_end_dttm <= ?2), 0) AS expired
           FROM member_coupons mc JOIN coupons c ON c.coupon_no = mc.coupon_no WHERE mc.member_no = ?1 AND ${channelSql}`,
      )
      .bind(memberNo, nowIso),
  ])
  return {
    rows: list.results as unknown as MemberCouponRow[],
    counts: counts.results[0] as { usable: number; used: number; expired: number },
  }
}

/** This year's birthday coupon on offer (kind BIRTHDAY, downloadable now), and whether the member has it. */
export const birthdayCoupon = (db: D1Database, nowIso: string, memberNo: number, year: number) =>
  db
    .prepare(
      `SELECT c.*, (SELECT COUNT(*) FROM member_coupons mc WHERE mc.coupon_no = c.coupon_no AND mc.member_no = ?2 AND mc.issue_seq = ?3) AS held
         FROM coupons c WHERE c.coupon_kind_cd = 'BIRTHDAY' AND c.use_yn = 'Y' AND c.issue_start_dttm <= ?1 AND c.issue_end_dttm > ?1
        ORDER BY c.coupon_no LIMIT 1`,
    )
    .bind(nowIso, memberNo, year)
    .first<ZoneCouponRow>()

/** The sign-up coupons in their issue window (issued automatically at registration). */
export async function signupCoupons(db: D1Database, nowIso: string) {
  const { results } = await db
    .prepare(`SELECT * FROM coupons WHERE coupon_kind_cd = 'SIGNUP' AND use_yn = 'Y' AND issue_start_dttm <= ?1 AND issue_end_dttm > ?1`)
    .bind(nowIso)
    .all<ZoneCouponRow>()
  return results
}

export const memberBirth = (db: D1Database, memberNo: number) =>
  db.prepare('SELECT birth FROM members WHERE member_no = ?1').bind(memberNo).first<{ birth: string }>()
