import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { salesTakeBackStmt, saleStmt } from './signals'
import type { CouponOption } from '../../shared/api/commerce-types'
import { DELIVERY_TRACKABLE_STATUSES, HIDDEN_ORDER_STATUSES } from '../../shared/order/status'
import { DELIVERY_METHOD, type OrderDeliveryMethod } from '../../shared/rules'
import { memberOwner, removeItemsStmt } from './cart'
import { pointEntryStmt } from './points'
import { giftCardRestoreStmts } from './giftcards'
import { changed, guardedBatch, GuardError, holds } from './guard'
import { RUNNING_DEAL } from './goods'

export interface OrderRow {
  ord_no: string
  idem_key: string
  member_no: number | null
  status: string
  order_classification: string
  dlvr_method: OrderDeliveryMethod
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
  /** The easy-pay app behind a card payment (migration 0171). */
  card_src_cd?: string | null
  bank_cd: string | null
  vacct_no: string | null
  paid_dttm: string | null
  courier_nm: string | null
  invoice_no: string | null
  dispatch_dttm: string | null
  delivered_dttm: string | null
  cancel_dttm: string | null
  fail_msg: string | null
  vacct_due_dttm: string | null
  vacct_holder_nm: string | null
  deposit_dttm: string | null
  cash_receipt_type: string | null
  cash_receipt_id_type: string | null
  cash_receipt_no: string | null
  escrow_yn: 'Y' | 'N'
  escrow_confirm_dttm: string | null
  reg_dttm: string
  upd_dttm: string
  /** Store pickup as the store handles it (migration 0100): READY 상품준비완료, PICKED_UP 수령완료, NOSHOW 미수령. */
  pickup_state?: string | null
  pickup_state_dttm?: string | null
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

/** A SQL list of status codes (two digits each, from src/shared/order/status.ts): ('00','01'). */
function statusList(codes: readonly string[]) {
  if (!codes.every((c) => /^\d{2}$/.test(c))) throw new Error('status codes are two digits')
  return `(${codes.map((c) => `'${c}'`).join(',')})`
}
/** Statuses a shopper sees (shared rule isVisibleOrder: unpaid, void and failed attempts are not orders to them). */
const VISIBLE_STATUS_SQL = `status NOT IN ${statusList(HIDDEN_ORDER_STATUSES)}`
/** Orders on the delivery-tracking list (shared rule isDeliveryTrackable; a 모바일 상품권 order ships nothing). */
const TRACKABLE_SQL = `status IN ${statusList(DELIVERY_TRACKABLE_STATUSES)} AND dlvr_method = '${DELIVERY_METHOD.DELIVERY}' AND order_classification <> 'voucher'`

export const orderByNo = (db: D1Database, ordNo: string) =>
  db.prepare('SELECT * FROM orders WHERE ord_no = ?1').bind(ordNo).first<OrderRow>()
/** A member's own order as the member sees it (owner and visibility in the query: others' orders do not exist). */
export const orderOfMember = (db: D1Database, ordNo: string, memberNo: number) =>
  db.prepare(`SELECT * FROM orders WHERE ord_no = ?1 AND member_no = ?2 AND ${VISIBLE_STATUS_SQL}`).bind(ordNo, memberNo).first<OrderRow>()
/** A guest's order by its two proofs, order number and the orderer's mobile (both in the query). */
export const guestOrder = (db: D1Database, ordNo: string, mobile: string) =>
  db
    .prepare(`SELECT * FROM orders WHERE ord_no = ?1 AND member_no IS NULL AND orderer_mobile = ?2 AND ${VISIBLE_STATUS_SQL}`)
    .bind(ordNo, mobile)
    .first<OrderRow>()
export const orderByIdem = (db: D1Database, key: string) =>
  db.prepare('SELECT * FROM orders WHERE idem_key = ?1').bind(key).first<OrderRow>()
/** The buyer's own order in any status (payment window, completion page): a member's, by owner in the query. */
export const memberOrderAnyStatus = (db: D1Database, ordNo: string, memberNo: number) =>
  db.prepare('SELECT * FROM orders WHERE ord_no = ?1 AND member_no = ?2').bind(ordNo, memberNo).first<OrderRow>()
/** A guest order by number, any status (the caller checks the guest's proof). */
export const guestOrderAnyStatus = (db: D1Database, ordNo: string) =>
  db.prepare('SELECT * FROM orders WHERE ord_no = ?1 AND member_no IS NULL').bind(ordNo).first<OrderRow>()

export type OrderListRow = OrderRow & { first_goods_nm: string; first_img_src: string; line_count: number }

/**
 * A page of the member's orders placed between two instants, newest first: every visible order
 * ('visible') or the ones on the delivery-tracking list ('trackable').
 */
export async function memberOrderPage(
  db: D1Database,
  memberNo: number,
  which: 'visible' | 'trackable',
  fromIso: string,
  toIso: string,
  rows: number,
  offset: number,
) {
  const where = `member_no = ?1 AND reg_dttm >= ?2 AND reg_dttm <= ?3 AND ${which === 'visible' ? VISIBLE_STATUS_SQL : TRACKABLE_SQL}`
  const total =
    (await db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${where}`).bind(memberNo, fromIso, toIso).first<{ n: number }>())?.n ?? 0
  const { results } = await db
    .prepare(
      `SELECT o.*, (SELECT goods_nm FROM order_lines l WHERE l.ord_no = o.ord_no ORDER BY line_no LIMIT 1) AS first_goods_nm,
              (SELECT img_src FROM order_lines l WHERE l.ord_no = o.ord_no ORDER BY line_no LIMIT 1) AS first_img_src,
              (SELECT COUNT(*) FROM order_lines l WHERE l.ord_no = o.ord_no) AS line_count
         FROM orders o WHERE ${where} ORDER BY reg_dttm DESC LIMIT ?4 OFFSET ?5`,
    )
    .bind(memberNo, fromIso, toIso, rows, offset)
    .all<OrderListRow>()
  return { total, rows: results }
}

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

/** One history row; `actor` is the store owner who made the change (migration 0100), null for the shopper or the system. */
export function historyStmt(
  db: D1Database,
  ordNo: string,
  status: string,
  memo: string,
  now: string,
  lineNo: number | null = null,
  actor: number | null = null,
) {
  return db
    .prepare('INSERT INTO order_status_history (ord_no, line_no, status, memo, reg_dttm, actor_member_no) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(ordNo, lineNo, status, memo, now, actor)
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
  /** The running time deal the price comes from, and the units left under its cap (null: no cap). */
  deal_no: number | null
  deal_left: number | null
}

/** The goods and items of an order request, current prices (time deals applied). */
export async function goodsForOrder(db: D1Database, itemNos: string[], now: string, freeing: string[] = []) {
  // Stock held by `freeing` (the member's abandoned checkouts, released in the new order's batch) counts as in stock.
  const { results } = await db
    .prepare(
      `SELECT g.goods_no, i.item_no, g.goods_nm, i.item_nm, b.brand_nm, g.goods_type_cd, g.img_src,
              COALESCE(d.deal_price, g.sale_price) AS sale_price, d.deal_no, d.stock_cap - d.sold_qtt AS deal_left,
              i.add_price,
              i.stock_qtt + COALESCE((SELECT SUM(l.buy_qtt - l.claim_qtt) FROM order_lines l
                                       WHERE l.item_no = i.item_no AND l.ord_no IN (SELECT value FROM json_each(?3))), 0) AS stock_qtt,
              g.dlvr_yn, g.direct_yn, g.display_yn, g.ctg_no
         FROM goods_items i JOIN goods g ON g.goods_no = i.goods_no JOIN brands b ON b.brand_no = g.brand_no
         LEFT JOIN time_deals d ON d.deal_no = (SELECT td.deal_no FROM time_deals td WHERE td.goods_no = g.goods_no AND ${RUNNING_DEAL}
                                                 ORDER BY td.end_dttm, td.deal_no LIMIT 1)
        WHERE i.item_no IN (SELECT value FROM json_each(?2))`,
    )
    .bind(now, JSON.stringify(itemNos), JSON.stringify(freeing))
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
  solo_use_yn: string
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
export async function usableCoupons(db: D1Database, memberNo: number, now: string, freeing: string[] = []): Promise<UsableCoupon[]> {
  const { results } = await db
    .prepare(
      `SELECT mc.issue_no, c.coupon_no, c.coupon_kind_cd, c.coupon_nm, c.benefit_type_cd, c.benefit_value, c.benefit_max_amt,
              c.min_order_amt, c.target_scope_cd, c.goods_type_cd, c.solo_use_yn, mc.valid_end_dttm,
              (SELECT json_group_array(goods_no) FROM coupon_target_goods t WHERE t.coupon_no = c.coupon_no) AS targets,
              (SELECT json_group_array(ctg_no) FROM coupon_target_categories t WHERE t.coupon_no = c.coupon_no) AS target_ctgs
         FROM member_coupons mc JOIN coupons c ON c.coupon_no = mc.coupon_no
        WHERE mc.member_no = ?1 AND (mc.use_yn = 'N' OR mc.ord_no IN (SELECT value FROM json_each(?3)))
          AND mc.valid_start_dttm <= ?2 AND mc.valid_end_dttm > ?2
          AND c.use_yn = 'Y' AND c.channel_cd IN ('ONLINE','BOTH') AND c.benefit_type_cd IN ('RATE','AMOUNT')
          AND NOT EXISTS (SELECT 1 FROM order_coupon_uses u WHERE u.coupon_key = CAST(mc.issue_no AS TEXT)
                            AND u.ord_no NOT IN (SELECT value FROM json_each(?3)))
        ORDER BY mc.valid_end_dttm`,
    )
    .bind(memberNo, now, JSON.stringify(freeing))
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
      soloUseYn: r.solo_use_yn === 'Y' ? 'Y' : 'N',
    }))
}

/** Whether a coupon may apply to a goods: the one rule of checkout and the coupon lists (src/shared/benefits/coupons.ts). */
export { couponFitsGoods } from '../../shared/benefits/coupons'

export async function savedAddresses(db: D1Database, memberNo: number) {
  const { results } = await db
    .prepare('SELECT * FROM member_addresses WHERE member_no = ?1 ORDER BY default_yn DESC, addr_no DESC LIMIT 10')
    .bind(memberNo)
    .all<{
      addr_no: number
      addr_nm: string
      receiver_nm: string
      mobile: string
      zip_code: string
      address1: string
      address2: string
      default_yn: 'Y' | 'N'
    }>()
  return results
}

/* ---- writing an order: statements assembled by services/order.ts, run in one batch ---- */

export interface NewOrder {
  ordNo: string
  idemKey: string
  memberNo: number | null
  orderClassification: string
  dlvrMethod: string
  orderer: { name: string; mobile: string; email: string }
  delivery: { receiverName: string; mobile: string; zipCode: string; address1: string; address2: string; memo: string }
  store: { code: string; name: string; address: string; tel: string } | null
  reservationYmd: string | null
  reservationHhmm: string | null
  amounts: { goodsAmt: number; dlvrAmt: number; couponDcAmt: number; pointUseAmt: number; payAmt: number; earnPoint: number }
  payMethod: string
  nowIso: string
  card?: { cardCd: string | null; cardQuota: string | null } | null
}

/** Statement: the order row, status 01 (awaiting payment). */
export function insertOrderStmt(db: D1Database, o: NewOrder) {
  const d = o.delivery
  const a = o.amounts
  return db
    .prepare(
      `INSERT INTO orders (ord_no, idem_key, member_no, status, order_classification, dlvr_method, orderer_nm, orderer_mobile, orderer_email,
         receiver_nm, receiver_mobile, zip_code, address1, address2, dlvr_memo, store_code, store_nm, store_addr, store_tel,
         reservation_ymd, reservation_hhmm, goods_amt, dlvr_amt, coupon_dc_amt, point_use_amt, pay_amt, earn_point, pay_method, reg_dttm, upd_dttm,
         card_cd, card_quota)
       VALUES (?1, ?2, ?3, '01', ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?28,
         ?29, ?30)`,
    )
    .bind(
      o.ordNo,
      o.idemKey,
      o.memberNo,
      o.orderClassification,
      o.dlvrMethod,
      o.orderer.name,
      o.orderer.mobile,
      o.orderer.email,
      d.receiverName,
      d.mobile,
      d.zipCode,
      d.address1,
      d.address2,
      d.memo,
      o.store?.code ?? null,
      o.store?.name ?? null,
      o.store?.address ?? null,
      o.store?.tel ?? null,
      o.reservationYmd,
      o.reservationHhmm,
      a.goodsAmt,
      a.dlvrAmt,
      a.couponDcAmt,
      a.pointUseAmt,
      a.payAmt,
      a.earnPoint,
      o.payMethod,
      o.nowIso,
      // 신용카드: the card and 할부 chosen on the sheet (the window opens on them; the approval writes what was paid).
      o.card?.cardCd ?? null,
      o.card?.cardQuota ?? null,
    )
}

/**
 * Statements: one order line and its stock (the stock trigger aborts the batch if this would go below
 * zero: never oversell).
 */
export function orderLineStmts(
  db: D1Database,
  ordNo: string,
  lineNo: number,
  l: {
    goodsNo: string
    itemNo: string
    goodsNm: string
    itemNm: string
    goodsTypeCd: string
    imgSrc: string
    brandNm: string
    salePrice: number
    buyQtt: number
    couponDcAmt: number
    lineAmt: number
    /** The time deal the price came from (its units are counted by dealSoldStmts in the same batch). */
    dealNo?: number | null
  },
) {
  return [
    db
      .prepare(
        `INSERT INTO order_lines (ord_no, line_no, goods_no, item_no, goods_nm, item_nm, goods_type_cd, img_src, brand_nm, sale_price, buy_qtt, coupon_dc_amt, line_amt, status, deal_no)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, '01', ?14)`,
      )
      .bind(
        ordNo,
        lineNo,
        l.goodsNo,
        l.itemNo,
        l.goodsNm,
        l.itemNm,
        l.goodsTypeCd,
        l.imgSrc,
        l.brandNm,
        l.salePrice,
        l.buyQtt,
        l.couponDcAmt,
        l.lineAmt,
        l.dealNo ?? null,
      ),
    db.prepare('UPDATE goods_items SET stock_qtt = stock_qtt - ?2 WHERE item_no = ?1').bind(l.itemNo, l.buyQtt),
  ]
}

/**
 * Statements: the units an order takes under each time deal, counted by one UPDATE per deal; the cap trigger of
 * migration 0221 aborts the whole order batch ('GUARD:deal.cap') when the deal would sell more than its cap, and
 * the guard after it when the deal stopped running (window closed) since the price was read.
 */
export function dealSoldStmts(db: D1Database, lines: { dealNo?: number | null; buyQtt: number }[], nowIso: string) {
  const units = new Map<number, number>()
  for (const l of lines) if (l.dealNo != null) units.set(l.dealNo, (units.get(l.dealNo) ?? 0) + l.buyQtt)
  return [...units].flatMap(([dealNo, qtt]) => [
    db
      .prepare(`UPDATE time_deals SET sold_qtt = sold_qtt + ?2 WHERE deal_no = ?1 AND start_dttm <= ?3 AND end_dttm > ?3`)
      .bind(dealNo, qtt, nowIso),
    changed(db, 'deal.closed'),
  ])
}

/** Statements: an issued coupon used by an order (our PK makes a second use abort the batch; the storefront's row is marked used). */
export function couponUseStmts(
  db: D1Database,
  couponKey: string,
  ordNo: string,
  memberNo: number,
  lineNo: number | null,
  dc: number,
  now: string,
) {
  return [
    db
      .prepare('INSERT INTO order_coupon_uses (coupon_key, ord_no, member_no, line_no, dc_amt, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
      .bind(couponKey, ordNo, memberNo, lineNo, dc, now),
    db
      .prepare(`UPDATE member_coupons SET use_yn = 'Y', use_dttm = ?3, ord_no = ?2 WHERE issue_no = ?1 AND member_no = ?4`)
      .bind(Number(couponKey), ordNo, now, memberNo),
  ]
}

/** Statement: the points an order uses (the balance trigger aborts the batch below zero). */
export const pointUseStmt = (db: D1Database, memberNo: number, amount: number, ordNo: string, nowIso: string) =>
  pointEntryStmt(db, memberNo, -amount, '구매사용', ordNo, nowIso)

/** How writing an order ended: written, or which conflict aborted the whole batch. */
export type OrderWrite =
  'written' | 'repeated' | 'out_of_stock' | 'deal_sold_out' | 'coupon_used' | 'points_short' | 'giftcard_short' | 'paying'

/** Runs the statements of one order in one batch; a conflict rolls everything back and is named. */
export async function writeOrder(db: D1Database, stmts: D1PreparedStatement[]): Promise<OrderWrite> {
  try {
    await guardedBatch(db, stmts)
    return 'written'
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    if (e.guard === 'unique:orders.idem_key') return 'repeated'
    if (e.guard === 'stock') return 'out_of_stock'
    if (e.guard === 'deal.cap' || e.guard === 'deal.closed') return 'deal_sold_out'
    if (e.guard.startsWith('unique:order_coupon_uses.')) return 'coupon_used'
    if (e.guard === 'points' || e.guard.startsWith('unique:point_ledger.')) return 'points_short'
    if (e.guard === 'giftcard.use') return 'giftcard_short'
    if (e.guard === 'checkout.paying') return 'paying'
    throw e
  }
}

/** Keeps a member's delivery address for next time, unless the same address is saved already. */
export async function saveAddressIfNew(
  db: D1Database,
  memberNo: number,
  a: { receiverName: string; mobile: string; zipCode: string; address1: string; address2?: string },
  nowIso: string,
) {
  await db
    .prepare(
      `INSERT INTO member_addresses (member_no, addr_nm, receiver_nm, mobile, zip_code, address1, address2, default_yn, reg_dttm)
       SELECT ?1, ?2, ?2, ?3, ?4, ?5, ?6, CASE WHEN EXISTS (SELECT 1 FROM member_addresses WHERE member_no = ?1) THEN 'N' ELSE 'Y' END, ?7
        WHERE NOT EXISTS (SELECT 1 FROM member_addresses WHERE member_no = ?1 AND zip_code = ?4 AND address1 = ?5 AND address2 = ?6)`,
    )
    .bind(memberNo, a.receiverName, a.mobile, a.zipCode, a.address1, a.address2 ?? '', nowIso)
    .run()
}

/**
 * The statements that give back what an order took (stock, coupons, points, gift card) and move it to `to`, only
 * if it is still in one of `from`: every give-back is conditioned on the status read before the final
 * update, so running them twice changes nothing. The last statement is the order's own UPDATE.
 */
export function releaseStmts(
  db: D1Database,
  ordNo: string,
  from: string[],
  to: string,
  memo: string,
  now = new Date(),
  extra: { failMsg?: string; tenders?: boolean; abandonedOnly?: boolean } = {},
) {
  const nowIso = now.toISOString()
  // abandonedOnly: not while a gateway return holds the order (pg_tid is its lock, then the transaction id).
  const unheld = extra.abandonedOnly ? ' AND pg_tid IS NULL' : ''
  const inFrom = `(SELECT status FROM orders WHERE ord_no = ?1${unheld}) IN (SELECT value FROM json_each(?2))`
  const f = JSON.stringify(from)
  return [
    // What the order sold goes back (once: the key carries 'CANCEL'; an unpaid order sold nothing).
    salesTakeBackStmt(db, ordNo, 'CANCEL', 'remaining', nowIso, from),
    db
      .prepare(
        `UPDATE goods_items SET stock_qtt = stock_qtt + (SELECT SUM(l.buy_qtt - l.claim_qtt) FROM order_lines l WHERE l.ord_no = ?1 AND l.item_no = goods_items.item_no)
                 WHERE item_no IN (SELECT item_no FROM order_lines WHERE ord_no = ?1) AND ${inFrom}`,
      )
      .bind(ordNo, f),
    // The units it took under a time deal go back to the deal (its cap counts what is sold and kept).
    db
      .prepare(
        `UPDATE time_deals SET sold_qtt = sold_qtt - (SELECT SUM(l.buy_qtt - l.claim_qtt) FROM order_lines l WHERE l.ord_no = ?1 AND l.deal_no = time_deals.deal_no)
                 WHERE deal_no IN (SELECT deal_no FROM order_lines WHERE ord_no = ?1 AND deal_no IS NOT NULL) AND ${inFrom}`,
      )
      .bind(ordNo, f),
    db
      .prepare(
        `UPDATE member_coupons SET use_yn = 'N', use_dttm = NULL, ord_no = NULL
                 WHERE CAST(issue_no AS TEXT) IN (SELECT coupon_key FROM order_coupon_uses WHERE ord_no = ?1) AND ${inFrom}`,
      )
      .bind(ordNo, f),
    db.prepare(`DELETE FROM order_coupon_uses WHERE ord_no = ?1 AND ${inFrom}`).bind(ordNo, f),
    // Points and gift card: here only for an order that was never paid (a paid one refunds them by its allocation).
    ...(extra.tenders === false
      ? []
      : [
          db
            .prepare(
              `INSERT OR IGNORE INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm)
                SELECT member_no, point_use_amt, '주문취소 반환', ord_no, ?3 FROM orders WHERE ord_no = ?1 AND point_use_amt > 0 AND member_no IS NOT NULL AND ${inFrom}`,
            )
            .bind(ordNo, f, nowIso),
          ...giftCardRestoreStmts(db, ordNo, inFrom, f, nowIso),
        ]),
    db
      .prepare(`INSERT INTO order_status_history (ord_no, line_no, status, memo, reg_dttm) SELECT ?1, NULL, ?3, ?4, ?5 WHERE ${inFrom}`)
      .bind(ordNo, f, to, memo, nowIso),
    db.prepare(`UPDATE order_lines SET status = ?3 WHERE ord_no = ?1 AND ${inFrom}`).bind(ordNo, f, to),
    db
      .prepare(
        `UPDATE orders SET status = ?3, upd_dttm = ?4, fail_msg = COALESCE(?5, fail_msg), cancel_dttm = CASE WHEN ?3 IN ('11','21') THEN ?4 ELSE cancel_dttm END
                 WHERE ord_no = ?1 AND status IN (SELECT value FROM json_each(?2))${unheld}`,
      )
      .bind(ordNo, f, to, nowIso, extra.failMsg ?? null),
  ]
}

/**
 * A member's checkouts left in the payment window: awaiting payment (01) with no gateway return holding them.
 * A new attempt of the same member releases them in its own batch (see abandonedReleaseStmts).
 */
export async function abandonedCheckoutsOf(db: D1Database, memberNo: number, exceptIdemKey: string | null) {
  const { results } = await db
    .prepare(
      `SELECT ord_no, point_use_amt FROM orders
        WHERE member_no = ?1 AND status = '01' AND pg_tid IS NULL AND idem_key <> COALESCE(?2, '') ORDER BY reg_dttm`,
    )
    .bind(memberNo, exceptIdemKey)
    .all<{ ord_no: string; point_use_amt: number }>()
  return results
}

/**
 * Statements that give back what an abandoned checkout held (stock, coupons, points, gift card) and cancel it
 * (00), for a new order's batch: the guard 'checkout.paying' aborts the whole batch when the checkout is still
 * awaiting payment after them — a gateway return took it in the meantime, so it may be paid.
 */
export function abandonedReleaseStmts(db: D1Database, ordNo: string, now: Date) {
  return [
    ...releaseStmts(db, ordNo, ['01'], '00', '새 결제 시도로 이전 결제창의 주문이 취소됨', now, {
      failMsg: '새로 결제를 시작하셔서 이전 결제창의 주문은 취소되었어요.',
      abandonedOnly: true,
    }),
    holds(db, 'checkout.paying', `NOT EXISTS (SELECT 1 FROM orders WHERE ord_no = ?1 AND status = '01')`, ordNo),
  ]
}

/** Releases an order (see releaseStmts) in one batch; true when this call moved it. */
export async function releaseOrder(
  db: D1Database,
  ordNo: string,
  from: string[],
  to: string,
  memo: string,
  now = new Date(),
  extra: { failMsg?: string } = {},
) {
  const rs = await db.batch(releaseStmts(db, ordNo, from, to, memo, now, extra))
  return rs[rs.length - 1].meta.changes > 0
}

/** Checkouts still awaiting payment, with no approval in progress, placed before `cutoffIso` (oldest first). */
export async function abandonedOrderNos(db: D1Database, cutoffIso: string, limit: number) {
  const { results } = await db
    .prepare(`SELECT ord_no FROM orders WHERE status = '01' AND pg_tid IS NULL AND reg_dttm < ?1 ORDER BY reg_dttm LIMIT ?2`)
    .bind(cutoffIso, limit)
    .all<{ ord_no: string }>()
  return results.map((r) => r.ord_no)
}

/** After approval: the order is paid (or awaits the deposit), the payment kept, ordered items leave the cart. */
export function paidStmts(
  db: D1Database,
  order: OrderRow,
  p: {
    status: '10' | '20'
    tid: string
    payMethod: string
    cardCd: string | null
    cardQuota: string | null
    cardSrcCd?: string | null
    bankCd: string | null
    vacctNo: string | null
    resultMsg: string
  },
  lines: { item_no: string }[],
  now: string,
) {
  const stmts = [
    db
      .prepare(
        `UPDATE orders SET status = ?2, pg_tid = ?3, pay_method = ?4, card_cd = ?5, card_quota = ?6, bank_cd = ?7, vacct_no = ?8, paid_dttm = ?9, upd_dttm = ?9,
                card_src_cd = ?10
          WHERE ord_no = ?1 AND status = '01'`,
      )
      .bind(order.ord_no, p.status, p.tid, p.payMethod, p.cardCd, p.cardQuota, p.bankCd, p.vacctNo, now, p.cardSrcCd ?? null),
    db.prepare(`UPDATE order_lines SET status = ?2 WHERE ord_no = ?1 AND status = '01'`).bind(order.ord_no, p.status),
    db
      .prepare(
        `INSERT INTO payments (ord_no, kind, pay_method, amount, tid, result_code, result_msg, card_cd, card_quota, bank_cd, reg_dttm) VALUES (?1, 'APPROVE', ?2, ?3, ?4, '0000', ?5, ?6, ?7, ?8, ?9)`,
      )
      .bind(order.ord_no, p.payMethod, order.pay_amt, p.tid, p.resultMsg, p.cardCd, p.cardQuota, p.bankCd, now),
    historyStmt(db, order.ord_no, p.status, p.status === '20' ? '결제 완료' : '가상계좌 발급, 입금 대기', now),
    // Paid (20): its quantities are sold in this batch (a virtual account's when the deposit arrives).
    saleStmt(db, order.ord_no, now),
  ]
  if (order.member_no && order.order_classification === 'cart') {
    for (const l of lines) stmts.push(removeItemsStmt(db, memberOwner(order.member_no), l.item_no))
  }
  return stmts
}

/** One payment return handles an order: takes the order for this return (false when another holds it). */
export async function lockOrderForReturn(db: D1Database, ordNo: string, lock: string) {
  const r = await db.prepare(`UPDATE orders SET pg_tid = ?2 WHERE ord_no = ?1 AND status = '01' AND pg_tid IS NULL`).bind(ordNo, lock).run()
  return r.meta.changes > 0
}

/** Lets go of the return's lock before the paid batch writes the real transaction id. */
export const unlockOrderForReturn = (db: D1Database, ordNo: string) =>
  db.prepare(`UPDATE orders SET pg_tid = NULL WHERE ord_no = ?1 AND status = '01'`).bind(ordNo).run()
