import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, operatorCookie, read, seedShop } from './helpers'
import { operatorSql } from '../../src/demo/seed'

/** The catalogue desk (issue 27, role MD) through the console API, and the shop's search and detail seeing its writes at once. */
const ORIGIN = { origin: 'https://shop.test' }
let md: string
let md2: string
let cs: string
let brandNo: number
let ctgFrame: number
let ctgContact: number

const post = (path: string, json: unknown, cookie = md) => read(call(path, { cookie, json, headers: ORIGIN }))
const put = (path: string, json: unknown, cookie = md) => read(call(path, { cookie, json, method: 'PUT', headers: ORIGIN }))
const get = (path: string, cookie = md) => read(call(path, { cookie }))
const q = encodeURIComponent

/** A JPEG header the upload module reads (magic bytes + SOF0 with the pixel size): enough for its checks. */
function jpeg(w: number, h: number, name: string): File {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, h >> 8, h & 255, w >> 8, w & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]
  return new File([new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9])], name, { type: 'image/jpeg' })
}
function mediaForm(over: Partial<Record<'file' | 'list' | 'detail' | 'zoom' | 'og', File>> = {}) {
  const fd = new FormData()
  fd.append('file', over.file ?? jpeg(1600, 1200, '정면.jpg'))
  fd.append('list', over.list ?? jpeg(480, 480, 'list.jpg'))
  fd.append('detail', over.detail ?? jpeg(1000, 1000, 'detail.jpg'))
  fd.append('zoom', over.zoom ?? jpeg(1600, 1600, 'zoom.jpg'))
  fd.append('og', over.og ?? jpeg(1200, 630, 'og.jpg'))
  return fd
}
const upload = (fd: FormData, cookie = md) => read(call('/admin/api/goods/media', { cookie, body: fd, method: 'POST', headers: ORIGIN }))

const frame = (over: Record<string, unknown> = {}) => ({
  goodsTypeCd: '01',
  goodsNm: '콘솔테스트 하늘빛 티타늄 안경테',
  brandNo,
  ctgNo: ctgFrame,
  goodsDscrt: '<p>가벼운 <strong>티타늄</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
  customerPrice: 150000,
  salePrice: 120000,
  supplyPrice: 60000,
  dlvrYn: true,
  directYn: true,
  displayYn: true,
  searchWords: '하늘테',
  attrs: { shape: '라운드', material: '티타늄' },
  items: [
    { itemNm: '실버 50', color: '실버', size: '50', addPrice: 0, stockQtt: 5 },
    { itemNm: '골드 52', color: '골드', size: '52', addPrice: 5000, stockQtt: 3 },
  ],
  images: [] as string[],
  ...over,
})

beforeAll(async () => {
  await seedShop()
  const hash = (await db.prepare(`SELECT password_hash FROM operators WHERE login_id = 'md01'`).first<{ password_hash: string }>())!
    .password_hash
  for (const s of operatorSql({
    no: 31,
    loginId: 'md02',
    name: '두번째상품',
    roles: ['MD'],
    totpSecret: null,
    passwordHash: hash,
    regDttm: new Date().toISOString(),
  }))
    await db.prepare(s).run()
  md = await operatorCookie('md01')
  md2 = await operatorCookie('md02')
  cs = await operatorCookie('cs01')
  brandNo = (await db.prepare('SELECT brand_no FROM brands ORDER BY brand_no LIMIT 1').first<{ brand_no: number }>())!.brand_no
  ctgFrame = (await db.prepare(`SELECT ctg_no FROM categories WHERE goods_type_cd = '01' LIMIT 1`).first<{ ctg_no: number }>())!.ctg_no
  ctgContact = (await db.prepare(`SELECT ctg_no FROM categories WHERE goods_type_cd = '04' LIMIT 1`).first<{ ctg_no: number }>())!.ctg_no
})

