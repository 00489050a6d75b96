import { expect, test } from './fixtures'
import { addToCart, approveInWindow, checkoutToWindow, emptyCart, SUPPLY } from './shop'

// Benefits (issue 13): a coupon taken in the coupon zone appears in my coupons; the server HTML of my points.
test('download a coupon in the zone and find it in my coupons', async ({ memberPage: page }) => {
  await page.goto('/mypage/myservice/couponzone?goodsTypeCd=04')
  const take = page.getByRole('button', { name: '콘택트렌즈 3,000원 할인 (여러 장) 받기' })
  await take.click()
  await expect(page.getByRole('dialog')).toContainText("'콘택트렌즈 3,000원 할인 (여러 장)' 쿠폰을 받았어요.")
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click()
  await page.goto('/mypage/mybonus/coupon')
  await expect(page.getByText('콘택트렌즈 3,000원 할인 (여러 장)').first()).toBeVisible()
})

test('my points render in the server HTML', async ({ memberPage: page }) => {
  const res = await page.request.get('/mypage/mybonus/point')
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain('사용 가능한 포인트')
  expect(html).toContain('구매사용')
})

test('the withdrawal page names what is lost: the points balance, the gift-card balance and the usable coupons', async ({
  memberPage: page,
}) => {
  const points = (await (await page.request.get('/api/v1/front/benefit/point?page=1')).json()) as { balance: number }
  await page.goto('/account/withdraw')
  const box = page.getByTestId('withdraw-forfeits')
  await expect(box.getByRole('heading', { name: '탈퇴하면 아래 혜택이 모두 사라져요' })).toBeVisible()
  await expect(box).toContainText(`마켓포인트${points.balance.toLocaleString('ko-KR')}P`)
  await expect(box).toContainText('상품권 잔액')
  await expect(box).toContainText('사용 가능한 쿠폰')
})

test('my grade and the gap to the next one are on the my-page home, in the server HTML', async ({ memberPage: page }) => {
  const html = await (await page.request.get('/mypage')).text()
  expect(html).toContain('data-testid="my-grade"')
  await page.goto('/mypage')
  await expect(page.getByTestId('my-grade')).toContainText('실버 등급')
  await expect(page.getByTestId('my-grade')).toContainText('골드까지')
})

test('a coupon taken in the zone is used at checkout, then shows as used in my coupons', async ({ memberPage: page }) => {
  const name = '선착순 50명 용품 50% 할인'
  await page.goto('/mypage/myservice/couponzone?goodsTypeCd=05')
  await page.getByRole('button', { name: `${name} 받기` }).click()
  await expect(page.getByRole('dialog')).toContainText(`'${name}' 쿠폰을 받았어요.`)
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click()

  await emptyCart(page)
  await addToCart(page, SUPPLY)
  await checkoutToWindow(page, async () => {
    const select = page.getByLabel(/상품 쿠폰$/)
    const option = select.locator('option', { hasText: name })
    await expect(option).toContainText('중복 사용 가능')
    await select.selectOption((await option.getAttribute('value'))!)
    // Only the coupons that fit a supply are offered (not the contact-lens one the member also holds).
    await expect(select.locator('option', { hasText: '콘택트렌즈' })).toHaveCount(0)
    // The server re-priced the line with the coupon.
    await expect(page.getByRole('region', { name: '주문 상품 1개' }).getByText(/^쿠폰 −[\d,]+원$/)).toBeVisible()
  })
  const ordNo = await approveInWindow(page)

  await page.goto('/mypage/mybonus/coupon?state=used')
  const card = page.getByRole('listitem').filter({ hasText: name })
  await expect(card).toBeVisible()
  await expect(card).toContainText(`주문 ${ordNo}`)
  await page.goto('/mypage/mybonus/coupon')
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
})

test('an order shipped by the warehouse, delivered and confirmed by the nightly jobs earns its points', async ({ memberPage: page }) => {
  await emptyCart(page)
  await addToCart(page, SUPPLY)
  await checkoutToWindow(page)
  const ordNo = await approveInWindow(page)
  const earn = ((await (await page.request.get(`/api/v1/front/order/detail/${ordNo}`)).json()) as { amounts: { earnPoint: number } })
    .amounts.earnPoint
  expect(earn).toBeGreaterThan(0)

  // The logistics centre ships it (sandbox warehouse: a signed dispatch notice to the shop).
  await page.goto('/__sandbox/wms')
  const row = page.getByRole('group', { name: `주문 ${ordNo}` })
  await row.getByRole('button', { name: '출고 처리' }).click()
  await expect(page.getByText('출고 통보를 보냈어요')).toBeVisible()
  await page.goto('/mypage/app/pushnotification')
  await expect(page.getByText('상품이 출발했어요').first()).toBeVisible()

  // Days pass for this order; the Cron Trigger's jobs run (sandbox clock): 40 → 50, then 50 → 90 with points.
  const pass = async (days: number, job: string) => {
    expect((await page.request.post('/__sandbox/jobs/age-order', { data: { ordNo, days } })).status()).toBe(200)
    const r = (await (await page.request.post('/__sandbox/jobs/run', { data: { jobs: [job] } })).json()) as {
      reports: { name: string; changed: number; error?: string }[]
    }
    expect(r.reports[0]).toMatchObject({ name: job })
    expect(r.reports[0].error).toBeUndefined()
  }
  await pass(5, 'order-delivered')
  await pass(4, 'purchase-confirm')

  await page.goto(`/mypage/manageorder/orderdetail/${ordNo}`)
  await expect(page.getByText('구매확정').first()).toBeVisible()
  // Earned at the member's grade rate at confirmation (the order keeps what was granted): what checkout promised.
  const earned = ((await (await page.request.get(`/api/v1/front/order/detail/${ordNo}`)).json()) as { amounts: { earnPoint: number } })
    .amounts.earnPoint
  expect(earned).toBe(earn)
  await page.goto('/mypage/mybonus/point')
  const line = page
    .getByRole('listitem')
    .filter({ hasText: `주문 ${ordNo}` })
    .filter({ hasText: '구매적립' })
  await expect(line).toContainText(`+${earned.toLocaleString('ko-KR')}P`)
})
