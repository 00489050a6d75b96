// The store-owner area and the kiosk (issue 16): an owner reads and changes only their own store's orders,
// reservations and queue (another store's are 404); every status change is exactly-once under 20 concurrent
// clicks and written to the history with the owner's id; kiosk check-in needs the SMS code and a reservation of
// the kiosk's own store.
import { beforeAll, describe, expect, it } from 'vitest'
import { todayYmd } from '../../src/shared/dates'
import { call, db, read, seedShop, tokenFor } from './helpers'

const N = 20
let owner = ''
let member = ''
let otherOwner = ''
let ownerNo = 0
let storeNo = 0
let storeCode = ''
let otherStoreCode = ''

const get = (path: string, token: string) => read(call(path, { token }))
const post = (path: string, token: string, json: unknown = {}, headers: Record<string, string> = {}) =>
  read(call(path, { token, json, headers }))
const burst = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f))
const count = async (sql: string, ...args: unknown[]) =>
  (await db
    .prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n
const S = '/api/v1/front/mypagestore'

async function pickupOrder(state: string | null, status = '20') {
  const o = await db
    .prepare(
      `SELECT ord_no FROM orders WHERE store_code = ?1 AND dlvr_method = '02' AND status = ?2 AND pickup_state IS ?3 ORDER BY ord_no LIMIT 1`,
    )
    .bind(storeCode, status, state)
    .first<{ ord_no: string }>()
  return o!.ord_no
}

beforeAll(async () => {
  await seedShop()
  owner = await tokenFor('store01')
  member = await tokenFor('member01')
  const o = (await db
    .prepare(
      `SELECT m.member_no, s.store_no, s.store_code FROM members m JOIN stores s ON s.store_code = m.store_code WHERE m.login_id = 'store01'`,
    )
    .first<{ member_no: number; store_no: number; store_code: string }>())!
  ownerNo = o.member_no
  storeNo = o.store_no
  storeCode = o.store_code
  otherStoreCode = (await db
    .prepare(`SELECT store_code FROM stores WHERE store_code <> ?1 AND open_yn = 'Y' ORDER BY store_no LIMIT 1`)
    .bind(storeCode)
    .first<{ store_code: string }>())!.store_code
  const t = new Date().toISOString()
  const other = await db
    .prepare(
      `INSERT INTO members (login_id, member_nm, mobile, auth_role, store_code, reg_dttm, upd_dttm) VALUES ('store02', '이점주', '01099990002', 'ROLE_STORE', ?1, ?2, ?2) RETURNING member_no`,
    )
    .bind(otherStoreCode, t)
    .first<{ member_no: number }>()
  otherOwner = await tokenFor('store02')
  expect(other!.member_no).toBeGreaterThan(0)
})

describe('who may enter', () => {
  it('answers 401 to a guest and 403 to a member, with Korean reasons', async () => {
    expect((await read(call(`${S}/dashboard`))).status).toBe(401)
    const m = await get(`${S}/dashboard`, member)
    expect(m.status).toBe(403)
    expect(m.json.errors[0].reason).toMatch(/가맹점/)
    expect((await post(`${S}/orders/${await pickupOrder(null)}/ready`, member)).status).toBe(403)
  })

  it('shows the owner today at their store: reservations by time, pickups waiting, the queue', async () => {
    const r = await get(`${S}/dashboard`, owner)
    expect(r.status).toBe(200)
    expect(r.json.store.storeCode).toBe(storeCode)
    expect(r.json.today).toBe(todayYmd())
    const times = r.json.reservations.map((x: { rsvTime: string }) => x.rsvTime)
    expect(times.length).toBeGreaterThanOrEqual(7)
    expect([...times].sort()).toEqual(times)
    expect(r.json.reservations.every((x: { customerMobile: string }) => /\*{4}/.test(x.customerMobile))).toBe(true)
    expect(r.json.pickups.length).toBeGreaterThanOrEqual(4)
    expect(r.json.queue.map((q: { ticketNo: number }) => q.ticketNo)).toEqual([1, 2, 3])
    expect(r.json.counts.pickupsReady).toBeGreaterThanOrEqual(2)
    // Each reservation carries its own goods (read for all of them at once, not per row): the lines of its rsv_no.
    const { results: lines } = await db
      .prepare(
        `SELECT r.reservation_no, g.goods_no FROM reservations r JOIN reservation_goods g ON g.rsv_no = r.rsv_no
          WHERE r.store_no = ?1 AND r.rsv_ymd = ?2 AND r.status <> 'CANCELLED' ORDER BY r.rsv_no, g.seq`,
      )
      .bind(storeNo, todayYmd())
      .all<{ reservation_no: string; goods_no: string }>()
    const shown = r.json.reservations.flatMap((x: { reservationNo: string; goods: { goodsNo: string }[] }) =>
      x.goods.map((g) => ({ reservation_no: x.reservationNo, goods_no: g.goodsNo })),
    )
    expect(shown.length).toBeGreaterThan(0)
    expect(new Set(shown.map((x: { reservation_no: string }) => x.reservation_no)).size).toBeGreaterThan(1)
    expect(
      shown.sort((a: { reservation_no: string }, b: { reservation_no: string }) => a.reservation_no.localeCompare(b.reservation_no)),
    ).toEqual([...lines].sort((a, b) => a.reservation_no.localeCompare(b.reservation_no)))
  })
})

describe('face and fitting records', () => {
  it("shows this store's fitting sessions of consenting customers only; another store sees none of them", async () => {
    const r = await get(`${S}/faceinfo`, owner)
    expect(r.status).toBe(200)
    expect(r.json.sessions).toHaveLength(3)
    expect(r.json.sessions.every((x: { customerMobile: string }) => /\*{4}/.test(x.customerMobile))).toBe(true)
    const revoked = await count(
      `SELECT COUNT(*) AS n FROM fitting_sessions fs JOIN fitting_consents c ON c.member_no = fs.member_no WHERE fs.store_no = ?1 AND c.revoked_dttm IS NOT NULL`,
      storeNo,
    )
    expect(revoked).toBe(1)
    expect((await get(`${S}/faceinfo`, otherOwner)).json.sessions).toHaveLength(0)
    expect((await get(`${S}/faceinfo`, member)).status).toBe(403)
  })
})

describe('another store is not there', () => {
  it("404s another store's orders, reservations and queue entries, reads and changes alike", async () => {
    const ordNo = await pickupOrder(null)
    expect((await get(`${S}/orders/${ordNo}`, owner)).status).toBe(200)
    expect((await get(`${S}/orders/${ordNo}`, otherOwner)).status).toBe(404)
    expect((await post(`${S}/orders/${ordNo}/ready`, otherOwner)).status).toBe(404)
    const list = await get(`${S}/orders?keyword=${ordNo}`, otherOwner)
    expect(list.status).toBe(200)
    expect(list.json.total).toBe(0)
    const rsv = (await db
      .prepare(`SELECT reservation_no FROM reservations WHERE store_no = ?1 AND status = 'RESERVED' ORDER BY rsv_no LIMIT 1`)
      .bind(storeNo)
      .first<{ reservation_no: string }>())!.reservation_no
    expect((await post(`${S}/reservations/${rsv}/visit`, otherOwner)).status).toBe(404)
    expect((await post(`${S}/reservations/${rsv}/eyeexam`, otherOwner, { examYmd: todayYmd(), rSph: '-1.25', lSph: '-1.00' })).status).toBe(
      404,
    )
    const q = (await db
      .prepare(`SELECT queue_no FROM visit_queue WHERE store_no = ?1 AND state = '대기' LIMIT 1`)
      .bind(storeNo)
      .first<{ queue_no: number }>())!.queue_no
    expect((await post(`${S}/queue/${q}/state`, otherOwner, { from: '대기', to: '상담시작' })).status).toBe(404)
    // nothing moved
    expect(await count(`SELECT COUNT(*) AS n FROM orders WHERE ord_no = ?1 AND pickup_state IS NULL`, ordNo)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM reservations WHERE reservation_no = ?1 AND status = 'RESERVED'`, rsv)).toBe(1)
    expect(
      (await get(`${S}/dashboard`, otherOwner)).json.reservations.some((x: { reservationNo: string }) => x.reservationNo === rsv),
    ).toBe(false)
  })

  it('refuses bad input with 400 and a Korean reason', async () => {
    for (const path of [`${S}/orders/abc`, `${S}/orders?from=20260230`, `${S}/orders?kind=x`, `${S}/orders?keyword=%00`]) {
      const r = await get(path, owner)
      expect(r.status, path).toBe(400)
      expect(r.json.errors[0].reason).toMatch(/[가-힣]/)
    }
    expect((await post(`${S}/queue/1/state`, owner, { from: '대기', to: '없음' })).status).toBe(400)
  })
})

describe('exactly once under 20 concurrent clicks', () => {
  it('상품준비완료 → 수령완료: one change each, history with the owner id, one SMS to the shopper', async () => {
    const ordNo = await pickupOrder(null)
    const mobile = (await db.prepare('SELECT orderer_mobile AS m FROM orders WHERE ord_no = ?1').bind(ordNo).first<{ m: string }>())!.m
    const before = (await read(call(`/__sandbox/sms/outbox?mobile=${mobile}`))).json.messages.length
    const ready = await burst(N, () => post(`${S}/orders/${ordNo}/ready`, owner))
    expect(ready.filter((r) => r.status === 200)).toHaveLength(1)
    expect(ready.filter((r) => r.status === 409)).toHaveLength(N - 1)
    expect(ready.find((r) => r.status === 409)!.json.errors[0].reason).toMatch(/[가-힣]/)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM order_status_history WHERE ord_no = ?1 AND memo = '상품준비완료' AND actor_member_no = ?2`,
        ordNo,
        ownerNo,
      ),
    ).toBe(1)
    const sms = (await read(call(`/__sandbox/sms/outbox?mobile=${mobile}`))).json.messages
    expect(sms.length - before).toBe(1)
    expect(sms[0].text ?? sms[0].body ?? JSON.stringify(sms[0])).toMatch(/준비/)

    const done = await burst(N, () => post(`${S}/orders/${ordNo}/pickup`, owner))
    expect(done.filter((r) => r.status === 200)).toHaveLength(1)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM order_status_history WHERE ord_no = ?1 AND memo = '수령완료' AND actor_member_no = ?2`,
        ordNo,
        ownerNo,
      ),
    ).toBe(1)
    const o = (await db
      .prepare('SELECT status, pickup_state, member_no FROM orders WHERE ord_no = ?1')
      .bind(ordNo)
      .first<{ status: string; pickup_state: string; member_no: number }>())!
    expect(o.pickup_state).toBe('PICKED_UP')
    // 수령완료 confirms the purchase in the same batch: 90, one 구매적립 ledger line
    expect(o.status).toBe('90')
    expect(await count(`SELECT COUNT(*) AS n FROM point_ledger WHERE ord_no = ?1 AND reason = '구매적립'`, ordNo)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM order_status_history WHERE ord_no = ?1 AND status = '90'`, ordNo)).toBe(1)
    // the member was told once in the inbox (상품준비완료)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM member_notifications WHERE member_no = ?1 AND kind = 'PICKUP_READY' AND link LIKE ?2`,
        o.member_no,
        `%${ordNo}`,
      ),
    ).toBe(1)
    // a collected order cannot be marked no-show
    expect((await post(`${S}/orders/${ordNo}/noshow`, owner)).status).toBe(409)
  })

  it('미수령 of a prepared order happens once', async () => {
    const ordNo = await pickupOrder('READY', '30')
    const rs = await burst(N, () => post(`${S}/orders/${ordNo}/noshow`, owner))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(await count(`SELECT COUNT(*) AS n FROM order_status_history WHERE ord_no = ?1 AND memo = '미수령'`, ordNo)).toBe(1)
  })

  it('a reservation is marked visited once; the other clicks and a no-show after it are 409', async () => {
    const rsv = (await db
      .prepare(
        `SELECT reservation_no FROM reservations WHERE store_no = ?1 AND status = 'RESERVED' AND rsv_ymd = ?2 AND member_no IS NULL LIMIT 1`,
      )
      .bind(storeNo, todayYmd())
      .first<{ reservation_no: string }>())!.reservation_no
    const rs = await burst(N, () => post(`${S}/reservations/${rsv}/visit`, owner))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect((await post(`${S}/reservations/${rsv}/noshow`, owner)).status).toBe(409)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM reservation_history h JOIN reservations r ON r.rsv_no = h.rsv_no WHERE r.reservation_no = ?1 AND h.actor_member_no = ?2`,
        rsv,
        ownerNo,
      ),
    ).toBe(1)
    // a guest's reservation keeps the exam in its note
    const exam = await post(`${S}/reservations/${rsv}/eyeexam`, owner, {
      examYmd: todayYmd(),
      rSph: '-1.25',
      rCyl: '-0.50',
      rAxis: '180',
      lSph: '-1.00',
      memo: '난시 약간',
    })
    expect(exam.status).toBe(200)
    expect(exam.json.note).toMatch(/시력검사.*R -1\.25 -0\.50×180 \/ L -1\.00/)
  })

  it("a member's exam becomes an eye record of this store that the reservation carries and the dashboard shows", async () => {
    const r = (await db
      .prepare(
        `SELECT reservation_no, member_no FROM reservations WHERE store_no = ?1 AND rsv_ymd = ?2 AND member_no IS NOT NULL AND member_no <> 1 AND status = 'RESERVED' ORDER BY rsv_time LIMIT 1`,
      )
      .bind(storeNo, todayYmd())
      .first<{ reservation_no: string; member_no: number }>())!
    const bad = await post(`${S}/reservations/${r.reservation_no}/eyeexam`, owner, {
      examYmd: todayYmd(),
      rSph: '-1.25',
      rCyl: '-0.50',
      lSph: '-1.00',
    })
    expect(bad.status).toBe(400)
    expect(bad.json.errors[0].reason).toMatch(/축/)
    const ok = await post(`${S}/reservations/${r.reservation_no}/eyeexam`, owner, {
      examYmd: todayYmd(),
      rSph: '-2.25',
      lSph: '-2.00',
      memo: '',
    })
    expect(ok.status).toBe(200)
    expect(ok.json.eyeRecord).toMatchObject({ summary: 'R -2.25 / L -2.00' })
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM eye_records WHERE member_no = ?1 AND store_no = ?2 AND source = 'STORE'`,
        r.member_no,
        storeNo,
      ),
    ).toBe(1)
    const dash = await get(`${S}/dashboard`, owner)
    expect(dash.json.reservations.find((x: { reservationNo: string }) => x.reservationNo === r.reservation_no).eyeRecord.summary).toBe(
      'R -2.25 / L -2.00',
    )
  })

  it('a queue step happens once; a backwards step is refused', async () => {
    const q = (await db
      .prepare(`SELECT queue_no FROM visit_queue WHERE store_no = ?1 AND state = '대기' ORDER BY ticket_no LIMIT 1`)
      .bind(storeNo)
      .first<{ queue_no: number }>())!.queue_no
    const rs = await burst(N, () => post(`${S}/queue/${q}/state`, owner, { from: '대기', to: '상담시작' }))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM visit_queue_history WHERE queue_no = ?1 AND state = '상담시작' AND actor_member_no = ?2`,
        q,
        ownerNo,
      ),
    ).toBe(1)
    expect((await post(`${S}/queue/${q}/state`, owner, { from: '상담시작', to: '대기' })).status).toBe(400)
  })
})

describe('kiosk', () => {
  let device = ''
  const kioskHeaders = () => ({ 'x-kiosk-token': device, 'x-store-code': storeCode })
  const K = '/api/v1/front/kiosk'
  const member01Mobile = '01012345678'

  async function sendCode(mobile: string) {
    await db.prepare('DELETE FROM sms_certs WHERE mobile = ?1').bind(mobile).run()
    expect((await call(`/v1/front/member/send/sms/certify?mobile=${mobile}`, { method: 'POST' })).status).toBe(200)
    return (await read(call(`/__sandbox/sms/outbox?mobile=${mobile}`))).json.messages[0].code as string
  }

  beforeAll(async () => {
    const r = await post(`${S}/kiosk/start`, owner, { deviceName: '입구 키오스크' })
    expect(r.status).toBe(200)
    expect(r.json.storeCode).toBe(storeCode)
    device = r.json.deviceToken
    // member01 has a reservation today at store01's store (seed) and one at another store (added here)
    await db
      .prepare(
        `INSERT INTO reservations (reservation_no, member_no, store_no, rsv_ymd, rsv_time, purpose_group, purpose, status, reg_dttm, upd_dttm)
         SELECT 'R' || ?1 || 'OTHER', 1, store_no, ?1, '0930', '기타', '피팅', 'RESERVED', ?2, ?2 FROM stores WHERE store_code = ?3`,
      )
      .bind(todayYmd(), new Date().toISOString(), otherStoreCode)
      .run()
  })

  it('a store code without the device token is not a kiosk; a member cannot start one', async () => {
    expect((await read(call(`${K}/session`, { headers: { 'x-store-code': storeCode } }))).status).toBe(403)
    expect((await read(call(`${K}/session`, { headers: { 'x-kiosk-token': device, 'x-store-code': otherStoreCode } }))).status).toBe(403)
    expect((await read(call(`${K}/session`, { headers: kioskHeaders() }))).json.storeCode).toBe(storeCode)
    expect((await post(`${S}/kiosk/start`, member, {})).status).toBe(403)
  })

  it('a revoked device (a lost tablet) is refused at once; only its own store can revoke it, once', async () => {
    const r = await post(`${S}/kiosk/start`, owner, { deviceName: '분실 태블릿' })
    expect(r.status).toBe(200)
    const lost = { 'x-kiosk-token': r.json.deviceToken as string, 'x-store-code': storeCode }
    expect((await read(call(`${K}/session`, { headers: lost }))).status).toBe(200)
    const { device_no: deviceNo } = (await db
      .prepare("SELECT device_no FROM kiosk_devices WHERE device_nm = '분실 태블릿'")
      .first<{ device_no: number }>())!
    const dash = await get(`${S}/dashboard`, owner)
    expect(dash.json.kioskDevices.map((d: { deviceNo: number }) => d.deviceNo)).toContain(deviceNo)
    // another store's owner cannot touch it, a member is refused, bad input is a Korean 400
    expect((await post(`${S}/kiosk/devices/${deviceNo}/revoke`, otherOwner)).status).toBe(404)
    expect((await post(`${S}/kiosk/devices/${deviceNo}/revoke`, member)).status).toBe(403)
    const bad = await post(`${S}/kiosk/devices/abc/revoke`, owner)
    expect(bad.status).toBe(400)
    expect(bad.json.errors[0].reason).toMatch(/[가-힣]/)
    expect((await read(call(`${K}/session`, { headers: lost }))).status).toBe(200)
    // N identical clicks: one revocation, the rest 404
    const rs = await burst(N, () => post(`${S}/kiosk/devices/${deviceNo}/revoke`, owner))
    expect(rs.filter((x) => x.status === 200)).toHaveLength(1)
    expect(rs.filter((x) => x.status === 404)).toHaveLength(N - 1)
    expect((await read(call(`${K}/session`, { headers: lost }))).status).toBe(403)
    expect((await get(`${S}/dashboard`, owner)).json.kioskDevices.map((d: { deviceNo: number }) => d.deviceNo)).not.toContain(deviceNo)
    // the store's other kiosk keeps working
    expect((await read(call(`${K}/session`, { headers: kioskHeaders() }))).status).toBe(200)
  })

  it('refuses a wrong SMS code', async () => {
    const code = await sendCode(member01Mobile)
    const wrong = code === '000000' ? '111111' : '000000'
    const r = await read(call(`${K}/identify`, { json: { mobile: member01Mobile, certifyKey: wrong }, headers: kioskHeaders() }))
    expect(r.status).toBe(400)
    expect(r.json.errors[0].reason).toMatch(/일치하지/)
  })

  it("refuses a reservation of another store, then checks member01's own in once", async () => {
    const code = await sendCode(member01Mobile)
    const id = await read(call(`${K}/identify`, { json: { mobile: member01Mobile, certifyKey: code }, headers: kioskHeaders() }))
    expect(id.status).toBe(200)
    const offered = id.json.reservations.map((r: { reservationNo: string }) => r.reservationNo)
    expect(offered).toHaveLength(1)
    expect(offered[0]).not.toMatch(/OTHER/)
    const other = await read(
      call(`${K}/checkin`, {
        json: { mobile: member01Mobile, certProof: id.json.certProof, reservationNo: `R${todayYmd()}OTHER` },
        headers: kioskHeaders(),
      }),
    )
    expect(other.status).toBe(404)
    const rs = await burst(N, () =>
      read(
        call(`${K}/checkin`, {
          json: { mobile: member01Mobile, certProof: id.json.certProof, reservationNo: offered[0] },
          headers: kioskHeaders(),
        }),
      ),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    const ok = rs.find((r) => r.status === 200)!
    expect(ok.json.ticketNo).toBe(4)
    expect(
      await count(`SELECT COUNT(*) AS n FROM visit_queue WHERE store_no = ?1 AND visit_ymd = ?2 AND member_no = 1`, storeNo, todayYmd()),
    ).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM reservations WHERE reservation_no = ?1 AND status = 'VISITED'`, offered[0])).toBe(1)
    expect(
      await count(`SELECT COUNT(*) AS n FROM reservations WHERE reservation_no = ?1 AND status = 'RESERVED'`, `R${todayYmd()}OTHER`),
    ).toBe(1)

    // the member sees the state; the owner moves it; the member sees the new state
    const mine = await get(`${K}/myqueue`, member)
    expect(mine.json.entries[0]).toMatchObject({ ticketNo: 4, state: '대기' })
    const q = mine.json.entries[0].queueNo
    expect((await post(`${S}/queue/${q}/state`, owner, { from: '대기', to: '검사중' })).status).toBe(200)
    expect((await get(`${K}/myqueue`, member)).json.entries[0].state).toBe('검사중')
  })

  it('a first visit without an account joins the queue with its purpose, and a second check-in finds the first', async () => {
    const mobile = '01066660303'
    const code = await sendCode(mobile)
    const id = await read(call(`${K}/identify`, { json: { mobile, certifyKey: code }, headers: kioskHeaders() }))
    expect(id.json).toMatchObject({ member: false, reservations: [] })
    const first = await read(
      call(`${K}/checkin`, {
        json: { mobile, certProof: id.json.certProof, purpose: '안경', answers: ['시력검사 필요'] },
        headers: kioskHeaders(),
      }),
    )
    expect(first.status).toBe(200)
    const code2 = await sendCode(mobile)
    const id2 = await read(call(`${K}/identify`, { json: { mobile, certifyKey: code2 }, headers: kioskHeaders() }))
    expect(id2.json.queue).toMatchObject({ ticketNo: first.json.ticketNo })
    const again = await read(
      call(`${K}/checkin`, { json: { mobile, certProof: id2.json.certProof, purpose: '기타' }, headers: kioskHeaders() }),
    )
    expect(again.json).toMatchObject({ ticketNo: first.json.ticketNo, repeated: true })
  })
})
