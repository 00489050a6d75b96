import { beforeAll, describe, expect, it } from 'vitest'
import { isoToSeoulLocal } from '../../src/shared/admin/campaign'
import { call, db, operatorCookie, read, seedShop } from './helpers'

/** Customer-center content in the marketing desk (issue 27): notices, FAQ, magazine, terms versions and consents. */
const ORIGIN = { origin: 'https://shop.test' }
const M = '/admin/api/marketing'
let mkt: string

const post = (path: string, json: unknown, cookie = mkt) => read(call(path, { cookie, json, headers: ORIGIN }))
const put = (path: string, json: unknown, cookie = mkt) => read(call(path, { cookie, json, method: 'PUT', headers: ORIGIN }))
const get = (path: string, cookie = mkt) => read(call(path, { cookie }))
const local = (minutes: number) => isoToSeoulLocal(new Date(Date.now() + minutes * 60_000).toISOString())
const version = async (scope: string) =>
  (await db.prepare('SELECT version FROM page_versions WHERE scope = ?1').bind(scope).first<{ version: number }>())?.version ?? 0

beforeAll(async () => {
  await seedShop()
  mkt = await operatorCookie('mkt01')
})

describe('notices, FAQ and magazine articles', () => {
  it('a notice is a draft until published, then shows in the shop (list, detail, front door); its HTML is sanitized', async () => {
    const title = `콘솔 공지 ${Date.now()}`
    const created = await post(`${M}/content/notices`, {
      title,
      contentHtml: '<p>설 연휴 배송 안내</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      important: true,
      publishAt: local(-1),
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const id = created.json.id as number
    const shopList = async () => (await read(call('/api/v1/front/support/notice/list?page=1&rows=50'))).json
    const titles = (l: any) => [...l.important, ...l.list].map((n: { title: string }) => n.title)
    expect(titles(await shopList())).not.toContain(title)
    expect((await read(call(`/api/v1/front/support/notice/${id}`))).status).toBe(404)

    const d = (await get(`${M}/content/notices/${id}`)).json
    expect(d).toMatchObject({ phase: 'draft', version: 1 })
    expect(d.fields.contentHtml).not.toMatch(/script|onerror/)
    const before = await version('main')
    const pub = await post(`${M}/content/notices/${id}/state`, { action: 'publish', version: 1 })
    expect(pub.status).toBe(200)
    expect(await version('main')).toBe(before + 1)
    expect(titles(await shopList())).toContain(title)
    const detail = await read(call(`/api/v1/front/support/notice/${id}`))
    expect(detail.status).toBe(200)
    expect(detail.json.contentHtml).toContain('설 연휴 배송 안내')
    expect(detail.json.contentHtml).not.toMatch(/script|onerror/)
    const main = await read(call('/v1/front/main/page?goodsType=01'))
    expect(JSON.stringify(main.json)).toContain(title)

    // Rescheduled an hour ahead: gone from the shop until then.
    const now = (await get(`${M}/content/notices/${id}`)).json
    const later = await put(`${M}/content/notices/${id}`, { ...now.fields, publishAt: local(60), version: now.version })
    expect(later.status, JSON.stringify(later.json)).toBe(200)
    expect((await get(`${M}/content/notices/${id}`)).json.phase).toBe('scheduled')
    expect(titles(await shopList())).not.toContain(title)
  })

  it('a stale save is 409 with what changed; N identical saves, one wins; bad input is a Korean 400', async () => {
    const c = await post(`${M}/content/faqs`, {
      category: '배송',
      question: '배송은 얼마나 걸리나요?',
      answer: '2~3일 걸려요.',
      sortSeq: 1,
      publishAt: local(-1),
    })
    expect(c.status).toBe(201)
    const id = c.json.id
    const base = { category: '배송', question: '배송은 얼마나 걸리나요?', answer: '2~3일 걸려요.', sortSeq: 1, publishAt: local(-1) }
    expect((await put(`${M}/content/faqs/${id}`, { ...base, answer: '보통 2일이에요.', version: 1 })).status).toBe(200)
    const stale = await put(`${M}/content/faqs/${id}`, { ...base, answer: '늦은 답변', version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.json.changes.map((x: { label: string }) => x.label)).toContain('답변')
    const rs = await Promise.all(
      Array.from({ length: 5 }, (_, i) => put(`${M}/content/faqs/${id}`, { ...base, answer: `동시 ${i}`, version: 2 })),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status === 409)).toHaveLength(4)

    expect((await post(`${M}/content/faqs/${id}/state`, { action: 'publish', version: 3 })).status).toBe(200)
    const faq = await read(call('/api/v1/front/support/faq/list?category=배송'))
    expect(JSON.stringify(faq.json)).toContain('배송은 얼마나 걸리나요?')

    const bad = await post(`${M}/content/faqs`, { ...base, category: '없는 분류', question: '' })
    expect(bad.status).toBe(400)
    expect(bad.json.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['category', 'question']))
    const noBody = await post(`${M}/content/notices`, { title: '빈 공지', contentHtml: '<p> </p>', important: false, publishAt: local(0) })
    expect(noBody.status).toBe(400)
    expect(
      (
        await post(
          `${M}/content/notices`,
          { title: 'x', contentHtml: '<p>x</p>', important: false, publishAt: local(0) },
          await operatorCookie('cs01'),
        )
      ).status,
    ).toBe(403)
  })

  it('a magazine article needs its image; published, its page shows it', async () => {
    const noImage = await post(`${M}/content/magazine`, {
      category: '안경 상식',
      title: '겨울철 안경 김서림',
      summary: '김서림을 줄이는 방법',
      imgSrc: '',
      contentHtml: '<p>본문</p>',
      publishAt: local(-1),
    })
    expect(noImage.status).toBe(400)
    const c = await post(`${M}/content/magazine`, {
      category: '안경 상식',
      title: '겨울철 안경 김서림',
      summary: '김서림을 줄이는 방법',
      imgSrc: '/img/banner/winter.svg',
      contentHtml: '<h2>김서림</h2><p>본문</p>',
      publishAt: local(-1),
    })
    expect(c.status).toBe(201)
    expect((await read(call(`/api/v1/front/support/magazine/${c.json.id}`))).status).toBe(404)
    expect((await post(`${M}/content/magazine/${c.json.id}/state`, { action: 'publish', version: 1 })).status).toBe(200)
    const shop = await read(call(`/api/v1/front/support/magazine/${c.json.id}`))
    expect(shop.status).toBe(200)
    expect(shop.json.title).toBe('겨울철 안경 김서림')
  })
})

describe('terms versions', () => {
  it('a new version is a draft until published; members see the version in force; consents keep the version agreed to', async () => {
    const shopTerms = async () => (await read(call('/api/v1/front/terms/service'))).json
    const inForce = (await shopTerms()).version as string
    const v = `t${Date.now().toString(36)}`
    const created = await post(`${M}/terms/service`, { version: v })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect((await post(`${M}/terms/service`, { version: v })).status).toBe(409)
    const d = (await get(`${M}/terms/service/${v}`)).json
    expect(d).toMatchObject({ state: 'draft', rev: 1 })
    expect((await shopTerms()).versions.map((x: { version: string }) => x.version)).not.toContain(v)

    // A member who agrees now keeps the version in force now.
    const agreedAt = new Date().toISOString()
    await db
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, terms_agree_dttm, reg_dttm, upd_dttm) VALUES (820001, 'terms_a', '약관', ?1, ?1, ?1)`,
      )
      .bind(agreedAt)
      .run()
    const consent = async (no: number) =>
      (
        await db
          .prepare(`SELECT version FROM member_terms_consents WHERE member_no = ?1 AND terms_cd = 'service'`)
          .bind(no)
          .first<{ version: string }>()
      )?.version

    expect(await consent(820001)).toBe(inForce)

    const today = isoToSeoulLocal(new Date().toISOString()).slice(0, 10)
    const saved = await put(`${M}/terms/service/${v}`, {
      rev: 1,
      title: '이용약관',
      effectiveYmd: today,
      contentHtml: '<p>새 이용약관 제1조</p><script>x</script>',
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect(
      (await put(`${M}/terms/service/${v}`, { rev: 1, title: '늦은 저장', effectiveYmd: today, contentHtml: '<p>x</p>' })).status,
    ).toBe(409)
    const before = await version('terms')
    const pub = await post(`${M}/terms/service/${v}/publish`, { rev: 2 })
    expect(pub.status, JSON.stringify(pub.json)).toBe(200)
    expect(await version('terms')).toBe(before + 1)
    const now = await shopTerms()
    expect(now.version).toBe(v)
    expect(now.contentHtml).toContain('새 이용약관 제1조')
    expect(now.contentHtml).not.toContain('script')
    // Published: never edited again.
    const edit = await put(`${M}/terms/service/${v}`, { rev: 3, title: '바꾸기', effectiveYmd: today, contentHtml: '<p>y</p>' })
    expect(edit.status).toBe(409)
    expect(edit.json.errors[0].reason).toMatch(/새 버전/)

    // The earlier member still holds the version they agreed to; a member agreeing now gets the new one.
    expect(await consent(820001)).toBe(inForce)
    await db
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, terms_agree_dttm, reg_dttm, upd_dttm) VALUES (820002, 'terms_b', '약관', ?1, ?1, ?1)`,
      )
      .bind(new Date().toISOString())
      .run()
    expect(await consent(820002)).toBe(v)
    const list = (await get(`${M}/terms`)).json.versions.filter((x: { termsCd: string }) => x.termsCd === 'service')
    expect(list.find((x: { version: string }) => x.version === v)).toMatchObject({ inForce: true, state: 'published' })
    expect(list.find((x: { version: string }) => x.version === v).consents).toBeGreaterThanOrEqual(1)
  })

  it('a version effective tomorrow is published but not in force yet; a past effective day is refused', async () => {
    const v = `u${Date.now().toString(36)}`
    expect((await post(`${M}/terms/privacypolicy`, { version: v })).status).toBe(201)
    const tomorrow = isoToSeoulLocal(new Date(Date.now() + 86_400_000).toISOString()).slice(0, 10)
    const yesterday = isoToSeoulLocal(new Date(Date.now() - 86_400_000).toISOString()).slice(0, 10)
    expect(
      (
        await put(`${M}/terms/privacypolicy/${v}`, {
          rev: 1,
          title: '개인정보 처리방침',
          effectiveYmd: yesterday,
          contentHtml: '<p>과거</p>',
        })
      ).status,
    ).toBe(200)
    const past = await post(`${M}/terms/privacypolicy/${v}/publish`, { rev: 2 })
    expect(past.status).toBe(400)
    expect(
      (
        await put(`${M}/terms/privacypolicy/${v}`, {
          rev: 2,
          title: '개인정보 처리방침',
          effectiveYmd: tomorrow,
          contentHtml: '<p>내일부터</p>',
        })
      ).status,
    ).toBe(200)
    expect((await post(`${M}/terms/privacypolicy/${v}/publish`, { rev: 3 })).status).toBe(200)
    const shop = (await read(call('/api/v1/front/terms/privacypolicy'))).json
    expect(shop.version).not.toBe(v)
    const list = (await get(`${M}/terms`)).json.versions
    expect(list.find((x: { termsCd: string; version: string }) => x.termsCd === 'privacypolicy' && x.version === v)).toMatchObject({
      upcoming: true,
      inForce: false,
    })
  })
})
