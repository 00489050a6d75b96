import type { Context, MiddlewareHandler } from 'hono'
import { pickupStatusName } from '../../shared/store-owner/rules'
import { pickupDates } from '../../shared/order/pickup'
import { Hono } from 'hono'
import type {
  OrderDeliFreeAnswer,
  OrderDetail,
  OrderListAnswer,
  OrderGiftCardsAnswer,
  OrderPageAnswer,
  OrderPaymentAnswer,
  OrderSummary,
  PointPolicyAnswer,
  RefundAccountAnswer,
} from '../../shared/api/commerce-types'
import { bankName, cardCompanyName, cardSourceName, paymentMethodName, orderStatusName } from '../../shared/codes'
import { defaultLookback } from '../../shared/dates'
import { maskCardNo, maskPhone } from '../../shared/format'
import { sha256Hex } from '../../shared/hash'
import { canCancel, canReturnStatus, maskAccountNo, refundAccountErrors } from '../../shared/order/rules'
import { isVisibleOrder } from '../../shared/order/status'
import { cartIsReservationOnly, DELIVERY_METHOD, mixedCategoriesYn, toYn } from '../../shared/rules'
import { refundAccountBody } from '../../shared/schemas/claim'
import { guestLookupBody, orderDeliFreeBody, orderPageBody, orderPaymentBody, ordNoParam, periodQuery } from '../../shared/schemas/order'
import { cartRows } from '../db/cart'
import { claimsOfOrder, memberClaimPage } from '../db/claims'
import { memberGiftCardUses, orderGiftCardUse, ownGiftCards } from '../db/giftcards'
import { isVoucherOrder } from '../db/vouchers'
import { GIFT_CARD_HIST_NM } from '../../shared/benefits/points'
import { memberDigitalCoupons, memberOfflineOrderPage } from '../db/history'
import { ordererOf } from '../db/members'
import {
  guestOrder,
  guestOrderAnyStatus,
  memberOrderAnyStatus,
  memberOrderPage,
  orderHistory,
  orderLines,
  orderOfMember,
  savedAddresses,
  type OrderRow,
} from '../db/orders'
import { receiptsOfOrder } from '../db/cash'
import { memberPaymentPage, refundAccountOf, saveRefundAccount } from '../db/payments'
import { pointBalance, pointPolicy } from '../db/points'
import { storeNoByCode } from '../db/stores'
import type { AppEnv } from '../env'
import { inicisConfig } from '../providers/inicis/adapter'
import { eventsOfClaims, eventsOfOrder } from '../db/claim-desk'
import { verifyWmsNotice, WMS_SIGNATURE_HEADER, WMS_TIMESTAMP_HEADER, wmsSecret } from '../providers/wms'
import { applyDispatchNotice } from '../services/dispatch'
import { applyReturnReceived } from '../services/claim-desk'
import { dispatchNoticeBody, returnReceivedBody } from '../../shared/schemas/dispatch'
import { toClaimView } from '../services/claim'
import { closeCheckout, createOrder, priceOrder, RESERVATION_NOTICE, sweepAbandoned, type GoodsRequest } from '../services/order'
import { handleDepositNotice, toReceiptView } from '../services/cash'
import { gatewayWindow, handleMobileReturn, handleReturn, type ReturnOutcome } from '../services/payment'
import { guestOrderCookie, setGuestOrderCookie } from './cookies'
import { ApiError } from './errors'
import { memberOrGuest, requestMember, requireMember } from './require-member'
import { cartOwner } from './cart'
import { validate } from './validate'

/** A guest's proof of their own order: the cookie the checkout set (order number + a hash of its orderToken). */
async function guestOwns(c: Context<AppEnv>, order: OrderRow) {
  if (order.member_no !== null) return false
  const [no, proof] = guestOrderCookie(c).split('.')
  return no === order.ord_no && !!proof && proof === (await sha256Hex(`guest:${order.idem_key}`)).slice(0, 32)
}

/** The order of this request's buyer: a member's own (owner in the query) or a guest's with the guest proof. */
async function buyersOrder(c: Context<AppEnv>, ordNo: string): Promise<OrderRow | null> {
  const member = await requestMember(c)
  if (member) return memberOrderAnyStatus(c.env.DB, ordNo, member.memberNo)
  const order = await guestOrderAnyStatus(c.env.DB, ordNo)
  return order && (await guestOwns(c, order)) ? order : null
}

