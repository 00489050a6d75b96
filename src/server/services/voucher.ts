/**
 * 모바일 상품권 bought online (issue 28). A purchase is an order paid by card through the gateway like any other
 * (services/payment.ts issues the code in the paid batch); the buyer keeps it or sends it to a mobile number by SMS,
 * and whoever registers the code holds it as a gift card: used in part at a store's till (services/store-system.ts)
 * and at checkout (the gift-card rules of services/order.ts). Every move is one guarded batch.
 */
import type { D1Database } from '@cloudflare/workers-types'
import { groupCardNo, VOUCHER_FACES, VOUCHER_MAX_SENDS, voucherName } from '../../shared/benefits/vouchers'
import { voucherRefund } from '../../shared/benefits/voucher-refund'
import { todayYmd } from '../../shared/dates'
import { maskName, maskPhone } from '../../shared/format'
import type { VoucherItem, VoucherListAnswer } from '../../shared/api/voucher-types'
import { cardCompanyName } from '../../shared/codes'
import { GuardError } from '../db/guard'
import { insertOrderStmt, orderByIdem, orderLineStmts, writeOrder, type OrderRow } from '../db/orders'
import { memberByMobile, memberByNo } from '../db/members'
import {
  boughtVouchers,
  countVoucherResend,
  keepVoucher as keepVoucherRow,
  receivedVouchers,
  sendVoucher as sendVoucherRow,
  voucherOf,
  voucherOrderStmts,
  type VoucherListRow,
  type VoucherRow,
} from '../db/vouchers'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { sendSms } from '../providers/sms'
import { notifyMember } from './notify'
import { newOrdNo } from './order'

const VOUCHER_IMG = '/image/voucher/voucher.svg'

/** A fresh voucher code: 16 digits starting 77 (printed cards carry other prefixes; the batch checks it is free). */
function newVoucherCode() {
  const r = crypto.getRandomValues(new Uint32Array(2))
  return `77${String(r[0] % 10_000_000).padStart(7, '0')}${String(r[1] % 10_000_000).padStart(7, '0')}`
}

/**
 * The voucher's order, once per orderToken: status 01 with one line (the voucher, nothing in stock moves) and its
 * purchase row, in one batch. A repeated submit answers the same order; a code already taken is drawn again.
 */
export async function createVoucherOrder(
  db: D1Database,
  memberNo: number,
  body: { faceAmt: number; orderToken: string },
  now = new Date(),
): Promise<OrderRow> {
  if (!(VOUCHER_FACES as readonly number[]).includes(body.faceAmt)) throw DomainError.invalid('판매하지 않는 금액이에요.', 'faceAmt')
  const same = async () => {
    const o = await orderByIdem(db, body.orderToken)
    if (!o) return null
    if (o.member_no !== memberNo || o.order_classification !== 'voucher')
      throw DomainError.conflict('주문서 정보가 올바르지 않아요. 화면을 새로 고쳐 주세요.', 'orderToken')
    return o
  }
  const prior = await same()
  if (prior) return prior
  const m = await memberByNo(db, memberNo)
  if (!m?.mobile) throw DomainError.invalid('회원 정보에 휴대폰 번호를 먼저 등록해 주세요.', 'mobile')
  const nowIso = now.toISOString()
  const cardNm = voucherName(body.faceAmt)
  for (let attempt = 0; attempt < 3; attempt++) {
    const ordNo = newOrdNo(now)
    const written = await writeOrder(db, [
      insertOrderStmt(db, {
        ordNo,
        idemKey: body.orderToken,
        memberNo,
        orderClassification: 'voucher',
        dlvrMethod: '01',
        orderer: { name: m.member_nm, mobile: m.mobile, email: m.email ?? '' },
        delivery: { receiverName: '', mobile: '', zipCode: '', address1: '', address2: '', memo: '' },
        store: null,
        reservationYmd: null,
        reservationHhmm: null,
        amounts: { goodsAmt: body.faceAmt, dlvrAmt: 0, couponDcAmt: 0, pointUseAmt: 0, payAmt: body.faceAmt, earnPoint: 0 },
        payMethod: '3',
        nowIso,
      }),
      ...orderLineStmts(db, ordNo, 1, {
        goodsNo: 'VOUCHER',
        itemNo: `VOUCHER-${body.faceAmt}`,
        goodsNm: cardNm,
        itemNm: '모바일 상품권 (문자 발송)',
        goodsTypeCd: '05',
        imgSrc: VOUCHER_IMG,
        brandNm: '다비치',
        salePrice: body.faceAmt,
        buyQtt: 1,
        couponDcAmt: 0,
        lineAmt: body.faceAmt,
      }),
      ...voucherOrderStmts(db, { ordNo, memberNo, cardNo: newVoucherCode(), cardNm, faceAmt: body.faceAmt, nowIso }),
    ]).catch((e: unknown) => {
      if (e instanceof GuardError && (e.guard === 'voucher.code' || e.guard === 'unique:voucher_purchases.card_no'))
        return 'code_taken' as const
      throw e
    })
    if (written === 'written') return (await same())!
    if (written === 'repeated') return (await same())!
    if (written !== 'code_taken') throw DomainError.conflict('주문을 접수하지 못했어요. 잠시 후 다시 시도해 주세요.', 'faceAmt')
  }
  throw DomainError.conflict('주문을 접수하지 못했어요. 잠시 후 다시 시도해 주세요.', 'faceAmt')
}

