import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, json, seedAll, tokenFor } from './helpers'
import { hashEmail } from '../../src/shared/hash'

beforeAll(async () => {
  await seedAll()
})

const GOODS_CARD_FIELDS = [
  'id',
  'category',
  'brand',
  'dibs',
  'dibsCount',
  'grade',
  'imgSrc',
  'iconImgSrc',
  'productName',
  'supplyPrice',
  'customerPrice',
  'salePrice',
  'discountRate',
  'remainTime',
  'goodsIconViewList',
  'prmtDcValue',
  'timeDealRemainTime',
  'goodsTypeCd',
]

describe('GET /v1/front/main/page', () => {
  it('answers every main-page field (banners, sections, keyword goods, notices …) for the default category 01', async () => {
    const { status, body } = await json('/v1/front/main/page')
    expect(status).toBe(200)
    for (const k of [
      'mainBanners',
      'subBanners',
      'aiGoods',
      'mdPickGoods',
      'collection',
      'exhibitions',
      'keywordGoods',
      'timedealGoods',
      'ageGoods',
      'newGoods',
      'styleVotes',
      'notices',
    ])
      expect(body, k).toHaveProperty(k)
    expect(body.goodsType).toBe('01')
    expect(body.mainBanners[0]).toEqual(
      expect.objectContaining({
        bannerNo: expect.any(Number),
        bannerNm: expect.any(String),
        imgSrc: expect.any(String),
        mobileImgSrc: expect.any(String),
        linkUrl: expect.any(String),
      }),
    )
    expect(body.newGoods.length).toBeGreaterThan(0)
    for (const g of body.newGoods) expect(g.goodsTypeCd).toBe('01')
    for (const f of GOODS_CARD_FIELDS) expect(body.newGoods[0], f).toHaveProperty(f)
    expect(body.ageGoods.map((a: any) => a.label)).toEqual(['10대', '20대', '30대', '40대', '50대+'])
    for (const a of body.ageGoods) expect(a.goods.length).toBeLessThanOrEqual(6)
    expect(body.ageGoods[0].goods.length).toBeGreaterThan(0)
    expect(body.keywordGoods.keywords.length).toBeGreaterThan(0)
    expect(body.keywordGoods.goods.length).toBeGreaterThan(0)
    expect(body.timedealGoods.every((g: any) => g.remainTime > 0 && g.timeDealRemainTime === g.remainTime)).toBe(true)
    // new goods newest first
    const regs = await db
      .prepare(`SELECT goods_no FROM goods WHERE goods_type_cd='01' AND display_yn='Y' ORDER BY reg_dttm DESC LIMIT 1`)
      .first<{ goods_no: string }>()
    expect(body.newGoods[0].id).toBe(regs?.goods_no)
  })

  it('switches the category-dependent sections with goodsType', async () => {
    const { body } = await json('/v1/front/main/page?goodsType=04')
    expect(body.goodsType).toBe('04')
    expect(body.newGoods.every((g: any) => g.goodsTypeCd === '04')).toBe(true)
    expect(body.mdPickGoods.every((g: any) => g.goodsTypeCd === '04')).toBe(true)
  })

  it.each([
    ['goodsType=99', 'goodsType'],
    ['keyword=' + 'ㄱ'.repeat(51), 'keyword'],
  ])('answers a malformed query (%s) with a Korean 400', async (q, field) => {
    const { status, body } = await json(`/v1/front/main/page?${q}`)
    expect(status).toBe(400)
    expect(body.status).toBe(400)
    expect(body.errors[0].field).toBe(field)
    expect(body.errors[0].reason).toMatch(/[가-힣]/)
  })
})

