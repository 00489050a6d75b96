// 모바일 상품권 (issue 28), as two members and a store live it: member01 buys one by card (sandbox gateway), sends it to
// family03's mobile; family03 registers the code from the SMS link, half of it is used at a store's till (sandbox POS)
// and the rest at checkout — every step shown on both members' voucher pages.
// Mobile project only. It touches no seeded voucher or gift card: the voucher is bought here; family03 only gains it.
import { expect, hydrated, PASSWORD, test, type Page } from './fixtures'
import { addToCart, checkoutToWindow, emptyCart, SUPPLY } from './shop'

const RECEIVER = { loginId: 'family03', name: '정하나', mobile: '01077770003' }

/** The sandbox window's approval (국민카드, 일시불), back on the page the gateway's return sends the buyer to. */
async function approve(page: Page, url: string | RegExp) {
  await page.locator('#cardCode').selectOption('06')
  await page.locator('#quota').selectOption('00')
  await page.getByRole('button', { name: '결제하기 (승인)' }).click()
  await page.waitForURL(url)
}

test('a voucher bought by member01 is sent to family03, registered, half used at a store and the rest at checkout', async ({
  memberPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000) // two members, a card payment, the SMS, the till and a checkout: long on a loaded machine
  // 1. member01 buys a 10,000원 voucher by card.
  await page.goto('/mypage/myservice/paysdigitalcoupon')
  await page.getByRole('group', { name: '상품권 금액' }).getByText('10,000원').click()
  await page.getByRole('button', { name: '10,000원 카드로 결제하기' }).click()
  await page.waitForURL(/\/__sandbox\/pg\/(stdpay|smart\/payment\/)$/)
  await approve(page, /\/mypage\/myservice\/paysdigitalcoupon\?paid=/)
  // (the router writes a number-like search value in quotes: ?paid=%222026…%22)
  const ordNo = /\d{14,20}/.exec(decodeURIComponent(new URL(page.url()).search))![0]
  await expect(page.getByRole('status').filter({ hasText: '다비치 모바일 상품권 10,000원 결제가 완료되었어요.' })).toBeVisible()
  const mine = page.getByRole('article').filter({ hasText: '보관 중' }).first()
  await expect(mine).toBeVisible()

  // 2. …and sends it to family03's mobile.
  await mine.getByRole('button', { name: '선물하기' }).click()
  const form = page.getByRole('form', { name: '상품권 선물하기' })
  await form.getByLabel('받는 분 이름').fill(RECEIVER.name)
  await form.getByLabel('받는 분 휴대폰 번호').fill(RECEIVER.mobile)
  await form.getByLabel('메시지 (선택)').fill('새 안경 맞추세요')
  await form.getByRole('button', { name: '선물 보내기' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '확인', exact: true }).click()
  await expect(page.getByRole('dialog')).toContainText('정하나님께 선물 문자를 보냈어요.')
  await page.getByRole('dialog').getByRole('button', { name: '확인', exact: true }).click()
  await expect(page.getByRole('article').filter({ hasText: '선물 보냄' }).first()).toContainText('010-****-0003')

  // The SMS to family03 carries the link with the code.
  const box = (await (await page.request.get(`/__sandbox/sms/outbox?mobile=${RECEIVER.mobile}`)).json()) as { messages: { body: string }[] }
  const link = /https?:\/\/[^/\s]+(\/mypage\/myservice\/giftcoupon\?code=(\d{16}))/.exec(
    box.messages.find((m) => m.body.includes('모바일 상품권 10,000원'))?.body ?? '',
  )
  expect(link).toBeTruthy()
  const code = link![2]

  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  try {
    const login = await ctx.request.post('/v1/front/member/login/normal', { data: { loginId: RECEIVER.loginId, password: PASSWORD } })
    expect(login.status()).toBe(200)
    const them = await ctx.newPage()
    // 3. family03 opens the link: the number is filled in; 등록.
    await them.goto(link![1])
    await hydrated(them)
    await expect(them.getByLabel('상품권 번호')).toHaveValue(code.replace(/(\d{4})(?=\d)/g, '$1-'))
    await them.getByRole('button', { name: '등록', exact: true }).click()
    await expect(them.getByRole('dialog')).toContainText('다비치 모바일 상품권 10,000원(10,000원)을 등록했어요.')
    await them.getByRole('dialog').getByRole('button', { name: '확인', exact: true }).click()
    await them.goto('/mypage/myservice/paysdigitalcoupon')
    await hydrated(them)
    const received = them.getByRole('article').filter({ hasText: code.slice(-4) })
    await expect(received).toContainText('김*비님의 선물')
    await expect(received).toContainText('잔액 10,000원')
    await page.reload()
    await expect(page.getByRole('article').filter({ hasText: '정*나님이 등록' }).first()).toBeVisible()

    // 4. Half at a store's till (sandbox POS).
    await them.goto('/__sandbox/pos/till')
    const till = them.locator('fieldset').filter({ hasText: '모바일 상품권 사용' })
    await till.getByLabel('상품권 번호 (16자리)').fill(code)
    await till.getByLabel('사용 금액 (비우면 잔액 조회)').fill('5000')
    await till.getByRole('button', { name: '조회 / 사용 처리' }).click()
    await expect(them.getByText('상품권을 사용했어요')).toBeVisible()
    await them.goto('/mypage/myservice/paysdigitalcoupon')
    await hydrated(them)
    await expect(them.getByRole('article').filter({ hasText: code.slice(-4) })).toContainText('일부 사용')
    await page.reload()
    await expect(page.getByRole('article').filter({ hasText: '정*나님이 등록' }).first()).toContainText('5,000원 사용, 잔액 5,000원')

    // 5. The rest at checkout.
    await emptyCart(them)
    await addToCart(them, SUPPLY, 3)
    await checkoutToWindow(them, async (p) => {
      await p.getByLabel('사용할 상품권').selectOption({ label: '다비치 모바일 상품권 10,000원 · 잔액 5,000원' })
      await p.getByLabel(/상품권 사용 금액/).fill('5000')
      await expect(p.getByLabel(/상품권 사용 금액/)).toHaveValue('5000')
    })
    await approve(them, '**/payment/complete/**')
    await them.goto('/mypage/myservice/paysdigitalcoupon')
    await hydrated(them)
    await expect(them.getByRole('article').filter({ hasText: code.slice(-4) })).toContainText('사용 완료')
    await page.goto('/mypage/manageorder/paysdigitalcoupon')
    await expect(page.getByRole('listitem').filter({ hasText: `주문번호 ${ordNo}` })).toContainText('사용 완료')
  } finally {
    await ctx.close()
  }
})
