// Shop signals (issue 29): wish hearts set idempotently, sales counted in the payment's own batch and taken back
// once, product views written in batches (not one write per view), rankings by period from dated signals.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '../../src/server/env'
import { refundClaim } from '../../src/server/services/refund'
import { recomputeAllRankings } from '../../src/server/services/rankings'
import { createViewCollector } from '../../src/server/services/views'
import { todayYmd } from '../../src/shared/dates'
import { call, db, orderBody, payInSandbox, seedCommerce, token } from './commerce-fixture'

let t1 = ''
beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
})

const one = async <T = number>(sql: string, ...args: unknown[]) =>
  (
    await db()
      .prepare(sql)
      .bind(...args)
      .first<{ n: T }>()
  )?.n as T
const burst = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)))
const saleCount = (goodsNo: string) => one('SELECT sale_count AS n FROM goods WHERE goods_no = ?1', goodsNo)
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

describe('wish hearts', () => {
  it('20 concurrent taps to "on" leave one row and a count of one; 20 to "off" leave none', async () => {
    const on = await burst(20, () => call('/api/v1/front/dibs/toggle', { token: t1, body: { goodsNo: 'G100001', dibs: true } }))
    expect(on.every((r) => r.status === 200 && r.json.dibs === true)).toBe(true)
    expect(await one(`SELECT COUNT(*) AS n FROM dibs WHERE member_no = 1 AND goods_no = 'G100001'`)).toBe(1)
    expect(await one(`SELECT dibs_count AS n FROM goods WHERE goods_no = 'G100001'`)).toBe(1)
    const mine = await call('/api/v1/front/dibs/mine', { token: t1 })
    expect(mine.json.goodsNos).toEqual(['G100001'])
    expect(mine.headers.get('cache-control')).toContain('no-store')
    const off = await burst(20, () => call('/api/v1/front/dibs/toggle', { token: t1, body: { goodsNo: 'G100001', dibs: false } }))
    expect(off.every((r) => r.status === 200 && r.json.dibs === false && r.json.dibsCount === 0)).toBe(true)
    expect(await one(`SELECT COUNT(*) AS n FROM dibs WHERE goods_no = 'G100001'`)).toBe(0)
    expect(await one(`SELECT dibs_count AS n FROM goods WHERE goods_no = 'G100001'`)).toBe(0)
  })

  it('guests get 401 for their hearts; a wrong state is a Korean 400', async () => {
    expect((await call('/api/v1/front/dibs/mine')).status).toBe(401)
    const bad = await call('/api/v1/front/dibs/toggle', { token: t1, body: { goodsNo: 'G100001', dibs: 'yes' } })
    expect(bad.status).toBe(400)
    expect(bad.json.errors[0].reason).toMatch(/[가-힣]/)
  })
})

