// The link to the store system (issue 28), as member01 and a store's till would live it: the member joins the store
// membership the sandbox store system holds for them and sees its 다비치포인트, three store purchases and their stamps;
// the sandbox till scans member01's D-쿠폰 → 사용완료 with store and time in the shop at once; a replay is refused.
import { expect, test, type Page } from './fixtures'

type Outbox = { messages: { id: number; code: string | null }[] }

/** The newest 6-digit code sent to the mobile after message `afterId` (null while none has arrived). */
async function codeSince(page: Page, mobile: string, afterId: number) {
  const r = (await (await page.request.get(`/__sandbox/sms/outbox?mobile=${mobile}`)).json()) as Outbox
  return r.messages.find((m) => m.id > afterId && m.code)?.code ?? null
}

/**
 * Mobile verification of member01's number. Other journeys certify the same number shortly before this one (the
 * kiosk check-in of store-owner.spec), so the outbox already holds their code, and a send inside the 30-second
 * interval per mobile is refused: only a code sent AFTER this journey's own request counts, and a refused send is
 * asked again until the interval has passed.
 */
async function certify(page: Page, mobile: string) {
  const before = ((await (await page.request.get(`/__sandbox/sms/outbox?mobile=${mobile}`)).json()) as Outbox).messages[0]?.id ?? 0
  await page.locator('input[name=mobile]').last().fill(mobile)
  let code: string | null = null
  await expect(async () => {
    code = await codeSince(page, mobile, before)
    if (!code) {
      await page
        .getByRole('button', { name: /^(인증번호 받기|다시 받기)$/ })
        .last()
        .click()
      await expect.poll(async () => (code = await codeSince(page, mobile, before)), { timeout: 3_000 }).toMatch(/^\d{6}$/)
    }
  }).toPass({ timeout: 45_000, intervals: [2_000, 5_000] })
  await page.locator('input[name=certifyKey]').fill(code!)
  await page.getByRole('button', { name: '확인', exact: true }).click()
  await expect(page.getByText('휴대폰 인증이 완료되었어요.').last()).toBeVisible()
}

test('member01 joins the store membership, sees store points, purchases and stamps; the till redeems the D-쿠폰 once', async ({
  memberPage: page,
}) => {
  test.setTimeout(120_000) // the SMS interval per mobile may hold the first send back up to 30 seconds
  await page.goto('/account/integration')
  await certify(page, '01012345678')
  await page.getByRole('button', { name: '매장 멤버십 찾기' }).click()
  await expect(page.getByText('매장 구매 3건')).toBeVisible()
  await page.getByRole('button', { name: '확인', exact: true }).click()
  await page.waitForURL('**/mypage')

  await page.goto('/mypage/mybonus/point')
  const store = page.getByRole('region', { name: '다비치포인트 (매장)' })
  await expect(store.getByText('13,400')).toBeVisible()
  await expect(store.getByText('구매확정적립').first()).toBeVisible()

  await page.goto('/mypage/manageorder/offlineorderlist')
  await expect(page.getByText('개인맞춤 누진렌즈 1.67')).toBeVisible()
  await expect(page.getByText('다비치 블루라이트 차단 안경렌즈 1.60')).toBeVisible()
  await expect(page.getByText(/처방 R -2\.50/)).toBeVisible()

  const stamps = (await (await page.request.get('/api/v1/front/benefit/stamp')).json()) as {
    history: { ordNo: string | null; goodsNm: string }[]
  }
  const fromStore = stamps.history.find((h) => h.ordNo?.startsWith('POS:'))
  expect(fromStore).toBeTruthy()
  await page.goto('/mypage/mybonus/stamp')
  await expect(page.getByText(fromStore!.goodsNm).first()).toBeVisible()

  // The till: member01's D-쿠폰 barcode, scanned at a store.
  const mine = (await (await page.request.get('/api/v1/front/coupon/my?state=usable&channel=offline')).json()) as {
    coupons: { couponNm: string; barcode: { value: string } | null }[]
  }
  const coupon = mine.coupons.find((c) => c.barcode)!
  await page.goto('/__sandbox/pos/till')
  await page.getByLabel('쿠폰 바코드').fill(coupon.barcode!.value)
  await page.getByRole('button', { name: '스캔해서 사용 처리' }).click()
  await expect(page.getByText('사용 처리되었어요')).toBeVisible()
  await page.getByRole('button', { name: '같은 요청 다시 보내기 (재전송)' }).click()
  await expect(page.getByText('쿠폰을 사용할 수 없어요')).toBeVisible()
  await expect(page.getByText(/이미 사용된 쿠폰입니다/)).toBeVisible()

  await page.goto('/mypage/mybonus/coupon?state=used')
  await expect(page.getByText(/사용완료 · .+ · \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/).first()).toBeVisible()
})
