import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, operatorCookie, read, seedShop, tokenFor } from './helpers'
import { operatorSql } from '../../src/demo/seed'

/** Desk 1 (customer service) through the console API, with the shop's own calls for what the member sees. */
const ORIGIN = { origin: 'https://shop.test' }
let cs: string
let cs2: string
let member: { no: number; token: string; mobile: string }
let goodsNo: string

const post = (path: string, json: unknown, cookie = cs) => read(call(path, { cookie, json, headers: ORIGIN }))
const put = (path: string, json: unknown, cookie = cs) => read(call(path, { cookie, json, method: 'PUT', headers: ORIGIN }))
const get = (path: string, cookie = cs) => read(call(path, { cookie }))
const nowIso = () => new Date().toISOString()

async function newInquiry(title: string) {
  const r = await db
    .prepare(
      `INSERT INTO inquiries (member_no, category, title, content, reg_dttm) VALUES (?1, '배송', ?2, '언제 도착하나요? 주문한 지 5일 지났어요.', ?3) RETURNING inquiry_no`,
    )
    .bind(member.no, title, nowIso())
    .first<{ inquiry_no: number }>()
  return r!.inquiry_no
}

beforeAll(async () => {
  await seedShop()
  const hash = (await db.prepare(`SELECT password_hash FROM operators WHERE login_id = 'cs01'`).first<{ password_hash: string }>())!
    .password_hash
  for (const s of operatorSql({
    no: 21,
    loginId: 'cs02',
    name: '두번째상담',
    roles: ['CS'],
    totpSecret: null,
    passwordHash: hash,
    regDttm: nowIso(),
  }))
    await db.prepare(s).run()
  cs = await operatorCookie('cs01')
  cs2 = await operatorCookie('cs02')
  const m = await db
    .prepare(`SELECT member_no, mobile FROM members WHERE login_id = 'member01'`)
    .first<{ member_no: number; mobile: string }>()
  member = { no: m!.member_no, token: await tokenFor('member01'), mobile: m!.mobile }
  goodsNo = (await db.prepare(`SELECT goods_no FROM goods WHERE display_yn = 'Y' ORDER BY goods_no LIMIT 1`).first<{ goods_no: string }>())!
    .goods_no
})

