/** The point page (balance, soon-to-expire, ledger with the default three-month look-back) and conversion into an offline coupon. */
import type { D1Database } from '@cloudflare/workers-types'
import type {
  DigitalCouponDetailAnswer,
  GiftCardDetailAnswer,
  GiftCardListAnswer,
  PointAnswer,
  PointConvertAnswer,
} from '../../shared/api/benefit-types'
import { GIFT_CARD_HIST_NM, POINT_CONVERSION, POINT_SOON_DAYS, conversionError } from '../../shared/benefits/points'
import { cardCompanyName, paymentMethodName } from '../../shared/codes'
import { maskCardNo } from '../../shared/format'
import { dayjs, defaultLookback, seoulNow, SEOUL, todayYmd } from '../../shared/dates'
import { pointSummary } from '../db/benefit-jobs'
import {
  countGiftCardTry,
  giftCardHistory,
  ownDigitalCoupon,
  ownGiftCard,
  ownGiftCards,
  registerGiftCard,
  type OwnGiftCardRow,
} from '../db/giftcards'
import { GuardError, guardedBatch } from '../db/guard'
import { conversionStmts, ledgerPage } from '../db/points'
import { DomainError } from '../domain-error'
import { code128Svg } from './barcode'

export const POINT_ROWS = 20

export async function pointsOf(
  db: D1Database,
  memberNo: number,
  q: { fromYmd?: string; toYmd?: string; kind: 'all' | 'earn' | 'use'; page: number },
  now = new Date(),
): Promise<PointAnswer> {
  const def = defaultLookback(now)
  const fromYmd = q.fromYmd ?? def.from
  const toYmd = q.toYmd ?? def.to
  const fromIso = dayjs.tz(fromYmd, 'YYYYMMDD', SEOUL).startOf('day').toISOString()
  const toIso = dayjs.tz(toYmd, 'YYYYMMDD', SEOUL).add(1, 'day').startOf('day').toISOString()
  const [sum, page] = await Promise.all([
    pointSummary(db, memberNo, dayjs(now).add(POINT_SOON_DAYS, 'day').toISOString()),
    ledgerPage(db, memberNo, fromIso, toIso, q.kind, POINT_ROWS, (q.page - 1) * POINT_ROWS),
  ])
  return {
    balance: sum.balance,
    soon: Math.min(sum.soon, sum.balance),
    soonDays: POINT_SOON_DAYS,
    fromYmd,
    toYmd,
    items: page.rows.map((r) => ({
      ledgerNo: r.ledger_no,
      amount: r.amount,
      kind: r.amount >= 0 ? '지급' : '차감',
      reason: r.reason,
      ordNo: r.ord_no?.startsWith('CONV:') || r.ord_no?.startsWith('EXP:') ? null : r.ord_no,
      regDttm: r.reg_dttm,
      expireDttm: r.expire_dttm,
    })),
    totalCount: page.total,
    page: q.page,
    rows: POINT_ROWS,
    conversion: { ...POINT_CONVERSION },
  }
}

/** Converts points into an offline coupon exactly once per request key. */
export async function convertPoints(
  db: D1Database,
  memberNo: number,
  amount: number,
  requestKey: string,
  now = new Date(),
): Promise<PointConvertAnswer> {
  const { balance } = await pointSummary(db, memberNo, now.toISOString())
  const err = conversionError(amount, balance)
  if (err) throw DomainError.invalid(err, 'amount')
  const nowIso = now.toISOString()
  const validEnd = seoulNow(now).add(364, 'day').endOf('day').toISOString()
  try {
    await guardedBatch(db, conversionStmts(db, memberNo, requestKey, amount, nowIso, validEnd))
  } catch (e) {
    if (e instanceof GuardError && e.guard.startsWith('unique:point_conversions'))
      throw DomainError.conflict('이미 처리된 전환 요청이에요. 나의 쿠폰함을 확인해 주세요.', 'requestKey')
    if (e instanceof GuardError && e.guard === 'points') throw DomainError.conflict('보유 포인트가 부족해요.', 'amount')
    throw e
  }
  const after = await pointSummary(db, memberNo, nowIso)
  return { amount, issueNo: null, balance: after.balance }
}

