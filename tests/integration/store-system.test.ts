// The link to the chain's store system (issue 28): integration (one / several / none, twice, two accounts racing),
// webhooks (signature, replay window, unknown store, duplicate, a 200-duplicate storm, unknown member kept and
// matched on join), the till's D-쿠폰 redemption (once, replay refused naming the first use), and outages
// (store system down during integration: retries for 5xx only, breaker, a clear message, nothing half-written).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  SANDBOX_STORE_SECRET,
  signedHeaders,
  signStoreRequest,
  STORE_ATTEMPTS,
  STORE_BREAKER_FAILURES,
} from '~/server/providers/store-system'
import { call, db, read, seedShop, tokenFor } from './helpers'
import { certProof } from './member-helpers'

const M1 = 'SM-0001-000101'
let t1 = ''

beforeAll(async () => {
  await seedShop()
  t1 = await tokenFor('member01')
})
beforeEach(async () => {
  await db.batch([
    db.prepare(`UPDATE sandbox_pos_settings SET outage_yn = 'N', slow_ms = 0, calls = 0`),
    db.prepare(`UPDATE store_system_breaker SET failures = 0, open_until = NULL`),
  ])
})

const integrate = async (token: string, mobile: string, extra: Record<string, unknown> = {}) =>
  read(call('/v1/front/member/integration', { token, json: { mobile, certProof: await certProof(mobile), ...extra } }))

/** A member of our own with a sandbox membership (or several) under their name and mobile. */
async function memberWithMemberships(loginId: string, name: string, mobile: string, ids: string[]) {
  const now = new Date().toISOString()
  const stores = (
    await db.prepare(`SELECT store_code FROM stores WHERE open_yn = 'Y' ORDER BY store_no LIMIT 3`).all<{ store_code: string }>()
  ).results
  const m = await db
    .prepare(`INSERT INTO members (login_id, member_nm, mobile, reg_dttm, upd_dttm) VALUES (?1, ?2, ?3, ?4, ?4) RETURNING member_no`)
    .bind(loginId, name, mobile, now)
    .first<{ member_no: number }>()
  if (ids.length)
    await db.batch(
      ids.map((id, i) =>
        db
          .prepare(
            `INSERT INTO sandbox_pos_members (store_member_id, member_nm, mobile, card_no, store_code, grade_nm, join_ymd, last_visit_ymd)
           VALUES (?1, ?2, ?3, ?4, ?5, '일반', '20240101', ?6)`,
          )
          .bind(
            id,
            name,
            mobile,
            `94100000${String(m!.member_no).padStart(4, '0')}${i}${i}${i}${i}`.slice(0, 16),
            stores[i % 3].store_code,
            `2026010${i + 1}`,
          ),
      ),
    )
  return { memberNo: m!.member_no, token: await tokenFor(loginId), storeCodes: stores.map((s) => s.store_code) }
}

async function event(body: Record<string, unknown>, o: { secret?: string; ts?: number; key?: string | null; signed?: string } = {}) {
  const text = JSON.stringify(body)
  const ts = o.ts ?? Date.now()
  const headers = await signedHeaders(
    o.secret ?? SANDBOX_STORE_SECRET,
    o.signed ?? text,
    o.key === null ? undefined : (o.key ?? String(body.eventId)),
    ts,
  )
  return read(call('/api/v1/store-system/events', { method: 'POST', body: text, headers }))
}

const firstStore = async () =>
  (await db.prepare(`SELECT store_code FROM stores WHERE open_yn = 'Y' ORDER BY store_no LIMIT 1`).first<{ store_code: string }>())!
    .store_code

function saleEvent(storeCode: string, storeMemberId: string | null, saleId: string, over: Record<string, unknown> = {}) {
  const at = new Date().toISOString()
  return {
    type: 'sale',
    eventId: `EV-${saleId}`,
    storeCode,
    storeMemberId,
    occurredAt: at,
    sale: {
      saleId,
      storeCode,
      soldAt: at,
      payMethodNm: '신용카드',
      refundedAt: null,
      lines: [{ lineNo: 1, goodsNo: null, goodsNm: '베타티타늄 안경테', goodsTypeCd: '01', qtt: 1, amount: 98000, prescription: null }],
    },
    points: storeMemberId ? [{ entryId: `P-${saleId}-EARN`, kind: '구매확정적립', amount: 2940, storeCode, saleId, occurredAt: at }] : [],
    ...over,
  }
}

