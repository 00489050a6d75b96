// Lens thickness preview (issue 33): the lens options with a price per index, and the index the member chose
// carried by the glasses-lens reservation — stored, shown on the member's reservation and to the store owner
// beside the booking with the thickness it means for the attached eye record.
import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/session'
import { todayYmd } from '../../src/shared/dates'
import { lensThickness } from '../../src/shared/eyes/lens'
import { addDaysYmd, weekdayOf } from '../../src/shared/reservation/slots'
import { call, db, read } from './helpers'

let member: string
let owner: string
let recordNo: number
let day = addDaysYmd(todayYmd(), 4)
while (weekdayOf(day) === 0) day = addDaysYmd(day, 1)

beforeAll(async () => {
  const now = new Date().toISOString()
  await db.batch([
    db.prepare(
      `INSERT INTO stores (store_no, store_code, store_nm, sido, sigungu, road_addr, tel_no, lat, lng) VALUES (97, '9797', '다비치안경 렌즈점', '서울', '강남구', '테헤란로 7', '0212347777', 37.5, 127.0)`,
    ),
    ...[0, 1, 2, 3, 4, 5, 6].map((w) =>
      db
        .prepare(`INSERT INTO store_hours (store_no, weekday, open_time, close_time, closed_yn) VALUES (97, ?1, ?2, ?3, ?4)`)
        .bind(w, w === 0 ? null : '1000', w === 0 ? null : '2000', w === 0 ? 'Y' : 'N'),
    ),
    db
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, mobile, reg_dttm, upd_dttm) VALUES (9701, 'lens_kim', '김렌즈', '01077770001', ?1, ?1)`,
      )
      .bind(now),
    db
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, mobile, auth_role, store_code, reg_dttm, upd_dttm) VALUES (9702, 'lens_owner', '박점주', '01077770002', 'ROLE_STORE', '9797', ?1, ?1)`,
      )
      .bind(now),
    db.prepare(`INSERT INTO brands (brand_no, brand_nm, brand_en_nm) VALUES (971, '테스트광학', 'TESTOPTIC')`),
    db.prepare(`INSERT INTO categories (ctg_no, goods_type_cd, ctg_nm) VALUES (301, '03', '단초점')`).bind(),
    db.prepare(`INSERT INTO categories (ctg_no, goods_type_cd, ctg_nm) VALUES (971, '04', '콘택트렌즈')`),
    db.prepare(
      `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, reg_dttm) VALUES ('G970001', '03', 301, 971, '테스트 비구면 단초점 렌즈', '/x.jpg', 10000, 60000, 50000, '2026-01-01')`,
    ),
    ...[
      ['I970156', '1.56 일반', 0],
      ['I970160', '1.60 박형', 20000],
      ['I970167', '1.67 초박형', 50000],
      ['I970174', '1.74 초고굴절', 110000],
    ].map(([no, nm, add], i) =>
      db
        .prepare(`INSERT INTO goods_items (item_no, goods_no, item_nm, add_price, sort_seq) VALUES (?1, 'G970001', ?2, ?3, ?4)`)
        .bind(no, nm, add, i),
    ),
    // A lens sold in one index only (options by SPH range) is not a comparison.
    db.prepare(
      `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, reg_dttm) VALUES ('G970002', '03', 301, 971, '테스트 렌즈 1.67', '/x.jpg', 10000, 60000, 40000, '2026-01-01')`,
    ),
    db.prepare(
      `INSERT INTO goods_items (item_no, goods_no, item_nm, add_price) VALUES ('I970201', 'G970002', '1.67 / SPH 0.00 ~ -4.00', 0)`,
    ),
    db.prepare(
      `INSERT INTO goods_items (item_no, goods_no, item_nm, add_price) VALUES ('I970202', 'G970002', '1.67 / SPH -4.25 ~ -8.00', 0)`,
    ),
    db.prepare(
      `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, reg_dttm) VALUES ('G970003', '04', 971, 971, '테스트 원데이 30P', '/x.jpg', 10000, 30000, 25000, '2026-01-01')`,
    ),
    db.prepare(
      `INSERT INTO goods_items (item_no, goods_no, item_nm, power, add_price) VALUES ('I970301', 'G970003', 'SPH -4.00', '-4.00', 0)`,
    ),
    db
      .prepare(
        `INSERT INTO eye_records (member_no, source, store_no, exam_ymd, institution, r_sph, r_cyl, r_axis, r_pd, l_sph, l_cyl, l_axis, l_pd, memo, reg_dttm)
         VALUES (9701, 'STORE', 97, '20261001', '', -4, -0.5, 180, 32, -3.5, NULL, NULL, 31.5, '', ?1)`,
      )
      .bind(now),
  ])
  member = (await createSession(db, 9701)).token
  owner = (await createSession(db, 9702)).token
  recordNo = (await db.prepare('SELECT record_no FROM eye_records WHERE member_no = 9701').first<{ record_no: number }>())!.record_no
})

