import { expect, test, type Page } from './fixtures'

// Seeded catalogue (fixed PRNG seed): a frame with stock (the commerce journeys use it too).
const FRAME = { goodsNo: 'G000125', itemNo: 'G000125-02' }

async function cartWithFrame(page: Page) {
  const list = (await (await page.request.get('/api/v1/front/cart/list')).json()) as { cartList: { cartNo: number }[] }
  if (list.cartList.length) await page.request.post('/api/v1/front/cart/remove', { data: { cartNos: list.cartList.map((l) => l.cartNo) } })
  expect((await page.request.post('/api/v1/front/cart/add', { data: { ...FRAME, buyQtt: 1 } })).status()).toBe(200)
}

async function fillDelivery(page: Page) {
  await page.goto('/products/payment?from=cart')
  await expect(page.getByRole('heading', { name: '결제 수단' })).toBeVisible()
  await page.locator('#zip').fill('06236')
  await page.locator('#addr1').fill('서울 강남구 테헤란로 152')
  await page.locator('#addr2').fill('10층')
}

test('on a phone: virtual account → deposit at the sandbox bank → paid, with the cash receipt issued', async ({ memberPage: page }) => {
  await cartWithFrame(page)
  await fillDelivery(page)
  await page.getByRole('button', { name: '다른 결제수단' }).click()
  await page.getByRole('radio', { name: '가상계좌' }).check({ force: true })
  await expect(page.getByRole('radiogroup', { name: '현금영수증 발급 용도' })).toBeVisible()
  await page.getByRole('radio', { name: '소득공제용' }).check({ force: true })
  await page.locator('#cr-number').fill('010-1234-5678')
  await page.getByLabel(/결제 진행에 동의합니다/).check()
  await page.getByRole('button', { name: /원 결제하기$/ }).click()

  // the gateway's mobile window (INIpay mobile protocol)
  await page.waitForURL('**/__sandbox/pg/smart/payment/')
  await expect(page.getByText('KG이니시스 모바일')).toBeVisible()
  await page.locator('#bankCode').selectOption('04')
  await page.getByRole('button', { name: '결제하기 (승인)' }).click()
  await page.waitForURL('**/payment/complete/**')
  await expect(page.getByRole('heading', { name: '주문이 접수되었어요' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '입금 대기 중인 가상계좌' })).toBeVisible()
  await expect(page.getByTestId('vacct-no')).toHaveText(/^\d{14}$/)
  await expect(page.getByText(/까지$/)).toBeVisible()
  await expect(page.getByRole('button', { name: '계좌번호 복사' })).toBeVisible()
  const ordNo = page.url().split('/').pop()!

  // the tester's bank deposits the exact amount; the gateway notifies the shop
  await page.getByRole('link', { name: '테스트 은행에서 입금하기' }).click()
  await page.waitForURL('**/__sandbox/pg/vbank/**')
  await page.getByRole('button', { name: /원 입금하기$/ }).click()
  await expect(page.getByTestId('shop-answer')).toHaveText('OK')
  await page.getByRole('link', { name: '주문 상세로 돌아가기' }).click()
  await page.waitForURL(`**/mypage/manageorder/orderdetail/${ordNo}`)
  await expect(page.getByText('결제완료').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: '입금 대기 중인 가상계좌' })).toHaveCount(0)
  const receipt = page.getByTestId('cash-receipt')
  await expect(receipt).toContainText('소득공제용')
  await expect(receipt).toContainText('승인')
  await expect(receipt).toContainText('*******5678')
  await expect(page.getByTestId('escrow-notice')).toContainText('구매안전서비스')
})

test('on a phone: card through the mobile protocol reaches the same completion page', async ({ memberPage: page }) => {
  await cartWithFrame(page)
  await fillDelivery(page)
  await page.getByLabel(/결제 진행에 동의합니다/).check()
  await page.getByRole('button', { name: /원 결제하기$/ }).click()
  await page.waitForURL('**/__sandbox/pg/smart/payment/')
  await page.locator('#cardCode').selectOption('06')
  await page.locator('#quota').selectOption('03')
  await page.getByRole('button', { name: '결제하기 (승인)' }).click()
  await page.waitForURL('**/payment/complete/**')
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요' })).toBeVisible()
  await expect(page.getByText('국민카드 · 3개월 할부')).toBeVisible()
})