const STATE_NM: Record<VoucherRow['state'], string> = {
  PENDING: '결제 대기',
  KEPT: '보관 중',
  SENT: '선물 보냄 · 등록 대기',
  REGISTERED: '등록됨',
  CANCELLED: '구매 취소',
}

function item(r: VoucherListRow, viewer: 'buyer' | 'holder', today: string): VoucherItem {
  const held = r.state === 'REGISTERED' && r.balance !== null
  const balance = held ? (r.card_status === '사용가능' ? r.balance! : 0) : r.state === 'KEPT' || r.state === 'SENT' ? r.face_amt : 0
  const used = held ? r.face_amt - balance : 0
  const usedAll = held && r.card_status === '사용완료'
  const ownHolder = viewer === 'holder' || r.holder_member_no === r.buyer_member_no
  return {
    ordNo: r.ord_no,
    cardNm: r.card_nm,
    faceAmt: r.face_amt,
    state: r.state,
    stateNm: usedAll ? '사용 완료' : held && used > 0 ? '일부 사용' : STATE_NM[r.state],
    balance,
    used,
    // The code itself only to its holder (to show at a till); the buyer of a sent one sees its last digits.
    cardNo: ownHolder && held ? groupCardNo(r.card_no) : `****-****-****-${r.card_no.slice(-4)}`,
    cardId: ownHolder && held ? r.card_id : null,
    boughtAt: r.paid_dttm ?? r.reg_dttm,
    expireYmd: r.expire_ymd ?? '',
    payMethodNm: r.card_cd ? `${cardCompanyName(r.card_cd) ?? '신용카드'}` : '신용카드',
    buyerNm: maskName(r.buyer_nm),
    recipient: r.recipient_mobile ? { name: r.recipient_nm ? maskName(r.recipient_nm) : '', mobile: maskPhone(r.recipient_mobile) } : null,
    holderNm: r.holder_nm ? (r.holder_member_no === r.buyer_member_no ? '나' : maskName(r.holder_nm)) : null,
    giftMsg: r.gift_msg ?? '',
    sentAt: r.sent_dttm,
    registeredAt: r.registered_dttm,
    canSend: viewer === 'buyer' && r.state === 'KEPT' && (r.expire_ymd ?? '') >= today,
    canKeep: viewer === 'buyer' && r.state === 'KEPT' && (r.expire_ymd ?? '') >= today,
    canResend: viewer === 'buyer' && r.state === 'SENT' && r.send_count < VOUCHER_MAX_SENDS,
    refund: voucherRefund({
      faceAmt: r.face_amt,
      balance,
      boughtYmd: todayYmd(new Date(r.paid_dttm ?? r.reg_dttm)),
      expireYmd: r.expire_ymd ?? today,
      todayYmd: today,
      byBuyer: viewer === 'buyer',
    }).reason,
  }
}

export async function vouchersOf(db: D1Database, memberNo: number, now = new Date()): Promise<VoucherListAnswer> {
  const today = todayYmd(now)
  const [bought, received] = await Promise.all([boughtVouchers(db, memberNo), receivedVouchers(db, memberNo)])
  return {
    faces: [...VOUCHER_FACES],
    bought: bought.map((r) => item(r, 'buyer', today)),
    received: received.map((r) => item(r, 'holder', today)),
  }
}

async function ownVoucher(db: D1Database, memberNo: number, ordNo: string) {
  const v = await voucherOf(db, ordNo)
  if (!v || v.buyer_member_no !== memberNo || v.state === 'PENDING') throw DomainError.notFound('상품권을 찾을 수 없어요.', 'ordNo')
  return v
}

const giftSms = (v: VoucherRow, buyerNm: string, origin: string) =>
  `[다비치] ${maskName(buyerNm)}님이 모바일 상품권 ${v.face_amt.toLocaleString('ko-KR')}원을 선물했어요.` +
  `${v.gift_msg ? `\n"${v.gift_msg}"` : ''}\n상품권 번호 ${groupCardNo(v.card_no)}\n다비치마켓에 로그인해 등록해 주세요: ${origin}/mypage/myservice/giftcoupon?code=${v.card_no}`

