import { beforeAll, describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import { createSession } from '../../src/server/auth/session'
import { isoToSeoulLocal } from '../../src/shared/admin/campaign'
import { call, db, operatorCookie, read, seedShop } from './helpers'

/** The coupon desk (issue 27): every kind created and edited from the console, the zone, the lock after issue, segments. */
const ORIGIN = { origin: 'https://shop.test' }
const M = '/admin/api/marketing'
let mkt: string
let cs: string
let goodsNo: string
let otherGoodsNo: string

const post = (path: string, json: unknown, cookie = mkt) => read(call(path, { cookie, json, headers: ORIGIN }))
const put = (path: string, json: unknown, cookie = mkt) => read(call(path, { cookie, json, method: 'PUT', headers: ORIGIN }))
const get = (path: string, cookie = mkt) => read(call(path, { cookie }))
const local = (days: number) => isoToSeoulLocal(new Date(Date.now() + days * 86_400_000).toISOString())

beforeAll(async () => {
  await seedShop()
  mkt = await operatorCookie('mkt01')
  cs = await operatorCookie('cs01')
  const goods = await db
    .prepare(`SELECT goods_no FROM goods WHERE display_yn = 'Y' AND goods_type_cd = '01' ORDER BY goods_no LIMIT 2`)
    .all<{ goods_no: string }>()
  goodsNo = goods.results[0]!.goods_no
  otherGoodsNo = goods.results[1]!.goods_no
})

const coupon = (over: Record<string, unknown> = {}) => ({
  kind: 'GOODS',
  name: '콘솔 안경테 2,000원 할인',
  description: '콘솔에서 만든 쿠폰',
  benefitType: 'AMOUNT',
  benefitValue: 2000,
  benefitMaxAmt: null,
  benefitText: '',
  qttLimit: 100,
  dupDownload: false,
  soloUse: false,
  validType: 'ISSUE_DAYS',
  validStartAt: '',
  validEndAt: '',
  validDays: 7,
  minOrderAmt: 10000,
  targetScope: 'INCLUDE',
  goodsNos: [goodsNo],
  ctgNos: [],
  goodsType: '01',
  ageBands: [],
  channel: 'ONLINE',
  issueStartAt: local(-1),
  issueEndAt: local(30),
  imgSrc: '',
  ...over,
})

async function created(over: Record<string, unknown> = {}) {
  const r = await post(`${M}/coupons`, coupon(over))
  expect(r.status, JSON.stringify(r.json)).toBe(201)
  return (await get(`${M}/coupons/${r.json.couponNo}`)).json
}

const formOf = (d: any) => ({
  ...coupon(),
  version: d.version,
  kind: d.kind,
  name: d.name,
  benefitType: d.benefitType,
  benefitValue: d.benefitValue,
  minOrderAmt: d.minOrderAmt,
  goodsNos: d.goods.map((g: { goodsNo: string }) => g.goodsNo),
  issueStartAt: isoToSeoulLocal(d.issueStartAt),
  issueEndAt: isoToSeoulLocal(d.issueEndAt),
})

describe('create and edit', () => {
  it('creates every kind with its fields; the detail reads them back; the write is logged in its batch', async () => {
    const kinds: Record<string, unknown>[] = [
      {},
      { kind: 'GOODS_MOBILE', benefitType: 'RATE', benefitValue: 10, benefitMaxAmt: 5000 },
      { kind: 'BIRTHDAY', targetScope: 'ALL', goodsNos: [], goodsType: '' },
      { kind: 'SIGNUP', targetScope: 'ALL', goodsNos: [], goodsType: '' },
      { kind: 'DIRECT', validType: 'FIXED', validStartAt: local(0), validEndAt: local(10), validDays: null },
      { kind: 'ORDER', targetScope: 'ALL', goodsNos: [], goodsType: '', ageBands: [20, 30] },
      { kind: 'PURCHASE', targetScope: 'ALL', goodsNos: [], goodsType: '', validType: 'CONFIRM_DAYS', validDays: 30 },
      {
        kind: 'GIFT',
        channel: 'OFFLINE',
        qttLimit: 30,
        benefitType: 'TEXT',
        benefitText: '렌즈 케이스 증정',
        goodsType: '04',
        benefitValue: 0,
      },
      { kind: 'STORE_ONLINE', targetScope: 'EXCLUDE', goodsNos: [otherGoodsNo], dupDownload: true },
      { kind: 'OFFLINE', channel: 'BOTH', targetScope: 'ALL', goodsNos: [], soloUse: true, qttLimit: null },
    ]
    const before = (await db
      .prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action = 'marketing.coupon.create'`)
      .first<{ n: number }>())!.n
    for (const k of kinds) {
      const d = await created(k)
      expect(d).toMatchObject({ version: 1, inZone: false, inUse: true, locked: false, issuedQtt: 0 })
      expect(d.kind).toBe(k.kind ?? 'GOODS')
    }
    const after = (await db
      .prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action = 'marketing.coupon.create'`)
      .first<{ n: number }>())!.n
    expect(after - before).toBe(kinds.length)
    const rate = await created({ kind: 'GOODS_MOBILE', benefitType: 'RATE', benefitValue: 10, benefitMaxAmt: 5000, ageBands: [30, 20] })
    expect(rate).toMatchObject({ benefitType: 'RATE', benefitValue: 10, benefitMaxAmt: 5000, ageBands: [20, 30], goodsType: '01' })
    expect(rate.goods).toEqual([{ goodsNo, name: expect.any(String) }])
  })

  it('refuses what the kind rules forbid with a Korean 400 on the field', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ kind: 'PURCHASE', targetScope: 'ALL', goodsNos: [] }, 'validType', /구매 확정일/],
      [{ kind: 'BIRTHDAY', targetScope: 'ALL', goodsNos: [], validType: 'CONFIRM_DAYS' }, 'validType', /구매 확정일/],
      [{ kind: 'GIFT', channel: 'OFFLINE', qttLimit: 10, goodsNos: [goodsNo, otherGoodsNo] }, 'goodsNos', /상품 하나/],
      [{ kind: 'GIFT', channel: 'OFFLINE', qttLimit: null }, 'qttLimit', /수량/],
      [{ kind: 'ORDER', targetScope: 'INCLUDE' }, 'targetScope', /전 상품/],
      [{ benefitType: 'TEXT', benefitText: '1+1' }, 'benefitType', /콘택트렌즈/],
      [{ benefitType: 'RATE', benefitValue: 95 }, 'benefitValue', /1~90%/],
      [{ issueEndAt: local(-2) }, 'issueEndAt', /발급 종료/],
      [{ validType: 'FIXED', validStartAt: local(5), validEndAt: local(1), validDays: null }, 'validEndAt', /사용 종료/],
      [{ targetScope: 'INCLUDE', goodsNos: [] }, 'goodsNos', /골라/],
      [{ channel: 'OFFLINE' }, 'channel', /온라인/],
      [{ imgSrc: 'https://evil.example/x.png' }, 'imgSrc', /올린 이미지/],
      [{ ageBands: [25] }, 'ageBands', /연령대/],
    ]
    for (const [over, field, reason] of cases) {
      const r = await post(`${M}/coupons`, coupon(over))
      expect(r.status, JSON.stringify(over)).toBe(400)
      const e = r.json.errors.find((x: { field: string }) => x.field.startsWith(field))
      expect(e?.reason, `${field}: ${JSON.stringify(r.json.errors)}`).toMatch(reason)
    }
    const missing = await post(`${M}/coupons`, coupon({ goodsNos: ['G999999'] }))
    expect(missing.status).toBe(400)
    expect(missing.json.errors[0].reason).toMatch(/없는 상품/)
    expect((await post(`${M}/coupons`, coupon(), cs)).status).toBe(403)
  })

  it('a save moves from the version seen: the second operator gets 409 with what changed; N identical saves, one wins', async () => {
    const d = await created()
    const first = await put(`${M}/coupons/${d.couponNo}`, { ...formOf(d), name: '이름을 바꾼 쿠폰', benefitValue: 3000 })
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    expect(first.json.version).toBe(2)
    const second = await put(`${M}/coupons/${d.couponNo}`, { ...formOf(d), name: '늦게 저장한 이름' })
    expect(second.status).toBe(409)
    expect(second.json.by).toBe('mkt01')
    expect(second.json.changes.map((c: { label: string }) => c.label)).toEqual(expect.arrayContaining(['쿠폰 이름', '혜택']))
    const now = (await get(`${M}/coupons/${d.couponNo}`)).json
    expect(now).toMatchObject({ version: 2, name: '이름을 바꾼 쿠폰', benefitValue: 3000 })

    const rs = await Promise.all(
      Array.from({ length: 6 }, (_, i) => put(`${M}/coupons/${d.couponNo}`, { ...formOf(now), name: `동시 저장 ${i}` })),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status === 409)).toHaveLength(5)
    expect((await get(`${M}/coupons/${d.couponNo}`)).json.version).toBe(3)
  })
})

