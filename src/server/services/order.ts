/**
 * Order pricing and creation. Every amount is recomputed here from D1 (prices, time deals, coupons,
 * points, delivery fee); what the browser sends is only a choice. The order, its lines, the stock,
 * the coupon use and the point use are written in ONE batch whose statements abort on any conflict
 * (idempotency key UNIQUE, stock trigger, coupon-use PK, point-balance trigger).
 */
import type { D1Database } from '@cloudflare/workers-types'
import type { CouponOption, OrderGoodsItem, PaymentAmt, ReservationGoods } from '../../shared/api/commerce-types'
import { todayYmd } from '../../shared/dates'
import { couponDiscount, maxPointUse, MIN_PG_AMOUNT, orderAmounts, pointUseError, type PointPolicy } from '../../shared/order/rules'
import { deliveryMethodOfCart, isReservationOnly } from '../../shared/rules'
import type { OrderPaymentBody } from '../../shared/schemas/order'
import { ApiError } from '../api/errors'
import type { SessionMember } from '../auth/session'
import { removeItemsStmt, memberOwner } from '../db/cart'
import { couponFitsGoods, goodsForOrder, historyStmt, orderByIdem, usableCoupons, type GoodsForOrder, type OrderRow, type UsableCoupon } from '../db/orders'
import { pointBalance, pointEntryStmt, pointPolicy } from '../db/points'
import { particle } from '../../shared/korean'

export interface GoodsRequest {
  goodsNo: string
  itemNo: string
  buyQtt: number
  couponNo?: string | null
}

export const RESERVATION_NOTICE =
  '안경렌즈·콘택트렌즈는 관련 법에 따라 온라인으로 배송·판매할 수 없어, 매장 방문 예약으로만 구매하실 수 있어요. 해당 상품은 주문에서 분리되어 매장 예약으로 안내됩니다.'

export function reservationUrl(goodsNo: string, itemNo: string) {
  return `/davichstore/reservation?goodsNo=${encodeURIComponent(goodsNo)}&itemNo=${encodeURIComponent(itemNo)}`
}

export interface Priced {
  lines: OrderGoodsItem[]
  reservationGoods: ReservationGoods[]
  rows: GoodsForOrder[]
  amounts: PaymentAmt
  coupons: CouponOption[]
  usable: UsableCoupon[]
  policy: PointPolicy
  balance: number
  maxPointUse: number
  deliveryMethod: '01' | '02' | '03'
}

/**
 * Prices a request. `strict` (payment) refuses what the page would only drop or flag: unknown or hidden
 * goods, reservation-only goods, short stock, coupons that do not apply, bad point use.
 */
