// Coupon zone (spec §7 query, issuedYn, remaining flag), downloads exactly once per member, the quantity
// limit under 100 concurrent downloads, age bands, validity kinds, my coupons (states, offline barcode),
// the birthday coupon in its month and the sign-up coupon.
import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '~/server/auth/session'
import { call, db, iso, seedCommerce, token } from './commerce-fixture'

let t1 = ''
let t2 = ''
const many: string[] = []
const thisYear = new Date().getFullYear()

beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
  t2 = await token(2)
  const d = db()
  const stmts: D1PreparedStatement[] = [
    d.prepare(`UPDATE members SET birth = ?1 WHERE member_no = 1`).bind(`${thisYear - 24}0101`), // 20대
    d.prepare(`UPDATE members SET birth = ?1 WHERE member_no = 2`).bind(`${thisYear - 44}0101`), // 40대
  ]
  const coupon = (no: number, kind: string, nm: string, over: string, vals: string) =>
    d
      .prepare(
        `INSERT INTO coupons (coupon_no, coupon_kind_cd, coupon_nm, benefit_type_cd, benefit_value, valid_type_cd, valid_days, valid_start_dttm, valid_end_dttm, download_yn, issue_start_dttm, issue_end_dttm, reg_dttm${over})
       VALUES (${no}, '${kind}', '${nm}', 'AMOUNT', 2000, 'ISSUE_DAYS', 14, NULL, NULL, 'Y', ?1, ?2, ?1${vals})`,
      )
      .bind(iso(-5), iso(30))
  stmts.push(
    coupon(101, 'GOODS', '안경테 2천원', ', goods_type_cd', ", '01'"),
    coupon(102, 'GOODS', '선착순 1명', ', qtt_limit', ', 1'),
    coupon(103, 'ORDER', '20대 전용', ', age_bands', ", '20'"),
    coupon(104, 'GOODS', '여러 장 받기', ', dup_download_yn', ", 'Y'"),
    coupon(105, 'OFFLINE', '매장 5천원', ', channel_cd', ", 'OFFLINE'"),
    coupon(106, 'GOODS', '선착순 3명', ', qtt_limit', ', 3'),
    d
      .prepare(
        `INSERT INTO coupons (coupon_no, coupon_kind_cd, coupon_nm, benefit_type_cd, benefit_value, valid_type_cd, valid_start_dttm, valid_end_dttm, download_yn, goods_type_cd, issue_start_dttm, issue_end_dttm, reg_dttm)
       VALUES (107, 'GOODS', '콘택트 고정기간', 'RATE', 10, 'FIXED', ?1, ?2, 'Y', '04', ?1, ?2, ?1),
              (108, 'GOODS', '끝난 쿠폰', 'RATE', 10, 'FIXED', ?3, ?4, 'Y', NULL, ?3, ?4, ?3),
              (109, 'BIRTHDAY', '생일 축하 쿠폰', 'AMOUNT', 5000, 'ISSUE_DAYS', NULL, NULL, 'N', NULL, ?1, ?2, ?1),
              (110, 'SIGNUP', '가입 축하 쿠폰', 'AMOUNT', 3000, 'ISSUE_DAYS', NULL, NULL, 'N', NULL, ?1, ?2, ?1)`,
      )
      .bind(iso(-5), iso(30), iso(-30), iso(-1)),
  )
  for (let i = 0; i < 100; i++) {
    stmts.push(
      d
        .prepare(`INSERT INTO members (member_no, login_id, member_nm, reg_dttm, upd_dttm) VALUES (?1, ?2, '동시회원', ?3, ?3)`)
        .bind(1000 + i, `rush${i}`, iso(-1)),
    )
  }
  await d.batch(stmts)
  for (let i = 0; i < 100; i++) many.push((await createSession(d, 1000 + i)).token)
})

const zone = (q: string, t?: string) => call(`/api/v1/front/coupon/zone/list${q}`, { token: t })
const download = (couponNo: number, t: string) => call('/api/v1/front/coupon/zone/download', { token: t, body: { couponNo } })
const count = async (sql: string, ...a: unknown[]) =>
  (await db()
    .prepare(sql)
    .bind(...a)
    .first<{ n: number }>())!.n

