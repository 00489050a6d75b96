// Member voice (issue 15): reviews (one per order line, points exactly once), goods Q&A (secret questions only to
// their writer), 1:1 inquiries (owner only, edit while unanswered), style votes (one ballot per member) and the
// moderation filter — every guarded write fired N times at once.
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import { call, db, iso, seedCommerce, token } from './commerce-fixture'
import { call as raw, read } from './helpers'
import { gifBytes, jpegBytes, multipart, pdfBytes, pngBytes } from './upload-fixtures'

const N = 50
const burst = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f))
const count = async (sql: string, ...args: unknown[]) =>
  Number(
    (await db()
      .prepare(sql)
      .bind(...args)
      .first<{ n: number }>())!.n,
  )
const balance = (memberNo: number) => count(`SELECT COALESCE(SUM(amount), 0) AS n FROM point_ledger WHERE member_no = ?1`, memberNo)
const goodsCounter = async (goodsNo: string) =>
  (await db()
    .prepare(`SELECT review_count, grade FROM goods WHERE goods_no = ?1`)
    .bind(goodsNo)
    .first<{ review_count: number; grade: number }>())!

let t1 = ''
let t2 = ''
let tStore = ''
let seq = 0
beforeAll(async () => {
  await seedCommerce()
  await db()
    .prepare(
      `INSERT INTO members (member_no, login_id, member_nm, mobile, email, auth_role, reg_dttm, upd_dttm) VALUES (3, 'store03', '박매장', '01055556666', 's@example.com', 'ROLE_STORE', ?1, ?1)`,
    )
    .bind(iso(-30))
    .run()
  for (let m = 4; m <= 9; m++) {
    await db()
      .prepare(
        `INSERT INTO members (member_no, login_id, member_nm, mobile, email, reg_dttm, upd_dttm) VALUES (?1, ?2, '회원', '0100000000' || ?1, ?3, ?4, ?4)`,
      )
      .bind(m, `voter0${m}`, `v${m}@example.com`, iso(-30))
      .run()
  }
  t1 = await token(1)
  t2 = await token(2)
  tStore = await token(3)
})

/** An order of `memberNo` with one line per goods, every line at `status`. */
async function order(memberNo: number, status: string, goods: string[] = ['G100002']) {
  const ordNo = `2026112400${String(++seq).padStart(6, '0')}`
  await db()
    .prepare(
      `INSERT INTO orders (ord_no, idem_key, member_no, status, dlvr_method, orderer_nm, orderer_mobile, goods_amt, dlvr_amt, pay_amt, pay_method, reg_dttm, upd_dttm)
       VALUES (?1, ?1, ?2, ?3, '01', '김구매', '01011112222', 60000, 0, 60000, '3', ?4, ?4)`,
    )
    .bind(ordNo, memberNo, status, iso(-5))
    .run()
  let line = 0
  for (const g of goods) {
    await db()
      .prepare(
        `INSERT INTO order_lines (ord_no, line_no, goods_no, item_no, goods_nm, item_nm, goods_type_cd, img_src, sale_price, buy_qtt, line_amt, status)
         VALUES (?1, ?2, ?3, ?3 || '-01', '상품', '기본', '01', '/img/x.svg', 60000, 1, 60000, ?4)`,
      )
      .bind(ordNo, ++line, g, status)
      .run()
  }
  return ordNo
}

/** Uploads a file to one of the member-voice upload calls; the answer read once. */
const upload = (path: string, t: string, file: { bytes: Uint8Array; name: string }) =>
  read(raw(path, { method: 'POST', token: t, body: multipart({}, file) }))
const photo = async (path: string, t: string) => {
  const r = await upload(path, t, { bytes: pngBytes(800, 600), name: 'look.png' })
  expect(r.status).toBe(201)
  return r.json.fileId as string
}
const FILES = () => (env as unknown as { FILES: R2Bucket }).FILES

