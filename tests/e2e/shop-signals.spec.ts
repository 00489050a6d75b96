import { expect, test, type Page } from './fixtures'

// Shop signals (issue 29): a member's wish hearts are in the server HTML of their pages (lists, the main page,
// the product page); a guest's cached /main carries nobody's hearts.

const dibsIds = (html: string) => [...html.matchAll(/data-dibs-goods="(G\d{6})"/g)].map((m) => m[1]!)
const pressed = (html: string, id: string) =>
  new RegExp(`<button[^>]*(aria-pressed="true"[^>]*data-dibs-goods="${id}"|data-dibs-goods="${id}"[^>]*aria-pressed="true")`).test(html)
const anyPressed = (html: string) =>
  /<button[^>]*aria-pressed="true"[^>]*data-dibs-goods=|data-dibs-goods="G\d{6}"[^>]*aria-pressed="true"/.test(html)

async function wish(page: Page, goodsNo: string, dibs: boolean) {
  const res = await page.request.post('/api/v1/front/dibs/toggle', { data: { goodsNo, dibs } })
  expect(res.status()).toBe(200)
}

test('member01’s hearts are filled in the server HTML of the main page, a list and the product page; a guest’s cached /main has none', async ({
  memberPage,
  browser,
}) => {
  // The main page a member gets (their favourite goods type, from the edge's shell) and a goods on it.
  const main0 = await (await memberPage.request.get('/main')).text()
  const onMain = dibsIds(main0)[0]!
  expect(onMain).toBeTruthy()
  const list0 = await (await memberPage.request.get('/products?category=01')).text()
  const onList = dibsIds(list0)[0]!
  await wish(memberPage, onMain, true)
  await wish(memberPage, onList, true)
  try {
    const main = await memberPage.request.get('/main')
    const mainHtml = await main.text()
    expect(pressed(mainHtml, onMain)).toBe(true)
    const list = await (await memberPage.request.get('/products?category=01')).text()
    expect(pressed(list, onList)).toBe(true)
    const detail = await (await memberPage.request.get(`/products/${onList}`)).text()
    expect(pressed(detail, onList)).toBe(true)

    // In the browser, the hydrated page keeps the heart, and a tap takes it off.
    await memberPage.goto(`/products/${onList}`)
    const button = memberPage.getByTestId('wish-button').filter({ visible: true }) // the phone's is in the buy bar
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    const tap = async () => {
      const answered = memberPage.waitForResponse((r) => r.url().endsWith('/api/v1/front/dibs/toggle'))
      await button.click()
      return (await (await answered).json()) as { dibs: boolean }
    }
    expect((await tap()).dibs).toBe(false)
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    expect((await tap()).dibs).toBe(true)
    await expect(button).toHaveAttribute('aria-pressed', 'true')

    // A guest: the front door twice (the second from the edge cache), never a filled heart.
    const guest = await browser.newContext()
    try {
      for (let i = 0; i < 2; i++) {
        const res = await guest.request.get('/main')
        const html = await res.text()
        expect(dibsIds(html).length).toBeGreaterThan(0)
        expect(anyPressed(html)).toBe(false)
      }
    } finally {
      await guest.close()
    }
  } finally {
    await wish(memberPage, onMain, false)
    await wish(memberPage, onList, false)
  }
})

/** The AI row of /main?goodsType=01 as `page` sees it once its own row is in: goods numbers and reasons. */
async function aiRow(page: Page, source: 'member' | 'guest') {
  await page.goto('/main?goodsType=01')
  const row = page.locator(`[data-testid="ai-goods"][data-source="${source}"]`)
  await expect(row).toBeVisible()
  const cards = row.locator('article')
  await expect(cards.first()).toBeVisible()
  const ids = await cards.locator('a[href^="/products/G"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  const reasons = await cards.evaluateAll((arts) => arts.map((a) => a.querySelector('p.text-brand-700')?.textContent ?? ''))
  return { ids: [...new Set(ids)], reasons }
}

test('member01’s AI row differs from a guest’s and from family03’s, with a reason on every card', async ({
  memberPage,
  page,
  browser,
  playwright,
}) => {
  const mine = await aiRow(memberPage, 'member')
  await expect(memberPage.locator('[data-testid="ai-goods"]')).toHaveAttribute('data-personalized', 'true')
  const guest = await aiRow(page, 'guest')
  const request = await playwright.request.newContext()
  const signIn = await request.post('/v1/front/member/login/normal', { data: { loginId: 'family03', password: 'Davich!2026' } })
  expect(signIn.status()).toBe(200)
  const context = await browser.newContext({ storageState: await request.storageState() })
  await request.dispose()
  try {
    const other = await aiRow(await context.newPage(), 'member')
    expect(mine.reasons.every((r) => /[가-힣]/.test(r))).toBe(true)
    expect(guest.reasons.every((r) => /[가-힣]/.test(r))).toBe(true)
    expect(other.reasons.every((r) => /[가-힣]/.test(r))).toBe(true)
    expect(mine.ids).not.toEqual(guest.ids)
    expect(mine.ids).not.toEqual(other.ids)
    expect(mine.reasons.some((r) => r !== '지금 많이 팔리는 상품' && r !== 'MD가 직접 고른 상품')).toBe(true)
  } finally {
    await context.close()
  }
})