describe('the inbox', () => {
  it('lists both kinds with filters (state, kind, category, period, goods, keyword), masked askers, 20 a page', async () => {
    const no = await newInquiry('배송 문의 필터테스트')
    await db
      .prepare(
        `INSERT INTO goods_qna (goods_no, member_no, writer_nm, question, reg_dttm) VALUES (?1, ?2, '김다비', '이 안경테 무게가 궁금해요 필터테스트', ?3)`,
      )
      .bind(goodsNo, member.no, nowIso())
      .run()
    const all = await get('/admin/api/cs/inquiries?state=WAITING&keyword=필터테스트')
    expect(all.status).toBe(200)
    expect(all.json.rows.map((r: { no: string }) => r.no[0]).sort()).toEqual(['I', 'Q'])
    const one = all.json.rows.find((r: { no: string }) => r.no === `I${no}`)
    expect(one.member.name).not.toBe('김다비')
    expect(one.member.name).toContain('*')
    const qna = await get(`/admin/api/cs/inquiries?kind=qna&goodsNo=${goodsNo}&keyword=필터테스트`)
    expect(qna.json.rows).toHaveLength(1)
    const cat = await get('/admin/api/cs/inquiries?category=배송&keyword=필터테스트')
    expect(cat.json.rows.map((r: { no: string }) => r.no)).toEqual([`I${no}`])
    const ymd = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '')
    const today = await get(`/admin/api/cs/inquiries?from=${ymd}&to=${ymd}&keyword=필터테스트`)
    expect(today.json.total).toBe(2)
    const old = await get(`/admin/api/cs/inquiries?from=20200101&to=20200102&keyword=필터테스트`)
    expect(old.json.total).toBe(0)
    for (const bad of ['state=DONE', 'from=20261340', 'page=0', 'category=없음', 'kind=x'])
      expect((await get(`/admin/api/cs/inquiries?${encodeURI(bad)}`)).status, bad).toBe(400)
  })

  it('shows the asker (masked) and recent orders beside the question; the read is logged', async () => {
    const no = await newInquiry('주문 확인 부탁드려요')
    const d = await get(`/admin/api/cs/inquiries/I${no}`)
    expect(d.status).toBe(200)
    expect(d.json.member.mobile).toMatch(/\*/)
    expect(d.json.member.mobile).not.toBe(member.mobile)
    expect(Array.isArray(d.json.orders)).toBe(true)
    expect(d.json.orders.length).toBeGreaterThan(0)
    expect(d.json.orders[0].ordNo).toBeTruthy()
    const log = await db
      .prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action = 'cs.inquiry.read' AND subject = ?1`)
      .bind(`inquiry:${no}`)
      .first<{ n: number }>()
    expect(log!.n).toBe(1)
    expect((await get('/admin/api/cs/inquiries/I999999')).status).toBe(404)
  })

  it('reveals one field of one member only with a reason, and logs the reason', async () => {
    expect((await post(`/admin/api/cs/members/${member.no}/reveal`, { field: 'mobile' })).status).toBe(400)
    const r = await post(`/admin/api/cs/members/${member.no}/reveal`, { field: 'mobile', reason: '배송 지연 안내 전화' })
    expect(r.status).toBe(200)
    expect(r.json.value).toBe(member.mobile)
    const log = await db
      .prepare(`SELECT reason, detail FROM operator_access_log WHERE action = 'cs.member.reveal' AND subject = ?1 ORDER BY log_no DESC`)
      .bind(`member:${member.no}`)
      .first()
    expect(log).toEqual({ reason: '배송 지연 안내 전화', detail: 'mobile' })
  })
})

describe('answering: one answer, one notice, even when two operators answer at once', () => {
  it('6 concurrent answers (two operators): one 200, the rest 409 with the winner’s answer; the member is told once (inbox + SMS)', async () => {
    const no = await newInquiry('동시 답변 테스트')
    const smsBefore = (await db
      .prepare(`SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile = ?1`)
      .bind(member.mobile)
      .first<{ n: number }>())!.n
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(`/admin/api/cs/inquiries/I${no}/answer`, { answer: `안녕하세요, 답변 ${i}번입니다.` }, i % 2 ? cs2 : cs),
      ),
    )
    const ok = answers.filter((a) => a.status === 200)
    expect(ok).toHaveLength(1)
    const lost = answers.filter((a) => a.status === 409)
    expect(lost).toHaveLength(5)
    for (const l of lost) {
      expect(l.json.current.answer).toBe(ok[0].json.answer)
      expect(l.json.errors[0].reason).toContain('먼저 답변을 저장')
    }
    const row = await db.prepare(`SELECT answer FROM inquiries WHERE inquiry_no = ?1`).bind(no).first<{ answer: string }>()
    expect(row!.answer).toBe(ok[0].json.answer)
    const inbox = await db
      .prepare(`SELECT COUNT(*) AS n FROM member_notifications WHERE member_no = ?1 AND dedup_key = ?2`)
      .bind(member.no, `answer:I${no}`)
      .first<{ n: number }>()
    expect(inbox!.n).toBe(1)
    const sms = (await db.prepare(`SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile = ?1`).bind(member.mobile).first<{ n: number }>())!.n
    expect(sms - smsBefore).toBe(1)
    const logs = await db
      .prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action = 'cs.inquiry.answer' AND subject = ?1`)
      .bind(`inquiry:${no}`)
      .first<{ n: number }>()
    expect(logs!.n).toBe(1)

    // The member sees the answer on their page.
    const mine = await read(call(`/api/v1/front/support/inquiry/${no}`, { token: member.token }))
    expect(mine.json.answer).toBe(ok[0].json.answer)
    expect(mine.json.answerEditDttm).toBeNull()
  })

  it('an edit shows its time to the member; an edit over someone else’s newer edit is a 409; no second notice', async () => {
    const no = await newInquiry('답변 수정 테스트')
    const first = await post(`/admin/api/cs/inquiries/${no}/answer`, { answer: '첫 답변입니다.' })
    expect(first.status).toBe(200)
    const seen = first.json.answerDttm as string
    const edit = await put(`/admin/api/cs/inquiries/I${no}/answer`, { answer: '고친 답변입니다.', expectedAnswerDttm: seen })
    expect(edit.status).toBe(200)
    expect(edit.json.answerEditDttm).toBeTruthy()
    const stale = await put(`/admin/api/cs/inquiries/I${no}/answer`, { answer: '옛 화면에서 고친 답변', expectedAnswerDttm: seen }, cs2)
    expect(stale.status).toBe(409)
    expect(stale.json.current.answer).toBe('고친 답변입니다.')
    const mine = await read(call(`/api/v1/front/support/inquiry/${no}`, { token: member.token }))
    expect(mine.json.answer).toBe('고친 답변입니다.')
    expect(mine.json.answerEditDttm).toBe(edit.json.answerEditDttm)
    const inbox = await db
      .prepare(`SELECT COUNT(*) AS n FROM member_notifications WHERE dedup_key = ?1`)
      .bind(`answer:I${no}`)
      .first<{ n: number }>()
    expect(inbox!.n).toBe(1)
  })

  it('a goods question answered in the console shows on the product page', async () => {
    const q = await db
      .prepare(
        `INSERT INTO goods_qna (goods_no, member_no, writer_nm, question, reg_dttm) VALUES (?1, ?2, '김다비', '코받침 교체 되나요?', ?3) RETURNING qna_no`,
      )
      .bind(goodsNo, member.no, nowIso())
      .first<{ qna_no: number }>()
    const a = await post(`/admin/api/cs/inquiries/Q${q!.qna_no}/answer`, { answer: '네, 가까운 매장에서 무료로 교체해 드립니다.' })
    expect(a.status).toBe(200)
    const page = await read(call(`/api/v1/front/qna/goods/${goodsNo}?page=1`))
    const item = page.json.list.find((x: { qnaNo: number }) => x.qnaNo === q!.qna_no)
    expect(item.answer).toBe('네, 가까운 매장에서 무료로 교체해 드립니다.')
    const inbox = await db
      .prepare(`SELECT COUNT(*) AS n FROM member_notifications WHERE dedup_key = ?1`)
      .bind(`answer:Q${q!.qna_no}`)
      .first<{ n: number }>()
    expect(inbox!.n).toBe(1)
  })

  it('refuses an empty answer in Korean (400)', async () => {
    const no = await newInquiry('빈 답변')
    const r = await post(`/admin/api/cs/inquiries/I${no}/answer`, { answer: ' ' })
    expect(r.status).toBe(400)
    expect(r.json.errors[0].reason).toMatch(/답변/)
  })
})