export function period(q: { from?: string; to?: string }) {
  const d = defaultLookback()
  const from = q.from ?? d.from
  const to = q.to ?? d.to
  if (from > to) throw ApiError.badRequest('조회 시작일이 종료일보다 늦어요.', 'from')
  // dates are Seoul calendar days; stored instants are UTC → compare on Seoul-shifted time
  return {
    from,
    to,
    fromIso: new Date(Date.parse(`${from.slice(0, 4)}-${from.slice(4, 6)}-${from.slice(6)}T00:00:00+09:00`)).toISOString(),
    toIso: new Date(Date.parse(`${to.slice(0, 4)}-${to.slice(4, 6)}-${to.slice(6)}T23:59:59.999+09:00`)).toISOString(),
  }
}

export function toSummary(o: OrderRow, first: { goods_nm: string; img_src: string } | undefined, lineCount: number): OrderSummary {
  return {
    ordNo: o.ord_no,
    orderDttm: o.reg_dttm,
    status: o.status,
    // A store-pickup order shows the store's steps (상품준비완료, 수령완료, 미수령) instead of the delivery wording.
    statusNm: pickupStatusName({ dlvrMethod: o.dlvr_method, pickupState: o.pickup_state }) ?? orderStatusName(o.status),
    dlvrMethod: o.dlvr_method,
    payAmt: o.pay_amt,
    payMethod: o.pay_method,
    payMethodNm: paymentMethodName(o.pay_method),
    firstGoodsNm: first?.goods_nm ?? '',
    firstImgSrc: first?.img_src ?? '',
    lineCount,
    // At 30 (배송준비중) the member may still ask: the claims desk approves or refuses (services/claim.ts requestCancel).
    canCancelYn: toYn(o.order_classification !== 'voucher' && (canCancel(o.status) || o.status === '30')),
    canReturnYn: toYn(canReturnStatus(o.status)),
  }
}

async function detailOf(c: { env: AppEnv['Bindings'] }, o: OrderRow, mask = false): Promise<OrderDetail> {
  const db = c.env.DB
  const [lines, history, claims, receipts, giftCard, events] = await Promise.all([
    orderLines(db, o.ord_no),
    orderHistory(db, o.ord_no),
    claimsOfOrder(db, o.ord_no),
    receiptsOfOrder(db, o.ord_no),
    orderGiftCardUse(db, o.ord_no),
    eventsOfOrder(db, o.ord_no),
  ])
  const m = (s: string) => (mask ? maskPhone(s) : s)
  const goodsCouponDc = lines.reduce((s, l) => s + l.coupon_dc_amt, 0)
  return {
    ...toSummary(o, lines[0], lines.length),
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      goodsNo: l.goods_no,
      itemNo: l.item_no,
      goodsNm: l.goods_nm,
      itemNm: l.item_nm,
      brandNm: l.brand_nm,
      goodsTypeCd: l.goods_type_cd,
      imgSrc: l.img_src,
      salePrice: l.sale_price,
      buyQtt: l.buy_qtt,
      couponDcAmt: l.coupon_dc_amt,
      lineAmt: l.line_amt,
      claimQtt: l.claim_qtt,
      status: l.status,
      statusNm: orderStatusName(l.status),
    })),
    orderer: { name: o.orderer_nm, mobile: m(o.orderer_mobile), email: o.orderer_email },
    delivery:
      o.dlvr_method === DELIVERY_METHOD.DELIVERY
        ? {
            receiverName: o.receiver_nm,
            mobile: m(o.receiver_mobile),
            zipCode: o.zip_code,
            address1: o.address1,
            address2: o.address2,
            memo: o.dlvr_memo,
          }
        : null,
    reserveStoreInfo:
      o.dlvr_method === DELIVERY_METHOD.DIRECT
        ? { storeCode: o.store_code ?? '', storeName: o.store_nm ?? '', address: o.store_addr ?? '', telNo: o.store_tel ?? '' }
        : null,
    reservationDate: o.reservation_ymd,
    reservationTime: o.reservation_hhmm,
    amounts: {
      goodsAmt: o.goods_amt,
      goodsCouponDcAmt: goodsCouponDc,
      orderCouponDcAmt: o.coupon_dc_amt - goodsCouponDc,
      couponDcAmt: o.coupon_dc_amt,
      dlvrAmt: o.dlvr_amt,
      pointUseAmt: o.point_use_amt,
      giftCardUseAmt: giftCard?.amount ?? 0,
      payAmt: o.pay_amt,
      earnPoint: o.earn_point,
    },
    payment: {
      payMethod: o.pay_method,
      payMethodNm: paymentMethodName(o.pay_method),
      cardCd: o.card_cd,
      cardCompanyName: o.card_cd ? (cardCompanyName(o.card_cd) ?? null) : null,
      cardQuota: o.card_quota,
      cardSrcName: cardSourceName(o.card_src_cd) || null,
      bankCd: o.bank_cd,
      bankName: o.bank_cd ? bankName(o.bank_cd) || null : null,
      vacctNo: o.vacct_no,
      vacctHolderNm: o.vacct_holder_nm,
      vacctDueDttm: o.vacct_due_dttm,
      depositDttm: o.deposit_dttm,
      sandboxDepositUrl:
        o.status === '10' && o.pay_method === '2' && o.pg_tid && inicisConfig(c.env, 'http://localhost')?.sandbox
          ? `/__sandbox/pg/vbank/${o.pg_tid}`
          : null,
      paidDttm: o.paid_dttm,
      tid: o.pg_tid && !o.pg_tid.startsWith('LOCK:') ? o.pg_tid : null,
      escrowYn: o.escrow_yn,
      escrowConfirmDttm: o.escrow_confirm_dttm && !o.escrow_confirm_dttm.startsWith('SENDING:') ? o.escrow_confirm_dttm : null,
    },
    cashReceipts: receipts.map(toReceiptView),
    courier: { courierNm: o.courier_nm, invoiceNo: o.invoice_no, dispatchDttm: o.dispatch_dttm, deliveredDttm: o.delivered_dttm },
    history: history.map((h) => ({ status: h.status, statusNm: orderStatusName(h.status), memo: h.memo, regDttm: h.reg_dttm })),
    failMsg: o.fail_msg,
    claims: claims.map((x) => toClaimView(x, events)),
  }
}

