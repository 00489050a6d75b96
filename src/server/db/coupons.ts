import type { D1Database } from '@cloudflare/workers-types'
import type { GoodsCoupon } from '../../shared/api/goods-types'
import { benefitLabel } from '../../shared/benefits/coupons'

// Coupons applicable to goods (product page, cart): downloadable, in their issue window, in scope.

interface CouponRow {
  coupon_no: number
  coupon_nm: string
  coupon_dscrt: string
  coupon_kind_cd: string
  benefit_type_cd: 'RATE' | 'AMOUNT' | 'TEXT'
  benefit_value: number
  benefit_max_amt: number | null
  benefit_text: string
  min_order_amt: number
  valid_type_cd: 'FIXED' | 'ISSUE_DAYS' | 'CONFIRM_DAYS'
  valid_end_dttm: string | null
  valid_days: number | null
  issue_end_dttm: string
  solo_use_yn: 'Y' | 'N'
  goods_no: string
}

export { benefitLabel }

function validLabel(r: CouponRow): string {
  if (r.valid_type_cd === 'ISSUE_DAYS') return `발급일로부터 ${r.valid_days ?? 0}일`
  if (r.valid_type_cd === 'CONFIRM_DAYS') return `구매 확정일로부터 ${r.valid_days ?? 0}일`
  return r.valid_end_dttm ? `${r.valid_end_dttm.slice(0, 10).replace(/-/g, '.')}까지` : ''
}

export async function couponsForGoods(db: D1Database, goodsNos: string[], now: Date): Promise<GoodsCoupon[]> {
  const { results } = await db
    .prepare(
      `SELECT c.coupon_no, c.coupon_nm, c.coupon_dscrt, c.coupon_kind_cd, c.benefit_type_cd, c.benefit_value, c.benefit_max_amt,
              c.benefit_text, c.min_order_amt, c.valid_type_cd, c.valid_end_dttm, c.valid_days, c.issue_end_dttm, c.solo_use_yn,
              g.goods_no
         FROM coupons c
         JOIN goods g ON g.goods_no IN (SELECT value FROM json_each(?2))
        WHERE c.use_yn = 'Y' AND c.download_yn = 'Y' AND c.coupon_kind_cd IN ('GOODS','GOODS_MOBILE')
          AND c.channel_cd IN ('ONLINE','BOTH') AND c.issue_start_dttm <= ?1 AND c.issue_end_dttm > ?1
          AND (c.qtt_limit IS NULL OR c.issued_qtt < c.qtt_limit)
          AND (c.goods_type_cd IS NULL OR c.goods_type_cd = g.goods_type_cd)
          AND (
            c.target_scope_cd = 'ALL'
            OR (c.target_scope_cd = 'INCLUDE' AND (
                  EXISTS (SELECT 1 FROM coupon_target_goods t WHERE t.coupon_no = c.coupon_no AND t.goods_no = g.goods_no)
               OR EXISTS (SELECT 1 FROM coupon_target_categories t WHERE t.coupon_no = c.coupon_no AND t.ctg_no = g.ctg_no)))
            OR (c.target_scope_cd = 'EXCLUDE' AND NOT EXISTS (SELECT 1 FROM coupon_target_goods t WHERE t.coupon_no = c.coupon_no AND t.goods_no = g.goods_no)
                AND NOT EXISTS (SELECT 1 FROM coupon_target_categories t WHERE t.coupon_no = c.coupon_no AND t.ctg_no = g.ctg_no))
          )
        ORDER BY c.coupon_no, g.goods_no`,
    )
    .bind(now.toISOString(), JSON.stringify(goodsNos))
    .all<CouponRow>()
  const byNo = new Map<number, GoodsCoupon>()
  for (const r of results) {
    let c = byNo.get(r.coupon_no)
    if (!c) {
      c = {
        couponNo: r.coupon_no,
        couponNm: r.coupon_nm,
        couponDscrt: r.coupon_dscrt,
        couponKindCd: r.coupon_kind_cd,
        benefitTypeCd: r.benefit_type_cd,
        benefitValue: r.benefit_value,
        benefitMaxAmt: r.benefit_max_amt,
        benefitText: r.benefit_text,
        benefitLabel: benefitLabel(r),
        minOrderAmt: r.min_order_amt,
        validLabel: validLabel(r),
        issueEndDate: r.issue_end_dttm,
        soloUseYn: r.solo_use_yn,
        goodsNos: [],
      }
      byNo.set(r.coupon_no, c)
    }
    c.goodsNos.push(r.goods_no)
  }
  return [...byNo.values()]
}