describe('reviews', () => {
  async function paidReview(points: number) {
    const r = await db
      .prepare(
        `INSERT INTO goods_reviews (goods_no, member_no, writer_nm, score, content, photo_yn, display_yn, reg_dttm, point_amt)
         VALUES (?1, ?2, '김다비', 1, '별로예요 욕설이 섞인 리뷰', 'N', 'Y', ?3, ?4) RETURNING review_no`,
      )
      .bind(goodsNo, member.no, nowIso(), points)
      .first<{ review_no: number }>()
    await db
      .prepare(`INSERT INTO point_ledger (member_no, amount, reason, reg_dttm, ref_key) VALUES (?1, ?2, '후기작성', ?3, ?4)`)
      .bind(member.no, points, nowIso(), `review-pay-test:${r!.review_no}`)
      .run()
    return r!.review_no
  }
  const balance = async () =>
    (await db
      .prepare(`SELECT COALESCE(SUM(amount), 0) AS b FROM point_ledger WHERE member_no = ?1`)
      .bind(member.no)
      .first<{ b: number }>())!.b

  it('5 concurrent blinds of a paid review: one effect, the points taken back once in the same batch, the rest 409; the writer sees the reason', async () => {
    const reviewNo = await paidReview(700)
    const before = await balance()
    const res = await Promise.all(
      Array.from({ length: 5 }, () => post(`/admin/api/cs/reviews/${reviewNo}/blind`, { blind: true, reason: '욕설이 포함되어 있어요' })),
    )
    expect(res.filter((r) => r.status === 200)).toHaveLength(1)
    expect(res.filter((r) => r.status === 409)).toHaveLength(4)
    expect(await balance()).toBe(before - 700)
    const lines = await db
      .prepare(`SELECT amount, reason FROM point_ledger WHERE member_no = ?1 AND ref_key = ?2`)
      .bind(member.no, `review-withdraw:${reviewNo}:0`)
      .all()
    expect(lines.results).toEqual([{ amount: -700, reason: '후기적립 회수' }])
    const mine = await read(call('/api/v1/front/review/mine', { token: member.token }))
    const my = mine.json.written.find((w: { reviewNo: number }) => w.reviewNo === reviewNo)
    expect(my.blind.reason).toBe('욕설이 포함되어 있어요')
    const pub = await read(call(`/api/v1/front/review/goods/${goodsNo}?page=1&rows=30`))
    expect(pub.json.list.some((x: { reviewNo: number }) => x.reviewNo === reviewNo)).toBe(false)
    // Unblind shows it again without paying the points a second time.
    const un = await post(`/admin/api/cs/reviews/${reviewNo}/blind`, { blind: false, reason: '재검토 결과 문제없음' })
    expect(un.status).toBe(200)
    expect(await balance()).toBe(before - 700)
    const again = await post(`/admin/api/cs/reviews/${reviewNo}/blind`, { blind: true, reason: '다시 블라인드' })
    expect(again.status).toBe(200)
    expect(await balance()).toBe(before - 700)
  })

  it('an operator reply shows under the review; filters by score and blind state; a blind needs a reason', async () => {
    const reviewNo = await paidReview(0)
    expect((await post(`/admin/api/cs/reviews/${reviewNo}/blind`, { blind: true })).status).toBe(400)
    const rep = await put(`/admin/api/cs/reviews/${reviewNo}/reply`, { reply: '불편을 드려 죄송합니다. 매장에서 다시 봐 드릴게요.' })
    expect(rep.status).toBe(200)
    const pub = await read(call(`/api/v1/front/review/goods/${goodsNo}?page=1&rows=30`))
    expect(pub.json.list.find((x: { reviewNo: number }) => x.reviewNo === reviewNo).reply.content).toContain('죄송합니다')
    const list = await get('/admin/api/cs/reviews?score=1&blinded=N&keyword=욕설')
    expect(list.json.rows.some((r: { reviewNo: number }) => r.reviewNo === reviewNo)).toBe(true)
    expect(list.json.rows.every((r: { score: number; blinded: boolean }) => r.score === 1 && !r.blinded)).toBe(true)
    expect((await put('/admin/api/cs/reviews/999999/reply', { reply: '없는 리뷰' })).status).toBe(404)
  })
})

