import { beforeAll, describe, expect, it } from 'vitest'
import { call, seedCommerce, token } from './commerce-fixture'

let t1 = ''
beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
})
const cookieOf = (h: Headers) => (h.get('set-cookie') ?? '').match(/davich_cart=([^;]+)/)?.[1] ?? ''

describe('cart', () => {
  it('keeps a guest cart by an HttpOnly SameSite=Strict cookie and merges it on the next call after sign-in', async () => {
    const add = await call('/api/v1/front/cart/add', { body: { goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 2 } })
    expect(add.status).toBe(200)
    const set = add.headers.get('set-cookie') ?? ''
    expect(set).toMatch(/HttpOnly/i)
    expect(set).toMatch(/SameSite=Strict/i)
    const cookie = `davich_cart=${cookieOf(add.headers)}`
    await call('/api/v1/front/cart/add', { cookie, body: { itemNo: 'G100003-01', buyQtt: 1 } })
    const guest = await call('/api/v1/front/cart/list', { cookie })
    expect(guest.json.cartCount).toBe(2)
    expect(guest.json).toMatchObject({ mixedCategoriesYn: 'Y', reservationOnlyYn: 'Y' })
    expect(guest.json.notice).toMatch(/매장 방문 예약/)
    // the member already holds one of the same item
    await call('/api/v1/front/cart/add', { token: t1, body: { itemNo: 'G100002-01', buyQtt: 1 } })
    const merged = await call('/api/v1/front/cart/list', { token: t1, cookie })
    expect(merged.json.merged).toBe(2)
    expect(merged.headers.get('set-cookie')).toMatch(/davich_cart=;/)
    const line = merged.json.cartList.find((l: { itemNo: string }) => l.itemNo === 'G100002-01')
    expect(line.buyQtt).toBe(3)
    expect((await call('/api/v1/front/cart/list', { cookie })).json.cartCount).toBe(0)
  })

  it("the order sheet opened right after sign-in holds the guest's cart (merged there, not lost)", async () => {
    const add = await call('/api/v1/front/cart/add', { body: { goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 } })
    const cookie = `davich_cart=${cookieOf(add.headers)}`
    const t2 = await token(2)
    const page = await call('/api/v1/front/order/page', { token: t2, cookie, body: { orderClassification: 'cart' } })
    expect(page.status).toBe(200)
    expect(page.json.goodsItemList.map((l: { itemNo: string }) => l.itemNo)).toEqual(['G100002-01'])
    expect(page.headers.get('set-cookie')).toMatch(/davich_cart=;/)
    expect((await call('/api/v1/front/cart/list', { token: t2 })).json.cartCount).toBe(1)
  })

  it('changes, selects and removes lines; amounts are of the selected deliverable lines', async () => {
    const list = await call('/api/v1/front/cart/list', { token: t1 })
    const frame = list.json.cartList.find((l: { itemNo: string }) => l.itemNo === 'G100002-01')
    const lens = list.json.cartList.find((l: { itemNo: string }) => l.itemNo === 'G100003-01')
    const ch = await call('/api/v1/front/cart/change', { method: 'PUT', token: t1, body: { cartNo: frame.cartNo, buyQtt: 1 } })
    expect(ch.json).toMatchObject({ goodsAmt: 60000, dlvrAmt: 0 })
    const sel = await call('/api/v1/front/cart/select', { token: t1, body: { cartNos: [lens.cartNo], selectYn: 'N' } })
    expect(sel.json).toMatchObject({ selectedCount: 1, mixedCategoriesYn: 'N', reservationOnlyYn: 'N', notice: null })
    const rm = await call('/api/v1/front/cart/remove', { token: t1, body: { cartNos: [lens.cartNo] } })
    expect(rm.json.cartCount).toBe(1)
    const other = await call('/api/v1/front/cart/change', {
      method: 'PUT',
      token: await token(2),
      body: { cartNo: frame.cartNo, buyQtt: 5 },
    })
    expect(other.status).toBe(404)
  })

  it('refuses unknown items, too many and bad input in Korean', async () => {
    const unknown = await call('/api/v1/front/cart/add', { token: t1, body: { itemNo: 'NOPE-01', buyQtt: 1 } })
    expect(unknown.status).toBe(404)
    const many = await call('/api/v1/front/cart/add', { token: t1, body: { itemNo: 'G100001-02', buyQtt: 6 } })
    expect(many.status).toBe(409)
    for (const [method, path, body] of [
      ['POST', '/api/v1/front/cart/add', { itemNo: '', buyQtt: 0 }],
      ['POST', '/api/v1/front/cart/add', { itemNo: 'G100002-01', buyQtt: 100 }],
      ['PUT', '/api/v1/front/cart/change', { cartNo: 'a', buyQtt: 1 }],
      ['POST', '/api/v1/front/cart/remove', { cartNos: [] }],
      ['POST', '/api/v1/front/cart/select', { cartNos: [1], selectYn: 'X' }],
      ['POST', '/api/v1/front/dibs/toggle', { goodsNo: 'bad' }],
      ['GET', '/api/v1/front/dibs/list?page=x', undefined],
    ] as const) {
      const r = await call(path, { method, body, token: t1 })
      expect(r.status, path).toBe(400)
      expect(r.json.errors[0].reason).toMatch(/[가-힣]/)
    }
  })
})

