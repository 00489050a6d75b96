import { expect, test } from './fixtures'

/**
 * Field data end to end in Chromium: a product page measured by `web-vitals` (the local shop samples every page view,
 * VITALS_SAMPLE_RATE = "1"), its beacon sent when the page is hidden, rolled up by the Worker, and read back as a
 * p75 of the page's template. Also: the page names its request id for the browser's error reports.
 */
test('a product page view reports its web vitals, which come back as p75 of /products/$id', async ({ page, request }) => {
  // Beacons are limited per client IP (120 per 10 minutes); the full suite's earlier page views all come from one
  // address, so this shopper comes from its own (workerd passes the header through locally, as Cloudflare sets it).
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': '203.0.113.79' })
  await page.goto('/products/G000001')
  const rid = await page.locator('meta[name="request-id"]').getAttribute('content')
  expect(rid).toMatch(/^[\w-]{8,}$/)
  // The reporter loads after the load event and an idle moment.
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'on')
  // An input finalises LCP and gives INP an interaction; hiding the page sends the beacon.
  await page.mouse.click(5, 300)
  // sendBeacon's body is not visible to the test: the rows coming back prove what was sent.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
  await expect
    .poll(async () => {
      const answer = (await (await request.get('/api/v1/front/telemetry/vitals?days=1')).json()) as {
        rows: Array<{ template: string; metric: string; p75: number; samples: number }>
      }
      return answer.rows.filter((r) => r.template === '/products/$id').map((r) => r.metric)
    })
    .toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB', 'CLS']))
})