describe('style-vote posts', () => {
  it('restores a post hidden by reports (reports start over) and removes one for good', async () => {
    const v = await db
      .prepare(
        `INSERT INTO style_votes (title, description, start_dttm, end_dttm, member_no, writer_nm, hidden_yn, report_count, reg_dttm)
         VALUES ('어떤 안경이 어울려요?', '두 개 중 골라 주세요', ?1, ?2, ?3, '김다비', 'Y', 5, ?1) RETURNING vote_no`,
      )
      .bind(nowIso(), new Date(Date.now() + 86_400_000).toISOString(), member.no)
      .first<{ vote_no: number }>()
    const voteNo = v!.vote_no
    const list = await get('/admin/api/cs/style-votes?state=hidden')
    expect(list.json.rows.some((r: { voteNo: number }) => r.voteNo === voteNo)).toBe(true)
    const res = await Promise.all(
      Array.from({ length: 3 }, () =>
        post(`/admin/api/cs/style-votes/${voteNo}/moderate`, { action: 'restore', reason: '신고 내용 확인 결과 문제없음' }),
      ),
    )
    expect(res.map((r) => r.status).sort()).toEqual([200, 409, 409])
    expect(await db.prepare(`SELECT hidden_yn, report_count FROM style_votes WHERE vote_no = ?1`).bind(voteNo).first()).toEqual({
      hidden_yn: 'N',
      report_count: 0,
    })
    expect((await post(`/admin/api/cs/style-votes/${voteNo}/moderate`, { action: 'remove', reason: '광고성 게시물' })).status).toBe(200)
    expect((await post(`/admin/api/cs/style-votes/${voteNo}/moderate`, { action: 'restore', reason: '복구 시도' })).status).toBe(409)
  })
})

