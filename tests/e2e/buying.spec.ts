import type { Page } from '@playwright/test'
import { expect, PASSWORD, test } from './fixtures'

/**
 * Issue 30: buying on the phone — the pinned buy bar and its option sheet, 바로 구매 straight to the order sheet,
 * the check-mark toast, and a guest's cart kept across sign-in. State: member27's cart only (no other spec signs
 * in as member27); member01 only opens order sheets (nothing is ordered).
 */
const FRAME = 'G000150' // a frame with colour × size options
const SUPPLY = 'G000413' // a supply with one option in stock
const CART_MEMBER = 'member27'

type Detail = { goods: { productName: string }; items: { itemNo: string; color: string | null; size: string | null; soldOut: boolean }[] }

async function inStock(page: Page, goodsNo: string) {
  const d = (await (await page.request.get(`/api/v1/front/goods/${goodsNo}`)).json()) as Detail
  const item = d.items.find((i) => !i.soldOut)
  expect(item, `${goodsNo} has an option in stock`).toBeTruthy()
  return { name: d.goods.productName, item: item! }
}

/** The options of the buy box: the phone's sheet (opened from the pinned bar) or the desktop's inline box. */
async function options(page: Page, open: '장바구니 담기' | '구매하기') {
  const bar = page.getByTestId('buy-bar')
  if (await bar.isVisible()) {
    await bar.getByRole('button', { name: open }).click()
    return page.getByRole('dialog', { name: '옵션 선택' })
  }
  return page.locator('main')
}

test('the phone product page pins ♡ | 장바구니 | 구매하기 instead of the tab bar', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the pinned bar is the phone layout')
  await page.goto(`/products/${FRAME}`)
  const bar = page.getByTestId('buy-bar')
  await expect(bar.getByRole('button', { name: /^찜하기/ })).toBeVisible()
  await expect(bar.getByRole('button', { name: '장바구니 담기' })).toBeVisible()
  await expect(bar.getByRole('button', { name: '구매하기' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toHaveCount(0)
  // the glasses buyer's questions are answered on the page
  await expect(page.getByRole('heading', { name: '사이즈 안내' })).toBeAttached()
  await expect(page.getByRole('heading', { name: '렌즈는 매장에서 맞춰요' })).toBeAttached()
  await expect(page.getByText('도착 예정')).toBeAttached()
})

test('a missing option is said at the field, not in a dialog', async ({ page }) => {
  await page.goto(`/products/${FRAME}`)
  const box = await options(page, '장바구니 담기')
  await box.getByRole('button', { name: '장바구니 담기' }).click()
  await expect(box.getByRole('alert')).toHaveText('색상을 선택해 주세요.')
  await expect(box.getByLabel('색상')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('dialog').filter({ hasText: '로그인' })).toHaveCount(0)
})

test('바로 구매 reaches the order sheet in one tap', async ({ memberPage: page }) => {
  // one option in stock: the pinned 구매하기 (phone) or 바로 구매 (desktop) opens the order sheet directly
  await page.goto(`/products/${SUPPLY}`)
  const bar = page.getByTestId('buy-bar')
  const buy = (await bar.isVisible()) ? bar.getByRole('button', { name: '구매하기' }) : page.getByRole('button', { name: '바로 구매' })
  await buy.click()
  await page.waitForURL(new RegExp(`/products/payment\\?goodsNo=${SUPPLY}&itemNo=${SUPPLY}-01&buyQtt=1$`))
  await expect(page.getByRole('heading', { name: '주문 상품 1개' })).toBeVisible()

  // with options: chosen in the sheet, then one tap on 바로 구매
  const { item } = await inStock(page, FRAME)
  await page.goto(`/products/${FRAME}`)
  const box = await options(page, '구매하기')
  await box.getByLabel('색상').selectOption(item.color!)
  await box.getByLabel('사이즈').selectOption(item.size!)
  await box.getByRole('button', { name: '바로 구매' }).click()
  await page.waitForURL(new RegExp(`/products/payment\\?goodsNo=${FRAME}&itemNo=${item.itemNo}&buyQtt=1$`))
  await expect(page.getByRole('heading', { name: '주문 상품 1개' })).toBeVisible()
})

test('a guest fills a cart, opens it, signs in and keeps it', async ({ page }) => {
  const { name, item } = await inStock(page, FRAME)
  await page.goto(`/products/${FRAME}`)
  const box = await options(page, '장바구니 담기')
  await box.getByLabel('색상').selectOption(item.color!)
  await box.getByLabel('사이즈').selectOption(item.size!)
  await box.getByRole('button', { name: '장바구니 담기' }).click()
  const toast = page.getByTestId('cart-toast')
  await expect(toast).toContainText('장바구니에 담았어요')
  await expect(toast.getByRole('img')).toHaveCount(0) // the thumbnail is decorative (alt="")
  await toast.getByRole('link', { name: '장바구니 보기' }).click()
  await page.waitForURL('**/cart')
  await expect(page.getByText(name).first()).toBeVisible()

  await page.getByRole('link', { name: /^로그인하고 \d+개 상품 주문하기$/ }).click()
  await page.waitForURL(/\/account\/signin\?returnUrl=/)
  await expect(page.getByRole('link', { name: '비회원으로 주문하기' })).toBeVisible()
  await page.locator('input[name=loginId]').fill(CART_MEMBER)
  await page.locator('input[name=password]').fill(PASSWORD)
  await page.locator('input[name=password]').press('Enter')
  await page.waitForURL(/\/products\/payment\?from=cart$/)
  await expect(page.getByText(name).first()).toBeVisible()

  // the member's own cart holds it, and the guests' /cart now leads there
  await page.goto('/cart')
  await page.waitForURL('**/mypage/myactivity/cart')
  await expect(page.getByText(name).first()).toBeVisible()
  const cart = (await (await page.request.get('/api/v1/front/cart/list')).json()) as { cartList: { cartNo: number; itemNo: string }[] }
  expect(cart.cartList.map((l) => l.itemNo)).toContain(item.itemNo)
  await page.request.post('/api/v1/front/cart/remove', { data: { cartNos: cart.cartList.map((l) => l.cartNo) } })
})

test("member01's order sheet opens with the best coupons applied (changeable)", async ({ memberPage: page }) => {
  const { item } = await inStock(page, FRAME)
  await page.goto(`/products/payment?goodsNo=${FRAME}&itemNo=${item.itemNo}&buyQtt=1`)
  const mark = page.getByTestId('best-coupons')
  await expect(mark).toContainText('최대 할인 적용됨')
  // the order coupon or the line's coupon is chosen on the sheet, and a change takes the mark away until re-applied
  const orderCoupon = page.locator('#order-coupon')
  const chosen = await orderCoupon.inputValue()
  const lineSelect = page.locator('select[id^="coupon-"]').first()
  const target = chosen ? orderCoupon : lineSelect
  expect(await target.inputValue()).not.toBe('')
  await target.selectOption('')
  await expect(mark).toContainText('쿠폰을 직접 고르셨어요')
  await mark.getByRole('button', { name: '최대 할인 적용' }).click()
  await expect(mark).toContainText('최대 할인 적용됨')
  // the tab bar, footer and search are gone while paying
  await expect(page.getByRole('link', { name: '검색' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})
