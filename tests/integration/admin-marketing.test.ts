import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, operatorCookie, read, seedShop } from './helpers'
import { multipart, pngBytes } from './upload-fixtures'
import { isoToSeoulLocal } from '../../src/shared/admin/campaign'
import { operatorSql } from '../../src/demo/seed'

/** Desk 3 (marketing): campaign pages through the console API, and what a guest then sees in the shop. */
const ORIGIN = { origin: 'https://shop.test' }
const M = '/admin/api/marketing'
let mkt: string
let mkt2: string
let goodsNos: string[]

const post = (path: string, json: unknown, cookie = mkt) => read(call(path, { cookie, json, headers: ORIGIN }))
const put = (path: string, json: unknown, cookie = mkt) => read(call(path, { cookie, json, method: 'PUT', headers: ORIGIN }))
const get = (path: string, cookie = mkt) => read(call(path, { cookie }))
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')

beforeAll(async () => {
  await seedShop()
  const hash = (await db.prepare(`SELECT password_hash FROM operators WHERE login_id = 'mkt01'`).first<{ password_hash: string }>())!
    .password_hash
  for (const s of operatorSql({
    no: 31,
    loginId: 'mkt02',
    name: '두번째마케팅',
    roles: ['MARKETING'],
    totpSecret: null,
    passwordHash: hash,
    regDttm: new Date().toISOString(),
  }))
    await db.prepare(s).run()
  mkt = await operatorCookie('mkt01')
  mkt2 = await operatorCookie('mkt02')
  goodsNos = (
    await db.prepare(`SELECT goods_no FROM goods WHERE display_yn = 'Y' ORDER BY goods_no LIMIT 3`).all<{ goods_no: string }>()
  ).results.map((r) => r.goods_no)
})

async function newCampaign(title = '겨울 안경 기획전') {
  const r = await post(`${M}/campaigns`, { title })
  expect(r.status).toBe(201)
  const d = await get(`${M}/campaigns/${r.json.id}`)
  return d.json
}

function pageOf(d: any, over: Record<string, unknown> = {}) {
  return {
    version: d.version,
    title: d.title,
    subtitle: '따뜻한 겨울, 새 안경으로',
    description: '겨울 신상 안경테를 모았어요.',
    keywords: '겨울,안경',
    themeColor: '#0f766e',
    dcRate: 20,
    imgSrc: '/img/banner/winter.svg',
    mobileImgSrc: '',
    startAt: isoToSeoulLocal(d.startAt),
    endAt: isoToSeoulLocal(d.endAt),
    ogTitle: '',
    ogDescription: '',
    ogImgSrc: '',
    docJson: '{"type":"doc"}',
    contentHtml: '<h2>겨울 기획전</h2><p onclick="x()">본문<script>alert(1)</script></p><p class="campaign-countdown">종료 예정</p>',
    goodsNos,
    ...over,
  }
}