describe('pictures', () => {
  it('stores an upload in the four shop sizes, served immutable; the original is never served', async () => {
    const r = await upload(mediaForm())
    expect(r.status).toBe(201)
    expect(r.json.sizes.detail).toMatch(/^\/media\/goods\/[0-9a-f]{32}\/detail\.jpg$/)
    const img = await call(r.json.sizes.list)
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toBe('image/jpeg')
    expect(img.headers.get('cache-control')).toContain('immutable')
    await img.arrayBuffer()
    expect((await read(call(r.json.sizes.list.replace('list.jpg', 'original')))).status).toBe(404)
    const log = await db
      .prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action = 'goods.media.upload' AND subject = ?1`)
      .bind(`media:${r.json.mediaId}`)
      .first<{ n: number }>()
    expect(log!.n).toBe(1)
  })

  it('refuses an SVG (whatever its name), a size of the wrong pixel size, a small original — storing nothing', async () => {
    const before = (await db.prepare('SELECT COUNT(*) AS n FROM goods_media').first<{ n: number }>())!.n
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'a.jpg', { type: 'image/jpeg' })
    const a = await upload(mediaForm({ file: svg }))
    expect(a.status).toBe(400)
    expect(a.json.errors[0].reason).toContain('JPG, PNG, WEBP')
    const b = await upload(mediaForm({ og: jpeg(1200, 600, 'og.jpg') }))
    expect(b.status).toBe(400)
    expect(b.json.errors[0]).toMatchObject({ field: 'og' })
    const c = await upload(mediaForm({ file: jpeg(600, 400, 'small.jpg') }))
    expect(c.status).toBe(400)
    expect(c.json.errors[0].reason).toContain('1000픽셀 이상')
    expect((await db.prepare('SELECT COUNT(*) AS n FROM goods_media').first<{ n: number }>())!.n).toBe(before)
  })
})

describe('goods', () => {
  it('md01 creates a goods with two SKUs and a picture: found by search and by 초성 at once, shown by the shop, counted in the facets', async () => {
    const m = await upload(mediaForm())
    const facet = async () =>
      (await db
        .prepare(`SELECT COALESCE(SUM(n), 0) AS n FROM goods_facet_counts WHERE goods_type_cd = '01' AND brand_no = ?1`)
        .bind(brandNo)
        .first<{ n: number }>())!.n
    const before = await facet()
    const r = await post('/admin/api/goods', frame({ images: [m.json.sizes.detail] }))
    expect(r.status).toBe(201)
    const g = r.json
    expect(g.goodsNo).toMatch(/^G5\d{5}$/)
    expect(g.version).toBe(1)
    expect(g.items.map((i: { itemNo: string }) => i.itemNo)).toEqual([`${g.goodsNo}-01`, `${g.goodsNo}-02`])
    expect(g.imgSrc).toBe(m.json.sizes.list)
    expect(g.goodsDscrt).toContain('<strong>티타늄</strong>')
    expect(g.goodsDscrt).not.toMatch(/script|onerror/)
    expect(await facet()).toBe(before + 1)

    const byName = await read(call(`/v1/front/search/product?searchWord=${q('하늘빛 티타늄')}`))
    expect(byName.json.goods.map((x: { id: string }) => x.id)).toContain(g.goodsNo)
    const byCho = await read(call(`/v1/front/search/product?searchWord=${q('ㅎㄴㅂ')}`))
    expect(byCho.json.goods.map((x: { id: string }) => x.id)).toContain(g.goodsNo)
    const detail = await read(call(`/api/v1/front/goods/${g.goodsNo}`))
    expect(detail.status).toBe(200)
    expect(detail.json.items).toHaveLength(2)
    expect(detail.json.images).toEqual([m.json.sizes.detail])

    const log = await db
      .prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action = 'goods.create' AND subject = ?1`)
      .bind(`goods:${g.goodsNo}`)
      .first<{ n: number }>()
    expect(log!.n).toBe(1)
  })

  it('a renamed goods is found by its new name at once (and no longer by the old one); a stale second editor gets 409 with what changed', async () => {
    const g = (
      await post(
        '/admin/api/goods',
        frame({ goodsNm: '콘솔테스트 봄바람 아세테이트', images: [(await upload(mediaForm())).json.sizes.detail] }),
      )
    ).json
    const seenByMd2 = (await get(`/admin/api/goods/${g.goodsNo}`, md2)).json
    const renamed = await put(`/admin/api/goods/${g.goodsNo}`, {
      ...frame({ images: g.images }),
      goodsNm: '콘솔테스트 가을바다 아세테이트',
      version: g.version,
      items: g.items,
    })
    expect(renamed.status).toBe(200)
    expect(renamed.json.version).toBe(2)
    const found = await read(call(`/v1/front/search/product?searchWord=${q('가을바다')}`))
    expect(found.json.goods.map((x: { id: string }) => x.id)).toEqual([g.goodsNo])
    const old = await read(call(`/v1/front/search/product?searchWord=${q('봄바람 아세테이트')}`))
    expect(old.json.goods.map((x: { id: string }) => x.id)).not.toContain(g.goodsNo)

    const stale = await put(
      `/admin/api/goods/${g.goodsNo}`,
      { ...frame({ images: g.images }), salePrice: 99000, version: seenByMd2.version, items: g.items },
      md2,
    )
    expect(stale.status).toBe(409)
    expect(stale.json.by).toBe('md01')
    expect(stale.json.changes.map((c: { label: string }) => c.label)).toEqual(['상품명'])
    expect(stale.json.changes[0]).toMatchObject({ now: '콘솔테스트 가을바다 아세테이트' })
    const after = (await get(`/admin/api/goods/${g.goodsNo}`)).json
    expect(after.salePrice).toBe(120000)
    expect(after.version).toBe(2)
  })

  it('two editors saving from the same version at once: exactly one wins', async () => {
    const g = (
      await post('/admin/api/goods', frame({ goodsNm: '콘솔테스트 동시저장', images: [(await upload(mediaForm())).json.sizes.detail] }))
    ).json
    const rs = await Promise.all(
      [md, md2, md, md2].map((cookie, k) =>
        put(`/admin/api/goods/${g.goodsNo}`, { ...frame({ images: g.images }), salePrice: 100000 + k, version: 1, items: g.items }, cookie),
      ),
    )
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
    expect((await get(`/admin/api/goods/${g.goodsNo}`)).json.version).toBe(2)
  })

  it('contact lenses stay reservation-only: delivery on or reservation-only off is refused; saved with delivery off and the RESERVE icon', async () => {
    const m = (await upload(mediaForm())).json
    const lens = (over: Record<string, unknown>) =>
      frame({
        goodsTypeCd: '04',
        ctgNo: ctgContact,
        goodsNm: '콘솔테스트 원데이 렌즈',
        attrs: { wearCycle: '원데이' },
        items: [{ itemNm: '-3.00', power: '-3.00', packCount: 30, addPrice: 0, stockQtt: 9 }],
        images: [m.sizes.detail],
        ...over,
      })
    const on = await post('/admin/api/goods', lens({ dlvrYn: true }))
    expect(on.status).toBe(400)
    expect(on.json.errors[0].reason).toContain('매장 예약으로만')
    const off = await post('/admin/api/goods', lens({ dlvrYn: false, reservationOnly: false }))
    expect(off.status).toBe(400)
    const ok = await post('/admin/api/goods', lens({ dlvrYn: false, reservationOnly: true }))
    expect(ok.status).toBe(201)
    expect(ok.json).toMatchObject({ dlvrYn: false, directYn: true, reservationOnly: true })
    const icon = await db
      .prepare(`SELECT COUNT(*) AS n FROM goods_icon_map WHERE goods_no = ?1 AND icon_cd = 'RESERVE'`)
      .bind(ok.json.goodsNo)
      .first<{ n: number }>()
    expect(icon!.n).toBe(1)
  })

  it('checks the catalogue: attributes of the type, a category of the type, SKU fields of the type, sale price under list price', async () => {
    const bad = async (over: Record<string, unknown>) => (await post('/admin/api/goods', frame(over))).json.errors[0]
    expect(await bad({ attrs: { wearCycle: '원데이' } })).toMatchObject({ field: 'attrs.wearCycle' })
    expect(await bad({ attrs: { shape: '별모양' } })).toMatchObject({ field: 'attrs.shape' })
    expect(await bad({ ctgNo: ctgContact })).toMatchObject({ field: 'ctgNo' })
    expect(await bad({ items: [{ itemNm: 'x', power: '-1.00', addPrice: 0, stockQtt: 1 }] })).toMatchObject({ field: 'items.0.power' })
    expect(await bad({ salePrice: 200000 })).toMatchObject({ field: 'salePrice', reason: '판매가는 정가보다 클 수 없습니다.' })
    expect(await bad({ images: ['/media/goods/0123456789abcdef0123456789abcdef/detail.jpg'] })).toMatchObject({ field: 'images' })
  })

  it('lists with search and filters; only MD operators may use the desk', async () => {
    const list = await get(`/admin/api/goods?q=${q('콘솔테스트')}&type=01&sort=name`)
    expect(list.status).toBe(200)
    expect(list.json.total).toBeGreaterThanOrEqual(3)
    expect(
      list.json.rows.every((r: { goodsNm: string; goodsTypeCd: string }) => r.goodsNm.includes('콘솔테스트') && r.goodsTypeCd === '01'),
    ).toBe(true)
    expect((await get('/admin/api/goods', cs)).status).toBe(403)
    expect((await read(call('/admin/api/goods'))).status).toBe(401)
    expect((await get('/admin/api/goods?type=09')).status).toBe(400)
  })
})