export async function priceOrder(
  db: D1Database,
  member: SessionMember | null,
  goods: GoodsRequest[],
  opts: { dlvrMethod?: '01' | '02'; zipCode?: string | null; orderCouponNo?: string | null; pointUseAmt?: number; strict: boolean; now: Date },
): Promise<Priced> {
  const nowIso = opts.now.toISOString()
  const seen = new Set<string>()
  for (const g of goods) {
    if (seen.has(g.itemNo)) throw ApiError.badRequest('같은 옵션이 두 번 담겼습니다. 수량을 조정해 주세요.', 'goods')
    seen.add(g.itemNo)
  }
  const found = await goodsForOrder(db, goods.map((g) => g.itemNo), nowIso)
  const lines: OrderGoodsItem[] = []
  const rows: GoodsForOrder[] = []
  const reservationGoods: ReservationGoods[] = []
  goods.forEach((g, i) => {
    const row = found.get(g.itemNo)
    if (!row || row.goods_no !== g.goodsNo || row.display_yn !== 'Y') {
      throw new ApiError(400, [{ field: `goods.${i}.itemNo`, reason: '판매하지 않는 상품이 포함되어 있어요. 장바구니를 확인해 주세요.' }])
    }
    if (isReservationOnly(row.goods_type_cd)) {
      if (opts.strict) throw new ApiError(400, [{ field: `goods.${i}.goodsNo`, reason: '안경렌즈·콘택트렌즈는 매장 예약으로만 구매할 수 있어요.' }])
      reservationGoods.push({ goodsNo: row.goods_no, itemNo: row.item_no, goodsNm: row.goods_nm, itemNm: row.item_nm, goodsTypeCd: row.goods_type_cd, imgSrc: row.img_src, buyQtt: g.buyQtt, reservationUrl: reservationUrl(row.goods_no, row.item_no) })
      return
    }
    if (opts.strict && row.stock_qtt < g.buyQtt) {
      throw new ApiError(409, [{ field: `goods.${i}.buyQtt`, reason: row.stock_qtt > 0 ? `'${row.goods_nm}'의 재고가 ${row.stock_qtt}개 남았어요. 수량을 줄여 주세요.` : `'${row.goods_nm}'${particle(row.goods_nm, '이/가')} 품절되었어요.` }])
    }
    const salePrice = row.sale_price + row.add_price
    rows.push(row)
    lines.push({
      goodsNo: row.goods_no,
      itemNo: row.item_no,
      goodsNm: row.goods_nm,
      itemNm: row.item_nm,
      brandNm: row.brand_nm,
      goodsTypeCd: row.goods_type_cd,
      imgSrc: row.img_src,
      salePrice,
      buyQtt: g.buyQtt,
      lineAmt: salePrice * g.buyQtt,
      couponNo: null,
      couponDcAmt: 0,
      dlvrYn: row.dlvr_yn,
      directYn: row.direct_yn,
    })
  })

  const method = deliveryMethodOfCart(lines)
  const dlvrMethod = opts.dlvrMethod ?? (method === '02' ? '02' : '01')
  if (opts.strict && lines.length) {
    if (dlvrMethod === '02' && method === '01') throw ApiError.badRequest('이 상품은 택배 배송만 가능해요.', 'dlvrMethod')
    if (dlvrMethod === '01' && method === '02') throw ApiError.badRequest('이 상품은 매장 픽업만 가능해요.', 'dlvrMethod')
  }

  // Coupons (members only).
  const usable = member ? await usableCoupons(db, member.memberNo, nowIso) : []
  const used = new Set<string>()
  goods.forEach((g, i) => {
    if (!g.couponNo) return
    const line = lines.find((l) => l.itemNo === g.itemNo)
    const c = usable.find((u) => u.couponNo === g.couponNo && u.scope === 'GOODS')
    const row = rows.find((r) => r.item_no === g.itemNo)
    if (!line || !row || !c || used.has(c.couponNo) || !couponFitsGoods(c, row)) {
      if (opts.strict) throw new ApiError(409, [{ field: `goods.${i}.couponNo`, reason: '사용할 수 없는 쿠폰이에요. 이미 사용했거나 기간이 지났을 수 있어요.' }])
      return
    }
    const dc = couponDiscount(c, line.lineAmt)
    if (dc <= 0) {
      if (opts.strict) throw new ApiError(400, [{ field: `goods.${i}.couponNo`, reason: `'${c.couponNm}'${particle(c.couponNm, '은/는')} ${(c.minPayAmt ?? 0).toLocaleString('ko-KR')}원 이상 구매 시 사용할 수 있어요.` }])
      return
    }
    used.add(c.couponNo)
    line.couponNo = c.couponNo
    line.couponDcAmt = dc
  })
  let orderCouponDcAmt = 0
  if (opts.orderCouponNo) {
    const c = usable.find((u) => u.couponNo === opts.orderCouponNo && u.scope === 'ORDER')
    const base = lines.reduce((s, l) => s + l.lineAmt - l.couponDcAmt, 0)
    orderCouponDcAmt = c && !used.has(c.couponNo) ? couponDiscount(c, base) : 0
    if (opts.strict && orderCouponDcAmt <= 0) throw new ApiError(409, [{ field: 'orderCouponNo', reason: '사용할 수 없는 주문 쿠폰이에요. 이미 사용했거나 최소 주문 금액에 미달해요.' }])
    if (c && orderCouponDcAmt > 0) used.add(c.couponNo)
  }

  const policy = await pointPolicy(db)
  const balance = member ? await pointBalance(db, member.memberNo) : 0
  const afterCoupon = lines.reduce((s, l) => s + l.lineAmt - l.couponDcAmt, 0) - orderCouponDcAmt
  const pointUse = opts.pointUseAmt ?? 0
  if (pointUse > 0) {
    const err = member ? pointUseError(policy, balance, afterCoupon, pointUse) : '포인트는 회원만 사용할 수 있어요.'
    if (err) throw ApiError.badRequest(err, 'pointUseAmt')
  }
  const amounts = orderAmounts(lines, { dlvrMethod, zipCode: opts.zipCode, orderCouponDcAmt, pointUseAmt: pointUse, earnRate: member ? policy.earnRate : 0 })
  const coupons: CouponOption[] = usable.map(({ issueNo: _i, goodsTypeCd: _g, targetScope: _s, targetCtgs: _c, ...c }) => c)
  return { lines, reservationGoods, rows, amounts, coupons, usable, policy, balance, maxPointUse: member ? maxPointUse(policy, balance, afterCoupon) : 0, deliveryMethod: method }
}