describe('campaign pages', () => {
  it('a new page is a draft: operators read it, a guest gets 404, the sanitizer cleans its body on save', async () => {
    const d = await newCampaign()
    expect(d.state).toBe('draft')
    expect(d.version).toBe(1)
    const saved = await put(`${M}/campaigns/${d.id}`, pageOf(d))
    expect(saved.status).toBe(200)
    expect(saved.json.version).toBe(2)
    const again = await get(`${M}/campaigns/${d.id}`)
    expect(again.json.contentHtml).toContain('<h2>겨울 기획전</h2>')
    expect(again.json.contentHtml).toContain('class="campaign-countdown"')
    expect(again.json.contentHtml).not.toMatch(/script|onclick/)
    const stored = await db.prepare('SELECT content_html FROM promotions WHERE prmt_no = ?1').bind(d.id).first<{ content_html: string }>()
    expect(stored!.content_html).not.toMatch(/script|onclick/)
    expect(again.json.goods.map((g: any) => g.goodsNo)).toEqual(goodsNos)
    expect((await read(call(`/api/v1/front/promotion/${d.id}`))).status).toBe(404)
    // …and it is not in the public list or sitemap list.
    const list = await read(call('/api/v1/front/promotion/list'))
    expect(list.json.promotions.map((p: any) => p.id)).not.toContain(d.id)
  })

  it('a preview link opens the draft (noindex) until it expires; a wrong token is 404', async () => {
    const d = await newCampaign('미리보기 기획전')
    await put(`${M}/campaigns/${d.id}`, pageOf(d))
    const link = await post(`${M}/campaigns/${d.id}/preview`, {})
    expect(link.status).toBe(200)
    const token = new URL(link.json.url).searchParams.get('preview')!
    const seen = await read(call(`/api/v1/front/promotion/${d.id}?preview=${token}`))
    expect(seen.status).toBe(200)
    expect(seen.json.preview).toBe(true)
    expect(seen.headers.get('x-robots-tag')).toContain('noindex')
    expect((await read(call(`/api/v1/front/promotion/${d.id}?preview=${'x'.repeat(32)}`))).status).toBe(404)
    await db
      .prepare('UPDATE promotions SET preview_expires = ?2 WHERE prmt_no = ?1')
      .bind(d.id, new Date(Date.now() - 1000).toISOString())
      .run()
    expect((await read(call(`/api/v1/front/promotion/${d.id}?preview=${token}`))).status).toBe(404)
  })

  it('scheduled shows from its start time; publish shows it at once with the share tags; end ends it', async () => {
    const d = await newCampaign('게시 기획전')
    const s1 = await put(`${M}/campaigns/${d.id}`, pageOf(d, { ogTitle: '공유용 제목', ogImgSrc: '/img/banner/share.svg' }))
    const sch = await post(`${M}/campaigns/${d.id}/state`, { action: 'schedule', version: s1.json.version })
    expect(sch.status).toBe(200)
    // Starts tomorrow: not yet visible.
    expect((await read(call(`/api/v1/front/promotion/${d.id}`))).status).toBe(404)
    const before = await db.prepare(`SELECT version FROM page_versions WHERE scope = 'campaigns'`).first<{ version: number }>()
    const pub = await post(`${M}/campaigns/${d.id}/state`, { action: 'publish', version: sch.json.version })
    expect(pub.status).toBe(200)
    const after = await db.prepare(`SELECT version FROM page_versions WHERE scope = 'campaigns'`).first<{ version: number }>()
    expect(after!.version).toBeGreaterThan(before!.version)
    const shop = await read(call(`/api/v1/front/promotion/${d.id}`))
    expect(shop.status).toBe(200)
    expect(shop.json.ogTitle).toBe('공유용 제목')
    expect(shop.json.status).toBe('ongoing')
    const detail = await get(`${M}/campaigns/${d.id}`)
    expect(detail.json.phase).toBe('published')
    const end = await post(`${M}/campaigns/${d.id}/state`, { action: 'end', version: pub.json.version })
    expect(end.status).toBe(200)
    expect((await get(`${M}/campaigns/${d.id}`)).json.phase).toBe('ended')
    // A step that does not fit the state is a 409 with a reason, not a stale-version answer.
    const again = await post(`${M}/campaigns/${d.id}/state`, { action: 'end', version: end.json.version })
    expect(again.status).toBe(409)
    expect(again.json.errors[0].reason).toContain('게시 중인 기획전만')
  })

  it('publishing needs an image and a body', async () => {
    const d = await newCampaign('빈 기획전')
    const r = await post(`${M}/campaigns/${d.id}/state`, { action: 'publish', version: d.version })
    expect(r.status).toBe(400)
    expect(r.json.errors[0].reason).toContain('대표 이미지와 본문')
  })

  it('two operators on one page: the second save is 409 with what changed and who saved it; nothing of it is written', async () => {
    const d = await newCampaign('동시 편집 기획전')
    const first = await put(`${M}/campaigns/${d.id}`, pageOf(d, { title: '먼저 저장한 제목' }), mkt2)
    expect(first.status).toBe(200)
    const second = await put(`${M}/campaigns/${d.id}`, pageOf(d, { title: '나중 제목', dcRate: 30 }))
    expect(second.status).toBe(409)
    expect(second.json.by).toBe('mkt02')
    expect(second.json.changes.map((c: any) => c.label)).toContain('제목')
    expect(second.json.changes.find((c: any) => c.field === 'title').now).toBe('먼저 저장한 제목')
    expect(second.json.errors[0].reason).toContain('mkt02님이 먼저 저장했습니다')
    const row = await db.prepare('SELECT title, dc_rate, version FROM promotions WHERE prmt_no = ?1').bind(d.id).first<any>()
    expect(row).toEqual({ title: '먼저 저장한 제목', dc_rate: 20, version: 2 })
    const logs = await db
      .prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action = 'marketing.campaign.save' AND subject = ?1`)
      .bind(`campaign:${d.id}`)
      .first<{ n: number }>()
    expect(logs!.n).toBe(1)
  })

  it('N identical saves at once: exactly one wins', async () => {
    const d = await newCampaign('경합 기획전')
    const all = await Promise.all(Array.from({ length: 6 }, () => put(`${M}/campaigns/${d.id}`, pageOf(d))))
    expect(all.filter((r) => r.status === 200)).toHaveLength(1)
    expect(all.filter((r) => r.status === 409)).toHaveLength(5)
    const row = await db.prepare('SELECT version FROM promotions WHERE prmt_no = ?1').bind(d.id).first<{ version: number }>()
    expect(row!.version).toBe(2)
  })

  it('bad input is a Korean 400; other roles are refused', async () => {
    const d = await newCampaign('검증 기획전')
    const r = await put(`${M}/campaigns/${d.id}`, pageOf(d, { endAt: pageOf(d).startAt, imgSrc: 'javascript:alert(1)' }))
    expect(r.status).toBe(400)
    const fields = r.json.errors.map((e: any) => e.field)
    expect(fields).toContain('imgSrc')
    expect((await put(`${M}/campaigns/999999`, pageOf(d))).status).toBe(404)
    const cs = await operatorCookie('cs01')
    expect((await get(`${M}/campaigns`, cs)).status).toBe(403)
  })

  it('images: PNG stored and served immutable at /media/; SVG refused', async () => {
    const ok = await read(
      call(`${M}/images`, {
        method: 'POST',
        cookie: mkt,
        headers: ORIGIN,
        body: multipart({}, { bytes: pngBytes(1200, 630), name: 'hero.png', type: 'image/png' }),
      }),
    )
    expect(ok.status).toBe(201)
    expect(ok.json).toMatchObject({ width: 1200, height: 630 })
    expect(ok.json.path).toMatch(/^\/media\/[0-9a-f]{32}\.png$/)
    const served = await call(ok.json.path)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toContain('immutable')
    const bad = await read(
      call(`${M}/images`, {
        method: 'POST',
        cookie: mkt,
        headers: ORIGIN,
        body: multipart({}, { bytes: svg, name: 'x.svg', type: 'image/svg+xml' }),
      }),
    )
    expect(bad.status).toBe(400)
    expect(bad.json.errors[0].reason).toContain('JPG, PNG 파일만')
  })

  it('the campaign list by phase', async () => {
    const r = await get(`${M}/campaigns?phase=draft`)
    expect(r.status).toBe(200)
    expect(r.json.campaigns.length).toBeGreaterThan(0)
    expect(r.json.campaigns.every((c: any) => c.phase === 'draft')).toBe(true)
  })
})

describe('main page banners and the /main preview', () => {
  const seoul = (ms: number) => isoToSeoulLocal(new Date(ms).toISOString())
  const day = 86_400_000
  const banner = (over: Record<string, unknown> = {}) => ({
    type: 'MAIN',
    goodsType: '01',
    name: '내일 시작 배너',
    description: '',
    imgSrc: '/img/banner/tomorrow.svg',
    mobileImgSrc: '/img/banner/tomorrow-m.svg',
    linkUrl: '/promotion',
    bgColor: '#ffffff',
    startAt: seoul(Date.now() + day),
    endAt: seoul(Date.now() + 3 * day),
    ...over,
  })

  it('a banner for tomorrow is in the preview for tomorrow and not on today’s /main', async () => {
    const made = await post(`${M}/banners`, banner())
    expect(made.status).toBe(201)
    const tomorrow = await get(`${M}/main-preview?at=${encodeURIComponent(seoul(Date.now() + day + 3_600_000))}&goodsType=01`)
    expect(tomorrow.status).toBe(200)
    expect(tomorrow.json.banners.mainBanners.map((b: any) => b.bannerNo)).toContain(made.json.bannerNo)
    const today = await get(`${M}/main-preview?at=${encodeURIComponent(seoul(Date.now()))}&goodsType=01`)
    expect(today.json.banners.mainBanners.map((b: any) => b.bannerNo)).not.toContain(made.json.bannerNo)
    const shop = await read(call('/v1/front/main/banner/main?goodsType=01'))
    expect(shop.json.mainBanners.map((b: any) => b.bannerNo)).not.toContain(made.json.bannerNo)
    const list = await get(`${M}/banners?type=MAIN&goodsType=01`)
    expect(list.json.banners.find((b: any) => b.bannerNo === made.json.bannerNo).when).toBe('upcoming')
  })

  it('a stale banner save is 409 with what changed; a reorder moves all or nothing', async () => {
    const a = (await post(`${M}/banners`, banner({ type: 'SUB', goodsType: undefined, name: '서브 A' }))).json.bannerNo
    const b = (await post(`${M}/banners`, banner({ type: 'SUB', goodsType: undefined, name: '서브 B' }))).json.bannerNo
    const body = { ...banner({ name: '서브 A 수정' }), version: 1 }
    delete (body as any).type
    delete (body as any).goodsType
    expect((await put(`${M}/banners/${a}`, body, mkt2)).status).toBe(200)
    const stale = await put(`${M}/banners/${a}`, { ...body, name: '서브 A 나중' })
    expect(stale.status).toBe(409)
    expect(stale.json.changes.map((c: any) => c.field)).toEqual(['name'])
    // Reorder with one stale version: nothing moves.
    const before = (await get(`${M}/banners?type=SUB`)).json.banners
    const refused = await post(`${M}/banners/order`, {
      items: [
        { bannerNo: b, version: 1 },
        { bannerNo: a, version: 1 },
      ],
    })
    expect(refused.status).toBe(409)
    expect((await get(`${M}/banners?type=SUB`)).json.banners.map((x: any) => x.bannerNo)).toEqual(before.map((x: any) => x.bannerNo))
    const ok = await post(`${M}/banners/order`, {
      items: [
        { bannerNo: b, version: 1 },
        { bannerNo: a, version: 2 },
      ],
    })
    expect(ok.status).toBe(200)
    const after = (await get(`${M}/banners?type=SUB`)).json.banners.map((x: any) => x.bannerNo)
    expect(after.indexOf(b)).toBeLessThan(after.indexOf(a))
    // The same reorder sent N times at once moves once.
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(`${M}/banners/order`, {
          items: [
            { bannerNo: a, version: 3 },
            { bannerNo: b, version: 2 },
          ],
        }),
      ),
    )
    expect(all.filter((r) => r.status === 200)).toHaveLength(1)
  })

  it('refuses a banner without images, an outside link or a reversed period', async () => {
    const r = await post(`${M}/banners`, banner({ imgSrc: '', linkUrl: 'https://evil.example', endAt: seoul(Date.now()) }))
    expect(r.status).toBe(400)
    const fields = r.json.errors.map((e: any) => e.field)
    expect(fields).toEqual(expect.arrayContaining(['imgSrc', 'linkUrl']))
  })
})