const body = (over: Record<string, unknown> = {}) => ({
  storeNo: 97,
  rsvDate: day,
  rsvTime: '1400',
  purposeGroup: '일반안경',
  purpose: '일반',
  goodsList: [{ goodsNo: 'G970001', itemNo: 'I970167', buyQtt: 1 }],
  eyeRecordNo: recordNo,
  lensIndex: '1.67',
  lensFrame: '52□18-145',
  ...over,
})

describe('lens options for the thickness preview', () => {
  it('lists lenses sold in several indices with the price of each index; one-index lenses are left out', async () => {
    const r = await read(call('/api/v1/front/eyes/lens-options'))
    expect(r.status).toBe(200)
    expect(r.json.lenses.map((l: { goodsNo: string }) => l.goodsNo)).toEqual(['G970001'])
    expect(r.json.lenses[0]).toMatchObject({
      singleVision: true,
      prices: [
        { index: '1.56', itemNo: 'I970156', price: 50000 },
        { index: '1.60', itemNo: 'I970160', price: 70000 },
        { index: '1.67', itemNo: 'I970167', price: 100000 },
        { index: '1.74', itemNo: 'I970174', price: 160000 },
      ],
    })
  })
})

describe('the chosen index in the reservation', () => {
  it('keeps the index and frame; the member reads them back and the owner sees them with the thickness', async () => {
    const r = await read(call('/api/v1/front/reservation', { token: member, json: body() }))
    expect(r.status).toBe(201)
    expect(r.json).toMatchObject({ lensIndex: '1.67', lensFrame: '52□18-145', eyeRecordNo: recordNo })
    const again = await read(call(`/api/v1/front/reservation/${r.json.reservationNo}`, { token: member }))
    expect(again.json).toMatchObject({ lensIndex: '1.67', lensFrame: '52□18-145' })

    const list = await read(call(`/api/v1/front/mypagestore/orders?kind=booking&from=${day}&to=${day}`, { token: owner }))
    expect(list.status).toBe(200)
    const booking = list.json.bookings.find((b: { reservationNo: string }) => b.reservationNo === r.json.reservationNo)
    const rEdge = lensThickness({ sph: -4, cyl: -0.5, axis: 180, pd: 32 }, '52□18-145', '1.67')!.maxEdge
    const lEdge = lensThickness({ sph: -3.5, pd: 31.5 }, '52□18-145', '1.67')!.maxEdge
    expect(booking.lensChoice).toBe(`굴절률 1.67 · 안경테 52□18 · 예상 가장자리 최대 R ${rEdge} / L ${lEdge}mm`)
    // Cancel, so the goods can be booked again below.
    expect((await read(call(`/api/v1/front/reservation/${r.json.reservationNo}/cancel`, { method: 'POST', token: member }))).status).toBe(
      200,
    )
  })

  it('refuses an index that disagrees with the chosen option, one without a glasses lens, and a made-up index', async () => {
    const mismatch = await read(call('/api/v1/front/reservation', { token: member, json: body({ lensIndex: '1.60', rsvTime: '1500' }) }))
    expect(mismatch.status).toBe(400)
    expect(mismatch.json.errors[0]).toEqual({
      field: 'lensIndex',
      reason: '선택하신 렌즈 옵션과 굴절률이 달라요. 굴절률을 다시 선택해 주세요.',
    })
    const contact = await read(
      call('/api/v1/front/reservation', {
        token: member,
        json: body({ purposeGroup: '콘택트렌즈', goodsList: [{ goodsNo: 'G970003', itemNo: 'I970301', buyQtt: 1 }], rsvTime: '1530' }),
      }),
    )
    expect(contact.status).toBe(400)
    expect(contact.json.errors[0].field).toBe('lensIndex')
    const bogus = await read(call('/api/v1/front/reservation', { token: member, json: body({ lensIndex: '1.55', rsvTime: '1600' }) }))
    expect(bogus.status).toBe(400)
    expect(bogus.json.errors[0]).toEqual({ field: 'lensIndex', reason: '렌즈 굴절률을 다시 선택해 주세요.' })
    const frame = await read(call('/api/v1/front/reservation', { token: member, json: body({ lensFrame: '52x18', rsvTime: '1600' }) }))
    expect(frame.status).toBe(400)
    const n = await db
      .prepare(`SELECT COUNT(*) AS n FROM reservations WHERE member_no = 9701 AND status = 'RESERVED'`)
      .first<{ n: number }>()
    expect(n!.n).toBe(0)
  })

  it('a reservation without the preview has no index', async () => {
    const r = await read(
      call('/api/v1/front/reservation', { token: member, json: body({ lensIndex: undefined, lensFrame: undefined, rsvTime: '1700' }) }),
    )
    expect(r.status).toBe(201)
    expect(r.json).toMatchObject({ lensIndex: null, lensFrame: null })
  })
})
