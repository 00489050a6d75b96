/**
 * Cash-payment seed (migration 0110) for member01: one order in each cash state —
 *  1. a virtual account waiting for its deposit (the sandbox bank can pay it: /__sandbox/pg/vbank/<tid>),
 *  2. a virtual account deposited (notice recorded, under 100,000원 and no receipt asked: none),
 *  3. a bank transfer with its cash receipt issued (승인, 소득공제 to the buyer's mobile),
 *  4. a virtual account deposited whose receipt failed at the gateway (오류, retried by the nightly job).
 * Deterministic for one `now`; order numbers of their own (…9100xxxx) beside the commerce seed's.
 *
 *   const sql = cashSeedSql(seed, now)
 */
import type { SeedData } from '../../server/db/rows'
import { tableToSql } from './sql'
import { DAY, iso, toMs } from './time'

type Row = Record<string, string | number | null>
export const CASH_TABLE_ORDER = [
  'orders',
  'order_lines',
  'order_status_history',
  'payments',
  'vbank_notices',
  'cash_receipts',
  'sandbox_pg_tx',
  'sandbox_pg_receipts',
] as const
const seoulYmd = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')

type Plan = {
  key: 'waiting' | 'deposited' | 'issued' | 'failed'
  daysAgo: number
  pay: '1' | '2'
  bank: string
  pick: number
  qtt: number
  receipt: 'OK' | 'ERR' | null
}
const PLANS: Plan[] = [
  { key: 'waiting', daysAgo: 0.1, pay: '2', bank: '04', pick: 11, qtt: 1, receipt: null },
  { key: 'deposited', daysAgo: 2, pay: '2', bank: '88', pick: 13, qtt: 1, receipt: null },
  { key: 'issued', daysAgo: 4, pay: '1', bank: '20', pick: 17, qtt: 2, receipt: 'OK' },
  { key: 'failed', daysAgo: 6, pay: '2', bank: '81', pick: 19, qtt: 2, receipt: 'ERR' },
]