function newOrdNo(now: Date) {
  const rnd = crypto.getRandomValues(new Uint32Array(2))
  return todayYmd(now) + String(rnd[0] % 100_000_000).padStart(8, '0')
}

export interface PickupStore {
  store_no: number
  store_code: string
  store_nm: string
  road_addr: string
  tel_no: string
}

export type CreateResult = { order: OrderRow; repeated: boolean; store: PickupStore | null }

/**
 * Creates the order of one checkout exactly once. A repeated submit (same orderToken) returns the
 * existing order; a race between submits is decided by the UNIQUE idem_key inside the batch.
 */
export async function createOrder(db: D1Database, member: SessionMember | null, body: OrderPaymentBody, now = new Date()): Promise<CreateResult> {
  const existing = await orderByIdem(db, body.orderToken)
  if (existing) return sameCheckout(existing, member)

  const priced = await priceOrder(db, member, body.goods, {
    dlvrMethod: body.dlvrMethod,
    zipCode: body.delivery?.zipCode,
    orderCouponNo: body.orderCouponNo,
    pointUseAmt: body.pointUseAmt,
    strict: true,
    now,
  })
  const a = priced.amounts
  if (a.payAmt !== body.paymentAmt) {
    throw new ApiError(400, [{ field: 'paymentAmt', reason: `결제 금액이 달라졌어요. 주문서를 다시 확인해 주세요. (확인된 결제 금액 ${a.payAmt.toLocaleString('ko-KR')}원)` }])
  }
  if (a.payAmt < MIN_PG_AMOUNT) throw ApiError.badRequest(`결제 금액은 ${MIN_PG_AMOUNT}원 이상이어야 해요. 사용 포인트를 줄여 주세요.`, 'pointUseAmt')

  let store: PickupStore | null = null
  if (body.dlvrMethod === '02') {
    store = await db
      .prepare(`SELECT store_no, store_code, store_nm, road_addr, tel_no FROM stores WHERE store_code = ?1 AND pickup_yn = 'Y' AND open_yn = 'Y'`)
      .bind(body.reserveStoreInfo!.storeCode)
      .first<PickupStore>()
    if (!store) throw ApiError.badRequest('픽업할 수 없는 매장이에요. 다른 매장을 선택해 주세요.', 'reserveStoreInfo.storeCode')
    const today = todayYmd(now)
    const d = body.reservationDate!
    const limit = todayYmd(new Date(now.getTime() + 30 * 86_400_000))
    if (d < today || d > limit) throw ApiError.badRequest('픽업 날짜는 오늘부터 30일 이내로 선택해 주세요.', 'reservationDate')
    const hhmm = body.reservationTime!
    if (hhmm < '1000' || hhmm > '2000') throw ApiError.badRequest('픽업 시간은 10:00~20:00 사이로 선택해 주세요.', 'reservationTime')
  }

  const ordNo = newOrdNo(now)
  const nowIso = now.toISOString()
  const d = body.delivery
  const stmts = [
    db
      .prepare(
        `INSERT INTO orders (ord_no, idem_key, member_no, status, order_classification, dlvr_method, orderer_nm, orderer_mobile, orderer_email,
           receiver_nm, receiver_mobile, zip_code, address1, address2, dlvr_memo, store_code, store_nm, store_addr, store_tel,
           reservation_ymd, reservation_hhmm, goods_amt, dlvr_amt, coupon_dc_amt, point_use_amt, pay_amt, earn_point, pay_method, reg_dttm, upd_dttm)
         VALUES (?1, ?2, ?3, '01', ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?28)`,
      )
      .bind(
        ordNo,
        body.orderToken,
        member?.memberNo ?? null,
        body.orderClassification,
        body.dlvrMethod,
        body.orderer.name,
        body.orderer.mobile,
        body.orderer.email ?? '',
        d?.receiverName ?? '',
        d?.mobile ?? '',
        d?.zipCode ?? '',
        d?.address1 ?? '',
        d?.address2 ?? '',
        d?.memo ?? '',
        store?.store_code ?? null,
        store?.store_nm ?? null,
        store?.road_addr ?? null,
        store?.tel_no ?? null,
        body.dlvrMethod === '02' ? body.reservationDate! : null,
        body.dlvrMethod === '02' ? body.reservationTime! : null,
        a.goodsAmt,
        a.dlvrAmt,
        a.couponDcAmt,
        a.pointUseAmt,
        a.payAmt,
        a.earnPoint,
        body.payMethod,
        nowIso,
      ),
    historyStmt(db, ordNo, '01', '주문서 작성, 결제 대기', nowIso),
  ]
  priced.lines.forEach((l, i) => {
    stmts.push(
      db
        .prepare(
          `INSERT INTO order_lines (ord_no, line_no, goods_no, item_no, goods_nm, item_nm, goods_type_cd, img_src, brand_nm, sale_price, buy_qtt, coupon_dc_amt, line_amt, status)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, '01')`,
        )
        .bind(ordNo, i + 1, l.goodsNo, l.itemNo, l.goodsNm, l.itemNm, l.goodsTypeCd, l.imgSrc, l.brandNm, l.salePrice, l.buyQtt, l.couponDcAmt, l.lineAmt - l.couponDcAmt),
      // The stock trigger aborts the batch if this would go below zero: never oversell.
      db.prepare('UPDATE goods_items SET stock_qtt = stock_qtt - ?2 WHERE item_no = ?1').bind(l.itemNo, l.buyQtt),
    )
    if (l.couponNo) stmts.push(...couponUseStmts(db, l.couponNo, ordNo, member!.memberNo, i + 1, l.couponDcAmt, nowIso))
  })
  if (body.orderCouponNo && a.orderCouponDcAmt > 0) stmts.push(...couponUseStmts(db, body.orderCouponNo, ordNo, member!.memberNo, null, a.orderCouponDcAmt, nowIso))
  if (a.pointUseAmt > 0) stmts.push(pointEntryStmt(db, member!.memberNo, -a.pointUseAmt, '구매사용', ordNo, nowIso))

  try {
    await db.batch(stmts)
  } catch (e) {
    const msg = String((e as Error).message ?? e)
    if (msg.includes('orders.idem_key')) {
      const again = await orderByIdem(db, body.orderToken)
      if (again) return sameCheckout(again, member)
    }
    if (msg.includes('OUT_OF_STOCK')) throw new ApiError(409, [{ field: 'goods', reason: '주문하시는 동안 재고가 모두 팔렸어요. 수량을 줄이거나 다른 상품을 선택해 주세요.' }])
    if (msg.includes('order_coupon_uses')) throw new ApiError(409, [{ field: 'couponNo', reason: '이미 사용한 쿠폰이에요. 쿠폰을 다시 선택해 주세요.' }])
    if (msg.includes('POINT_SHORT') || msg.includes('point_ledger')) throw new ApiError(409, [{ field: 'pointUseAmt', reason: '보유 포인트가 부족해요. 사용할 포인트를 다시 입력해 주세요.' }])
    throw e
  }
  if (member && d?.saveYn === 'Y') {
    await db
      .prepare(
        `INSERT INTO member_addresses (member_no, addr_nm, receiver_nm, mobile, zip_code, address1, address2, default_yn, reg_dttm)
         SELECT ?1, ?2, ?2, ?3, ?4, ?5, ?6, CASE WHEN EXISTS (SELECT 1 FROM member_addresses WHERE member_no = ?1) THEN 'N' ELSE 'Y' END, ?7
          WHERE NOT EXISTS (SELECT 1 FROM member_addresses WHERE member_no = ?1 AND zip_code = ?4 AND address1 = ?5 AND address2 = ?6)`,
      )
      .bind(member.memberNo, d.receiverName, d.mobile, d.zipCode, d.address1, d.address2 ?? '', nowIso)
      .run()
  }
  const order = (await db.prepare('SELECT * FROM orders WHERE ord_no = ?1').bind(ordNo).first<OrderRow>())!
  return { order, repeated: false, store }
}

