import type { Context } from 'hono'
import { Hono } from 'hono'
import { todayYmd } from '../../shared/dates'
import { refuseSlot } from '../../shared/reservation/slots'
import {
  calendarQuery,
  changeReservationBody,
  guestLookupBody,
  guestReservationBody,
  reservationBody,
  reservationIdParam,
  reservationListQuery,
  slotsQuery,
  visitProductBody,
  type ReservationBody,
} from '../../shared/schemas/reservation'
import { isReservationOnly } from '../../shared/rules'
import { lensIndexOf } from '../../shared/eyes/lens'
import {
  activeGoodsOfMember,
  bookReservation,
  cancelReservation,
  changeReservation,
  memberReservations,
  reservableGoods,
  reservationByNo,
  reservationOfGuest,
  reservationOfMember,
  reservationsWithGoods,
  type BookResult,
  type NewReservation,
} from '../db/reservations'
import { memberMobile } from '../db/members'
import { storeRowByNo } from '../db/stores'
import { eyeRecordOf } from '../db/eyes'
import type { AppEnv } from '../env'
import { newReservationNo, storeDay, storeMonth } from '../services/reservation'
import { peekCertProof, verifyCertProof } from '../services/sms-cert'
import { sendSms, type SmsEnv } from '../providers/sms'
import { formatDate8, formatHHMM, weekdayKo } from '../../shared/format'
import { STORE_BLOCK_MESSAGE } from '../../shared/route-guards'
import type { Reservation } from '../../shared/api/store-types'
import { ApiError } from './errors'
import { requestMember, requireMember } from './require-member'
import { validate } from './validate'

/** ROLE_STORE may not use visit or guest reservations ('가맹점 회원은 이용할 수 없습니다.'). */
async function notStoreOwner(c: Context<AppEnv>) {
  const m = await requestMember(c)
  if (m?.authRole === 'ROLE_STORE') throw new ApiError(403, [{ field: 'authRole', reason: STORE_BLOCK_MESSAGE }])
  return m
}

const notFound = () => ApiError.notFound('예약 내역을 찾을 수 없습니다.', 'reservationNo')

function refuse(r: Exclude<BookResult, { ok: true }>): never {
  if (r.reason === 'full')
    throw new ApiError(409, [{ field: 'rsvTime', reason: '선택하신 시간은 예약이 마감되었습니다. 다른 시간을 선택해 주세요.' }])
  throw new ApiError(409, [{ field: 'rsvTime', reason: '같은 날짜와 시간에 이미 예약하신 내역이 있습니다.' }])
}