async function newBuyers(n: number, from: number) {
  const stmts = Array.from({ length: n }, (_, i) =>
    db()
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, mobile, email, birth, reg_dttm, upd_dttm) VALUES (?1, ?2, '구매자', ?3, ?4, ?5, ?6, ?6)`,
      )
      .bind(
        from + i,
        `buyer${from + i}`,
        `0109${String(from + i).padStart(7, '0')}`,
        `b${from + i}@example.com`,
        '19960101',
        new Date().toISOString(),
      ),
  )
  await db().batch(stmts)
  return burst(n, (i) => token(from + i))
}

async function paidOrder(t: string, goodsNo = 'G100002', itemNo = 'G100002-01', buyQtt = 1) {
  const r = await call('/api/v1/front/order/payment', {
    token: t,
    body: orderBody({ goods: [{ goodsNo, itemNo, buyQtt }], paymentAmt: 60000 * buyQtt }),
  })
  expect(r.status).toBe(200)
  await payInSandbox(r.json.orderPayPO.params, 'approve')
  return r.json.orderInfoPO.ordNo as string
}

describe('sales', () => {
  it('50 concurrent buyers of one goods: every unit counted once, in the goods, the day and the buyers’ age group', async () => {
    const before = await saleCount('G100002')
    const dayBefore = (await one(`SELECT sale_qty AS n FROM goods_daily WHERE goods_no = 'G100002' AND ymd = ?1`, todayYmd())) ?? 0
    const tokens = await newBuyers(50, 1000)
    const ordNos = await burst(50, (i) => paidOrder(tokens[i]!))
    expect(new Set(ordNos).size).toBe(50)
    expect(
      await one(
        `SELECT COUNT(*) AS n FROM orders WHERE ord_no IN (SELECT value FROM json_each(?1)) AND status = '20'`,
        JSON.stringify(ordNos),
      ),
    ).toBe(50)
    expect(await saleCount('G100002')).toBe(before + 50)
    expect(await one(`SELECT sale_qty AS n FROM goods_daily WHERE goods_no = 'G100002' AND ymd = ?1`, todayYmd())).toBe(dayBefore + 50)
    expect(
      await one(
        `SELECT COUNT(*) AS n FROM goods_sales WHERE kind = 'SALE' AND ord_no IN (SELECT value FROM json_each(?1))`,
        JSON.stringify(ordNos),
      ),
    ).toBe(50)
    // Born 1996: (this year − 1996 + 1) rounded down to tens, the spec's age group.
    const group = Math.floor((Number(todayYmd().slice(0, 4)) - 1996 + 1) / 10) * 10
    expect(
      await one(
        `SELECT COUNT(DISTINCT age_group) AS n FROM goods_sales WHERE ord_no IN (SELECT value FROM json_each(?1))`,
        JSON.stringify(ordNos),
      ),
    ).toBe(1)
    expect(await one(`SELECT age_group AS n FROM goods_sales WHERE ord_no = ?1`, ordNos[0])).toBe(group)
  })

  it('a cancel sent 20 times at once takes the sale back once', async () => {
    const before = await saleCount('G100002')
    const ordNo = await paidOrder(t1)
    expect(await saleCount('G100002')).toBe(before + 1)
    await burst(20, () => call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } }))
    expect(await one(`SELECT status AS n FROM orders WHERE ord_no = ?1`, ordNo)).toBe('21')
    expect(await saleCount('G100002')).toBe(before)
    expect(await one(`SELECT COUNT(*) AS n FROM goods_sales WHERE ord_no = ?1 AND kind = 'BACK'`, ordNo)).toBe(1)
    expect(await one(`SELECT SUM(qty) AS n FROM goods_sales WHERE ord_no = ?1`, ordNo)).toBe(0)
  })

  it('a return refunded by 6 concurrent calls takes its units back once', async () => {
    const before = await saleCount('G100002')
    const ordNo = await paidOrder(t1, 'G100002', 'G100002-01', 3)
    await db().batch([
      db()
        .prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`)
        .bind(ordNo, new Date(Date.now() - 86_400_000).toISOString()),
      db().prepare(`UPDATE order_lines SET status = '50' WHERE ord_no = ?1`).bind(ordNo),
    ])
    const ret = await call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo: 1, qtt: 2 }], reasonCd: '20' } })
    expect(ret.status).toBe(200)
    expect(await saleCount('G100002')).toBe(before + 3)
    await Promise.allSettled(
      Array.from({ length: 6 }, () => refundClaim(env as unknown as Env, ret.json.claim.claimNo, { origin: 'http://shop.test' })),
    )
    expect(await saleCount('G100002')).toBe(before + 1)
    expect(await one(`SELECT COUNT(*) AS n FROM goods_sales WHERE ord_no = ?1 AND kind = 'BACK'`, ordNo)).toBe(1)
  })

  it('cancels racing the payment’s confirmation change the sales once: the final count matches the final status', async () => {
    const before = await saleCount('G100004')
    const r = await call('/api/v1/front/order/payment', {
      token: t1,
      body: orderBody({ goods: [{ goodsNo: 'G100004', itemNo: 'G100004-01', buyQtt: 2 }], paymentAmt: 13000 }),
    })
    expect(r.status).toBe(200)
    const ordNo = r.json.orderInfoPO.ordNo as string
    // The gateway's return and ten cancels arrive together.
    const [paid] = await Promise.all([
      payInSandbox(r.json.orderPayPO.params, 'approve'),
      ...Array.from({ length: 10 }, () => call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } })),
    ])
    expect(paid.ret.status).toBeLessThan(500)
    const status = await one<string>(`SELECT status AS n FROM orders WHERE ord_no = ?1`, ordNo)
    const sold = await one(`SELECT COALESCE(SUM(qty), 0) AS n FROM goods_sales WHERE ord_no = ?1`, ordNo)
    expect(await saleCount('G100004')).toBe(before + sold)
    expect(sold).toBe(status === '20' ? 2 : 0)
    expect(await one(`SELECT COUNT(*) AS n FROM goods_sales WHERE ord_no = ?1 AND kind = 'SALE'`, ordNo)).toBeLessThanOrEqual(1)
    expect(await one(`SELECT COUNT(*) AS n FROM goods_sales WHERE ord_no = ?1 AND kind = 'BACK'`, ordNo)).toBeLessThanOrEqual(1)
    // Whatever the race gave, a cancel afterwards leaves the goods' sales where they were.
    if (status === '20') await call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } })
    expect(await saleCount('G100004')).toBe(before)
  })
})