const count = async (sql: string, ...p: unknown[]) =>
  (await db
    .prepare(sql)
    .bind(...p)
    .first<{ n: number }>())!.n

describe('integration (통합회원) through the store system', () => {
  it('member01 joins the membership the sandbox holds: card, grade, points, three purchases and their stamps, each once', async () => {
    const stampsBefore = await count(`SELECT COALESCE(SUM(qtt), 0) AS n FROM member_stamps WHERE member_no = 1`)
    const r = await integrate(t1, '01012345678')
    expect(r.status).toBe(200)
    expect(r.json.result).toBe('joined')
    expect(r.json.member.integrationMemberGbNm).toBe('통합회원')
    expect(r.json.member.onlineCardNo).toBe('9410201903150001')
    expect(r.json.imported).toMatchObject({ purchases: 3, stamps: 1 })
    const pts = await read(call('/api/v1/front/benefit/storepoint', { token: t1 }))
    expect(pts.json.linked).toBe(true)
    // 가입 2,000 + 포토후기 500 + earned 9,600 + 1,700 + 2,600 − used 3,000
    expect(pts.json.balance).toBe(13400)
    expect(pts.json.lines.map((l: { kind: string }) => l.kind)).toEqual(
      expect.arrayContaining(['가입', '포토후기', '결제사용', '구매확정적립']),
    )
    const list = await read(call('/api/v1/front/order/offline?from=20200101', { token: t1 }))
    expect(new Set(list.json.orders.map((o: { saleId: string }) => o.saleId)).size).toBe(3)
    expect(list.json.orders.find((o: { goodsTypeCd: string }) => o.goodsTypeCd === '03').prescription.right.sph).toMatch(/^-2\./)
    expect(await count(`SELECT COALESCE(SUM(qtt), 0) AS n FROM member_stamps WHERE member_no = 1`)).toBe(stampsBefore + 2)
    // Joining again: the same single link, nothing brought in twice.
    const again = await integrate(t1, '01012345678')
    expect(again.json.result).toBe('joined')
    expect(await count(`SELECT COUNT(*) AS n FROM store_links WHERE member_no = 1`)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM offline_orders WHERE member_no = 1`)).toBe(4)
    expect(await count(`SELECT COALESCE(SUM(qtt), 0) AS n FROM member_stamps WHERE member_no = 1`)).toBe(stampsBefore + 2)
  })

  it('several memberships → the member chooses by store and visit date; none → told to visit a store', async () => {
    const two = await memberWithMemberships('twomem01', '이준호', '01034560001', ['SM-T-0001', 'SM-T-0002'])
    const r = await integrate(two.token, '01034560001')
    expect(r.json.result).toBe('choose')
    expect(r.json.matches).toHaveLength(2)
    expect(r.json.matches[0]).toMatchObject({ storeNm: expect.any(String), lastVisitYmd: expect.stringMatching(/^\d{8}$/) })
    expect(await count(`SELECT COUNT(*) AS n FROM store_links WHERE member_no = ?1`, two.memberNo)).toBe(0)
    // The last visited store narrows it to one.
    const narrowed = await integrate(two.token, '01034560001', { storeCode: two.storeCodes[1] })
    expect(narrowed.json.result).toBe('joined')
    const none = await memberWithMemberships('nomem01', '정하나', '01034560003', [])
    const n = await integrate(none.token, '01034560003')
    expect(n.json.result).toBe('none')
    expect(n.json.message).toContain('매장에 방문')
  })

  it('choosing one of several joins exactly that one', async () => {
    const two = await memberWithMemberships('twomem02', '박선택', '01034560002', ['SM-T-0101', 'SM-T-0102'])
    const r = await integrate(two.token, '01034560002', { storeMemberId: 'SM-T-0102' })
    expect(r.json.result).toBe('joined')
    expect(
      (await db.prepare('SELECT store_member_id FROM store_links WHERE member_no = ?1').bind(two.memberNo).first())!.store_member_id,
    ).toBe('SM-T-0102')
    const bad = await integrate(two.token, '01034560002', { storeMemberId: 'SM-T-0101' })
    expect(bad.status).toBe(409)
  })

  it('the same member joining 8 times at once, and two accounts racing for one membership, give one link', async () => {
    const a = await memberWithMemberships('race01', '한경주', '01034560011', ['SM-R-0001'])
    const proof = await certProof('01034560011')
    const same = await Promise.all(
      Array.from({ length: 8 }, () =>
        read(call('/v1/front/member/integration', { token: a.token, json: { mobile: '01034560011', certProof: proof } })),
      ),
    )
    expect(same.filter((r) => r.status === 200 && r.json.result === 'joined').length).toBeGreaterThanOrEqual(1)
    expect(same.every((r) => r.status < 500)).toBe(true)
    expect(await count(`SELECT COUNT(*) AS n FROM store_links WHERE store_member_id = 'SM-R-0001'`)).toBe(1)

    // Two online accounts racing for one store membership (two accounts never share a verified mobile, so the race is
    // played where it is decided): the store system links it to one of them, and the shop's link is UNIQUE on it.
    const b = await memberWithMemberships('race02', '한경주', '01034560012', [])
    const linkBody = (no: number) =>
      JSON.stringify({ type: 'membership.link', storeMemberId: 'SM-R-0009', onlineMemberNo: no, name: '한경주', mobile: '01034560011' })
    await db
      .prepare(
        `INSERT INTO sandbox_pos_members (store_member_id, member_nm, mobile, card_no, store_code, grade_nm, join_ymd, last_visit_ymd)
         VALUES ('SM-R-0009', '한경주', '01034560011', '9410000099990009', ?1, '일반', '20240101', '20260101')`,
      )
      .bind(await firstStore())
      .run()
    const pos = await Promise.all(
      [a.memberNo, b.memberNo, a.memberNo, b.memberNo].map(async (no, i) => {
        const body = linkBody(no)
        return read(
          call('/__sandbox/pos/api/v1/memberships/link', {
            method: 'POST',
            body,
            headers: await signedHeaders(SANDBOX_STORE_SECRET, body, `link-${no}-race-${i}`),
          }),
        )
      }),
    )
    const winners = new Set(pos.flatMap((r, i) => (r.status === 200 ? [i % 2] : [])))
    expect(winners.size).toBe(1)
    expect(pos.filter((r) => r.status === 409).every((r) => r.json.error.code === 'ALREADY_LINKED')).toBe(true)
    const { joinStoreMembership } = await import('~/server/db/store-system')
    const link = { storeMemberId: 'SM-R-0009', cardNo: '9410000099990009', storeCode: await firstStore(), gradeNm: '일반' }
    const c = await memberWithMemberships('race03', '한경주', '01034560013', [])
    const shop = await Promise.allSettled(
      [b.memberNo, c.memberNo, b.memberNo, c.memberNo].map((no) =>
        joinStoreMembership(db, no, link, { points: [], sales: [] }, new Date().toISOString()),
      ),
    )
    expect(await count(`SELECT COUNT(*) AS n FROM store_links WHERE store_member_id = 'SM-R-0009'`)).toBe(1)
    const owner = (await db
      .prepare(`SELECT member_no FROM store_links WHERE store_member_id = 'SM-R-0009'`)
      .first<{ member_no: number }>())!.member_no
    const refused = shop.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]
    expect(refused.length).toBeGreaterThanOrEqual(1)
    expect(refused.every((r) => String(r.reason?.guard).startsWith('unique:store_links'))).toBe(true)
    const loser = owner === b.memberNo ? c.memberNo : b.memberNo
    expect(
      (await db.prepare('SELECT integration_member_gb_nm AS g FROM members WHERE member_no = ?1').bind(loser).first<{ g: string }>())!.g,
    ).toBe('정회원')
  })
})

describe('the store system down', () => {
  it('during integration: 5xx retried, a clear Korean 503, nothing written; the breaker then fails fast; a 4xx is not retried', async () => {
    const m = await memberWithMemberships('down01', '장애중', '01034560021', ['SM-D-0001'])
    await db.prepare(`UPDATE sandbox_pos_settings SET outage_yn = 'Y'`).run()
    const r = await integrate(m.token, '01034560021')
    expect(r.status).toBe(503)
    expect(r.json.errors[0].reason).toContain('매장 시스템')
    expect((await db.prepare('SELECT calls FROM sandbox_pos_settings').first<{ calls: number }>())!.calls).toBe(STORE_ATTEMPTS)
    expect(await count(`SELECT COUNT(*) AS n FROM store_links WHERE member_no = ?1`, m.memberNo)).toBe(0)
    for (let i = 1; i < STORE_BREAKER_FAILURES; i++) await integrate(m.token, '01034560021')
    const before = (await db.prepare('SELECT calls FROM sandbox_pos_settings').first<{ calls: number }>())!.calls
    const fast = await integrate(m.token, '01034560021')
    expect(fast.status).toBe(503)
    expect((await db.prepare('SELECT calls FROM sandbox_pos_settings').first<{ calls: number }>())!.calls).toBe(before)
    // Back up, breaker closed again: it works, and a refused (4xx) answer is asked once.
    await db.batch([
      db.prepare(`UPDATE sandbox_pos_settings SET outage_yn = 'N', calls = 0`),
      db.prepare(`UPDATE store_system_breaker SET open_until = NULL, failures = 0`),
    ])
    expect((await integrate(m.token, '01034560021')).json.result).toBe('joined')
    const other = await memberWithMemberships('down02', '장애중', '01034560022', [])
    await db.prepare(`UPDATE sandbox_pos_members SET mobile = '01034560022' WHERE store_member_id = 'SM-D-0001'`).run()
    await db.prepare(`UPDATE sandbox_pos_settings SET calls = 0`).run()
    const taken = await integrate(other.token, '01034560022')
    expect(taken.status).toBe(409)
    // lookup + link (refused with ALREADY_LINKED, not retried)
    expect((await db.prepare('SELECT calls FROM sandbox_pos_settings').first<{ calls: number }>())!.calls).toBe(2)
  })
})

describe('webhooks', () => {
  it('refuses a bad signature, a stale timestamp, a missing key, an unknown store — and a malformed body is a 400', async () => {
    const store = await firstStore()
    const ev = saleEvent(store, M1, 'S-W-0001')
    expect((await event(ev, { secret: 'wrong' })).json.error.code).toBe('BAD_SIGNATURE')
    expect((await event(ev, { signed: JSON.stringify({ ...ev, points: [] }) })).status).toBe(401)
    const stale = await event(ev, { ts: Date.now() - 301_000 })
    expect(stale.status).toBe(401)
    expect(stale.json.error.code).toBe('STALE_TIMESTAMP')
    expect((await event(ev, { ts: Date.now() + 301_000 })).json.error.code).toBe('STALE_TIMESTAMP')
    expect((await event(ev, { key: null })).json.error.code).toBe('BAD_REQUEST')
    const unknown = await event(saleEvent('ZZ999', M1, 'S-W-0002'))
    expect(unknown.status).toBe(403)
    expect(unknown.json.error.code).toBe('UNKNOWN_STORE')
    const bad = await event({ ...ev, sale: { ...ev.sale, lines: [] } })
    expect(bad.status).toBe(400)
    expect(await count(`SELECT COUNT(*) AS n FROM store_events WHERE event_key LIKE 'EV-S-W-%'`)).toBe(0)
  })

  it('a sale for a linked member: applied once; a replay within the window is a duplicate; a key reused for another body is refused', async () => {
    const store = await firstStore()
    const ev = saleEvent(store, M1, 'S-W-0010')
    const first = await event(ev)
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ ok: true, duplicate: false, status: 'APPLIED' })
    const replay = await event(ev)
    expect(replay.json).toMatchObject({ duplicate: true })
    expect((await event({ ...ev, points: [] })).json.error.code).toBe('KEY_REUSED')
    expect(await count(`SELECT COUNT(*) AS n FROM offline_orders WHERE sale_id = 'S-W-0010'`)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM store_point_ledger WHERE sale_id = 'S-W-0010'`)).toBe(1)
  })

  it('a storm of 200 identical sale webhooks at once: one sale, one point entry, one stamp grant — and the refund storm too', async () => {
    const store = await firstStore()
    const lens = (await db
      .prepare(`SELECT goods_no, goods_nm FROM goods WHERE stamp_card_size IS NOT NULL ORDER BY goods_no LIMIT 1`)
      .first<{ goods_no: string; goods_nm: string }>())!
    const ev = saleEvent(store, M1, 'S-STORM-1')
    ev.sale.lines = [
      { lineNo: 1, goodsNo: lens.goods_no, goodsNm: lens.goods_nm, goodsTypeCd: '04', qtt: 3, amount: 86400, prescription: null },
    ] as never
    const stamps0 = await count(`SELECT COALESCE(SUM(qtt), 0) AS n FROM member_stamps WHERE member_no = 1`)
    const text = JSON.stringify(ev)
    const headers = await signedHeaders(SANDBOX_STORE_SECRET, text, ev.eventId)
    const all = await Promise.all(
      Array.from({ length: 200 }, () => read(call('/api/v1/store-system/events', { method: 'POST', body: text, headers }))),
    )
    expect(all.every((r) => r.status === 200)).toBe(true)
    expect(all.filter((r) => r.json.duplicate === false)).toHaveLength(1)
    expect(await count(`SELECT COUNT(*) AS n FROM offline_orders WHERE sale_id = 'S-STORM-1'`)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM store_point_ledger WHERE sale_id = 'S-STORM-1'`)).toBe(1)
    expect(await count(`SELECT COALESCE(SUM(qtt), 0) AS n FROM member_stamps WHERE member_no = 1`)).toBe(stamps0 + 3)

    const refund = {
      type: 'refund',
      eventId: 'EV-S-STORM-1-REFUND',
      storeCode: store,
      storeMemberId: M1,
      occurredAt: new Date().toISOString(),
      sale: { ...ev.sale, refundedAt: new Date().toISOString() },
      points: [
        {
          entryId: 'P-S-STORM-1-EARN-BACK',
          kind: '적립회수',
          amount: -2940,
          storeCode: store,
          saleId: 'S-STORM-1',
          occurredAt: new Date().toISOString(),
        },
      ],
    }
    const rt = JSON.stringify(refund)
    const rh = await signedHeaders(SANDBOX_STORE_SECRET, rt, refund.eventId)
    const back = await Promise.all(
      Array.from({ length: 50 }, () => read(call('/api/v1/store-system/events', { method: 'POST', body: rt, headers: rh }))),
    )
    expect(back.every((r) => r.status === 200)).toBe(true)
    expect(await count(`SELECT COUNT(*) AS n FROM offline_orders WHERE sale_id = 'S-STORM-1' AND refund_dttm IS NOT NULL`)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM store_point_ledger WHERE sale_id = 'S-STORM-1'`)).toBe(2)
    expect(await count(`SELECT COALESCE(SUM(qtt), 0) AS n FROM member_stamps WHERE member_no = 1`)).toBe(stamps0)
  })

  it('a webhook for a membership no account is linked to is kept, then matched once when that member joins', async () => {
    const m = await memberWithMemberships('later01', '나중에', '01034560031', ['SM-L-0001'])
    const store = await firstStore()
    const ev = saleEvent(store, 'SM-L-0001', 'S-L-0001')
    const kept = await event(ev)
    expect(kept.json).toMatchObject({ ok: true, status: 'PENDING' })
    expect((await event(ev)).json.duplicate).toBe(true)
    expect(await count(`SELECT COUNT(*) AS n FROM offline_orders WHERE sale_id = 'S-L-0001'`)).toBe(0)
    const points = {
      type: 'points',
      eventId: 'EV-P-L-0001',
      storeCode: store,
      storeMemberId: 'SM-L-0001',
      occurredAt: new Date().toISOString(),
      points: [
        { entryId: 'P-L-0001-REVIEW', kind: '일반후기', amount: 300, storeCode: store, saleId: null, occurredAt: new Date().toISOString() },
      ],
    }
    expect((await event(points)).json.status).toBe('PENDING')
    const r = await integrate(m.token, '01034560031')
    expect(r.json.result).toBe('joined')
    expect(r.json.imported.pendingApplied).toBe(2)
    expect(await count(`SELECT COUNT(*) AS n FROM offline_orders WHERE sale_id = 'S-L-0001' AND member_no = ?1`, m.memberNo)).toBe(1)
    expect(await count(`SELECT COALESCE(SUM(amount), 0) AS n FROM store_point_ledger WHERE member_no = ?1`, m.memberNo)).toBe(2940 + 300)
    expect(await count(`SELECT COUNT(*) AS n FROM store_events WHERE store_member_id = 'SM-L-0001' AND status = 'PENDING'`)).toBe(0)
    // A later webhook for that membership applies at once.
    expect((await event(saleEvent(store, 'SM-L-0001', 'S-L-0002'))).json.status).toBe('APPLIED')
  })
})