describe('dibs', () => {
  it('toggles with counts; guests get 401', async () => {
    const on = await call('/api/v1/front/dibs/toggle', { token: t1, body: { goodsNo: 'G100001' } })
    expect(on.json).toMatchObject({ goodsNo: 'G100001', dibs: true, dibsCount: 1 })
    const list = await call('/api/v1/front/dibs/list', { token: t1 })
    expect(list.json.total).toBe(1)
    expect(list.json.goods[0]).toMatchObject({ id: 'G100001', dibs: true })
    const off = await call('/api/v1/front/dibs/toggle', { token: t1, body: { goodsNo: 'G100001' } })
    expect(off.json).toMatchObject({ dibs: false, dibsCount: 0 })
    const guest = await call('/api/v1/front/dibs/toggle', { body: { goodsNo: 'G100001' } })
    expect(guest.status).toBe(401)
  })
})

describe('missing fields', () => {
  it('name the missing field in Korean', async () => {
    const r = await call('/api/v1/front/cart/add', { token: t1, body: { goodsNo: 'G100001' } })
    expect(r.status).toBe(400)
    expect(r.json.errors.map((e: { reason: string }) => e.reason)).toContain('필수 항목(itemNo)을 입력해 주세요.')
    expect(r.json.errors.every((e: { reason: string }) => /[가-힣]/.test(e.reason))).toBe(true)
    const o = await call('/api/v1/front/order/payment', { token: t1, body: {} })
    expect(o.status).toBe(400)
    expect(o.json.errors.every((e: { reason: string }) => /[가-힣]/.test(e.reason))).toBe(true)
  })
})

describe('a cart line never passes stock (issue 24)', () => {
  it('checks the line total, says how many more can be added, and holds under concurrent adds', async () => {
    const t = await token(2)
    const add = (buyQtt: number) => call('/api/v1/front/cart/add', { token: t, body: { itemNo: 'G100001-02', buyQtt } })
    expect((await add(3)).status).toBe(200)
    const over = await add(3)
    expect(over.status).toBe(409)
    expect(over.json.errors[0]).toMatchObject({
      field: 'buyQtt',
      reason: '장바구니에 이미 3개 담겨 있어요. 재고가 5개라 2개까지 더 담을 수 있어요.',
    })
    expect((await add(2)).status).toBe(200)
    const full = await add(1)
    expect(full.json.errors[0].reason).toBe('장바구니에 이미 5개 담겨 있어 더 담을 수 없어요. (재고 5개)')
    const list = await call('/api/v1/front/cart/list', { token: t })
    const line = list.json.cartList.find((l: { itemNo: string }) => l.itemNo === 'G100001-02')
    expect(line.buyQtt).toBe(5)
    const change = await call('/api/v1/front/cart/change', { method: 'PUT', token: t, body: { cartNo: line.cartNo, buyQtt: 6 } })
    expect(change.status).toBe(409)
    expect(change.json.errors[0].reason).toBe('재고가 5개 남아 5개까지 담을 수 있어요.')
    expect((await call('/api/v1/front/cart/change', { method: 'PUT', token: t, body: { cartNo: line.cartNo, buyQtt: 1 } })).status).toBe(
      200,
    )
    // 12 concurrent adds of one unit onto 1: exactly 4 fit.
    const rs = await Promise.all(Array.from({ length: 12 }, () => add(1)))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(4)
    expect(rs.filter((r) => r.status === 409)).toHaveLength(8)
    const after = await call('/api/v1/front/cart/list', { token: t })
    expect(after.json.cartList.find((l: { itemNo: string }) => l.itemNo === 'G100001-02').buyQtt).toBe(5)
  })
})