describe('product views', () => {
  it('1,000 views in one isolate are one D1 batch, not 1,000 writes; crawlers are not counted', async () => {
    let batches = 0
    let runs = 0
    const real = db()
    const counting = new Proxy(real, {
      get(target, prop) {
        if (prop === 'batch')
          return (s: D1PreparedStatement[]) => {
            batches++
            return target.batch(s)
          }
        if (prop === 'exec')
          return (q: string) => {
            runs++
            return target.exec(q)
          }
        const v = Reflect.get(target, prop)
        return typeof v === 'function' ? v.bind(target) : v
      },
    })
    const before = (await one(`SELECT view_cnt AS n FROM goods_daily WHERE goods_no = 'G100003' AND ymd = ?1`, todayYmd())) ?? 0
    const viewsBefore = await one(`SELECT view_count AS n FROM goods WHERE goods_no = 'G100003'`)
    const pending: Promise<unknown>[] = []
    const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p) }
    const collector = createViewCollector({ delayMs: 0 })
    let counted = 0
    for (let i = 0; i < 1000; i++)
      if (collector.record(counting, ctx, { goodsNo: 'G100003', memberNo: i % 10 === 0 ? 1 : null, userAgent: CHROME })) counted++
    const bot = collector.record(counting, ctx, {
      goodsNo: 'G100003',
      memberNo: null,
      userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    })
    await Promise.all(pending)
    expect(counted).toBe(1000)
    expect(bot).toBe(false)
    expect(batches).toBe(1)
    expect(runs).toBe(0)
    expect(await one(`SELECT view_cnt AS n FROM goods_daily WHERE goods_no = 'G100003' AND ymd = ?1`, todayYmd())).toBe(before + 1000)
    expect(await one(`SELECT view_count AS n FROM goods WHERE goods_no = 'G100003'`)).toBe(viewsBefore + 1000)
    expect(await one(`SELECT goods_no AS n FROM member_recent_views WHERE member_no = 1 ORDER BY viewed_at DESC`)).toBe('G100003')
  })

  it('the view call answers whether it counted; a crawler’s is not counted; a bad goods number is a 400', async () => {
    const ok = await call('/api/v1/front/goods/G100001/view', { method: 'POST', token: t1 })
    expect(ok.status).toBe(200)
    const bad = await call('/api/v1/front/goods/X1/view', { method: 'POST' })
    expect(bad.status).toBe(400)
  })

  it('recently viewed: a member’s kept list, a guest’s device list as cards (bad lists refused in Korean)', async () => {
    await db().prepare(`INSERT OR REPLACE INTO member_recent_views VALUES (1, 'G100004', ?1)`).bind(new Date().toISOString()).run()
    const mine = await call('/api/v1/front/goods/recent', { token: t1 })
    expect(mine.json.goods[0].id).toBe('G100004')
    const guest = await call('/api/v1/front/goods/recent?goodsNoArr=G100002,G100001')
    expect(guest.json.goods.map((g: { id: string }) => g.id)).toEqual(['G100002', 'G100001'])
    const bad = await call('/api/v1/front/goods/recent?goodsNoArr=DROP')
    expect(bad.status).toBe(400)
    expect(bad.json.errors[0].reason).toMatch(/[가-힣]/)
  })
})