describe('coupon zone list (spec §7)', () => {
  it('answers goodsTypeCd, page, rows=10, couponOnlineYn with issuedYn per item and the remaining flag', async () => {
    const guest = await zone('?goodsTypeCd=&page=1&rows=10&couponOnlineYn=')
    expect(guest.status).toBe(200)
    expect(guest.json).toMatchObject({ page: 1, rows: 10, remainYn: 'Y' })
    const nos = guest.json.couponList.map((c: { couponNo: number }) => c.couponNo)
    expect(nos).not.toContain(108) // issue window over
    expect(nos).not.toContain(109) // birthday: my-page only
    expect(guest.json.couponList.every((c: { issuedYn: string }) => c.issuedYn === 'N')).toBe(true)
    const lens = await zone('?goodsTypeCd=04', t1)
    expect(lens.json.couponList.map((c: { couponNo: number }) => c.couponNo)).toContain(107)
    expect(lens.json.couponList.map((c: { couponNo: number }) => c.couponNo)).not.toContain(101)
    const offline = await zone('?couponOnlineYn=N', t1)
    expect(offline.json.couponList.map((c: { couponNo: number }) => c.couponNo)).toEqual([105])
    const page2 = await zone('?rows=2&page=2', t1)
    expect(page2.json.couponList).toHaveLength(2)
    expect(page2.json.totalCount).toBeGreaterThan(4)
  })

  it('refuses bad queries with Korean reasons', async () => {
    for (const q of ['?goodsTypeCd=09', '?rows=0', '?page=abc', '?couponOnlineYn=X', '?rows=999']) {
      const r = await zone(q)
      expect(r.status, q).toBe(400)
      expect(r.json.errors[0].reason).toMatch(/[가-힣]/)
    }
  })
})

describe('download', () => {
  it('once per member: 20 identical concurrent downloads issue one coupon; issuedYn turns Y', async () => {
    const rs = await Promise.all(Array.from({ length: 20 }, () => download(101, t1)))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status === 409).every((r) => r.json.errors[0].reason.startsWith('이미 받은 쿠폰'))).toBe(true)
    expect(await count('SELECT COUNT(*) AS n FROM member_coupons WHERE coupon_no = 101 AND member_no = 1')).toBe(1)
    expect(await count('SELECT issued_qtt AS n FROM coupons WHERE coupon_no = 101')).toBe(1)
    const z = await zone('?goodsTypeCd=01', t1)
    expect(z.json.couponList.find((c: { couponNo: number }) => c.couponNo === 101).issuedYn).toBe('Y')
  })

  it('the last coupon goes to one member only: 100 members at once for a limit of 1, and of 3', async () => {
    const rs = await Promise.all(many.map((t) => download(102, t)))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status === 409 && r.json.errors[0].reason === '선착순 수량이 모두 소진되었어요.')).toHaveLength(99)
    expect(await count('SELECT COUNT(*) AS n FROM member_coupons WHERE coupon_no = 102')).toBe(1)
    expect(await count('SELECT issued_qtt AS n FROM coupons WHERE coupon_no = 102')).toBe(1)
    const rs3 = await Promise.all(many.map((t) => download(106, t)))
    expect(rs3.filter((r) => r.status === 200)).toHaveLength(3)
    expect(await count('SELECT COUNT(*) AS n FROM member_coupons WHERE coupon_no = 106')).toBe(3)
    const z = await zone('?rows=50', t1)
    expect(z.json.couponList.find((c: { couponNo: number }) => c.couponNo === 102)).toMatchObject({ soldOutYn: 'Y', remainQtt: 0 })
  })

  it('age bands: a member in their 40s is refused a 20s coupon; 20s gets it', async () => {
    const r = await download(103, t2)
    expect(r.status).toBe(403)
    expect(r.json.errors[0].reason).toBe('20대 회원만 받을 수 있는 쿠폰이에요.')
    expect((await download(103, t1)).status).toBe(200)
  })

  it('duplicates allowed: the same member may take it twice; validity N days from issue, fixed dates as set', async () => {
    expect((await download(104, t1)).status).toBe(200)
    expect((await download(104, t1)).status).toBe(200)
    expect(await count('SELECT COUNT(*) AS n FROM member_coupons WHERE coupon_no = 104 AND member_no = 1')).toBe(2)
    const fixed = await download(107, t1)
    const c107 = await db().prepare('SELECT valid_end_dttm FROM coupons WHERE coupon_no = 107').first<{ valid_end_dttm: string }>()
    expect(fixed.json.validEndDttm).toBe(c107!.valid_end_dttm)
    const days = await db()
      .prepare('SELECT valid_end_dttm FROM member_coupons WHERE coupon_no = 104 AND member_no = 1 LIMIT 1')
      .first<{ valid_end_dttm: string }>()
    const gap = (Date.parse(days!.valid_end_dttm) - Date.now()) / 86_400_000
    expect(gap).toBeGreaterThan(12)
    expect(gap).toBeLessThan(14.01)
  })

  it('refuses a coupon outside its window, an unknown one, a guest, and bad bodies', async () => {
    expect((await download(108, t1)).status).toBe(404)
    expect((await download(99999, t1)).status).toBe(404)
    expect((await call('/api/v1/front/coupon/zone/download', { body: { couponNo: 101 } })).status).toBe(401)
    for (const body of [{}, { couponNo: '101' }, { couponNo: -1 }, { couponNo: 1.5 }, [1]]) {
      const r = await call('/api/v1/front/coupon/zone/download', { token: t1, body })
      expect(r.status, JSON.stringify(body)).toBe(400)
    }
  })

  it('모두 받기 takes what is left and names the rest', async () => {
    const r = await call('/api/v1/front/coupon/zone/download-all', { token: t2, body: { goodsTypeCd: '' } })
    expect(r.status).toBe(200)
    expect(r.json.issued).toEqual(expect.arrayContaining([101, 104, 105]))
    expect(r.json.skipped).toEqual(expect.arrayContaining([{ couponNo: 103, reason: '20대 회원만 받을 수 있는 쿠폰이에요.' }]))
    const again = await call('/api/v1/front/coupon/zone/download-all', { token: t2, body: { goodsTypeCd: '' } })
    expect(again.json.issued).toEqual([])
  })
})