async function orderList(
  c: { env: AppEnv['Bindings'] },
  memberNo: number,
  q: { from?: string; to?: string; page: number; rows: number },
  which: 'visible' | 'trackable',
): Promise<OrderListAnswer> {
  const p = period(q)
  const { total, rows } = await memberOrderPage(c.env.DB, memberNo, which, p.fromIso, p.toIso, q.rows, (q.page - 1) * q.rows)
  return {
    total,
    from: p.from,
    to: p.to,
    orders: rows.map((o) => toSummary(o, { goods_nm: o.first_goods_nm, img_src: o.first_img_src }, o.line_count)),
  }
}

/** The selected cart lines of this buyer; a guest cart brought into a sign-in is merged first (issue 30: kept across sign-in). */
async function cartGoods(c: Context<AppEnv>): Promise<GoodsRequest[]> {
  const { owner } = await cartOwner(c, false)
  if (!owner) return []
  return (await cartRows(c.env.DB, owner))
    .filter((r) => r.select_yn === 'Y')
    .map((r) => ({ goodsNo: r.goods_no, itemNo: r.item_no, buyQtt: r.buy_qtt }))
}

function htmlRedirect(to: string, message: string) {
  // A 200 page that moves on by itself: a same-site navigation, so the SameSite=Strict session cookie
  // travels again (a 303 answer to the gateway's cross-site POST would arrive without it).
  const esc = to.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return new Response(
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${esc}"><title>결제 결과 확인</title></head><body><p>${message}</p><p><a href="${esc}">다음 화면으로 이동</a></p></body></html>`,
    { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )
}

async function readForm(req: Request) {
  const out: Record<string, string> = {}
  const f = await req.formData().catch(() => null)
  if (f) for (const [k, v] of f.entries()) if (typeof v === 'string') out[k] = v.slice(0, 500)
  return out
}

/** Both protocols end on the same pages: the completion page, the waiting page or the close page. */
function returnAnswer(outcome: ReturnOutcome, mobile: boolean) {
  if (outcome.kind === 'paid') return htmlRedirect(`/payment/complete/${outcome.ordNo}`, '결제가 완료되었어요.')
  if (outcome.kind === 'pending')
    return htmlRedirect(`/payment/${mobile ? 'mobilereturn' : 'return'}?ordNo=${outcome.ordNo}`, '결제 결과를 확인하고 있어요.')
  const q = new URLSearchParams({ ...(outcome.ordNo ? { ordNo: outcome.ordNo } : {}), msg: outcome.message })
  return htmlRedirect(`${mobile ? '/products/payment/mobileclose' : '/payment/close'}?${q}`, outcome.message)
}

/** A paid 모바일 상품권 goes back to the member's voucher page (where it can be kept or sent), any other order as above. */
async function paidAnswer(c: Context<AppEnv>, outcome: ReturnOutcome, mobile: boolean) {
  if (outcome.kind === 'paid' && (await isVoucherOrder(c.env.DB, outcome.ordNo)))
    return htmlRedirect(`/mypage/myservice/paysdigitalcoupon?paid=${outcome.ordNo}`, '모바일 상품권 결제가 완료되었어요.')
  return returnAnswer(outcome, mobile)
}

async function paymentReturn(c: Context<AppEnv>) {
  const origin = new URL(c.req.url).origin
  return paidAnswer(c, await handleReturn(c.env, await readForm(c.req.raw), { origin }), false)
}

/** INIpay mobile P_NEXT_URL (the gateway's POST to /payment/mobilereturn, handed here by the edge). */
async function mobilePaymentReturn(c: Context<AppEnv>) {
  const origin = new URL(c.req.url).origin
  return paidAnswer(c, await handleMobileReturn(c.env, await readForm(c.req.raw), { origin }), true)
}

/** The gateway's deposit notice (server to server): answered with the bytes it expects, "OK" or "FAIL". */
async function depositNotice(c: Context<AppEnv>) {
  const origin = new URL(c.req.url).origin
  const a = await handleDepositNotice(c.env, await readForm(c.req.raw), { origin, sourceIp: c.req.header('cf-connecting-ip') ?? null })
  // Whatever is not the gateway gets the API's error answer; the gateway gets the two bytes it reads.
  if (a.result === 'FORGED') throw new ApiError(403, [{ field: 'source', reason: '결제대행사의 입금 통보가 아니에요.' }])
  if (a.result === 'INVALID')
    throw new ApiError(a.status === 503 ? 503 : 400, [
      { field: 'notice', reason: a.status === 503 ? '결제 서비스 설정을 확인할 수 없어요.' : '입금 통보 형식이 올바르지 않아요.' },
    ])
  return c.text(a.body, 200, { 'cache-control': 'no-store' })
}

/** Keeps the notice's bytes as sent (the signature covers them; the body's schema is checked on the same text). */
const keepRawBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await c.req.text()
  await next()
}

