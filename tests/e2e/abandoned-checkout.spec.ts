import { expect, hydrated, PASSWORD, test, type Page } from './fixtures'

/**
 * Issue 30: an abandoned payment window leaves no coupon locked. State of its own: member28 (no other spec signs in
 * as member28), the zone's unlimited order coupon '주문 금액 5,000원 할인' it takes for itself, its own cart, and its
 * own checkouts — the journey ends with the window closed, so a retry starts from the same state.
 */
const MEMBER = 'member28'
const COUPON = { couponNo: 20, name: '주문 금액 5,000원 할인' }
// A shopper's own address for the per-IP limits the whole suite shares.
const IP = { 'cf-connecting-ip': '203.0.113.30' }

type Card = { id: string; salePrice: number }

/** Address (typed again when the sheet came back without it), agreement, 결제하기 → the sandbox payment window. */
async function pay(page: Page) {
  await page.locator('#zip').fill('06236')
  await page.locator('#addr1').fill('서울 강남구 테헤란로 152')
  await page.locator('#addr2').fill('10층')
  await page.getByLabel(/결제 진행에 동의합니다/).check()
  await page.getByRole('button', { name: /원 결제하기$/ }).click()
  await page.waitForURL(/\/__sandbox\/pg\/(stdpay|smart\/payment\/)$/)
}
type Detail = { items: { itemNo: string; soldOut: boolean }[] }
type MyCoupons = { coupons: { couponNo: number; couponNm: string; ordNo: string | null }[] }

test('an abandoned payment window leaves no coupon locked', async ({ page }) => {
  const r = page.request
  expect((await r.post('/v1/front/member/login/normal', { data: { loginId: MEMBER, password: PASSWORD }, headers: IP })).status()).toBe(200)
  // The order coupon (7만 원 이상): taken once; a retry of this test finds it already taken.
  const took = await r.post('/api/v1/front/coupon/zone/download', { data: { couponNo: COUPON.couponNo }, headers: IP })
  expect([200, 409]).toContain(took.status())
  // A frame of 70,000원 or more in stock, alone in the cart.
  const list = (await (await r.get('/api/v1/front/goods/list?category=01&priceMin=70000&sort=new&rows=20')).json()) as { goods: Card[] }
  let itemNo = ''
  for (const g of list.goods) {
    const d = (await (await r.get(`/api/v1/front/goods/${g.id}`)).json()) as Detail
    itemNo = d.items.find((i) => !i.soldOut)?.itemNo ?? ''
    if (itemNo) break
  }
  expect(itemNo, 'a frame of 70,000원 or more in stock').not.toBe('')
  const cart = (await (await r.get('/api/v1/front/cart/list')).json()) as { cartList: { cartNo: number }[] }
  if (cart.cartList.length) await r.post('/api/v1/front/cart/remove', { data: { cartNos: cart.cartList.map((l) => l.cartNo) } })
  expect((await r.post('/api/v1/front/cart/add', { data: { itemNo, buyQtt: 1 } })).status()).toBe(200)

  // The sheet applies the coupon by itself; the shopper opens the payment window…
  await page.goto('/products/payment?from=cart')
  await hydrated(page)
  const best = page.getByTestId('best-coupons')
  await expect(best).toContainText('최대 할인 적용됨')
  await expect(page.locator('#order-coupon option:checked')).toContainText(COUPON.name)
  await pay(page)

  // …and leaves it without its 닫기 (the browser's back).
  await page.goBack()
  await page.waitForURL(/\/products\/payment\?from=cart$/)
  // The checkout it left gave the coupon back: my coupons list it as usable, on no order…
  await expect
    .poll(async () => {
      const my = (await (await r.get('/api/v1/front/coupon/my?state=usable')).json()) as MyCoupons
      return my.coupons.filter((c) => c.couponNo === COUPON.couponNo).map((c) => c.ordNo)
    })
    .toEqual([null])
  // …and the sheet offers and applies it again.
  await expect(best).toContainText('최대 할인 적용됨')
  await expect(page.locator('#order-coupon option:checked')).toContainText(COUPON.name)

  // A new attempt takes it once; closing that window (닫기) gives it back again: nothing stays locked.
  await pay(page)
  const held = (await (await r.get('/api/v1/front/coupon/my?state=used')).json()) as MyCoupons
  expect(held.coupons.filter((c) => c.couponNo === COUPON.couponNo && c.ordNo)).toHaveLength(1)
  await page.getByRole('button', { name: /결제창 닫기|결제 취소/ }).click()
  await page.waitForURL(/close\?/)
  await expect(page.getByRole('heading', { name: '결제를 취소하셨어요' })).toBeVisible()
  await expect
    .poll(async () => {
      const my = (await (await r.get('/api/v1/front/coupon/my?state=usable')).json()) as MyCoupons
      return my.coupons.filter((c) => c.couponNo === COUPON.couponNo).map((c) => c.ordNo)
    })
    .toEqual([null])
})
