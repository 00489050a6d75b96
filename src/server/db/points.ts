import type { D1Database } from '@cloudflare/workers-types'
import type { PointPolicy } from '../../shared/order/rules'

const DEFAULT_POLICY: PointPolicy = { minBalance: 1000, minOrderAmt: 10000, useUnit: 100, maxUseRate: 30, maxUseAmt: 50000, earnRate: 1, couponCombineYn: 'Y' }

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

export async function pointBalance(db: D1Database, memberNo: number): Promise<number> {
  const r = await db.prepare('SELECT COALESCE(SUM(amount), 0) AS bal FROM point_ledger WHERE member_no = ?1').bind(memberNo).first<{ bal: number }>()
  return r?.bal ?? 0
}

/** A ledger line (the balance trigger refuses going below zero; (ord_no, reason) is unique). */
export function pointEntryStmt(db: D1Database, memberNo: number, amount: number, reason: string, ordNo: string | null, now: string) {
  return db
    .prepare('INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(memberNo, amount, reason, ordNo, now)
}