describe('D-쿠폰 at the till', () => {
  async function offlineCoupon() {
    const r = await read(call('/api/v1/front/coupon/my?state=usable&channel=offline', { token: t1 }))
    return r.json.coupons.find((c: { barcode: unknown }) => c.barcode) as { issueNo: number; barcode: { value: string } }
  }
  const redeem = async (barcode: string, key: string, storeCode: string) => {
    const body = JSON.stringify({ type: 'coupon.redeem', barcode, storeCode })
    return read(
      call('/api/v1/store-system/coupons/redeem', { method: 'POST', body, headers: await signedHeaders(SANDBOX_STORE_SECRET, body, key) }),
    )
  }

  it('the sandbox till redeems member01’s D-쿠폰: 사용완료 with store and time at once; a second scan and a replay are refused naming the first use', async () => {
    const c = await offlineCoupon()
    const store = await firstStore()
    const till = await read(call('/__sandbox/pos/till/redeem', { json: { barcode: c.barcode.value, storeCode: store } }))
    expect(till.json.results[0].status).toBe(200)
    const used = await read(call('/api/v1/front/coupon/my?state=used&channel=offline', { token: t1 }))
    const mine = used.json.coupons.find((x: { issueNo: number }) => x.issueNo === c.issueNo)
    expect(mine.state).toBe('used')
    expect(mine.useStoreNm).toBeTruthy()
    expect(mine.useDttm).toBeTruthy()
    const second = await redeem(c.barcode.value, 'till-second-scan-1', store)
    expect(second.status).toBe(409)
    expect(second.json.error.code).toBe('ALREADY_USED')
    expect(second.json.error.firstUse).toMatchObject({ storeNm: mine.useStoreNm, sameRequest: false })
    expect(second.json.error.message).toContain(mine.useStoreNm)
    const replay = await read(
      call('/__sandbox/pos/till/redeem', { json: { barcode: c.barcode.value, storeCode: store, key: till.json.key } }),
    )
    expect(replay.json.results[0].status).toBe(409)
    expect(replay.json.results[0].answer.error.firstUse.sameRequest).toBe(true)
  })

  it('30 tills scanning one coupon at once: one use', async () => {
    const c = await offlineCoupon()
    const store = await firstStore()
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => redeem(c.barcode.value, `till-race-${i}-xxxx`, store)))
    expect(all.filter((r) => r.status === 200)).toHaveLength(1)
    expect(all.filter((r) => r.status === 409)).toHaveLength(29)
    expect(await count(`SELECT COUNT(*) AS n FROM store_events WHERE kind = 'coupon.redeem' AND event_key LIKE 'till-race-%'`)).toBe(1)
  })

  it('unknown barcode, unknown store and unsigned calls are refused', async () => {
    const store = await firstStore()
    expect((await redeem('DC9999999999', 'till-unknown-1', store)).json.error.code).toBe('NOT_FOUND')
    const c = await offlineCoupon()
    if (c) expect((await redeem(c.barcode.value, 'till-unknown-2', 'ZZ999')).json.error.code).toBe('UNKNOWN_STORE')
    const body = JSON.stringify({ type: 'coupon.redeem', barcode: 'DC0000000001', storeCode: store })
    const ts = String(Math.floor(Date.now() / 1000))
    const r = await read(
      call('/api/v1/store-system/coupons/redeem', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'x-davich-timestamp': ts,
          'x-davich-signature': await signStoreRequest('nope', ts, body),
          'idempotency-key': 'till-unsigned-1',
        },
      }),
    )
    expect(r.status).toBe(401)
  })
})

