import type { D1Database } from '@cloudflare/workers-types'
import type { CouponOption } from '../../shared/api/commerce-types'

export interface OrderRow {
  ord_no: string
  idem_key: string
  member_no: number | null
  status: string
  order_classification: string
  dlvr_method: '01' | '02'
  orderer_nm: string
  orderer_mobile: string
  orderer_email: string
  receiver_nm: string
  receiver_mobile: string
  zip_code: string
  address1: string
  address2: string
  dlvr_memo: string
  store_code: string | null
  store_nm: string | null
  store_addr: string | null
  store_tel: string | null
  reservation_ymd: string | null
  reservation_hhmm: string | null
  goods_amt: number
  dlvr_amt: number
  coupon_dc_amt: number
  point_use_amt: number
  pay_amt: number
  earn_point: number
  pay_method: string
  pg_tid: string | null
  card_cd: string | null
  card_quota: string | null
  bank_cd: string | null
  vacct_no: string | null
  paid_dttm: string | null
  courier_nm: string | null
  invoice_no: string | null
  dispatch_dttm: string | null
  delivered_dttm: string | null
  cancel_dttm: string | null
  fail_msg: string | null
  reg_dttm: string
  upd_dttm: string
}
export interface OrderLineRow {
  ord_no: string
  line_no: number
  goods_no: string
  item_no: string
  goods_nm: string
  item_nm: string
  goods_type_cd: string
  img_src: string
  brand_nm: string
  sale_price: number
  buy_qtt: number
  coupon_dc_amt: number
  line_amt: number
  claim_qtt: number
  status: string
}

/** Statuses a shopper sees in the history (unpaid, void and failed attempts are not orders to them). */
export const VISIBLE_STATUS_SQL = `status NOT IN ('00','01','22')`

export const orderByNo = (db: D1Database, ordNo: string) => db.prepare('SELECT * FROM orders WHERE ord_no = ?1').bind(ordNo).first<OrderRow>()
/** A member's own order as the member sees it (owner and visibility in the query: others' orders do not exist). */
export const orderOfMember = (db: D1Database, ordNo: string, memberNo: number) =>
  db.prepare(`SELECT * FROM orders WHERE ord_no = ?1 AND member_no = ?2 AND ${VISIBLE_STATUS_SQL}`).bind(ordNo, memberNo).first<OrderRow>()
/** A guest's order by its two proofs, order number and the orderer's mobile (both in the query). */
export const guestOrder = (db: D1Database, ordNo: string, mobile: string) =>
  db.prepare(`SELECT * FROM orders WHERE ord_no = ?1 AND member_no IS NULL AND orderer_mobile = ?2 AND ${VISIBLE_STATUS_SQL}`).bind(ordNo, mobile).first<OrderRow>()
export const orderByIdem = (db: D1Database, key: string) => db.prepare('SELECT * FROM orders WHERE idem_key = ?1').bind(key).first<OrderRow>()

export async function orderLines(db: D1Database, ordNo: string) {
  const { results } = await db.prepare('SELECT * FROM order_lines WHERE ord_no = ?1 ORDER BY line_no').bind(ordNo).all<OrderLineRow>()
  return results
}

export async function orderHistory(db: D1Database, ordNo: string) {
  const { results } = await db
    .prepare('SELECT status, memo, reg_dttm FROM order_status_history WHERE ord_no = ?1 ORDER BY hist_no')
    .bind(ordNo)
    .all<{ status: string; memo: string; reg_dttm: string }>()
  return results
}

export function historyStmt(db: D1Database, ordNo: string, status: string, memo: string, now: string, lineNo: number | null = null) {
  return db.prepare('INSERT INTO order_status_history (ord_no, line_no, status, memo, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5)').bind(ordNo, lineNo, status, memo, now)
}

export interface GoodsForOrder {
  goods_no: string
  item_no: string
  goods_nm: string
  item_nm: string
  brand_nm: string
  goods_type_cd: string
  img_src: string
  sale_price: number
  add_price: number
  stock_qtt: number
  dlvr_yn: 'Y' | 'N'
  direct_yn: 'Y' | 'N'
  display_yn: string
  ctg_no: number
}