export function buildCashSeed(seed: SeedData, now: Date | string | number): Record<(typeof CASH_TABLE_ORDER)[number], Row[]> {
  const nowMs = toMs(now)
  const out = Object.fromEntries(CASH_TABLE_ORDER.map((t) => [t, [] as Row[]])) as Record<(typeof CASH_TABLE_ORDER)[number], Row[]>
  const member = seed.members.find((m) => m.login_id === 'member01')
  if (!member) return out
  const deliverable = seed.goods.filter((g) => ['01', '02', '05'].includes(g.goods_type_cd) && g.display_yn === 'Y')
  const brand = (brandNo: number) => seed.brands.find((b) => b.brand_no === brandNo)?.brand_nm ?? ''
  PLANS.forEach((p, i) => {
    const at = nowMs - p.daysAgo * DAY
    const ordNo = `${seoulYmd(at)}${String(91000000 + i * 211).padStart(8, '0')}`
    const g = deliverable[(p.pick * 7 + 3) % deliverable.length]
    const it = seed.goods_items.find((x) => x.goods_no === g.goods_no)
    const price = g.sale_price + (it?.add_price ?? 0)
    const goodsAmt = price * p.qtt
    const dlvrAmt = goodsAmt >= 50000 ? 0 : 3000
    const payAmt = goodsAmt + dlvrAmt
    const tid = `${p.pay === '2' ? 'StdpayVBNK' : 'StdpayDBNK'}SEED${ordNo}`
    const vacctNo = p.pay === '2' ? `5620${ordNo.slice(-10)}` : null
    const waiting = p.key === 'waiting'
    const paidAt = iso(at + (waiting ? 60_000 : 3 * 3600_000))
    const receiptAsked = p.key === 'issued'
    out.orders.push({
      ord_no: ordNo,
      idem_key: `seed-cash-${ordNo}`,
      member_no: member.member_no,
      status: waiting ? '10' : '20',
      order_classification: 'direct',
      dlvr_method: '01',
      orderer_nm: member.member_nm,
      orderer_mobile: member.mobile ?? '01012345678',
      orderer_email: member.email ?? '',
      receiver_nm: member.member_nm,
      receiver_mobile: member.mobile ?? '01012345678',
      zip_code: '06236',
      address1: '서울 강남구 테헤란로 152',
      address2: '101동 1001호',
      dlvr_memo: '',
      goods_amt: goodsAmt,
      dlvr_amt: dlvrAmt,
      coupon_dc_amt: 0,
      point_use_amt: 0,
      pay_amt: payAmt,
      earn_point: Math.floor((goodsAmt * 0.01) / 10) * 10,
      pay_method: p.pay,
      pg_tid: tid,
      bank_cd: p.bank,
      vacct_no: vacctNo,
      paid_dttm: paidAt,
      vacct_due_dttm: p.pay === '2' ? iso(at + 3 * DAY) : null,
      vacct_holder_nm: p.pay === '2' ? '(주)다비치마켓' : null,
      deposit_dttm: p.pay === '2' && !waiting ? paidAt : null,
      cash_receipt_type: receiptAsked ? 'DEDUCTION' : 'NONE',
      cash_receipt_id_type: receiptAsked ? 'MOBILE' : null,
      cash_receipt_no: receiptAsked ? (member.mobile ?? '01012345678') : null,
      escrow_yn: p.key === 'deposited' ? 'Y' : 'N',
      reg_dttm: iso(at),
      upd_dttm: paidAt,
    })
    out.order_lines.push({
      ord_no: ordNo,
      line_no: 1,
      goods_no: g.goods_no,
      item_no: it?.item_no ?? `${g.goods_no}-X`,
      goods_nm: g.goods_nm,
      item_nm: it?.item_nm ?? '기본',
      goods_type_cd: g.goods_type_cd,
      img_src: g.img_src,
      brand_nm: brand(g.brand_no),
      sale_price: price,
      buy_qtt: p.qtt,
      coupon_dc_amt: 0,
      line_amt: goodsAmt,
      claim_qtt: 0,
      status: waiting ? '10' : '20',
    })
    out.order_status_history.push({ ord_no: ordNo, line_no: null, status: '01', memo: '주문서 작성, 결제 대기', reg_dttm: iso(at) })
    if (p.pay === '2')
      out.order_status_history.push({
        ord_no: ordNo,
        line_no: null,
        status: '10',
        memo: '가상계좌 발급, 입금 대기',
        reg_dttm: iso(at + 60_000),
      })
    if (!waiting)
      out.order_status_history.push({
        ord_no: ordNo,
        line_no: null,
        status: '20',
        memo: p.pay === '2' ? '입금 확인, 결제 완료' : '결제 완료',
        reg_dttm: paidAt,
      })
    out.payments.push({
      ord_no: ordNo,
      kind: 'APPROVE',
      pay_method: p.pay,
      amount: payAmt,
      tid,
      result_code: '0000',
      result_msg: '정상처리되었습니다.',
      card_cd: null,
      card_quota: null,
      bank_cd: p.bank,
      reg_dttm: iso(at + 60_000),
    })
    if (p.pay === '2' && !waiting) {
      out.payments.push({
        ord_no: ordNo,
        kind: 'DEPOSIT',
        pay_method: '2',
        amount: payAmt,
        tid,
        result_code: '0000',
        result_msg: `입금 확인 (${member.member_nm})`,
        card_cd: null,
        card_quota: null,
        bank_cd: p.bank,
        reg_dttm: paidAt,
      })
      out.vbank_notices.push({
        ord_no: ordNo,
        tid,
        type_msg: '0200',
        vacct_no: vacctNo,
        amount: payAmt,
        depositor_nm: member.member_nm,
        result: 'PAID',
        source_ip: '127.0.0.77',
        reg_dttm: paidAt,
      })
    }
    if (p.receipt) {
      const ok = p.receipt === 'OK'
      const rTid = `INIAPIRECESEED${ordNo}`
      out.cash_receipts.push({
        ord_no: ordNo,
        use_opt: '1',
        id_type: receiptAsked ? 'MOBILE' : 'SELF',
        reg_num: receiptAsked ? (member.mobile ?? '01012345678') : '0100001234',
        amount: payAmt,
        auto_yn: receiptAsked ? 'N' : 'Y',
        status: ok ? 'OK' : 'ERR',
        tid: ok ? rTid : null,
        auth_no: ok ? `1${ordNo.slice(-8)}` : null,
        auth_dttm: ok ? paidAt : null,
        err_msg: ok ? null : '[9A] 국세청 현금영수증 시스템 점검 중입니다.',
        tries: 1,
        lock_token: null,
        lock_dttm: null,
        cancel_dttm: null,
        reg_dttm: paidAt,
        upd_dttm: paidAt,
      })
      if (ok)
        out.sandbox_pg_receipts.push({
          tid: rTid,
          mid: 'INIpayTest',
          use_opt: '1',
          reg_num: member.mobile ?? '01012345678',
          price: payAmt,
          status: 'ISSUED',
          reg_dttm: paidAt,
        })
    }
    // The sandbox gateway knows these payments (the waiting account can be paid at its bank; the rest refunded).
    out.sandbox_pg_tx.push({
      tid,
      mid: 'INIpayTest',
      oid: ordNo,
      price: payAmt,
      pay_method: p.pay,
      card_cd: null,
      card_quota: null,
      bank_cd: p.bank,
      auth_token: `seed-cash-${ordNo}`,
      scenario: 'approve',
      status: p.pay === '2' && !waiting ? 'DEPOSITED' : 'APPROVED',
      buyer_nm: member.member_nm,
      reg_dttm: iso(at + 60_000),
      upd_dttm: paidAt,
      vacct_no: vacctNo,
      noti_url: p.pay === '2' ? 'http://localhost/api/v1/front/order/pg/vbanknoti' : null,
      channel: 'PC',
      escrow_yn: p.key === 'deposited' ? 'Y' : 'N',
      deposit_amt: p.pay === '2' && !waiting ? payAmt : null,
    })
  })
  return out
}

export function cashSeedSql(seed: SeedData, now: Date | string | number): string[] {
  const rows = buildCashSeed(seed, now)
  return CASH_TABLE_ORDER.flatMap((table) => tableToSql(table, rows[table]))
}
