/**
 * Commerce seed (migration 0030 tables) for member01: past orders across statuses with lines, status
 * history, payments and one cancel claim; saved addresses; a point ledger; store purchases; gift cards
 * and a digital coupon. Built from the main seed's goods and stores; deterministic for one `now`.
 *
 *   const sql = commerceSeedSql(seed, now)   // INSERT statements (children after parents)
 */
import { allocateOrder } from '../../shared/order/allocation'
import { tableToSql } from './sql'
import { DAY, iso, toMs } from './time'
import type { SeedData } from '../../server/db/rows'

type Row = Record<string, string | number | null>
export const COMMERCE_TABLE_ORDER = [
  'member_addresses',
  'point_ledger',
  'orders',
  'order_lines',
  'order_status_history',
  'payments',
  'claims',
  'offline_orders',
  'gift_cards',
  'digital_coupons',
  'sandbox_pg_tx',
] as const

const seoulYmd = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')

export function buildCommerceSeed(seed: SeedData, now: Date | string | number): Record<(typeof COMMERCE_TABLE_ORDER)[number], Row[]> {
  const nowMs = toMs(now)
  const member = seed.members.find((m) => m.login_id === 'member01')
  const out = Object.fromEntries(COMMERCE_TABLE_ORDER.map((t) => [t, [] as Row[]])) as Record<(typeof COMMERCE_TABLE_ORDER)[number], Row[]>
  if (!member) return out
  const no = member.member_no
  const deliverable = seed.goods.filter((g) => ['01', '02', '05'].includes(g.goods_type_cd) && g.display_yn === 'Y')
  const itemOf = (goodsNo: string) => seed.goods_items.find((i) => i.goods_no === goodsNo)
  const store = seed.stores.find((s) => s.pickup_yn === 'Y') ?? seed.stores[0]
  const brand = (brandNo: number) => seed.brands.find((b) => b.brand_no === brandNo)?.brand_nm ?? ''

  out.member_addresses.push(
    {
      member_no: no,
      addr_nm: '집',
      receiver_nm: member.member_nm,
      mobile: member.mobile ?? '01012345678',
      zip_code: '06236',
      address1: '서울 강남구 테헤란로 152',
      address2: '101동 1001호',
      default_yn: 'Y',
      reg_dttm: iso(nowMs - 200 * DAY),
    },
    {
      member_no: no,
      addr_nm: '회사',
      receiver_nm: member.member_nm,
      mobile: member.mobile ?? '01012345678',
      zip_code: '04524',
      address1: '서울 중구 세종대로 110',
      address2: '5층',
      default_yn: 'N',
      reg_dttm: iso(nowMs - 100 * DAY),
    },
  )
  out.point_ledger.push(
    {
      member_no: no,
      amount: 3000,
      reason: '신규가입',
      ord_no: null,
      reg_dttm: iso(nowMs - 300 * DAY),
      expire_dttm: iso(nowMs + 800 * DAY),
    },
    {
      member_no: no,
      amount: 5000,
      reason: '후기작성',
      ord_no: null,
      reg_dttm: iso(nowMs - 60 * DAY),
      expire_dttm: iso(nowMs + 1000 * DAY),
    },
  )

  // [status, days ago, dlvrMethod, payMethod, cardCd, bankCd, goods picks]
  const plans: Array<[string, number, '01' | '02', string, string | null, string | null, number[]]> = [
    ['20', 1, '01', '3', '06', null, [0]],
    ['30', 3, '01', '3', '11', null, [1, 2]],
    ['40', 5, '01', '1', null, '04', [3]],
    ['50', 9, '01', '3', '14', null, [4]],
    ['50', 40, '01', '12', null, null, [5]],
    ['90', 70, '02', '3', '12', null, [6]],
    ['21', 20, '01', '3', '04', null, [7]],
    ['10', 0.2, '01', '2', null, '88', [8]],
  ]
  plans.forEach(([status, daysAgo, dlvr, pay, card, bank, picks], i) => {
    const at = nowMs - daysAgo * DAY
    const ordNo = `${seoulYmd(at)}${String(90000000 + i * 137).padStart(8, '0')}`
    const lines = picks.map((p, li) => {
      const g = deliverable[(p * 7 + 3) % deliverable.length]
      const it = itemOf(g.goods_no)
      const qtt = li === 0 && i === 1 ? 2 : 1
      const price = g.sale_price + (it?.add_price ?? 0)
      return { g, it, qtt, price }
    })
    const goodsAmt = lines.reduce((s, l) => s + l.price * l.qtt, 0)
    const dlvrAmt = dlvr === '02' || goodsAmt >= 50000 ? 0 : 3000
    const payAmt = goodsAmt + dlvrAmt
    const paid = status !== '10'
    const delivered = ['50', '90'].includes(status) ? iso(at + 2 * DAY) : null
    out.orders.push({
      ord_no: ordNo,
      idem_key: `seed-${ordNo}`,
      member_no: no,
      status,
      order_classification: 'cart',
      dlvr_method: dlvr,
      orderer_nm: member.member_nm,
      orderer_mobile: member.mobile ?? '01012345678',
      orderer_email: member.email ?? '',
      receiver_nm: dlvr === '01' ? member.member_nm : '',
      receiver_mobile: dlvr === '01' ? (member.mobile ?? '01012345678') : '',
      zip_code: dlvr === '01' ? '06236' : '',
      address1: dlvr === '01' ? '서울 강남구 테헤란로 152' : '',
      address2: dlvr === '01' ? '101동 1001호' : '',
      dlvr_memo: dlvr === '01' ? '문 앞에 놓아 주세요.' : '',
      store_code: dlvr === '02' ? store.store_code : null,
      store_nm: dlvr === '02' ? store.store_nm : null,
      store_addr: dlvr === '02' ? store.road_addr : null,
      store_tel: dlvr === '02' ? store.tel_no : null,
      reservation_ymd: dlvr === '02' ? seoulYmd(at + DAY) : null,
      reservation_hhmm: dlvr === '02' ? '1500' : null,
      goods_amt: goodsAmt,
      dlvr_amt: dlvrAmt,
      coupon_dc_amt: 0,
      point_use_amt: 0,
      pay_amt: payAmt,
      earn_point: Math.floor((goodsAmt * 0.01) / 10) * 10,
      pay_method: pay,
      pg_tid: paid || pay === '2' ? `StdpaySEED${ordNo}` : null,
      card_cd: card,
      card_quota: card ? (i % 2 ? '03' : '00') : null,
      bank_cd: bank,
      vacct_no: pay === '2' ? `9${ordNo.slice(-11)}` : null,
      paid_dttm: paid ? iso(at + 60_000) : null,
      courier_nm: ['40', '50', '90'].includes(status) && dlvr === '01' ? 'CJ대한통운' : null,
      invoice_no: ['40', '50', '90'].includes(status) && dlvr === '01' ? `6${ordNo.slice(-11)}` : null,
      dispatch_dttm: ['40', '50', '90'].includes(status) ? iso(at + DAY) : null,
      delivered_dttm: delivered,
      cancel_dttm: status === '21' ? iso(at + 3600_000) : null,
      fail_msg: null,
      reg_dttm: iso(at),
      upd_dttm: iso(at + DAY),
    })
    // The allocation (안분) an order is written with (src/shared/order/allocation.ts): here only the delivery fee to split.
    const alloc = allocateOrder(
      lines.map((l, li) => ({ lineNo: li + 1, lineAmt: l.price * l.qtt, buyQtt: l.qtt })),
      { orderCouponDcAmt: 0, dlvrAmt, pointUseAmt: 0, giftCardUseAmt: 0 },
    )
    lines.forEach((l, li) =>
      out.order_lines.push({
        ord_no: ordNo,
        line_no: li + 1,
        goods_no: l.g.goods_no,
        item_no: l.it?.item_no ?? `${l.g.goods_no}-X`,
        goods_nm: l.g.goods_nm,
        item_nm: l.it?.item_nm ?? '기본',
        goods_type_cd: l.g.goods_type_cd,
        img_src: l.g.img_src,
        brand_nm: brand(l.g.brand_no),
        sale_price: l.price,
        buy_qtt: l.qtt,
        coupon_dc_amt: 0,
        line_amt: l.price * l.qtt,
        claim_qtt: 0,
        status,
        alloc_yn: 'Y',
        alloc_coupon_amt: alloc[li].coupon,
        alloc_dlvr_amt: alloc[li].dlvr,
        alloc_point_amt: alloc[li].point,
        alloc_gc_amt: alloc[li].giftCard,
        alloc_pay_amt: alloc[li].pay,
      }),
    )
    const steps: Array<[string, string, number]> = [['01', '주문서 작성, 결제 대기', 0]]
    if (status === '10') steps.push(['10', '가상계좌 발급, 입금 대기', 60_000])
    else steps.push(['20', '결제 완료', 60_000])
    if (['30', '40', '50', '90'].includes(status)) steps.push(['30', '상품을 준비하고 있어요', 0.5 * DAY])
    if (['40', '50', '90'].includes(status)) steps.push(['40', dlvr === '02' ? '매장으로 이동 중' : 'CJ대한통운 발송', DAY])
    if (['50', '90'].includes(status)) steps.push(['50', dlvr === '02' ? '매장에서 수령' : '배송 완료', 2 * DAY])
    if (status === '90') steps.push(['90', '구매 확정', 5 * DAY])
    if (status === '21') steps.push(['21', '고객 취소 (단순 변심)', 3600_000])
    for (const [st, memo, off] of steps)
      out.order_status_history.push({ ord_no: ordNo, line_no: null, status: st, memo, reg_dttm: iso(at + off) })
    // The approval (a virtual account's too: issued, awaiting the deposit) — the nightly books check.
    if (paid || pay === '2') {
      out.payments.push({
        ord_no: ordNo,
        kind: 'APPROVE',
        pay_method: pay,
        amount: payAmt,
        tid: `StdpaySEED${ordNo}`,
        result_code: '0000',
        result_msg: '정상처리되었습니다.',
        card_cd: card,
        card_quota: card ? '00' : null,
        bank_cd: bank,
        reg_dttm: iso(at + 60_000),
      })
    }
    if (paid || pay === '2') {
      // The sandbox gateway knows the seeded payments, so a seeded paid order can be cancelled (refunded).
      out.sandbox_pg_tx.push({
        tid: `StdpaySEED${ordNo}`,
        mid: 'INIpayTest',
        oid: ordNo,
        price: payAmt,
        pay_method: pay,
        card_cd: card,
        card_quota: card ? '00' : null,
        bank_cd: bank,
        auth_token: `seed-${ordNo}`,
        scenario: 'approve',
        status: status === '21' ? 'CANCELLED' : 'APPROVED',
        buyer_nm: member.member_nm,
        reg_dttm: iso(at + 60_000),
        upd_dttm: iso(at + 60_000),
      })
    }
    if (status === '21') {
      out.payments.push({
        ord_no: ordNo,
        kind: 'CANCEL',
        pay_method: pay,
        amount: payAmt,
        tid: `StdpaySEED${ordNo}`,
        result_code: '00',
        result_msg: '정상처리되었습니다.',
        card_cd: card,
        card_quota: null,
        bank_cd: null,
        reg_dttm: iso(at + 3600_000),
      })
      out.claims.push({
        ord_no: ordNo,
        member_no: no,
        claim_type: 'CANCEL',
        reason_cd: '40',
        reason_text: '',
        status: '21',
        refund_amt: payAmt,
        return_fee: 0,
        shipping_paid_by: null,
        refund_way: 'PG',
        lines_json: '[]',
        reg_dttm: iso(at + 3600_000),
        cmpl_dttm: iso(at + 3600_000),
        desk_stage: 'DONE', // the shop finished it by itself: not in the claims desk's queue
      })
    }
    if (status === '90')
      out.point_ledger.push({
        member_no: no,
        amount: Math.floor((goodsAmt * 0.01) / 10) * 10,
        reason: '구매적립',
        ord_no: ordNo,
        reg_dttm: iso(at + 5 * DAY),
        expire_dttm: iso(at + 1100 * DAY),
      })
  })

  // Store purchases are no longer seeded here: the sandbox store system holds them (src/demo/seed/store-system.ts)
  // and the shop brings them in when member01 joins the store membership (통합회원) or a POS webhook arrives.
  out.gift_cards.push(
    {
      card_no: '4100123456781234',
      member_no: no,
      card_nm: '다비치 모바일 상품권',
      amount: 50000,
      status: '사용가능',
      issue_ymd: seoulYmd(nowMs - 30 * DAY),
      expire_ymd: seoulYmd(nowMs + 335 * DAY),
      used_ymd: null,
    },
    {
      card_no: '4100987654325678',
      member_no: no,
      card_nm: '다비치 상품권',
      amount: 0,
      status: '사용완료',
      issue_ymd: seoulYmd(nowMs - 200 * DAY),
      expire_ymd: seoulYmd(nowMs + 165 * DAY),
      used_ymd: seoulYmd(nowMs - 150 * DAY),
    },
  )
  out.digital_coupons.push({
    coupon_no: 'DC2026000001',
    member_no: no,
    coupon_nm: '시력검사 + 안경 세척 교환권',
    amount: 10000,
    status: '사용가능',
    pay_method: '3',
    card_cd: '06',
    buy_ymd: seoulYmd(nowMs - 10 * DAY),
    expire_ymd: seoulYmd(nowMs + 80 * DAY),
  })
  return out
}

export function commerceSeedSql(seed: SeedData, now: Date | string | number): string[] {
  const rows = buildCommerceSeed(seed, now)
  return COMMERCE_TABLE_ORDER.flatMap((table) => tableToSql(table, rows[table]))
}
