import { expect, hidePopups, test, type Page } from './fixtures'

/**
 * Page guards on client-side navigation (issue 11 #12): the router's root beforeLoad reads the same table as
 * the edge (src/shared/route-guards.ts), so a link or the header search icon ends like a full page load.
 * `__e2eSpa` is set on the window before each step and must survive it: the step was not a page load.
 */
const MESSAGE = '가맹점 회원은 이용할 수 없습니다.'

const markSpa = (page: Page) => page.evaluate(() => void ((window as unknown as { __e2eSpa?: boolean }).__e2eSpa = true))
const stillSpa = (page: Page) => page.evaluate(() => (window as unknown as { __e2eSpa?: boolean }).__e2eSpa === true)

/** The store-owner dialog: shown, confirmed, and the app is back on the plain home page. */
async function confirmBlocked(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: MESSAGE })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/main(\?blocked=1)?$/)
  await dialog.getByRole('button', { name: '확인' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/main$/)
  expect(await stillSpa(page)).toBe(true)
}

test('store owner: the header search icon and a promotion/collection link end in the block dialog on the home page', async ({
  storePage: page,
}) => {
  await hidePopups(page)
  await page.goto('/main')
  await markSpa(page)

  await page.getByRole('banner').getByRole('link', { name: '검색' }).click()
  await confirmBlocked(page)

  // Blocked again from the same page (only the search changes): the dialog shows every time.
  await page.getByRole('banner').getByRole('link', { name: '검색' }).click()
  await confirmBlocked(page)

  // Router links of the home page's sections (기획전 → /promotion/$id, 컬렉션 → /collection/$id)
  for (const [heading, href] of [
    ['#sec-exhibition', '/promotion/'],
    ['#sec-collection', '/collection/'],
  ] as const) {
    const link = page
      .locator('section', { has: page.locator(heading) })
      .locator(`a[href^="${href}"]`)
      .first()
    await link.scrollIntoViewIfNeeded()
    await link.click()
    await confirmBlocked(page)
  }

  // my-page → /mypagestore, client-side too
  await page.evaluate(() => window.__TSR_ROUTER__!.navigate({ to: '/mypage' }))
  await expect(page).toHaveURL(/\/mypagestore$/)
  await expect(page.getByTestId('owner-store-name')).toBeVisible()
  expect(await stillSpa(page)).toBe(true)
})

test('member: client-side navigation to /mypagestore is sent to /mypage', async ({ memberPage: page }) => {
  await page.goto('/main')
  await markSpa(page)
  await page.evaluate(() => window.__TSR_ROUTER__!.navigate({ to: '/mypagestore' }))
  await expect(page).toHaveURL(/\/mypage$/)
  await expect(page.getByTestId('my-greeting')).toBeVisible()
  expect(await stillSpa(page)).toBe(true)
})

test('guest: /mypagestore shows the store-owner sign-in card, whose button comes back there', async ({ page }) => {
  await page.goto('/main')
  await markSpa(page)
  await page.evaluate(() => window.__TSR_ROUTER__!.navigate({ to: '/mypagestore' }))
  await expect(page).toHaveURL(/\/mypagestore$/)
  await expect(page.getByRole('heading', { name: '가맹점 마이페이지' })).toBeVisible()
  await page.getByRole('link', { name: '가맹점 로그인' }).click()
  await expect(page).toHaveURL(/\/account\/signin\?returnUrl=%2Fmypagestore$/)
  expect(await stillSpa(page)).toBe(true)
})

test('guest: a deeper store-owner page is the page with its store sign-in card, in the server HTML', async ({ page, request }) => {
  const html = await (await request.get('/mypagestore/manageorder/orderlist', { maxRedirects: 0 })).text()
  expect(html).toContain('가맹점 로그인이 필요한 메뉴예요.')
  await page.goto('/mypagestore/manageorder/orderlist')
  await expect(page.getByRole('heading', { name: '매장 주문 관리' })).toBeVisible()
  await page.getByRole('link', { name: '가맹점 로그인' }).click()
  await expect(page).toHaveURL(/\/account\/signin\?returnUrl=%2Fmypagestore%2Fmanageorder%2Forderlist$/)
})
