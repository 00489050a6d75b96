import { expect, test } from './fixtures'

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

test('my grade and the gap to the next one are on the my-page home, in the server HTML', async ({ memberPage: page }) => {
  const html = await (await page.request.get('/mypage')).text()
  expect(html).toContain('data-testid="my-grade"')
  await page.goto('/mypage')
  await expect(page.getByTestId('my-grade')).toContainText('실버 등급')
  await expect(page.getByTestId('my-grade')).toContainText('골드까지')
})