/** The goods and items of an order request, current prices (time deals applied). */
export async function goodsForOrder(db: D1Database, itemNos: string[], now: string) {
  const { results } = await db
    .prepare(
      `SELECT g.goods_no, i.item_no, g.goods_nm, i.item_nm, b.brand_nm, g.goods_type_cd, g.img_src,
              COALESCE((SELECT td.deal_price FROM time_deals td WHERE td.goods_no = g.goods_no AND td.start_dttm <= ?2 AND td.end_dttm > ?2
                         ORDER BY td.end_dttm LIMIT 1), g.sale_price) AS sale_price,
              i.add_price, i.stock_qtt, g.dlvr_yn, g.direct_yn, g.display_yn, g.ctg_no
         FROM goods_items i JOIN goods g ON g.goods_no = i.goods_no JOIN brands b ON b.brand_no = g.brand_no
        WHERE i.item_no IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(itemNos), now)
    .all<GoodsForOrder>()
  return new Map(results.map((r) => [r.item_no, r]))
}

/* Coupons: the storefront's coupons / member_coupons (migration 0010). */
interface MemberCouponRow {
  issue_no: number
  coupon_no: number
  coupon_kind_cd: string
  coupon_nm: string
  benefit_type_cd: string
  benefit_value: number
  benefit_max_amt: number | null
  min_order_amt: number
  target_scope_cd: string
  goods_type_cd: string | null
  valid_end_dttm: string
  targets: string | null
  target_ctgs: string | null
}

const ORDER_KINDS = new Set(['ORDER', 'SIGNUP', 'BIRTHDAY', 'PURCHASE'])
const GOODS_KINDS = new Set(['GOODS', 'GOODS_MOBILE', 'DIRECT', 'STORE_ONLINE'])

export interface UsableCoupon extends CouponOption {
  issueNo: number
  goodsTypeCd: string | null
  targetScope: string
  targetCtgs: number[]
}

/** The member's unused, valid, online coupons with a won/percent benefit. */
export async function usableCoupons(db: D1Database, memberNo: number, now: string): Promise<UsableCoupon[]> {
  const { results } = await db
    .prepare(
      `SELECT mc.issue_no, c.coupon_no, c.coupon_kind_cd, c.coupon_nm, c.benefit_type_cd, c.benefit_value, c.benefit_max_amt,
              c.min_order_amt, c.target_scope_cd, c.goods_type_cd, mc.valid_end_dttm,
              (SELECT json_group_array(goods_no) FROM coupon_target_goods t WHERE t.coupon_no = c.coupon_no) AS targets,
              (SELECT json_group_array(ctg_no) FROM coupon_target_categories t WHERE t.coupon_no = c.coupon_no) AS target_ctgs
         FROM member_coupons mc JOIN coupons c ON c.coupon_no = mc.coupon_no
        WHERE mc.member_no = ?1 AND mc.use_yn = 'N' AND mc.valid_start_dttm <= ?2 AND mc.valid_end_dttm > ?2
          AND c.use_yn = 'Y' AND c.channel_cd IN ('ONLINE','BOTH') AND c.benefit_type_cd IN ('RATE','AMOUNT')
          AND NOT EXISTS (SELECT 1 FROM order_coupon_uses u WHERE u.coupon_key = CAST(mc.issue_no AS TEXT))
        ORDER BY mc.valid_end_dttm`,
    )
    .bind(memberNo, now)
    .all<MemberCouponRow>()
  return results
    .filter((r) => ORDER_KINDS.has(r.coupon_kind_cd) || GOODS_KINDS.has(r.coupon_kind_cd))
    .map((r) => ({
      couponNo: String(r.issue_no),
      issueNo: r.issue_no,
      couponNm: r.coupon_nm,
      scope: ORDER_KINDS.has(r.coupon_kind_cd) ? 'ORDER' : 'GOODS',
      dcType: r.benefit_type_cd as 'RATE' | 'AMOUNT',
      dcValue: r.benefit_value,
      maxDcAmt: r.benefit_max_amt,
      minPayAmt: r.min_order_amt,
      goodsNos: r.target_scope_cd === 'ALL' ? null : (JSON.parse(r.targets ?? '[]') as string[]),
      endDttm: r.valid_end_dttm,
      goodsTypeCd: r.goods_type_cd,
      targetScope: r.target_scope_cd,
      targetCtgs: JSON.parse(r.target_ctgs ?? '[]') as number[],
    }))
}

/** Whether a coupon may apply to a goods (scope, goods type, listed goods or categories). */
export function couponFitsGoods(c: UsableCoupon, g: { goods_no: string; goods_type_cd: string; ctg_no: number }) {
  if (c.goodsTypeCd && c.goodsTypeCd !== g.goods_type_cd) return false
  const listed = (c.goodsNos ?? []).includes(g.goods_no) || c.targetCtgs.includes(g.ctg_no)
  if (c.targetScope === 'INCLUDE') return listed
  if (c.targetScope === 'EXCLUDE') return !listed
  return true
}

export async function savedAddresses(db: D1Database, memberNo: number) {
  const { results } = await db
    .prepare('SELECT * FROM member_addresses WHERE member_no = ?1 ORDER BY default_yn DESC, addr_no DESC LIMIT 10')
    .bind(memberNo)
    .all<{ addr_no: number; addr_nm: string; receiver_nm: string; mobile: string; zip_code: string; address1: string; address2: string; default_yn: 'Y' | 'N' }>()
  return results
}