const review = (ordNo: string, over: Record<string, unknown> = {}) => ({
  ordNo,
  lineNo: 1,
  score: 5,
  content: '착용감이 가볍고 디자인이 마음에 들어요.',
  ...over,
})

describe('reviews', () => {
  it(`${N} concurrent submits of one delivered line leave one review, one 후기작성 grant and the counter moved by one`, async () => {
    const ordNo = await order(1, '50')
    const before = await goodsCounter('G100002')
    const bal = await balance(1)
    const rs = await burst(N, () => call('/api/v1/front/review', { token: t1, body: review(ordNo) }))
    expect(rs.filter((r) => r.status === 201)).toHaveLength(1)
    expect(rs.filter((r) => r.status !== 201).every((r) => r.status === 409 && /후기/.test(r.json.errors[0].reason))).toBe(true)
    expect(await count(`SELECT COUNT(*) AS n FROM goods_reviews WHERE ord_no = ?1`, ordNo)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM point_ledger WHERE member_no = 1 AND reason = '후기작성'`)).toBe(1)
    expect(await balance(1)).toBe(bal + 500)
    const after = await goodsCounter('G100002')
    expect(after.review_count).toBe(before.review_count + 1)
    expect(after.grade).toBeCloseTo(5)
  })

  it('concurrent reviews of different lines each count once on the goods', async () => {
    const ordNos = await Promise.all(Array.from({ length: 10 }, () => order(1, '90', ['G100001'])))
    const before = await goodsCounter('G100001')
    const rs = await Promise.all(
      ordNos.map((o, i) => call('/api/v1/front/review', { token: t1, body: review(o, { score: i % 2 ? 4 : 2 }) })),
    )
    expect(rs.every((r) => r.status === 201)).toBe(true)
    const after = await goodsCounter('G100001')
    expect(after.review_count).toBe(before.review_count + 10)
    expect(after.grade).toBeCloseTo(3)
  })

  it('only delivered or confirmed lines of my own orders can be reviewed', async () => {
    const paid = await order(1, '20')
    expect((await call('/api/v1/front/review', { token: t1, body: review(paid) })).status).toBe(409)
    const theirs = await order(2, '50')
    expect((await call('/api/v1/front/review', { token: t1, body: review(theirs) })).status).toBe(404)
    expect((await call('/api/v1/front/review', { token: t1, body: review(theirs, { lineNo: 9 }) })).status).toBe(404)
  })

  it('store owners may read but not write reviews', async () => {
    const r = await call('/api/v1/front/review', { token: tStore, body: review(await order(3, '50')) })
    expect(r.status).toBe(403)
    expect(r.json.errors[0].reason).toBe('가맹점 회원은 이용할 수 없습니다.')
    expect((await call('/api/v1/front/review/goods/G100002', { token: tStore })).status).toBe(200)
  })

  it('the moderation filter refuses banned words, control characters and bad lengths with Korean reasons', async () => {
    const ordNo = await order(1, '50')
    for (const content of ['이 안경 진짜 씨 발 별로예요 다들 사지 마세요', '좋아요\u0000좋아요좋아요좋아요', '짧아요', 'x'.repeat(1001)]) {
      const r = await call('/api/v1/front/review', { token: t1, body: review(ordNo, { content }) })
      expect(r.status).toBe(400)
      expect(r.json.errors[0].reason).toMatch(/[가-힣]/)
    }
    expect((await call('/api/v1/front/review', { token: t1, body: review(ordNo, { score: 6 }) })).status).toBe(400)
  })

  it('lists a goods reviews with the score summary, the 구매 인증 flag, the photo filter and sorting', async () => {
    const r = await call('/api/v1/front/review/goods/G100001?sort=low&rows=5')
    expect(r.status).toBe(200)
    expect(r.json.summary.total).toBeGreaterThanOrEqual(10)
    expect(r.json.list).toHaveLength(5)
    expect(r.json.list[0].score).toBe(2)
    expect(r.json.list[0].purchased).toBe(true)
    expect(r.json.list[0].writer).toMatch(/\*/)
    const photos = await call('/api/v1/front/review/goods/G100001?photo=Y')
    expect(photos.json.list).toHaveLength(0)
    expect((await call('/api/v1/front/review/goods/G999999')).status).toBe(404)
  })

  it('hidden reviews drop out of the goods list', async () => {
    const ordNo = await order(1, '50', ['G100004'])
    const w = await call('/api/v1/front/review', { token: t1, body: review(ordNo) })
    await db().prepare(`UPDATE goods_reviews SET hidden_yn = 'Y' WHERE review_no = ?1`).bind(w.json.reviewNo).run()
    const r = await call('/api/v1/front/review/goods/G100004')
    expect(r.json.list.some((x: { reviewNo: number }) => x.reviewNo === w.json.reviewNo)).toBe(false)
    const summary = await call('/api/v1/front/goods/G100004/reviews/summary')
    expect(summary.json.reviews.some((x: { reviewNo: number }) => x.reviewNo === w.json.reviewNo)).toBe(false)
  })

  it('edits my review; another member cannot edit or delete it (404)', async () => {
    const ordNo = await order(1, '50')
    const w = await call('/api/v1/front/review', { token: t1, body: review(ordNo) })
    const path = `/api/v1/front/review/${w.json.reviewNo}`
    expect((await call(path, { method: 'PUT', token: t2, body: { score: 1, content: '다른 사람이 고친 후기입니다.' } })).status).toBe(404)
    expect((await call(path, { method: 'DELETE', token: t2 })).status).toBe(404)
    expect(
      (await call(path, { method: 'PUT', token: t1, body: { score: 3, content: '다시 써 보니 보통이에요. 무난합니다.' } })).status,
    ).toBe(200)
    const mine = await call('/api/v1/front/review/mine', { token: t1 })
    expect(mine.json.written.find((x: { reviewNo: number }) => x.reviewNo === w.json.reviewNo).score).toBe(3)
  })

  it(`deleting within the window takes the points back exactly once (${N} concurrent deletes)`, async () => {
    const ordNo = await order(1, '50')
    const w = await call('/api/v1/front/review', { token: t1, body: review(ordNo) })
    const bal = await balance(1)
    const before = await goodsCounter('G100002')
    const rs = await burst(N, () => call(`/api/v1/front/review/${w.json.reviewNo}`, { method: 'DELETE', token: t1 }))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.find((r) => r.status === 200)!.json.withdrawnPoint).toBe(500)
    expect(await balance(1)).toBe(bal - 500)
    expect((await goodsCounter('G100002')).review_count).toBe(before.review_count - 1)
    // the line cannot earn again
    expect((await call('/api/v1/front/review', { token: t1, body: review(ordNo) })).status).toBe(409)
    const waiting = await call('/api/v1/front/review/mine', { token: t1 })
    expect(waiting.json.waiting.some((l: { ordNo: string }) => l.ordNo === ordNo)).toBe(false)
  })

  it('a review older than the window is deleted without taking points back; spent points block a withdrawal', async () => {
    const old = await order(1, '50')
    const w = await call('/api/v1/front/review', { token: t1, body: review(old) })
    await db().prepare(`UPDATE goods_reviews SET reg_dttm = ?2 WHERE review_no = ?1`).bind(w.json.reviewNo, iso(-40)).run()
    const bal = await balance(1)
    const d = await call(`/api/v1/front/review/${w.json.reviewNo}`, { method: 'DELETE', token: t1 })
    expect(d.json.withdrawnPoint).toBe(0)
    expect(await balance(1)).toBe(bal)

    const ordNo = await order(2, '50')
    const w2 = await call('/api/v1/front/review', { token: t2, body: review(ordNo) })
    await db()
      .prepare(`INSERT INTO point_ledger (member_no, amount, reason, reg_dttm) VALUES (2, ?1, '구매사용', ?2)`)
      .bind(-(await balance(2)), iso(0))
      .run()
    const refused = await call(`/api/v1/front/review/${w2.json.reviewNo}`, { method: 'DELETE', token: t2 })
    expect(refused.status).toBe(409)
    expect(await count(`SELECT COUNT(*) AS n FROM goods_reviews WHERE review_no = ?1 AND del_dttm IS NULL`, w2.json.reviewNo)).toBe(1)
  })
})

describe('goods Q&A', () => {
  it('a secret question is shown only to its writer; others see that it exists', async () => {
    const q = await call('/api/v1/front/qna', {
      token: t1,
      body: { goodsNo: 'G100001', question: '제 얼굴이 큰 편인데 사이즈가 맞을까요?', secret: true },
    })
    expect(q.status).toBe(201)
    const mine = await call('/api/v1/front/qna/goods/G100001', { token: t1 })
    expect(mine.json.list[0]).toMatchObject({
      qnaNo: q.json.qnaNo,
      mine: true,
      secret: true,
      question: '제 얼굴이 큰 편인데 사이즈가 맞을까요?',
    })
    for (const t of [t2, undefined]) {
      const other = await call('/api/v1/front/qna/goods/G100001', { token: t })
      expect(other.json.list[0]).toMatchObject({ qnaNo: q.json.qnaNo, secret: true, question: null, answer: null, mine: false })
      expect(JSON.stringify(other.json)).not.toContain('사이즈가 맞을까요')
    }
    const theirs = await call('/api/v1/front/qna/mine', { token: t2 })
    expect(theirs.json.list.some((x: { qnaNo: number }) => x.qnaNo === q.json.qnaNo)).toBe(false)
  })

  it('edit and delete only while unanswered, only by the writer', async () => {
    const q = await call('/api/v1/front/qna', { token: t1, body: { goodsNo: 'G100002', question: '실버 색상 재입고 예정이 있나요?' } })
    const path = `/api/v1/front/qna/${q.json.qnaNo}`
    expect((await call(path, { method: 'PUT', token: t2, body: { question: '남의 질문을 고쳐 봅니다.' } })).status).toBe(404)
    expect((await call(path, { method: 'DELETE', token: t2 })).status).toBe(404)
    expect(
      (await call(path, { method: 'PUT', token: t1, body: { question: '실버 색상은 언제 다시 들어오나요?', secret: false } })).status,
    ).toBe(200)
    await db()
      .prepare(`UPDATE goods_qna SET answer = '다음 주에 입고됩니다.', answer_dttm = ?2 WHERE qna_no = ?1`)
      .bind(q.json.qnaNo, iso(0))
      .run()
    const r = await call(path, { method: 'PUT', token: t1, body: { question: '답변 뒤에 고쳐 봅니다.' } })
    expect(r.status).toBe(409)
    expect((await call(path, { method: 'DELETE', token: t1 })).status).toBe(409)
    expect((await call('/api/v1/front/qna/goods/G100002', { token: t2 })).json.list[0]).toMatchObject({
      answerState: 'ANSWERED',
      answer: '다음 주에 입고됩니다.',
    })
  })

  it('store owners cannot ask; guests get 401; an unknown goods is 404', async () => {
    const body = { goodsNo: 'G100001', question: '매장에서도 같은 가격인가요?' }
    expect((await call('/api/v1/front/qna', { token: tStore, body })).status).toBe(403)
    expect((await call('/api/v1/front/qna', { body })).status).toBe(401)
    expect((await call('/api/v1/front/qna', { token: t1, body: { ...body, goodsNo: 'G999999' } })).status).toBe(404)
  })
})

describe('1:1 inquiries', () => {
  it("another member cannot read, edit or delete someone's inquiry (404)", async () => {
    const c = await call('/api/v1/front/support/inquiry', {
      token: t1,
      body: { category: '배송', title: '배송이 늦어요', content: '주문한 지 일주일이 지났는데 아직 안 왔어요.' },
    })
    expect(c.status).toBe(201)
    const path = `/api/v1/front/support/inquiry/${c.json.inquiryNo}`
    expect((await call(path, { token: t1 })).json).toMatchObject({
      title: '배송이 늦어요',
      answerState: 'WAITING',
      editable: true,
      files: [],
    })
    expect((await call(path, { token: t2 })).status).toBe(404)
    expect(
      (await call(path, { method: 'PUT', token: t2, body: { category: '기타', title: '남의 문의', content: '남의 문의를 고쳐 봅니다.' } }))
        .status,
    ).toBe(404)
    expect((await call(path, { method: 'DELETE', token: t2 })).status).toBe(404)
    expect((await call(path, { token: tStore })).status).toBe(403)
  })

  it('edit while unanswered; answered inquiries are read-only; delete removes it', async () => {
    const c = await call('/api/v1/front/support/inquiry', {
      token: t1,
      body: { category: '상품', title: '도수 문의', content: '난시도 렌즈 주문이 가능한가요?' },
    })
    const path = `/api/v1/front/support/inquiry/${c.json.inquiryNo}`
    expect(
      (
        await call(path, {
          method: 'PUT',
          token: t1,
          body: { category: '상품', title: '도수 문의드려요', content: '난시 -1.25도 렌즈 주문이 가능한가요?' },
        })
      ).status,
    ).toBe(200)
    expect((await call(path, { token: t1 })).json.title).toBe('도수 문의드려요')
    await db()
      .prepare(`UPDATE inquiries SET answer = '네, 가능합니다.', answer_dttm = ?2 WHERE inquiry_no = ?1`)
      .bind(c.json.inquiryNo, iso(0))
      .run()
    expect(
      (await call(path, { method: 'PUT', token: t1, body: { category: '상품', title: '또 고쳐요', content: '답변 뒤에 고쳐 봅니다.' } }))
        .status,
    ).toBe(409)
    expect((await call(path, { token: t1 })).json).toMatchObject({ answerState: 'ANSWERED', editable: false })
    const d = await call('/api/v1/front/support/inquiry', {
      token: t1,
      body: { category: '기타', title: '지울 문의', content: '곧 지울 문의입니다. 확인 부탁드려요.' },
    })
    expect((await call(`/api/v1/front/support/inquiry/${d.json.inquiryNo}`, { method: 'DELETE', token: t1 })).status).toBe(200)
    expect((await call(`/api/v1/front/support/inquiry/${d.json.inquiryNo}`, { token: t1 })).status).toBe(404)
  })
})

describe('style votes', () => {
  async function post(memberNo: number | null, endOffsetDays = 7) {
    const v = await db()
      .prepare(
        `INSERT INTO style_votes (title, description, start_dttm, end_dttm, member_no, writer_nm, reg_dttm) VALUES ('출근룩엔 어떤 안경이 좋을까요?', '', ?1, ?2, ?3, '김구매', ?1) RETURNING vote_no`,
      )
      .bind(iso(-1), iso(endOffsetDays), memberNo)
      .first<{ vote_no: number }>()
    for (const [i, label] of ['뿔테', '메탈'].entries()) {
      const key = memberNo ? await photo('/api/v1/front/styleboard/vote/photo', await token(memberNo)) : null
      await db()
        .prepare(`INSERT INTO style_vote_options (vote_no, label, photo_key, sort_seq) VALUES (?1, ?2, ?3, ?4)`)
        .bind(v!.vote_no, label, key, i)
        .run()
    }
    const opts = await db()
      .prepare(`SELECT option_no, label, photo_key FROM style_vote_options WHERE vote_no = ?1 ORDER BY sort_seq`)
      .bind(v!.vote_no)
      .all<{ option_no: number; label: string; photo_key: string }>()
    return {
      voteNo: v!.vote_no,
      options: opts.results.map((o) => o.option_no),
      looks: opts.results.map((o) => ({ label: o.label, photoKey: o.photo_key })),
    }
  }

  it(`${N} concurrent ballots of one member are one vote; live results come back`, async () => {
    const p = await post(1)
    const rs = await burst(N, () =>
      call(`/api/v1/front/styleboard/vote/${p.voteNo}/ballot`, { token: t2, body: { optionNo: p.options[0] } }),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true)
    expect(await count(`SELECT COUNT(*) AS n FROM style_vote_ballots WHERE vote_no = ?1`, p.voteNo)).toBe(1)
    expect(await count(`SELECT SUM(vote_count) AS n FROM style_vote_options WHERE vote_no = ?1`, p.voteNo)).toBe(1)
    const ok = rs.find((r) => r.status === 200)!.json.vote
    expect(ok).toMatchObject({ myChoice: p.options[0], showResults: true, totalVotes: 1 })
  })

  it('members vote once each, not on their own post, not after the end, not for an option of another post', async () => {
    const p = await post(1)
    const other = await post(1)
    const tokens = await Promise.all([4, 5, 6, 7].map(token))
    const rs = await Promise.all(
      tokens.map((t, i) => call(`/api/v1/front/styleboard/vote/${p.voteNo}/ballot`, { token: t, body: { optionNo: p.options[i % 2] } })),
    )
    expect(rs.every((r) => r.status === 200)).toBe(true)
    expect(await count(`SELECT SUM(vote_count) AS n FROM style_vote_options WHERE vote_no = ?1`, p.voteNo)).toBe(4)
    expect((await call(`/api/v1/front/styleboard/vote/${p.voteNo}/ballot`, { token: t1, body: { optionNo: p.options[0] } })).status).toBe(
      409,
    )
    expect(
      (await call(`/api/v1/front/styleboard/vote/${p.voteNo}/ballot`, { token: t2, body: { optionNo: other.options[0] } })).status,
    ).toBe(400)
    const ended = await post(1, -1)
    expect(
      (await call(`/api/v1/front/styleboard/vote/${ended.voteNo}/ballot`, { token: t2, body: { optionNo: ended.options[0] } })).status,
    ).toBe(409)
    expect(
      (await call(`/api/v1/front/styleboard/vote/${p.voteNo}/ballot`, { token: tStore, body: { optionNo: p.options[0] } })).status,
    ).toBe(403)
  })

  it('a guest sees no results before the end; the writer does', async () => {
    const p = await post(1)
    expect((await call(`/api/v1/front/styleboard/vote/${p.voteNo}`)).json.vote).toMatchObject({
      showResults: false,
      mine: false,
      myChoice: null,
    })
    expect((await call(`/api/v1/front/styleboard/vote/${p.voteNo}`, { token: t1 })).json.vote).toMatchObject({
      showResults: true,
      mine: true,
    })
  })

  it('five reports hide a post: it drops out of the list and its page answers 404', async () => {
    const p = await post(1)
    const tokens = await Promise.all([2, 4, 5, 6, 7].map(token))
    const twice = await burst(5, () =>
      call(`/api/v1/front/styleboard/vote/${p.voteNo}/report`, { token: tokens[0], body: { reason: '광고·홍보' } }),
    )
    expect(twice.filter((r) => r.status === 200)).toHaveLength(1)
    for (const t of tokens.slice(1))
      expect((await call(`/api/v1/front/styleboard/vote/${p.voteNo}/report`, { token: t, body: { reason: '기타' } })).status).toBe(200)
    expect((await call(`/api/v1/front/styleboard/vote/${p.voteNo}`)).status).toBe(404)
    const list = await call('/api/v1/front/styleboard/vote/list?status=all')
    expect(list.json.votes.some((v: { voteNo: number }) => v.voteNo === p.voteNo)).toBe(false)
    const mine = await call('/api/v1/front/styleboard/vote/mine', { token: t1 })
    expect(mine.json.posts.find((v: { voteNo: number }) => v.voteNo === p.voteNo).hidden).toBe(true)
  })

  it('the writer edits the question and end date; looks stay once someone voted', async () => {
    const p = await post(1)
    const ymd = (days: number) => new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '')
    const looks = p.looks
    const path = `/api/v1/front/styleboard/vote/${p.voteNo}`
    expect((await call(path, { method: 'PUT', token: t2, body: { title: '남의 투표를 고쳐요', endDate: ymd(3), looks } })).status).toBe(404)
    expect(
      (await call(path, { method: 'PUT', token: t1, body: { title: '주말 나들이엔 어떤 안경?', endDate: ymd(0), looks } })).status,
    ).toBe(400)
    expect(
      (await call(path, { method: 'PUT', token: t1, body: { title: '주말 나들이엔 어떤 안경?', endDate: ymd(40), looks } })).status,
    ).toBe(400)
    expect(
      (await call(path, { method: 'PUT', token: t1, body: { title: '주말 나들이엔 어떤 안경?', endDate: ymd(5), looks } })).status,
    ).toBe(200)
    expect((await call(path)).json.vote.title).toBe('주말 나들이엔 어떤 안경?')
    // once someone voted, new looks are refused and the old ones stay
    await call(`${path}/ballot`, { token: t2, body: { optionNo: p.options[0] } })
    const fresh = [looks[0], { label: '새 스타일', photoKey: await photo('/api/v1/front/styleboard/vote/photo', t1) }]
    const refused = await call(path, {
      method: 'PUT',
      token: t1,
      body: { title: '주말 나들이엔 어떤 안경?', endDate: ymd(5), looks: fresh },
    })
    expect(refused.status).toBe(409)
    expect((await call(path)).json.vote.options.map((o: { label: string }) => o.label)).toEqual(['뿔테', '메탈'])
  })

  it('a member creates a post with uploaded looks; another member votes and sees live results', async () => {
    const ymd = new Date(Date.now() + 9 * 3600_000 + 7 * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '')
    const looks = [
      { label: '블랙 뿔테', photoKey: await photo('/api/v1/front/styleboard/vote/photo', t1) },
      { label: '골드 메탈', photoKey: await photo('/api/v1/front/styleboard/vote/photo', t1) },
    ]
    const c = await call('/api/v1/front/styleboard/vote', {
      token: t1,
      body: { title: '면접 때 쓸 안경 골라 주세요', description: '인상이 부드러워 보였으면 해요.', endDate: ymd, looks },
    })
    expect(c.status).toBe(201)
    // another member's uploads cannot be used as looks
    const stolen = await call('/api/v1/front/styleboard/vote', {
      token: t2,
      body: { title: '남의 사진으로 만든 투표', endDate: ymd, looks },
    })
    expect(stolen.status).toBe(400)
    const v = await call(`/api/v1/front/styleboard/vote/${c.json.voteNo}/ballot`, {
      token: t2,
      body: { optionNo: (await call(`/api/v1/front/styleboard/vote/${c.json.voteNo}`)).json.vote.options[1].optionNo },
    })
    expect(v.json.vote.options.map((o: { voteCount: number }) => o.voteCount)).toEqual([0, 1])
    // the look photos are public while the post is visible
    const url = v.json.vote.options[0].photoUrl as string
    const pic = await raw(url)
    expect(pic.status).toBe(200)
    expect(pic.headers.get('content-type')).toBe('image/png')
    await db().prepare(`UPDATE style_votes SET hidden_yn = 'Y' WHERE vote_no = ?1`).bind(c.json.voteNo).run()
    expect((await raw(url)).status).toBe(404)
  })
})

describe('uploads (local R2)', () => {
  it('a photo review: photos reach R2, the review is 프리미엄, pays the photo amount and its photos are public', async () => {
    const ordNo = await order(1, '50', ['G100003'])
    const keys = [await photo('/api/v1/front/review/photo', t1), await photo('/api/v1/front/review/photo', t1)]
    const stored = await db().prepare(`SELECT r2_key FROM member_files WHERE file_id = ?1`).bind(keys[0]).first<{ r2_key: string }>()
    expect(stored!.r2_key).toBe(`m/1/review/${keys[0]}`)
    expect(await FILES().get(stored!.r2_key)).not.toBeNull()
    const w = await call('/api/v1/front/review', { token: t1, body: review(ordNo, { photoKeys: keys }) })
    expect(w.status).toBe(201)
    expect(w.json.pointAmt).toBe(1000)
    const list = await call('/api/v1/front/review/goods/G100003?photo=Y')
    const mine = list.json.list.find((x: { reviewNo: number }) => x.reviewNo === w.json.reviewNo)
    expect(mine.grade).toBe('프리미엄')
    expect(mine.photos).toHaveLength(2)
    expect((await raw(mine.photos[0].url)).status).toBe(200)
    // a photo not (yet) in a visible review is not public
    const loose = await photo('/api/v1/front/review/photo', t1)
    expect((await raw(`/api/v1/front/review/photo/${loose}`)).status).toBe(404)
    // someone else's upload cannot be attached
    const other = await order(2, '50', ['G100003'])
    expect((await call('/api/v1/front/review', { token: t2, body: review(other, { photoKeys: [loose] }) })).status).toBe(400)
  })

  it('refuses a file too large or of the wrong type, and more than five photos', async () => {
    const big = await upload('/api/v1/front/review/photo', t1, { bytes: pngBytes(800, 600, 11 * 1024 * 1024), name: 'big.png' })
    expect([400, 413]).toContain(big.status)
    expect(big.json.errors[0].reason).toMatch(/[가-힣]/)
    for (const file of [
      { bytes: gifBytes(), name: 'a.gif' },
      { bytes: pdfBytes(), name: 'a.png' },
      { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'x.jpg' },
    ]) {
      const r = await upload('/api/v1/front/review/photo', t1, file)
      expect(r.status).toBe(400)
      expect(r.json.errors[0].reason).toContain('JPG, PNG, WEBP')
    }
    const huge = await upload('/api/v1/front/styleboard/vote/photo', t1, { bytes: pngBytes(9000, 9000), name: 'huge.png' })
    expect(huge.status).toBe(400)
    const ordNo = await order(1, '50')
    const keys = await Promise.all(Array.from({ length: 6 }, () => photo('/api/v1/front/review/photo', t1)))
    expect((await call('/api/v1/front/review', { token: t1, body: review(ordNo, { photoKeys: keys }) })).status).toBe(400)
  })

  it('inquiry attachments are stored privately: the writer reads them, another member gets 404', async () => {
    const f = await upload('/api/v1/front/support/inquiry/file', t1, { bytes: jpegBytes(), name: '영수증.jpg' })
    expect(f.status).toBe(201)
    const pdf = await upload('/api/v1/front/support/inquiry/file', t1, { bytes: pdfBytes(), name: '처방전.pdf' })
    expect(pdf.status).toBe(201)
    const c = await call('/api/v1/front/support/inquiry', {
      token: t1,
      body: {
        category: '교환/AS',
        title: '렌즈 교환 문의',
        content: '받은 렌즈에 흠집이 있어 사진을 첨부해요.',
        fileKeys: [f.json.fileId, pdf.json.fileId],
      },
    })
    expect(c.status).toBe(201)
    const d = await call(`/api/v1/front/support/inquiry/${c.json.inquiryNo}`, { token: t1 })
    expect(d.json.files.map((x: { name: string }) => x.name)).toEqual(['영수증.jpg', '처방전.pdf'])
    expect((await raw(d.json.files[0].url, { token: t1 })).status).toBe(200)
    expect((await raw(d.json.files[0].url, { token: t2 })).status).toBe(404)
    expect((await raw(d.json.files[0].url)).status).toBe(401)
  })
})