/** Store, slot and goods checks shared by member and guest bookings; returns the reservation to write. */
async function prepare(
  c: { env: AppEnv['Bindings'] },
  b: ReservationBody,
  who: Pick<NewReservation, 'memberNo' | 'guestName' | 'guestMobile'>,
  now: Date,
): Promise<NewReservation> {
  const db = c.env.DB
  const store = await storeRowByNo(db, b.storeNo)
  if (!store) throw ApiError.notFound('매장 정보를 찾을 수 없습니다.', 'storeNo')
  const day = await storeDay(db, store, b.rsvDate, now)
  const refusal = refuseSlot(day, b.rsvTime)
  if (refusal) throw new ApiError(refusal.reason.includes('마감') ? 409 : 400, [refusal])
  const goods = await reservableGoods(db, b.goodsList)
  if (goods.length !== b.goodsList.length)
    throw ApiError.badRequest('예약할 수 없는 상품이 포함되어 있습니다. 상품을 다시 확인해 주세요.', 'goodsList')
  if (who.memberNo && goods.length) {
    const dup = await activeGoodsOfMember(
      db,
      who.memberNo,
      goods.map((g) => g.goodsNo),
      todayYmd(now),
    )
    if (dup.length) {
      const names = goods.filter((g) => dup.includes(g.goodsNo)).map((g) => g.goodsNm)
      throw new ApiError(409, [{ field: 'goodsList', reason: `이미 방문 예약된 상품입니다: ${names.join(', ')}` }])
    }
  }
  if (b.eyeRecordNo != null) {
    // Eye data goes only with lens goods (03/04) and only the member's own record (checked in the query).
    if (!who.memberNo || !goods.some((g) => isReservationOnly(g.goodsTypeCd)))
      throw ApiError.badRequest('시력 기록은 안경렌즈·콘택트렌즈 예약에만 첨부할 수 있습니다.', 'eyeRecordNo')
    if (!(await eyeRecordOf(db, who.memberNo, b.eyeRecordNo)))
      throw ApiError.badRequest('첨부할 시력 기록을 찾을 수 없습니다. 다시 선택해 주세요.', 'eyeRecordNo')
  }
  if (b.lensIndex) {
    // The index chosen on the lens thickness preview goes with a glasses-lens goods, and agrees with its option.
    const lenses = goods.filter((g) => g.goodsTypeCd === '03')
    if (!lenses.length) throw ApiError.badRequest('렌즈 굴절률은 안경렌즈를 예약할 때만 고를 수 있습니다.', 'lensIndex')
    const named = lenses.flatMap((g) => (g.itemNm && lensIndexOf(g.itemNm) ? [lensIndexOf(g.itemNm)] : []))
    if (named.length && !named.includes(b.lensIndex))
      throw ApiError.badRequest('선택하신 렌즈 옵션과 굴절률이 달라요. 굴절률을 다시 선택해 주세요.', 'lensIndex')
  }
  const pickup = b.purposeGroup === '픽업'
  return {
    reservationNo: newReservationNo(now),
    ...who,
    storeNo: b.storeNo,
    rsvDate: b.rsvDate,
    rsvTime: b.rsvTime,
    purposeGroup: b.purposeGroup,
    purpose: b.purpose,
    note: b.note,
    eyeTestYn: b.eyeTestYn,
    channel: b.channel,
    hsChannel: b.channel === 'HOMESHOPPING' ? b.hsChannel : null,
    hsOrderNo: b.channel === 'HOMESHOPPING' ? b.hsOrderNo : null,
    hsGoodsNm: b.channel === 'HOMESHOPPING' ? b.hsGoodsNm : null,
    goods: goods.map((g) => ({
      goodsNo: g.goodsNo,
      itemNo: g.itemNo,
      buyQtt: g.buyQtt,
      kind: isReservationOnly(g.goodsTypeCd) ? 'RESERVATION_ONLY' : pickup ? 'PICKUP' : 'TRY',
    })),
    eyeRecordNo: b.eyeRecordNo ?? null,
    lensIndex: b.lensIndex ?? null,
    lensFrame: b.lensIndex ? (b.lensFrame ?? null) : null,
  }
}

/** Confirmation SMS (domain notes: confirmations by SMS/알림톡); a failed send never fails the booking. */
async function confirmBySms(
  c: { env: AppEnv['Bindings'] },
  mobile: string | null | undefined,
  r: Reservation,
  what: '완료' | '변경' | '취소',
) {
  if (!mobile) return
  const when = `${formatDate8(r.rsvDate, '.')}(${weekdayKo(r.rsvDate)}) ${formatHHMM(r.rsvTime)}`
  const body = `[다비치마켓] 방문 예약이 ${what}되었습니다.\n예약번호 ${r.reservationNo}\n${r.storeName} ${when}\n문의 ${r.storeTelNo}`
  try {
    await sendSms(c.env as unknown as SmsEnv, mobile.replace(/\D/g, ''), body)
  } catch (e) {
    console.error(JSON.stringify({ level: 'warn', message: 'reservation sms failed', error: String(e) }))
  }
}

async function answer(c: { env: AppEnv['Bindings'] }, reservationNo: string, now: Date) {
  const row = await reservationByNo(c.env.DB, reservationNo)
  if (!row) throw notFound()
  return (await reservationsWithGoods(c.env.DB, [row], now))[0]
}

