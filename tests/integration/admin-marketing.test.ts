import { beforeAll, describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
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

  it('a sign-up banner for guests only reaches the shop marked GUEST (the shop hides it from members); audience changes by a save', async () => {
    const made = await post(`${M}/banners`, banner({ name: '가입 혜택 배너', startAt: seoul(Date.now() - day), audience: 'GUEST' }))
    expect(made.status).toBe(201)
    const shop = await read(call('/v1/front/main/banner/main?goodsType=01'))
    expect(shop.json.mainBanners.find((b: any) => b.bannerNo === made.json.bannerNo)?.audience).toBe('GUEST')
    const listed = (await get(`${M}/banners?type=MAIN&goodsType=01`)).json.banners.find((b: any) => b.bannerNo === made.json.bannerNo)
    expect(listed.audience).toBe('GUEST')
    const { type: _t, goodsType: _g, ...fields } = banner({ name: '가입 혜택 배너', startAt: seoul(Date.now() - day) })
    expect((await put(`${M}/banners/${made.json.bannerNo}`, { ...fields, audience: 'MEMBER', version: listed.version })).status).toBe(200)
    const after = await read(call('/v1/front/main/banner/main?goodsType=01'))
    expect(after.json.mainBanners.find((b: any) => b.bannerNo === made.json.bannerNo)?.audience).toBe('MEMBER')
    const bad = await post(`${M}/banners`, banner({ audience: 'STAFF' }))
    expect(bad.status).toBe(400)
    expect(bad.json.errors.map((e: any) => e.field)).toContain('audience')
  })

  it('refuses a banner without images, an outside link or a reversed period', async () => {
    const r = await post(`${M}/banners`, banner({ imgSrc: '', linkUrl: 'https://evil.example', endAt: seoul(Date.now()) }))
    expect(r.status).toBe(400)
    const fields = r.json.errors.map((e: any) => e.field)
    expect(fields).toEqual(expect.arrayContaining(['imgSrc', 'linkUrl']))
  })
})

describe('segment coupon issue', () => {
  it('a segment issue to all 실버 members started N times at once is one run, and issues once each', async () => {
    const now = new Date().toISOString()
    const far = new Date(Date.now() + 30 * 86_400_000).toISOString()
    // 620 new 실버 members (two batches of 500), one dormant 실버 (not in the segment), one who already has the coupon.
    await db
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, grade_cd, reg_dttm, upd_dttm)
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 620)
         SELECT 700000 + i, 'silver_' || i, '실버회원', 'SILVER', ?1, ?1 FROM n`,
      )
      .bind(now)
      .run()
    await db
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, grade_cd, status, reg_dttm, upd_dttm) VALUES (799999, 'silver_dormant', '휴면', 'SILVER', 'DORMANT', ?1, ?1)`,
      )
      .bind(now)
      .run()
    const coupon = await db
      .prepare(
        `INSERT INTO coupons (coupon_kind_cd, coupon_nm, benefit_type_cd, benefit_value, valid_type_cd, valid_start_dttm, valid_end_dttm,
           issue_start_dttm, issue_end_dttm, reg_dttm) VALUES ('DIRECT', '실버 감사 쿠폰', 'AMOUNT', 3000, 'FIXED', ?1, ?2, ?1, ?2, ?1) RETURNING coupon_no`,
      )
      .bind(now, far)
      .first<{ coupon_no: number }>()
    const couponNo = coupon!.coupon_no
    await db
      .prepare(
        `INSERT INTO member_coupons (coupon_no, member_no, valid_start_dttm, valid_end_dttm, issue_dttm) VALUES (?1, 700001, ?2, ?3, ?2)`,
      )
      .bind(couponNo, now, far)
      .run()
    const silver = (await db
      .prepare(`SELECT COUNT(*) AS n FROM members WHERE grade_cd = 'SILVER' AND status = 'ACTIVE'`)
      .first<{ n: number }>())!.n

    const starts = await Promise.all(
      Array.from({ length: 6 }, () => post(`${M}/coupons/${couponNo}/segment-issue`, { grade: 'SILVER', consentOnly: false })),
    )
    expect(starts.filter((r) => r.status === 202)).toHaveLength(1)
    expect(starts.filter((r) => r.status === 200)).toHaveLength(5)
    const runNos = new Set(starts.map((r) => r.json.runNo))
    expect(runNos.size).toBe(1)
    const runNo = starts[0]!.json.runNo as number
    expect(starts[0]!.json.total).toBe(silver)

    // Drive the run to its end from two workers at once (as a redelivered message would): the cursor guard keeps it single.
    const { runIssueBatch } = await import('../../src/server/jobs/segment-coupon-issue')
    const drive = async () => {
      for (let i = 0; i < 20 && (await runIssueBatch(env as never, runNo)) > 0; i++);
    }
    await Promise.all([drive(), drive()])
    const run = await get(`${M}/issue-runs/${runNo}`)
    expect(run.json.state).toBe('DONE')
    expect(run.json.considered).toBe(silver)
    expect(run.json.issued + run.json.skipped).toBe(silver)
    expect(run.json.skipped).toBeGreaterThanOrEqual(1)
    const per = await db
      .prepare(
        `SELECT COUNT(*) AS members, SUM(c) AS rows FROM (SELECT member_no, COUNT(*) AS c FROM member_coupons WHERE coupon_no = ?1 GROUP BY member_no)`,
      )
      .bind(couponNo)
      .first<{ members: number; rows: number }>()
    expect(per).toEqual({ members: silver, rows: silver })
    const dormant = await db
      .prepare('SELECT COUNT(*) AS n FROM member_coupons WHERE coupon_no = ?1 AND member_no = 799999')
      .bind(couponNo)
      .first<{ n: number }>()
    expect(dormant!.n).toBe(0)
    // Started again after it is done: a new run that issues nobody twice.
    const again = await post(`${M}/coupons/${couponNo}/segment-issue`, { grade: 'SILVER', consentOnly: false })
    expect(again.status).toBe(202)
    for (let i = 0; i < 20 && (await runIssueBatch(env as never, again.json.runNo)) > 0; i++);
    const second = await get(`${M}/issue-runs/${again.json.runNo}`)
    expect(second.json).toMatchObject({ state: 'DONE', issued: 0, skipped: silver })
  })

  it('refuses a coupon it cannot issue to a segment', async () => {
    const r = await post(`${M}/coupons/999999/segment-issue`, { grade: 'SILVER', consentOnly: false })
    expect(r.status).toBe(404)
    const bad = await post(`${M}/coupons/1/segment-issue`, { grade: 'DIAMOND', consentOnly: false })
    expect(bad.status).toBe(400)
  })
})
