/**
 * Order pricing and creation. Every amount is recomputed here from D1 (prices, time deals, coupons,
 * points, delivery fee, gift card); what the browser sends is only a choice. The order, its lines, the
 * stock, the coupon use, the point use and the gift card's debit are written in ONE batch whose statements
 * abort on any conflict (idempotency key UNIQUE, stock trigger, coupon-use PK, point-balance trigger, the
 * gift card's balance guard).
 */
import { isCashPayMethod, onlyDigits } from '../../shared/order/cash-receipt'
import { CARD_METHOD, QUOTA_MIN_AMT, quotasFor } from '../../shared/order/pay-methods'
import { cashChoicesStmt } from '../db/cash'
import { allocStmt } from '../db/refunds'
import { allocateOrder } from '../../shared/order/allocation'
import type { D1Database } from '@cloudflare/workers-types'
import type { CouponOption, OrderGoodsItem, PaymentAmt, ReservationGoods } from '../../shared/api/commerce-types'
import { todayYmd } from '../../shared/dates'
import { particle } from '../../shared/korean'
import { couponComboError } from '../../shared/benefits/coupons'
import { pickupError } from '../../shared/order/pickup'
import {
  couponDiscount,
  giftCardUseError,
  maxPointUse,
  MIN_PG_AMOUNT,
  orderAmounts,
  pointUseError,
  type PointPolicy,
} from '../../shared/order/rules'
import { DELIVERY_METHOD, deliveryMethodOfCart, isReservationOnly, type DeliveryMethod, type OrderDeliveryMethod } from '../../shared/rules'
import type { OrderPaymentBody } from '../../shared/schemas/order'
import type { SessionMember } from '../auth/session'
import {
  abandonedCheckoutsOf,
  abandonedOrderNos,
  abandonedReleaseStmts,
  couponFitsGoods,
  couponUseStmts,
  goodsForOrder,
  historyStmt,
  insertOrderStmt,
  orderByIdem,
  orderByNo,
  orderLineStmts,
  dealSoldStmts,
  pointUseStmt,
  releaseOrder,
  saveAddressIfNew,
  usableCoupons,
  writeOrder,
  type GoodsForOrder,
  type OrderRow,
  type UsableCoupon,
} from '../db/orders'
import { giftCardUseStmts, payableGiftCards, type OwnGiftCardRow } from '../db/giftcards'
import { memberPointRate, pointBalance, pointPolicy } from '../db/points'
import { pickupStoreByCode, type PickupStore } from '../db/stores'
import { DomainError } from '../domain-error'

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
  deliveryMethod: DeliveryMethod
  /** The member's abandoned checkouts: what they hold counts as free here, and the order's batch releases them. */
  abandoned: string[]
  /** The member's gift cards that can pay, and the one this order uses (with its amount), if any. */
  giftCards: OwnGiftCardRow[]
  giftCard: { cardNo: string; amount: number } | null
}

/**
 * Prices a request. `strict` (payment) refuses what the page would only drop or flag: unknown or hidden
 * goods, reservation-only goods, short stock, coupons that do not apply, bad point use.
 */
