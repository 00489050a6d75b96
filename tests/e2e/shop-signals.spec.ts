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
    const button = memberPage.getByTestId('wish-button')
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
