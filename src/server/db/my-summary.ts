import type { D1Database } from '@cloudflare/workers-types'

/**
 * The my-page status strip in ONE statement (issue 30): the member's orders of the last 3 months by stage
 * (결제완료 20 · 배송준비 30 · 배송중 39/40 · 배송완료 49/50), usable coupons (the my-coupons page's own rule), the point
 * balance and the stamps collected. Each count reads an index (orders_member_idx, member_coupons, point_ledger).
 */
export async function mySummary(db: D1Database, memberNo: number, nowIso: string, sinceIso: string) {
  const r = await db
    .prepare(
      `WITH o AS (SELECT status FROM orders WHERE member_no = ?1 AND reg_dttm >= ?3)
       SELECT (SELECT COUNT(*) FROM o WHERE status = '20') AS paid,
              (SELECT COUNT(*) FROM o WHERE status = '30') AS preparing,
              (SELECT COUNT(*) FROM o WHERE status IN ('39','40')) AS shipping,
              (SELECT COUNT(*) FROM o WHERE status IN ('49','50')) AS delivered,
              (SELECT COUNT(*) FROM member_coupons mc WHERE mc.member_no = ?1 AND mc.use_yn = 'N' AND mc.valid_end_dttm > ?2) AS coupons,
              (SELECT COALESCE(SUM(amount), 0) FROM point_ledger WHERE member_no = ?1) AS points,
              (SELECT COALESCE(SUM(qtt), 0) FROM member_stamps WHERE member_no = ?1) AS stamps`,
    )
    .bind(memberNo, nowIso, sinceIso)
    .first<{ paid: number; preparing: number; shipping: number; delivered: number; coupons: number; points: number; stamps: number }>()
  return r ?? { paid: 0, preparing: 0, shipping: 0, delivered: 0, coupons: 0, points: 0, stamps: 0 }
}
