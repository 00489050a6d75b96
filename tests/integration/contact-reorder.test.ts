// Contact-lens reorder (issue 33): the run-out day of the member's latest contact-lens purchase (a collected
// online reservation or a store sale), and the reminder a week before — sent by the nightly job through the
// queue consumer exactly once (every message delivered twice), only with consent, and never when the member's
// own re-reservation came first (a race of N identical re-reservations against the job).
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/session'
import type { Env } from '../../src/server/env'
import { runNightlyJobs } from '../../src/server/jobs'
import { contactReorderJob } from '../../src/server/jobs/contact-reorder'
import { todayYmd } from '../../src/shared/dates'
import { contactSupply } from '../../src/shared/eyes/contact'
import { addDaysYmd, weekdayOf } from '../../src/shared/reservation/slots'
import { call, db, read } from './helpers'

const today = todayYmd()
/** Two 30-lens daily packs for two eyes last 30 days: bought 25 days ago, they run out in 5, the reminder was due 2 days ago. */
const bought = addDaysYmd(today, -25)
let visitDay = addDaysYmd(today, 3)
while (weekdayOf(visitDay) === 0) visitDay = addDaysYmd(visitDay, 1)
const tokens: Record<number, string> = {}
const job = () => runNightlyJobs(env as unknown as Env, new Date(), [contactReorderJob], { twice: true })
const notices = async (memberNo: number) =>
  (await db
    .prepare(`SELECT COUNT(*) AS n FROM member_notifications WHERE member_no = ?1 AND kind = 'CONTACT_REORDER'`)
    .bind(memberNo)
    .first<{ n: number }>())!.n
const claimed = async (memberNo: number) =>
  (await db.prepare(`SELECT COUNT(*) AS n FROM contact_reminders WHERE member_no = ?1`).bind(memberNo).first<{ n: number }>())!.n

const visited = (rsvNo: number, memberNo: number, ymd: string, now = new Date().toISOString()) => [
  db
    .prepare(
      `INSERT INTO reservations (rsv_no, reservation_no, member_no, store_no, rsv_ymd, rsv_time, purpose_group, purpose, status, reg_dttm, upd_dttm, visit_dttm)
       VALUES (?1, ?2, ?3, 98, ?4, '1100', '콘택트렌즈', '일반', 'VISITED', ?5, ?5, ?5)`,
    )
    .bind(rsvNo, `R${ymd}CL${String(rsvNo).padStart(3, '0')}`, memberNo, ymd, now),
  db
    .prepare(
      `INSERT INTO reservation_goods (rsv_no, seq, goods_no, item_no, buy_qtt, line_kind) VALUES (?1, 1, 'G980001', 'I980001', 2, 'RESERVATION_ONLY')`,
    )
    .bind(rsvNo),
]

