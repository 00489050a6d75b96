import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/session'
import { todayYmd } from '../../src/shared/dates'
import { addDaysYmd, weekdayOf } from '../../src/shared/reservation/slots'
import { call } from './helpers'

const DB = (env as unknown as { DB: D1Database }).DB
const json = (token: string | null, body?: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: body === undefined ? undefined : JSON.stringify(body),
})
const auth = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } })

const STORE = 9201
const today = todayYmd()
/** A future open day: not Sunday (closed), not a national holiday. */
function openDay(from: number): string {
  let d = addDaysYmd(today, from)
  while (weekdayOf(d) === 0 || ['20260217', '20260925', '20270207', '20270915'].includes(d)) d = addDaysYmd(d, 1)
  return d
}
const DAY = openDay(2)
const HOLIDAY = openDay(5)
const base = { storeNo: STORE, rsvDate: DAY, rsvTime: '1400', purposeGroup: '상담(검사)', purpose: '일반검사' }

let member: string
let other: string
let owner: string

async function mobileProof(mobile: string): Promise<string> {
  const send = await call(`/v1/front/member/send/sms/certify?mobile=${mobile}&title=${encodeURIComponent('방문예약')}`, { method: 'POST' })
  expect(send.status).toBe(200)
  const { body } = (await DB.prepare('SELECT body FROM sms_outbox WHERE mobile = ?1 ORDER BY rowid DESC LIMIT 1')
    .bind(mobile)
    .first<{ body: string }>())!
  const code = /\[(\d{6})\]/.exec(body)![1]
  const valid = await call(`/v1/front/member/send/sms/certify/valid?mobile=${mobile}&certifyKey=${code}`, { method: 'POST' })
  const v = (await valid.json()) as { valid: boolean; certProof: string }
  expect(v.valid).toBe(true)
  return v.certProof
}

beforeAll(async () => {
  await DB.batch([
    DB.prepare(
      `INSERT INTO stores (store_no, store_code, store_nm, sido, sigungu, road_addr, tel_no, lat, lng, slot_capacity)
       VALUES (?1, 'R201', '예약테스트 시청점', '서울특별시', '중구', '서울 중구 세종대로 110', '02-000-0000', 37.5663, 126.9779, 3)`,
    ).bind(STORE),
    ...[0, 1, 2, 3, 4, 5, 6].map((w) =>
      DB.prepare(`INSERT INTO store_hours (store_no, weekday, open_time, close_time, closed_yn) VALUES (?1, ?2, ?3, ?4, ?5)`).bind(
        STORE,
        w,
        w === 0 ? null : '1000',
        w === 0 ? null : '2000',
        w === 0 ? 'Y' : 'N',
      ),
    ),
    DB.prepare(`INSERT INTO store_holidays (store_no, holiday_ymd, reason) VALUES (?1, ?2, '내부 공사')`).bind(STORE, HOLIDAY),
    DB.prepare(`INSERT INTO brands (brand_no, brand_nm, brand_en_nm) VALUES (901, '테스트렌즈', 'TESTLENS')`),
    DB.prepare(`INSERT INTO categories (ctg_no, goods_type_cd, ctg_nm) VALUES (901, '04', '콘택트렌즈')`),
    DB.prepare(
      `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, reg_dttm)
       VALUES ('G900001', '04', 901, 901, '원데이 클리어 30P', '/x.jpg', 10000, 30000, 25000, '2026-01-01')`,
    ),
    DB.prepare(`INSERT INTO goods_items (item_no, goods_no, item_nm, power, add_price) VALUES ('I900001', 'G900001', '-3.00', '-3.00', 0)`),
  ])
  const members = Array.from({ length: 103 }, (_, i) => 9300 + i)
  await DB.batch(
    members.map((no) =>
      DB.prepare(
        `INSERT INTO members (member_no, login_id, member_nm, auth_role, reg_dttm, upd_dttm) VALUES (?1, ?2, '테스트', ?3, '2026-01-01', '2026-01-01')`,
      ).bind(no, `rsvtest${no}`, no === 9302 ? 'ROLE_STORE' : 'ROLE_USER'),
    ),
  )
  member = (await createSession(DB, 9300)).token
  other = (await createSession(DB, 9301)).token
  owner = (await createSession(DB, 9302)).token
})