describe('the coupon zone and the shop', () => {
  it('published to the zone, a member downloads it exactly once under N concurrent requests; then what members hold is locked', async () => {
    const d = await created({ name: `쿠폰존 테스트 ${Date.now()}` })
    const member = await db.prepare(`SELECT member_no FROM members WHERE login_id = 'member01'`).first<{ member_no: number }>()
    const token = (await createSession(db, member!.member_no)).token
    const zone = async () => {
      const all: { couponNo: number; issuedYn: string }[] = []
      for (let page = 1; page <= 10; page++) {
        const r = (await read(call(`/api/v1/front/coupon/zone/list?goodsTypeCd=01&page=${page}&rows=50`, { token }))).json
        all.push(...r.couponList)
        if (all.length >= r.totalCount) break
      }
      return all
    }
    expect((await zone()).some((c) => c.couponNo === d.couponNo)).toBe(false)

    const pub = await post(`${M}/coupons/${d.couponNo}/state`, { action: 'publish', version: d.version })
    expect(pub.status, JSON.stringify(pub.json)).toBe(200)
    expect((await zone()).find((c) => c.couponNo === d.couponNo)?.issuedYn).toBe('N')
    // Publishing again from the old version is stale.
    expect((await post(`${M}/coupons/${d.couponNo}/state`, { action: 'publish', version: d.version })).status).toBe(409)

    const downloads = await Promise.all(
      Array.from({ length: 12 }, () =>
        read(call('/api/v1/front/coupon/zone/download', { token, json: { couponNo: d.couponNo }, headers: ORIGIN })),
      ),
    )
    expect(downloads.filter((r) => r.status === 200)).toHaveLength(1)
    expect(downloads.filter((r) => r.status === 409)).toHaveLength(11)
    const held = await db
      .prepare('SELECT COUNT(*) AS n FROM member_coupons WHERE coupon_no = ?1 AND member_no = ?2')
      .bind(d.couponNo, member!.member_no)
      .first<{ n: number }>()
    expect(held!.n).toBe(1)
    expect((await zone()).find((c) => c.couponNo === d.couponNo)?.issuedYn).toBe('Y')

    const now = (await get(`${M}/coupons/${d.couponNo}`)).json
    expect(now).toMatchObject({ issuedQtt: 1, locked: true, inZone: true, version: 2 })
    const lockedSave = await put(`${M}/coupons/${d.couponNo}`, { ...formOf(now), benefitValue: 9000 })
    expect(lockedSave.status).toBe(409)
    expect(lockedSave.json.errors[0].reason).toMatch(/이미 발급된 쿠폰/)
    const below = await put(`${M}/coupons/${d.couponNo}`, { ...formOf(now), qttLimit: null })
    expect(below.status).toBe(200) // unlimited is fine; a limit under the issued count is not:
    const again = (await get(`${M}/coupons/${d.couponNo}`)).json
    const under = await put(`${M}/coupons/${d.couponNo}`, { ...formOf(again), qttLimit: 0 })
    expect(under.status).toBe(400)

    // Stop: out of the zone as well.
    const stop = await post(`${M}/coupons/${d.couponNo}/state`, { action: 'stop', version: again.version })
    expect(stop.status).toBe(200)
    expect((await zone()).some((c) => c.couponNo === d.couponNo)).toBe(false)
    expect((await get(`${M}/coupons/${d.couponNo}`)).json).toMatchObject({ inUse: false, inZone: false })
  })

  it('kinds the zone does not offer cannot be published there', async () => {
    const d = await created({ kind: 'BIRTHDAY', targetScope: 'ALL', goodsNos: [], goodsType: '' })
    const r = await post(`${M}/coupons/${d.couponNo}/state`, { action: 'publish', version: d.version })
    expect(r.status).toBe(409)
    expect(r.json.errors[0].reason).toMatch(/쿠폰존/)
  })
})