// Members 9801…9806: 01 consents, 02 does not, 03 bought in a store, 04 races its re-reservation, 05 re-booked first,
// 06 ran out already. 04's and 05's purchases are written by their own tests (the first job run would remind them).
beforeAll(async () => {
  const now = new Date().toISOString()
  const member = (no: number, consent: boolean) =>
    db
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, mobile, push_yn, mkt_app_yn, reg_dttm, upd_dttm) VALUES (?1, ?2, '김렌즈', ?3, ?4, 'N', ?5, ?5)`,
      )
      .bind(no, `cl_${no}`, `0107777${no}`, consent ? 'Y' : 'N', now)
  await db.batch([
    db.prepare(
      `INSERT INTO stores (store_no, store_code, store_nm, sido, sigungu, road_addr, tel_no, lat, lng) VALUES (98, '9898', '다비치안경 렌즈점', '서울', '강남구', '테헤란로 8', '0212348888', 37.5, 127.0)`,
    ),
    ...[0, 1, 2, 3, 4, 5, 6].map((w) =>
      db
        .prepare(`INSERT INTO store_hours (store_no, weekday, open_time, close_time, closed_yn) VALUES (98, ?1, ?2, ?3, ?4)`)
        .bind(w, w === 0 ? null : '1000', w === 0 ? null : '2000', w === 0 ? 'Y' : 'N'),
    ),
    db.prepare(`INSERT INTO brands (brand_no, brand_nm, brand_en_nm) VALUES (981, '테스트렌즈', 'TESTCL')`),
    db.prepare(`INSERT INTO categories (ctg_no, goods_type_cd, ctg_nm) VALUES (981, '04', '콘택트렌즈')`),
    db.prepare(
      `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, reg_dttm) VALUES ('G980001', '04', 981, 981, '테스트 모이스트 원데이 30P', '/x.jpg', 10000, 30000, 25000, '2026-01-01')`,
    ),
    db.prepare(
      `INSERT INTO goods_items (item_no, goods_no, item_nm, power, pack_count, add_price) VALUES ('I980001', 'G980001', 'SPH -3.00', '-3.00', 30, 0)`,
    ),
    ...[9801, 9802, 9803, 9804, 9805, 9806].map((no) => member(no, no !== 9802)),
    ...visited(1, 9801, bought),
    ...visited(2, 9802, bought),
    db
      .prepare(
        `INSERT INTO offline_orders (member_no, store_code, store_nm, purchase_ymd, goods_nm, qtt, amount, pay_method_nm, sale_id, line_no, goods_no, goods_type_cd, sold_dttm)
         VALUES (9803, '9898', '다비치안경 렌즈점', ?1, '테스트 모이스트 원데이 30P', 2, 50000, '현금', 'S-TEST-1', 1, 'G980001', '04', ?2)`,
      )
      .bind(bought, now),
    ...visited(6, 9806, addDaysYmd(today, -40)),
  ])
  for (const no of [9801, 9802, 9803, 9804, 9805, 9806]) tokens[no] = (await createSession(db, no)).token
})

const supply = async (no: number) => (await read(call('/api/v1/front/eyes/contact-supply', { token: tokens[no] }))).json.supply
const reorder = (no: number, rsvTime = '1400') =>
  call('/api/v1/front/reservation', {
    token: tokens[no],
    json: {
      storeNo: 98,
      rsvDate: visitDay,
      rsvTime,
      purposeGroup: '콘택트렌즈',
      purpose: '일반',
      goodsList: [{ goodsNo: 'G980001', itemNo: 'I980001', buyQtt: 2 }],
    },
  })

describe('the run-out day on my-page', () => {
  it('comes from the latest purchase, its wear cycle and pack size; the reminder is a week before', async () => {
    const expected = contactSupply({ goodsNm: '테스트 모이스트 원데이 30P', packCount: 30, qty: 2, startYmd: bought })!
    const s = await supply(9801)
    expect(s).toMatchObject({
      source: 'RESERVATION',
      goodsNo: 'G980001',
      itemNo: 'I980001',
      itemNm: 'SPH -3.00',
      packs: 2,
      packSize: 30,
      startYmd: bought,
      runOutYmd: expected.runOutYmd,
      remindYmd: expected.remindYmd,
      daysLeft: 5,
      storeNo: 98,
      reminder: 'SCHEDULED',
    })
    expect(expected.runOutYmd).toBe(addDaysYmd(today, 5))
    expect((await supply(9802)).reminder).toBe('NO_CONSENT')
    expect(await supply(9803)).toMatchObject({ source: 'STORE_SALE', itemNo: null, runOutYmd: expected.runOutYmd })
    expect((await supply(9806)).reminder).toBe('PAST')
    expect((await read(call('/api/v1/front/eyes/contact-supply'))).status).toBe(401)
  })
})

describe('the reminder job', () => {
  it('sends one reminder per purchase with every message delivered twice, only with consent, and never again', async () => {
    const reports = await job()
    expect(reports[0].error).toBeUndefined()
    expect(await notices(9801)).toBe(1)
    expect(await notices(9803)).toBe(1) // the store sale
    expect(await notices(9802)).toBe(0) // no consent
    expect(await notices(9806)).toBe(0) // ran out already
    expect(await claimed(9802)).toBe(0)
    const n = await db
      .prepare(
        `SELECT n.title, n.link, n.dedup_key, c.noti_no FROM contact_reminders c JOIN member_notifications n ON n.noti_no = c.noti_no WHERE c.member_no = 9801`,
      )
      .first<{ title: string; link: string; dedup_key: string; noti_no: number }>()
    expect(n).toMatchObject({ title: '콘택트렌즈가 곧 떨어져요', link: '/mypage', dedup_key: 'cl-reorder:rsv:1:1' })
    expect((await supply(9801)).reminder).toBe('SENT')

    // The next night (and a redelivered one) changes nothing.
    expect((await job())[0].error).toBeUndefined()
    expect(await notices(9801)).toBe(1)
    expect(await notices(9803)).toBe(1)
  })

  it('a claimed reminder whose notice was never written gets it on the next run, once', async () => {
    await db.prepare(`DELETE FROM member_notifications WHERE member_no = 9803`).run()
    await db.prepare(`UPDATE contact_reminders SET noti_no = NULL WHERE member_no = 9803`).run()
    await job()
    expect(await notices(9803)).toBe(1)
    expect(await claimed(9803)).toBe(1)
  })

  it('skips a member who re-reserved first; the card says so', async () => {
    await db.batch(visited(5, 9805, bought))
    expect((await read(reorder(9805, '1500'))).status).toBe(201)
    await job()
    expect(await notices(9805)).toBe(0)
    expect((await supply(9805)).reminder).toBe('REBOOKED')
  })

  it('re-reservation ×6 against the job (delivered twice): one booking, and either the reminder or the booking came first — never both', async () => {
    await db.batch(visited(4, 9804, bought))
    const [answers] = await Promise.all([Promise.all(Array.from({ length: 6 }, () => reorder(9804))), job()])
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1)
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true)
    const sent = await notices(9804)
    expect(sent).toBeLessThanOrEqual(1)
    expect(await claimed(9804)).toBe(sent)
    // Whichever came first, another night sends nothing more: the booking stands and the reminder, if any, was once.
    await job()
    expect(await notices(9804)).toBe(sent)
  })
})