function sameCheckout(existing: OrderRow, member: SessionMember | null): CreateResult {
  if ((existing.member_no ?? null) !== (member?.memberNo ?? null)) {
    throw new ApiError(409, [{ field: 'orderToken', reason: '이미 사용된 주문서입니다. 주문서를 새로 열어 주세요.' }])
  }
  return { order: existing, repeated: true, store: null }
}

/** Issued coupon use: our PK makes a second use abort the batch; the storefront's row is marked used. */
function couponUseStmts(db: D1Database, couponKey: string, ordNo: string, memberNo: number, lineNo: number | null, dc: number, now: string) {
  return [
    db.prepare('INSERT INTO order_coupon_uses (coupon_key, ord_no, member_no, line_no, dc_amt, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6)').bind(couponKey, ordNo, memberNo, lineNo, dc, now),
    db.prepare(`UPDATE member_coupons SET use_yn = 'Y', use_dttm = ?3, ord_no = ?2 WHERE issue_no = ?1 AND member_no = ?4`).bind(Number(couponKey), ordNo, now, memberNo),
  ]
}

/**
 * The statements that give back what an order took (stock, coupons, points) and move it to `to`, only
 * if it is still in one of `from`: every give-back is conditioned on the status read before the final
 * update, so running them twice changes nothing. The last statement is the order's own UPDATE.
 */