describe('banners, top banner, keyword goods', () => {
  it('GET /v1/front/main/banner/main answers main and sub banners', async () => {
    const { status, body } = await json('/v1/front/main/banner/main?goodsType=02')
    expect(status).toBe(200)
    expect(body.mainBanners.length).toBeGreaterThan(0)
    expect(body.subBanners.length).toBeGreaterThan(1)
  })

  it('GET /v1/front/main/topbanner answers the top banner and popups with pcGbCd and sortSeq, sorted', async () => {
    const { body } = await json('/v1/front/main/topbanner')
    expect(body.topBanner).toEqual(expect.objectContaining({ bannerNm: expect.any(String) }))
    expect(body.popups.length).toBeGreaterThan(0)
    const seqs = body.popups.map((p: any) => p.sortSeq)
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
    expect(body.popups.every((p: any) => typeof p.pcGbCd === 'string')).toBe(true)
  })

  it('GET /v1/front/main/page/keyword/goodslist answers that keyword’s goods', async () => {
    const kw = await db
      .prepare(`SELECT keyword_no, keyword FROM keyword_groups WHERE goods_type_cd='01' ORDER BY sort_seq DESC LIMIT 1`)
      .first<{ keyword_no: number; keyword: string }>()
    const { status, body } = await json(`/v1/front/main/page/keyword/goodslist?goodsType=01&keywordNo=${kw!.keyword_no}`)
    expect(status).toBe(200)
    expect(body.keyword).toBe(kw!.keyword)
    const expected = await db
      .prepare(
        'SELECT COUNT(*) AS n FROM keyword_goods kg JOIN goods g ON g.goods_no = kg.goods_no WHERE kg.keyword_no = ?1 AND g.display_yn = ?2',
      )
      .bind(kw!.keyword_no, 'Y')
      .first<{ n: number }>()
    expect(body.goods.length).toBe(Math.min(12, expected!.n))
  })

  it.each([
    ['', 400],
    ['keywordNo=abc', 400],
    ['keywordNo=0', 400],
    ['keywordNo=999999', 404],
  ])('keyword goodslist with "%s" answers %i', async (q, want) => {
    const { status, body } = await json(`/v1/front/main/page/keyword/goodslist?${q}`)
    expect(status).toBe(want)
    expect(body.errors[0].reason).toMatch(/[가-힣]/)
  })
})

describe('GET /v1/front/main/seo', () => {
  it('answers commonSEO for every page and goodsSEO for a product', async () => {
    const common = await json('/v1/front/main/seo')
    expect(common.body.commonSEO).toEqual(
      expect.objectContaining({ commonTitle: '다비치마켓', goodsDetailManager: expect.any(String), robotsFilePath: '/robots.txt' }),
    )
    expect(common.body.goodsSEO).toBeNull()
    expect(common.body.memberSEO).toBeNull()
    const goods = await json('/v1/front/main/seo?goodsNo=G000001')
    expect(goods.body.goodsSEO).toEqual(
      expect.objectContaining({ goodsNo: 'G000001', title: expect.any(String), imgSrc: expect.stringContaining('/img/goods/') }),
    )
  })

  it('answers memberSEO (id, gender, birthyear, the e-mail only as its SHA-256) for a signed-in member, by bearer or by cookie', async () => {
    const token = await tokenFor('member01')
    const byBearer = await json('/v1/front/main/seo', { headers: { authorization: `Bearer ${token}` } })
    expect(byBearer.body.memberSEO).toEqual({
      id: 'member01',
      gender: 'F',
      birthyear: '1992',
      emailHash: await hashEmail(' Davi.Kim@example.com '),
    })
    expect(byBearer.body.memberSEO.emailHash).toMatch(/^[0-9a-f]{64}$/)
    expect(byBearer.res.headers.get('cache-control')).toContain('no-store')
    const byCookie = await json('/v1/front/main/seo', { headers: { cookie: `davich_token=${token}` } })
    expect(byCookie.body.memberSEO?.id).toBe('member01')
  })

  it('refuses a malformed goodsNo with 400 and an unknown one with 404', async () => {
    expect((await json('/v1/front/main/seo?goodsNo=abc')).status).toBe(400)
    expect((await json('/v1/front/main/seo?goodsNo=G999999')).status).toBe(404)
  })
})

