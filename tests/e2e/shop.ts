// Shopping steps shared by the commerce and benefits journeys: the seeded goods, the cart through the API, and the
// order sheet up to the sandbox payment window.
import { expect, hydrated, type Page } from './fixtures'

// Seeded catalogue (fixed PRNG seed): a frame, a supply and a contact lens with stock.
export const FRAME = { goodsNo: 'G000125', itemNo: 'G000125-02' }
export const SUPPLY = { goodsNo: 'G000413', itemNo: 'G000413-01' }
export const LENS = { goodsNo: 'G000340', itemNo: 'G000340-01' }

export async function addToCart(page: Page, item: { itemNo: string }, buyQtt = 1) {
  const r = await page.request.post('/api/v1/front/cart/add', { data: { ...item, buyQtt } })
  expect(r.status()).toBe(200)
}

/** A list (catalogue or search) sorted by 낮은 가격순 from its sort row: the order in the URL, the button pressed, prices ascending. */
export async function sortByLowPrice(page: Page) {
  const low = page.getByRole('group', { name: '정렬' }).getByRole('button', { name: '낮은 가격순' })
  await low.click()
  await page.waitForURL(/sort=lowPrice/)
  await expect(low).toHaveAttribute('aria-pressed', 'true')
  // The URL changes before the sorted list arrives: wait for the list itself (ascending, never empty).
  await expect
    .poll(async () => {
      const prices = (
        await page
          .locator('article')
          .getByText(/판매가/)
          .allTextContents()
      ).map((t) => Number(t.replace(/\D/g, '')))
      return prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1] <= p)
    })
    .toBe(true)
}

export async function emptyCart(page: Page) {
  const list = (await (await page.request.get('/api/v1/front/cart/list')).json()) as { cartList: { cartNo: number }[] }
  if (list.cartList.length) await page.request.post('/api/v1/front/cart/remove', { data: { cartNos: list.cartList.map((l) => l.cartNo) } })
}

/**
 * From the cart to the sandbox payment window with a delivery address typed by hand (`choose` picks coupons,
 * points … on the sheet first): a phone gets the gateway's mobile window (INIpay mobile), a desktop the PC one
 * (INIpay standard). True on the PC window.
 */
export async function checkoutToWindow(page: Page, choose?: (page: Page) => Promise<void>) {
  await page.goto('/products/payment?from=cart')
  // (a page of a second context is not the fixture's: typing before hydration would be lost)
  await hydrated(page)
  await expect(page.getByRole('heading', { name: '결제 수단' })).toBeVisible()
  // The sheet settles first (its delivery-fee and coupon queries), so the address typed below is not typed into a
  // form that is still being set up; it is checked again right before paying.
  await page.waitForLoadState('networkidle')
  const address = { '#zip': '06236', '#addr1': '서울 강남구 테헤란로 152', '#addr2': '10층' }
  for (const [sel, value] of Object.entries(address)) await page.locator(sel).fill(value)
  // The sheet applies the member's best coupons by itself (issue 30). A journey pays without them unless it chooses
  // some (`choose`): the suite shares one seeded member01, whose coupons the best-coupon journey needs.
  for (const select of await page.locator('#order-coupon, select[id^="coupon-"]').all())
    if (await select.inputValue()) await select.selectOption('')
  if (choose) await choose(page)
  for (const [sel, value] of Object.entries(address)) await expect(page.locator(sel)).toHaveValue(value)
  await page.getByLabel(/결제 진행에 동의합니다/).check()
  await page.getByRole('button', { name: /원 결제하기$/ }).click()
  await page.waitForURL(/\/__sandbox\/pg\/(stdpay|smart\/payment\/)$/)
  const pc = page.url().endsWith('/stdpay')
  await expect(page.getByText(pc ? 'KG이니시스 표준결제' : 'KG이니시스 모바일')).toBeVisible()
  return pc
}

/** Approves in the sandbox window (국민카드, 3 months) and waits for the completion page; the order number. */
export async function approveInWindow(page: Page) {
  await page.locator('#cardCode').selectOption('06')
  await page.locator('#quota').selectOption('03')
  await page.getByRole('button', { name: '결제하기 (승인)' }).click()
  await page.waitForURL('**/payment/complete/**')
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요' })).toBeVisible()
  return page.url().split('/').pop()!
}