export function releaseStmts(db: D1Database, ordNo: string, from: string[], to: string, memo: string, now = new Date(), extra: { failMsg?: string } = {}) {
  const nowIso = now.toISOString()
  const inFrom = `(SELECT status FROM orders WHERE ord_no = ?1) IN (SELECT value FROM json_each(?2))`
  const f = JSON.stringify(from)
  return [
    db.prepare(`UPDATE goods_items SET stock_qtt = stock_qtt + (SELECT SUM(l.buy_qtt - l.claim_qtt) FROM order_lines l WHERE l.ord_no = ?1 AND l.item_no = goods_items.item_no)
                 WHERE item_no IN (SELECT item_no FROM order_lines WHERE ord_no = ?1) AND ${inFrom}`).bind(ordNo, f),
    db.prepare(`UPDATE member_coupons SET use_yn = 'N', use_dttm = NULL, ord_no = NULL
                 WHERE CAST(issue_no AS TEXT) IN (SELECT coupon_key FROM order_coupon_uses WHERE ord_no = ?1) AND ${inFrom}`).bind(ordNo, f),
    db.prepare(`DELETE FROM order_coupon_uses WHERE ord_no = ?1 AND ${inFrom}`).bind(ordNo, f),
    db.prepare(`INSERT OR IGNORE INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm)
                SELECT member_no, point_use_amt, '주문취소 반환', ord_no, ?3 FROM orders WHERE ord_no = ?1 AND point_use_amt > 0 AND member_no IS NOT NULL AND ${inFrom}`).bind(ordNo, f, nowIso),
    db.prepare(`INSERT INTO order_status_history (ord_no, line_no, status, memo, reg_dttm) SELECT ?1, NULL, ?3, ?4, ?5 WHERE ${inFrom}`).bind(ordNo, f, to, memo, nowIso),
    db.prepare(`UPDATE order_lines SET status = ?3 WHERE ord_no = ?1 AND ${inFrom}`).bind(ordNo, f, to),
    db.prepare(`UPDATE orders SET status = ?3, upd_dttm = ?4, fail_msg = COALESCE(?5, fail_msg), cancel_dttm = CASE WHEN ?3 IN ('11','21') THEN ?4 ELSE cancel_dttm END
                 WHERE ord_no = ?1 AND status IN (SELECT value FROM json_each(?2))`).bind(ordNo, f, to, nowIso, extra.failMsg ?? null),
  ]
}

