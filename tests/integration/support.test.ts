import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../src/server/auth/session'
import { db, json } from './helpers'

const P = '/api/v1/front/support'
const post = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
})
const auth = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } })

let alice: string
let bob: string
let store: string

beforeAll(async () => {
  const now = new Date().toISOString()
  await db.batch([
    db
      .prepare(`INSERT INTO members (member_no, login_id, member_nm, reg_dttm, upd_dttm) VALUES (9801, 'cc_alice', '김앨리스', ?1, ?1)`)
      .bind(now),
    db
      .prepare(`INSERT INTO members (member_no, login_id, member_nm, reg_dttm, upd_dttm) VALUES (9802, 'cc_bob', '이밥', ?1, ?1)`)
      .bind(now),
    db
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, auth_role, reg_dttm, upd_dttm) VALUES (9803, 'cc_store', '가맹점', 'ROLE_STORE', ?1, ?1)`,
      )
      .bind(now),
    ...Array.from({ length: 14 }, (_, i) =>
      db
        .prepare(`INSERT INTO notices (notice_no, title, content_html, important_yn, view_count, reg_dttm) VALUES (?1, ?2, ?3, ?4, 0, ?5)`)
        .bind(
          i + 1,
          i === 3 ? '[중요] 개인정보 처리방침 개정 안내' : `배송 안내 ${i + 1}`,
          i === 0 ? '<p onclick="x()">안녕하세요<script>alert(1)</script><a href="javascript:alert(1)">링크</a></p>' : '<p>본문</p>',
          i === 3 ? 'Y' : 'N',
          `2026-10-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
        ),
    ),
  ])
  alice = (await createSession(db, 9801)).token
  bob = (await createSession(db, 9802)).token
  store = (await createSession(db, 9803)).token
})

describe('notices', () => {
  it('pins important notices and pages the rest, newest first', async () => {
    const { status, body } = await json(`${P}/notice/list?page=1&rows=10`)
    expect(status).toBe(200)
    expect(body.important.map((n: any) => n.noticeNo)).toEqual([4])
    expect(body.totalCount).toBe(13)
    expect(body.list).toHaveLength(10)
    expect(body.list[0].noticeNo).toBe(14)
    const p2 = await json(`${P}/notice/list?page=2&rows=10`)
    expect(p2.body.list).toHaveLength(3)
  })
  it('searches titles, with LIKE wildcards taken literally', async () => {
    expect((await json(`${P}/notice/list?keyword=${encodeURIComponent('배송 안내 1')}`)).body.totalCount).toBe(6)
    expect((await json(`${P}/notice/list?keyword=%25`)).body.totalCount).toBe(0)
  })
  it('rejects bad paging with Korean reasons', async () => {
    for (const q of ['page=0', 'rows=500', 'page=abc', `keyword=${'가'.repeat(51)}`]) {
      const { status, body } = await json(`${P}/notice/list?${q}`)
      expect(status, q).toBe(400)
      expect(body.errors[0].reason).toMatch(/[가-힣]/)
    }
  })
  it('serves a detail with sanitized HTML and neighbours; unknown → 404, bad → 400', async () => {
    const { status, body } = await json(`${P}/notice/1`)
    expect(status).toBe(200)
    expect(body.contentHtml).toContain('안녕하세요')
    expect(body.contentHtml).not.toMatch(/script|onclick|javascript:/)
    expect(body.prev).toBeNull()
    expect(body.next.noticeNo).toBe(2)
    expect((await json(`${P}/notice/999`)).status).toBe(404)
    expect((await json(`${P}/notice/abc`)).status).toBe(400)
  })
})

describe('faq', () => {
  it('lists by category and keyword', async () => {
    const all = await json(`${P}/faq/list`)
    expect(all.status).toBe(200)
    expect(all.body.categories).toContain('매장 픽업')
    expect(all.body.list.length).toBeGreaterThanOrEqual(18)
    const cat = await json(`${P}/faq/list?category=${encodeURIComponent('배송')}`)
    expect(cat.body.list.length).toBeGreaterThanOrEqual(3)
    expect(cat.body.list.every((f: any) => f.category === '배송')).toBe(true)
    const kw = await json(`${P}/faq/list?keyword=${encodeURIComponent('픽업')}`)
    expect(kw.body.list.length).toBeGreaterThan(0)
    expect(kw.body.list.every((f: any) => `${f.question}${f.answer}`.includes('픽업'))).toBe(true)
  })
  it('rejects an unknown category', async () => {
    expect((await json(`${P}/faq/list?category=foo`)).status).toBe(400)
  })
})

