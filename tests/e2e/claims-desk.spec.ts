import AxeBuilder from '@axe-core/playwright'
import { totpCode } from '../../src/server/auth/totp'
import { DEMO_OPERATORS } from '../../src/demo/seed/operators'
import { expect, hydrated, PASSWORD, test, type Page } from './fixtures'

/**
 * The claims desk (issue 26, desk 2) as people use it, the member and the operator in two browser contexts:
 * member01 asks to return a delivered order in the shop → claims01 signs in to /admin with TOTP, books the courier
 * pickup → the sandbox warehouse sends its signed return-received notice → claims01 inspects and refunds → the
 * member's order page shows 환불 완료 and the inbox has the notices. The console pages are checked with axe at 1280 px.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

const CLAIMS = DEMO_OPERATORS.find((o) => o.loginId === 'claims01')!

async function axeSeriousOrCritical(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), null, { timeout: 10_000 })
    .catch(() => undefined)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function signInOperator(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('아이디').fill(CLAIMS.loginId)
  await page.getByLabel('비밀번호').fill(PASSWORD)
  // The server accepts the neighbouring 30 s step too, so a code typed as its step ends still signs in (once).
  await page.getByLabel('인증 코드 (6자리)').fill(totpCode(CLAIMS.totpSecret))
  await page.getByRole('button', { name: '로그인' }).click()
  await page.waitForURL(/\/admin\/claims/)
}

test('a member’s return goes through the claims desk to 환불 완료', async ({ memberPage: member, browser }) => {
  test.setTimeout(120_000)
  // The member: a delivered order, returned in the shop (goods differ from the description: 30 days).
  const list = await member.request.get('/api/v1/front/order/list?rows=100')
  const orders = ((await list.json()) as { orders: { ordNo: string; status: string; canReturnYn: string; firstGoodsNm: string }[] }).orders
  const order = orders.find((o) => o.canReturnYn === 'Y' && o.status === '50')
  expect(order, 'a delivered, returnable order of member01').toBeTruthy()
  await member.goto(`/mypage/manageorder/orderreturn?ordNo=${order!.ordNo}`)
  await member.getByRole('radio', { name: '상품 정보와 다름' }).check()
  await member.getByRole('button', { name: '반품 신청하기' }).click()
  await member.getByRole('dialog').getByRole('button', { name: '반품 신청' }).click()
  await expect(member.getByText(/반품이 접수되었어요/)).toBeVisible()
  await member.getByRole('dialog').getByRole('button', { name: '확인' }).click()

  // The operator, in a context of its own.
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const op = await ctx.newPage()
  try {
    await signInOperator(op)
    await hydrated(op)
    const row = op.getByRole('row').filter({ hasText: order!.ordNo })
    await expect(row).toBeVisible()
    expect(await axeSeriousOrCritical(op), 'axe on /admin/claims').toEqual([])
    await row.getByRole('link').first().click()
    await expect(op.getByTestId('claim-stage')).toHaveText('접수')
    expect(await axeSeriousOrCritical(op), 'axe on the claim detail').toEqual([])

    // 회수 접수 → the warehouse's pickup booking.
    await op.getByRole('button', { name: '회수 접수' }).click()
    await op.getByRole('dialog').getByRole('button', { name: '회수 접수' }).click()
    await op.getByRole('dialog').getByRole('button', { name: '확인' }).click()
    await expect(op.getByTestId('claim-stage')).toHaveText('회수 중')
    const claimUrl = op.url()

    // The sandbox warehouse receives the parcel and sends its signed notice.
    await op.goto('/__sandbox/wms')
    const receive = op.getByRole('button', { name: /^입고 처리/ }).first()
    await receive.click()
    await expect(op.getByText('입고 통보를 보냈어요')).toBeVisible()

    // 검수 (accept) → 환불.
    await op.goto(claimUrl)
    await expect(op.getByTestId('claim-stage')).toHaveText('입고·검수 대기')
    await expect(op.getByText(/환불 기한/)).toBeVisible()
    await op.getByRole('radio', { name: '합격', exact: true }).check()
    await op.getByRole('button', { name: '검수', exact: true }).click()
    await op.getByRole('dialog').getByRole('button', { name: '검수' }).click()
    await op.getByRole('dialog').getByRole('button', { name: '확인' }).click()
    await expect(op.getByTestId('claim-stage')).toHaveText('검수 완료')
    await op.getByRole('button', { name: '환불', exact: true }).click()
    await op.getByRole('dialog').getByRole('button', { name: '환불' }).click()
    await expect(op.getByRole('dialog')).toContainText('마쳤어요')
    await op.getByRole('dialog').getByRole('button', { name: '확인' }).click()
    await expect(op.getByTestId('claim-stage')).toHaveText('완료')
    expect(await axeSeriousOrCritical(op), 'axe on a finished claim').toEqual([])
  } finally {
    await ctx.close()
  }

  // The member sees the refund on the order page, with each step.
  await member.goto(`/mypage/manageorder/orderdetail/${order!.ordNo}`)
  const claim = member.locator('[data-testid^="claim-"]').first()
  await expect(claim).toContainText('환불 완료')
  await expect(claim.getByRole('list', { name: '처리 내역' })).toContainText('상품 회수 중')
})