/* ---- gift cards and digital coupons ---- */

/** Tries per member and hour at registering gift cards (guessing numbers is refused beyond this). */
export const GIFT_CARD_TRIES_PER_HOUR = 10

export async function registerCard(db: D1Database, memberNo: number, cardNo: string, now = new Date()) {
  const tries = await countGiftCardTry(db, memberNo, seoulNow(now).format('YYYYMMDDHH'))
  if (tries > GIFT_CARD_TRIES_PER_HOUR)
    throw DomainError.of('rate_limited', 'cardNo', '상품권 등록 시도가 너무 많아요. 1시간 뒤에 다시 시도해 주세요.')
  const own = await ownGiftCard(db, memberNo, { cardNo })
  if (own) throw DomainError.conflict('이미 등록하신 상품권이에요.', 'cardNo')
  const r = await registerGiftCard(db, memberNo, cardNo, todayYmd(now), now.toISOString())
  // One answer for unknown, expired and someone else's card: the number cannot be probed.
  if (r !== 'registered') throw DomainError.invalid('등록할 수 없는 상품권 번호예요. 번호를 다시 확인해 주세요.', 'cardNo')
  const card = await ownGiftCard(db, memberNo, { cardNo })
  return giftCardDetail(db, memberNo, card!.card_id)
}

const HIST_NM = GIFT_CARD_HIST_NM

const giftCardItem = (c: OwnGiftCardRow) => ({
  cardId: c.card_id,
  cardNo: maskCardNo(c.card_no),
  cardNm: c.card_nm,
  amount: c.face_amt,
  balance: c.status === '사용가능' ? c.amount : 0,
  status: c.status,
  issueYmd: c.issue_ymd,
  expireYmd: c.expire_ymd,
  usedYmd: c.used_ymd,
})

export async function giftCardsOf(db: D1Database, memberNo: number): Promise<GiftCardListAnswer> {
  const cards = (await ownGiftCards(db, memberNo)).map(giftCardItem)
  return { cards, balance: cards.reduce((s, c) => s + c.balance, 0) }
}

export async function giftCardDetail(db: D1Database, memberNo: number, cardId: number): Promise<GiftCardDetailAnswer> {
  const c = await ownGiftCard(db, memberNo, { cardId })
  if (!c) throw DomainError.notFound('상품권을 찾을 수 없어요.', 'cardId')
  const history = await giftCardHistory(db, memberNo, c.card_no)
  const usable = c.status === '사용가능' && c.amount > 0 && c.expire_ymd >= todayYmd()
  return {
    ...giftCardItem(c),
    // Shown at a store's till (its POS scans the number); only to the card's holder, only while it can pay.
    barcode: usable ? { value: c.card_no, svg: code128Svg(c.card_no) } : null,
    history: history.map((h) => ({
      histNo: h.hist_no,
      kind: h.kind,
      kindNm: HIST_NM[h.kind],
      amount: h.amount,
      // A till's use (POS:<store>:<key>) names its store instead of an order.
      ordNo: h.ord_no?.startsWith('POS:') ? null : h.ord_no,
      storeNm: h.store_nm,
      regDttm: h.reg_dttm,
    })),
  }
}

export async function digitalCouponDetail(db: D1Database, memberNo: number, couponNo: string): Promise<DigitalCouponDetailAnswer> {
  const c = await ownDigitalCoupon(db, memberNo, couponNo)
  if (!c) throw DomainError.notFound('디지털 쿠폰을 찾을 수 없어요.', 'couponNo')
  return {
    couponNo: c.coupon_no,
    couponNm: c.coupon_nm,
    amount: c.amount,
    status: c.status,
    payMethodNm: paymentMethodName(c.pay_method),
    cardCompanyName: c.card_cd ? (cardCompanyName(c.card_cd) ?? null) : null,
    buyYmd: c.buy_ymd,
    expireYmd: c.expire_ymd,
    barcode: c.status === '사용가능' ? { value: c.coupon_no, svg: code128Svg(c.coupon_no) } : null,
  }
}