describe('rankings', () => {
  it('day, week and month come from dated sales and views; age groups from the buyers; "popular" uses the week score', async () => {
    const now = new Date()
    const ymd = (daysAgo: number) => todayYmd(new Date(now.getTime() - daysAgo * 86_400_000))
    await db().batch([
      // Buyers' age groups (the trigger also counts these units into goods_daily, which is replaced below).
      db().prepare(`DELETE FROM goods_sales`),
      db()
        .prepare(
          `INSERT INTO goods_sales (ord_no, line_no, kind, goods_no, goods_type_cd, member_no, age_group, qty, ymd, reg_dttm) VALUES ('X1', 1, 'SALE', 'G100001', '01', 1, 60, 3, ?1, ?2), ('X2', 1, 'SALE', 'G100002', '01', 2, 20, 5, ?1, ?2)`,
        )
        .bind(ymd(1), now.toISOString()),
      db().prepare('DELETE FROM goods_daily'),
      // G100001 sold a lot 20 days ago, G100002 this week, G100004 was looked at today.
      db()
        .prepare(
          `INSERT INTO goods_daily (goods_no, ymd, sale_qty, view_cnt) VALUES ('G100001', ?1, 40, 0), ('G100002', ?2, 20, 0), ('G100004', ?3, 0, 15)`,
        )
        .bind(ymd(20), ymd(3), ymd(0)),
    ])
    await recomputeAllRankings(db(), now)
    const rank = async (period: string) =>
      (await call(`/api/v1/front/goods/ranking?category=01&period=${period}`)).json as { computedAt: string; goods: { id: string }[] }
    const [day, week, month] = [await rank('day'), await rank('week'), await rank('month')]
    expect(day.computedAt).toBe(now.toISOString())
    expect(week.goods[0]!.id).toBe('G100002')
    expect(month.goods[0]!.id).toBe('G100001')
    const day05 = (await call('/api/v1/front/goods/ranking?category=05&period=day')).json.goods
    expect(day05[0].id).toBe('G100004')
    expect(await one(`SELECT goods_no AS n FROM age_rankings WHERE age_group = 50 AND goods_type_cd = '01' AND rank = 1`)).toBe('G100001')
    expect(await one(`SELECT goods_no AS n FROM age_rankings WHERE age_group = 20 AND goods_type_cd = '01' AND rank = 1`)).toBe('G100002')
    const popular = (await call('/api/v1/front/goods/list?category=01&sort=popular')).json.goods.map((g: { id: string }) => g.id)
    expect(popular[0]).toBe('G100002')
    const brands = (await call('/api/v1/front/goods/ranking/brand?category=01')).json
    expect(brands.computedAt).toBe(now.toISOString())
    expect(brands.brands[0].saleCount).toBe(60)
  })

  it('the 5-minute job recomputes them', async () => {
    const { runFrequentJobs } = await import('../../src/server/jobs')
    const later = new Date(Date.now() + 60_000)
    const reports = await runFrequentJobs({ DB: db() } as never, later)
    expect(reports).toEqual([{ name: 'rankings', changed: 0 }])
    expect(await one<string>(`SELECT computed_at AS n FROM signal_runs WHERE name = 'rankings'`)).toBe(later.toISOString())
  })
})