describe('모바일 상품권 at the till', () => {
  const CARD = '4100123456781234' // member01's registered 50,000원 모바일 상품권 (commerce seed)
  const till = async (json: Record<string, unknown>) =>
    (await read(call('/__sandbox/pos/till/voucher', { json }))).json as { key: string; status: number; answer: any }
  const balance = async () =>
    (await db.prepare('SELECT amount FROM gift_cards WHERE card_no = ?1').bind(CARD).first<{ amount: number }>())!.amount

  it('looked up, half used at a store (once per key, the use named with its store on the member’s card), raced, refused beyond the balance', async () => {
    const store = await firstStore()
    const look = await till({ voucherNo: CARD, storeCode: store })
    expect(look.status).toBe(200)
    expect(look.answer).toMatchObject({ balance: 50000, usable: true, partialAllowed: true })
    const half = await till({ voucherNo: CARD, storeCode: store, amount: 25000 })
    expect(half.answer).toMatchObject({ ok: true, used: 25000, balance: 25000, duplicate: false })
    const replay = await till({ voucherNo: CARD, storeCode: store, amount: 25000, key: half.key })
    expect(replay.answer).toMatchObject({ duplicate: true, balance: 25000 })
    expect(await balance()).toBe(25000)
    const cards = await read(call('/api/v1/front/benefit/giftcard', { token: t1 }))
    const id = cards.json.cards.find((c: { cardNm: string; balance: number }) => c.balance === 25000).cardId
    const detail = await read(call(`/api/v1/front/benefit/giftcard/${id}`, { token: t1 }))
    const use = detail.json.history.find((h: { kind: string }) => h.kind === 'USE')
    expect(use).toMatchObject({ amount: 25000, ordNo: null, storeNm: expect.any(String) })
    expect(use.storeNm.length).toBeGreaterThan(0)
    // 20 tills taking 20,000원 at once from 25,000원: one use.
    const race = await Promise.all(Array.from({ length: 20 }, () => till({ voucherNo: CARD, storeCode: store, amount: 20000 })))
    expect(race.filter((r) => r.status === 200)).toHaveLength(1)
    expect(race.filter((r) => r.status === 409).every((r) => r.answer.error.code === 'INSUFFICIENT_BALANCE')).toBe(true)
    expect(await balance()).toBe(5000)
    const tooMuch = await till({ voucherNo: CARD, storeCode: store, amount: 6000 })
    expect(tooMuch.answer.error).toMatchObject({ code: 'INSUFFICIENT_BALANCE', balance: 5000 })
    // What is left pays online at checkout under the gift-card rules already there.
    const payable = await read(call('/api/v1/front/benefit/giftcard', { token: t1 }))
    expect(payable.json.cards.some((c: { balance: number; status: string }) => c.balance === 5000 && c.status === '사용가능')).toBe(true)
    expect((await till({ voucherNo: '4100000000000000', storeCode: store, amount: 1000 })).answer.error.code).toBe('NOT_FOUND')
  })
})