/** /api/v1/front/reservation/* — visit reservations of members, guests and TV home-shopping buyers. */
export const reservationApi = new Hono<AppEnv>()
  .get('/slots', validate('query', slotsQuery), async (c) => {
    await notStoreOwner(c)
    const { storeNo, date } = c.req.valid('query')
    const store = await storeRowByNo(c.env.DB, storeNo)
    if (!store) throw ApiError.notFound('매장 정보를 찾을 수 없습니다.', 'storeNo')
    c.header('Cache-Control', 'no-store')
    return c.json(await storeDay(c.env.DB, store, date, new Date()))
  })
  .get('/calendar', validate('query', calendarQuery), async (c) => {
    await notStoreOwner(c)
    const { storeNo, month } = c.req.valid('query')
    const store = await storeRowByNo(c.env.DB, storeNo)
    if (!store) throw ApiError.notFound('매장 정보를 찾을 수 없습니다.', 'storeNo')
    c.header('Cache-Control', 'no-store')
    return c.json({ storeNo, month, days: await storeMonth(c.env.DB, store, month, new Date()) })
  })
  .post('/visit/product', validate('json', visitProductBody), async (c) => {
    await notStoreOwner(c)
    const goodsList = await reservableGoods(c.env.DB, c.req.valid('json').goodsList)
    return c.json({ goodsList, totalAmt: goodsList.reduce((s, g) => s + g.salePrice * g.buyQtt, 0) })
  })
  .post('/guest', validate('json', guestReservationBody), async (c) => {
    await notStoreOwner(c)
    const b = c.req.valid('json')
    const now = new Date()
    const badProof = () =>
      new ApiError(400, [{ field: 'certProof', reason: '휴대폰 인증이 만료되었거나 올바르지 않습니다. 인증을 다시 진행해 주세요.' }])
    // Peek first so a refused slot does not burn the proof; consume it right before writing.
    if (!(await peekCertProof(c.env.DB, b.mobile, b.certProof, now))) throw badProof()
    const rsv = await prepare(c, b, { memberNo: null, guestName: b.guestName, guestMobile: b.mobile }, now)
    if (!(await verifyCertProof(c.env.DB, b.mobile, b.certProof, now))) throw badProof()
    const r = await bookReservation(c.env.DB, rsv, now)
    if (!r.ok) refuse(r)
    const out = await answer(c, rsv.reservationNo, now)
    await confirmBySms(c, b.mobile, out, '완료')
    return c.json(out, 201)
  })
  .post('/guest/lookup', validate('json', guestLookupBody), async (c) => {
    const { name, mobile, reservationNo } = c.req.valid('json')
    const row = await reservationOfGuest(c.env.DB, name, mobile, reservationNo)
    if (!row)
      throw ApiError.notFound(
        '입력하신 정보와 일치하는 예약이 없습니다. 이름, 휴대폰 번호, 예약번호를 다시 확인해 주세요.',
        'reservationNo',
      )
    return c.json((await reservationsWithGoods(c.env.DB, [row]))[0])
  })
  .post('/guest/cancel', validate('json', guestLookupBody), async (c) => {
    const { name, mobile, reservationNo } = c.req.valid('json')
    const now = new Date()
    const row = await reservationOfGuest(c.env.DB, name, mobile, reservationNo)
    if (!row)
      throw ApiError.notFound(
        '입력하신 정보와 일치하는 예약이 없습니다. 이름, 휴대폰 번호, 예약번호를 다시 확인해 주세요.',
        'reservationNo',
      )
    if (row.status !== 'RESERVED' && row.status !== 'CANCELLED')
      throw ApiError.badRequest('방문이 완료된 예약은 취소할 수 없습니다.', 'reservationNo')
    const cancelled = await cancelReservation(c.env.DB, row, now)
    const out = await answer(c, reservationNo, now)
    if (cancelled) await confirmBySms(c, mobile, out, '취소')
    return c.json(out)
  })
  .get('/list', requireMember({ store: 'deny' }), validate('query', reservationListQuery), async (c) => {
    const m = c.var.member
    const { status, page, rows } = c.req.valid('query')
    const now = new Date()
    const r = await memberReservations(c.env.DB, m.memberNo, status, page, rows, todayYmd(now))
    return c.json({ total: r.total, page, rows, reservations: await reservationsWithGoods(c.env.DB, r.rows, now) })
  })
  .get('/visits', requireMember({ store: 'deny' }), validate('query', reservationListQuery), async (c) => {
    const m = c.var.member
    const { page, rows } = c.req.valid('query')
    const now = new Date()
    const r = await memberReservations(c.env.DB, m.memberNo, 'visited', page, rows, todayYmd(now))
    return c.json({ total: r.total, page, rows, reservations: await reservationsWithGoods(c.env.DB, r.rows, now) })
  })
  .post('/', requireMember({ store: 'deny' }), validate('json', reservationBody), async (c) => {
    const m = c.var.member
    const now = new Date()
    const rsv = await prepare(c, c.req.valid('json'), { memberNo: m.memberNo, guestName: null, guestMobile: null }, now)
    const r = await bookReservation(c.env.DB, rsv, now)
    if (!r.ok) refuse(r)
    const out = await answer(c, rsv.reservationNo, now)
    await confirmBySms(c, await memberMobile(c.env.DB, m.memberNo), out, '완료')
    return c.json(out, 201)
  })
  .get('/:id', requireMember({ store: 'deny' }), validate('param', reservationIdParam), async (c) => {
    const m = c.var.member
    const row = await reservationOfMember(c.env.DB, m.memberNo, c.req.valid('param').id)
    if (!row) throw notFound()
    return c.json((await reservationsWithGoods(c.env.DB, [row]))[0])
  })
  .put(
    '/:id',
    requireMember({ store: 'deny' }),
    validate('param', reservationIdParam),
    validate('json', changeReservationBody),
    async (c) => {
      const m = c.var.member
      const id = c.req.valid('param').id
      const { rsvDate, rsvTime } = c.req.valid('json')
      const now = new Date()
      const row = await reservationOfMember(c.env.DB, m.memberNo, id)
      if (!row) throw notFound()
      if (row.status !== 'RESERVED') throw ApiError.badRequest('예약완료 상태인 예약만 변경할 수 있습니다.', 'reservationNo')
      if (row.rsv_ymd === rsvDate && row.rsv_time === rsvTime) return c.json(await answer(c, id, now))
      const store = await storeRowByNo(c.env.DB, row.store_no)
      if (!store) throw ApiError.notFound('매장 정보를 찾을 수 없습니다.', 'storeNo')
      const refusal = refuseSlot(await storeDay(c.env.DB, store, rsvDate, now), rsvTime)
      if (refusal) throw new ApiError(refusal.reason.includes('마감') ? 409 : 400, [refusal])
      const r = await changeReservation(c.env.DB, row, rsvDate, rsvTime, now)
      if (!r.ok) refuse(r)
      const out = await answer(c, id, now)
      await confirmBySms(c, await memberMobile(c.env.DB, m.memberNo), out, '변경')
      return c.json(out)
    },
  )
  .post('/:id/cancel', requireMember({ store: 'deny' }), validate('param', reservationIdParam), async (c) => {
    const m = c.var.member
    const id = c.req.valid('param').id
    const now = new Date()
    const row = await reservationOfMember(c.env.DB, m.memberNo, id)
    if (!row) throw notFound()
    if (row.status !== 'RESERVED' && row.status !== 'CANCELLED')
      throw ApiError.badRequest('방문이 완료된 예약은 취소할 수 없습니다.', 'reservationNo')
    const cancelled = await cancelReservation(c.env.DB, row, now)
    const out = await answer(c, id, now)
    if (cancelled) await confirmBySms(c, await memberMobile(c.env.DB, m.memberNo), out, '취소')
    return c.json(out)
  })