export async function priceOrder(
  db: D1Database,
  member: SessionMember | null,
  goods: GoodsRequest[],
  opts: {
    dlvrMethod?: OrderDeliveryMethod
    zipCode?: string | null
    orderCouponNo?: string | null
    pointUseAmt?: number
    giftCard?: { cardId: number; amount: number } | null
    strict: boolean
    now: Date
    /** The checkout being submitted (its own order is never counted as abandoned). */
    orderToken?: string
  },
): Promise<Priced> {
  const nowIso = opts.now.toISOString()
  // A new attempt of a member releases the checkouts left in a payment window (issue 30): what they hold is priced as free.
  const held = member ? await abandonedCheckoutsOf(db, member.memberNo, opts.orderToken ?? null) : []
  const abandoned = held.map((h) => h.ord_no)
  const seen = new Set<string>()
  for (const g of goods) {
    if (seen.has(g.itemNo)) throw DomainError.invalid('같은 옵션이 두 번 담겼습니다. 수량을 조정해 주세요.', 'goods')
    seen.add(g.itemNo)
  }
  const found = await goodsForOrder(
    db,
    goods.map((g) => g.itemNo),
    nowIso,
    abandoned,
  )
  const lines: OrderGoodsItem[] = []
  const rows: GoodsForOrder[] = []
  const reservationGoods: ReservationGoods[] = []
  goods.forEach((g, i) => {
    const row = found.get(g.itemNo)
    if (!row || row.goods_no !== g.goodsNo || row.display_yn !== 'Y') {
      throw DomainError.invalid('판매하지 않는 상품이 포함되어 있어요. 장바구니를 확인해 주세요.', `goods.${i}.itemNo`)
    }
    if (isReservationOnly(row.goods_type_cd)) {
      if (opts.strict) throw DomainError.invalid('안경렌즈·콘택트렌즈는 매장 예약으로만 구매할 수 있어요.', `goods.${i}.goodsNo`)
      reservationGoods.push({
        goodsNo: row.goods_no,
        itemNo: row.item_no,
        goodsNm: row.goods_nm,
        itemNm: row.item_nm,
        goodsTypeCd: row.goods_type_cd,
        imgSrc: row.img_src,
        buyQtt: g.buyQtt,
        reservationUrl: reservationUrl(row.goods_no, row.item_no),
      })
      return
    }
    if (opts.strict && row.stock_qtt < g.buyQtt) {
      throw DomainError.conflict(
        row.stock_qtt > 0
          ? `'${row.goods_nm}'의 재고가 ${row.stock_qtt}개 남았어요. 수량을 줄여 주세요.`
          : `'${row.goods_nm}'${particle(row.goods_nm, '이/가')} 품절되었어요.`,
        `goods.${i}.buyQtt`,
      )
    }
    // A time deal with a cap sells only the units it has left (checked again inside the order's batch).
    const dealQtt = goods.reduce((n, o) => (found.get(o.itemNo)?.deal_no === row.deal_no ? n + o.buyQtt : n), 0)
    if (opts.strict && row.deal_no != null && row.deal_left != null && row.deal_left < dealQtt) {
      throw DomainError.conflict(`'${row.goods_nm}' 타임딜은 ${row.deal_left}개만 남았어요. 수량을 줄여 주세요.`, `goods.${i}.buyQtt`)
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
      couponNos: [],
      dlvrYn: row.dlvr_yn,
      directYn: row.direct_yn,
    })
  })

  const method = deliveryMethodOfCart(lines)
  const dlvrMethod = opts.dlvrMethod ?? (method === DELIVERY_METHOD.DIRECT ? DELIVERY_METHOD.DIRECT : DELIVERY_METHOD.DELIVERY)
  if (opts.strict && lines.length) {
    if (dlvrMethod === DELIVERY_METHOD.DIRECT && method === DELIVERY_METHOD.DELIVERY)
      throw DomainError.invalid('이 상품은 택배 배송만 가능해요.', 'dlvrMethod')
    if (dlvrMethod === DELIVERY_METHOD.DELIVERY && method === DELIVERY_METHOD.DIRECT)
      throw DomainError.invalid('이 상품은 매장 픽업만 가능해요.', 'dlvrMethod')
  }

  // Coupons (members only).
  const usable = member ? await usableCoupons(db, member.memberNo, nowIso, abandoned) : []
  // What the sheet offers on each line: the coupons the payment below would take there (one rule for both).
  for (const line of lines) {
    const row = rows.find((r) => r.item_no === line.itemNo)!
    line.couponNos = usable
      .filter((u) => u.scope === 'GOODS' && couponFitsGoods(u, row) && couponDiscount(u, line.lineAmt) > 0)
      .map((u) => u.couponNo)
  }
  const used = new Set<string>()
  goods.forEach((g, i) => {
    if (!g.couponNo) return
    const line = lines.find((l) => l.itemNo === g.itemNo)
    const c = usable.find((u) => u.couponNo === g.couponNo && u.scope === 'GOODS')
    const row = rows.find((r) => r.item_no === g.itemNo)
    if (!line || !row || !c || used.has(c.couponNo) || !couponFitsGoods(c, row)) {
      if (opts.strict)
        throw DomainError.conflict('사용할 수 없는 쿠폰이에요. 이미 사용했거나 기간이 지났을 수 있어요.', `goods.${i}.couponNo`)
      return
    }
    const dc = couponDiscount(c, line.lineAmt)
    if (dc <= 0) {
      if (opts.strict)
        throw DomainError.invalid(
          `'${c.couponNm}'${particle(c.couponNm, '은/는')} ${(c.minPayAmt ?? 0).toLocaleString('ko-KR')}원 이상 구매 시 사용할 수 있어요.`,
          `goods.${i}.couponNo`,
        )
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
    if (opts.strict && orderCouponDcAmt <= 0)
      throw DomainError.conflict('사용할 수 없는 주문 쿠폰이에요. 이미 사용했거나 최소 주문 금액에 미달해요.', 'orderCouponNo')
    if (c && orderCouponDcAmt > 0) used.add(c.couponNo)
  }

  const policy = await pointPolicy(db)
  const balance = member ? (await pointBalance(db, member.memberNo)) + held.reduce((s, h) => s + h.point_use_amt, 0) : 0
  const afterCoupon = lines.reduce((s, l) => s + l.lineAmt - l.couponDcAmt, 0) - orderCouponDcAmt
  const pointUse = opts.pointUseAmt ?? 0
  // Solo-use vs combinable coupons, and coupons with points (the one shared rule; the checkout disables the same choices).
  const picked = usable.filter((u) => used.has(u.couponNo))
  const comboErr = couponComboError(picked, { pointUseAmt: pointUse, couponCombineYn: policy.couponCombineYn })
  if (comboErr && opts.strict)
    throw DomainError.invalid(comboErr, couponComboError(picked, { pointUseAmt: 0, couponCombineYn: 'Y' }) ? 'couponNo' : 'pointUseAmt')
  if (pointUse > 0) {
    const err = member ? pointUseError(policy, balance, afterCoupon, pointUse) : '포인트는 회원만 사용할 수 있어요.'
    if (err) throw DomainError.invalid(err, 'pointUseAmt')
  }
  // A registered gift card pays like money, after points (all or nothing: the order's batch debits it with a guard).
  const giftCards = member ? await payableGiftCards(db, member.memberNo, todayYmd(opts.now)) : []
  let giftCard: Priced['giftCard'] = null
  if (opts.giftCard && opts.giftCard.amount > 0) {
    if (!member) throw DomainError.invalid('상품권은 회원만 사용할 수 있어요.', 'giftCard')
    const card = giftCards.find((g) => g.card_id === opts.giftCard!.cardId)
    if (!card)
      throw DomainError.conflict('사용할 수 없는 상품권이에요. 이미 모두 사용했거나 유효기간이 지났을 수 있어요.', 'giftCard.cardId')
    const due = orderAmounts(lines, { dlvrMethod, zipCode: opts.zipCode, orderCouponDcAmt, pointUseAmt: pointUse }).payAmt
    const err = giftCardUseError(card.amount, due, opts.giftCard.amount)
    if (err) throw DomainError.invalid(err, 'giftCard.amount')
    giftCard = { cardNo: card.card_no, amount: opts.giftCard.amount }
  }
  const amounts = orderAmounts(lines, {
    dlvrMethod,
    zipCode: opts.zipCode,
    orderCouponDcAmt,
    pointUseAmt: pointUse,
    giftCardUseAmt: giftCard?.amount ?? 0,
    earnRate: member ? await memberPointRate(db, member.memberNo) : 0,
  })
  const coupons: CouponOption[] = usable.map(({ issueNo: _i, goodsTypeCd: _g, targetScope: _s, targetCtgs: _c, ...c }) => c)
  return {
    lines,
    reservationGoods,
    rows,
    amounts,
    coupons,
    usable,
    policy,
    balance,
    maxPointUse: member ? maxPointUse(policy, balance, afterCoupon) : 0,
    deliveryMethod: method,
    abandoned,
    giftCards,
    giftCard,
  }
}

export function newOrdNo(now: Date) {
  const rnd = crypto.getRandomValues(new Uint32Array(2))
  return todayYmd(now) + String(rnd[0] % 100_000_000).padStart(8, '0')
}

export type CreateResult = { order: OrderRow; repeated: boolean; store: PickupStore | null }

/**
 * Creates the order of one checkout exactly once. A repeated submit (same orderToken) returns the
 * existing order; a race between submits is decided by the UNIQUE idem_key inside the batch.
 */
export async function createOrder(
  db: D1Database,
  member: SessionMember | null,
  body: OrderPaymentBody,
  now = new Date(),
): Promise<CreateResult> {
  const existing = await orderByIdem(db, body.orderToken)
  if (existing) return sameCheckout(existing, member)

  const priced = await priceOrder(db, member, body.goods, {
    dlvrMethod: body.dlvrMethod,
    zipCode: body.delivery?.zipCode,
    orderCouponNo: body.orderCouponNo,
    pointUseAmt: body.pointUseAmt,
    giftCard: body.giftCard,
    strict: true,
    now,
    orderToken: body.orderToken,
  })
  const a = priced.amounts
  if (a.payAmt !== body.paymentAmt) {
    throw DomainError.invalid(
      `결제 금액이 달라졌어요. 주문서를 다시 확인해 주세요. (확인된 결제 금액 ${a.payAmt.toLocaleString('ko-KR')}원)`,
      'paymentAmt',
    )
  }
  if (a.payAmt < MIN_PG_AMOUNT)
    throw DomainError.invalid(
      `결제 금액은 ${MIN_PG_AMOUNT}원 이상이어야 해요. 사용 포인트${priced.giftCard ? '나 상품권 금액' : ''}을 줄여 주세요.`,
      priced.giftCard ? 'giftCard.amount' : 'pointUseAmt',
    )

  const card = body.payMethod === CARD_METHOD ? { cardCd: body.cardCd ?? null, cardQuota: body.cardQuota ?? null } : null
  if (card?.cardQuota && !quotasFor(a.payAmt).includes(card.cardQuota))
    throw DomainError.invalid(`할부는 ${QUOTA_MIN_AMT.toLocaleString('ko-KR')}원 이상 결제하실 때 선택할 수 있어요.`, 'cardQuota')

  let store: PickupStore | null = null
  if (body.dlvrMethod === DELIVERY_METHOD.DIRECT) {
    store = await pickupStoreByCode(db, body.reserveStoreInfo!.storeCode)
    if (!store) throw DomainError.invalid('픽업할 수 없는 매장이에요. 다른 매장을 선택해 주세요.', 'reserveStoreInfo.storeCode')
    const refused = pickupError(body.reservationDate!, body.reservationTime!, now)
    if (refused) throw DomainError.invalid(refused.reason, refused.field)
  }

  const ordNo = newOrdNo(now)
  const nowIso = now.toISOString()
  const d = body.delivery
  const pickup = body.dlvrMethod === DELIVERY_METHOD.DIRECT
  const stmts = [
    // The checkouts this member left in a payment window give back what they hold first (all or nothing with this order).
    ...priced.abandoned.flatMap((no) => abandonedReleaseStmts(db, no, now)),
    insertOrderStmt(db, {
      ordNo,
      idemKey: body.orderToken,
      memberNo: member?.memberNo ?? null,
      orderClassification: body.orderClassification,
      dlvrMethod: body.dlvrMethod,
      orderer: { name: body.orderer.name, mobile: body.orderer.mobile, email: body.orderer.email ?? '' },
      delivery: {
        receiverName: d?.receiverName ?? '',
        mobile: d?.mobile ?? '',
        zipCode: d?.zipCode ?? '',
        address1: d?.address1 ?? '',
        address2: d?.address2 ?? '',
        memo: d?.memo ?? '',
      },
      store: store ? { code: store.store_code, name: store.store_nm, address: store.road_addr, tel: store.tel_no } : null,
      reservationYmd: pickup ? body.reservationDate! : null,
      reservationHhmm: pickup ? body.reservationTime! : null,
      amounts: a,
      payMethod: body.payMethod,
      nowIso,
      card,
    }),
    historyStmt(db, ordNo, '01', '주문서 작성, 결제 대기', nowIso),
  ]
  // Cash methods only: the receipt asked for and escrow (other methods keep neither).
  if (isCashPayMethod(body.payMethod)) {
    const cr = body.cashReceipt && body.cashReceipt.type !== 'NONE' ? body.cashReceipt : null
    stmts.push(
      cashChoicesStmt(db, ordNo, {
        receiptType: cr?.type ?? 'NONE',
        idType: cr?.idType ?? null,
        number: cr?.number ? onlyDigits(cr.number) : null,
        escrow: body.escrowYn === 'Y',
      }),
    )
  }
  // 안분: the order coupon, delivery fee, points and gift card split over the lines, stored with them (refunds read it).
  const alloc = allocateOrder(
    priced.lines.map((l, i) => ({ lineNo: i + 1, lineAmt: l.lineAmt - l.couponDcAmt, buyQtt: l.buyQtt })),
    { orderCouponDcAmt: a.orderCouponDcAmt, dlvrAmt: a.dlvrAmt, pointUseAmt: a.pointUseAmt, giftCardUseAmt: a.giftCardUseAmt },
  )
  const dealOf = (itemNo: string) => priced.rows.find((r) => r.item_no === itemNo)?.deal_no ?? null
  priced.lines.forEach((l, i) => {
    stmts.push(
      ...orderLineStmts(db, ordNo, i + 1, { ...l, lineAmt: l.lineAmt - l.couponDcAmt, dealNo: dealOf(l.itemNo) }),
      allocStmt(db, ordNo, alloc[i]),
    )
    if (l.couponNo) stmts.push(...couponUseStmts(db, l.couponNo, ordNo, member!.memberNo, i + 1, l.couponDcAmt, nowIso))
  })
  stmts.push(
    ...dealSoldStmts(
      db,
      priced.lines.map((l) => ({ dealNo: dealOf(l.itemNo), buyQtt: l.buyQtt })),
      nowIso,
    ),
  )
  if (body.orderCouponNo && a.orderCouponDcAmt > 0)
    stmts.push(...couponUseStmts(db, body.orderCouponNo, ordNo, member!.memberNo, null, a.orderCouponDcAmt, nowIso))
  if (a.pointUseAmt > 0) stmts.push(pointUseStmt(db, member!.memberNo, a.pointUseAmt, ordNo, nowIso))
  if (priced.giftCard)
    stmts.push(
      ...giftCardUseStmts(db, {
        ordNo,
        cardNo: priced.giftCard.cardNo,
        memberNo: member!.memberNo,
        amount: priced.giftCard.amount,
        todayYmd: todayYmd(now),
        nowIso,
      }),
    )

  const written = await writeOrder(db, stmts)
  if (written === 'repeated') {
    const again = await orderByIdem(db, body.orderToken)
    if (again) return sameCheckout(again, member)
  }
  if (written === 'out_of_stock')
    throw DomainError.conflict('주문하시는 동안 재고가 모두 팔렸어요. 수량을 줄이거나 다른 상품을 선택해 주세요.', 'goods')
  if (written === 'deal_sold_out')
    throw DomainError.conflict('주문하시는 동안 타임딜 수량이 모두 팔렸거나 타임딜이 끝났어요. 주문서를 다시 열어 주세요.', 'goods')
  if (written === 'coupon_used') throw DomainError.conflict('이미 사용한 쿠폰이에요. 쿠폰을 다시 선택해 주세요.', 'couponNo')
  if (written === 'points_short') throw DomainError.conflict('보유 포인트가 부족해요. 사용할 포인트를 다시 입력해 주세요.', 'pointUseAmt')
  if (written === 'giftcard_short')
    throw DomainError.conflict(
      '상품권 잔액이 부족해요. 다른 주문에서 먼저 사용되었을 수 있어요. 잔액을 확인하고 다시 입력해 주세요.',
      'giftCard.amount',
    )
  if (written === 'paying')
    throw DomainError.conflict('앞서 연 결제창의 결제를 확인하고 있어요. 잠시 후 주문 내역을 확인해 주세요.', 'orderToken')
  if (written !== 'written') throw new Error(`order ${ordNo}: the batch conflicted on its idempotency key, but no order holds it`)
  if (member && d?.saveYn === 'Y') await saveAddressIfNew(db, member.memberNo, d, nowIso)
  const order = (await orderByNo(db, ordNo))!
  return { order, repeated: false, store }
}

function sameCheckout(existing: OrderRow, member: SessionMember | null): CreateResult {
  if ((existing.member_no ?? null) !== (member?.memberNo ?? null)) {
    throw DomainError.conflict('이미 사용된 주문서입니다. 주문서를 새로 열어 주세요.', 'orderToken')
  }
  // This sheet's checkout was given up (window closed, payment failed, a newer attempt): its token cannot pay again.
  if (existing.status === '00' || existing.status === '22')
    throw DomainError.conflict('이 주문서의 결제는 취소되었어요. 주문서를 새로 불러와 다시 결제해 주세요.', 'orderToken')
  return { order: existing, repeated: true, store: null }
}

/** Checkouts that never came back from the payment window within this time give their stock back. */
export const PENDING_TTL_MS = 30 * 60_000

/**
 * Releases abandoned checkouts (status 01, no approval in progress, older than PENDING_TTL_MS): their
 * stock, coupons and points return. Run lazily before new orders; a few per call.
 */
export async function sweepAbandoned(db: D1Database, now = new Date(), limit = 10) {
  const ordNos = await abandonedOrderNos(db, new Date(now.getTime() - PENDING_TTL_MS).toISOString(), limit)
  for (const ordNo of ordNos)
    await releaseOrder(db, ordNo, ['01'], '00', '결제 시간이 지나 주문이 취소됨', now, { failMsg: '결제 시간이 지나 주문이 취소되었어요.' })
  return ordNos.length
}

/** The shopper closed the payment window: a checkout still awaiting payment gives back what it took. */
export async function closeCheckout(db: D1Database, order: OrderRow, now = new Date()) {
  if (order.status !== '01' || order.pg_tid) return false
  return releaseOrder(db, order.ord_no, ['01'], '00', '결제창을 닫아 주문이 취소됨', now, { failMsg: '결제를 취소하셨어요.' })
}
