import AxeBuilder from '@axe-core/playwright'
import { totpCode } from '../../src/server/auth/totp'
import { DEMO_OPERATORS } from '../../src/demo/seed/operators'
import { expect, hydrated, PASSWORD, test, type Page } from './fixtures'

/**
 * The customer-service desk (issue 26, desk 1) as people use it, the member and the operator in two browser contexts:
 * member01 asks a 1:1 question and a goods question → cs01 signs in to /admin with TOTP and answers both in the console →
 * the member sees each answer (my page, product page) and got exactly one text message per answer (sandbox outbox).
 * Every console page is checked with axe (serious/critical = 0) at 1280 px.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

const op = (id: string) => DEMO_OPERATORS.find((o) => o.loginId === id)!

async function axeSeriousOrCritical(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), null, { timeout: 10_000 })
    .catch(() => undefined)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function signIn(page: Page, loginId: string, lands: RegExp) {
  await page.goto('/admin/login')
  await hydrated(page)
  expect(await axeSeriousOrCritical(page), 'axe on /admin/login').toEqual([])
  await page.getByLabel('아이디').fill(loginId)
  await page.getByLabel('비밀번호').fill(PASSWORD)
  await page.getByLabel('인증 코드 (6자리)').fill(totpCode(op(loginId).totpSecret))
  await page.getByRole('button', { name: '로그인' }).click()
  await page.waitForURL(lands)
}

test('a member’s questions answered by cs01 in the console reach the member once', async ({ memberPage: member, browser }) => {
  test.setTimeout(150_000)
  const stamp = Date.now().toString(36)
  const title = `렌즈 교환 문의 ${stamp}`
  const info = await (await member.request.get('/v1/front/member/info')).json()
  const asked = await member.request.post('/api/v1/front/support/inquiry', {
    data: { category: '교환/AS', title, content: '지난주에 산 안경 렌즈에 흠집이 있어요. 교환할 수 있을까요?' },
  })
  expect(asked.ok()).toBe(true)
  const inquiryNo = ((await asked.json()) as { inquiryNo: number }).inquiryNo
  const goods = { goodsNo: 'G000150' } // a seeded frame on sale (the size check reads it too)
  const question = `코받침 교체가 되나요? ${stamp}`
  expect((await member.request.post('/api/v1/front/qna', { data: { goodsNo: goods.goodsNo, question } })).ok()).toBe(true)
  // member01's mobile in the seed; the sandbox SMS gateway's outbox keeps what the shop sent.
  const smsCount = async () =>
    (
      (await (await member.request.get('/__sandbox/sms/outbox?mobile=01012345678')).json()) as { messages: { body: string }[] }
    ).messages.filter((m) => m.body.includes('답변이 등록되었어요')).length
  const before = await smsCount()

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const cs = await ctx.newPage()
  try {
    await signIn(cs, 'cs01', /\/admin\/cs\/inquiries/)
    await hydrated(cs)
    expect(await axeSeriousOrCritical(cs), 'axe on /admin/cs/inquiries').toEqual([])
    // Only the desks of its roles: no 접근 기록 (SUPER) in cs01's menu.
    await expect(cs.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '접근 기록' })).toHaveCount(0)

    await cs.getByLabel('검색어').fill(stamp)
    await cs.getByRole('button', { name: '검색' }).click()
    await expect(cs).toHaveURL(new RegExp(`keyword=${stamp}`))
    await cs.getByRole('link', { name: title }).click()
    await expect(cs.getByRole('heading', { name: title })).toBeVisible()
    expect(await axeSeriousOrCritical(cs), 'axe on the question page').toEqual([])
    await cs.getByLabel('답변 내용').fill('흠집이 있는 렌즈는 가까운 매장에서 바로 교환해 드립니다. 불편을 드려 죄송합니다.')
    await cs.getByRole('button', { name: '답변 등록' }).click()
    await expect(cs.getByRole('status')).toContainText('답변을 등록했습니다')

    await cs.goto(`/admin/cs/inquiries?kind=qna&keyword=${stamp}`)
    await cs.getByRole('link', { name: new RegExp(stamp) }).click()
    await cs.getByLabel('답변 내용').fill('네, 전국 매장에서 코받침을 무료로 교체해 드립니다.')
    await cs.getByRole('button', { name: '답변 등록' }).click()
    await expect(cs.getByRole('status')).toContainText('답변을 등록했습니다')

    for (const path of ['/admin', '/admin/cs/reviews', '/admin/cs/styleboard', '/admin/cs/members', `/admin/cs/members/${info.memberNo}`]) {
      await cs.goto(path)
      await hydrated(cs)
      await expect(cs.locator('main#main h1').first()).toBeVisible()
      expect(await axeSeriousOrCritical(cs), `axe on ${path}`).toEqual([])
    }
  } finally {
    await ctx.close()
  }

  // The member sees both answers and got one text per answer.
  await member.goto(`/mypage/myactivity/privateview?no=${inquiryNo}`)
  await expect(member.getByText('흠집이 있는 렌즈는 가까운 매장에서 바로 교환해 드립니다.', { exact: false })).toBeVisible()
  await member.goto(`/products/${goods.goodsNo}`)
  await member.getByRole('tab', { name: 'Q&A' }).click()
  await expect(member.getByText('네, 전국 매장에서 코받침을 무료로 교체해 드립니다.', { exact: false })).toBeVisible()
  expect((await smsCount()) - before).toBe(2)
})

test('SUPER pages: the access log shows cs01’s work; operators and roles; the nightly jobs (axe at 1280 px)', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await ctx.newPage()
  try {
    await signIn(page, 'admin01', /\/admin\/operators/)
    await hydrated(page)
    expect(await axeSeriousOrCritical(page), 'axe on /admin/operators').toEqual([])
    await page.goto('/admin/audit?action=auth')
    await hydrated(page)
    await expect(page.getByRole('table', { name: '접근 기록' })).toContainText('auth.login')
    expect(await axeSeriousOrCritical(page), 'axe on /admin/audit').toEqual([])
    // The nightly work on the queues: the page answers with its list (or its empty state) and passes axe.
    await page.goto('/admin/jobs')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: '야간 작업' })).toBeVisible()
    await expect(page.getByText(/요약이 기록된 밤이 없어요|실행분/).first()).toBeVisible()
    expect(await axeSeriousOrCritical(page), 'axe on /admin/jobs').toEqual([])
    // A desk outside the role: the frame says why, in Korean.
    await page.goto('/admin/cs/inquiries')
    await expect(page.getByRole('alert')).toContainText('고객 서비스 메뉴는')
  } finally {
    await ctx.close()
  }
})