/** The gift's message (SMS, and the inbox when the number is a member's); false when the SMS did not go out. */
async function deliverGift(env: Env, v: VoucherRow, origin: string, now: Date) {
  const buyer = await memberByNo(env.DB, v.buyer_member_no)
  const sms = await sendSms(env, v.recipient_mobile!, giftSms(v, buyer?.member_nm ?? '', origin)).catch(() => ({ ok: false }))
  const member = await memberByMobile(env.DB, v.recipient_mobile!)
  if (member && member.member_no !== v.buyer_member_no)
    await notifyMember(
      env,
      {
        memNo: member.member_no,
        kind: 'NOTICE',
        title: '모바일 상품권을 선물 받았어요',
        body: `${maskName(buyer?.member_nm ?? '')}님이 보낸 ${v.card_nm}을 등록해 주세요.`,
        link: `/mypage/myservice/giftcoupon?code=${v.card_no}`,
        dedupKey: `voucher-gift:${v.ord_no}`,
      },
      now,
    )
  return sms.ok
}

/** Sends a kept voucher to a mobile number, once: a repeated or racing request is told it has gone already. */
export async function sendVoucher(
  env: Env,
  memberNo: number,
  ordNo: string,
  body: { recipientNm: string; mobile: string; message: string },
  ctx: { origin: string },
  now = new Date(),
) {
  const db = env.DB
  const v = await ownVoucher(db, memberNo, ordNo)
  if (v.state !== 'KEPT') throw DomainError.conflict(alreadyMoved(v), 'ordNo')
  const me = await memberByNo(db, memberNo)
  if (me?.mobile === body.mobile) throw DomainError.invalid('본인에게는 선물할 수 없어요. 내 상품권함에 등록해 주세요.', 'mobile')
  try {
    await sendVoucherRow(db, { ordNo, memberNo, ...body, todayYmd: todayYmd(now), nowIso: now.toISOString() })
  } catch (e) {
    if (e instanceof GuardError && e.guard === 'voucher.send')
      throw DomainError.conflict(alreadyMoved((await voucherOf(db, ordNo))!), 'ordNo')
    throw e
  }
  const sent = (await voucherOf(db, ordNo))!
  const smsOk = await deliverGift(env, sent, ctx.origin, now)
  return { ordNo, state: sent.state, smsSent: smsOk }
}

/** Sends the gift's message again (a lost SMS), at most VOUCHER_MAX_SENDS messages in all. */
export async function resendVoucher(env: Env, memberNo: number, ordNo: string, ctx: { origin: string }, now = new Date()) {
  const v = await ownVoucher(env.DB, memberNo, ordNo)
  if (v.state !== 'SENT') throw DomainError.conflict(alreadyMoved(v), 'ordNo')
  const n = await countVoucherResend(env.DB, ordNo, memberNo, VOUCHER_MAX_SENDS)
  if (n === null)
    throw DomainError.conflict(`선물 문자는 ${VOUCHER_MAX_SENDS}번까지 보낼 수 있어요. 받는 분께 번호를 직접 알려 주세요.`, 'ordNo')
  return { ordNo, state: v.state, smsSent: await deliverGift(env, v, ctx.origin, now) }
}

/** The buyer keeps the voucher: it becomes a gift card on their own account, once. */
export async function keepVoucher(db: D1Database, memberNo: number, ordNo: string, now = new Date()) {
  const v = await ownVoucher(db, memberNo, ordNo)
  if (v.state !== 'KEPT') throw DomainError.conflict(alreadyMoved(v), 'ordNo')
  try {
    await keepVoucherRow(db, { ordNo, memberNo, cardNo: v.card_no, todayYmd: todayYmd(now), nowIso: now.toISOString() })
  } catch (e) {
    if (e instanceof GuardError && (e.guard === 'voucher.keep' || e.guard === 'giftcard.register'))
      throw DomainError.conflict(alreadyMoved((await voucherOf(db, ordNo))!), 'ordNo')
    throw e
  }
  return { ordNo, state: 'REGISTERED' as const }
}

function alreadyMoved(v: VoucherRow) {
  if (v.state === 'SENT') return `이미 ${v.recipient_mobile ? maskPhone(v.recipient_mobile) : '받는 분'}님께 선물한 상품권이에요.`
  if (v.state === 'REGISTERED') return '이미 등록된 상품권이에요.'
  if (v.state === 'CANCELLED') return '구매를 취소한 상품권이에요.'
  return '지금은 이 상품권을 보낼 수 없어요.'
}
