import { expect, test } from './fixtures'

test.describe('platform', () => {
  test('/ serves the home page with seeded Korean content from D1 (canonical /main)', async ({ page }) => {
    const res = await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/')
    expect(res?.status()).toBe(200)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/main$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    await expect(page.getByRole('region', { name: '메인 배너' })).toBeVisible()
    // Below-the-fold sections stream in after the shell.
    await expect(page.getByRole('heading', { name: '새로 나온 상품' })).toBeVisible()
    const cards = page.locator('article')
    expect(await cards.count()).toBeGreaterThan(4)
    await expect(cards.first()).toContainText('원')
    // Footer carries company and call-center info from the site-info call.
    await expect(page.getByRole('contentinfo')).toContainText('고객센터')
  })

  test('unknown paths answer 404 with "Page Not Found: {path}"', async ({ page }) => {
    const res = await page.goto('/no-such-page')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /no-such-page')
  })

  test('viewport allows zoom up to 1x and the title is the market name', async ({ page }) => {
    await page.goto('/main')
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /maximum-scale=1/)
    await expect(page).toHaveTitle(/다비치마켓/)
  })

  test('security headers on pages and no-store on member pages', async ({ request }) => {
    const main = await request.get('/main')
    expect(main.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-")
    expect(main.headers()['strict-transport-security']).toContain('max-age=')
    expect(main.headers()['x-content-type-options']).toBe('nosniff')
    expect(main.headers()['x-request-id']).toBeTruthy()
    const member = await request.get('/account/signin', { maxRedirects: 0 })
    expect(member.headers()['cache-control']).toBe('no-store')
  })

  test('the info and warning dialog icons are served', async ({ request }) => {
    for (const p of ['/image/all/icon-message.png', '/image/all/icon-warning.png']) {
      const r = await request.get(p)
      expect(r.status()).toBe(200)
      expect(r.headers()['content-type']).toContain('image/png')
    }
  })

  test('server HTML and the browser agree: key pages hydrate without errors', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
    for (const path of [
      '/',
      '/main?goodsType=02',
      '/products?category=01',
      '/davichstore',
      '/davichstore?service=pickup',
      '/search?searchWord=안경',
    ]) {
      await page.goto(path)
      expect(errors, path).toEqual([])
    }
  })
})