/** Only the logistics centre's signed notices pass (src/server/providers/wms); a malformed body was refused before (400). */
const wmsSigned: MiddlewareHandler<AppEnv> = async (c, next) => {
  const secret = wmsSecret(c.env)
  if (!secret) throw new ApiError(503, [{ field: 'notice', reason: '출고 통보를 받을 설정이 없어요.' }])
  const ok = await verifyWmsNotice(
    secret,
    { signature: c.req.header(WMS_SIGNATURE_HEADER), timestamp: c.req.header(WMS_TIMESTAMP_HEADER) },
    await c.req.text(),
  )
  if (!ok) throw new ApiError(401, [{ field: 'signature', reason: '물류센터의 출고 통보가 아니에요. 서명을 확인해 주세요.' }])
  await next()
}

/** /api/v1/front/order/* — order page, delivery fee, point policy, payment, history. */
export const orderApi = new Hono<AppEnv>()
  .post('/page', validate('json', orderPageBody), async (c) => {
    const body = c.req.valid('json')
    const member = await requestMember(c)
    const goods = body.goods ?? (await cartGoods(c))
    if (!goods.length) throw ApiError.badRequest('주문할 상품이 없어요. 장바구니에서 상품을 선택해 주세요.', 'goods')
    const now = new Date()
    const priced = await priceOrder(c.env.DB, member, goods, { strict: false, now })
    const all = [...priced.lines, ...priced.reservationGoods]
    const window = pickupDates(now)
    const row = member ? await ordererOf(c.env.DB, member.memberNo) : null
    const addresses = member ? await savedAddresses(c.env.DB, member.memberNo) : []
    return c.json({
      orderToken: crypto.randomUUID(),
      orderClassification: body.orderClassification,
      basketOrderType: body.orderClassification,
      goodsItemList: priced.lines,
      reservationGoods: priced.reservationGoods,
      deliveryMethod: priced.deliveryMethod,
      mixedCategoriesYn: mixedCategoriesYn(all),
      reservationYn: toYn(cartIsReservationOnly(all)),
      // The days a pickup may be chosen (the same rule that checks the order: src/shared/order/pickup.ts).
      reservationDate: window[0]!,
      reservationEndDate: window[window.length - 1]!,
      notice: priced.reservationGoods.length ? RESERVATION_NOTICE : null,
      paymentAmt: priced.amounts,
      coupons: priced.coupons,
      pointPolicy: priced.policy,
      memberPoint: priced.balance,
      maxPointUse: priced.maxPointUse,
      giftCards: priced.giftCards.map((g) => ({
        cardId: g.card_id,
        cardNm: g.card_nm,
        cardNo: maskCardNo(g.card_no),
        balance: g.amount,
        expireYmd: g.expire_ymd,
      })),
      orderer: row ? { name: row.member_nm, mobile: row.mobile ?? '', email: row.email ?? '' } : null,
      addresses: addresses.map((a) => ({
        addrNo: a.addr_no,
        addrNm: a.addr_nm,
        receiverName: a.receiver_nm,
        mobile: a.mobile,
        zipCode: a.zip_code,
        address1: a.address1,
        address2: a.address2,
        defaultYn: a.default_yn,
      })),
      memberYn: toYn(!!member),
    } satisfies OrderPageAnswer)
  })
  .post('/orddelifree', validate('json', orderDeliFreeBody), async (c) => {
    const body = c.req.valid('json')
    const member = await requestMember(c)
    const priced = await priceOrder(c.env.DB, member, body.goods, {
      dlvrMethod: body.dlvrMethod,
      zipCode: body.delivery?.zipCode || null,
      orderCouponNo: body.orderCouponNo,
      strict: false,
      now: new Date(),
    })
    return c.json({
      order: { goods: priced.lines, paymentAmt: priced.amounts, maxPointUse: priced.maxPointUse },
      coupons: priced.coupons,
    } satisfies OrderDeliFreeAnswer)
  })
  .get('/adminpointsetting', async (c) => {
    const member = await requestMember(c)
    const policy = await pointPolicy(c.env.DB)
    return c.json({ ...policy, memberPoint: member ? await pointBalance(c.env.DB, member.memberNo) : 0 } satisfies PointPolicyAnswer)
  })
  .post('/payment', validate('json', orderPaymentBody), async (c) => {
    const body = c.req.valid('json')
    // A revoked or expired session is refused (401), not turned into a guest order.
    const member = await memberOrGuest(c)
    const origin = new URL(c.req.url).origin
    const cfg = inicisConfig(c.env, origin)
    if (!cfg) throw new ApiError(503, [{ field: 'payMethod', reason: '결제 서비스를 준비하고 있어요. 잠시 후 다시 시도해 주세요.' }])
    await sweepAbandoned(c.env.DB)
    const { order, repeated, store } = await createOrder(c.env.DB, member, body)
    const lines = await orderLines(c.env.DB, order.ord_no)
    const goodsName = lines.length > 1 ? `${lines[0].goods_nm} 외 ${lines.length - 1}건` : (lines[0]?.goods_nm ?? '다비치마켓 주문')
    if (!member) {
      const proof = (await sha256Hex(`guest:${order.idem_key}`)).slice(0, 32)
      setGuestOrderCookie(c, `${order.ord_no}.${proof}`)
    }
    const storeNo = store?.store_no ?? (order.store_code ? await storeNoByCode(c.env.DB, order.store_code) : null)
    const orderPayPO = order.status !== '01' ? null : await gatewayWindow(cfg, order, { goodsName, payDevice: body.payDevice, origin })
    return c.json({
      orderInfoPO: { ordNo: order.ord_no, status: order.status, payAmt: order.pay_amt, payMethod: order.pay_method, goodsName },
      orderPayPO,
      storeNo,
      repeated,
    } satisfies OrderPaymentAnswer)
  })
  /** KG Inicis returnUrl (form POST from the gateway; no session cookie is expected). */
  .post('/pg/return', paymentReturn)
  .post('/pg/mobilereturn', mobilePaymentReturn)
  /** Deposit notices: INIpay standard (PC) and INIpay mobile formats, one endpoint each as the gateway is set up. */
  .post('/pg/vbanknoti', depositNotice)
  .post('/pg/mobilenoti', depositNotice)
  /** The logistics centre's dispatch notice (server to server, signed): the order ships (40) and the member hears it once. */
  .post('/wms/dispatch', keepRawBody, validate('json', dispatchNoticeBody), wmsSigned, async (c) =>
    c.json(await applyDispatchNotice(c.env, c.req.valid('json'))),
  )
  /** The warehouse's return-received notice (signed): a booked return pickup arrived; the refund clock starts. */
  .post('/wms/return-received', keepRawBody, validate('json', returnReceivedBody), wmsSigned, async (c) =>
    c.json(await applyReturnReceived(c.env, c.req.valid('json'))),
  )
  /** The shopper closed the payment window: the pending order gives back what it took. */
  .post('/pg/close', validate('json', ordNoParam), async (c) => {
    const { ordNo } = c.req.valid('json')
    const order = await buyersOrder(c, ordNo)
    if (!order) throw ApiError.notFound('주문 정보를 찾을 수 없어요.', 'ordNo')
    const released = await closeCheckout(c.env.DB, order)
    return c.json({ ordNo, released })
  })
  .get('/complete/:ordNo', validate('param', ordNoParam), async (c) => {
    const { ordNo } = c.req.valid('param')
    const order = await buyersOrder(c, ordNo)
    if (!order || !isVisibleOrder(order.status)) throw ApiError.notFound('주문 정보를 찾을 수 없어요.', 'ordNo')
    return c.json(await detailOf(c, order, true))
  })
  .get('/list', requireMember(), validate('query', periodQuery), async (c) => {
    const m = c.var.member
    return c.json(await orderList(c, m.memberNo, c.req.valid('query'), 'visible'))
  })
  .get('/delivery', requireMember(), validate('query', periodQuery), async (c) => {
    const m = c.var.member
    return c.json(await orderList(c, m.memberNo, c.req.valid('query'), 'trackable'))
  })
  .get('/detail/:ordNo', requireMember(), validate('param', ordNoParam), async (c) => {
    const order = await orderOfMember(c.env.DB, c.req.valid('param').ordNo, c.var.member.memberNo)
    if (!order) throw ApiError.notFound('주문 정보를 찾을 수 없어요.', 'ordNo')
    return c.json(await detailOf(c, order, true))
  })
  .post('/guest/lookup', validate('json', guestLookupBody), async (c) => {
    const { ordNo, mobile } = c.req.valid('json')
    const order = await guestOrder(c.env.DB, ordNo, mobile)
    if (!order) {
      throw ApiError.notFound('주문번호와 휴대폰 번호를 다시 확인해 주세요.', 'ordNo')
    }
    return c.json(await detailOf(c, order, true))
  })
  .get('/claims', requireMember(), validate('query', periodQuery), async (c) => {
    const m = c.var.member
    const q = c.req.valid('query')
    const p = period(q)
    const { total, rows } = await memberClaimPage(c.env.DB, m.memberNo, p.fromIso, p.toIso, q.rows, (q.page - 1) * q.rows)
    const events = await eventsOfClaims(
      c.env.DB,
      rows.map((r) => r.claim_no),
    )
    return c.json({ total, from: p.from, to: p.to, claims: rows.map((r) => toClaimView(r, events)) })
  })
  .get('/offline', requireMember(), validate('query', periodQuery), async (c) => {
    const m = c.var.member
    const q = c.req.valid('query')
    const p = period(q)
    const { total, rows } = await memberOfflineOrderPage(c.env.DB, m.memberNo, p.from, p.to, q.rows, (q.page - 1) * q.rows)
    return c.json({
      total,
      from: p.from,
      to: p.to,
      orders: rows.map((r) => ({
        offlineNo: r.offline_no,
        storeCode: r.store_code,
        storeName: r.store_nm,
        purchaseYmd: r.purchase_ymd,
        goodsNm: r.goods_nm,
        qtt: r.qtt,
        amount: r.amount,
        payMethodNm: r.pay_method_nm,
        saleId: r.sale_id,
        lineNo: r.line_no,
        goodsTypeCd: r.goods_type_cd,
        prescription: r.prescription_json ? JSON.parse(r.prescription_json) : null,
        soldAt: r.sold_dttm,
        refundedAt: r.refund_dttm,
      })),
    })
  })
  .get('/paymentcard', requireMember(), validate('query', periodQuery), async (c) => {
    const m = c.var.member
    const q = c.req.valid('query')
    const p = period(q)
    const { total, rows } = await memberPaymentPage(c.env.DB, m.memberNo, p.fromIso, p.toIso, q.rows, (q.page - 1) * q.rows)
    return c.json({
      total,
      from: p.from,
      to: p.to,
      payments: rows.map((r) => ({
        ordNo: r.ord_no,
        payDttm: r.reg_dttm,
        kind: r.kind,
        kindNm: r.kind === 'APPROVE' ? '승인' : '취소',
        payMethodNm: paymentMethodName(r.pay_method),
        cardCompanyName: r.o_card_cd ? (cardCompanyName(r.o_card_cd) ?? null) : null,
        cardQuota: r.o_card_quota,
        bankName: r.o_bank_cd ? bankName(r.o_bank_cd) || null : null,
        amount: r.kind === 'APPROVE' ? r.amount : -r.amount,
      })),
    })
  })
  .get('/refundaccount', requireMember(), async (c) => {
    const m = c.var.member
    const r = await refundAccountOf(c.env.DB, m.memberNo)
    return c.json({
      account: r
        ? { bankCd: r.bank_cd, bankName: bankName(r.bank_cd), accountNoMasked: maskAccountNo(r.account_no), holderName: r.holder_nm }
        : null,
    } satisfies RefundAccountAnswer)
  })
  .put('/refundaccount', requireMember(), validate('json', refundAccountBody), async (c) => {
    const m = c.var.member
    const b = c.req.valid('json')
    const errors = refundAccountErrors(b)
    if (errors.length) throw new ApiError(400, errors)
    const accountNo = b.accountNo.replace(/-/g, '')
    await saveRefundAccount(
      c.env.DB,
      m.memberNo,
      { bankCd: b.bankCd, accountNo, holderName: b.holderName.trim() },
      new Date().toISOString(),
    )
    return c.json({
      account: {
        bankCd: b.bankCd,
        bankName: bankName(b.bankCd),
        accountNoMasked: maskAccountNo(accountNo),
        holderName: b.holderName.trim(),
      },
    } satisfies RefundAccountAnswer)
  })
  .get('/giftcard', requireMember(), async (c) => {
    const m = c.var.member
    const [cards, uses] = await Promise.all([ownGiftCards(c.env.DB, m.memberNo), memberGiftCardUses(c.env.DB, m.memberNo)])
    return c.json({
      giftCards: cards.map((r) => ({
        cardNo: maskCardNo(r.card_no),
        cardNm: r.card_nm,
        amount: r.face_amt,
        balance: r.status === '사용가능' ? r.amount : 0,
        status: r.status,
        issueYmd: r.issue_ymd,
        expireYmd: r.expire_ymd,
        usedYmd: r.used_ymd,
      })),
      // Orders paid with a card and their cancels (the card's own page, /mypage/myservice/giftcoupondetail, lists its whole history).
      uses: uses.map((u) => ({
        histNo: u.hist_no,
        cardNm: u.card_nm,
        cardNo: maskCardNo(u.card_no),
        kind: u.kind,
        kindNm: GIFT_CARD_HIST_NM[u.kind],
        amount: u.amount,
        ordNo: u.ord_no,
        regDttm: u.reg_dttm,
      })),
    } satisfies OrderGiftCardsAnswer)
  })
  .get('/digitalcoupon', requireMember(), async (c) => {
    const m = c.var.member
    const coupons = await memberDigitalCoupons(c.env.DB, m.memberNo)
    return c.json({
      coupons: coupons.map((r) => ({
        couponNo: r.coupon_no,
        couponNm: r.coupon_nm,
        amount: r.amount,
        status: r.status,
        payMethodNm: paymentMethodName(r.pay_method),
        cardCompanyName: r.card_cd ? (cardCompanyName(r.card_cd) ?? null) : null,
        buyYmd: r.buy_ymd,
        expireYmd: r.expire_ymd,
      })),
    })
  })