describe('segment filters beyond grade and consent', () => {
  it('age band, favourite goods type and the last paid order after / before pick exactly their members, once each', async () => {
    const now = new Date()
    const iso = now.toISOString()
    const year = new Date(now.getTime() + 9 * 3600_000).getUTCFullYear()
    // Korean age: a member born in (year - 24) is 25 → the 20s band.
    const born20s = `${year - 24}0101`
    const born40s = `${year - 44}0101`
    const rows: [number, string, string][] = [
      [810001, born20s, '02'], // 20s, sunglasses, ordered 10 days ago
      [810002, born20s, '02'], // 20s, sunglasses, ordered 100 days ago
      [810003, born40s, '02'], // 40s
      [810004, born20s, '01'], // frames
      [810005, born20s, '02'], // never ordered
      [810006, '00000000', '02'], // birth unknown
    ]
    for (const [no, birth, fav] of rows)
      await db
        .prepare(
          `INSERT INTO members (member_no, login_id, member_nm, birth, fav_goods_type, grade_cd, reg_dttm, upd_dttm) VALUES (?1, ?2, '세그먼트', ?3, ?4, 'GOLD', ?5, ?5)`,
        )
        .bind(no, `seg_${no}`, birth, fav, iso)
        .run()
    const order = (no: number, daysAgo: number, status = '50') =>
      db
        .prepare(
          `INSERT INTO orders (ord_no, idem_key, member_no, status, dlvr_method, orderer_nm, orderer_mobile, goods_amt, dlvr_amt, pay_amt, pay_method, reg_dttm, upd_dttm)
           VALUES (?1, ?1, ?2, ?3, '01', '세그먼트', '01000000000', 10000, 0, 10000, 'CARD', ?4, ?4)`,
        )
        .bind(`SEG${no}${daysAgo}`, no, status, new Date(now.getTime() - daysAgo * 86_400_000).toISOString())
        .run()
    await order(810001, 10)
    await order(810002, 100)
    await order(810002, 5, '21') // a cancelled payment is not an order
    await order(810003, 10)
    await order(810004, 10)

    const d = await created({ kind: 'DIRECT', targetScope: 'ALL', goodsNos: [], goodsType: '', qttLimit: null })
    const { runIssueBatch } = await import('../../src/server/jobs/segment-coupon-issue')
    const issue = async (seg: Record<string, unknown>) => {
      const r = await post(`${M}/coupons/${d.couponNo}/segment-issue`, { grade: 'GOLD', consentOnly: false, ...seg })
      expect(r.status, JSON.stringify(r.json)).toBe(202)
      for (let i = 0; i < 10 && (await runIssueBatch(env as never, r.json.runNo)) > 0; i++);
      return (await get(`${M}/issue-runs/${r.json.runNo}`)).json
    }
    const holders = async () =>
      (
        await db
          .prepare('SELECT member_no FROM member_coupons WHERE coupon_no = ?1 AND member_no BETWEEN 810001 AND 810006 ORDER BY member_no')
          .bind(d.couponNo)
          .all<{ member_no: number }>()
      ).results.map((r) => r.member_no)
    const ymd = (daysAgo: number) => isoToSeoulLocal(new Date(now.getTime() - daysAgo * 86_400_000).toISOString()).slice(0, 10)

    // 20s who like sunglasses and ordered within the last 30 days.
    const recent = await issue({ ageBands: [20], favGoodsType: '02', lastOrderAfter: ymd(30) })
    expect(recent).toMatchObject({ state: 'DONE', filters: { ageBands: [20], favGoodsType: '02' } })
    expect(await holders()).toEqual([810001])
    // 20s who like sunglasses and have not ordered for 30 days (but did before): 810002 (its later payment was cancelled).
    const lapsed = await issue({ ageBands: [20], favGoodsType: '02', lastOrderBefore: ymd(30) })
    expect(lapsed.state).toBe('DONE')
    expect(await holders()).toEqual([810001, 810002])
    // Started twice at once: one run; nobody twice.
    const starts = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(`${M}/coupons/${d.couponNo}/segment-issue`, { grade: 'GOLD', consentOnly: false, ageBands: [20, 40], favGoodsType: '02' }),
      ),
    )
    expect(new Set(starts.map((s) => s.json.runNo)).size).toBe(1)
    for (let i = 0; i < 10 && (await runIssueBatch(env as never, starts[0]!.json.runNo)) > 0; i++);
    expect(await holders()).toEqual([810001, 810002, 810003, 810005])
    const twice = await db
      .prepare(
        'SELECT COUNT(*) AS n FROM (SELECT member_no FROM member_coupons WHERE coupon_no = ?1 GROUP BY member_no HAVING COUNT(*) > 1)',
      )
      .bind(d.couponNo)
      .first<{ n: number }>()
    expect(twice!.n).toBe(0)
    const bad = await post(`${M}/coupons/${d.couponNo}/segment-issue`, {
      grade: 'GOLD',
      consentOnly: false,
      lastOrderAfter: ymd(1),
      lastOrderBefore: ymd(10),
    })
    expect(bad.status).toBe(400)
  })
})