describe('slots and calendar', () => {
  it('lists 30-minute slots from the weekday hours with capacity', async () => {
    const res = await call(`/api/v1/front/reservation/slots?storeNo=${STORE}&date=${DAY}`)
    expect(res.status).toBe(200)
    const d = (await res.json()) as { closed: boolean; slots: { time: string; remaining: number; state: string }[] }
    expect(d.closed).toBe(false)
    expect(d.slots[0]).toMatchObject({ time: '1000', remaining: 3, state: 'open' })
    expect(d.slots.at(-1)!.time).toBe('1930')
  })
  it('marks the holiday 휴무 in the calendar', async () => {
    const res = await call(`/api/v1/front/reservation/calendar?storeNo=${STORE}&month=${HOLIDAY.slice(0, 6)}`)
    const d = (await res.json()) as { days: { date: string; state: string; label: string | null }[] }
    expect(d.days.find((x) => x.date === HOLIDAY)).toMatchObject({ state: 'holiday', label: '휴무' })
  })
})

describe('POST /api/v1/front/reservation', () => {
  it('401 for guests, 403 with the Korean block message for store owners', async () => {
    expect((await call('/api/v1/front/reservation', json(null, base))).status).toBe(401)
    const res = await call('/api/v1/front/reservation', json(owner, base))
    expect(res.status).toBe(403)
    expect(((await res.json()) as { errors: { reason: string }[] }).errors[0].reason).toBe('가맹점 회원은 이용할 수 없습니다.')
    expect((await call(`/api/v1/front/reservation/list`, auth(owner))).status).toBe(403)
  })
  it('refuses past days, holidays, closed weekdays and slots outside the hours with a Korean 400', async () => {
    const past = await call('/api/v1/front/reservation', json(member, { ...base, rsvDate: addDaysYmd(today, -1) }))
    expect(past.status).toBe(400)
    expect(((await past.json()) as { errors: { reason: string }[] }).errors[0].reason).toBe('지난 날짜는 예약할 수 없습니다.')
    const holiday = await call('/api/v1/front/reservation', json(member, { ...base, rsvDate: HOLIDAY }))
    expect(holiday.status).toBe(400)
    expect(((await holiday.json()) as { errors: { reason: string }[] }).errors[0].reason).toMatch(/휴무일\(내부 공사\)/)
    const late = await call('/api/v1/front/reservation', json(member, { ...base, rsvTime: '2100' }))
    expect(late.status).toBe(400)
    const badPurpose = await call('/api/v1/front/reservation', json(member, { ...base, purpose: '변색' }))
    expect(badPurpose.status).toBe(400)
    expect(((await badPurpose.json()) as { errors: { reason: string }[] }).errors[0].reason).toMatch(/방문 목적/)
  })
  it('books, lists, changes and cancels; another member gets 404', async () => {
    const res = await call(
      '/api/v1/front/reservation',
      json(member, {
        ...base,
        rsvTime: '1100',
        goodsList: [{ goodsNo: 'G900001', itemNo: 'I900001', buyQtt: 2 }],
        purposeGroup: '콘택트렌즈',
        purpose: '일반',
      }),
    )
    expect(res.status).toBe(201)
    const r = (await res.json()) as {
      reservationNo: string
      status: string
      goodsList: { goodsNm: string; reservationOnlyYn: string; buyQtt: number }[]
    }
    expect(r.reservationNo).toMatch(/^R\d{8}[A-Z0-9]{5}$/)
    expect(r.status).toBe('RESERVED')
    expect(r.goodsList[0]).toMatchObject({ goodsNm: '원데이 클리어 30P', reservationOnlyYn: 'Y', buyQtt: 2 })

    // the same goods cannot be booked twice while a future booking is active
    const again = await call(
      '/api/v1/front/reservation',
      json(member, { ...base, rsvTime: '1130', goodsList: [{ goodsNo: 'G900001', itemNo: 'I900001' }] }),
    )
    expect(again.status).toBe(409)
    // one booking per member per date and time
    const dup = await call('/api/v1/front/reservation', json(member, { ...base, rsvTime: '1100' }))
    expect(dup.status).toBe(409)

    const list = (await (await call('/api/v1/front/reservation/list?status=upcoming', auth(member))).json()) as {
      total: number
      reservations: { reservationNo: string }[]
    }
    expect(list.reservations.map((x) => x.reservationNo)).toContain(r.reservationNo)

    expect((await call(`/api/v1/front/reservation/${r.reservationNo}`, auth(other))).status).toBe(404)
    expect((await call(`/api/v1/front/reservation/${r.reservationNo}/cancel`, json(other))).status).toBe(404)
    expect((await call(`/api/v1/front/reservation/${r.reservationNo}`, json(other, { rsvDate: DAY, rsvTime: '1500' }, 'PUT'))).status).toBe(
      404,
    )
    expect((await call(`/api/v1/front/reservation/${r.reservationNo}`)).status).toBe(401)

    const changed = await call(`/api/v1/front/reservation/${r.reservationNo}`, json(member, { rsvDate: DAY, rsvTime: '1500' }, 'PUT'))
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ rsvTime: '1500' })
    const slots = (await (await call(`/api/v1/front/reservation/slots?storeNo=${STORE}&date=${DAY}`)).json()) as {
      slots: { time: string; remaining: number }[]
    }
    expect(slots.slots.find((s) => s.time === '1100')!.remaining).toBe(3)
    expect(slots.slots.find((s) => s.time === '1500')!.remaining).toBe(2)

    const cancelled = await call(`/api/v1/front/reservation/${r.reservationNo}/cancel`, json(member))
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toMatchObject({ status: 'CANCELLED', statusNm: '예약취소' })
    // a second cancel is a no-op and the slot is freed exactly once
    expect((await call(`/api/v1/front/reservation/${r.reservationNo}/cancel`, json(member))).status).toBe(200)
    const after = (await (await call(`/api/v1/front/reservation/slots?storeNo=${STORE}&date=${DAY}`)).json()) as {
      slots: { time: string; remaining: number }[]
    }
    expect(after.slots.find((s) => s.time === '1500')!.remaining).toBe(3)
    const row = await DB.prepare(`SELECT booked FROM reservation_slots WHERE store_no = ?1 AND rsv_ymd = ?2 AND rsv_time = '1500'`)
      .bind(STORE, DAY)
      .first<{ booked: number }>()
    expect(row!.booked).toBe(0)
  })
  it('100 concurrent bookings for a slot of capacity 3 book exactly 3', async () => {
    const tokens = await Promise.all(Array.from({ length: 100 }, (_, i) => createSession(DB, 9303 + (i % 100)).then((s) => s.token)))
    const results = await Promise.all(
      tokens.map((t) => call('/api/v1/front/reservation', json(t, { ...base, rsvTime: '1700' })).then((r) => r.status)),
    )
    expect(results.filter((s) => s === 201)).toHaveLength(3)
    expect(results.filter((s) => s === 409)).toHaveLength(97)
    const n = await DB.prepare(
      `SELECT COUNT(*) AS n FROM reservations WHERE store_no = ?1 AND rsv_ymd = ?2 AND rsv_time = '1700' AND status = 'RESERVED'`,
    )
      .bind(STORE, DAY)
      .first<{ n: number }>()
    expect(n!.n).toBe(3)
    const slot = (await (await call(`/api/v1/front/reservation/slots?storeNo=${STORE}&date=${DAY}`)).json()) as {
      slots: { time: string; remaining: number; state: string }[]
    }
    expect(slot.slots.find((s) => s.time === '1700')).toMatchObject({ remaining: 0, state: 'full' })
  })
})

