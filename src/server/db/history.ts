import type { D1Database } from '@cloudflare/workers-types'

/** A member's purchases outside this shop: store purchases, gift cards, digital coupons. */

export interface OfflineOrderRow {
  offline_no: number
  store_code: string
  store_nm: string
  purchase_ymd: string
  goods_nm: string
  qtt: number
  amount: number
  pay_method_nm: string
  sale_id: string | null
  line_no: number | null
  goods_type_cd: string | null
  prescription_json: string | null
  sold_dttm: string | null
  refund_dttm: string | null
}

/** A page of the member's store purchases between two Seoul days (YYYYMMDD), newest first. */
export async function memberOfflineOrderPage(
  db: D1Database,
  memberNo: number,
  fromYmd: string,
  toYmd: string,
  rows: number,
  offset: number,
) {
  const total =
    (
      await db
        .prepare('SELECT COUNT(*) AS n FROM offline_orders WHERE member_no = ?1 AND purchase_ymd BETWEEN ?2 AND ?3')
        .bind(memberNo, fromYmd, toYmd)
        .first<{ n: number }>()
    )?.n ?? 0
  const { results } = await db
    .prepare(
      'SELECT * FROM offline_orders WHERE member_no = ?1 AND purchase_ymd BETWEEN ?2 AND ?3 ORDER BY purchase_ymd DESC, sold_dttm DESC, sale_id, line_no, offline_no DESC LIMIT ?4 OFFSET ?5',
    )
    .bind(memberNo, fromYmd, toYmd, rows, offset)
    .all<OfflineOrderRow>()
  return { total, rows: results }
}

export interface GiftCardRow {
  card_no: string
  card_nm: string
  amount: number
  status: string
  issue_ymd: string
  expire_ymd: string
  used_ymd: string | null
}

export interface DigitalCouponRow {
  coupon_no: string
  coupon_nm: string
  amount: number
  status: string
  pay_method: string
  card_cd: string | null
  buy_ymd: string
  expire_ymd: string
}

export async function memberDigitalCoupons(db: D1Database, memberNo: number) {
  const { results } = await db
    .prepare('SELECT * FROM digital_coupons WHERE member_no = ?1 ORDER BY buy_ymd DESC')
    .bind(memberNo)
    .all<DigitalCouponRow>()
  return results
}