describe('bulk price and stock from a CSV', () => {
  const csvOf = (rows: string[][]) => ['상품번호,옵션번호,정가,판매가,재고', ...rows.map((r) => r.join(','))].join('\n')
  let hundred: { goods_no: string; customer_price: number; version: number }[]

  beforeAll(async () => {
    hundred = (
      await db
        .prepare(`SELECT goods_no, customer_price, version FROM goods WHERE goods_no NOT LIKE 'G5%' ORDER BY goods_no LIMIT 100`)
        .all<{ goods_no: string; customer_price: number; version: number }>()
    ).results
  })

  it('one bad row refuses the whole file, naming that row; nothing changes', async () => {
    const rows = hundred.map((g) => [g.goods_no, '', '', String(g.customer_price - 1000), ''])
    rows[41] = [hundred[41]!.goods_no, '', '', '12345678901', '']
    const csv = csvOf(rows)
    const pre = await post('/admin/api/goods/bulk/preview', { csv })
    expect(pre.status).toBe(200)
    expect(pre.json.changes).toHaveLength(99)
    expect(pre.json.refused).toEqual([expect.objectContaining({ line: 43, reason: expect.stringContaining('판매가') })])
    const r = await post('/admin/api/goods/bulk/apply', { csv, basis: pre.json.basis })
    expect(r.status).toBe(400)
    expect(r.json.errors[0].reason).toMatch(/^43행: /)
    const still = await db
      .prepare(`SELECT COUNT(*) AS n FROM goods WHERE goods_no = ?1 AND sale_price = ?2`)
      .bind(hundred[0]!.goods_no, hundred[0]!.customer_price - 1000)
      .first<{ n: number }>()
    expect(still!.n).toBe(0)
  })

  it('a price change of 100 goods (and a SKU stock) is applied in one batch, logged once; the shop shows the new prices at once', async () => {
    const item = (await db
      .prepare('SELECT item_no FROM goods_items WHERE goods_no = ?1 LIMIT 1')
      .bind(hundred[0]!.goods_no)
      .first<{ item_no: string }>())!.item_no
    const rows = hundred.map((g) => [g.goods_no, '', '', String(g.customer_price - 1000), ''])
    rows.push([hundred[0]!.goods_no, item, '', '', '77'])
    const csv = csvOf(rows)
    const pre = await post('/admin/api/goods/bulk/preview', { csv })
    expect(pre.json.refused).toEqual([])
    expect(pre.json.changes[0]).toMatchObject({ goodsNo: hundred[0]!.goods_no, salePrice: { after: hundred[0]!.customer_price - 1000 } })
    const r = await post('/admin/api/goods/bulk/apply', { csv, basis: pre.json.basis })
    expect(r.status).toBe(200)
    expect(r.json).toEqual({ applied: 101, goods: 100, items: 1 })
    const moved = await db
      .prepare(
        `SELECT COUNT(*) AS n FROM goods WHERE goods_no IN (SELECT value FROM json_each(?1)) AND sale_price = customer_price - 1000 AND upd_by = 'md01'`,
      )
      .bind(JSON.stringify(hundred.map((g) => g.goods_no)))
      .first<{ n: number }>()
    expect(moved!.n).toBe(100)
    expect(
      (await db.prepare('SELECT stock_qtt FROM goods_items WHERE item_no = ?1').bind(item).first<{ stock_qtt: number }>())!.stock_qtt,
    ).toBe(77)
    const shop = await read(call(`/api/v1/front/goods/${hundred[5]!.goods_no}`))
    if (shop.status === 200) expect(shop.json.goods.salePrice ?? shop.json.goods.price).toBe(hundred[5]!.customer_price - 1000)
    const logs = await db.prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action = 'goods.bulk'`).first<{ n: number }>()
    expect(logs!.n).toBe(1)

    // The same file again from the old preview: the goods moved on since → 409, nothing applied twice.
    const again = await post('/admin/api/goods/bulk/apply', { csv, basis: pre.json.basis })
    expect(again.status).toBe(409)
  })

  it('refuses a file without the goods column, a SKU of another goods and a stock row without a SKU', async () => {
    expect((await post('/admin/api/goods/bulk/preview', { csv: '이름,가격\n가,1' })).status).toBe(400)
    const other = (await db
      .prepare('SELECT item_no FROM goods_items WHERE goods_no = ?1 LIMIT 1')
      .bind(hundred[1]!.goods_no)
      .first<{ item_no: string }>())!.item_no
    const pre = await post('/admin/api/goods/bulk/preview', {
      csv: csvOf([
        [hundred[0]!.goods_no, other, '', '', '3'],
        [hundred[0]!.goods_no, '', '', '', '3'],
      ]),
    })
    expect(pre.json.refused.map((r: { line: number }) => r.line)).toEqual([2, 3])
  })
})