describe('visit history', () => {
  it("GET /visits lists the member's visited reservations only; guests get 401", async () => {
    const res = await call('/api/v1/front/reservation', json(member, { ...base, rsvTime: '1230' }))
    const r = (await res.json()) as { reservationNo: string }
    await DB.prepare(`UPDATE reservations SET status = 'VISITED', visit_dttm = '2026-01-01T00:00:00Z' WHERE reservation_no = ?1`)
      .bind(r.reservationNo)
      .run()
    const visits = (await (await call('/api/v1/front/reservation/visits', auth(member))).json()) as {
      total: number
      reservations: { reservationNo: string; statusNm: string; changeableYn: string }[]
    }
    expect(visits.reservations.map((x) => x.reservationNo)).toEqual([r.reservationNo])
    expect(visits.reservations[0]).toMatchObject({ statusNm: '방문완료', changeableYn: 'N' })
    expect(((await (await call('/api/v1/front/reservation/visits', auth(other))).json()) as { total: number }).total).toBe(0)
    expect((await call('/api/v1/front/reservation/visits')).status).toBe(401)
    // a visited reservation can be neither cancelled nor changed
    expect((await call(`/api/v1/front/reservation/${r.reservationNo}/cancel`, json(member))).status).toBe(400)
    expect(
      (await call(`/api/v1/front/reservation/${r.reservationNo}`, json(member, { rsvDate: DAY, rsvTime: '1300' }, 'PUT'))).status,
    ).toBe(400)
  })
})

