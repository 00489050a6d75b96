import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, operatorCookie, read, seedShop } from './helpers'
import { createSession } from '../../src/server/auth/session'
import { isoToSeoulLocal } from '../../src/shared/admin/campaign'

/** The catalogue desk beside the goods editor (issue 27, role MD): time deals, brands, categories, keyword shelves. */
const ORIGIN = { origin: 'https://shop.test' }
let md: string
let cs: string
let member = ''
let brandNo: number
let ctgFrame: number

const post = (path: string, json: unknown, cookie = md) => read(call(path, { cookie, json, headers: ORIGIN }))
const put = (path: string, json: unknown, cookie = md) => read(call(path, { cookie, json, method: 'PUT', headers: ORIGIN }))
const get = (path: string, cookie = md) => read(call(path, { cookie }))
const seoul = (offsetMs: number) => isoToSeoulLocal(new Date(Date.now() + offsetMs).toISOString())
const HOUR = 3_600_000

/** A displayed frame of its own (stock 500), so no seeded goods is touched. */
async function ownGoods(no: string, name: string, salePrice = 80000) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, discount_rate,
                            dlvr_yn, direct_yn, search_text, reg_dttm)
         VALUES (?1, '01', ?2, ?3, ?4, '/img/goods/x.jpg', 10000, ?5, ?5, 0, 'Y', 'Y', lower(?4), ?6)`,
      )
      .bind(no, ctgFrame, brandNo, name, salePrice, new Date(Date.now() - 86_400_000).toISOString()),
    db
      .prepare(`INSERT INTO goods_items (item_no, goods_no, item_nm, add_price, stock_qtt, sort_seq) VALUES (?1, ?2, '기본', 0, 500, 1)`)
      .bind(`${no}-01`, no),
  ])
}

const deal = (goodsNo: string, over: Record<string, unknown> = {}) => ({
  goodsNo,
  dealPrice: 59000,
  startAt: seoul(-HOUR),
  endAt: seoul(5 * HOUR),
  stockCap: null,
  ...over,
})

/** A member's order of one unit of a goods, paying what the shop's own price check says (no coupons, no points). */
async function order(goodsNo: string, qtt = 1) {
  const goods = [{ goodsNo, itemNo: `${goodsNo}-01`, buyQtt: qtt }]
  const delivery = {
    receiverName: '김다비',
    mobile: '01012345678',
    zipCode: '06236',
    address1: '서울 강남구 테헤란로 152',
    address2: '1층',
    memo: '',
  }
  const priced = await read(
    call('/api/v1/front/order/orddelifree', {
      token: member,
      json: { dlvrMethod: '01', goods, delivery: { zipCode: '06236' }, orderClassification: 'direct' },
      origin: 'http://shop.test',
    }),
  )
  return read(
    call('/api/v1/front/order/payment', {
      token: member,
      origin: 'http://shop.test',
      json: {
        orderToken: crypto.randomUUID(),
        orderClassification: 'direct',
        goods,
        dlvrMethod: '01',
        orderer: { name: '김다비', mobile: '010-1234-5678', email: 'member01@example.com' },
        delivery,
        pointUseAmt: 0,
        payMethod: '3',
        paymentAmt: priced.json.order?.paymentAmt?.payAmt ?? -1,
        agreeYn: 'Y',
      },
    }),
  )
}

beforeAll(async () => {
  await seedShop()
  md = await operatorCookie('md01')
  cs = await operatorCookie('cs01')
  brandNo = (await db.prepare('SELECT brand_no FROM brands ORDER BY brand_no LIMIT 1').first<{ brand_no: number }>())!.brand_no
  ctgFrame = (await db.prepare(`SELECT ctg_no FROM categories WHERE goods_type_cd = '01' LIMIT 1`).first<{ ctg_no: number }>())!.ctg_no
  const m = (await db.prepare(`SELECT member_no FROM members WHERE login_id = 'member01'`).first<{ member_no: number }>())!.member_no
  member = (await createSession(db, m)).token
})

describe('time deals', () => {
  it('a new deal is on /main and the goods card at once (versioned cache), logged, with its revision', async () => {
    await ownGoods('G700001', '타임딜테스트 새벽빛 티타늄')
    const before = await get('/v1/front/main/page?goodsType=01')
    expect(before.json.timedealGoods.map((g: { id: string }) => g.id)).not.toContain('G700001')
    const v0 = (await db.prepare(`SELECT version FROM page_versions WHERE scope = 'main'`).first<{ version: number }>())!.version

    const r = await post('/admin/api/goods/deals', deal('G700001', { stockCap: 50 }))
    expect(r.status).toBe(201)
    expect(r.json).toMatchObject({ goodsNo: 'G700001', dealPrice: 59000, stockCap: 50, soldQtt: 0, state: 'running', version: 1 })
    expect((await db.prepare(`SELECT version FROM page_versions WHERE scope = 'main'`).first<{ version: number }>())!.version).toBe(v0 + 1)

    const main = await get('/v1/front/main/page?goodsType=01')
    const card = main.json.timedealGoods.find((g: { id: string }) => g.id === 'G700001')
    expect(card).toMatchObject({ salePrice: 59000, prmtDcValue: 21000, timeDealLeft: 50 })
    expect(card.timeDealRemainTime).toBeGreaterThan(4 * 3600)
    const detail = await get('/api/v1/front/goods/G700001')
    expect(detail.json.salePrice ?? detail.json.goods?.salePrice).toBe(59000)

    const log = await db
      .prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action = 'deal.create' AND subject = 'goods:G700001'`)
      .first<{ n: number }>()
    expect(log!.n).toBe(1)
    const rev = await db
      .prepare(`SELECT version FROM console_revisions WHERE kind = 'deal' AND ref = ?1`)
      .bind(String(r.json.dealNo))
      .first<{ version: number }>()
    expect(rev?.version).toBe(1)
  })

  it('N identical concurrent purchases under a cap of 3 sell exactly 3; a released order gives its unit back', async () => {
    await ownGoods('G700002', '타임딜테스트 한정 수량테')
    const d = await post('/admin/api/goods/deals', deal('G700002', { stockCap: 3, dealPrice: 49000 }))
    expect(d.status).toBe(201)
    const rs = await Promise.all(Array.from({ length: 12 }, () => order('G700002')))
    const ok = rs.filter((r) => r.status === 200)
    expect(ok).toHaveLength(3)
    for (const r of rs.filter((x) => x.status !== 200)) expect(r.status, JSON.stringify(r.json)).toBe(409)
    const row = await db.prepare('SELECT sold_qtt FROM time_deals WHERE deal_no = ?1').bind(d.json.dealNo).first<{ sold_qtt: number }>()
    expect(row!.sold_qtt).toBe(3)
    const lines = await db
      .prepare(`SELECT COUNT(*) AS n, SUM(sale_price) AS amt FROM order_lines WHERE goods_no = 'G700002' AND deal_no = ?1`)
      .bind(d.json.dealNo)
      .first<{ n: number; amt: number }>()
    expect(lines).toMatchObject({ n: 3, amt: 3 * 49000 })
    // Sold out: the deal stops (the card shows the goods' own price), the editor says so.
    expect((await get(`/admin/api/goods/deals/${d.json.dealNo}`)).json.state).toBe('soldout')
    const main = await get('/v1/front/main/page?goodsType=01')
    expect(main.json.timedealGoods.map((g: { id: string }) => g.id)).not.toContain('G700002')
    // The shopper closes the payment window of one order: its unit goes back to the deal.
    const ordNo = ok[0]!.json.orderInfoPO.ordNo
    const closed = await read(call(`/api/v1/front/order/pg/close`, { token: member, json: { ordNo }, origin: 'http://shop.test' }))
    expect(closed.json).toMatchObject({ ordNo, released: true })
    const back = await db.prepare('SELECT sold_qtt FROM time_deals WHERE deal_no = ?1').bind(d.json.dealNo).first<{ sold_qtt: number }>()
    expect(back!.sold_qtt).toBe(2)
  })

  it('a stale edit gets 409 with what changed; an overlapping deal and a cap under what is sold are refused in Korean', async () => {
    await ownGoods('G700003', '타임딜테스트 겹침 방지테')
    const d = (await post('/admin/api/goods/deals', deal('G700003', { stockCap: 10 }))).json
    const a = await put(`/admin/api/goods/deals/${d.dealNo}`, deal('G700003', { version: 1, dealPrice: 55000, stockCap: 10 }))
    expect(a.status).toBe(200)
    expect(a.json.version).toBe(2)
    const b = await put(`/admin/api/goods/deals/${d.dealNo}`, deal('G700003', { version: 1, stockCap: 20 }))
    expect(b.status).toBe(409)
    expect(b.json.changes.map((c: { label: string }) => c.label)).toEqual(['타임딜 가격'])
    expect(b.json.by).toBe('md01')

    const overlap = await post('/admin/api/goods/deals', deal('G700003', { startAt: seoul(2 * HOUR), endAt: seoul(8 * HOUR) }))
    expect(overlap.status).toBe(409)
    expect(overlap.json.errors[0].reason).toContain('기간이 겹치는')

    await order('G700003', 2)
    const low = await put(`/admin/api/goods/deals/${d.dealNo}`, deal('G700003', { version: 2, dealPrice: 55000, stockCap: 1 }))
    expect(low.status).toBe(400)
    expect(low.json.errors[0]).toMatchObject({ field: 'stockCap' })
    expect(low.json.errors[0].reason).toContain('2개가 팔렸습니다')

    const price = await post(
      '/admin/api/goods/deals',
      deal('G700003', { dealPrice: 90000, startAt: seoul(10 * HOUR), endAt: seoul(12 * HOUR) }),
    )
    expect(price.status).toBe(400)
    expect(price.json.errors[0].reason).toContain('판매가')
    const order2 = await post('/admin/api/goods/deals', deal('G700003', { startAt: seoul(10 * HOUR), endAt: seoul(9 * HOUR) }))
    expect(order2.status).toBe(400)
    expect(order2.json.errors[0]).toMatchObject({ field: 'endAt' })
  })

  it('ending a deal takes it off /main at once; only MD operators may use the desk', async () => {
    await ownGoods('G700004', '타임딜테스트 조기 종료테')
    const d = (await post('/admin/api/goods/deals', deal('G700004'))).json
    expect((await get('/v1/front/main/page?goodsType=01')).json.timedealGoods.map((g: { id: string }) => g.id)).toContain('G700004')
    const end = await post(`/admin/api/goods/deals/${d.dealNo}/end`, { version: 1 })
    expect(end.status).toBe(200)
    expect(end.json.state).toBe('ended')
    expect((await get('/v1/front/main/page?goodsType=01')).json.timedealGoods.map((g: { id: string }) => g.id)).not.toContain('G700004')
    expect((await post(`/admin/api/goods/deals/${d.dealNo}/end`, { version: 1 })).status).toBe(400)
    const list = await get('/admin/api/goods/deals?state=ended')
    expect(list.json.rows.map((x: { dealNo: number }) => x.dealNo)).toContain(d.dealNo)
    expect((await get('/admin/api/goods/deals', cs)).status).toBe(403)
    expect((await post('/admin/api/goods/deals', deal('G700004'), cs)).status).toBe(403)
  })
})