describe('recommendations', () => {
  it('a member with a square face gets round frames with the reason; a member with nothing known gets best sellers; guests get 401', async () => {
    const [t2, t3] = await newBuyers(2, 2000)
    await db()
      .prepare(`INSERT INTO face_profiles (member_no, face_shape, upd_dttm) VALUES (2000, 'SQUARE', ?1)`)
      .bind(new Date().toISOString())
      .run()
    const mine = await call('/v1/front/main/recommend?goodsType=01', { token: t2 })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toContain('no-store')
    expect(mine.json.personalized).toBe(true)
    const round = mine.json.goods.find((g: { id: string }) => g.id === 'G100002')
    expect(round.reason).toBe('각진 얼굴형에 어울리는 라운드 프레임')
    expect(mine.json.goods.every((g: { reason?: string }) => /[가-힣]/.test(g.reason ?? ''))).toBe(true)
    const plain = await call('/v1/front/main/recommend?goodsType=01', { token: t3 })
    expect(plain.json.personalized).toBe(false)
    expect((await call('/v1/front/main/recommend?goodsType=01')).status).toBe(401)
    expect((await call('/v1/front/main/recommend?goodsType=99', { token: t3 })).status).toBe(400)
  })

  it('the cached main page carries the guests’ row: best sellers with a reason on every card, nobody’s data', async () => {
    const page = await call('/v1/front/main/page?goodsType=01')
    expect(page.status).toBe(200)
    expect(page.json.aiGoods.length).toBeGreaterThan(0)
    expect(page.json.aiGoods.every((g: { reason: string; dibs: boolean }) => g.reason && g.dibs === false)).toBe(true)
  })
})

describe('spec gaps', () => {
  it('a card paid through an easy-pay app keeps the app (card source code) and the order shows it; a plain card shows none', async () => {
    const page = await call('/api/v1/front/order/payment', { token: t1, body: orderBody() })
    expect(page.status).toBe(200)
    const ordNo = page.json.orderInfoPO.ordNo as string
    await payInSandbox(page.json.orderPayPO.params, 'approve', { cardSrcCode: 'O' })
    const detail = await call(`/api/v1/front/order/detail/${ordNo}`, { token: t1 })
    expect(detail.status).toBe(200)
    expect(detail.json.payment.cardSrcName).toBe('카카오페이')
    const plain = await paidOrder(t1)
    expect((await call(`/api/v1/front/order/detail/${plain}`, { token: t1 })).json.payment.cardSrcName).toBeNull()
  })

  it('the order sheet carries the pickup window (reservationDate … reservationEndDate)', async () => {
    const r = await call('/api/v1/front/order/page', {
      token: t1,
      body: { goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 }] },
    })
    expect(r.status).toBe(200)
    const tomorrow = todayYmd(new Date(Date.now() + 86_400_000))
    expect(r.json.reservationDate).toBe(tomorrow)
    expect(r.json.reservationEndDate).toBe(todayYmd(new Date(Date.now() + 14 * 86_400_000)))
  })

  it('member info carries lastChangeCode and dormancyData', async () => {
    await db()
      .prepare(`UPDATE members SET password_hash = 'x', password_changed_dttm = ?2 WHERE member_no = ?1`)
      .bind(1, new Date(Date.now() - 100 * 86_400_000).toISOString())
      .run()
    const info = await call('/v1/front/member/info', { token: t1 })
    expect(info.json.lastChangeCode).toBe('PASSWORD')
    expect(info.json.dormancyData.dormant).toBe(false)
    expect(Date.parse(info.json.dormancyData.dormancyDate)).toBeGreaterThan(Date.now())
  })
})