describe('GET /api/v1/common/front/page (site info)', () => {
  it('answers companyInfo, callCenterInfo and gnbs sorted by sortSeq recursively', async () => {
    const { status, body } = await json('/api/v1/common/front/page')
    expect(status).toBe(200)
    expect(body.companyInfo.companyName).toMatch(/다비치/)
    expect(body.callCenterInfo).toEqual(expect.objectContaining({ custCtTelNo: expect.any(String), custCtLunchTime: expect.any(String) }))
    const sorted = (items: any[]): boolean =>
      items.every((m, i) => i === 0 || items[i - 1].sortSeq <= m.sortSeq) && items.every((m) => sorted(m.children))
    expect(body.gnbs.length).toBeGreaterThan(3)
    expect(body.gnbs.some((m: any) => m.children.length > 1)).toBe(true)
    expect(sorted(body.gnbs)).toBe(true)
    const hidden = await db.prepare(`SELECT menu_nm FROM gnb_menus WHERE use_yn = 'N'`).first<{ menu_nm: string }>()
    if (hidden) expect(JSON.stringify(body.gnbs)).not.toContain(hidden.menu_nm)
  })
})

describe('edge layer', () => {
  it('lets / through to the home page and redirects legacy paths from the table', async () => {
    // The edge lets '/' through to the page renderer (not part of this test worker; e2e checks the page).
    const root = await call('/', { redirect: 'manual' })
    expect(root.headers.get('location')).toBeNull()
    expect(root.status).not.toBe(302)
    const legacy = await db.prepare('SELECT from_path, to_path FROM redirects LIMIT 1').first<{ from_path: string; to_path: string }>()
    const r = await call(legacy!.from_path, { redirect: 'manual' })
    expect([301, 302]).toContain(r.status)
    expect(r.headers.get('location')).toBe(legacy!.to_path)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await json('/api/v1/front/nothing-here')
    expect(status).toBe(404)
    expect(body.errors[0].reason).toMatch(/[가-힣]/)
  })

  it('sets security headers, a request id, and no-store when a member is known', async () => {
    const pub = await call('/v1/front/main/topbanner')
    expect(pub.headers.get('strict-transport-security')).toContain('max-age=')
    expect(pub.headers.get('x-content-type-options')).toBe('nosniff')
    expect(pub.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(pub.headers.get('x-request-id')).toBeTruthy()
    const token = await tokenFor('member01')
    const priv = await call('/v1/front/member/info', { headers: { cookie: `davich_token=${token}` } })
    expect(priv.status).toBe(200)
    expect(priv.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses a cross-site state change that carries the session cookie (CSRF)', async () => {
    const token = await tokenFor('member01')
    const r = await call('/v1/front/member/logout', {
      method: 'POST',
      headers: { cookie: `davich_token=${token}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(r.status).toBe(403)
    // the session survives
    expect((await call('/v1/front/member/info', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
  })

  it('refuses a cookie-bearing state change that proves no origin (neither Origin nor Sec-Fetch-Site: same-origin)', async () => {
    const token = await tokenFor('member01')
    const bare = await call('/api/v1/front/cart/add', { method: 'POST', cookie: `davich_token=${token}`, json: { itemNo: 'x', buyQtt: 1 } })
    expect(bare.status).toBe(403)
    expect(((await bare.json()) as { errors: { field: string }[] }).errors[0].field).toBe('origin')
    // The same request proving its origin either way goes through to the API (404: no such item).
    const byOrigin = await call('/api/v1/front/cart/add', {
      method: 'POST',
      cookie: `davich_token=${token}`,
      headers: { origin: 'https://shop.test' },
      json: { itemNo: 'G999999-01', buyQtt: 1 },
    })
    expect(byOrigin.status).toBe(404)
    const bySite = await call('/api/v1/front/cart/add', {
      method: 'POST',
      cookie: `davich_token=${token}`,
      headers: { 'sec-fetch-site': 'same-origin' },
      json: { itemNo: 'G999999-01', buyQtt: 1 },
    })
    expect(bySite.status).toBe(404)
    // An API client with the bearer header (no cookie) needs neither.
    const bearer = await call('/api/v1/front/cart/add', { token, json: { itemNo: 'G999999-01', buyQtt: 1 } })
    expect(bearer.status).toBe(404)
  })

  it('serves generated images with immutable caching and 404s unknown ones', async () => {
    const img = await call('/img/goods/01/G000001.svg?c=1f2937')
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toContain('image/svg+xml')
    expect(img.headers.get('cache-control')).toContain('immutable')
    expect(await img.text()).toContain('<svg')
    expect((await call('/img/nothing.svg')).status).toBe(404)
  })
})
