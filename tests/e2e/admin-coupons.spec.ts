import { expect, hydrated, test } from './fixtures'
import { png } from './png'
import { axeSeriousOrCritical, signInOperator } from './console'
import { addToCart, approveInWindow, checkoutToWindow, emptyCart } from './shop'

/**
 * The coupon desk (issue 27) across both roles, on its own data: mkt01 creates a product coupon in the console (kind,
 * benefit, minimum, quantity, validity, goods type, one listed goods, an uploaded image), edits it, and publishes it to
 * the coupon zone; member01 downloads it in the shop's coupon zone and pays with it; the console then counts it
 * issued and used. The coupon applies to one goods no other journey buys, so member01's other coupons stay as they are.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

/** A frame with stock that no other journey buys (the coupon is limited to it). */
const GOODS = { goodsNo: 'G000131', itemNo: 'G000131-01' }

test('mkt01 creates, edits and publishes a coupon; member01 downloads it in the coupon zone and pays with it', async ({
  page,
  memberPage,
}) => {
  test.setTimeout(180_000)
  const name = `콘솔 안경테 할인 ${Date.now().toString(36)}`
  await signInOperator(page, 'mkt01', /\/admin\/marketing\//)

  await page.goto('/admin/marketing/coupons')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: '쿠폰', exact: true })).toBeVisible()
  await page.getByRole('link', { name: '새 쿠폰 만들기' }).click()
  await page.waitForURL(/\/admin\/marketing\/coupons\/new$/)
  await expect(page.getByRole('heading', { name: '쿠폰 만들기' })).toBeVisible()
  expect(await axeSeriousOrCritical(page), 'axe on the new coupon form').toEqual([])

  // The form: kind, name, image, benefit with a minimum, a quantity, N days from download, frames, one listed goods.
  await page.getByLabel('쿠폰 종류').selectOption('GOODS')
  await page.getByLabel('쿠폰 이름').fill(name)
  await page.getByLabel('설명 (회원에게 보여요)').fill('콘솔에서 만든 안경테 쿠폰이에요.')
  await page.getByLabel('쿠폰 이미지').setInputFiles({ name: 'coupon.png', mimeType: 'image/png', buffer: png(600, 300, [15, 118, 110]) })
  await expect(page.getByRole('button', { name: '지우기' })).toBeVisible()
  await page.getByLabel('할인 금액(원)').fill('2000')
  await page.getByLabel('최소 결제 금액(원)').fill('10000')
  await page.getByLabel('수량 제한 없음').uncheck()
  await page.getByLabel('발급 수량(장)').fill('20')
  await page.getByLabel('사용 기간(일)').fill('7')
  await page.getByLabel('상품 종류').selectOption('01')
  await page.getByLabel('고른 상품·카테고리만').check()
  await page.getByLabel('상품명 또는 상품 번호').fill(GOODS.goodsNo)
  await page.getByRole('button', { name: '찾기' }).click()
  await page.getByRole('list', { name: '검색 결과' }).getByRole('button', { name: /담기$/ }).first().click()
  await expect(page.getByRole('list', { name: '담은 상품' }).getByRole('listitem')).toHaveCount(1)
  await page.getByRole('button', { name: '쿠폰 만들기' }).click()
  await page.waitForURL(/\/admin\/marketing\/coupons\/\d+$/)
  const couponNo = Number(/coupons\/(\d+)$/.exec(page.url())![1])
  await expect(page.getByRole('heading', { name: '쿠폰 편집' })).toBeVisible()
  await expect(page.getByLabel('쿠폰 이름')).toHaveValue(name)

  // Edited: a bigger discount (saved from the version it loaded).
  await page.getByLabel('할인 금액(원)').fill('3000')
  await page.getByRole('button', { name: '저장', exact: true }).click()
  await expect(page.getByText(/저장됨$/)).toBeVisible()
  await expect(page.getByLabel('할인 금액(원)')).toHaveValue('3000')
  expect(await axeSeriousOrCritical(page), 'axe on the coupon editor').toEqual([])

  // Published to the coupon zone (after a confirm).
  await page.getByRole('button', { name: '쿠폰존에 올리기' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '쿠폰존에 올리기' }).click()
  await expect(page.getByText('쿠폰존 게시 중')).toBeVisible()

  // member01: the coupon zone's frames tab, download, then the order sheet with the coupon on the line.
  await memberPage.goto('/mypage/myservice/couponzone?goodsTypeCd=01')
  await hydrated(memberPage) // a click on the server HTML's button before hydration does nothing
  await memberPage.getByRole('button', { name: `${name} 받기` }).click()
  await expect(memberPage.getByRole('dialog')).toContainText(`'${name}' 쿠폰을 받았어요.`)
  await memberPage.getByRole('dialog').getByRole('button', { name: '확인' }).click()

  await emptyCart(memberPage)
  await addToCart(memberPage, GOODS)
  await checkoutToWindow(memberPage, async (p) => {
    const select = p.getByLabel(/상품 쿠폰$/)
    const option = select.locator('option', { hasText: name })
    await select.selectOption((await option.getAttribute('value'))!)
    await expect(p.getByRole('region', { name: '주문 상품 1개' }).getByText('쿠폰 −3,000원')).toBeVisible()
  })
  await approveInWindow(memberPage)

  // The console counts it issued and used.
  await page.reload()
  await expect(page.getByRole('region', { name: '쿠폰 상태' })).toContainText('발급 1 / 20장 · 사용 1장')
  const used = await memberPage.request.get('/api/v1/front/coupon/my?state=used&channel=all')
  expect(used.status()).toBe(200)
  expect(JSON.stringify(await used.json())).toContain(name)
  expect(couponNo).toBeGreaterThan(0)
})

test('the customer-center content desk (notices, FAQ, magazine, terms and a new notice) passes axe at 1280 px', async ({ page }) => {
  // Five console pages with axe each (≈ 28 s), and the sign-in may wait up to 30 s for a fresh TOTP step (console.ts).
  test.setTimeout(120_000)
  await signInOperator(page, 'mkt01', /\/admin\/marketing\//)
  for (const [search, heading] of [
    ['?kind=notices', '공지사항'],
    ['?kind=faqs', 'FAQ'],
    ['?kind=magazine', '매거진'],
    ['?kind=terms', '약관'],
    ['?kind=notices&id=new', '공지사항'],
  ] as const) {
    await page.goto(`/admin/marketing/content${search}`)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(heading).first()).toBeVisible()
    expect(await axeSeriousOrCritical(page), `axe on /admin/marketing/content${search}`).toEqual([])
  }
})