describe('my coupons', () => {
  it('usable / used / expired with counts; the offline coupon carries a Code128 barcode; only the member’s own', async () => {
    await db()
      .prepare(
        `INSERT INTO member_coupons (issue_no, coupon_no, member_no, issue_seq, valid_start_dttm, valid_end_dttm, issue_dttm) VALUES (901, 101, 1, 9, ?1, ?2, ?1)`,
      )
      .bind(iso(-40), iso(-2))
      .run()
    const r = await call('/api/v1/front/coupon/my?state=usable', { token: t1 })
    expect(r.status).toBe(200)
    expect(r.json.counts.expired).toBeGreaterThanOrEqual(1)
    expect(r.json.coupons.every((c: { state: string }) => c.state === 'usable')).toBe(true)
    const expired = await call('/api/v1/front/coupon/my?state=expired', { token: t1 })
    expect(expired.json.coupons.map((c: { issueNo: number }) => c.issueNo)).toContain(901)
    const off = await call('/api/v1/front/coupon/my?state=usable&channel=offline', { token: t2 })
    const d = off.json.coupons.find((c: { couponNo: number }) => c.couponNo === 105)
    expect(d.barcode.value).toMatch(/^DC\d{10}$/)
    expect(d.barcode.svg).toContain('<svg')
    expect(d.validEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(
      (await call('/api/v1/front/coupon/my?state=usable', { token: t2 })).json.coupons.map((c: { issueNo: number }) => c.issueNo),
    ).not.toContain(901)
    expect((await call('/api/v1/front/coupon/my?state=lost', { token: t1 })).status).toBe(400)
    expect((await call('/api/v1/front/coupon/my')).status).toBe(401)
  })

  it('a downloaded coupon is offered at checkout (the same scope rule)', async () => {
    const r = await call('/api/v1/front/order/page', {
      token: t1,
      body: { goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 }], orderClassification: 'direct' },
    })
    expect(r.status).toBe(200)
    const names = r.json.coupons.map((c: { couponNm: string }) => c.couponNm)
    expect(names).toContain('안경테 2천원')
    expect(names).not.toContain('매장 5천원')
  })

  it('the birthday coupon: only in the birth month, once a year', async () => {
    const month = String(new Date(Date.now() + 9 * 3600_000).getUTCMonth() + 1).padStart(2, '0')
    const other = month === '01' ? '02' : '01'
    await db()
      .prepare(`UPDATE members SET birth = ?1 WHERE member_no = 2`)
      .bind(`${thisYear - 44}${other}15`)
      .run()
    const no = await call('/api/v1/front/coupon/birthday/download', { method: 'POST', token: t2 })
    expect(no.status).toBe(409)
    expect(no.json.errors[0].reason).toBe(`생일이 있는 ${Number(other)}월에 받을 수 있어요.`)
    await db()
      .prepare(`UPDATE members SET birth = ?1 WHERE member_no = 2`)
      .bind(`${thisYear - 44}${month}15`)
      .run()
    const rs = await Promise.all(
      Array.from({ length: 10 }, () => call('/api/v1/front/coupon/birthday/download', { method: 'POST', token: t2 })),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(await count('SELECT COUNT(*) AS n FROM member_coupons WHERE coupon_no = 109 AND member_no = 2')).toBe(1)
    const my = await call('/api/v1/front/coupon/my', { token: t2 })
    expect(my.json.birthday).toMatchObject({ held: true, available: false })
  })
})