describe('1:1 inquiries', () => {
  const good = { category: '배송', title: '배송이 아직 안 왔어요', content: '지난주에 주문한 안경테가 아직 도착하지 않았습니다.' }
  it('is for members only', async () => {
    expect((await json(`${P}/inquiry/list`)).status).toBe(401)
    expect((await json(`${P}/inquiry`, post(good))).status).toBe(401)
  })
  it('refuses store accounts', async () => {
    expect((await json(`${P}/inquiry/list`, auth(store))).status).toBe(403)
    expect((await json(`${P}/inquiry`, post(good, store))).status).toBe(403)
  })
  it('validates the body', async () => {
    for (const bad of [
      { ...good, category: '칭찬' },
      { ...good, title: '' },
      { ...good, content: '짧아요' },
      { ...good, title: 'x'.repeat(61) },
      {},
    ]) {
      const { status, body } = await json(`${P}/inquiry`, post(bad, alice))
      expect(status).toBe(400)
      expect(body.errors[0].reason).toMatch(/[가-힣]/)
    }
  })
  it('stores an inquiry and shows it only to its writer, waiting for an answer', async () => {
    const created = await json(`${P}/inquiry`, post(good, alice))
    expect(created.status).toBe(201)
    expect(created.body.inquiryNo).toBeGreaterThan(0)
    const mine = await json(`${P}/inquiry/list`, auth(alice))
    expect(mine.status).toBe(200)
    expect(mine.body.totalCount).toBe(1)
    expect(mine.body.list[0]).toMatchObject({ title: good.title, category: '배송', answerState: 'WAITING', answer: null })
    const theirs = await json(`${P}/inquiry/list`, auth(bob))
    expect(theirs.body.totalCount).toBe(0)
    await db
      .prepare(`UPDATE inquiries SET answer = '확인 후 다시 보내 드렸습니다.', answer_dttm = ?1 WHERE inquiry_no = ?2`)
      .bind(new Date().toISOString(), created.body.inquiryNo)
      .run()
    expect((await json(`${P}/inquiry/list`, auth(alice))).body.list[0].answerState).toBe('ANSWERED')
  })
})

describe('articles', () => {
  it('lists and shows magazine and inspection articles; unknown → 404', async () => {
    for (const kind of ['magazine', 'inspection']) {
      const list = await json(`${P}/${kind}/list`)
      expect(list.status).toBe(200)
      expect(list.body.list.length).toBeGreaterThanOrEqual(3)
      expect(list.body.list[0].imgSrc).toMatch(/^\/img\/banner\//)
      const one = await json(`${P}/${kind}/${list.body.list[0].id}`)
      expect(one.status).toBe(200)
      expect(one.body.contentHtml).toContain('<p>')
      expect((await json(`${P}/${kind}/9999`)).status).toBe(404)
      expect((await json(`${P}/${kind}/0`)).status).toBe(400)
    }
  })
})

describe('lens guide', () => {
  it('recommends a group from the answers', async () => {
    const r = await json(`${P}/lensguide/recommend?age=a50&screen=low&wear=glasses&concern=near`)
    expect(r.status).toBe(200)
    expect(r.body.group).toMatchObject({ code: 'progressive', goodsType: '03' })
    const c = await json(`${P}/lensguide/recommend?age=a20&screen=low&wear=contact&concern=none`)
    expect(c.body.group).toMatchObject({ code: 'oneday', goodsType: '04' })
  })
  it('rejects missing or unknown answers', async () => {
    expect((await json(`${P}/lensguide/recommend?age=a20`)).status).toBe(400)
    expect((await json(`${P}/lensguide/recommend?age=a99&screen=low&wear=contact&concern=none`)).status).toBe(400)
  })
})

describe('partnership', () => {
  const good = {
    company: '(주)밝은눈',
    contactName: '박담당',
    phone: '010-1234-5678',
    email: 'biz@bright.kr',
    content: '안경 닦이 공동 기획 상품을 제안드립니다.',
    privacyAgree: true,
  }
  it('stores a request', async () => {
    const r = await json(`${P}/partnership`, post(good))
    expect(r.status).toBe(201)
    const row = await db
      .prepare('SELECT phone, company FROM partnership_requests WHERE request_no = ?1')
      .bind(r.body.requestNo)
      .first<{ phone: string }>()
    expect(row).toMatchObject({ phone: '01012345678', company: '(주)밝은눈' })
  })
  it('requires consent and valid contacts', async () => {
    for (const bad of [
      { ...good, privacyAgree: false },
      { ...good, email: 'nope' },
      { ...good, phone: '12' },
      { ...good, company: '' },
    ]) {
      expect((await json(`${P}/partnership`, post(bad))).status).toBe(400)
    }
  })
})