describe('brands and categories', () => {
  it('creates and renames a brand: its goods are found by the new name at once, not the old; hidden brands leave the shop filter', async () => {
    const b = await post('/admin/api/goods/brands', { brandNm: '카탈로그테스트브랜드', brandEnNm: 'CATALOGTEST', displayYn: true })
    expect(b.status).toBe(201)
    expect(b.json).toMatchObject({ brandNm: '카탈로그테스트브랜드', version: 1, goodsCount: 0 })
    const dup = await post('/admin/api/goods/brands', { brandNm: '카탈로그테스트브랜드', brandEnNm: 'OTHER', displayYn: true })
    expect(dup.status).toBe(409)
    await db
      .prepare(
        `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, dlvr_yn, direct_yn, search_text, reg_dttm)
         VALUES ('G700101', '01', ?1, ?2, '솔바람 아세테이트 안경테', '/img/goods/x.jpg', 1, 50000, 50000, 'Y', 'Y', '솔바람 아세테이트 안경테 카탈로그테스트브랜드 catalogtest', ?3)`,
      )
      .bind(ctgFrame, b.json.brandNo, new Date().toISOString())
      .run()
    const r = await put(`/admin/api/goods/brands/${b.json.brandNo}`, {
      version: 1,
      brandNm: '새이름브랜드',
      brandEnNm: 'NEWNAMEBRAND',
      displayYn: true,
    })
    expect(r.status).toBe(200)
    expect(r.json.version).toBe(2)
    const found = await get(`/v1/front/search/product?searchWord=${encodeURIComponent('새이름브랜드')}`)
    expect(found.json.goods.map((x: { id: string }) => x.id)).toContain('G700101')
    const old = await get(`/v1/front/search/product?searchWord=${encodeURIComponent('카탈로그테스트브랜드')}`)
    expect((old.json.goods ?? []).map((x: { id: string }) => x.id)).not.toContain('G700101')

    const stale = await put(`/admin/api/goods/brands/${b.json.brandNo}`, {
      version: 1,
      brandNm: '또다른',
      brandEnNm: 'X2',
      displayYn: true,
    })
    expect(stale.status).toBe(409)
    expect(stale.json.changes.map((c: { label: string }) => c.label)).toEqual(['브랜드명', '영문 브랜드명'])

    const hide = await put(`/admin/api/goods/brands/${b.json.brandNo}`, {
      version: 2,
      brandNm: '새이름브랜드',
      brandEnNm: 'NEWNAMEBRAND',
      displayYn: false,
    })
    expect(hide.json.displayYn).toBe(false)
    const list = await get('/api/v1/front/goods/list?category=01')
    expect(list.json.brands.map((x: { brandNo: number }) => x.brandNo)).not.toContain(b.json.brandNo)

    const del = await read(call(`/admin/api/goods/brands/${b.json.brandNo}?version=3`, { cookie: md, method: 'DELETE', headers: ORIGIN }))
    expect(del.status).toBe(409)
    expect(del.json.errors[0].reason).toBe(
      `'새이름브랜드' 브랜드에 상품이 1개 있어 삭제할 수 없습니다. 상품의 브랜드를 바꾸거나, 브랜드 전시를 꺼 주세요.`,
    )
    const log = await db
      .prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action IN ('brand.create', 'brand.update') AND subject LIKE 'brand:%'`)
      .first<{ n: number }>()
    expect(log!.n).toBeGreaterThanOrEqual(3)
  })

  it('a category is created, renamed (found by search at once), reordered from the versions seen, and deleted only when empty', async () => {
    const c = await post('/admin/api/goods/categories', { goodsTypeCd: '05', ctgNm: '렌즈 세정제 테스트', displayYn: true })
    expect(c.status).toBe(201)
    const r = await put(`/admin/api/goods/categories/${c.json.ctgNo}`, {
      version: 1,
      goodsTypeCd: '05',
      ctgNm: '렌즈케어 묶음',
      displayYn: true,
    })
    expect(r.status).toBe(200)
    const term = await db
      .prepare(`SELECT COUNT(*) AS n FROM search_terms WHERE kind = 'category' AND text = '렌즈케어 묶음'`)
      .first<{ n: number }>()
    expect(term!.n).toBe(1)
    const all = (await get('/admin/api/goods/categories?type=05')).json as { ctgNo: number; version: number }[]
    const reversed = [...all].reverse().map((x) => ({ no: x.ctgNo, version: x.version }))
    const ord = await put('/admin/api/goods/categories/order', { rows: reversed })
    expect(ord.status).toBe(200)
    const after = (await get('/admin/api/goods/categories?type=05')).json as { ctgNo: number }[]
    expect(after.map((x) => x.ctgNo)).toEqual(reversed.map((x) => x.no))
    // Ordering again from the versions seen before: 409 naming the row that moved.
    const again = await put('/admin/api/goods/categories/order', { rows: reversed })
    expect(again.status).toBe(409)
    expect(again.json.changes.map((x: { label: string }) => x.label)).toContain('순서')

    const busy = all.find((x) => x.ctgNo !== c.json.ctgNo)!
    const busyNow = (
      (await get('/admin/api/goods/categories?type=05')).json as { ctgNo: number; version: number; goodsCount: number }[]
    ).find((x) => x.ctgNo === busy.ctgNo)!
    if (busyNow.goodsCount > 0) {
      const refused = await read(
        call(`/admin/api/goods/categories/${busy.ctgNo}?version=${busyNow.version}`, { cookie: md, method: 'DELETE', headers: ORIGIN }),
      )
      expect(refused.status).toBe(409)
      expect(refused.json.errors[0].reason).toContain('카테고리에 상품이')
    }
    const mine = ((await get('/admin/api/goods/categories?type=05')).json as { ctgNo: number; version: number }[]).find(
      (x) => x.ctgNo === c.json.ctgNo,
    )!
    const del = await read(
      call(`/admin/api/goods/categories/${c.json.ctgNo}?version=${mine.version}`, { cookie: md, method: 'DELETE', headers: ORIGIN }),
    )
    expect(del.status).toBe(200)
    expect((await get('/admin/api/goods/categories', cs)).status).toBe(403)
  })
})

describe('keyword shelves', () => {
  it('a new shelf shows on /main at once in its order; a scheduled one only from its start; goods order kept', async () => {
    await ownGoods('G700201', '키워드테스트 첫째테')
    await ownGoods('G700202', '키워드테스트 둘째테')
    const k = await post('/admin/api/goods/keywords', {
      goodsTypeCd: '01',
      keyword: '출근룩',
      startAt: '',
      endAt: '',
      goodsNos: ['G700202', 'G700201'],
    })
    expect(k.status).toBe(201)
    expect(k.json).toMatchObject({ keyword: '#출근룩', when: 'live', version: 1 })
    const shelves = (await get('/admin/api/goods/keywords?type=01')).json as { keywordNo: number; version: number }[]
    const first = [k.json, ...shelves.filter((x) => x.keywordNo !== k.json.keywordNo)].map((x) => ({ no: x.keywordNo, version: x.version }))
    expect((await put('/admin/api/goods/keywords/order', { rows: first })).status).toBe(200)
    const main = await get('/v1/front/main/page?goodsType=01')
    expect(main.json.keywordGoods.keywords[0]).toMatchObject({ keywordNo: k.json.keywordNo, keyword: '#출근룩' })
    expect(main.json.keywordGoods.goods.map((g: { id: string }) => g.id)).toEqual(['G700202', 'G700201'])

    const later = await post('/admin/api/goods/keywords', {
      goodsTypeCd: '01',
      keyword: '#연말선물',
      startAt: seoul(24 * HOUR),
      endAt: seoul(48 * HOUR),
      goodsNos: ['G700201'],
    })
    expect(later.json.when).toBe('upcoming')
    const main2 = await get('/v1/front/main/page?goodsType=01')
    expect(main2.json.keywordGoods.keywords.map((x: { keyword: string }) => x.keyword)).not.toContain('#연말선물')
    const direct = await get(`/v1/front/main/page/keyword/goodslist?goodsType=01&keywordNo=${later.json.keywordNo}`)
    expect(direct.status).toBe(404)

    const stale = await put(`/admin/api/goods/keywords/${k.json.keywordNo}`, {
      version: 1,
      goodsTypeCd: '01',
      keyword: '#출근룩',
      startAt: '',
      endAt: '',
      goodsNos: ['G700201'],
    })
    expect(stale.status).toBe(409)
    expect(stale.json.changes.map((c: { label: string }) => c.label)).toEqual(['순서'])
  })
})

describe('bulk changes keep the history', () => {
  it('a CSV price change writes a revision like a single save: a stale editor then hears what the file changed', async () => {
    await ownGoods('G700301', '일괄테스트 가을빛 안경테', 80000)
    const body = (version: number, salePrice = 80000) => ({
      version,
      goodsTypeCd: '01',
      goodsNm: '일괄테스트 가을빛 안경테',
      brandNo,
      ctgNo: ctgFrame,
      goodsDscrt: '',
      customerPrice: 80000,
      salePrice,
      supplyPrice: 10000,
      dlvrYn: true,
      directYn: true,
      displayYn: true,
      searchWords: '',
      attrs: { shape: '라운드' },
      items: [{ itemNo: 'G700301-01', itemNm: '기본', addPrice: 0, stockQtt: 500 }],
      images: [],
    })
    const saved = await put('/admin/api/goods/G700301', body(1))
    expect(saved.status).toBe(200)
    expect(saved.json.version).toBe(2)
    // The shop's product page lists the attributes set in the desk, labelled.
    expect((await get('/api/v1/front/goods/G700301')).json.attributes).toEqual([{ label: '모양', value: '라운드' }])
    const csv = '상품번호,옵션번호,판매가,재고\nG700301,,70000,\nG700301,G700301-01,,480'
    const preview = await post('/admin/api/goods/bulk/preview', { csv })
    expect(preview.status).toBe(200)
    const applied = await post('/admin/api/goods/bulk/apply', { csv, basis: preview.json.basis })
    expect(applied.status).toBe(200)
    const rev = await db
      .prepare(`SELECT snapshot, login_id FROM console_revisions WHERE kind = 'goods' AND ref = 'G700301' AND version = 3`)
      .first<{ snapshot: string; login_id: string }>()
    expect(JSON.parse(rev!.snapshot)).toMatchObject({ salePrice: 70000, items: ['기본 (+0원, 재고 480)'], attrs: { shape: '라운드' } })
    expect(rev!.login_id).toBe('md01')
    const stale = await put('/admin/api/goods/G700301', body(2, 75000))
    expect(stale.status).toBe(409)
    expect(stale.json.changes.map((c: { label: string }) => c.label)).toEqual(['판매가', '옵션(SKU)'])
    expect(stale.json.changes[0]).toMatchObject({ seen: '80000', now: '70000' })
  })
})