describe('guest reservations', () => {
  it('needs a verified mobile; guests see only what matches name + mobile + reservation number', async () => {
    const noProof = await call(
      '/api/v1/front/reservation/guest',
      json(null, { ...base, rsvTime: '1800', guestName: '홍길동', mobile: '01011112222', certProof: 'forged-proof-value' }),
    )
    expect(noProof.status).toBe(400)

    const proofA = await mobileProof('01011112222')
    const a = await call(
      '/api/v1/front/reservation/guest',
      json(null, { ...base, rsvTime: '1800', guestName: '홍길동', mobile: '010-1111-2222', certProof: proofA }),
    )
    expect(a.status).toBe(201)
    const ra = (await a.json()) as { reservationNo: string; guestName: string; guestMobile: string }
    expect(ra.guestName).toBe('홍*동')
    expect(ra.guestMobile).toBe('010-****-2222')
    // the guest gets the reservation number by SMS (sandbox outbox)
    const sms = await DB.prepare('SELECT body FROM sms_outbox WHERE mobile = ?1 ORDER BY rowid DESC LIMIT 1')
      .bind('01011112222')
      .first<{ body: string }>()
    expect(sms!.body).toContain(`예약번호 ${ra.reservationNo}`)
    // a proof is single use
    expect(
      (
        await call(
          '/api/v1/front/reservation/guest',
          json(null, { ...base, rsvTime: '1830', guestName: '홍길동', mobile: '01011112222', certProof: proofA }),
        )
      ).status,
    ).toBe(400)

    const proofB = await mobileProof('01033334444')
    const b = await call(
      '/api/v1/front/reservation/guest',
      json(null, { ...base, rsvTime: '1800', guestName: '김철수', mobile: '01033334444', certProof: proofB }),
    )
    const rb = (await b.json()) as { reservationNo: string }

    const lookup = (body: unknown) => call('/api/v1/front/reservation/guest/lookup', json(null, body))
    expect((await lookup({ name: '홍길동', mobile: '01011112222', reservationNo: ra.reservationNo })).status).toBe(200)
    // guest A cannot see guest B's reservation, whatever two of the three match
    expect((await lookup({ name: '홍길동', mobile: '01011112222', reservationNo: rb.reservationNo })).status).toBe(404)
    expect((await lookup({ name: '김철수', mobile: '01011112222', reservationNo: rb.reservationNo })).status).toBe(404)
    expect((await lookup({ name: '홍길동', mobile: '01033334444', reservationNo: rb.reservationNo })).status).toBe(404)
    const miss = await lookup({ name: '김철수', mobile: '01099999999', reservationNo: rb.reservationNo })
    expect(((await miss.json()) as { errors: { reason: string }[] }).errors[0].reason).toMatch(/일치하는 예약이 없습니다/)
    // and members cannot open guest reservations by number
    expect((await call(`/api/v1/front/reservation/${ra.reservationNo}`, auth(member))).status).toBe(404)

    const cancel = await call(
      '/api/v1/front/reservation/guest/cancel',
      json(null, { name: '홍길동', mobile: '01011112222', reservationNo: ra.reservationNo }),
    )
    expect(await cancel.json()).toMatchObject({ status: 'CANCELLED' })
  })
  it('home-shopping bookings need channel, order number and goods name', async () => {
    const bad = await call('/api/v1/front/reservation', json(member, { ...base, rsvTime: '1900', channel: 'HOMESHOPPING' }))
    expect(bad.status).toBe(400)
    const ok = await call(
      '/api/v1/front/reservation',
      json(member, {
        ...base,
        rsvTime: '1900',
        channel: 'HOMESHOPPING',
        hsChannel: 'GS샵',
        hsOrderNo: 'GS2026112200123',
        hsGoodsNm: '다비치 블루라이트 안경 세트',
        purposeGroup: '기타',
        purpose: '피팅',
      }),
    )
    expect(ok.status).toBe(201)
    expect(await ok.json()).toMatchObject({ channel: 'HOMESHOPPING', hsChannel: 'GS샵', hsOrderNo: 'GS2026112200123' })
  })
})

describe('POST /api/v1/front/reservation/visit/product', () => {
  it('answers the reservable goods with names, prices and types', async () => {
    const res = await call(
      '/api/v1/front/reservation/visit/product',
      json(null, { goodsList: [{ goodsNo: 'G900001', itemNo: 'I900001', buyQtt: 2 }, { goodsNo: 'G999999' }] }),
    )
    expect(res.status).toBe(200)
    const d = (await res.json()) as {
      goodsList: { goodsNm: string; itemNm: string; salePrice: number; goodsTypeCd: string }[]
      totalAmt: number
    }
    expect(d.goodsList).toHaveLength(1)
    expect(d.goodsList[0]).toMatchObject({ goodsNm: '원데이 클리어 30P', itemNm: '-3.00', salePrice: 25000, goodsTypeCd: '04' })
    expect(d.totalAmt).toBe(50000)
    expect((await call('/api/v1/front/reservation/visit/product', json(null, { goodsList: [{ goodsNo: 'bad' }] }))).status).toBe(400)
  })
})