describe('member look-up and manual points', () => {
  it('finds a member (masked) with orders, claims, inquiries and points', async () => {
    const s = await get('/admin/api/cs/members?q=member01')
    expect(s.status).toBe(200)
    const m = s.json.rows.find((r: { memberNo: number }) => r.memberNo === member.no)
    expect(m.name).toContain('*')
    const d = await get(`/admin/api/cs/members/${member.no}`)
    expect(d.status).toBe(200)
    expect(d.json.orders.length).toBeGreaterThan(0)
    expect(Array.isArray(d.json.claims)).toBe(true)
    expect(d.json.inquiries.length).toBeGreaterThan(0)
    expect(typeof d.json.member.pointBalance).toBe('number')
  })

  it('a grant is written once per request key under 6 concurrent identical requests (ledger reason 기타)', async () => {
    const before = (await get(`/admin/api/cs/members/${member.no}`)).json.member.pointBalance as number
    const body = { amount: 1500, reason: '배송 지연 보상', requestKey: 'grant-test-key-0001' }
    const res = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(`/admin/api/cs/members/${member.no}/points`, body, i % 2 ? cs2 : cs)),
    )
    expect(res.every((r) => r.status === 200)).toBe(true)
    expect(res.filter((r) => r.json.replayed === false)).toHaveLength(1)
    const lines = await db.prepare(`SELECT amount, reason FROM point_ledger WHERE ref_key = 'manual:grant-test-key-0001'`).all()
    expect(lines.results).toEqual([{ amount: 1500, reason: '기타' }])
    expect((await get(`/admin/api/cs/members/${member.no}`)).json.member.pointBalance).toBe(before + 1500)
    const reused = await post(`/admin/api/cs/members/${member.no}/points`, { ...body, amount: 99 })
    expect(reused.status).toBe(409)
  })

  it('never goes below zero: concurrent deductions of the whole balance leave it at 0 or above, the rest 409', async () => {
    const bal = (await get(`/admin/api/cs/members/${member.no}`)).json.member.pointBalance as number
    expect(bal).toBeGreaterThan(0)
    const res = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        post(`/admin/api/cs/members/${member.no}/points`, {
          amount: -bal,
          reason: '중복 지급 회수',
          requestKey: `deduct-test-${i}-abcdef`,
        }),
      ),
    )
    expect(res.filter((r) => r.status === 200)).toHaveLength(1)
    expect(res.filter((r) => r.status === 409).every((r) => /보유 포인트/.test(r.json.errors[0].reason))).toBe(true)
    expect((await get(`/admin/api/cs/members/${member.no}`)).json.member.pointBalance).toBe(0)
    for (const bad of [
      { amount: 0, reason: '영', requestKey: 'k-zero-0001' },
      { amount: 10, requestKey: 'k-no-reason1' },
      { amount: 1.5, reason: '소수', requestKey: 'k-frac-0001' },
    ])
      expect((await post(`/admin/api/cs/members/${member.no}/points`, bad)).status).toBe(400)
  })
})