/** Releases an order (see releaseStmts) in one batch; true when this call moved it. */
export async function releaseOrder(db: D1Database, ordNo: string, from: string[], to: string, memo: string, now = new Date(), extra: { failMsg?: string } = {}) {
  const rs = await db.batch(releaseStmts(db, ordNo, from, to, memo, now, extra))
  return rs[rs.length - 1].meta.changes > 0
}

/** Checkouts that never came back from the payment window within this time give their stock back. */
export const PENDING_TTL_MS = 30 * 60_000

/**
 * Releases abandoned checkouts (status 01, no approval in progress, older than PENDING_TTL_MS): their
 * stock, coupons and points return. Run lazily before new orders; a few per call.
 */
export async function sweepAbandoned(db: D1Database, now = new Date(), limit = 10) {
  const cutoff = new Date(now.getTime() - PENDING_TTL_MS).toISOString()
  const { results } = await db
    .prepare(`SELECT ord_no FROM orders WHERE status = '01' AND pg_tid IS NULL AND reg_dttm < ?1 ORDER BY reg_dttm LIMIT ?2`)
    .bind(cutoff, limit)
    .all<{ ord_no: string }>()
  for (const r of results) await releaseOrder(db, r.ord_no, ['01'], '00', '결제 시간이 지나 주문이 취소됨', now, { failMsg: '결제 시간이 지나 주문이 취소되었어요.' })
  return results.length
}

/** After approval: the order is paid (or awaits the deposit), the payment kept, ordered items leave the cart. */
export function paidStmts(
  db: D1Database,
  order: OrderRow,
  p: { status: '10' | '20'; tid: string; payMethod: string; cardCd: string | null; cardQuota: string | null; bankCd: string | null; vacctNo: string | null; resultMsg: string },
  lines: { item_no: string }[],
  now: string,
) {
  const stmts = [
    db
      .prepare(
        `UPDATE orders SET status = ?2, pg_tid = ?3, pay_method = ?4, card_cd = ?5, card_quota = ?6, bank_cd = ?7, vacct_no = ?8, paid_dttm = ?9, upd_dttm = ?9
          WHERE ord_no = ?1 AND status = '01'`,
      )
      .bind(order.ord_no, p.status, p.tid, p.payMethod, p.cardCd, p.cardQuota, p.bankCd, p.vacctNo, now),
    db.prepare(`UPDATE order_lines SET status = ?2 WHERE ord_no = ?1 AND status = '01'`).bind(order.ord_no, p.status),
    db
      .prepare(
        `INSERT INTO payments (ord_no, kind, pay_method, amount, tid, result_code, result_msg, card_cd, card_quota, bank_cd, reg_dttm) VALUES (?1, 'APPROVE', ?2, ?3, ?4, '0000', ?5, ?6, ?7, ?8, ?9)`,
      )
      .bind(order.ord_no, p.payMethod, order.pay_amt, p.tid, p.resultMsg, p.cardCd, p.cardQuota, p.bankCd, now),
    historyStmt(db, order.ord_no, p.status, p.status === '20' ? '결제 완료' : '가상계좌 발급, 입금 대기', now),
  ]
  if (order.member_no && order.order_classification === 'cart') {
    for (const l of lines) stmts.push(removeItemsStmt(db, memberOwner(order.member_no), l.item_no))
  }
  return stmts
}
