import type { D1Database } from '@cloudflare/workers-types'
import { gradeOf } from '../../shared/benefits/grades'
import type { PointPolicy } from '../../shared/order/rules'

const DEFAULT_POLICY: PointPolicy = {
  minBalance: 1000,
  minOrderAmt: 10000,
  useUnit: 100,
  maxUseRate: 30,
  maxUseAmt: 50000,
  earnRate: 1,
  couponCombineYn: 'Y',
}

export async function pointPolicy(db: D1Database): Promise<PointPolicy> {
  const r = await db.prepare('SELECT * FROM point_policy WHERE id = 1').first<Record<string, number | string>>()
  if (!r) return DEFAULT_POLICY
  return {
    minBalance: Number(r.min_balance),
    minOrderAmt: Number(r.min_order_amt),
    useUnit: Number(r.use_unit),
    maxUseRate: Number(r.max_use_rate),
    maxUseAmt: Number(r.max_use_amt),
    earnRate: Number(r.earn_rate),
    couponCombineYn: r.coupon_combine_yn === 'N' ? 'N' : 'Y',
  }
}

/** The member's point rate (percent) by grade — the rate purchase confirmation pays (src/server/db/confirm.ts). */
export async function memberPointRate(db: D1Database, memberNo: number): Promise<number> {
  const r = await db.prepare('SELECT grade_cd FROM members WHERE member_no = ?1').bind(memberNo).first<{ grade_cd: string | null }>()
  return gradeOf(r?.grade_cd).pointRate
}

export async function pointBalance(db: D1Database, memberNo: number): Promise<number> {
  const r = await db
    .prepare('SELECT COALESCE(SUM(amount), 0) AS bal FROM point_ledger WHERE member_no = ?1')
    .bind(memberNo)
    .first<{ bal: number }>()
  return r?.bal ?? 0
}

/** A ledger line (the balance trigger refuses going below zero; (ord_no, reason) is unique). */
export function pointEntryStmt(db: D1Database, memberNo: number, amount: number, reason: string, ordNo: string | null, now: string) {
  return db
    .prepare('INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(memberNo, amount, reason, ordNo, now)
}

export interface LedgerRow {
  ledger_no: number
  amount: number
  reason: string
  ord_no: string | null
  reg_dttm: string
  expire_dttm: string | null
}

/** One page of the member's ledger between two instants ('earn' = 지급, 'use' = 차감). */
export async function ledgerPage(
  db: D1Database,
  memberNo: number,
  fromIso: string,
  toIso: string,
  kind: 'all' | 'earn' | 'use',
  rows: number,
  offset: number,
) {
  const k = kind === 'earn' ? 'AND amount > 0' : kind === 'use' ? 'AND amount < 0' : ''
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT ledger_no, amount, reason, ord_no, reg_dttm, expire_dttm FROM point_ledger WHERE member_no = ?1 AND reg_dttm >= ?2 AND reg_dttm < ?3 ${k} ORDER BY reg_dttm DESC, ledger_no DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(memberNo, fromIso, toIso, rows, offset),
    db
      .prepare(`SELECT COUNT(*) AS n FROM point_ledger WHERE member_no = ?1 AND reg_dttm >= ?2 AND reg_dttm < ?3 ${k}`)
      .bind(memberNo, fromIso, toIso),
  ])
  return { rows: list.results as unknown as LedgerRow[], total: (count.results[0] as { n: number }).n }
}

export const POINT_COUPON_NO = 9000

/**
 * Points → an offline coupon of the same value, in ONE batch: the conversion row (UNIQUE member + request
 * key: the same request twice is one conversion), the ledger debit (the balance trigger aborts below zero)
 * and the member coupon (issue_seq = 1,000,000 + the conversion's number, apart from coupons issued by hand).
 */
export function conversionStmts(db: D1Database, memberNo: number, requestKey: string, amount: number, nowIso: string, validEndIso: string) {
  return [
    db
      .prepare('INSERT INTO point_conversions (member_no, request_key, amount, reg_dttm) VALUES (?1, ?2, ?3, ?4)')
      .bind(memberNo, requestKey, amount, nowIso),
    db
      .prepare(
        `INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm) SELECT ?1, -?3, '쿠폰전환', 'CONV:' || conv_no, ?4 FROM point_conversions WHERE member_no = ?1 AND request_key = ?2`,
      )
      .bind(memberNo, requestKey, amount, nowIso),
    db
      .prepare(
        `INSERT INTO member_coupons (coupon_no, member_no, issue_seq, valid_start_dttm, valid_end_dttm, issue_dttm, face_amt)
         SELECT ?5, ?1, 1000000 + conv_no, ?4, ?6, ?4, ?3 FROM point_conversions WHERE member_no = ?1 AND request_key = ?2`,
      )
      .bind(memberNo, requestKey, amount, nowIso, POINT_COUPON_NO, validEndIso),
  ]
}
