// Input hygiene (issue 11, items 7, 8 and 13): impossible dates, control characters, arrays for objects and
// non-JSON bodies are refused with a 4xx in the one error shape, a Korean reason, and nothing is stored.
import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, orderBody, seedCommerce, token } from './commerce-fixture'
import { call as request } from './helpers'

const HANGUL = /[가-힣]/
let t1 = ''

beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
})

/** The usual error JSON with a Korean reason. */
function expectRefused(r: { status: number; json: any }, status: number, field?: string | RegExp) {
  expect(r.status).toBe(status)
  expect(r.json).toMatchObject({ status })
  expect(r.json.errors.length).toBeGreaterThan(0)
  for (const e of r.json.errors) {
    expect(typeof e.field).toBe('string')
    expect(e.reason).toMatch(HANGUL)
  }
  if (field) expect(r.json.errors.map((e: { field: string }) => e.field).join(' ')).toMatch(field)
}

const count = async (sql: string, ...args: unknown[]) =>
  (await db()
    .prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n

describe('item 7 — impossible calendar dates', () => {
  const lists = ['list', 'delivery', 'claims', 'offline', 'paymentcard']
  for (const list of lists) {
    it(`/order/${list} refuses from=20260000 and to=20261399 with 400 (was 500)`, async () => {
      const a = await call(`/api/v1/front/order/${list}?from=20260000&to=20261231`, { token: t1 })
      expectRefused(a, 400, 'from')
      expect(a.json.errors[0].reason).toMatch(/날짜/)
      const b = await call(`/api/v1/front/order/${list}?from=20260101&to=20261399`, { token: t1 })
      expectRefused(b, 400, 'to')
      const leap = await call(`/api/v1/front/order/${list}?from=20260230&to=20261231`, { token: t1 })
      expectRefused(leap, 400, 'from')
      // a real range still answers
      expect((await call(`/api/v1/front/order/${list}?from=20240229&to=20261231`, { token: t1 })).status).toBe(200)
    })
  }

  it('refuses pickup orders for 20261131 and 20261200 and stores nothing', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM orders')
    for (const reservationDate of ['20261131', '20261200']) {
      const body = orderBody({
        dlvrMethod: '02',
        delivery: undefined,
        reserveStoreInfo: { storeCode: 'S001' },
        reservationDate,
        reservationTime: '1400',
      })
      const r = await call('/api/v1/front/order/payment', { token: t1, body })
      expectRefused(r, 400, 'reservationDate')
    }
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(before)
  })

  it('refuses /reservation/slots?date=20261340 (was 200)', async () => {
    const r = await call('/api/v1/front/reservation/slots?storeNo=1&date=20261340')
    expectRefused(r, 400, 'date')
    expect(r.json.errors[0].reason).toMatch(/날짜/)
  })
})

describe('item 8 — control characters in the SNS access token', () => {
  for (const path of ['login/sns', 'restore/sns']) {
    for (const [name, ch] of [
      ['LF', '\n'],
      ['CR', '\r'],
      ['NUL', '\0'],
    ] as const) {
      it(`/${path} answers 400 for ${name} in a Kakao/Naver accessToken (was 500)`, async () => {
        for (const type of ['kakao', 'naver']) {
          const body = { type, accessToken: `sandbox${ch}token`, mobile: '01011112222', certProof: 'proof' }
          const r = await call(`/v1/front/member/${path}`, { body })
          expectRefused(r, 400, 'accessToken')
          expect(r.json.errors[0].reason).toMatch(/문자/)
        }
      })
    }
  }
})

describe('item 13 — objects are objects, JSON is JSON', () => {
  it('PUT /update/info with an array answers 400 and changes nothing (was 200)', async () => {
    const before = await db().prepare('SELECT address, upd_dttm FROM members WHERE member_no = 1').first()
    const r = await call('/v1/front/member/update/info', { method: 'PUT', token: t1, body: [{ address: '서울 어딘가 1' }] })
    expectRefused(r, 400)
    expect(r.json.errors[0].reason).toMatch(/형식/)
    expect(await db().prepare('SELECT address, upd_dttm FROM members WHERE member_no = 1').first()).toEqual(before)
  })

  it('nested objects refuse arrays too', async () => {
    const r = await call('/v1/front/member/update/info', { method: 'PUT', token: t1, body: { marketing: [true, true, true, true] } })
    expectRefused(r, 400, 'marketing')
  })

  it('answers 415 to text/plain and form bodies on JSON endpoints (was 200 with {})', async () => {
    const cases: Array<[string, string, string, string]> = [
      ['PUT', '/v1/front/member/update/info', 'text/plain', '{"address":"서울"}'],
      ['PUT', '/v1/front/member/update/info', 'application/x-www-form-urlencoded', 'address=%EC%84%9C%EC%9A%B8'],
      ['PUT', '/v1/front/member/update/push', 'text/plain', '{}'],
      ['POST', '/api/v1/front/order/page', 'application/x-www-form-urlencoded', 'orderClassification=cart'],
    ]
    for (const [method, path, type, body] of cases) {
      const res = await request(path, { method, token: t1, headers: { 'content-type': type }, body })
      const json = (await res.json()) as any
      expectRefused({ status: res.status, json }, 415, 'content-type')
      expect(json.errors[0].reason).toMatch(/JSON/)
    }
    // a body sent without a declared type (fetch labels a string text/plain) is not JSON either
    const none = await request('/v1/front/member/update/push', { method: 'PUT', token: t1, body: '{}' })
    expect(none.status).toBe(415)
  })

  it('keeps the payment return a form post', async () => {
    const r = await call('/api/v1/front/order/pg/return', { form: { resultCode: '01', orderNumber: '20260101000000000001' } })
    expect(r.status).not.toBe(415)
    expect(r.status).toBeLessThan(500)
  })

  it('the partnership form refuses NUL and RTL control characters and stores nothing (was 201)', async () => {
    const ok = {
      company: '다비치 협력사',
      contactName: '김담당',
      phone: '01012345678',
      email: 'a@example.com',
      content: '제휴를 제안드립니다.\n자세한 내용은\t첨부와 같습니다.',
      privacyAgree: true,
    }
    const before = await count('SELECT COUNT(*) AS n FROM partnership_requests')
    for (const over of [
      { company: '다비치\u0000협력사' },
      { content: '제휴를 제안드립니다 \u202Egnp.exe 확인 부탁드려요' },
      { contactName: '김\u2066담당' },
      { company: '협력\u0085사' },
    ]) {
      const r = await call('/api/v1/front/support/partnership', { body: { ...ok, ...over } })
      expectRefused(r, 400, Object.keys(over)[0])
      expect(r.json.errors[0].reason).toMatch(/문자/)
    }
    expect(await count('SELECT COUNT(*) AS n FROM partnership_requests')).toBe(before)
    // multi-line text keeps its line breaks and tabs
    const r = await call('/api/v1/front/support/partnership', { body: ok })
    expect(r.status).toBe(201)
    const row = await db().prepare('SELECT content FROM partnership_requests ORDER BY request_no DESC LIMIT 1').first<{ content: string }>()
    expect(row?.content).toBe(ok.content)
  })
})
